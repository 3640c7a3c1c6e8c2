package rooms

import (
	"encoding/json"
	"net/http"
	"strings"

	"graffiti/game"
	"graffiti/rooms/wire"
)

// Seat serves a seat's status (mounted at wire.SeatPath): for a token,
// how its room stands (whose turn, how many actions, the result), read
// without joining the room, so a device's "My games" can list its games
// and the seats it asks about stay away (they are still told of their
// turn). Every answer is a look-up by code: an address whose look-ups are
// refused is refused this too, and a code with no room, or a token that
// is no seat's, counts as a miss (a guess at codes or tokens fills the
// address's minute as any look-up does).
func (h *Host) Seat() http.Handler { return http.HandlerFunc(h.serveSeat) }

func (h *Host) serveSeat(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "a seat's status is read with GET", http.StatusMethodNotAllowed)
		return
	}
	addr, now := clientAddr(r, h.cfg.Limits.TrustProxy), h.now()
	if err := h.clients.lookUp(addr, now); err != nil {
		w.Header().Set("Retry-After", "60")
		http.Error(w, err.(*wire.Refusal).Reason, http.StatusTooManyRequests)
		return
	}
	token, bearer := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	code := wire.NormalCode(r.URL.Query().Get("room"))
	if !bearer || token == "" || code == "" {
		http.Error(w, "a seat's status needs ?room=CODE and the seat's token as Authorization: Bearer TOKEN", http.StatusBadRequest)
		return
	}
	rm, owner, err := h.find(code)
	re, _ := err.(*wire.Refusal)
	switch {
	case re != nil && re.Code == wire.CodeNoRoom:
		h.clients.missed(addr, now)
		http.Error(w, "no room "+code+" here", http.StatusNotFound)
		return
	case err != nil, owner != "":
		// Another host of the cluster holds it (its page's WebSocket
		// is forwarded there; a status is not): ask again.
		w.Header().Set("Retry-After", "5")
		http.Error(w, "room "+code+" is held by another host: ask again", http.StatusServiceUnavailable)
		return
	}
	st, status, reason := rm.seatStatus(hashToken(token))
	if status == http.StatusForbidden {
		h.clients.missed(addr, now)
	}
	if status != http.StatusOK {
		http.Error(w, reason, status)
		return
	}
	body, err := json.Marshal(st)
	if err != nil {
		panic(err) // the host's own fields
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Write(body)
}

// seatStatus is the room as the seat whose token hashes to hash may know
// it without its view, or the HTTP status and reason of its refusal.
func (r *room) seatStatus(hash string) (wire.SeatStatus, int, string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.gone || r.st.m == nil {
		return wire.SeatStatus{}, http.StatusNotFound, "no room " + r.code + " here"
	}
	seat := r.st.seatOf(hash)
	if seat < 0 {
		if r.st.freed[hash] {
			return wire.SeatStatus{}, http.StatusGone, "that seat of room " + r.code + " was freed: its token works no more"
		}
		return wire.SeatStatus{}, http.StatusForbidden, "not a seat's token of room " + r.code
	}
	m := r.st.m
	st := wire.SeatStatus{Room: r.code, Game: r.st.g.Name(), Seat: seat, Seats: r.seatInfos(), Actions: m.Actions(), ToAct: m.ToAct()}
	if m.Over() {
		res := m.Result()
		st.Result, st.ToAct = &res, game.Nobody
	}
	return st, http.StatusOK, ""
}

package rooms

import (
	"cmp"
	"encoding/json"
	"net/http"
	"slices"
	"sync"
	"time"

	"graffiti/rooms/wire"
)

// The lobby: with Config.Lobby, GET wire.LobbyPath lists the rooms
// whose table chose "Open to anyone" (the create's open, kept in the
// room's log) while their game goes on and a person's seat is free. A
// tap on the page (/?lobby) opens the room's join page with that seat
// chosen; its claim, without the invitation, waits for the table as a
// code typed does (invite.go). The listing tells what a code join's page
// shows (the seats' names, kinds, taken or asked) and the code: no token,
// no invitation.

const (
	// lobbyFor is how long a listing is served before it is made again,
	// by the host's clock: a flood of look-ups costs one listing a
	// second, not one each.
	lobbyFor = time.Second
	// lobbyMost is the most rooms a listing holds, those played in last
	// first: a page lists a screenful or two, not a host's ten thousand.
	lobbyMost = 100
)

// lobbyCache is the listing last made, and when.
type lobbyCache struct {
	mu   sync.Mutex
	at   time.Time
	body []byte
}

// Lobby serves the lobby's listing (mounted at wire.LobbyPath). A host
// without Config.Lobby answers 404; an address whose look-ups by code
// are refused (too many misses, limits.go) is refused the listing too,
// 429, for the same minute.
func (h *Host) Lobby() http.Handler { return http.HandlerFunc(h.serveLobby) }

func (h *Host) serveLobby(w http.ResponseWriter, r *http.Request) {
	if !h.cfg.Lobby {
		http.Error(w, "this host lists no rooms: it was started without -lobby", http.StatusNotFound)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "the lobby is read with GET", http.StatusMethodNotAllowed)
		return
	}
	if err := h.clients.lookUp(clientAddr(r, h.cfg.Limits.TrustProxy), h.now()); err != nil {
		w.Header().Set("Retry-After", "60")
		http.Error(w, err.(*wire.Refusal).Reason, http.StatusTooManyRequests)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Write(h.lobbyList())
}

// lobbyList is the listing, made again once lobbyFor has passed.
func (h *Host) lobbyList() []byte {
	now := h.now()
	h.lobby.mu.Lock()
	defer h.lobby.mu.Unlock()
	if age := now.Sub(h.lobby.at); h.lobby.body != nil && age >= 0 && age < lobbyFor {
		return h.lobby.body
	}
	h.mu.Lock()
	all := make([]*room, 0, len(h.rooms))
	for _, r := range h.rooms {
		all = append(all, r)
	}
	h.mu.Unlock()
	type listed struct {
		wire.LobbyRoom
		last time.Time
	}
	var found []listed
	for _, r := range all {
		r.mu.Lock()
		if !r.gone && r.st.m != nil && r.st.open && !r.st.m.Over() {
			if seats := r.seatInfos(); slices.ContainsFunc(seats, wire.SeatInfo.Free) {
				found = append(found, listed{wire.LobbyRoom{Room: r.code, Game: r.st.g.Name(), Title: r.st.g.Title(), Lang: r.st.lang, Actions: r.st.m.Actions(), Clock: int(r.st.clock / time.Second), Seats: seats}, r.st.last})
			}
		}
		r.mu.Unlock()
	}
	slices.SortFunc(found, func(a, b listed) int {
		return cmp.Or(b.last.Compare(a.last), cmp.Compare(a.Room, b.Room))
	})
	lobby := wire.Lobby{Rooms: []wire.LobbyRoom{}}
	for _, l := range found[:min(len(found), lobbyMost)] {
		lobby.Rooms = append(lobby.Rooms, l.LobbyRoom)
	}
	body, err := json.Marshal(lobby)
	if err != nil {
		panic(err) // the host's own fields
	}
	h.lobby.at, h.lobby.body = now, body
	return body
}

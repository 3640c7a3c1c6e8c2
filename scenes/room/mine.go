package room

import (
	"encoding/json"
	"slices"
	"time"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes"
)

// My games: every seat this device holds in a room, on any host it has
// joined, is kept in one file of the app's store (the browser's
// localStorage, a desktop's config folder), so the title can list them,
// say whose turn it is in each, and open each again days later. The
// seat's token file (tokenFile) is still what a reload reads; this list
// is what the title reads.

// mineFile is where the device keeps its games.
const mineFile = "my-games.json"

// Kept is one seat of this device, as it last knew its room.
type Kept struct {
	URL   string   `json:"url"`  // the rooms' WebSocket address of its host
	Room  string   `json:"room"` // the room's code
	Seat  int      `json:"seat"`
	Game  string   `json:"game"`  // the game's name (the shelf's)
	Names []string `json:"names"` // the seats' names, at the table's order
	Token string   `json:"token"`
	// The room as last heard: the actions played, whose turn (-1: none,
	// the game over), the result once over.
	Actions int          `json:"actions"`
	ToAct   int          `json:"toAct"`
	Result  *game.Result `json:"result,omitempty"`
	// Gone: the host holds the room or the seat no more (the room ended
	// and was let go, or the seat was freed): only Forget is left.
	Gone bool `json:"gone,omitempty"`
	// Seen is when the room was last heard of, in Unix milliseconds.
	Seen int64 `json:"seen"`
}

// Over: the game has ended.
func (k Kept) Over() bool { return k.Result != nil }

// Mine: the device's seat is to act.
func (k Kept) Mine() bool { return !k.Gone && !k.Over() && k.ToAct == k.Seat }

// same tells whether k and o are the same seat of the same room.
func (k Kept) same(o Kept) bool { return k.URL == o.URL && k.Room == o.Room && k.Seat == o.Seat }

// heard is k with what st says of its room.
func (k Kept) heard(st wire.SeatStatus, now time.Time) Kept {
	k.Actions, k.ToAct, k.Result, k.Gone, k.Seen = st.Actions, st.ToAct, st.Result, false, now.UnixMilli()
	k.Names = k.Names[:0:0]
	for _, s := range st.Seats {
		k.Names = append(k.Names, s.Name)
	}
	return k
}

// loadMine is the device's games, those to act first, then the latest
// heard of. A list unreadable (damaged) is none: its tokens are still
// in their own files for a reload.
func loadMine(st scenes.Store) []Kept {
	b, err := st.Load(mineFile)
	if err != nil {
		return nil
	}
	var out []Kept
	if json.Unmarshal(b, &out) != nil {
		return nil
	}
	slices.SortStableFunc(out, func(a, b Kept) int {
		switch {
		case a.Mine() != b.Mine():
			if a.Mine() {
				return -1
			}
			return 1
		case a.Seen != b.Seen:
			if a.Seen > b.Seen {
				return -1
			}
			return 1
		}
		return 0
	})
	return out
}

// saveMine keeps the device's games.
func saveMine(a *scenes.App, all []Kept) {
	b, err := json.Marshal(all)
	if err != nil {
		panic(err) // the list's own fields
	}
	if len(all) == 0 {
		err = a.Store.Delete(mineFile)
	} else {
		err = a.Store.Save(mineFile, b)
	}
	if err != nil {
		a.StoreFailed(err)
	}
}

// keepMine keeps k in the device's games, in place of what it knew of
// the same seat.
func keepMine(a *scenes.App, k Kept) {
	all := loadMine(a.Store)
	if i := slices.IndexFunc(all, k.same); i >= 0 {
		all[i] = k
	} else {
		all = append(all, k)
	}
	saveMine(a, all)
}

// forgetMine drops the seats of room code on the host at url from the
// device's games, and its token kept for a reload.
func forgetMine(a *scenes.App, url, code string) {
	all := loadMine(a.Store)
	kept := slices.DeleteFunc(slices.Clone(all), func(k Kept) bool { return k.URL == url && k.Room == code })
	if len(kept) != len(all) {
		saveMine(a, kept)
	}
}

// noteMine keeps the seat this page holds in the device's games, and
// its room as it stands, whenever that changed: the title then lists it,
// whose turn it is, and its result at the end.
func (h *Hand) noteMine(a *scenes.App) {
	_, token := h.link.Credentials()
	s := h.sess
	if h.box == nil || token == "" || !s.Welcomed() || s.Seat() == game.Nobody {
		return
	}
	k := Kept{URL: h.url, Room: h.code, Seat: s.Seat(), Game: h.box.Rules().Name(), Token: token, Actions: s.Actions(), ToAct: s.ToAct(), Result: s.Result()}
	for _, seat := range s.RoomSeats() {
		k.Names = append(k.Names, seat.Name)
	}
	if h.noted.same(k) && h.noted.Token == k.Token && h.noted.Actions == k.Actions && h.noted.ToAct == k.ToAct &&
		(h.noted.Result == nil) == (k.Result == nil) && slices.Equal(h.noted.Names, k.Names) {
		return
	}
	k.Seen = time.Now().UnixMilli()
	keepMine(a, k)
	h.noted = k
}

// mineKeeper keeps a phone's token for its reload, and forgets its seat
// in the device's games with it (the seat left, or freed).
type mineKeeper struct {
	storeKeeper
	url string
}

func (k mineKeeper) Forget(room string) {
	k.storeKeeper.Forget(room)
	forgetMine(k.a, k.url, room)
}

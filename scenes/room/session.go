package room

import (
	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/rooms/wire"
	"graffiti/scenes"
)

// Remote is a room's game as this device holds it, a scenes.Session: the
// host owns the game; Remote keeps the last view its connection was sent
// (the seat's, or the public one for a table) and the events not yet
// told. Pump takes what came; the game's loop calls it each tick, so
// nothing here is shared with the link's goroutines.
type Remote struct {
	g    game.Game
	find func(name string) game.Game // the game a welcome names, when g is not known yet
	link *Link

	welcomed bool
	// replay: the session is a step of the room's replay, its seats
	// played before (scenes.Seat.Replayed).
	replay  bool
	role    string
	seat    int
	seats   []wire.SeatInfo
	actions int
	toAct   int
	view    game.View
	raw     []byte // the view as the host wrote it
	pending []game.Event
	result  *game.Result
	refusal string // the host's last refusal, in its words
	code    string // and its code
	// refusedAction is the action a refusal answers, refusedView the view
	// it was chosen on: a refusal by the rules is told again from them
	// (RefusalIn).
	refusedAction string
	refusedView   game.View
	sentAction    string // the last action sent
	refused       int    // refusals heard so far
	waiting       bool   // a claim without the invitation waits for the table
	gone          bool   // the seat was freed: its token works no more
	// outdated: the host speaks another version of the protocol; this
	// page is to be reloaded (the host serves the page of its own), its
	// token kept.
	outdated bool
	join     string // the address the host says phones reach it at (a table's welcome)
	// sentAt is the actions count an action was sent at, sentRefused the
	// refusals heard then: a second action at the same point (a table's
	// Confirm tapped again before the host answered) is not sent.
	sentAt, sentRefused int

	// steps are the replay's steps the host sent, for the watch page.
	steps []wire.Message
	// re is the room's rematch as the host told it (rematch.go).
	re rematchSeen

	clock clockNews // what the host told of the room's turn clock (clock.go)

	// held are the seats a table screen plays itself, hot-seat with the
	// curtain: each its own connection, bound to the seat, with its
	// seat's view.
	held map[int]*Remote
}

// Hold plays seat at this screen through link, once its claim is
// welcomed.
func (r *Remote) Hold(seat int, link *Link) {
	if r.held == nil {
		r.held = map[int]*Remote{}
	}
	r.held[seat] = NewRemote(r.g, r.find, link)
}

// here is the seat's own session when this screen plays it.
func (r *Remote) here(seat int) *Remote {
	if h := r.held[seat]; h != nil && h.welcomed && h.seat == seat {
		return h
	}
	return nil
}

// Holding tells whether every seat this screen plays has its connection
// welcomed as that seat.
func (r *Remote) Holding() bool {
	for seat := range r.held {
		if r.here(seat) == nil {
			return false
		}
	}
	return true
}

// NewRemote is the session of a room's game over link: g, or, when nil,
// the one of find that the host's welcome names (a phone that joined by
// the room's code alone).
func NewRemote(g game.Game, find func(string) game.Game, link *Link) *Remote {
	return &Remote{g: g, find: find, link: link, seat: game.Nobody, toAct: game.Nobody, sentAt: -1}
}

// Pump takes the messages that came and reports whether any changed the
// game as this device knows it.
func (r *Remote) Pump() bool {
	changed := false
	for _, h := range r.held {
		if h.Pump() {
			changed = true
		}
		h.pending = nil // the screen tells what its own connection was told
		if h.refusal != "" {
			r.refusal, r.code, r.refusedAction, r.refusedView = h.refusal, h.code, h.refusedAction, h.refusedView
		}
	}
	for _, m := range r.link.Take() {
		switch m.Type {
		case wire.MsgWelcome, wire.MsgUpdate:
			if !r.take(m) {
				continue
			}
			changed = true
		case wire.MsgSeats:
			r.seats, changed = m.Seats, true
		case wire.MsgRefused:
			r.refusal, r.code, r.refused, r.waiting = m.Reason, m.Code, r.refused+1, false
			r.refusedAction, r.refusedView = r.sentAction, r.view
			r.outdated = r.outdated || m.Code == wire.CodeVersion
		case wire.MsgWait:
			r.waiting, changed = true, true
		case wire.MsgGone:
			r.gone, changed = true, true
		case wire.MsgStep:
			r.steps = append(r.steps, m)
		case wire.MsgRematch:
			r.re.take(m)
			changed = true
		}
	}
	return changed
}

// take reads a welcome or an update; a view this game cannot read (a
// host of another version) is dropped.
func (r *Remote) take(m wire.Message) bool {
	if r.g == nil && r.find != nil {
		r.g = r.find(m.Game)
	}
	if r.g == nil {
		r.refusal, r.code = "no game "+m.Game+" here", ""
		return false
	}
	v, err := r.g.ReadView(m.View)
	if err != nil {
		r.refusal, r.code = err.Error(), ""
		return false
	}
	var ev []game.Event
	for _, raw := range m.Events {
		e, err := r.g.ReadEvent(raw)
		if err != nil {
			r.refusal, r.code = err.Error(), ""
			return false
		}
		ev = append(ev, e)
	}
	if m.Type == wire.MsgWelcome {
		r.welcomed, r.role, r.seats, r.join, r.waiting = true, m.Role, m.Seats, m.Join, false
		r.seat = game.Nobody
		r.sentAt = -1 // an action lost with the connection may be sent again
		if m.Seat != nil {
			r.seat = *m.Seat
		}
	}
	r.view, r.raw, r.actions, r.result, r.refusal = v, m.View, m.Actions, m.Result, ""
	r.clock.take(m)
	if m.ToAct != nil {
		r.toAct = *m.ToAct
	}
	r.pending = append(r.pending, ev...)
	return true
}

// Steps gives the replay's steps the host sent since the last call.
func (r *Remote) Steps() []wire.Message {
	s := r.steps
	r.steps = nil
	return s
}

// Status is the room as this screen tells it (scenes.RoomStatus).
func (r *Remote) Status(kind string, turn bool) scenes.RoomStatus {
	room, _ := r.link.Credentials()
	st := scenes.RoomStatus{Kind: kind, Code: room, Seat: r.seat, Turn: turn, Actions: r.actions}
	if r.result != nil {
		st.Over, st.Winners = true, r.result.Winners
	}
	return st
}

// Welcomed tells whether the host has said which role this device holds
// (and so sent a view).
func (r *Remote) Welcomed() bool { return r.welcomed }

// Seat is the seat this device plays, game.Nobody for a table or a
// spectator.
func (r *Remote) Seat() int { return r.seat }

// Room's seats as the host tells them; Result once the game is over;
// Refusal is the host's last refusal in words ("" after an update).
func (r *Remote) RoomSeats() []wire.SeatInfo { return r.seats }
func (r *Remote) Result() *game.Result       { return r.result }
func (r *Remote) Refusal() string            { return r.refusal }
func (r *Remote) Gone() bool                 { return r.gone }
func (r *Remote) Outdated() bool             { return r.outdated }

// Refused counts the host's refusals: a page that sent an action and
// hears one more refusal knows its action was not played.
func (r *Remote) Refused() int {
	n := r.refused
	for _, h := range r.held {
		n += h.refused
	}
	return n
}

func (r *Remote) Game() game.Game { return r.g }
func (r *Remote) ToAct() int      { return r.toAct }

// Actions is the number of actions every connection of this screen has
// been told of: the table moves on once the seats it plays have heard too.
func (r *Remote) Actions() int {
	n := r.actions
	for seat := range r.held {
		if h := r.here(seat); h != nil {
			n = min(n, h.actions)
		}
	}
	return n
}
func (r *Remote) Hash() string { return "" } // the host's to know
func (r *Remote) Owner() bool  { return false }
func (r *Remote) HandOver()    {}

// Seats are the room's seats as the table plays them: every one away
// (on its own phone, or a bot the host runs), a bot's with its level,
// but those this screen plays: a table screen's hot-seat ones, or a far
// seat's own, whose device shows no one else (the others are apart).
func (r *Remote) Seats() []scenes.Seat {
	out := make([]scenes.Seat, len(r.seats))
	far := r.role == wire.RoleSeat
	for i, s := range r.seats {
		out[i].Away = r.here(i) == nil && !(far && i == r.seat)
		out[i].Apart = far && i != r.seat
		out[i].Replayed = r.replay
		if l, err := bot.ParseLevel(s.Kind); s.Kind != wire.Person && err == nil {
			out[i].Bot, out[i].Level = true, l
		}
	}
	return out
}

// View is the view of seat when this screen plays it; else the view
// this device was sent, whatever seat is asked: a table holds the public
// view, a phone only its seat's.
func (r *Remote) View(seat int) game.View {
	if h := r.here(seat); h != nil {
		return h.view
	}
	return r.view
}

// Act sends an action for this device's seat, at the point of the game
// it was chosen; the host's update (or refusal) comes later, to Pump.
func (r *Remote) Act(action string) error {
	if h := r.here(r.toAct); h != nil {
		return h.Act(action)
	}
	if r.role != wire.RoleSeat {
		return errNotASeat
	}
	at := r.actions
	if r.sentAt == at && r.sentRefused == r.refused {
		return nil // sent already: the host's answer is on its way
	}
	r.sentAt, r.sentRefused, r.sentAction = at, r.refused, action
	r.link.Send(wire.Request{Type: wire.ReqAct, At: &at, Action: action})
	return nil
}

// Sending tells whether an action this device sent still waits for the
// host's answer, its update or its refusal.
func (r *Remote) Sending() bool { return r.sentAt == r.actions && r.sentRefused == r.refused }

// Events gives what was told since the last call.
func (r *Remote) Events(int) []game.Event {
	ev := r.pending
	r.pending = nil
	return ev
}

// Taking back is the host's to offer; rooms do not yet.
func (r *Remote) CanTakeBack(int) error { return errNoTakingBack }
func (r *Remote) TakeBack(int) error    { return errNoTakingBack }
func (r *Remote) Save() ([]byte, error) { return nil, nil }

var (
	errNotASeat     = &game.Refusal{Format: "this screen holds no seat"}
	errNoTakingBack = &game.Refusal{Format: "nothing is taken back in a room"}
)

var _ scenes.Session = (*Remote)(nil)

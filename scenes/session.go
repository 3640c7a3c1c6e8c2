package scenes

import (
	"fmt"
	"slices"

	"graffiti/game"
)

// Session is what a game's table plays through. The session owns the
// game; a table holds none of it: it asks for the view of the seat it
// shows (or the public view) and for the events of what was played, as
// that viewer may learn them, and sends actions by their text. Today's
// play is the local session (Local): the match on this device, its seats
// people taking turns at the screen or bots, taking back, the save. A
// room's session will be the same seam over the network, the match on
// the host.
type Session interface {
	// Game is the game's rules; Seats who plays each seat.
	Game() game.Game
	Seats() []Seat
	// ToAct is the seat whose decision it is (game.Nobody once over);
	// Actions how many actions have been played.
	ToAct() int
	Actions() int
	// View is what seat may see now; game.Nobody, what anyone may.
	View(seat int) game.View
	// Act plays an action for the seat to act, by its text. A refused
	// action changes nothing and says why.
	Act(action string) error
	// Events gives what was played since the last call, as viewer may
	// learn it.
	Events(viewer int) []game.Event
	// CanTakeBack tells why seat cannot take its last action back now
	// (nil: it can); TakeBack does it. HandOver says the device went to
	// another person: what was played before is theirs to keep.
	CanTakeBack(seat int) error
	TakeBack(seat int) error
	HandOver()
	// Hash is a digest of the game as it stands (the browser tests and
	// the screenshots' checks compare it).
	Hash() string
	// Save writes the game for the autosave; Owner tells whether this
	// device owns the game (a room's host owns its game: a table there
	// neither saves it nor clears the autosave of its own).
	Save() ([]byte, error)
	Owner() bool
}

// RoomStatus is what a room's screen tells of itself, for the browser
// tests (which read it through the test hooks) and for nothing else: a
// table or a hand, the room's code, the seat held, whether it is the
// seat's turn to choose, and the outcome once the game is over.
type RoomStatus struct {
	Kind    string `json:"kind"` // "table", "hand", "far" or "watch"
	Code    string `json:"code"`
	Seat    int    `json:"seat"`
	Turn    bool   `json:"turn"`
	Actions int    `json:"actions"`
	Over    bool   `json:"over"`
	Winners []int  `json:"winners"`
	// A watch page's: how many actions the room has played (Actions is
	// the step shown), whether it shows the room live, and a digest of
	// the public view it shows.
	Of   int    `json:"of,omitempty"`
	Live bool   `json:"live,omitempty"`
	View string `json:"view,omitempty"`
	// A table's: the address its QR code gives, the invitation in it.
	Join string `json:"join,omitempty"`
	// A hand's: its drawn table is zoomed where the finger went.
	Zoomed bool `json:"zoomed,omitempty"`
}

// Local is the session of a game played on this device: it owns the
// match, and keeps, for taking back, the match as it stood before each of
// the last actions of the seat that played them (a person's or a bot's:
// the table says which seats may take back).
type Local struct {
	g       game.Game
	m       game.Match
	seats   []Seat
	pending []game.Event // played, not yet given to the table

	undoSeat int          // whose actions undo holds, or game.Nobody
	undo     []game.Match // the match before each of them, oldest first
	closed   error        // why nothing can be taken back, when nothing can
}

// NewLocal starts the session of a match of g: seats says who plays each
// seat (nil: people only), ev are the deal's events, for the table to
// tell.
func NewLocal(g game.Game, m game.Match, seats []Seat, ev []game.Event) (*Local, error) {
	if seats == nil {
		seats = make([]Seat, m.Seats())
	}
	// Every seat of a game on this device plays here: a rematch dealt
	// from a room's seats is played at the table device.
	seats = slices.Clone(seats)
	for i := range seats {
		seats[i].Away = false
	}
	if len(seats) != m.Seats() {
		return nil, fmt.Errorf("%d seats for %d players", len(seats), m.Seats())
	}
	return &Local{g: g, m: m, seats: seats, pending: ev, undoSeat: game.Nobody, closed: errNothingToTakeBack}, nil
}

// Refusals of taking back that every game shares; each game says why an
// action of its own can never be (game.Match.Final).
var (
	errNothingToTakeBack = &game.Refusal{Format: "nothing to take back"}
	errHandedOver        = &game.Refusal{Format: "the turn has been handed over: only your own actions of this turn can be taken back"}
)

func (l *Local) Game() game.Game             { return l.g }
func (l *Local) Seats() []Seat               { return l.seats }
func (l *Local) ToAct() int                  { return l.m.ToAct() }
func (l *Local) Actions() int                { return l.m.Actions() }
func (l *Local) View(seat int) game.View     { return l.m.View(seat) }
func (l *Local) Hash() string                { return l.m.Hash() }
func (l *Local) Save() ([]byte, error)       { return l.m.Save() }
func (l *Local) Owner() bool                 { return true }
func (l *Local) Match() game.Match           { return l.m }
func (l *Local) HandOver()                   { l.close(errHandedOver) }
func (l *Local) close(why error)             { l.undoSeat, l.undo, l.closed = game.Nobody, l.undo[:0], why }
func (l *Local) undoOpen(seat int) bool      { return l.undoSeat == seat && len(l.undo) > 0 }
func (l *Local) steps() (limit int, ok bool) { n := l.m.UndoSteps(); return n, n != 0 }

// Act plays an action for the seat to act, keeping the match as it stood
// for taking back.
func (l *Local) Act(action string) error {
	seat, before := l.m.ToAct(), l.m.Clone()
	ev, err := l.m.Apply(action)
	if err != nil {
		return err
	}
	Stir()
	l.pending = append(l.pending, ev...)
	limit, ok := l.steps()
	switch why := l.m.Final(before, ev); {
	case !ok:
		l.close(errNothingToTakeBack)
	case why != nil:
		l.close(why)
	default:
		if seat != l.undoSeat {
			l.undoSeat, l.undo = seat, l.undo[:0]
		}
		l.undo = append(l.undo, before)
		if limit > 0 && len(l.undo) > limit {
			l.undo = slices.Delete(l.undo, 0, len(l.undo)-limit)
		}
		l.closed = nil
	}
	return nil
}

// Events gives what was played since the last call, as viewer may learn
// it.
func (l *Local) Events(viewer int) []game.Event {
	out := make([]game.Event, len(l.pending))
	for i, e := range l.pending {
		out[i] = e.Told(viewer)
	}
	l.pending = l.pending[:0]
	return out
}

// CanTakeBack tells why seat cannot take its last action back now.
func (l *Local) CanTakeBack(seat int) error {
	switch {
	case l.m.Over():
		return errNothingToTakeBack
	case l.undoOpen(seat):
		return nil
	case len(l.undo) > 0:
		return errHandedOver // another seat acted last
	case l.closed != nil:
		return l.closed
	}
	return errNothingToTakeBack
}

// TakeBack puts the match back as it stood before seat's last action.
func (l *Local) TakeBack(seat int) error {
	if err := l.CanTakeBack(seat); err != nil {
		return err
	}
	n := len(l.undo) - 1
	l.m, l.undo = l.undo[n], l.undo[:n]
	Stir()
	l.pending = l.pending[:0]
	if n == 0 {
		l.close(errNothingToTakeBack)
	}
	return nil
}

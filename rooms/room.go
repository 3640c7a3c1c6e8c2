package rooms

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"time"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/rooms/wire"
)

// Record types: what a room's log holds, in order. A room is rebuilt by
// applying them from the first; each was checked before it was stored.
const (
	recCreate = "create" // the game, its options (the seed included), each seat's kind, the owner token's hash; listed on the lobby or not, the table's language
	recClaim  = "claim"  // a person's seat taken: the hash of its token
	recFree   = "free"   // a seat given up or freed: its token revoked
	recAct    = "act"    // an action by its text, by seat, at the number of actions played
	// recNotify is a seat's push subscription and its notices' language
	// (notice.go), or, without one, the seat's forgotten. It is in the
	// log, not in a file beside it, so that it lives as the room does:
	// kept on every replica of a cluster and taken over with the room,
	// forgotten in order with a seat freed, and purged when the room
	// ends.
	recNotify = "notify"
	// recRematch is a finished room's rematch: the new room's code
	// (next), so that a device coming back to the room after it is told
	// where its players went (rematch.go). recKind is a seat of a
	// rematch's room that its player did not accept, played by a bot of
	// a level (kind) from then on.
	recRematch = "rematch"
	recKind    = "kind"
)

type record struct {
	Type    string        `json:"type"`
	Game    string        `json:"game,omitempty"`
	Options *game.Options `json:"options,omitempty"`
	Kinds   []string      `json:"kinds,omitempty"`
	Owner   string        `json:"owner,omitempty"`
	Seat    int           `json:"seat,omitempty"`
	Token   string        `json:"token,omitempty"` // a hash: the log never holds a token itself
	At      int           `json:"at,omitempty"`
	Action  string        `json:"action,omitempty"`
	Time    int64         `json:"time,omitempty"` // when it was stored, by the host's clock, in Unix milliseconds (none before rooms ended)
	// Push and Lang are a notify's (none: the seat's subscription
	// forgotten); Lang is a create's too, the table's language.
	Push *wire.Subscription `json:"push,omitempty"`
	Lang string             `json:"lang,omitempty"`
	// Open is a create's: the room is listed on the lobby (lobby.go).
	// In the log, so that a host started again lists it still.
	Open bool `json:"open,omitempty"`
	// Next is a rematch's, the new room's code; Kind a kind's, the
	// seat's bot level.
	Next string `json:"next,omitempty"`
	Kind string `json:"kind,omitempty"`
	// Clock is a create's: the time per move, in seconds (none: no
	// clock). Lapsed is an act's: the seat let its time pass and the
	// host's bot played for it (clock.go).
	Clock  int  `json:"clock,omitempty"`
	Lapsed bool `json:"lapsed,omitempty"`
}

// state is a room as its records make it: the part the log rebuilds.
type state struct {
	g      game.Game
	m      game.Match
	kinds  []string        // wire.Person, or a bot level's name, by seat
	tokens []string        // the hash of each seat's token, "" while free
	owner  string          // the hash of the table's token
	freed  map[string]bool // the hashes of tokens revoked
	o      game.Options    // as the create recorded them, the deal's seed included
	acted  []string        // every action's text, in order
	subs   []*pushSub      // each seat's push subscription, nil: none
	seq    uint64          // the sequence of the last record in the log
	open   bool            // listed on the lobby, as the create asked
	lang   string          // the table's language, as the create gave it ("": not given)
	next   string          // the rematch's room, once offered (rematch.go)
	// last is when the last record was stored, over when the game
	// ended (zero while it plays): when the room ends (expiry.go).
	last, over time.Time
	// The turn clock (clock.go): the time per move (0: none), when the
	// turn of the seat to act began, by the log's times, and the
	// actions the host's bot played for a seat whose time ran out, by
	// their number, the seat's.
	clock    time.Duration
	turnFrom time.Time
	byClock  map[int]int
}

// apply makes the change rec records. The host has checked it before
// storing it; one that does not apply is a log written by something else,
// and the room is not rebuilt.
// The events are an action's.
func (s *state) apply(games []game.Game, rec record) ([]game.Event, error) {
	defer s.dated(rec)
	if rec.Type == recCreate {
		if s.m != nil {
			return nil, fmt.Errorf("a second create")
		}
		return nil, s.create(games, rec)
	}
	if s.m == nil {
		return nil, fmt.Errorf("a %s before the create", rec.Type)
	}
	if rec.Seat < 0 || rec.Seat >= len(s.kinds) {
		return nil, fmt.Errorf("no seat %d", rec.Seat)
	}
	switch rec.Type {
	case recClaim:
		if s.tokens[rec.Seat] != "" || s.kinds[rec.Seat] != wire.Person {
			return nil, fmt.Errorf("seat %d claimed twice, or a bot's", rec.Seat)
		}
		s.tokens[rec.Seat] = rec.Token
	case recFree:
		s.freed[s.tokens[rec.Seat]] = true
		s.tokens[rec.Seat] = ""
		s.subs[rec.Seat] = nil // the seat's next player is not this one's phone
	case recNotify:
		if rec.Push == nil {
			s.subs[rec.Seat] = nil
			break
		}
		if s.tokens[rec.Seat] == "" {
			return nil, fmt.Errorf("a subscription for seat %d, which nobody holds", rec.Seat)
		}
		s.subs[rec.Seat] = &pushSub{Subscription: *rec.Push, Lang: rec.Lang}
	case recRematch:
		return nil, s.rematched(rec)
	case recKind:
		return nil, s.botted(rec)
	case recAct:
		if rec.At != s.m.Actions() || rec.Seat != s.m.ToAct() {
			return nil, fmt.Errorf("action %q by seat %d at %d, the match at %d with seat %d to act", rec.Action, rec.Seat, rec.At, s.m.Actions(), s.m.ToAct())
		}
		ev, err := s.m.Apply(rec.Action)
		if err != nil {
			return nil, err
		}
		s.acted = append(s.acted, rec.Action)
		s.timed(rec)
		return ev, nil
	default:
		return nil, fmt.Errorf("no record of type %q", rec.Type)
	}
	return nil, nil
}

func (s *state) create(games []game.Game, rec record) error {
	i := slices.IndexFunc(games, func(g game.Game) bool { return g.Name() == rec.Game })
	if i < 0 || rec.Options == nil {
		return fmt.Errorf("no game %q", rec.Game)
	}
	m, _, err := games[i].New(*rec.Options)
	if err != nil {
		return err
	}
	if len(rec.Kinds) != m.Seats() {
		return fmt.Errorf("%d seats' kinds for %d players", len(rec.Kinds), m.Seats())
	}
	s.g, s.m, s.kinds, s.owner, s.o = games[i], m, slices.Clone(rec.Kinds), rec.Owner, *rec.Options
	s.open, s.lang = rec.Open, rec.Lang
	s.timed(rec)
	s.freed = map[string]bool{}
	s.tokens = make([]string, m.Seats())
	s.subs = make([]*pushSub, m.Seats())
	return nil
}

// bot is the level of the bot at seat, ok false for a person's seat.
func (s *state) bot(seat int) (bot.Level, bool) {
	if seat < 0 || seat >= len(s.kinds) || s.kinds[seat] == wire.Person {
		return 0, false
	}
	l, err := bot.ParseLevel(s.kinds[seat])
	return l, err == nil
}

// seats is every seat as everyone may know it.
func (s *state) seats() []wire.SeatInfo {
	names := s.m.Names()
	out := make([]wire.SeatInfo, len(s.kinds))
	for i, k := range s.kinds {
		out[i] = wire.SeatInfo{Name: names[i], Kind: k, Taken: s.tokens[i] != ""}
	}
	return out
}

// seatOf is the seat whose token hashes to h, or -1.
func (s *state) seatOf(h string) int {
	if h == "" {
		return -1
	}
	return slices.Index(s.tokens, h)
}

// viewMessage is the message a role is sent after ev (none for a
// welcome): the view of seat (game.Nobody: the public one) and the events
// as seat may learn them. Everything in it comes from the match through
// View and Told, the games' own secrecy. The view and the events are
// written in buf (emptied first), which the message uses until it is
// encoded: a host of a thousand rooms writes ten thousand views a
// second, and json.Marshal would give each a copy of its own to collect.
func (s *state) viewMessage(typ string, seat int, ev []game.Event, buf *bytes.Buffer) wire.Message {
	msg := wire.Message{Type: typ, Actions: s.m.Actions(), ToAct: ptr(s.m.ToAct())}
	buf.Reset()
	b := appendJSON(buf.AvailableBuffer(), s.m.View(seat))
	var ends [8]int
	cut := append(ends[:0], len(b))
	for _, e := range ev {
		b = appendJSON(b, e.Told(seat))
		cut = append(cut, len(b))
	}
	buf.Write(b) // the buffer keeps what grew, for the next message
	msg.View = b[:cut[0]]
	for i := 1; i < len(cut); i++ {
		msg.Events = append(msg.Events, b[cut[i-1]:cut[i]])
	}
	if s.m.Over() {
		r := s.m.Result()
		msg.Result = &r
	}
	return msg
}

// viewBufs are the buffers views are written in until their message is
// encoded.
var viewBufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// jsonAppender is a view or an event that writes itself as json.Marshal
// would (Graffiti's, which a host of a thousand rooms writes ten thousand
// times a second), without encoding/json's reflection.
type jsonAppender interface{ AppendJSON(b []byte) []byte }

// appendJSON appends v as json.Marshal writes it.
func appendJSON(b []byte, v any) []byte {
	if a, ok := v.(jsonAppender); ok {
		return a.AppendJSON(b)
	}
	w := bytes.NewBuffer(b)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		panic(fmt.Sprintf("rooms: a game's view or event cannot be written: %v", err))
	}
	// The encoder ends its value with a newline, which json.Marshal does not.
	return w.Bytes()[:w.Len()-1]
}

func ptr[T any](v T) *T { return &v }

package game

import (
	"fmt"
	"slices"
)

// Action is a game's own action type, as its rules core has it: a small
// value whose text is canonical (String gives it, the core's Parse reads
// it back).
type Action interface {
	comparable
	String() string
}

// Core is a rules core as a Match plays it: its own state, action and
// event types and the functions over them, most of them method
// expressions of its State ((*State).LegalActions). Each game fills one
// in its rules.go; Play and Core.Replay make the Match, written once here
// for the three.
type Core[S any, A Action, E Event] struct {
	Parse func(text string) (A, error)

	Seats   func(S) int
	Names   func(S) []string
	Actor   func(S) int // Nobody once over
	Actions func(S) int

	Legal func(S, []A) []A
	Check func(S, A) error
	Apply func(S, []E, A) ([]E, error)
	View  func(S, int) View

	Result     func(S) Result
	Outcome    func(S) any
	Hash       func(S) string
	Save       func(S) ([]byte, error)
	Invariants func(S) error
	Clone      func(S) S

	// Record writes the game's record of a set-up (taken from the
	// state) and actions; nil when the game keeps no records.
	Record func(s S, actions []string) ([]byte, error)
	// Space, when set, lists every action with its fields in range, a
	// superset of the legal ones: the simulator checks the legal list
	// against Check over all of it.
	Space func(S) []A

	// Reshuffle changes, in s, what viewer may not see and nothing
	// else, with r; it reports whether something changed.
	Reshuffle func(s S, viewer int, r *Rand) bool
	// Final, when set, tells why the action that led from before with
	// the events ev can never be taken back (nil: it may be).
	Final func(before S, ev []E) error
	// UndoSteps is how many own actions in a row may be taken back (0:
	// none, -1: no limit).
	UndoSteps int
}

// Methods are what every core's State has by the same names, its view
// V and outcome O of its own types.
type Methods[S any, A Action, E Event, V View, O any] interface {
	Checked
	ViewFor(seat int) V
	Outcome() O
	N() int
	Actor() int
	LegalActions(buf []A) []A
	ApplyTo(ev []E, a A) ([]E, error)
	Hash() string
	Save() ([]byte, error)
	Clone() S
}

// Fill gives c the functions every core's State has as methods of the
// same names, so that a game's Core names only what is its own.
func Fill[V View, O any, S Methods[S, A, E, V, O], A Action, E Event](c *Core[S, A, E]) *Core[S, A, E] {
	c.View = func(s S, seat int) View { return s.ViewFor(seat) }
	c.Outcome = func(s S) any { return s.Outcome() }
	c.Seats, c.Actor, c.Legal, c.Apply = S.N, S.Actor, S.LegalActions, S.ApplyTo
	c.Hash, c.Save, c.Invariants, c.Clone = S.Hash, S.Save, S.Invariants, S.Clone
	return c
}

// Play makes a Match of a state. actions are the texts of the actions
// played since the deal when they are known (nil after a Load: the
// match then keeps no record).
func (c *Core[S, A, E]) Play(s S, actions []string) Match {
	return &match[S, A, E]{c: c, s: s, acts: actions, recorded: actions != nil}
}

// Replay plays the texts of a record's actions on s, the state its
// set-up dealt; an action refused (or not understood) ends it with an
// *ActionError, the match then at the state before it.
func (c *Core[S, A, E]) Replay(s S, texts []string) (Match, error) {
	m := &match[S, A, E]{c: c, s: s, acts: []string{}, recorded: true}
	for i, text := range texts {
		a, err := c.Parse(text)
		if err == nil {
			m.ev, err = c.Apply(s, m.ev[:0], a)
		}
		if err != nil {
			return m, &ActionError{N: i + 1, Text: text, Err: err}
		}
		m.acts = append(m.acts, text)
	}
	return m, nil
}

// match is the Match of every game: its core's state and the texts of
// the actions played.
type match[S any, A Action, E Event] struct {
	c        *Core[S, A, E]
	s        S
	acts     []string
	recorded bool
	legal    []A
	ev       []E
}

func (m *match[S, A, E]) Seats() int      { return m.c.Seats(m.s) }
func (m *match[S, A, E]) Names() []string { return m.c.Names(m.s) }
func (m *match[S, A, E]) ToAct() int      { return m.c.Actor(m.s) }
func (m *match[S, A, E]) Over() bool      { return m.c.Actor(m.s) == Nobody }
func (m *match[S, A, E]) Actions() int    { return m.c.Actions(m.s) }

func (m *match[S, A, E]) Legal() []string {
	m.legal = m.c.Legal(m.s, m.legal[:0])
	out := make([]string, len(m.legal))
	for i, a := range m.legal {
		out[i] = a.String()
	}
	return out
}

// Check takes an action by its canonical text only: a text Parse reads
// but writes otherwise (" pass ", "PASS") is refused, so a record checked
// here (a room's log) holds each action as Legal lists it. Apply still
// reads any text Parse does: a record written before is replayed as it is.
func (m *match[S, A, E]) Check(text string) error {
	a, err := m.c.Parse(text)
	if err != nil {
		return err
	}
	if canon := a.String(); canon != text {
		return &Refusal{Format: "%q is written %q", Args: []any{text, canon}}
	}
	return m.c.Check(m.s, a)
}

func (m *match[S, A, E]) Apply(text string) ([]Event, error) {
	a, err := m.c.Parse(text)
	if err != nil {
		return nil, err
	}
	if m.ev, err = m.c.Apply(m.s, m.ev[:0], a); err != nil {
		return nil, err
	}
	if m.recorded {
		m.acts = append(m.acts, text)
	}
	return Events(m.ev), nil
}

// Events gives a core's events as the contract's.
func Events[E Event](ev []E) []Event {
	out := make([]Event, len(ev))
	for i, e := range ev {
		out[i] = e
	}
	return out
}

func (m *match[S, A, E]) View(seat int) View    { return m.c.View(m.s, seat) }
func (m *match[S, A, E]) Result() Result        { return m.c.Result(m.s) }
func (m *match[S, A, E]) Outcome() any          { return m.c.Outcome(m.s) }
func (m *match[S, A, E]) Hash() string          { return m.c.Hash(m.s) }
func (m *match[S, A, E]) Save() ([]byte, error) { return m.c.Save(m.s) }
func (m *match[S, A, E]) Invariants() error     { return m.c.Invariants(m.s) }

func (m *match[S, A, E]) Record() ([]byte, error) {
	if !m.recorded || m.c.Record == nil {
		return nil, fmt.Errorf("this game keeps no record of its actions")
	}
	return m.c.Record(m.s, m.acts)
}

func (m *match[S, A, E]) Clone() Match {
	return &match[S, A, E]{c: m.c, s: m.c.Clone(m.s), acts: slices.Clone(m.acts), recorded: m.recorded}
}

func (m *match[S, A, E]) Reshuffle(viewer int, seed uint64) (Match, bool) {
	c := m.Clone().(*match[S, A, E])
	r := NewRand(seed)
	return c, m.c.Reshuffle(c.s, viewer, &r)
}

func (m *match[S, A, E]) Final(before Match, ev []Event) error {
	b, ok := before.(*match[S, A, E])
	if m.c.Final == nil || !ok {
		return nil
	}
	typed := make([]E, 0, len(ev))
	for _, e := range ev {
		if te, ok := e.(E); ok {
			typed = append(typed, te)
		}
	}
	return m.c.Final(b.s, typed)
}

func (m *match[S, A, E]) UndoSteps() int { return m.c.UndoSteps }

// ActionSpace lists every action with its fields in range, for the
// games whose core can (Core.Space); nil otherwise.
func (m *match[S, A, E]) ActionSpace() []string {
	if m.c.Space == nil {
		return nil
	}
	var out []string
	for _, a := range m.c.Space(m.s) {
		out = append(out, a.String())
	}
	return out
}

// CoreState is the core's state behind a Match this package made, for
// the one who owns the game (its local session, a screenshot that plays
// a game to a point); ok is false for any other Match.
func CoreState[S any, A Action, E Event](m Match) (s S, ok bool) {
	mm, ok := m.(*match[S, A, E])
	if !ok {
		return s, false
	}
	return mm.s, true
}

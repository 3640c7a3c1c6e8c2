package game

import (
	"errors"
	"fmt"

	"graffiti/game/bot"
)

// Box is a Game made of a rules core and a few functions of the game's
// own: what every game's contract does alike (deal from options, load,
// replay, read views and events, stand in for a view, start a bot's
// decision) is written here once, and each game fills one in its
// contract.go. S is the game's state, A its action, E its event, V its
// view, U its set-up, R its record and D its bot's decision.
type Box[S Checked, A Action, E Event, V View, U any, R Opening[U], D Decision] struct {
	Core *Core[S, A, E]

	GameName, GameTitle string // Game.Name (its folder's name), Game.Title (as the box prints it)
	MinSeats, MaxSeats  int
	Choices             []Variant

	// Setup is the set-up options ask for (options already checked
	// against Choices), refusing what the game cannot have; Deal deals it.
	Setup func(Options) (U, error)
	Deal  func(U) (S, []E, error)
	// Files read its saves and records and write its records.
	Files *Files[S, U, R]
	// Stand is the game's StandIn from a view of its own type.
	Stand func(V, uint64) (S, error)
	// Bot starts a bot's decision from a view of the game's own type.
	Bot func(bot.Level, V, uint64, bot.Budget) (D, error)
	// Simulate is the simulator's game of a set-up, its actions chosen
	// with r: a rule found broken is a *Failed.
	Simulate func(u U, r *Rand, check bool) (Playout, error)
}

func (b *Box[S, A, E, V, U, R, D]) Name() string                       { return b.GameName }
func (b *Box[S, A, E, V, U, R, D]) Title() string                      { return b.GameTitle }
func (b *Box[S, A, E, V, U, R, D]) Players() (int, int)                { return b.MinSeats, b.MaxSeats }
func (b *Box[S, A, E, V, U, R, D]) Variants() []Variant                { return b.Choices }
func (b *Box[S, A, E, V, U, R, D]) ReadView(data []byte) (View, error) { return ReadView[V](data) }
func (b *Box[S, A, E, V, U, R, D]) ReadEvent(data []byte) (Event, error) {
	return ReadEvent[E](data)
}

// setup is the set-up o asks for, its variants the game's.
func (b *Box[S, A, E, V, U, R, D]) setup(o Options) (U, error) {
	if err := o.Check(b.Choices); err != nil {
		var none U
		return none, err
	}
	return b.Setup(o)
}

func (b *Box[S, A, E, V, U, R, D]) New(o Options) (Match, []Event, error) {
	setup, err := b.setup(o)
	if err != nil {
		return nil, nil, err
	}
	s, ev, err := b.Deal(setup)
	if err != nil {
		return nil, nil, err
	}
	return b.Core.Play(s, []string{}), Events(ev), nil
}

func (b *Box[S, A, E, V, U, R, D]) Load(data []byte) (Match, error) {
	s, err := b.Files.Load(data)
	if err != nil {
		return nil, err
	}
	return b.Core.Play(s, nil), nil
}

func (b *Box[S, A, E, V, U, R, D]) Replay(data []byte) (Match, error) {
	r, err := b.Files.ReadRecord(data)
	if err != nil {
		return nil, err
	}
	setup, actions := r.Opening()
	s, _, err := b.Deal(setup)
	if err != nil {
		return nil, err
	}
	return b.Core.Replay(s, actions)
}

func (b *Box[S, A, E, V, U, R, D]) StandIn(v View, seed uint64) (Match, error) {
	view, ok := v.(V)
	if !ok {
		return nil, fmt.Errorf("not a %s view: %T", b.GameTitle, v)
	}
	s, err := b.Stand(view, seed)
	if err != nil {
		return nil, err
	}
	return b.Core.Play(s, nil), nil
}

func (b *Box[S, A, E, V, U, R, D]) Decide(level bot.Level, v View, seed uint64, budget bot.Budget) (Decision, error) {
	view, ok := v.(V)
	if !ok {
		return nil, fmt.Errorf("not a %s view: %T", b.GameTitle, v)
	}
	return b.Bot(level, view, seed, budget)
}

// Playout deals the set-up o asks for and plays it by the game's
// Simulate, a broken rule told with the record that replays it.
func (b *Box[S, A, E, V, U, R, D]) Playout(o Options, seed uint64, check bool) (Playout, error) {
	setup, err := b.setup(o)
	if err != nil {
		return Playout{}, err
	}
	r := NewRand(seed)
	p, err := b.Simulate(setup, &r, check)
	var f *Failed
	if errors.As(err, &f) {
		rec, _ := b.Files.Record(setup, f.Actions)
		return Playout{}, &Broken{Err: fmt.Errorf("set-up %+v: %w", setup, f), Record: rec}
	}
	return p, err
}

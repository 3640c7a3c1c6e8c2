package game

import (
	"context"
	"time"

	"graffiti/game/bot"
)

// Nobody is no seat: the viewer of the public view (what the shared
// table and spectators see), and who is to act once a game is over.
const Nobody = -1

// Game is one box as the house uses it: what it takes to set a game up,
// play it by the text of its actions, show each seat what it may see,
// save it, let bots play it, and check it, with nothing of how it is
// drawn. It is boardgame.io's game object (setup, moves, playerView,
// endIf, a seeded random source) and TAG's forward model (set-up, next,
// the available actions, an observation per player) as one Go interface.
// Each game's package implements it once (its contract.go); the registry
// lists the three.
type Game interface {
	// Name is the game's key: the -game flag, save and record files,
	// rooms: lower case, one word.
	Name() string
	// Title is the name players read ("Tag City").
	Title() string
	// Players is how many may sit at the table.
	Players() (min, max int)
	// Variants are the set-up choices beyond the players.
	Variants() []Variant

	// New deals a game: the same options and seed deal the same game,
	// with the events of the deal. It refuses options the game cannot
	// have, in words.
	New(o Options) (Match, []Event, error)
	// Load reads what Match.Save wrote. A newer format is refused as
	// such; bytes no real play could have written are refused as
	// damaged (errors.Is(err, ErrDamaged)).
	Load(data []byte) (Match, error)
	// Replay reads a record (the set-up and every action's text, as
	// Match.Record writes it) and plays it through. An action the rules
	// refuse ends it with an *ActionError naming the action; the match
	// is then the state before it.
	Replay(record []byte) (Match, error)

	// ReadView reads a view as JSON (what encoding/json writes of a view
	// this game's Match gave), and ReadEvent an event: what a room's
	// host sends a phone or a table, read back as the game's own types.
	ReadView(data []byte) (View, error)
	ReadEvent(data []byte) (Event, error)

	// StandIn is the game as a view's seat may know it (a view this
	// game's Match gave): every detail the view shows is the view's, the
	// rest dealt from seed. Its legal actions, for the seat to act, are
	// the game's: a table, or a phone that holds only its seat's view,
	// asks its rules of it.
	StandIn(v View, seed uint64) (Match, error)

	// Decide starts a bot's choice for the seat of v, which must be to
	// act, from that view alone (a View this game's Match gave). The
	// seed drives the bot's own random source: the same view, seed and
	// iteration budget give the same choice.
	Decide(level bot.Level, v View, seed uint64, b bot.Budget) (Decision, error)

	// Playout plays a whole game of random legal actions (chosen with
	// seed) from o, the simulator's game. With check, the rules'
	// invariants and the views' secrecy are checked after every action,
	// and a broken one ends it with a *Broken.
	Playout(o Options, seed uint64, check bool) (Playout, error)
}

// Options set a game up: the players, their names (nil: the game's
// own), the seed every deal and shuffle comes from, and the variants in
// force, in the words of Game.Variants ("block", "city=B").
type Options struct {
	Players  int
	Names    []string
	Seed     uint64
	Variants []string
}

// Variant is a set-up choice beyond the players: on or off ("block"), or
// one of its Values ("city" with "A" or "B", the first the default).
type Variant struct {
	Name   string
	Usage  string
	Values []string
	// Flag is the headless commands' older flag for the choice, still
	// taken ("side" for Tag City's city side), or "".
	Flag string
}

// Match is one game under way: the whole state, every secret included.
// Only the one who owns the game holds it (the local session, the host
// of a room); a table never does: it is given views and events.
type Match interface {
	// Seats is the number of players; Names their names, by seat.
	Seats() int
	Names() []string
	// ToAct is the seat whose decision it is, Nobody once the game is
	// over. Every seat acts in turn, secret choices included.
	ToAct() int
	Over() bool
	// Actions is the number of actions applied since the deal.
	Actions() int

	// Legal lists the text of every action Apply accepts now.
	Legal() []string
	// Check tells why an action would be refused (a *Refusal when the
	// rules refuse it, in words a table can translate), or nil; it
	// changes nothing. It takes an action by its canonical text, as
	// Legal writes it, and no other spelling of it.
	Check(action string) error
	// Apply plays an action given as its text. A refused action leaves
	// the state untouched and says why; an accepted one gives the
	// events it caused, each to be told as a seat may learn it
	// (Event.Told).
	Apply(action string) ([]Event, error)

	// View is what seat may see (Nobody: the public view), serialisable
	// as JSON, holding nothing another seat keeps hidden.
	View(seat int) View

	// Result is the scores so far and the winners once it is over.
	Result() Result
	// Outcome is the game's own summary, written as JSON by the replay
	// command.
	Outcome() any
	// Hash is a stable digest of the whole state: the same deal and
	// actions give the same hash on every platform.
	Hash() string
	// Save writes the whole state, versioned; Game.Load reads it.
	Save() ([]byte, error)
	// Record writes the set-up and the text of every action so far
	// (Game.Replay plays it), when the match kept them.
	Record() ([]byte, error)
	// Invariants checks what holds in every state real play can reach.
	Invariants() error
	// Clone is an independent copy.
	Clone() Match
	// Reshuffle is a copy that differs from this match only in what
	// viewer may not see (another seat's hidden hand, the order of a
	// stack, the random source); changed is false when nothing hidden
	// could be changed. Secrecy tests compare what viewer is shown of
	// the two, byte for byte.
	Reshuffle(viewer int, seed uint64) (m Match, changed bool)

	// Final tells why an action just applied on before (the match as it
	// stood, a clone), which caused ev, can never be taken back: it
	// showed something hidden, or closed a round. Nil when it may be.
	Final(before Match, ev []Event) error
	// UndoSteps is how many of a seat's own last actions a player may
	// take back in a row: 0 when the game offers no taking back (or
	// makes it an action of its own), -1 for no limit.
	UndoSteps() int
}

// View is a game's view for one seat or for the public: a value of the
// game's own view type.
type View any

// Event is one thing that happened, a value of the game's own event
// type. Told gives it as seat may learn it (Nobody: the public): a detail
// only its seat may know is blanked for everyone else.
type Event interface {
	Told(seat int) Event
}

// Result is a game's scores by seat, and its winners (several share a
// win) once it is over.
type Result struct {
	Scores  []int
	Winners []int
}

// Decision is a bot's choice being made: in slices between frames
// (StepFor, Step) or at once on goroutines of its own (Run).
type Decision interface {
	Done() bool
	Iterations() int
	Step(n int)
	StepFor(slice time.Duration) bool
	Run(ctx context.Context)
	// Choice is the text of the action chosen so far.
	Choice() string
}

// Playout is what the simulator counts of one game: its actions, the
// final scores, and the game's own tallies ("rounds", "graffiti
// completed"), averaged over many games.
type Playout struct {
	Actions int
	Scores  []int
	Tallies []Tally
}

// Tally is one of a game's own counts.
type Tally struct {
	Name string
	N    int
}

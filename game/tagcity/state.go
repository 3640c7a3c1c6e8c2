package tagcity

import (
	"fmt"
	"slices"

	"graffiti/game"
)

// Format is the version of the save and record files this package writes.
const Format = 1

// GameName is the "game" field of every Tag City save and record, so that
// a Graffiti file is never read as one.
const GameName = "tagcity"

// Nobody marks no seat.
const Nobody = -1

// Side is a side of the HQ board or of the city boards.
type Side uint8

const (
	SideA Side = iota
	SideB
)

func (s Side) String() string {
	if s == SideB {
		return "B"
	}
	return "A"
}

// MarshalText writes a side as "A" or "B".
func (s Side) MarshalText() ([]byte, error) {
	if s > SideB {
		return nil, fmt.Errorf("unknown side %d", s)
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads "A" or "B".
func (s *Side) UnmarshalText(b []byte) error {
	switch string(b) {
	case "A":
		*s = SideA
	case "B":
		*s = SideB
	default:
		return fmt.Errorf("unknown side %q (A or B)", b)
	}
	return nil
}

// Phase is what kind of decision the state waits for.
type Phase uint8

const (
	// PhasePlace: the leader has rolled and places every die.
	PhasePlace Phase = iota
	// PhasePick: the current tagger takes a die and tags, drones or
	// checks social networks.
	PhasePick
	// PhaseFinal: the current tagger chooses, in secret, what to do
	// with the final die (settled point 9).
	PhaseFinal
	// PhaseOver: the battle is over and scored.
	PhaseOver
)

var phaseNames = [...]string{"place", "pick", "final", "over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("phase%d", p)
}

// Setup is everything chosen before the first roll.
type Setup struct {
	Players int      `json:"players"`
	Names   []string `json:"names,omitempty"`
	Seed    uint64   `json:"seed"`
	HQ      Side     `json:"hq"`   // A: printed shapes; B: freestyle
	City    Side     `json:"city"` // the side every city board shows
	// Tokens: HQ side B only, the six large tokens chosen for sections
	// I-VI by their codes; empty, they are drawn by the seeded source.
	Tokens []string `json:"tokens,omitempty"`
	// TypedSeed: the seed was typed by a person, not drawn from the
	// system's random source; the table says so.
	TypedSeed bool `json:"typedSeed,omitempty"`
}

// Die is a die in play this round.
type Die struct {
	Face    int `json:"face"`    // 1-6
	Section int `json:"section"` // 0-5 for I-VI, Nobody before placing
	Taker   int `json:"taker"`   // seat that took it, or Nobody
}

// Tagger is one seat's city board.
type Tagger struct {
	Name string `json:"name"`
	Grid Grid   `json:"grid"` // tagged squares
	// Done: the features (bit f) this tagger has completed and scored;
	// High: those of them scored with the high value.
	Done   uint32 `json:"done"`
	High   uint32 `json:"high"`
	Drones int    `json:"drones"` // drone spaces circled, in order
	// Checks: times the tagger checked social networks with no bubble
	// left (no penalty, no tie-break), for the log and statistics.
	Checks int `json:"checks,omitempty"`
}

// Use is what a tagger does with a die: tag its shape, use a drone to
// draw any HQ shape, or check social networks.
type Use struct {
	Kind   Kind  `json:"kind"` // ActTag, ActDrone or ActSocial
	Shape  Shape `json:"shape"`
	Orient int   `json:"orient"`
	Row    int   `json:"row"`
	Col    int   `json:"col"`
}

// Final is one tagger's secret choice for the final die, held until all
// have chosen.
type Final struct {
	Seat int `json:"seat"`
	Use  Use `json:"use"`
}

// State is the whole game. Everything random comes from RNG.
type State struct {
	Game    string          `json:"game"`
	Format  int             `json:"format"`
	Setup   Setup           `json:"setup"`
	RNG     game.Rand       `json:"rng"`
	HQ      [Sections]Shape `json:"hq"` // the tokens on sections I-VI
	Round   int             `json:"round"`
	Phase   Phase           `json:"phase"`
	Leader  int             `json:"leader"`
	Current int             `json:"current"` // the seat whose decision it is, Nobody when over
	Dice    []Die           `json:"dice"`    // in play this round, by face
	Taggers []Tagger        `json:"taggers"`
	// HighBy[f]: the seats (bit per seat) that circled feature f's high
	// value; 0 while it is open. Everyone else has it crossed out.
	HighBy [NumFeatures]uint8 `json:"highBy"`
	// Bubbles[b]: the seats that circled bubble b+1; 0 while it is free.
	Bubbles [NumBubbles]uint8 `json:"bubbles"`
	Finals  []Final           `json:"finals,omitempty"` // secret final-die choices so far
	// Ending: the end conditions met so far (EndHighs, EndBubbles,
	// EndDrones); the round in progress is the last.
	Ending  EndReason `json:"ending,omitempty"`
	Winners []int     `json:"winners,omitempty"`
	Actions int       `json:"actions"`
}

// EndReason is a set of end conditions (settled point 11).
type EndReason uint8

const (
	EndHighs   EndReason = 1 << iota // every high value circled or crossed
	EndBubbles                       // every bubble circled or crossed
	EndDrones                        // a tagger has circled all drone spaces
)

// N is the number of taggers.
func (s *State) N() int { return len(s.Taggers) }

// Actor is the seat whose decision it is, or Nobody when the game is over.
func (s *State) Actor() int {
	if s.Phase == PhaseOver {
		return Nobody
	}
	return s.Current
}

// copyInto makes c a copy of s, as Clone does, in the arrays c's slices
// already have (grown where short): the one-move bot's look at each
// legal action (OneMove) cloned the whole state for each. c's slices
// must be its own, as Clone and copyInto leave them.
func (s *State) copyInto(c *State) {
	names, tokens, dice, taggers, finals, winners := c.Setup.Names, c.Setup.Tokens, c.Dice, c.Taggers, c.Finals, c.Winners
	*c = *s
	c.Setup.Names = append(names[:0], s.Setup.Names...)
	c.Setup.Tokens = append(tokens[:0], s.Setup.Tokens...)
	c.Dice = append(dice[:0], s.Dice...)
	c.Taggers = append(taggers[:0], s.Taggers...)
	c.Finals = append(finals[:0], s.Finals...)
	c.Winners = append(winners[:0], s.Winners...)
}

// Clone gives a deep copy, in a few allocations.
func (s *State) Clone() *State {
	c := *s
	c.Setup.Names = slices.Clone(s.Setup.Names)
	c.Setup.Tokens = slices.Clone(s.Setup.Tokens)
	c.Dice = slices.Clone(s.Dice)
	c.Taggers = slices.Clone(s.Taggers)
	c.Finals = slices.Clone(s.Finals)
	c.Winners = slices.Clone(s.Winners)
	return &c
}

func (s *State) side() Side { return s.Setup.City }

// Score is a seat's prestige so far: every value circled on its board
// (settled point 12).
func (s *State) Score(seat int) int {
	t := &s.Taggers[seat]
	total := 0
	for f := 0; f < NumFeatures; f++ {
		if t.Done&(1<<f) == 0 {
			continue
		}
		v := featureValues[s.side()][f]
		if t.High&(1<<f) != 0 {
			total += v[0]
		} else {
			total += v[1]
		}
	}
	for i := 0; i < t.Drones; i++ {
		total += droneValues[i]
	}
	for b, m := range s.Bubbles {
		if m&(1<<seat) != 0 {
			total += bubbleValues[b]
		}
	}
	return total
}

// Breakdown splits a seat's score for the final scoring screen.
type Breakdown struct {
	High    int `json:"high"`
	Low     int `json:"low"`
	Drone   int `json:"drone"`
	Bubbles int `json:"bubbles"`
	Circled int `json:"circled"` // bubbles circled: the tie-break
	Total   int `json:"total"`
}

// Breakdown gives a seat's score by source.
func (s *State) Breakdown(seat int) Breakdown {
	t := &s.Taggers[seat]
	var b Breakdown
	for f := 0; f < NumFeatures; f++ {
		if t.Done&(1<<f) == 0 {
			continue
		}
		v := featureValues[s.side()][f]
		if t.High&(1<<f) != 0 {
			b.High += v[0]
		} else {
			b.Low += v[1]
		}
	}
	for i := 0; i < t.Drones; i++ {
		b.Drone += droneValues[i]
	}
	for k, m := range s.Bubbles {
		if m&(1<<seat) != 0 {
			b.Bubbles += bubbleValues[k]
			b.Circled++
		}
	}
	b.Total = b.High + b.Low + b.Drone + b.Bubbles
	return b
}

// Scores gives every seat's score: for a search, a score per seat.
func (s *State) Scores() []int {
	out := make([]int, s.N())
	for i := range out {
		out[i] = s.Score(i)
	}
	return out
}

// Shapes gives the nine shapes a drone may draw this game: the six on
// the ring and the three small ones (settled point 5).
func (s *State) Shapes() []Shape {
	out := append([]Shape(nil), s.HQ[:]...)
	return append(out, smallShapes[:]...)
}

// onHQ tells whether shape sh is one of the nine on the HQ this game.
func (s *State) onHQ(sh Shape) bool {
	return slices.Contains(s.HQ[:], sh) || slices.Contains(smallShapes[:], sh)
}

// DieSections gives the two sections a die showing face may go on: face
// k lies between section k and section k+1 (face 6 between VI and I).
func DieSections(face int) (int, int) { return face - 1, face % Sections }

// remaining is the index of the die no one has taken, or Nobody.
func (s *State) remaining() int {
	for i, d := range s.Dice {
		if d.Taker == Nobody {
			return i
		}
	}
	return Nobody
}

// FinalDie gives the die left for everyone in the final-die phase.
func (s *State) FinalDie() (Die, bool) {
	if s.Phase != PhaseFinal {
		return Die{}, false
	}
	return s.Dice[s.remaining()], true
}

// freeBubble is the cheapest free bubble (lowest-numbered among equals),
// or Nobody.
func (s *State) freeBubble() int {
	best := Nobody
	for b, m := range s.Bubbles {
		if m == 0 && (best == Nobody || bubbleValues[b] > bubbleValues[best]) {
			best = b
		}
	}
	return best
}

// endConditions gives the end conditions that hold now.
func (s *State) endConditions() EndReason {
	var e EndReason
	allHigh := true
	for _, m := range s.HighBy {
		if m == 0 {
			allHigh = false
			break
		}
	}
	if allHigh {
		e |= EndHighs
	}
	allBubbles := true
	for _, m := range s.Bubbles {
		if m == 0 {
			allBubbles = false
			break
		}
	}
	if allBubbles {
		e |= EndBubbles
	}
	for i := range s.Taggers {
		if s.Taggers[i].Drones == DroneSpots {
			e |= EndDrones
		}
	}
	return e
}

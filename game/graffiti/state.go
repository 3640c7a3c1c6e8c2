package graffiti

import (
	"graffiti/game"
	"slices"
)

// Format is the version of the save and record files this program writes.
const Format = 1

// Neutral marks a segment flipped with a neutral tag (2- and 3-player games).
const Neutral = 4

// Nobody marks an empty owner: an unsprayed segment, a free bobby, no block.
const Nobody = -1

// Phase is what kind of decision the state waits for.
type Phase uint8

const (
	// PhasePlay: the current player takes an action, passes or reserves.
	PhasePlay Phase = iota
	// PhaseAfter: the current player has acted and holds an extra-action
	// tile; they may use it (another turn at once) or end the turn.
	PhaseAfter
	// PhaseKeep: round end, the current player chooses the paint to keep.
	PhaseKeep
	// PhaseFlip: round end of a 2- or 3-player game, the first player
	// chooses which segment of the revealed section gets a neutral tag.
	PhaseFlip
	// PhaseOver: the game has ended and is scored.
	PhaseOver
)

var phaseNames = [...]string{"play", "after", "keep", "flip", "over"}

func (p Phase) String() string { return phaseNames[p] }

// Setup is everything chosen before the first turn.
type Setup struct {
	Players int      `json:"players"`
	Names   []string `json:"names,omitempty"`
	Seed    uint64   `json:"seed"`
	Block   bool     `json:"block,omitempty"`   // variant 1: the blocking token
	Special bool     `json:"special,omitempty"` // variant 2: special graffiti
	// TypedSeed: the seed was typed by a person (a replay, a tournament
	// deal), not drawn from the system's random source; the table says so.
	TypedSeed bool `json:"typedSeed,omitempty"`
}

// Player is one seat: what lies on the artist tile, in front of and
// behind the screen.
type Player struct {
	Name    string         `json:"name"`
	Cans    int            `json:"cans"` // cans on the artist tile
	Tags    int            `json:"tags"` // tags not yet in the tunnel
	Score   int            `json:"score"`
	Paint   [NumTiles]int  `json:"paint"`   // behind the screen
	Paid    [NumTiles]int  `json:"paid"`    // in front of the screen, this round
	Permits [6]int         `json:"permits"` // by pips, index 1-5
	Bonus   [NumBonus]int  `json:"bonus"`   // behind the screen, unused
	Reserve int            `json:"reserve"` // segment of the reservation marker, or Nobody
	Passed  bool           `json:"passed,omitempty"`
	Points  ScoreBreakdown `json:"points"`
	Used    [NumBonus]int  `json:"used"` // bonus tiles used, for the log and statistics
}

// ScoreBreakdown splits a score into its sources.
type ScoreBreakdown struct {
	Play  int `json:"play"`  // segments and 2 VP tiles during the game
	Tiles int `json:"tiles"` // half a VP per tile left, rounded down
	Tags  int `json:"tags"`  // tags on complete graffiti
}

// Keep is one player's choice in the keep step, held secret until every
// chooser has chosen (settled point 13).
type Keep struct {
	Seat  int           `json:"seat"`
	Tiles [NumTiles]int `json:"tiles"`
	Save  bool          `json:"save,omitempty"`
}

// Occupant is who put cans on a space, and how many.
type Occupant struct {
	Seat int `json:"seat"`
	Cans int `json:"cans"`
}

// SpaceState is a space's cans this round. The big paint space keeps
// every use; the others hold one placement, and one more with Add.
type SpaceState struct {
	Taken bool       `json:"taken,omitempty"`
	Added bool       `json:"added,omitempty"`
	Occ   []Occupant `json:"occ,omitempty"`
}

// State is the whole game. Everything random comes from RNG.
type State struct {
	Format  int       `json:"format"`
	Setup   Setup     `json:"setup"`
	RNG     game.Rand `json:"rng"`
	Round   int       `json:"round"`
	Phase   Phase     `json:"phase"`
	Current int       `json:"current"` // the seat whose decision it is
	First   int       `json:"first"`   // holder of the first-player token
	Players []Player  `json:"players"`

	Supply [NumTiles]int `json:"supply"` // paint board

	PermitStack   []int            `json:"permitStack,omitempty"` // top is the last element
	PermitSlots   [PermitSlots]int `json:"permitSlots"`           // pips, 0 = empty
	PermitDiscard []int            `json:"permitDiscard,omitempty"`

	BonusStack   []Bonus         `json:"bonusStack,omitempty"` // top is the last element
	BonusSlots   [BonusSlots]int `json:"bonusSlots"`           // Bonus kind, or Nobody
	BonusRemoved [NumBonus]int   `json:"bonusRemoved"`         // used tiles, out of the game
	Bobby        int             `json:"bobby"`                // holder, or Nobody

	Spaces [NumSpaces]SpaceState `json:"spaces"`

	Segments    [NumSegments]int `json:"segments"` // owner: seat, Neutral, or Nobody
	NeutralLeft int              `json:"neutralLeft"`

	Blocked     int `json:"blocked"`     // variant 1: section blocked this round, or Nobody
	LastBlocked int `json:"lastBlocked"` // the section blocked last round

	// Round end bookkeeping.
	KeepQueue   []int  `json:"keepQueue,omitempty"` // seats still to choose, in order
	Keeps       []Keep `json:"keeps,omitempty"`     // choices made, secret until the last is made
	Revealed    []int  `json:"revealed,omitempty"`  // permits revealed for the flips, set aside until all are made
	FlipsLeft   int    `json:"flipsLeft,omitempty"`
	FlipSection int    `json:"flipSection"` // section revealed for the pending neutral flip

	Winners []int `json:"winners,omitempty"`
	Actions int   `json:"actions"` // actions applied so far
}

// Tunnel gives the layout this game uses, for other packages to read.
func (s *State) Tunnel() *Tunnel { return TunnelFor(s.Setup.Special) }

// tunnel is the layout the rules read.
func (s *State) tunnel() *Tunnel { return tunnelFor(s.Setup.Special) }

// Actor is the seat whose decision it is, or Nobody when the game is over.
func (s *State) Actor() int {
	if s.Phase == PhaseOver {
		return Nobody
	}
	return s.Current
}

// N is the number of players.
func (s *State) N() int { return len(s.Players) }

// PaintCount is the number of paint tiles behind a player's screen.
func (p *Player) PaintCount() int { return Sum(p.Paint[:]) }

// PermitCount is the number of permit tiles behind a player's screen.
func (p *Player) PermitCount() int { return Sum(p.Permits[:]) }

// BonusCount is the number of unused bonus tiles behind a player's screen.
func (p *Player) BonusCount() int { return Sum(p.Bonus[:]) }

// Sum adds xs up: the one sum of the game's counts.
func Sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

// GraffitiComplete reports whether every segment of graffiti g is sprayed.
func (s *State) GraffitiComplete(g int) bool {
	d := s.tunnel().Graffiti[g]
	for i := d.First; i < d.First+d.Len; i++ {
		if s.Segments[i] == Nobody {
			return false
		}
	}
	return true
}

// CompleteGraffiti counts the complete graffiti.
func (s *State) CompleteGraffiti() int {
	n := 0
	for g := 0; g < NumGraffiti; g++ {
		if s.GraffitiComplete(g) {
			n++
		}
	}
	return n
}

// SectionOpen reports whether section sec still has an unsprayed segment.
func (s *State) SectionOpen(sec Section) bool {
	for i, d := range s.tunnel().Segments {
		if d.Section() == sec && s.Segments[i] == Nobody {
			return true
		}
	}
	return false
}

// TagsInTunnel counts a seat's tags on the tunnel (the tie-break).
func (s *State) TagsInTunnel(seat int) int {
	n := 0
	for _, o := range s.Segments {
		if o == seat {
			n++
		}
	}
	return n
}

// copyInto makes c a copy of s, as Clone does, in the arrays c's slices
// already have (grown where short): the bots' look at each candidate
// action (oneMove) cloned the whole state for each (the bots' longest
// test took 61 s alone with the clones, 54 s without). c's slices must
// be its own, as Clone and copyInto leave them.
func (s *State) copyInto(c *State) {
	players, names, bonus, keeps := c.Players, c.Setup.Names, c.BonusStack, c.Keeps
	stack, discard, queue, revealed, winners := c.PermitStack, c.PermitDiscard, c.KeepQueue, c.Revealed, c.Winners
	var occ [NumSpaces][]Occupant
	for i := range c.Spaces {
		occ[i] = c.Spaces[i].Occ
	}
	*c = *s
	c.Players = append(players[:0], s.Players...)
	c.Setup.Names = append(names[:0], s.Setup.Names...)
	c.BonusStack = append(bonus[:0], s.BonusStack...)
	c.Keeps = append(keeps[:0], s.Keeps...)
	c.PermitStack = append(stack[:0], s.PermitStack...)
	c.PermitDiscard = append(discard[:0], s.PermitDiscard...)
	c.KeepQueue = append(queue[:0], s.KeepQueue...)
	c.Revealed = append(revealed[:0], s.Revealed...)
	c.Winners = append(winners[:0], s.Winners...)
	for i := range c.Spaces {
		c.Spaces[i].Occ = append(occ[i][:0], s.Spaces[i].Occ...)
	}
}

// Clone gives a deep copy. The small slices share two fresh backing
// arrays, each part capped so that appending to one never writes into
// another: a search clones often, and this keeps it to a few allocations.
func (s *State) Clone() *State {
	c := *s
	c.Setup.Names = slices.Clone(s.Setup.Names)
	c.Players = slices.Clone(s.Players)
	c.BonusStack = slices.Clone(s.BonusStack)
	c.Keeps = slices.Clone(s.Keeps)
	ints := make([]int, 0, len(s.PermitStack)+len(s.PermitDiscard)+len(s.KeepQueue)+len(s.Revealed)+len(s.Winners))
	part := func(xs []int) []int {
		if len(xs) == 0 {
			return nil
		}
		n := len(ints)
		ints = append(ints, xs...)
		return ints[n:len(ints):len(ints)]
	}
	c.PermitStack = part(s.PermitStack)
	c.PermitDiscard = part(s.PermitDiscard)
	c.KeepQueue = part(s.KeepQueue)
	c.Revealed = part(s.Revealed)
	c.Winners = part(s.Winners)
	n := 0
	for i := range s.Spaces {
		n += len(s.Spaces[i].Occ)
	}
	occ := make([]Occupant, 0, n)
	for i := range c.Spaces {
		if o := s.Spaces[i].Occ; len(o) > 0 {
			k := len(occ)
			occ = append(occ, o...)
			c.Spaces[i].Occ = occ[k:len(occ):len(occ)]
		} else {
			c.Spaces[i].Occ = nil
		}
	}
	return &c
}

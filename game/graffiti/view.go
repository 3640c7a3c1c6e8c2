package graffiti

import (
	"graffiti/game"
	"math/rand/v2"
	"slices"
)

// View is the state as one seat may see it: the other players' paint,
// permit and bonus tiles behind their screens are only counted, the order
// of the stacks and the random source are left out, everything public is
// kept. Serialised, it holds nothing another seat keeps hidden.
type View struct {
	Seat        int                   `json:"seat"` // the viewer; Nobody sees only what is public
	Setup       Setup                 `json:"setup"`
	Round       int                   `json:"round"`
	Phase       Phase                 `json:"phase"`
	Current     int                   `json:"current"`
	First       int                   `json:"first"`
	Players     []PlayerView          `json:"players"`
	Supply      [NumTiles]int         `json:"supply"`
	PermitStack int                   `json:"permitStack"` // size only
	PermitSlots [PermitSlots]int      `json:"permitSlots"`
	Discard     int                   `json:"discard"` // size only
	BonusStack  int                   `json:"bonusStack"`
	BonusSlots  [BonusSlots]int       `json:"bonusSlots"`
	BonusUsed   [NumBonus]int         `json:"bonusUsed"`
	Bobby       int                   `json:"bobby"`
	Spaces      [NumSpaces]SpaceState `json:"spaces"`
	Segments    [NumSegments]int      `json:"segments"`
	NeutralLeft int                   `json:"neutralLeft"`
	Blocked     int                   `json:"blocked"`
	FlipSection int                   `json:"flipSection"`
	Revealed    []int                 `json:"revealed,omitempty"` // permits revealed for the flips, face up
	KeepQueue   []int                 `json:"keepQueue,omitempty"`
	Winners     []int                 `json:"winners,omitempty"`
	Actions     int                   `json:"actions"` // played so far
}

// PlayerView is a player as the viewer sees them. The hidden hands are
// nil for everyone but the viewer.
type PlayerView struct {
	Name     string         `json:"name"`
	Cans     int            `json:"cans"`
	Tags     int            `json:"tags"`
	Score    int            `json:"score"`
	Points   ScoreBreakdown `json:"points"`
	Paid     [NumTiles]int  `json:"paid"`
	Reserve  int            `json:"reserve"`
	Passed   bool           `json:"passed,omitempty"`
	NPaint   int            `json:"nPaint"`
	NPermits int            `json:"nPermits"`
	NBonus   int            `json:"nBonus"`
	Used     [NumBonus]int  `json:"used"`
	Paint    *[NumTiles]int `json:"paint,omitempty"`
	Permits  *[6]int        `json:"permits,omitempty"`
	Bonus    *[NumBonus]int `json:"bonus,omitempty"`
}

// ViewFor gives the state as seat sees it.
func (s *State) ViewFor(seat int) View {
	v := View{
		Seat: seat, Setup: s.Setup, Round: s.Round, Phase: s.Phase, Current: s.Current, First: s.First,
		Supply: s.Supply, PermitStack: len(s.PermitStack), PermitSlots: s.PermitSlots,
		Discard: len(s.PermitDiscard), BonusStack: len(s.BonusStack), BonusSlots: s.BonusSlots,
		BonusUsed: s.BonusRemoved, Bobby: s.Bobby, Segments: s.Segments, NeutralLeft: s.NeutralLeft,
		Blocked: s.Blocked, FlipSection: s.FlipSection, Revealed: append([]int(nil), s.Revealed...),
		KeepQueue: append([]int(nil), s.KeepQueue...), Winners: append([]int(nil), s.Winners...),
		Actions: s.Actions, Players: make([]PlayerView, 0, len(s.Players)),
	}
	v.Setup.Seed = 0 // the seed and the actions so far would tell the stacks
	v.Setup.Names = append([]string(nil), s.Setup.Names...)
	for i := range s.Spaces {
		v.Spaces[i] = SpaceState{Taken: s.Spaces[i].Taken, Added: s.Spaces[i].Added, Occ: append([]Occupant(nil), s.Spaces[i].Occ...)}
	}
	for i := range s.Players {
		p := &s.Players[i]
		pv := PlayerView{
			Name: p.Name, Cans: p.Cans, Tags: p.Tags, Score: p.Score, Points: p.Points, Paid: p.Paid,
			Reserve: p.Reserve, Passed: p.Passed, NPaint: p.PaintCount(), NPermits: p.PermitCount(),
			NBonus: p.BonusCount(), Used: p.Used,
		}
		if i == seat || s.Phase == PhaseOver {
			paint, permits, bonus := p.Paint, p.Permits, p.Bonus
			pv.Paint, pv.Permits, pv.Bonus = &paint, &permits, &bonus
		}
		v.Players = append(v.Players, pv)
	}
	return v
}

// permuteHidden changes what viewer cannot see and nothing else: paint
// tiles move between two other seats' hands, other seats' permits and
// bonus tiles are exchanged with the stacks, both stacks are shuffled and
// the random source is replaced. Seats with a keep choice pending keep
// their hands (the choice names their tiles). It reports whether some
// seat's hidden hand changed. The secrecy check of the simulator compares
// viewer's serialised view before and after.
func (s *State) permuteHidden(viewer int, r *game.Rand) bool {
	if s.Phase == PhaseOver {
		return false
	}
	var others []int
	for q := range s.Players {
		if q != viewer && !slices.ContainsFunc(s.Keeps, func(k Keep) bool { return k.Seat == q }) {
			others = append(others, q)
		}
	}
	changed := false
	// Paint: one tile of a kind from one hand for one of another kind
	// from another, counts unchanged.
	for i := 1; i < len(others); i++ {
		p, q := &s.Players[others[i-1]], &s.Players[others[i]]
		a, b := Tile(r.Intn(int(NumTiles))), Tile(r.Intn(int(NumTiles)))
		if a != b && p.Paint[a] > 0 && q.Paint[b] > 0 {
			p.Paint[a], q.Paint[a] = p.Paint[a]-1, q.Paint[a]+1
			p.Paint[b], q.Paint[b] = p.Paint[b]+1, q.Paint[b]-1
			changed = true
		}
	}
	for _, q := range others {
		p := &s.Players[q]
		if n := len(s.PermitStack); n > 0 {
			i := r.Intn(n)
			for pips := 1; pips <= NumSections; pips++ {
				if p.Permits[pips] > 0 && s.PermitStack[i] != pips {
					p.Permits[pips]--
					p.Permits[s.PermitStack[i]]++
					s.PermitStack[i] = pips
					changed = true
					break
				}
			}
		}
		if n := len(s.BonusStack); n > 0 {
			i := r.Intn(n)
			in := s.BonusStack[i]
			for b := Bonus(0); b < NumBonus; b++ {
				// A 2 VP tile is never held; the extra-action tile the
				// after phase offers stays.
				keepExtra := b == BonusExtra && s.Phase == PhaseAfter && q == s.Current && p.Bonus[b] == 1
				if p.Bonus[b] > 0 && in != b && in != BonusVP && !keepExtra {
					p.Bonus[b]--
					p.Bonus[in]++
					s.BonusStack[i] = b
					changed = true
					break
				}
			}
		}
	}
	game.Shuffle(r, s.PermitStack)
	game.Shuffle(r, s.BonusStack)
	s.RNG = game.NewRand(r.Uint64())
	return changed
}

// StandIn is the game as a view's seat may know it: a whole state whose
// every detail the view shows is the view's, and whose details the view
// hides (the other seats' tiles, the order of the stacks) are dealt from
// seed: the same view and seed give the same stand-in. A table asks the
// core's rules of it (the seat's own legal moves, why a space cannot be
// used) and draws from it only what the view shows: a test draws it
// from two seeds and compares.
func StandIn(v View, seed uint64) (*State, error) {
	return Determinize(&v, rand.New(rand.NewPCG(seed, 0x57a9d)))
}

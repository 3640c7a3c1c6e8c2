package game

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
	KeepQueue   []int                 `json:"keepQueue,omitempty"`
	Winners     []int                 `json:"winners,omitempty"`
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
		Blocked: s.Blocked, FlipSection: s.FlipSection,
		KeepQueue: append([]int(nil), s.KeepQueue...), Winners: append([]int(nil), s.Winners...),
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

package tagcity

import (
	"fmt"
	"slices"

	"graffiti/game"
)

// check tells whether a game can be set up this way: 2 to 4 taggers, no
// names or one valid name a seat, known sides, and on HQ side B no tokens
// or six different large ones.
func (setup Setup) check() error {
	if err := game.CheckSeats(setup.Players, MinPlayers, MaxPlayers, setup.Names, "a Tag City battle", "taggers"); err != nil {
		return err
	}
	if setup.HQ > SideB || setup.City > SideB {
		return fmt.Errorf("a board has sides A and B only")
	}
	if len(setup.Tokens) == 0 {
		return nil
	}
	if setup.HQ != SideB {
		return fmt.Errorf("tokens are chosen only on side B of the HQ")
	}
	if _, err := parseTokens(setup.Tokens); err != nil {
		return err
	}
	return nil
}

// parseTokens reads six token codes for sections I-VI: large tokens, all
// different (the small ones sit in the centre, never on the ring).
func parseTokens(codes []string) ([Sections]Shape, error) {
	var hq [Sections]Shape
	if len(codes) != Sections {
		return hq, fmt.Errorf("side B of the HQ takes %d tokens, not %d", Sections, len(codes))
	}
	for i, code := range codes {
		sh, ok := ShapeByCode(code)
		switch {
		case !ok:
			return hq, fmt.Errorf("unknown graffiti token %q", code)
		case shapes[sh].Small:
			return hq, fmt.Errorf("the small token %s sits in the centre of the HQ, never on the ring", code)
		case slices.Contains(hq[:i], sh):
			return hq, fmt.Errorf("token %s is chosen twice", code)
		}
		hq[i] = sh
	}
	return hq, nil
}

// New sets a battle up (settled point 1): the HQ tokens (side A printed,
// side B chosen or drawn by the seeded source), the first leader drawn by
// the seeded source, and the first roll.
func New(setup Setup) (*State, []Event, error) {
	if err := setup.check(); err != nil {
		return nil, nil, err
	}
	setup.Names = slices.Clone(setup.Names)
	setup.Tokens = slices.Clone(setup.Tokens)
	if len(setup.Names) == 0 {
		setup.Names = append(setup.Names, defaultNames[:setup.Players]...)
	}
	s := &State{Game: GameName, Format: Format, Setup: setup, RNG: game.NewRand(setup.Seed), Round: 1}
	switch {
	case setup.HQ == SideA:
		s.HQ = hqSideA
	case len(setup.Tokens) > 0:
		s.HQ, _ = parseTokens(setup.Tokens)
	default:
		var large []Shape
		for sh := Shape(0); sh < NumShapes; sh++ {
			if !shapes[sh].Small {
				large = append(large, sh)
			}
		}
		game.Shuffle(&s.RNG, large)
		copy(s.HQ[:], large)
	}
	for _, name := range setup.Names {
		s.Taggers = append(s.Taggers, Tagger{Name: name})
	}
	s.Leader = s.RNG.Intn(setup.Players)
	return s, s.startRound(nil), nil
}

// startRound: the leader rolls all the dice in play, taggers + 1 of them
// (settled point 1), and is to place them.
func (s *State) startRound(ev []Event) []Event {
	ev = append(ev, Event{Kind: EvRoundStart, N: s.Round, Seat: s.Leader})
	s.Phase = PhasePlace
	s.Current = s.Leader
	s.Dice = s.Dice[:0]
	faces := make([]int, s.N()+1)
	for i := range faces {
		faces[i] = 1 + s.RNG.Intn(Faces)
	}
	slices.Sort(faces)
	for _, f := range faces {
		s.Dice = append(s.Dice, Die{Face: f, Section: Nobody, Taker: Nobody})
	}
	return append(ev, Event{Kind: EvRolled, Seat: s.Leader, Faces: faces})
}

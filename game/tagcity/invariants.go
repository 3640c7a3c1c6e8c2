package tagcity

import (
	"fmt"
	"slices"

	"graffiti/game"
)

// Invariants checks what holds in every state real play can reach: the
// set-up and the HQ as the set-up makes them, the dice in play and their
// sections, who has taken a die this round, every completed feature
// scored and every scored feature complete, high values consistent with
// who circled them, the drone remote and the bubbles, the secret choices
// and the end conditions. The simulator and the fuzz target call it after
// every action; Load calls it so that a damaged save is refused rather
// than played.
func (s *State) Invariants() error {
	return game.FirstError(
		s.checkSeats, s.checkHQ, s.checkDice, s.checkBoards, s.checkFinals, s.checkEnding,
	)
}

func (s *State) seatOK(x int) bool { return x >= 0 && x < len(s.Taggers) }

func (s *State) checkSeats() error {
	n := len(s.Taggers)
	if s.Game != GameName {
		return fmt.Errorf("game %q, not %q", s.Game, GameName)
	}
	if s.Format != Format {
		return fmt.Errorf("format %d, this program plays %d", s.Format, Format)
	}
	if err := s.Setup.check(); err != nil {
		return err
	}
	if n != s.Setup.Players || len(s.Setup.Names) != n {
		return fmt.Errorf("%d taggers and %d names for a set-up of %d", n, len(s.Setup.Names), s.Setup.Players)
	}
	for i := range s.Taggers {
		if s.Taggers[i].Name != s.Setup.Names[i] {
			return fmt.Errorf("seat %d is %q, the set-up says %q", i, s.Taggers[i].Name, s.Setup.Names[i])
		}
	}
	if s.Phase > PhaseOver {
		return fmt.Errorf("unknown phase %d", s.Phase)
	}
	if s.Round < 1 || s.Actions < 0 {
		return fmt.Errorf("round %d after %d actions", s.Round, s.Actions)
	}
	if !s.seatOK(s.Leader) {
		return fmt.Errorf("leader %d out of range", s.Leader)
	}
	if s.Phase == PhaseOver {
		if s.Current != Nobody {
			return fmt.Errorf("the battle is over but seat %d is to act", s.Current)
		}
		if !slices.Equal(s.Winners, s.winners()) {
			return fmt.Errorf("winners %v, the scores give %v", s.Winners, s.winners())
		}
		return nil
	}
	if !s.seatOK(s.Current) {
		return fmt.Errorf("current seat %d out of range", s.Current)
	}
	if len(s.Winners) > 0 {
		return fmt.Errorf("winners %v before the end", s.Winners)
	}
	return nil
}

// checkHQ: side A's printed tokens, or six different large tokens on
// side B, the chosen ones when chosen.
func (s *State) checkHQ() error {
	switch {
	case s.Setup.HQ == SideA:
		if s.HQ != hqSideA {
			return fmt.Errorf("HQ side A shows %v, not the printed shapes", s.HQ)
		}
	case len(s.Setup.Tokens) > 0:
		want, _ := parseTokens(s.Setup.Tokens)
		if s.HQ != want {
			return fmt.Errorf("HQ side B shows %v, not the chosen tokens", s.HQ)
		}
	default:
		for i, sh := range s.HQ {
			if sh >= NumShapes || shapes[sh].Small || slices.Contains(s.HQ[:i], sh) {
				return fmt.Errorf("HQ side B shows %v: six different large tokens are needed", s.HQ)
			}
		}
	}
	return nil
}

// checkDice: taggers + 1 dice, by face; unplaced only while the leader
// places; placed beside their face; one die taken by each tagger who has
// picked this round, in order from the leader's left.
func (s *State) checkDice() error {
	n := s.N()
	if len(s.Dice) != n+1 {
		return fmt.Errorf("%d dice in play for %d taggers", len(s.Dice), n)
	}
	picked := 0 // taggers who have taken a die this round
	switch s.Phase {
	case PhasePick:
		picked = (s.Current - s.Leader - 1 + 2*n) % n
	case PhaseFinal, PhaseOver:
		picked = n
	}
	var took uint8
	taken := 0
	for i, d := range s.Dice {
		if d.Face < 1 || d.Face > Faces || i > 0 && d.Face < s.Dice[i-1].Face {
			return fmt.Errorf("dice %v are not faces 1-6 in order", s.Dice)
		}
		lo, hi := DieSections(d.Face)
		if s.Phase == PhasePlace {
			if d.Section != Nobody || d.Taker != Nobody {
				return fmt.Errorf("die %d is placed or taken before the leader places", i)
			}
			continue
		}
		if d.Section != lo && d.Section != hi {
			return fmt.Errorf("a die showing %d lies on section %d", d.Face, d.Section)
		}
		if d.Taker != Nobody {
			if !s.seatOK(d.Taker) || took&(1<<d.Taker) != 0 {
				return fmt.Errorf("die %d taken by seat %d", i, d.Taker)
			}
			took |= 1 << d.Taker
			taken++
		}
	}
	if taken != picked {
		return fmt.Errorf("%d dice taken, %d taggers have picked", taken, picked)
	}
	for k := 1; k <= picked; k++ {
		if seat := (s.Leader + k) % n; took&(1<<seat) == 0 {
			return fmt.Errorf("%s has picked but holds no die", s.Taggers[seat].Name)
		}
	}
	return nil
}

// checkBoards: squares inside the grid; every feature a board fills is
// scored and every scored feature filled; a high value circled only by
// seats whose board has it, low values only where the high is taken; the
// drone remote within its spaces; each bubble circled by seats or free.
func (s *State) checkBoards() error {
	all := uint8(1)<<s.N() - 1
	for seat := range s.Taggers {
		t := &s.Taggers[seat]
		if !t.Grid.inside() {
			return fmt.Errorf("%s's board has squares outside the grid", t.Name)
		}
		if t.Drones < 0 || t.Drones > DroneSpots || t.Checks < 0 {
			return fmt.Errorf("%s has %d drones and %d free checks", t.Name, t.Drones, t.Checks)
		}
		if t.Done>>NumFeatures != 0 || t.High&^t.Done != 0 {
			return fmt.Errorf("%s's scored features %x, high %x", t.Name, t.Done, t.High)
		}
		for f := 0; f < NumFeatures; f++ {
			full := t.Grid.covers(featureMasks[s.side()][f])
			done := t.Done&(1<<f) != 0
			if full != done {
				return fmt.Errorf("%s: %s filled %v, scored %v", t.Name, FeatureName(f), full, done)
			}
			high := t.High&(1<<f) != 0
			if high != (s.HighBy[f]&(1<<seat) != 0) {
				return fmt.Errorf("%s: high value of %s circled %v on the board, %v on record", t.Name, FeatureName(f), high, !high)
			}
			if done && s.HighBy[f] == 0 {
				return fmt.Errorf("%s scored %s low while its high value is open", t.Name, FeatureName(f))
			}
		}
	}
	for f, m := range s.HighBy {
		if m&^all != 0 {
			return fmt.Errorf("high value of %s circled by seats %b", FeatureName(f), m)
		}
	}
	for b, m := range s.Bubbles {
		if m&^all != 0 {
			return fmt.Errorf("bubble %d circled by seats %b", b+1, m)
		}
	}
	return nil
}

// checkFinals: choices held only in the final-die phase, one a seat in
// order from the leader's left, each legal on the board as it stands.
func (s *State) checkFinals() error {
	if s.Phase != PhaseFinal {
		if len(s.Finals) > 0 {
			return fmt.Errorf("%d final-die choices held in phase %s", len(s.Finals), s.Phase)
		}
		return nil
	}
	n := s.N()
	if want := (s.Current - s.Leader - 1 + 2*n) % n; len(s.Finals) != want {
		return fmt.Errorf("%d final-die choices held, %d taggers have chosen", len(s.Finals), want)
	}
	sec := s.Dice[s.remaining()].Section
	for i, f := range s.Finals {
		if f.Seat != (s.Leader+1+i)%n {
			return fmt.Errorf("final-die choice %d is seat %d's, out of order", i, f.Seat)
		}
		u := f.Use
		if u.Kind == ActPlace || u.Kind >= numKinds || u.Shape >= NumShapes || u.Orient < 0 || u.Orient > 7 || u.Row < 0 || u.Row >= Rows || u.Col < 0 || u.Col >= Cols {
			return fmt.Errorf("final-die choice %d is malformed: %+v", i, u)
		}
		a := Action{Kind: u.Kind, Shape: u.Shape, Orient: uint8(u.Orient), Row: uint8(u.Row), Col: uint8(u.Col)}
		if a.canonical().use() != u {
			return fmt.Errorf("final-die choice %d carries stray fields: %+v", i, u)
		}
		if err := s.checkUse(f.Seat, a, sec, true); err != nil {
			return fmt.Errorf("final-die choice of %s is illegal: %v", s.Taggers[f.Seat].Name, err)
		}
	}
	return nil
}

// checkEnding: the end conditions noted are exactly those that hold (they
// never stop holding once met); a battle over has met one.
func (s *State) checkEnding() error {
	if now := s.endConditions(); now != s.Ending {
		return fmt.Errorf("end conditions noted %q, holding %q", s.Ending, now)
	}
	if s.Phase == PhaseOver && s.Ending == 0 {
		return fmt.Errorf("the battle is over with no end condition met")
	}
	return nil
}

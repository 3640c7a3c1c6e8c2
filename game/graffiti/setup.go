package graffiti

import (
	"graffiti/game"
)

// DefaultNames are the seat names when a set-up gives none: the artists
// of the rulebook's examples.
var DefaultNames = defaultNames

var defaultNames = [MaxPlayers]string{"Patricia", "Beate", "Alexa", "Jenni"}

// check tells whether a game can be set up this way: 2 to 4 players, no
// names or one valid name a player.
func (setup Setup) check() error {
	return game.CheckSeats(setup.Players, MinPlayers, MaxPlayers, setup.Names, "a game of Graffiti", "players")
}

// New sets a game up. Settled point 1: each player takes one red, one
// yellow and one blue paint tile and one permit from the stack; the
// first player is drawn by the seeded source.
func New(setup Setup) (*State, []Event, error) {
	if err := setup.check(); err != nil {
		return nil, nil, err
	}
	setup.Names = append([]string(nil), setup.Names...)
	if len(setup.Names) == 0 {
		setup.Names = append(setup.Names, defaultNames[:setup.Players]...)
	}
	s := &State{
		Format:      Format,
		Setup:       setup,
		RNG:         game.NewRand(setup.Seed),
		Round:       1,
		Bobby:       Nobody,
		Blocked:     Nobody,
		LastBlocked: Nobody,
	}
	for i := range s.Segments {
		s.Segments[i] = Nobody
	}
	if setup.Players < 4 {
		s.NeutralLeft = NeutralTags
	}
	s.Supply = tileCount

	// Bonus stack and board.
	for b := Bonus(0); b < NumBonus; b++ {
		for i := 0; i < BonusPerKind; i++ {
			s.BonusStack = append(s.BonusStack, b)
		}
	}
	game.Shuffle(&s.RNG, s.BonusStack)
	for i := range s.BonusSlots {
		s.BonusSlots[i] = int(s.popBonus())
	}

	// Permit stack and board.
	for p := 1; p <= NumSections; p++ {
		for i := 0; i < PermitsPerPips; i++ {
			s.PermitStack = append(s.PermitStack, p)
		}
	}
	game.Shuffle(&s.RNG, s.PermitStack)
	for i := range s.PermitSlots {
		s.PermitSlots[i] = s.PermitStack[len(s.PermitStack)-1]
		s.PermitStack = s.PermitStack[:len(s.PermitStack)-1]
	}

	for i := 0; i < setup.Players; i++ {
		p := Player{Name: setup.Names[i], Cans: CansPerPlayer, Tags: TagsPerPlayer, Reserve: Nobody}
		for _, t := range []Tile{TileR, TileY, TileB} {
			p.Paint[t]++
			s.Supply[t]--
		}
		pips := s.PermitStack[len(s.PermitStack)-1]
		s.PermitStack = s.PermitStack[:len(s.PermitStack)-1]
		p.Permits[pips]++
		s.Players = append(s.Players, p)
	}
	s.First = s.RNG.Intn(setup.Players)
	s.Current = s.First
	var ev []Event
	ev = s.startRound(ev)
	return s, ev, nil
}

// startRound begins a round: in variant 1 the first player reveals
// permits until one names a section other than last round's block
// (settled point 15).
func (s *State) startRound(ev []Event) []Event {
	ev = append(ev, Event{Kind: EvRoundStart, N: s.Round})
	s.Phase = PhasePlay
	s.Current = s.First
	if s.Setup.Block {
		s.Blocked = Nobody
		// Reveal until a permit names another section than last round's
		// block; when no such permit is left to draw, nothing is blocked.
		for s.permitOtherThan(s.LastBlocked + 1) {
			p, ev2, _ := s.drawPermit(ev)
			ev = ev2
			s.PermitDiscard = append(s.PermitDiscard, p)
			ev = append(ev, Event{Kind: EvRevealed, Pips: p, Seat: s.First})
			if p-1 != s.LastBlocked {
				s.Blocked = p - 1
				s.LastBlocked = p - 1
				ev = append(ev, Event{Kind: EvBlocked, N: p - 1})
				break
			}
		}
	}
	ev = append(ev, Event{Kind: EvTurn, Seat: s.Current})
	return ev
}

// permitOtherThan reports whether the stack or discard pile holds a permit
// whose pips differ from pips.
func (s *State) permitOtherThan(pips int) bool {
	for _, p := range s.PermitStack {
		if p != pips {
			return true
		}
	}
	for _, p := range s.PermitDiscard {
		if p != pips {
			return true
		}
	}
	return false
}

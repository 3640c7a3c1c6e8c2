package kunststucke

import (
	"fmt"

	"graffiti/game"
)

// Invariants checks what holds in every state real play can reach: the
// set-up and seats, every shape and tile accounted for once, the canvas
// agreeing with the shapes, the hands as long as the turns say, tokens in
// range, the turn's bookkeeping, and the final tally. Playouts and the
// fuzz target call it after every action; Load calls it so that a damaged
// save is refused rather than played.
func (s *State) Invariants() error {
	return game.FirstError(
		s.checkSeats, s.checkShapes, s.checkTiles, s.checkTurn, s.checkEnd,
	)
}

func (s *State) checkSeats() error {
	if s.Format != Format || s.Game != GameName {
		return fmt.Errorf("a %q game of format %d, this program plays %q format %d", s.Game, s.Format, GameName, Format)
	}
	if err := s.Setup.check(); err != nil {
		return err
	}
	n := len(s.Players)
	if n != s.Setup.Players || len(s.Setup.Names) != n {
		return fmt.Errorf("%d players and %d names for a set-up of %d", n, len(s.Setup.Names), s.Setup.Players)
	}
	if s.First < 0 || s.First >= n || (s.Setup.Youngest >= 0 && s.First != s.Setup.Youngest) {
		return fmt.Errorf("seat %d started, the set-up says %d", s.First, s.Setup.Youngest)
	}
	for i := range s.Players {
		p := &s.Players[i]
		if err := game.CheckName(p.Name); err != nil {
			return err
		}
		if p.Name != s.Setup.Names[i] {
			return fmt.Errorf("seat %d is %q, the set-up says %q", i, p.Name, s.Setup.Names[i])
		}
		if p.Tokens < 0 || p.Tokens > Tokens {
			return fmt.Errorf("%s has %d tokens", p.Name, p.Tokens)
		}
	}
	return nil
}

// turnsOf is how many of the turns begun were seat's.
func (s *State) turnsOf(seat int) int {
	n := s.N()
	k := (seat - s.First + n) % n // seat's first turn is turn k+1
	if s.Turn <= k {
		return 0
	}
	return (s.Turn-1-k)/n + 1
}

func (s *State) checkShapes() error {
	n := s.N()
	deal := Deal(n)
	var hand [MaxPlayers]int
	aside, used := 0, 0
	for id, ss := range s.Shapes {
		name := ShapeID(id)
		switch ss.Where {
		case SetAside:
			aside++
			if ss.Seat != -1 || ss.Rot != 0 || ss.X != 0 || ss.Y != 0 {
				return fmt.Errorf("the set-aside %s carries a seat or a position", name)
			}
			continue
		case InHand, Discarded:
			if ss.Rot != 0 || ss.X != 0 || ss.Y != 0 {
				return fmt.Errorf("the %s off the canvas carries a position", name)
			}
		case OnCanvas:
		default:
			return fmt.Errorf("the %s is in an unknown place %d", name, ss.Where)
		}
		if ss.Seat < 0 || int(ss.Seat) >= n {
			return fmt.Errorf("the %s belongs to seat %d", name, ss.Seat)
		}
		if ss.Where == InHand {
			hand[ss.Seat]++
		} else {
			used++
		}
	}
	if aside != NumShapes-deal*n {
		return fmt.Errorf("%d shapes set aside, %d players leave %d", aside, n, NumShapes-deal*n)
	}
	for i := 0; i < n; i++ {
		played := s.turnsOf(i)
		if i == s.Current && !s.Played {
			played--
		}
		if hand[i] != deal-played {
			return fmt.Errorf("%s holds %d shapes after playing %d of %d", s.Players[i].Name, hand[i], played, deal)
		}
	}
	// The board agrees with the shapes.
	board, err := buildBoard(&s.Shapes)
	if err != nil {
		return err
	}
	if board != s.board {
		return fmt.Errorf("the canvas does not agree with the shapes on it")
	}
	return nil
}

func (s *State) checkTiles() error {
	var held [NumTiles]int
	for i := range s.Players {
		p := &s.Players[i]
		for k, t := range p.Slots {
			switch {
			case t == -1:
				if p.From[k] != -1 {
					return fmt.Errorf("%s's free slot %d says it came from pile %d", p.Name, k+1, p.From[k])
				}
				continue
			case t < 0 || int(t) >= NumTiles:
				return fmt.Errorf("%s's slot %d holds tile %d", p.Name, k+1, t)
			case p.From[k] < 0 || p.From[k] >= NumPiles:
				return fmt.Errorf("%s's tile on slot %d came from pile %d", p.Name, k+1, p.From[k])
			}
			held[t]++
		}
		if d := p.Drawn(); d > s.turnsOf(i) {
			return fmt.Errorf("%s holds %d tiles after %d turns", p.Name, d, s.turnsOf(i))
		}
	}
	var sizes [NumPiles]int
	for t, q := range s.Piles {
		switch {
		case q == -1:
			if held[t] != 1 {
				return fmt.Errorf("the drawn tile %s is on %d slots", TileID(t), held[t])
			}
		case q < 0 || q >= NumPiles:
			return fmt.Errorf("the %s is in pile %d", TileID(t), q)
		default:
			if held[t] != 0 {
				return fmt.Errorf("the %s is both in pile %s and on a slot", TileID(t), PileName(int(q)))
			}
			sizes[q]++
		}
	}
	for p, n := range sizes {
		if n > TilesPerPile {
			return fmt.Errorf("pile %s holds %d tiles", PileName(p), n)
		}
	}
	return nil
}

func (s *State) checkTurn() error {
	n := s.N()
	total := Deal(n) * n
	if s.Turn < 1 || s.Turn > total || s.Actions < 0 {
		return fmt.Errorf("turn %d of %d after %d actions", s.Turn, total, s.Actions)
	}
	if s.Over {
		if s.Current != Nobody || s.Turn != total || s.Looking != -1 || s.Undo != -1 {
			return fmt.Errorf("the game is over but seat %d is at turn %d (looking %d, undo %d)", s.Current, s.Turn, s.Looking, s.Undo)
		}
		return nil
	}
	if s.Current != (s.First+s.Turn-1)%n {
		return fmt.Errorf("turn %d is seat %d's, not seat %d's", s.Turn, (s.First+s.Turn-1)%n, s.Current)
	}
	p := &s.Players[s.Current]
	if s.Looking != -1 {
		if s.Looking < 0 || s.Looking >= NumPiles || s.PileSize(s.Looking) == 0 || s.Drew || !p.Free() {
			return fmt.Errorf("%s looks at pile %d (drew %v, free slot %v)", p.Name, s.Looking, s.Drew, p.Free())
		}
	}
	if s.Undo != -1 {
		if s.Undo < 0 || int(s.Undo) >= NumShapes || !s.Played {
			return fmt.Errorf("shape %d may be taken back, played %v", s.Undo, s.Played)
		}
		if ss := s.Shapes[s.Undo]; ss.Where == InHand || ss.Where == SetAside || int(ss.Seat) != s.Current {
			return fmt.Errorf("the %s may be taken back by %s but lies in %s of seat %d", s.Undo, p.Name, ss.Where, ss.Seat)
		}
	}
	if len(s.Winners) != 0 {
		return fmt.Errorf("winners %v before the end", s.Winners)
	}
	for i := range s.Players {
		if s.Players[i].Score != 0 || s.Players[i].Met != 0 {
			return fmt.Errorf("%s has a score before the end", s.Players[i].Name)
		}
	}
	return nil
}

func (s *State) checkEnd() error {
	if !s.Over {
		return nil
	}
	for i := range s.Players {
		sc, met := s.Score(i)
		if s.Players[i].Score != sc || s.Players[i].Met != met {
			return fmt.Errorf("%s scored %d with %d met, the canvas gives %d with %d", s.Players[i].Name, s.Players[i].Score, s.Players[i].Met, sc, met)
		}
	}
	want := s.winners()
	if len(want) != len(s.Winners) {
		return fmt.Errorf("winners %v, the scores give %v", s.Winners, want)
	}
	for i := range want {
		if want[i] != s.Winners[i] {
			return fmt.Errorf("winners %v, the scores give %v", s.Winners, want)
		}
	}
	return nil
}

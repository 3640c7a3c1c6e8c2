package kunststucke

import (
	"strings"

	"graffiti/game"
)

// refuse is a refusal with the reason, in the shared form of the rules
// cores: an English format (the key of the table's string table) and its
// arguments.
func refuse(format string, args ...any) error { return &game.Refusal{Format: format, Args: args} }

// Apply checks a against every rule; if it is legal it changes the state
// and returns the events it caused, if not it says which rule forbids it
// and the state is untouched (every check comes before any change).
func (s *State) Apply(a Action) ([]Event, error) { return s.ApplyTo(nil, a) }

// ApplyTo is Apply appending the events to ev.
func (s *State) ApplyTo(ev []Event, a Action) ([]Event, error) {
	if err := s.Check(a); err != nil {
		return ev, err
	}
	s.Actions++
	seat := s.Current
	p := &s.Players[seat]
	switch a.Kind {
	case ActPlace:
		s.Shapes[a.Shape] = ShapeState{Where: OnCanvas, Seat: int8(seat), Rot: a.Rot, X: a.At.X, Y: a.At.Y}
		s.put(a.Shape, int(a.Rot), a.At, int8(a.Shape))
		s.Played, s.Undo = true, a.Shape
		ev = append(ev, Event{Kind: EvPlaced, Seat: seat, Shape: a.Shape, Rot: int(a.Rot), At: a.At})
	case ActDiscard:
		s.Shapes[a.Shape] = ShapeState{Where: Discarded, Seat: int8(seat)}
		s.Played, s.Undo = true, a.Shape
		ev = append(ev, Event{Kind: EvDiscarded, Seat: seat, Shape: a.Shape})
	case ActUndo:
		id := s.Undo
		if ss := s.Shapes[id]; ss.Where == OnCanvas {
			s.put(id, int(ss.Rot), ss.At(), -1)
		}
		s.Shapes[id] = ShapeState{Where: InHand, Seat: int8(seat)}
		s.Played, s.Undo = false, -1
		ev = append(ev, Event{Kind: EvUndone, Seat: seat, Shape: id})
	case ActSlide:
		ss := &s.Shapes[a.Shape]
		route := s.Route(a.Shape, a.At)
		from := ss.At()
		s.put(a.Shape, int(ss.Rot), from, -1)
		ss.X, ss.Y = a.At.X, a.At.Y
		s.put(a.Shape, int(ss.Rot), a.At, int8(a.Shape))
		p.Tokens -= SlideCost
		s.Undo = -1
		ev = append(ev, Event{Kind: EvSlid, Seat: seat, Shape: a.Shape, Rot: int(ss.Rot), From: from, At: a.At, Route: route, N: p.Tokens})
	case ActLook:
		s.Looking, s.Undo = int(a.Pile), -1
		ev = append(ev, Event{Kind: EvLooked, Seat: seat, Pile: int(a.Pile), N: s.PileSize(int(a.Pile))})
	case ActTake:
		pile := s.Looking
		s.Piles[a.Tile] = -1
		p.Slots[a.Slot], p.From[a.Slot] = a.Tile, int8(pile)
		s.Looking, s.Drew = -1, true
		ev = append(ev, Event{Kind: EvTook, Seat: seat, Pile: pile, Slot: int(a.Slot), Tile: a.Tile, Private: true})
	case ActEnd:
		s.Undo = -1
		if s.Turn == Deal(s.N())*s.N() {
			return s.finish(ev), nil
		}
		s.Turn++
		s.Current = (s.Current + 1) % s.N()
		s.Played, s.Drew = false, false
		ev = append(ev, Event{Kind: EvTurn, Seat: s.Current, N: s.Turn})
	}
	return ev, nil
}

// Check tells whether a is legal now, and if not, why.
func (s *State) Check(a Action) error {
	if s.Over {
		return refuse("the game is over")
	}
	if a.Kind >= numKinds {
		return refuse("unknown action kind %d", int(a.Kind))
	}
	if a != a.canonical() {
		return refuse("malformed %s action: it carries fields %s does not take", a.Kind, a.Kind)
	}
	p := &s.Players[s.Current]
	if s.Looking >= 0 && a.Kind != ActTake {
		return refuse("%s looked at pile %s and must first take one of its tiles", p.Name, PileName(s.Looking))
	}
	switch a.Kind {
	case ActPlace, ActDiscard, ActSlide:
		if a.Shape < 0 || int(a.Shape) >= NumShapes {
			return refuse("there is no shape number %d", int(a.Shape))
		}
	}
	switch a.Kind {
	case ActPlace, ActDiscard:
		if s.Played {
			return refuse("%s has already played a shape this turn", p.Name)
		}
		if ss := s.Shapes[a.Shape]; ss.Where != InHand || int(ss.Seat) != s.Current {
			return refuse("the %s is not in %s's hand", a.Shape, p.Name)
		}
		if a.Kind == ActPlace {
			return s.checkPlace(a)
		}
	case ActUndo:
		if s.Undo < 0 {
			return refuse("there is no placement or discard to take back: a slide, a draw or the end of the turn makes it final")
		}
	case ActSlide:
		return s.checkSlide(a)
	case ActLook:
		switch {
		case s.Drew:
			return refuse("%s has already drawn a tile this turn", p.Name)
		case !p.Free():
			return refuse("%s's scoring board is full", p.Name)
		case a.Pile < 0 || a.Pile >= NumPiles:
			return refuse("there is no pile %d", int(a.Pile))
		case s.PileSize(int(a.Pile)) == 0:
			return refuse("pile %s is empty", PileName(int(a.Pile)))
		}
	case ActTake:
		switch {
		case s.Looking < 0:
			return refuse("look at a pile before taking a tile")
		case a.Tile < 0 || int(a.Tile) >= NumTiles:
			return refuse("there is no tile number %d", int(a.Tile))
		case int(s.Piles[a.Tile]) != s.Looking:
			return refuse("the %s is not in pile %s", a.Tile, PileName(s.Looking))
		case a.Slot < 0 || int(a.Slot) >= NumSlots:
			return refuse("there is no slot %d", int(a.Slot)+1)
		case p.Slots[a.Slot] >= 0:
			return refuse("slot %d (%d) already holds a tile", int(a.Slot)+1, SlotValues[a.Slot])
		}
	case ActEnd:
		if !s.Played {
			return refuse("%s must place or discard a shape before ending the turn", p.Name)
		}
	}
	return nil
}

// checkPlace is point 2.
func (s *State) checkPlace(a Action) error {
	if a.Rot < 0 || a.Rot > 3 {
		return refuse("a shape turns r0 to r3, not r%d", int(a.Rot))
	}
	if same := orients[a.Shape.Kind()][a.Rot].same; same != a.Rot {
		return refuse("the %s turned r%d lies as turned r%d: write r%d", a.Shape, int(a.Rot), int(same), int(same))
	}
	switch f, on := s.fit(a.Shape, int(a.Rot), a.At, -1); f {
	case offCanvas:
		return refuse("the %s at %s would go off the canvas", a.Shape, a.At)
	case covered:
		return refuse("the %s at %s would cover the %s", a.Shape, a.At, on)
	}
	own, others := s.touch(a.Shape, int(a.Rot), a.At, -1)
	if !placeable(own, others) {
		return refuse("the %s at %s touches %s but no %s", a.Shape, a.At, colourList(others), a.Shape.Colour())
	}
	return nil
}

// checkSlide is points 4-8.
func (s *State) checkSlide(a Action) error {
	p := &s.Players[s.Current]
	ss := s.Shapes[a.Shape]
	switch {
	case ss.Where != OnCanvas:
		return refuse("the %s is not on the canvas", a.Shape)
	case p.Tokens < SlideCost:
		return refuse("%s has no token left to pay for a slide", p.Name)
	case a.At == ss.At():
		return refuse("the %s already lies at %s: a slide must move it", a.Shape, a.At)
	}
	rot := int(ss.Rot)
	switch f, on := s.fit(a.Shape, rot, a.At, a.Shape); f {
	case offCanvas:
		return refuse("the %s at %s would go off the canvas", a.Shape, a.At)
	case covered:
		return refuse("the %s at %s would cover the %s", a.Shape, a.At, on)
	}
	var r reach
	s.reachable(a.Shape, &r)
	if !r.reached[int(a.At.Y)*CanvasSize+int(a.At.X)] {
		return refuse("the %s cannot reach %s without passing over another shape", a.Shape, a.At)
	}
	if before, _ := s.touch(a.Shape, rot, ss.At(), -1); before {
		if after, _ := s.touch(a.Shape, rot, a.At, a.Shape); !after {
			return refuse("the %s touched %s before its slide and must touch %s after it", a.Shape, a.Shape.Colour(), a.Shape.Colour())
		}
	}
	return nil
}

// colourList names the colours of a mask, like "blue and yellow".
type colourList uint8

func (m colourList) String() string {
	var names []string
	for c := Colour(0); int(c) < NumColours; c++ {
		if m&(1<<c) != 0 {
			names = append(names, c.String())
		}
	}
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

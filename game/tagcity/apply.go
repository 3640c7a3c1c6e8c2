package tagcity

import "graffiti/game"

// refuse makes a refusal the table can translate: game.Refusal, the
// Graffiti core's type, an English format and its arguments.
func refuse(format string, args ...any) error {
	return &game.Refusal{Format: format, Args: args}
}

// Apply checks a against every rule. If it is legal it changes the state
// and returns the events it caused; if not, it returns an error that says
// which rule forbids it, and the state is untouched: every check is made
// before anything changes.
func (s *State) Apply(a Action) ([]Event, error) { return s.ApplyTo(nil, a) }

// ApplyTo is Apply appending the events to ev.
func (s *State) ApplyTo(ev []Event, a Action) ([]Event, error) {
	if err := s.Check(a); err != nil {
		return ev, err
	}
	s.Actions++
	switch {
	case a.Kind == ActPlace:
		ev = s.doPlace(a, ev)
	case s.Phase == PhasePick:
		ev = s.doPick(a, ev)
	default:
		ev = s.doFinal(a, ev)
	}
	return ev, nil
}

var errOver = refuse("the battle is over")

// Check tells whether a is legal now, and if not, why.
func (s *State) Check(a Action) error {
	if s.Phase == PhaseOver {
		return errOver
	}
	if a.Kind >= numKinds {
		return refuse("unknown action kind %d", a.Kind)
	}
	if a != a.canonical() {
		return refuse("malformed %s action: it carries fields %s does not take", a.Kind, a.Kind)
	}
	who := s.Taggers[s.Current].Name
	switch s.Phase {
	case PhasePlace:
		if a.Kind != ActPlace {
			return refuse("%s, the leader, places the dice first", who)
		}
		return s.checkPlace(a)
	case PhasePick:
		if a.Kind == ActPlace {
			return refuse("the dice are placed: %s takes a die", who)
		}
		if a.Face == 0 {
			return refuse("name the die you take")
		}
		if s.findDie(int(a.Face), int(a.Section)) == Nobody {
			return refuse("no die showing %d is left on section %s", int(a.Face), romanOf(int(a.Section)))
		}
		return s.checkUse(s.Current, a, int(a.Section), false)
	default: // PhaseFinal
		if a.Kind == ActPlace {
			return refuse("the dice are placed: %s chooses what to do with the final die", who)
		}
		if a.Face != 0 || a.Section != 0 {
			return refuse("the final die is the one left: name no die")
		}
		return s.checkUse(s.Current, a, s.Dice[s.remaining()].Section, true)
	}
}

// findDie gives the index of a die not yet taken that shows face on
// section sec, or Nobody.
func (s *State) findDie(face, sec int) int {
	for i, d := range s.Dice {
		if d.Face == face && d.Section == sec && d.Taker == Nobody {
			return i
		}
	}
	return Nobody
}

// checkUse checks what seat does with a die on section sec (settled
// points 4-7): tag the section's shape, drone any of the nine HQ shapes,
// or check social networks.
func (s *State) checkUse(seat int, a Action, sec int, final bool) error {
	t := &s.Taggers[seat]
	switch a.Kind {
	case ActTag:
		if a.Shape != s.HQ[sec] {
			return refuse("the die on section %s gives the %s, not the %s: only a drone draws another shape", romanOf(sec), ShapeLabel(s.HQ[sec]), ShapeLabel(a.Shape))
		}
		return checkDrawing(t, a)
	case ActDrone:
		if t.Drones >= DroneSpots {
			return refuse("%s's drone remote is full: no more drones", t.Name)
		}
		if a.Shape >= NumShapes || !s.onHQ(a.Shape) {
			return refuse("the %s is not on the HQ this game", ShapeLabel(a.Shape))
		}
		return checkDrawing(t, a)
	case ActSocial:
		free := s.freeBubble() != Nobody
		switch {
		case final && a.Bubble != 0:
			return refuse("with the final die no one names a bubble: all who check social networks circle the cheapest free one")
		case final:
		case free && a.Bubble == 0:
			return refuse("choose a free bubble to circle")
		case !free && a.Bubble != 0:
			return refuse("no bubble is left: checking social networks circles nothing")
		case a.Bubble > NumBubbles:
			return refuse("there are %d bubbles, not %d", NumBubbles, int(a.Bubble))
		case free && s.Bubbles[a.Bubble-1] != 0:
			return refuse("bubble %d is already circled or crossed", int(a.Bubble))
		}
	}
	return nil
}

// checkDrawing: the whole shape, inside the city, on untagged squares
// only (the rulebook's four drawing rules).
func checkDrawing(t *Tagger, a Action) error {
	if int(a.Orient) >= len(orients[a.Shape]) {
		return refuse("the %s has %d orientations, not %d", ShapeLabel(a.Shape), len(orients[a.Shape]), int(a.Orient)+1)
	}
	m, ok := drawing(a.Shape, int(a.Orient), int(a.Row), int(a.Col))
	if !ok {
		return refuse("no part of a graffiti may lie outside the city: the %s does not fit at %s", ShapeLabel(a.Shape), cellName(int(a.Row), int(a.Col)))
	}
	if m.meets(t.Grid) {
		return refuse("no part of a graffiti may lie on a square already tagged")
	}
	return nil
}

// ShapeLabel is a token as an argument of a refusal: English when
// printed, translatable by the table.
type ShapeLabel Shape

func (l ShapeLabel) String() string {
	if Shape(l) < NumShapes {
		return shapes[l].Name
	}
	return "unknown shape"
}

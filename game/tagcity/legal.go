package tagcity

import "graffiti/game"

// LegalActions appends to buf every action Apply accepts now and returns
// it: every placement of the dice (dice showing the same face are
// interchangeable, so each distinct placement once), and for a pick or
// the final die every die (each distinct face and section once) with
// every drawing of its shape (every distinct orientation and position),
// every drone drawing, and social networks. Every listed action applies
// and every other action is refused (the tests check both ways).
func (s *State) LegalActions(buf []Action) []Action {
	buf = buf[:0]
	switch s.Phase {
	case PhasePlace:
		return s.legalPlaces(buf)
	case PhasePick:
		seen := [Faces + 1][Sections]bool{}
		for _, d := range s.Dice {
			if d.Taker != Nobody || seen[d.Face][d.Section] {
				continue
			}
			seen[d.Face][d.Section] = true
			buf = s.legalUses(buf, uint8(d.Face), uint8(d.Section), d.Section, false)
		}
	case PhaseFinal:
		buf = s.legalUses(buf, 0, 0, s.Dice[s.remaining()].Section, true)
	}
	return buf
}

func (s *State) legalPlaces(buf []Action) []Action {
	var a Action
	a.Kind = ActPlace
	for _, d := range s.Dice {
		a.Faces[d.Face]++
	}
	var rec func(f int)
	rec = func(f int) {
		if f > Faces {
			buf = append(buf, a)
			return
		}
		for k := uint8(0); k <= a.Faces[f]; k++ {
			a.Later[f] = k
			rec(f + 1)
		}
		a.Later[f] = 0
	}
	rec(1)
	return buf
}

// legalUses lists what the current tagger may do with the die face@sec
// (face 0: the final die, on section sec).
func (s *State) legalUses(buf []Action, face, secName uint8, sec int, final bool) []Action {
	t := &s.Taggers[s.Current]
	base := Action{Face: face, Section: secName}
	buf = appendDrawings(buf, base, ActTag, s.HQ[sec], t.Grid)
	if t.Drones < DroneSpots {
		for _, sh := range s.Shapes() {
			buf = appendDrawings(buf, base, ActDrone, sh, t.Grid)
		}
	}
	soc := base
	soc.Kind = ActSocial
	if final || s.freeBubble() == Nobody {
		return append(buf, soc)
	}
	for b, m := range s.Bubbles {
		if m == 0 {
			soc.Bubble = uint8(b + 1)
			buf = append(buf, soc)
		}
	}
	return buf
}

func appendDrawings(buf []Action, base Action, kind Kind, sh Shape, g Grid) []Action {
	base.Kind, base.Shape = kind, sh
	for _, p := range placementsOf(sh) {
		if !p.Mask.meets(g) {
			base.Orient, base.Row, base.Col = p.Orient, p.Row, p.Col
			buf = append(buf, base)
		}
	}
	return buf
}

// fits tells whether shape sh can be drawn anywhere on g.
func fits(sh Shape, g Grid) bool {
	for _, p := range placementsOf(sh) {
		if !p.Mask.meets(g) {
			return true
		}
	}
	return false
}

// CanTag tells whether the current tagger could draw shape sh anywhere:
// the table greys "Tag" out when not (settled point 7).
func (s *State) CanTag(sh Shape) bool {
	if s.Phase != PhasePick && s.Phase != PhaseFinal {
		return false
	}
	return fits(sh, s.Taggers[s.Current].Grid)
}

// RandomAction gives a legal action drawn in stages rather than
// uniformly from the whole list (where drone drawings would outnumber
// everything else): a placement uniformly; a die uniformly among the
// distinct ones; then tag with weight 8, drone 1, social 1 among those
// possible; then a drawing or bubble uniformly. It is the random
// playouts' policy and a cheap default for a search's playouts.
func (s *State) RandomAction(r *game.Rand) Action {
	switch s.Phase {
	case PhasePlace:
		var buf [32]Action
		l := s.legalPlaces(buf[:0])
		return l[r.Intn(len(l))]
	case PhaseOver:
		return Action{}
	}
	var face, secName uint8
	sec := 0
	final := s.Phase == PhaseFinal
	if final {
		sec = s.Dice[s.remaining()].Section
	} else {
		var free []int
		for i, d := range s.Dice {
			if d.Taker == Nobody {
				free = append(free, i)
			}
		}
		d := s.Dice[free[r.Intn(len(free))]]
		face, secName, sec = uint8(d.Face), uint8(d.Section), d.Section
	}
	t := &s.Taggers[s.Current]
	base := Action{Face: face, Section: secName}
	var opts []Action
	w := r.Intn(10)
	if w < 8 && fits(s.HQ[sec], t.Grid) {
		opts = appendDrawings(opts, base, ActTag, s.HQ[sec], t.Grid)
	} else if w < 9 && t.Drones < DroneSpots {
		for _, sh := range s.Shapes() {
			opts = appendDrawings(opts, base, ActDrone, sh, t.Grid)
		}
	}
	if len(opts) == 0 {
		soc := base
		soc.Kind = ActSocial
		if final || s.freeBubble() == Nobody {
			return soc
		}
		for b, m := range s.Bubbles {
			if m == 0 {
				soc.Bubble = uint8(b + 1)
				opts = append(opts, soc)
			}
		}
	}
	return opts[r.Intn(len(opts))]
}

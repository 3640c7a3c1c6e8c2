package kunststucke

// LegalActions appends to buf[:0] every action Apply accepts now, built
// from the same rules as Check (the tests compare the two over the whole
// action space): placements of every shape in hand in each of its
// distinct quarter-turns, discards, slides to every anchor the search over
// empty cells reaches (the colour rule checked at the end only), a look
// at each non-empty pile, a take of each tile onto each free slot, undo,
// and the end of the turn.
func (s *State) LegalActions(buf []Action) []Action {
	buf = buf[:0]
	if s.Over {
		return buf
	}
	p := &s.Players[s.Current]
	if s.Looking >= 0 {
		for t, q := range s.Piles {
			if int(q) != s.Looking {
				continue
			}
			for k, held := range p.Slots {
				if held < 0 {
					buf = append(buf, Action{Kind: ActTake, Tile: TileID(t), Slot: int8(k)})
				}
			}
		}
		return buf
	}
	if !s.Played {
		for id := range s.Shapes {
			if ss := s.Shapes[id]; ss.Where == InHand && int(ss.Seat) == s.Current {
				buf = s.legalPlaces(ShapeID(id), buf)
				buf = append(buf, Action{Kind: ActDiscard, Shape: ShapeID(id)})
			}
		}
	}
	if s.Undo >= 0 {
		buf = append(buf, Action{Kind: ActUndo})
	}
	if p.Tokens >= SlideCost {
		var r reach
		for id := range s.Shapes {
			if s.Shapes[id].Where == OnCanvas {
				buf = s.legalSlides(ShapeID(id), &r, buf)
			}
		}
	}
	if !s.Drew && p.Free() {
		var sizes [NumPiles]int
		for _, q := range s.Piles {
			if q >= 0 {
				sizes[q]++
			}
		}
		for pile, n := range sizes {
			if n > 0 {
				buf = append(buf, Action{Kind: ActLook, Pile: int8(pile)})
			}
		}
	}
	if s.Played {
		buf = append(buf, End)
	}
	return buf
}

// legalPlaces appends the placements of shape id.
func (s *State) legalPlaces(id ShapeID, buf []Action) []Action {
	for rot := 0; rot < 4; rot++ {
		o := &orients[id.Kind()][rot]
		if int(o.same) != rot {
			continue
		}
		for y := 0; y+int(o.h) <= CanvasSize; y++ {
			for x := 0; x+int(o.w) <= CanvasSize; x++ {
				at := Cell{int8(x), int8(y)}
				if f, _ := s.fit(id, rot, at, -1); f != fitOK {
					continue
				}
				if own, others := s.touch(id, rot, at, -1); placeable(own, others) {
					buf = append(buf, Action{Kind: ActPlace, Shape: id, Rot: int8(rot), At: at})
				}
			}
		}
	}
	return buf
}

// PlacesOf lists the legal placements of one shape of the hand: for the
// table's ghost and for a playout that picks a shape first.
func (s *State) PlacesOf(id ShapeID, buf []Action) []Action {
	buf = buf[:0]
	if s.Over || s.Looking >= 0 || s.Played || id < 0 || int(id) >= NumShapes {
		return buf
	}
	if ss := s.Shapes[id]; ss.Where != InHand || int(ss.Seat) != s.Current {
		return buf
	}
	return s.legalPlaces(id, buf)
}

// legalSlides appends the slides of shape id (points 5-6).
func (s *State) legalSlides(id ShapeID, r *reach, buf []Action) []Action {
	ss := s.Shapes[id]
	rot := int(ss.Rot)
	s.reachable(id, r)
	mustTouch, _ := s.touch(id, rot, ss.At(), -1)
	start := int(ss.Y)*CanvasSize + int(ss.X)
	for i, ok := range r.reached {
		if !ok || i == start {
			continue
		}
		at := Cell{int8(i % CanvasSize), int8(i / CanvasSize)}
		if mustTouch {
			if own, _ := s.touch(id, rot, at, id); !own {
				continue
			}
		}
		buf = append(buf, Action{Kind: ActSlide, Shape: id, At: at})
	}
	return buf
}

// SlidesOf lists the legal slides of one shape on the canvas: the
// destinations the table lights up (looking is free, point 8).
func (s *State) SlidesOf(id ShapeID, buf []Action) []Action {
	buf = buf[:0]
	if s.Over || s.Looking >= 0 || id < 0 || int(id) >= NumShapes || s.Shapes[id].Where != OnCanvas ||
		s.Players[s.Current].Tokens < SlideCost {
		return buf
	}
	var r reach
	return s.legalSlides(id, &r, buf)
}

package graffiti

import "graffiti/game"

// Helpers for the property tests and the fuzz target: random actions,
// legal or not, and random reachable states.

// randomAction makes an action that is usually illegal: any kind, any
// space, any segment, tiles mostly from the actor's hand.
func randomAction(s *State, r *game.Rand) Action {
	a := Action{Kind: Kind(r.Intn(int(numKinds)))}
	a.Space = Space(r.Intn(int(NumSpaces)))
	if a.Kind == ActSpray && r.Intn(2) == 0 {
		a.Space = SpTunnel + Space(r.Intn(2*NumSections))
	}
	a.Tile = Tile(r.Intn(int(NumTiles)))
	a.Segment = int8(r.Intn(NumSegments))
	a.Permit = PermitUse(r.Intn(3))
	a.Pips = int8(r.Intn(6))
	a.Add = r.Intn(4) == 0
	a.Discount = r.Intn(4) == 0
	a.Save = r.Intn(4) == 0
	a.Wild = uint8(r.Intn(4) / 2)
	for i, n := 0, r.Intn(5); i < n; i++ {
		a.Tiles[r.Intn(int(NumTiles))]++
	}
	if r.Intn(3) > 0 {
		a = a.canonical()
	}
	return a
}

// mutate changes one field of an action, so that near-misses of legal
// actions are tried too.
func mutate(a Action, r *game.Rand) Action {
	switch r.Intn(9) {
	case 0:
		a.Space = Space(r.Intn(int(NumSpaces)))
	case 1:
		a.Tile = Tile(r.Intn(int(NumTiles)))
	case 2:
		a.Segment = int8(r.Intn(NumSegments))
	case 3:
		a.Permit = PermitUse(r.Intn(3))
	case 4:
		a.Pips = int8(r.Intn(6))
	case 5:
		a.Add = !a.Add
	case 6:
		a.Discount = !a.Discount
	case 7:
		a.Tiles[r.Intn(int(NumTiles))] ^= 1
	case 8:
		a.Wild ^= 1
	}
	return a
}

// advance plays n random legal actions (fewer if the game ends).
func advance(s *State, r *game.Rand, n int) {
	var buf []Action
	for i := 0; i < n && s.Phase != PhaseOver; i++ {
		buf = s.LegalActions(buf)
		if _, err := s.Apply(buf[r.Intn(len(buf))]); err != nil {
			panic(err)
		}
	}
}

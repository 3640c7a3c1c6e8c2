package graffiti

// LegalActions appends to buf every action Apply accepts now and returns
// it. Spray payments are listed as the distinct multisets of tiles that
// pay; every listed action applies and every other action is refused
// (the tests check both ways). Each action's list lives in the file named
// after it, built from the same checks as Check.
func (s *State) LegalActions(buf []Action) []Action {
	buf = buf[:0]
	switch s.Phase {
	case PhaseOver:
		return buf
	case PhaseKeep:
		return s.legalKeeps(buf)
	case PhaseFlip:
		return s.legalFlips(buf)
	case PhaseAfter:
		buf = append(buf, Action{Kind: ActExtra}, Action{Kind: ActEnd})
		return s.legalReserves(buf)
	}
	buf = append(buf, Pass)
	if s.Players[s.Current].Cans == 0 {
		return buf
	}
	buf = s.legalReserves(buf)
	mods := s.modifiers()
	buf = s.legalPaints(buf, mods)
	buf = s.legalPermits(buf, mods)
	buf = s.legalBonuses(buf, mods)
	return s.legalSprays(buf, mods)
}

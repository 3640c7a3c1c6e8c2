package graffiti

// Apply checks a against every rule. If it is legal it changes the state
// and returns the events it caused; if not, it returns an error that says
// which rule forbids it, and the state is untouched: every check is made
// before anything changes.
func (s *State) Apply(a Action) ([]Event, error) {
	return s.ApplyTo(nil, a)
}

// ApplyTo is Apply appending the events to ev, so a caller that plays
// many actions can reuse one buffer. Each action's effect lives in the
// file named after it.
func (s *State) ApplyTo(ev []Event, a Action) ([]Event, error) {
	cost, err := s.Check(a)
	if err != nil {
		return ev, err
	}
	return s.carryOut(ev, a, cost), nil
}

// ApplyListed plays a, which the caller took from LegalActions of this
// very state, without checking it again: a search or a random playout
// lists every action it plays, and a listed action is one Check accepts
// (TestLegalActionsAgreeWithApply, and every checked playout), so the
// check would be made twice. Anything else goes through Apply.
func (s *State) ApplyListed(ev []Event, a Action) []Event {
	cost := 0
	if a.Kind <= ActSpray { // a placement: what it costs
		cost, _ = s.placementCost(s.Current, a.Space, a.Add, a.Discount)
	}
	return s.carryOut(ev, a, cost)
}

// carryOut makes the change of a checked action costing cost cans.
func (s *State) carryOut(ev []Event, a Action, cost int) []Event {
	s.Actions++
	switch a.Kind {
	case ActPaint:
		ev = s.doPaint(a, cost, ev)
	case ActPermit:
		ev = s.doPermit(a, cost, ev)
	case ActBonus:
		ev = s.doBonus(a, cost, ev)
	case ActSpray:
		ev = s.doSpray(a, cost, ev)
	case ActPass:
		ev = s.doPass(ev)
	case ActReserve:
		ev = s.doReserve(a, ev)
	case ActExtra:
		ev = s.doExtra(ev)
	case ActEnd:
		ev = s.nextTurn(ev)
	case ActKeep:
		ev = s.doKeep(a, ev)
	case ActFlip:
		ev = s.doFlip(a, ev)
	}
	return ev
}

var errOver = refuse("the game is over")

// Check tells whether a is legal now, and for a placement what it costs.
// Each action's own check lives in the file named after it.
func (s *State) Check(a Action) (int, error) {
	if s.Phase == PhaseOver {
		return 0, errOver
	}
	if a.Kind >= numKinds {
		return 0, refuse("unknown action kind %d", a.Kind)
	}
	if (a.Add || a.Discount) && a.Kind > ActSpray {
		return 0, refuse("add and discount go with a placement, not with %s", a.Kind)
	}
	if a.Save && a.Kind != ActKeep {
		return 0, refuse("save goes with keep, not with %s", a.Kind)
	}
	if a != a.canonical() {
		return 0, refuse("malformed %s action: it carries fields %s does not take", a.Kind, a.Kind)
	}
	if err := s.checkPhase(a); err != nil {
		return 0, err
	}
	switch a.Kind {
	case ActPaint, ActPermit, ActBonus, ActSpray:
		cost, err := s.checkPlacement(a)
		if err != nil {
			return 0, err
		}
		switch a.Kind {
		case ActPaint:
			err = s.checkPaint(a)
		case ActPermit:
			err = s.checkPermit(a)
		case ActBonus:
			err = s.checkBonus(a)
		case ActSpray:
			err = s.checkSpray(a)
		}
		return cost, err
	case ActReserve:
		return 0, s.checkReserve(a)
	case ActExtra:
		return 0, s.checkExtra()
	case ActKeep:
		return 0, s.checkKeep(a)
	case ActFlip:
		return 0, s.checkFlip(a)
	}
	return 0, nil // pass, end
}

// checkPhase refuses an action the phase does not wait for: at round end
// only the keep or the flip, after an action only the extra action, the
// end of the turn or a reservation, and in play neither of those three.
func (s *State) checkPhase(a Action) error {
	p := &s.Players[s.Current]
	switch s.Phase {
	case PhaseKeep:
		if a.Kind != ActKeep {
			return refuse("the round is over: %s chooses the paint tiles to keep", p.Name)
		}
	case PhaseFlip:
		if a.Kind != ActFlip {
			return refuse("the round is over: %s chooses a segment of section %s for the neutral tag", p.Name, Section(s.FlipSection))
		}
	case PhaseAfter:
		switch a.Kind {
		case ActExtra, ActEnd, ActReserve:
		default:
			return refuse("%s has acted: use the extra action or end the turn", p.Name)
		}
	default:
		switch a.Kind {
		case ActExtra, ActEnd:
			return refuse("%s is only possible after your action", a.Kind)
		case ActKeep:
			return refuse("paint tiles are kept at the end of the round")
		case ActFlip:
			return refuse("neutral flips happen at the end of the round")
		}
	}
	return nil
}

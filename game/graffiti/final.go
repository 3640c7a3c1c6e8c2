package graffiti

// Taking back a confirmed action, as players of digital tables expect,
// but honestly (docs/rules.md, "Taking back an action"): only a seat's own
// last actions, before anyone else has acted or the turn has been handed
// over, and never across hidden information. Drawing a permit from the
// stack, a slot refilled from a stack, the discard reshuffled, a permit
// revealed at the round's end: what someone has seen cannot be unseen, so
// such an action cannot be taken back, nor anything before it.
//
// Whoever owns the match keeps it as it stood before each action that may
// be taken back (the local session does), so the state after a take-back
// is exactly one the rules reached.

var (
	errUndoHidden   = refuse("that action showed something hidden (a tile drawn from a stack): it cannot be taken back")
	errUndoRoundEnd = refuse("the round's end cannot be taken back")
)

// final tells why an action can never be taken back (the contract's
// Match.Final): it closed a round, or showed something hidden.
func final(before *State, ev []Event) error {
	switch {
	case before.Phase != PhasePlay && before.Phase != PhaseAfter:
		return errUndoRoundEnd
	case revealsHidden(ev):
		return errUndoHidden
	}
	return nil
}

// revealsHidden reports whether ev shows something no one knew: a tile
// drawn from a stack (into a hand or onto a slot), a reshuffle, a permit
// revealed.
func revealsHidden(ev []Event) bool {
	for _, e := range ev {
		switch e.Kind {
		case EvPermitRefill, EvPermitShuffle, EvBonusRefill, EvRevealed:
			return true
		case EvPermitTaken:
			if e.N == PermitSlots { // from the stack
				return true
			}
		}
	}
	return false
}

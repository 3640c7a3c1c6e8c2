package graffiti

// Taking back a confirmed action, as players of digital tables expect,
// but honestly (docs/rules.md, "Taking back an action"): only a seat's own
// last actions, before anyone else has acted or the turn has been handed
// over, and never across hidden information. Drawing a permit from the
// stack, a slot refilled from a stack, the discard reshuffled, a permit
// revealed at the round's end: what someone has seen cannot be unseen, so
// such an action cannot be taken back, nor anything before it.
//
// Going back replays the turn from its start without its last action, so
// the state after a take-back is exactly one the rules reach.

// Undo keeps what a turn needs to be taken back: whose actions it holds,
// the state just before the first of them, and the actions.
type Undo struct {
	seat   int
	start  *State
	played []Action
	closed error // why nothing can be taken back, when nothing can
}

var (
	errUndoNothing  = refuse("nothing to take back")
	errUndoHidden   = refuse("that action showed something hidden (a tile drawn from a stack): it cannot be taken back")
	errUndoHanded   = refuse("the turn has been handed over: only your own actions of this turn can be taken back")
	errUndoRoundEnd = refuse("the round's end cannot be taken back")
)

// NewUndo starts an empty record: nothing to take back yet.
func NewUndo() *Undo { return &Undo{seat: Nobody, closed: errUndoNothing} }

// Played notes that seat made a on before (the state just before it,
// which the record keeps: pass a copy), with the events ev. It can be
// taken back while no other seat has acted and nothing hidden was seen;
// an action of another seat starts the record again from before.
func (u *Undo) Played(before *State, seat int, a Action, ev []Event) {
	switch {
	case before.Phase != PhasePlay && before.Phase != PhaseAfter:
		u.Close(errUndoRoundEnd)
	case revealsHidden(ev):
		u.Close(errUndoHidden)
	default:
		if seat != u.seat || len(u.played) == 0 {
			u.seat, u.start, u.played = seat, before, u.played[:0]
		}
		u.played = append(u.played, a)
		u.closed = nil
	}
}

// HandOver closes the record: the table calls it when the turn is handed
// over to another person (they lift the curtain).
func (u *Undo) HandOver() { u.Close(errUndoHanded) }

// Close empties the record, with the reason given when a take-back is
// asked for.
func (u *Undo) Close(why error) {
	u.seat, u.start, u.played, u.closed = Nobody, nil, u.played[:0], why
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

// Seat is whose actions can be taken back, or Nobody.
func (u *Undo) Seat() int {
	if len(u.played) == 0 {
		return Nobody
	}
	return u.seat
}

// Check tells whether an action can be taken back now, and if not, why,
// in the words of the rules.
func (u *Undo) Check() error {
	if len(u.played) == 0 {
		if u.closed != nil {
			return u.closed
		}
		return errUndoNothing
	}
	return nil
}

// CheckFor is Check for the person at seat: only their own actions can
// be taken back.
func (u *Undo) CheckFor(seat int) error {
	if err := u.Check(); err != nil {
		return err
	}
	if seat != u.seat {
		return errUndoHanded
	}
	return nil
}

// Back takes the last action back: the state of just before it, replayed
// from the record's start. The record then holds one action less.
func (u *Undo) Back() (*State, error) {
	if err := u.Check(); err != nil {
		return nil, err
	}
	s := u.start.Clone()
	var ev []Event
	var err error
	for _, a := range u.played[:len(u.played)-1] {
		if ev, err = s.ApplyTo(ev[:0], a); err != nil {
			// The record replays what was played from the same state:
			// the rules are deterministic, so this cannot happen.
			panic("game: an action of the undo record was refused on replay: " + err.Error())
		}
	}
	u.played = u.played[:len(u.played)-1]
	if len(u.played) == 0 {
		u.closed = errUndoNothing
	}
	return s, nil
}

// Steps is how many actions can be taken back now.
func (u *Undo) Steps() int { return len(u.played) }

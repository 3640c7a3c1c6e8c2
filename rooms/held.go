package rooms

import "graffiti/rooms/wire"

// heldView is the view a role's connections hold (a seat's, or
// game.Nobody's for the table and the spectators): the one of the last
// welcome or update they were sent, after at actions. An update is sent
// as a patch of it (wire.Diff) where that is shorter: most of a view is
// the same after an action, and the whole view to every connection was
// 11 KB an action for a room of four phones and a table.
//
// Every connection of a role holds the same view: each is welcomed with
// the view as it is, which is then this role's, and hears every update
// after it, in order.
type heldView struct {
	at   int
	view []byte
}

// patch sends msg (an update whose View is seat's new view) as a patch
// of the view seat's connections hold, when that is shorter, writing the
// patch after scratch's length; and holds the new view.
func (r *room) patch(msg *wire.Message, seat int, scratch []byte) []byte {
	h := r.hold(seat)
	if h.view != nil {
		if p, ok := wire.Diff(scratch, h.view, msg.View); ok {
			msg.Base, msg.Patch = ptr(h.at), p[len(scratch):]
			scratch = p
		}
	}
	h.at, h.view = msg.Actions, append(h.view[:0], msg.View...)
	if msg.Patch != nil {
		msg.View = nil
	}
	return scratch
}

// held notes the view a role's connections now hold, after a welcome.
func (r *room) held(seat, at int, view []byte) {
	h := r.hold(seat)
	h.at, h.view = at, append(h.view[:0], view...)
}

func (r *room) hold(seat int) *heldView {
	if r.views == nil {
		r.views = map[int]*heldView{}
	}
	h := r.views[seat]
	if h == nil {
		h = &heldView{}
		r.views[seat] = h
	}
	return h
}

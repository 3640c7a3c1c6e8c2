package rooms

import (
	"sync"

	"graffiti/rooms/wire"
)

// heldView is the view a role's connections hold (a seat's, or
// game.Nobody's for the table and the spectators): the one of the last
// welcome or update they were sent, after at actions. An update is sent
// as a patch of it (wire.DiffIndexed) where that is shorter: most of a view is
// the same after an action, and the whole view to every connection was
// 11 KB an action for a room of four phones and a table.
//
// Every connection of a role holds the same view: each is welcomed with
// the view as it is, which is then this role's, and hears every update
// after it, in order.
type heldView struct {
	at   int
	view []byte
	// ends is the view's index (wire.Index), made at its first diff:
	// the next view's, made for that diff, is the one after it. A room
	// nobody plays in holds none.
	ends    []int32
	indexed bool
}

// patch sends msg (an update whose View is seat's new view) as a patch
// of the view seat's connections hold, when that is shorter, writing the
// patch after scratch's length; and holds the new view.
func (r *room) patch(msg *wire.Message, seat int, scratch []byte) []byte {
	h := r.hold(seat)
	if h.view != nil && !h.indexed {
		h.ends, h.indexed = wire.Index(h.view, h.ends)
	}
	spare := indexes.Get().(*[]int32)
	next, ok := wire.Index(msg.View, *spare)
	if h.indexed && ok {
		if p, worth := wire.DiffIndexed(scratch, h.view, h.ends, msg.View, next); worth {
			msg.Base, msg.Patch = ptr(h.at), p[len(scratch):]
			scratch = p
		}
	}
	h.at, h.view = msg.Actions, append(h.view[:0], msg.View...)
	*spare, h.ends, h.indexed = h.ends, next, ok
	indexes.Put(spare)
	if msg.Patch != nil {
		msg.View = nil
	}
	return scratch
}

// indexes are spare indexes of views: each role's held index is swapped
// with one at each update.
var indexes = sync.Pool{New: func() any { return new([]int32) }}

// held notes the view a role's connections now hold, after a welcome.
func (r *room) held(seat, at int, view []byte) {
	h := r.hold(seat)
	h.at, h.view, h.indexed = at, append(h.view[:0], view...), false
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

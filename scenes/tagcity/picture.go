package tagcity

import (
	"graffiti/game/tagcity"
	"graffiti/scenes"
)

// The table's picture is kept between frames and drawn again only when
// something it shows changed (frameKey), as Kunststücke's is: a still
// frame is one copy of it. A frame of Tag City's table cost about as
// much as Kunststücke's (every cell of the main board and the thumbs,
// the tracks, the log's text), drawn again at every frame of a resting
// page: what a room's table page and its phones spent most of their
// processor on in a browser drawing by software.

// frameKey is everything the table's picture depends on. The battle as
// the viewer knows it is S, a new stand-in whenever it moved on or the
// viewer changed (see), so its identity stands for all of it.
type frameKey struct {
	s                 *tagcity.State
	gen               int
	seen              scenes.Seen
	rolledAt, placeAt int
	place, marks      uint64
	held              int
	pressed, dragging bool
	use               tagcity.Kind
	shape             tagcity.Shape
	turn              int
	anchor            [2]int
	put               bool
	bubble            int
	msg               string
	preview           string
	lastSeat, undoLog int
	logN              int
	curtain           scenes.Curtain
	finalAt, viewing  int
	botShown          bool
	botAct            string
	screen            scenes.ScreenKey
	// moving is the tick while anything moves (the dice tumbling, an
	// event's motion, the curtain), else 0; dots step while a bot or a
	// phone's player thinks.
	moving, dots int
}

// ints is a list of small numbers (the dice's sections, 0 to 5 or none;
// the markers, 0 to 3) as a key compares it: four bits each, fifteen at
// the most, and the length.
func ints(xs []int) uint64 {
	k := uint64(len(xs)) << 60
	for i, x := range xs[:min(len(xs), 15)] {
		k |= uint64(x&15) << (4 * i)
	}
	return k
}

func (t *Table) frameKey(d *scenes.Draw) frameKey {
	a := d.App
	act, shown := t.bot.Shown()
	k := frameKey{
		s: t.S, gen: t.gen, seen: t.seen,
		rolledAt: t.rolledAt, placeAt: t.placeAt, place: ints(t.place), marks: ints(t.Marks),
		held: t.held, pressed: t.pressed, dragging: t.dragging,
		use: t.use, shape: t.shape, turn: t.turn, anchor: t.anchor, put: t.put, bubble: t.bubble, msg: t.msg,
		lastSeat: t.lastSeat, undoLog: t.undoLog, logN: len(t.log),
		curtain: t.Curtain, finalAt: t.finalAt, viewing: t.viewing, botShown: shown,
		screen: scenes.ScreenKeyOf(d, t.Seats), dots: -1,
	}
	if t.preview.valid {
		k.preview = t.preview.act.String()
	}
	if shown {
		k.botAct = act.String()
	}
	if t.rollBusy(a) || t.fxBusy(a) || t.Curtain.Moving(a) {
		k.moving = a.Tick
	}
	if actor := t.S.Actor(); actor >= 0 && t.isBot(actor) {
		k.dots = (a.Tick / 15) % 4
	}
	return k
}

// Draw paints the table: its picture, drawn again when something in it
// changed.
func (t *Table) Draw(d *scenes.Draw) {
	t.see()
	t.Kept.Draw(d, t.frameKey(d), t.drawTable)
}

package kunststucke

import (
	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
)

// The table's picture is kept between frames and drawn again only when
// something it shows changed (frameKey): a still frame is one copy of
// it. Kunststücke's table is the dearest of the three to draw (some
// 1,500 draw calls: the canvas's guide, every shape cell by cell, the
// strips' minis, the log's text), about 3 ms a frame natively and five
// times Graffiti's; drawn again at every frame of a resting page, that
// was most of what a far seat's or a room's page cost a browser drawing
// by software, and a phone's battery.

// frameKey is everything the table's picture depends on. The game as
// the viewer knows it is S, a new stand-in whenever the game moved on
// or the viewer changed (see), so its identity stands for all of it.
type frameKey struct {
	s, peekS   *ks.State
	gen        int
	seen       scenes.Seen
	held       ks.ShapeID
	rot        int
	anchor     ks.Cell
	put        bool
	slide      ks.ShapeID
	grab, dest ks.Cell
	destSet    bool
	pile       int
	tile       ks.TileID
	msg        string
	logN, read int
	peek       int
	peekShown  bool
	curtain    scenes.Curtain
	botShown   bool
	botAct     string
	screen     scenes.ScreenKey
	// moving is the tick while anything moves (a move's motion, the
	// curtain's or the peek's shutter), else 0; dots and pulse are the
	// two things that step at rest: a bot's thinking dots, a slide's
	// destinations.
	moving, dots, pulse int
}

func (t *Table) frameKey(d *scenes.Draw) frameKey {
	a := d.App
	act, shown := t.bot.Shown()
	k := frameKey{
		s: t.S, peekS: t.peekS, gen: t.gen, seen: t.seen,
		held: t.held, rot: t.rot, anchor: t.anchor, put: t.put,
		slide: t.slide, grab: t.grab, dest: t.dest, destSet: t.destSet,
		pile: t.pile, tile: t.tile, msg: t.msg, logN: len(t.log), read: -1,
		peek: t.peek, peekShown: t.peekShown, curtain: t.Curtain, botShown: shown,
		screen: scenes.ScreenKeyOf(d, t.Seats), dots: -1, pulse: -1,
	}
	if shown {
		k.botAct = act.String()
	}
	if v := t.viewer(); v >= 0 && v < len(t.read) {
		k.read = t.read[v]
	}
	peekMoving := t.peek >= 0 && !t.peekShown && (&scenes.Curtain{Moved: t.peekAt}).Moving(a)
	if t.movesBusy(a) || t.Curtain.Moving(a) || peekMoving {
		k.moving = a.Tick
	}
	if actor := t.S.Current; actor >= 0 && t.isBot(actor) && !t.S.Over {
		k.dots = (a.Tick / 15) % 4
	}
	if t.slide >= 0 {
		k.pulse = (a.Tick / 10) % 2
	}
	return k
}

// Draw paints the table: its picture, drawn again when something in it
// changed.
func (t *Table) Draw(d *scenes.Draw) {
	t.see()
	t.Kept.Draw(d, t.frameKey(d), t.drawTable)
}

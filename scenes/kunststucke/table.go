package kunststucke

import (
	"fmt"
	"slices"

	"graffiti/game"
	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
	"graffiti/scenes/sound"
	"graffiti/scenes/ui"
)

// Table is a game of Kunststücke in progress, as the one in front of
// the screen may know it: who plays each seat, what the person to play
// has chosen so far (a shape of the hand and its ghost, a shape to slide
// and where, a pile to look at, a tile of it), the hand-over curtain, the
// peek at one's own objectives, the bots, the log and the shapes on the
// move. The game is the session's; the table holds the view it shows,
// as the core's stand-in of it (S). Every legality comes from the core
// (Check, PlacesOf, SlidesOf, Route, MetGroup): the table only shows
// what it says.
type Table struct {
	// S is the game as the table's viewer may know it: the stand-in of
	// the view it shows (ks.StandIn), that seat's own tiles real, every
	// other secret dealt from a fixed seed; the public view's when no one
	// may look.
	S     *ks.State
	Seats []scenes.Seat

	sess  scenes.Session
	dealt uint64      // the seed of the stand-ins' secrets (what no one here may see)
	gen   int         // the session's changes played here: S is for seen.Gen
	seen  scenes.Seen // what S is the stand-in of
	peekS *ks.State   // the peeking seat's stand-in, while it peeks

	// all are the legal actions now, legal those the session offers (in
	// a lesson, the step's one: scenes.Allowed); legalAt is the action
	// count all is for, -1 for none.
	all     []ks.Action
	legal   []ks.Action
	legalAt int

	// Placing: the shape in hand, its quarter-turn, its ghost's anchor,
	// and whether a tap put the ghost down (else it follows the pointer).
	held   ks.ShapeID
	rot    int
	anchor ks.Cell
	put    bool
	// Sliding: the shape tapped on the canvas, the cell of it tapped (the
	// destinations glow where that cell would go), its destinations from
	// SlidesOf, and the one picked.
	slide   ks.ShapeID
	grab    ks.Cell
	dests   []ks.Action
	dest    ks.Cell
	destSet bool
	// Drawing: the pile chosen to look at (before Confirm), the tile of
	// the pile looked at chosen (before its slot).
	pile int
	tile ks.TileID
	msg  string

	log []ksLogEntry
	// read is, per seat, the log's length when that seat last ended a
	// turn: the lines after it are "since your last turn".
	read  []int
	moves []ksMove

	Curtain scenes.Curtain
	// The peek at one's own objectives: the seat peeking (-1 for none),
	// and whether its own shutter was lifted to show them.
	peek      int
	peekShown bool
	peekAt    int

	bot         ksBotTurn
	botSeedBase uint64
	over        bool

	// The table's picture between frames (picture.go): its Release
	// and Forget are the table's.
	scenes.Kept[frameKey]
}

// ksLogEntry is one event told in the log.
type ksLogEntry struct {
	ev ks.Event
}

// NewTable starts a game from a set-up, played on this device; seats
// says who plays each seat (nil: people only).
func NewTable(a *scenes.App, setup ks.Setup, seats []scenes.Seat) (*Table, error) {
	if seats == nil {
		seats = make([]scenes.Seat, setup.Players)
	}
	if len(seats) != setup.Players {
		return nil, fmt.Errorf("%d seats for %d players", len(seats), setup.Players)
	}
	s, ev, err := ks.New(setup)
	if err != nil {
		return nil, err
	}
	sess, err := scenes.NewLocal(ks.Rules, ks.NewMatch(s), seats, game.Events(ev))
	if err != nil {
		return nil, err
	}
	t := TableFrom(a, sess)
	t.log = t.log[:0] // the set-up's own event tells the first turn
	t.logEvents(scenes.Told[ks.Event](sess.Events(game.Nobody)))
	t.save(a)
	return t, nil
}

// TableFrom takes up the game of a session (a saved game, a new one).
func TableFrom(a *scenes.App, sess scenes.Session) *Table {
	seats := sess.Seats()
	t := &Table{
		sess: sess, Seats: seats, legalAt: -1, held: -1, slide: -1, pile: -1, tile: -1, peek: -1,
		botSeedBase: a.NewBotSeed(), read: make([]int, len(seats)), seen: scenes.Seen{Gen: -1},
	}
	t.Curtain.Init(seats)
	t.see()
	if s := t.S; !s.Over {
		t.logEvents([]ks.Event{{Kind: ks.EvTurn, Seat: s.Current, N: s.Turn}})
	}
	return t
}

// Session is the game's owner, which the table plays through.
func (t *Table) Session() scenes.Session { return t.sess }

// State is the game as the table's viewer may know it (S).
func (t *Table) State() *ks.State { return t.S }

// see makes S the stand-in of the view the table shows now: the view of
// viewer(), which rests on what is public (who acts, the curtain, a
// peek), first found from the public view when the game moved on.
func (t *Table) see() {
	if t.seen.Gen != t.gen {
		t.S, t.seen = t.standIn(game.Nobody), scenes.Seen{Gen: t.gen, Viewer: game.Nobody}
		t.peekS = nil
	}
	if v := t.viewer(); v != t.seen.Viewer {
		t.S, t.seen.Viewer = t.standIn(v), v
	}
	if t.peek >= 0 && (t.peekS == nil || t.peekS.Actions != t.S.Actions) {
		t.peekS = t.standIn(t.peek)
	}
}

// standIn is the game as seat may know it, from its view.
func (t *Table) standIn(seat int) *ks.State {
	return scenes.StandInOf(t.sess, seat, t.dealt, ks.StandIn)
}

// known is the game as seat may know it: S for the viewer, the peek's
// stand-in for the seat peeking.
func (t *Table) known(seat int) *ks.State {
	if seat == t.peek && t.peekS != nil {
		return t.peekS
	}
	return t.S
}

func (t *Table) isBot(seat int) bool {
	return seat >= 0 && seat < len(t.Seats) && (t.Seats[seat].Bot || t.Seats[seat].Away)
}

// refresh recomputes the legal actions when the state moved on, and
// forgets the choices the move made stale. What the session offers of
// them is asked each time: a lesson's next step offers another action
// with no action played.
func (t *Table) refresh() {
	if t.legalAt != t.S.Actions {
		t.legalAt = t.S.Actions
		t.all = t.S.LegalActions(t.all)
		t.clearChoice()
	}
	t.legal = scenes.Allowed(t.sess, append(t.legal[:0], t.all...))
}

// canPlace reports whether any shape of the hand fits anywhere now (a
// player with none must discard).
func (t *Table) canPlace() bool {
	return slices.ContainsFunc(t.all, func(x ks.Action) bool { return x.Kind == ks.ActPlace })
}

// clearChoice forgets what the person had chosen.
func (t *Table) clearChoice() {
	t.held, t.put, t.rot = -1, false, 0
	t.slide, t.dests, t.destSet = -1, t.dests[:0], false
	t.pile, t.tile = -1, -1
}

// viewer is the one seat whose objective tiles may be drawn now, or
// game.Nobody: the person to play once they lifted the curtain; while a
// bot plays, the one person at the device when only one plays.
func (t *Table) viewer() int {
	actor := t.S.Current
	switch {
	case t.S.Over, t.peek >= 0:
		return game.Nobody
	case t.Curtain.Lifted(actor) && !t.isBot(actor):
		return actor
	case t.isBot(actor) && scenes.People(t.Seats) == 1 && !t.Curtain.Down():
		return t.Curtain.LiftedFor
	}
	return game.Nobody
}

// mine reports whether the person in front of the screen plays now: the
// seat to act is a person's and their curtain is up.
func (t *Table) mine() bool {
	actor := t.S.Current
	return !t.S.Over && !t.isBot(actor) && t.viewer() == actor && t.peek < 0
}

// Apply plays a confirmed action through the session: the log, the
// animations (of what everyone may learn of it), the autosave.
func (t *Table) Apply(a *scenes.App, act ks.Action) error {
	seat := t.S.Current
	if err := t.sess.Act(act.String()); err != nil {
		t.msg = ksReason(a.Lang(), err)
		return err
	}
	t.took(a, seat, act.Kind == ks.ActEnd)
	return nil
}

// took shows what the session played since the table last looked (seat
// to act before it, ended its turn): the log, the animations, the
// autosave.
func (t *Table) took(a *scenes.App, seat int, ended bool) {
	t.gen++
	t.see()
	ev := scenes.Told[ks.Event](t.sess.Events(game.Nobody))
	t.msg = ""
	if ended {
		t.read[seat] = len(t.log)
	}
	t.logEvents(ev)
	t.startMoves(a, ev)
	t.refresh()
	t.save(a)
}

// Update handles one tick.
func (t *Table) Update(a *scenes.App) error {
	in := a.Input()
	t.see()
	t.refresh()
	if t.sess.Actions() != t.S.Actions && !t.movesBusy(a) {
		// Played away from this device, on a phone or by a room's host:
		// told once the last move has been seen.
		t.took(a, t.S.Current, false)
		return nil
	}
	if t.S.Over {
		if !t.over && !t.movesBusy(a) {
			t.over = true
			t.bot.Stop()
			a.Goto(NewReveal(a, t))
		}
		if ui.AnyTap(in) {
			t.moves = t.moves[:0]
		}
		return nil
	}
	if t.peek >= 0 {
		t.updatePeek(a, in)
		return nil
	}
	actor := t.S.Current
	if !t.movesBusy(a) || t.isBot(actor) || t.Curtain.Down() {
		// The curtain falls once the last move has been seen by all.
		if t.Curtain.Update(a, actor, t.isBot(actor)) {
			return nil
		}
	}
	if ui.Tapped(in, ksTitleBtn) {
		t.bot.Stop()
		a.Goto(scenes.NewTitle(a))
		return nil
	}
	if ui.Tapped(in, ksRulesBtn) {
		a.Goto(scenes.NewRules(a, t))
		return nil
	}
	for seat := range t.S.Players {
		if !t.isBot(seat) && ui.Tapped(in, ksPeekBtn(seat, t.S.N())) {
			t.startPeek(a, seat)
			return nil
		}
	}
	if t.isBot(actor) {
		t.updateBot(a)
		return nil
	}
	if !t.mine() || t.movesBusy(a) {
		return nil
	}
	t.updatePerson(a, in)
	return nil
}

// updatePerson turns the taps, keys and wheel of the person to play into
// choices, and the choices into actions.
func (t *Table) updatePerson(a *scenes.App, in *ui.Input) {
	if in.Key == ui.KeyBack {
		t.clearChoice()
		t.msg = ""
		return
	}
	t.turnKeys(in)
	if t.held >= 0 && !t.put && ksGridRect.Contains(in.Hover) {
		t.follow(in.Hover)
	}
	for _, p := range in.Taps {
		if t.tapButtons(a, p) {
			return
		}
		if t.S.Looking >= 0 {
			t.tapLooking(a, p)
			return
		}
		for k, id := range t.S.Hand(t.S.Current) {
			if ui.Hit(ksHandBox(k), p) {
				t.pick(a, id)
				return
			}
		}
		for k := 0; k < ks.NumPiles; k++ {
			if ui.Hit(ksPileRect(k), p) {
				t.choosePile(a, k)
				return
			}
		}
		if ui.Hit(ksGridRect, p) {
			t.tapCanvas(a, p)
			return
		}
	}
	if in.Key == ui.KeyEnter {
		t.confirm(a)
	}
}

// tapButtons handles the panel's buttons.
func (t *Table) tapButtons(a *scenes.App, p ui.Point) bool {
	switch {
	case ui.Hit(ksConfirmBtn, p):
		t.confirm(a)
	case ui.Hit(ksRotateBtn, p):
		if t.held >= 0 {
			t.rotate(1)
		}
	case ui.Hit(ksDiscardBtn, p):
		t.discard(a)
	case ui.Hit(ksUndoBtn, p):
		if t.S.Check(ks.Action{Kind: ks.ActUndo}) == nil {
			t.Apply(a, ks.Action{Kind: ks.ActUndo})
			a.Cue(sound.Clack)
		}
	case ui.Hit(ksEndBtn, p):
		if err := t.S.Check(ks.End); err != nil {
			t.msg = ksReason(a.Lang(), err)
		} else {
			t.Apply(a, ks.End)
		}
	default:
		return false
	}
	return true
}

// pick takes a shape of the hand: its ghost follows the pointer.
func (t *Table) pick(a *scenes.App, id ks.ShapeID) {
	if t.held == id {
		t.clearChoice() // a second tap puts it back in the hand
		return
	}
	t.clearChoice()
	t.msg = ""
	if t.S.Played {
		t.msg = ksReason(a.Lang(), t.S.Check(ks.Action{Kind: ks.ActDiscard, Shape: id}))
		return
	}
	t.held, t.rot = id, ks.Turns(id)[0]
	t.anchor = ks.Cell{X: ks.CanvasSize / 2, Y: ks.CanvasSize / 2}
	t.keepInside()
	a.Cue(sound.Clack)
}

// turnKeys turns the shape in hand by R, the wheel and two fingers.
func (t *Table) turnKeys(in *ui.Input) {
	if t.held < 0 {
		return
	}
	for _, r := range in.Chars {
		if r == 'r' || r == 'R' {
			t.rotate(1)
		}
	}
	switch {
	case in.Wheel > 0 || in.Twist > 0:
		t.rotate(1)
	case in.Wheel < 0 || in.Twist < 0:
		t.rotate(-1)
	}
}

// rotate turns the shape in hand to its next (or previous) distinct
// quarter-turn, as the core lists them.
func (t *Table) rotate(step int) {
	turns := ks.Turns(t.held)
	i := slices.Index(turns, t.rot)
	t.rot = turns[((i+step)%len(turns)+len(turns))%len(turns)]
	t.keepInside()
}

// keepInside keeps the ghost's box on the canvas.
func (t *Table) keepInside() {
	w, h := ks.Size(t.held, t.rot)
	t.anchor.X = int8(max(0, min(int(t.anchor.X), ks.CanvasSize-w)))
	t.anchor.Y = int8(max(0, min(int(t.anchor.Y), ks.CanvasSize-h)))
}

// follow puts the ghost's box where the pointer at p has its middle.
func (t *Table) follow(p ui.Point) {
	c, ok := ksCellAt(p)
	if !ok {
		return
	}
	w, h := ks.Size(t.held, t.rot)
	t.anchor = ks.Cell{X: c.X - int8((w-1)/2), Y: c.Y - int8((h-1)/2)}
	t.keepInside()
}

// placeAction is the placement the ghost makes.
func (t *Table) placeAction() ks.Action {
	return ks.Action{Kind: ks.ActPlace, Shape: t.held, Rot: int8(t.rot), At: t.anchor}
}

// tapCanvas puts the ghost down, or picks a shape to slide and its
// destination.
func (t *Table) tapCanvas(a *scenes.App, p ui.Point) {
	c, ok := ksCellAt(p)
	if !ok {
		return
	}
	if t.held >= 0 {
		t.follow(p)
		t.put = true
		if err := t.S.Check(t.placeAction()); err != nil {
			t.msg = ksReason(a.Lang(), err)
		} else {
			t.msg = ""
			a.Cue(sound.Clack)
		}
		return
	}
	if t.slide >= 0 {
		to := ks.Cell{X: c.X - t.grab.X, Y: c.Y - t.grab.Y}
		if t.isDest(to) {
			t.dest, t.destSet = to, true
			t.msg = ""
			return
		}
	}
	id := t.S.At(c)
	if id < 0 {
		t.slide, t.destSet = -1, false
		return
	}
	t.clearChoice()
	t.slide = id
	ss := t.S.Shapes[id]
	t.grab = ks.Cell{X: c.X - ss.X, Y: c.Y - ss.Y}
	t.dests = t.S.SlidesOf(id, t.dests)
	t.msg = ""
	if len(t.dests) == 0 {
		t.msg = ksReason(a.Lang(), t.slideRefusal(id))
	}
	a.Cue(sound.Clack)
}

// slideRefusal is why shape id has nowhere to go: the core's refusal of
// a slide (no token), or the words for no destination at all.
func (t *Table) slideRefusal(id ks.ShapeID) error {
	p := &t.S.Players[t.S.Current]
	if p.Tokens < ks.SlideCost {
		return t.S.Check(ks.Action{Kind: ks.ActSlide, Shape: id, At: ks.Cell{}})
	}
	return &game.Refusal{Format: ksNoDestination}
}

// ksNoDestination is the table's own words when SlidesOf lists nothing.
const ksNoDestination = "no destination"

func (t *Table) isDest(c ks.Cell) bool {
	return slices.ContainsFunc(t.dests, func(x ks.Action) bool { return x.At == c })
}

// choosePile picks a pile to look at (Confirm looks).
func (t *Table) choosePile(a *scenes.App, k int) {
	t.clearChoice()
	if err := t.S.Check(ks.Action{Kind: ks.ActLook, Pile: int8(k)}); err != nil {
		t.msg = ksReason(a.Lang(), err)
		return
	}
	t.pile, t.msg = k, ""
	a.Cue(sound.Clack)
}

// tapLooking chooses a tile of the pile looked at, then its free slot.
func (t *Table) tapLooking(a *scenes.App, p ui.Point) {
	pile := t.S.Pile(t.S.Looking)
	for j, tile := range pile {
		if ui.Hit(ksPileTileRect(j, len(pile)), p) {
			t.tile = tile
			a.Cue(sound.Clack)
			return
		}
	}
	for k := 0; k < ks.NumSlots; k++ {
		if !ui.Hit(ksPrivSlotRect(k), p) {
			continue
		}
		if t.tile < 0 {
			t.msg = a.T(KSChooseTile)
			return
		}
		t.Apply(a, ks.Action{Kind: ks.ActTake, Tile: t.tile, Slot: int8(k)})
		return
	}
}

// discard puts the shape in hand in the box.
func (t *Table) discard(a *scenes.App) {
	if t.held < 0 {
		t.msg = a.T(KSPickFirst)
		return
	}
	t.Apply(a, ks.Action{Kind: ks.ActDiscard, Shape: t.held})
}

// confirmAction is what Confirm would play now, if anything.
func (t *Table) confirmAction() (ks.Action, bool) {
	switch {
	case t.held >= 0 && t.put:
		return t.placeAction(), true
	case t.slide >= 0 && t.destSet:
		return ks.Action{Kind: ks.ActSlide, Shape: t.slide, At: t.dest}, true
	case t.pile >= 0:
		return ks.Action{Kind: ks.ActLook, Pile: int8(t.pile)}, true
	}
	return ks.Action{}, false
}

// confirm plays the choice made.
func (t *Table) confirm(a *scenes.App) {
	act, ok := t.confirmAction()
	if !ok {
		t.msg = a.T(KSWhatNext)
		return
	}
	if t.Apply(a, act) == nil && act.Kind != ks.ActSlide {
		a.Cue(sound.Clack)
	}
}

// startPeek lowers a shutter for seat's look at their own objectives
// (none when only one person plays: nobody else is there to see).
func (t *Table) startPeek(a *scenes.App, seat int) {
	t.peek, t.peekShown, t.peekAt = seat, scenes.People(t.Seats) <= 1, a.Tick
}

// updatePeek lifts the peek's shutter on a tap, then ends the peek on
// the next: the one at the device must then lift the hand-over curtain
// again, unless they were the one who peeked.
func (t *Table) updatePeek(a *scenes.App, in *ui.Input) {
	if !ui.AnyTap(in) && in.Key != ui.KeyBack {
		return
	}
	if !t.peekShown && in.Key != ui.KeyBack {
		t.peekShown, t.peekAt = true, a.Tick
		return
	}
	if scenes.People(t.Seats) > 1 && t.peek != t.Curtain.LiftedFor {
		t.Curtain.LiftedFor = game.Nobody
	}
	t.peek, t.peekShown = -1, false
}

package tagcity

import (
	"fmt"
	"slices"

	"graffiti/game"
	"graffiti/game/tagcity"
	"graffiti/scenes"
	"graffiti/scenes/sound"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
)

// Table is a battle of Tag City in progress, as the one in front of the
// screen may know it: who plays each seat, what the person in front of
// the screen has chosen so far (a die, a use, a drawing), the final die's
// curtain, the bots and the animations. The battle is the session's; the
// table holds the view it shows, as the core's stand-in of it (S). Every
// legality, score and refusal comes from the core: the table lists what
// Check and LegalActions accept, and learns what a drawing would score
// by applying it to a clone.
type Table struct {
	// S is the battle as the table's viewer may know it: the stand-in of
	// the view it shows (tagcity.StandIn); everything is public but the
	// final die's choices, of which it holds the viewer's own only.
	S     *tagcity.State
	Seats []scenes.Seat
	Marks []int // each seat's marker (0-3: pink, cyan, orange, white); nil: the seat's own

	sess  scenes.Session
	dealt uint64      // the seed of the stand-ins' secrets (what no one here may see)
	seen  scenes.Seen // what S is the stand-in of

	legal   []tagcity.Action
	legalAt int // the state's action count the legal list is for, -1 for none
	gen     int // bumped at every change of the battle made here

	// Placing: the roll shown (the core rolled at the round's start; the
	// leader's Roll shows it), each die's section, the die in hand.
	rolledAt   int // the action count whose roll was shown, -1 for none
	rollTick   int
	place      []int
	placeAt    int
	held       int // die in hand while placing or picking, -1 for none
	pressed    bool
	dragging   bool
	dragOrigin ui.Point

	// Picking and the final die: the use, the shape and its turn, the
	// drawing put down, the bubble.
	use     tagcity.Kind // ActTag, ActDrone, ActSocial; ActPlace for none yet
	shape   tagcity.Shape
	turn    int // 0-7: quarter turns, +4 flipped
	anchor  [2]int
	put     bool // the drawing was put down by a tap (else it follows the pointer)
	bubble  int  // 1-5, 0 for none
	msg     string
	preview tcPreview

	// Taking back a person's last action, until the next one acts (the
	// session keeps the battle as it stood): whose it was, the log's
	// length before it.
	lastSeat int
	undoLog  int

	log []tcLogEntry
	// read is, per seat, the log's length when that seat last acted:
	// what a phone tells it when its turn comes is what follows (Since).
	read    []int
	fx      []tcFx
	Curtain scenes.Curtain
	finalAt int // the action count when the final die's curtain was reset
	viewing int // a tagger whose board is enlarged, read-only; -1 for none
	reveal  int // tick of the last reveal of the final die, -1 for none

	bot         tcBotTurn
	botSeedBase uint64
	over        bool
	// learner is the newcomer's seat when the table is a lesson's
	// (scenes.Lesson), game.Nobody otherwise: their city stays large
	// while the scripted seats play, as a far seat's does.
	learner int

	// The table's picture between frames (picture.go): its Release
	// and Forget are the table's.
	scenes.Kept[frameKey]
}

// tcLogEntry is one event told in the log, with the names as they were.
type tcLogEntry struct {
	ev tagcity.Event
}

// NewTagCityTable starts a battle from a set-up; seats says who plays
// each seat (nil: people only), marks each seat's marker (nil: its own).
func NewTable(a *scenes.App, setup tagcity.Setup, seats []scenes.Seat, marks []int) (*Table, error) {
	if err := checkMarks(marks, setup.Players); err != nil {
		return nil, err
	}
	if seats == nil {
		seats = make([]scenes.Seat, setup.Players)
	}
	if len(seats) != setup.Players {
		return nil, fmt.Errorf("%d seats for %d taggers", len(seats), setup.Players)
	}
	s, ev, err := tagcity.New(setup)
	if err != nil {
		return nil, err
	}
	sess, err := scenes.NewLocal(tagcity.Rules, tagcity.NewMatch(s), seats, game.Events(ev))
	if err != nil {
		return nil, err
	}
	t := TableFrom(a, sess, marks)
	t.log = t.log[:0] // the set-up's own events tell the round's start
	t.logEvents(scenes.Told[tagcity.Event](sess.Events(game.Nobody)))
	t.Save(a)
	return t, nil
}

// TableFrom takes up the battle of a session (a saved one, a new one).
func TableFrom(a *scenes.App, sess scenes.Session, marks []int) *Table {
	seats := sess.Seats()
	t := &Table{
		sess: sess, Seats: seats, Marks: marks, legalAt: -1, rolledAt: -1, placeAt: -1, held: -1, lastSeat: game.Nobody,
		viewing: -1, reveal: -1, finalAt: -1, botSeedBase: a.NewBotSeed(), use: tagcity.ActPlace, seen: scenes.Seen{Gen: -1},
		read: make([]int, len(seats)), learner: game.Nobody,
	}
	if a.Lesson != nil {
		l, _ := a.Lesson.Learning()
		t.learner = l.Learner
	}
	t.see()
	s := t.S
	// The shutter falls only before the final die, for each person.
	t.Curtain.LiftedFor, t.Curtain.IsDown, t.Curtain.Moved = game.Nobody, false, -1000
	if s.Phase == tagcity.PhaseFinal {
		t.finalAt = s.Actions
	}
	if s.Phase != tagcity.PhaseOver {
		t.logEvents([]tagcity.Event{{Kind: tagcity.EvRoundStart, N: s.Round, Seat: s.Leader}})
	}
	return t
}

// State is the battle as the table's viewer may know it (S).
func (t *Table) State() *tagcity.State { return t.S }

// Session is the battle's owner, which the table plays through.
func (t *Table) Session() scenes.Session { return t.sess }

// viewer is the seat whose view the table shows: the one choosing the
// final die, once they may see their choice; else no one's (all else is
// public).
func (t *Table) viewer() int {
	if t.S != nil && t.S.Phase == tagcity.PhaseFinal && t.mayShowChoice() {
		return t.S.Actor()
	}
	return game.Nobody
}

// see makes S the stand-in of the view the table shows now; the viewer
// rests on what is public, first found from the public view when the
// battle moved on.
func (t *Table) see() {
	if t.seen.Gen != t.gen {
		t.S, t.seen = t.standIn(game.Nobody), scenes.Seen{Gen: t.gen, Viewer: game.Nobody}
	}
	if v := t.viewer(); v != t.seen.Viewer {
		t.S, t.seen.Viewer = t.standIn(v), v
	}
}

// standIn is the battle as seat may know it, from its view.
func (t *Table) standIn(seat int) *tagcity.State {
	return scenes.StandInOf(t.sess, seat, t.dealt, tagcity.StandIn)
}

func (t *Table) isBot(seat int) bool {
	return seat >= 0 && seat < len(t.Seats) && (t.Seats[seat].Bot || t.Seats[seat].Away)
}

// refresh recomputes the legal actions when the state moved on.
func (t *Table) refresh() {
	if t.legalAt == t.S.Actions {
		return
	}
	t.legalAt = t.S.Actions
	t.legal = scenes.Allowed(t.sess, t.S.LegalActions(t.legal))
	t.clearChoice()
	if t.S.Phase == tagcity.PhaseFinal {
		if i, ok := t.finalDie(); ok {
			t.held = i
		}
	}
}

// clearChoice forgets the turn's choices.
func (t *Table) clearChoice() {
	t.held, t.pressed, t.dragging = -1, false, false
	t.use, t.turn, t.put, t.bubble = tagcity.ActPlace, 0, false, 0
	t.preview = tcPreview{}
	if t.placeAt != t.S.Actions {
		t.placeAt = t.S.Actions
		t.place = t.place[:0]
		for range t.S.Dice {
			t.place = append(t.place, game.Nobody)
		}
	}
}

// finalDie is the index of the die left for everyone, in the final-die
// phase.
func (t *Table) finalDie() (int, bool) {
	if t.S.Phase != tagcity.PhaseFinal {
		return 0, false
	}
	for i, d := range t.S.Dice {
		if d.Taker == game.Nobody {
			return i, true
		}
	}
	return 0, false
}

// apply plays a confirmed action: the log, the animations, the undo of a
// person's move, the autosave.
func (t *Table) Apply(a *scenes.App, act tagcity.Action) error {
	seat, logLen := t.S.Actor(), len(t.log)
	if err := t.sess.Act(act.String()); err != nil {
		t.msg = tcReason(a.Lang(), err)
		return err
	}
	t.took(a, seat, logLen)
	return nil
}

// took shows what the session played since the table last looked, seat
// to act before it, with the log as long as logLen: the log, the
// animations, the undo of a person's move, the autosave.
func (t *Table) took(a *scenes.App, seat, logLen int) {
	t.gen++
	t.see()
	ev := scenes.Told[tagcity.Event](t.sess.Events(game.Nobody))
	t.msg = ""
	t.lastSeat, t.undoLog = seat, logLen
	t.logEvents(ev)
	if seat >= 0 && seat < len(t.read) {
		t.read[seat] = len(t.log)
	}
	t.startFx(a, ev)
	t.viewing = -1
	t.refresh()
	t.Save(a)
}

// canUndo reports whether the last action can be taken back: a person's
// (not a final-die choice), and no one has acted since (the session's
// rule and the game's, Match.Final and UndoSteps).
func (t *Table) canUndo() bool {
	return !t.isBot(t.lastSeat) && t.sess.CanTakeBack(t.lastSeat) == nil
}

// takeBack puts the battle back as it stood before the last action
// (everything in it was public, so nothing is given away).
func (t *Table) takeBack(a *scenes.App) {
	if t.sess.TakeBack(t.lastSeat) != nil {
		return
	}
	t.lastSeat = game.Nobody
	t.gen++
	t.see()
	t.log = t.log[:t.undoLog]
	t.fx = t.fx[:0]
	t.legalAt = -1
	t.refresh()
	t.msg = a.T(words.TakenBack)
	t.Save(a)
}

// Update handles one tick.
func (t *Table) Update(a *scenes.App) error {
	in := a.Input()
	t.see()
	t.refresh()
	if t.sess.Actions() != t.S.Actions && !t.fxBusy(a) {
		// Played away from this device, on a phone or by a room's host:
		// told once the last animation is over.
		t.took(a, t.S.Actor(), len(t.log))
		return nil
	}
	if t.S.Phase == tagcity.PhaseOver {
		if !t.over && !t.fxBusy(a) {
			t.over = true
			t.bot.Stop()
			a.Goto(NewScoring(a, t))
		}
		if ui.AnyTap(in) {
			t.fx = t.fx[:0]
		}
		return nil
	}
	actor := t.S.Actor()
	// The final die: a curtain before each person's secret choice when
	// two or more people share the device.
	if t.S.Phase == tagcity.PhaseFinal && scenes.People(t.Seats) > 1 {
		if t.finalAt != t.S.Actions-len(t.S.Finals) {
			t.finalAt = t.S.Actions - len(t.S.Finals)
			t.Curtain.LiftedFor, t.Curtain.IsDown = game.Nobody, false
		}
		if t.Curtain.Update(a, actor, t.isBot(actor)) {
			return nil
		}
	}
	if ui.Tapped(in, tcTitleBtn) {
		t.bot.Stop()
		a.Goto(scenes.NewTitle(a))
		return nil
	}
	if ui.Tapped(in, tcRulesBtn) {
		a.Goto(scenes.NewRules(a, t))
		return nil
	}
	if t.viewing >= 0 {
		if ui.AnyTap(in) || in.Key == ui.KeyBack {
			t.viewing = -1
		}
		return nil
	}
	if t.S.Phase != tagcity.PhaseFinal {
		for i, seat := range t.thumbSeats() {
			if ui.Tapped(in, tcThumbRect(i)) {
				t.viewing = seat
				return nil
			}
		}
	}
	if ui.Tapped(in, tcUndoBtn) && t.canUndo() {
		t.takeBack(a)
		return nil
	}
	if t.isBot(actor) {
		t.updateBot(a)
		return nil
	}
	switch t.S.Phase {
	case tagcity.PhasePlace:
		t.updatePlace(a, in)
	default:
		t.updatePick(a, in)
	}
	return nil
}

// thumbSeats are the taggers shown down the right side: all but the one
// whose board is large, from the next one on.
func (t *Table) thumbSeats() []int {
	main := t.mainSeat()
	var out []int
	for k := 1; k < t.S.N(); k++ {
		out = append(out, (main+k)%t.S.N())
	}
	return out
}

// mainSeat is the tagger whose board is large: the one to act, or the
// one enlarged from the thumbnails.
func (t *Table) mainSeat() int {
	if t.viewing >= 0 {
		return t.viewing
	}
	if h := t.home(); h != game.Nobody {
		return h
	}
	if a := t.S.Actor(); a != game.Nobody {
		return a
	}
	return 0
}

// home is the seat of a device that plays one seat alone, the others
// apart on devices of their own (a room's phone or far seat), or a
// lesson's newcomer: its city stays large whoever acts. game.Nobody at a
// shared screen.
func (t *Table) home() int {
	if t.learner != game.Nobody {
		return t.learner
	}
	home := game.Nobody
	for i, s := range t.Seats {
		switch {
		case !s.Bot && !s.Away && !s.Apart && home == game.Nobody:
			home = i
		case !s.Bot && !s.Away && !s.Apart:
			return game.Nobody // two people here: a hot-seat table
		}
	}
	if !slices.ContainsFunc(t.Seats, func(s scenes.Seat) bool { return s.Apart }) {
		return game.Nobody
	}
	return home
}

// rolled reports whether this round's roll has been shown.
func (t *Table) rolled() bool { return t.rolledAt == t.S.Actions }

func (t *Table) roll(a *scenes.App) {
	t.rolledAt, t.rollTick = t.S.Actions, a.Tick
	a.Cue(sound.Roll)
}

// rollBusy reports whether the dice still tumble.
func (t *Table) rollBusy(a *scenes.App) bool {
	return t.rolled() && a.Tick-t.rollTick < a.Settings.Speed.Ticks(tcRollTicks)
}

const (
	tcRollTicks    = 36
	tcFxTicks      = 28
	tcBotThink     = 30
	tcBotShow      = 45
	tcRevealTicks  = 150
	tcBannerAccent = 0
)

// updatePlace: the leader rolls, then places every die on one of the two
// sections beside its face, by taps or by dragging, and confirms.
func (t *Table) updatePlace(a *scenes.App, in *ui.Input) {
	if !t.rolled() {
		if ui.Tapped(in, tcRollBtn) || in.Key == ui.KeyEnter {
			t.roll(a)
		}
		return
	}
	if t.rollBusy(a) {
		return
	}
	// A press on a die takes it in hand: dragging it to a section and
	// letting go there places it (the release is a tap on the section).
	if in.Held && !t.pressed {
		t.pressed = true
		if i, ok := t.dieAt(in.Hover); ok {
			t.held, t.dragging, t.dragOrigin = i, true, in.Hover
		}
	}
	if !in.Held {
		t.pressed = false
	}
	for _, p := range in.Taps {
		drop := t.dragging && (p.X-t.dragOrigin.X)*(p.X-t.dragOrigin.X)+(p.Y-t.dragOrigin.Y)*(p.Y-t.dragOrigin.Y) > 36
		t.dragging = false
		if ui.Hit(tcConfirmBtn, p) {
			t.confirmPlace(a)
			return
		}
		if i, ok := t.dieAt(p); ok && !drop {
			t.held = i
			continue
		}
		if sec, ok := t.sectionHit(p); ok && t.held >= 0 {
			lo, hi := tagcity.DieSections(t.S.Dice[t.held].Face)
			if sec == lo || sec == hi {
				t.place[t.held] = sec
				t.held = t.nextUnplaced()
				a.Cue(sound.Clack)
			}
		}
	}
	if in.Key == ui.KeyEnter {
		t.confirmPlace(a)
	}
}

// nextUnplaced is the first die not placed yet, or -1.
func (t *Table) nextUnplaced() int {
	for i, sec := range t.place {
		if sec == game.Nobody {
			return i
		}
	}
	return -1
}

// placeAction is the placement as the core's action, once every die is
// placed.
func (t *Table) placeAction() (tagcity.Action, bool) {
	act := tagcity.Action{Kind: tagcity.ActPlace}
	for i, d := range t.S.Dice {
		if i >= len(t.place) || t.place[i] == game.Nobody {
			return act, false
		}
		act.Faces[d.Face]++
		if _, hi := tagcity.DieSections(d.Face); t.place[i] == hi {
			act.Later[d.Face]++
		}
	}
	return act, true
}

func (t *Table) confirmPlace(a *scenes.App) {
	act, ok := t.placeAction()
	if !ok {
		t.msg = a.T(TCPlaceHint)
		return
	}
	t.Apply(a, act)
}

// dieAt is the die under p while placing: in the tray or on a section.
func (t *Table) dieAt(p ui.Point) (int, bool) {
	for i := range t.S.Dice {
		if ui.Hit(t.placingDieRect(i), p) {
			return i, true
		}
	}
	return 0, false
}

// placingDieRect is where die i lies while the leader places: in the
// tray, or on its section.
func (t *Table) placingDieRect(i int) ui.Rect {
	if i < len(t.place) && t.place[i] != game.Nobody {
		sec, face := t.place[i], t.S.Dice[i].Face
		return t.stackRect(tcDieSlot(sec, tcSlotOf(face, sec)), i, func(j int) bool { return t.place[j] == sec && t.S.Dice[j].Face == face })
	}
	return tcTraySlot(i, len(t.S.Dice))
}

// tcSlotOf is the side of section sec a die showing face lies on: the
// face printed before the section on the left, the one after on the right.
func tcSlotOf(face, sec int) int {
	if lo, _ := tagcity.DieSections(face); lo == sec {
		return 1
	}
	return 0
}

// stackRect offsets die i within a stack of equal dice on a slot.
func (t *Table) stackRect(r ui.Rect, i int, same func(j int) bool) ui.Rect {
	k := 0
	for j := 0; j < i; j++ {
		if same(j) {
			k++
		}
	}
	r.X += float64(k) * 4
	r.Y -= float64(k) * 4
	return r
}

// sectionHit asks every section of a tap.
func (t *Table) sectionHit(p ui.Point) (int, bool) {
	for sec := 0; sec < tagcity.Sections; sec++ {
		if ui.Hit(tcSectionRect(sec), p) {
			return sec, true
		}
	}
	return 0, false
}

// pickDieRect is where a die not yet taken lies while picking.
func (t *Table) pickDieRect(i int) ui.Rect {
	d := t.S.Dice[i]
	return t.stackRect(tcDieSlot(d.Section, tcSlotOf(d.Face, d.Section)), i, func(j int) bool {
		e := t.S.Dice[j]
		return e.Section == d.Section && e.Face == d.Face && e.Taker == game.Nobody
	})
}

// updatePick: tap a die, then Tag, Drone or Social; a drawing follows the
// pointer as a ghost until a tap puts it down; Confirm.
func (t *Table) updatePick(a *scenes.App, in *ui.Input) {
	if in.Key == ui.KeyBack {
		if t.S.Phase == tagcity.PhasePick {
			t.clearChoice()
		} else {
			t.use, t.put = tagcity.ActPlace, false
		}
		return
	}
	t.turnKeys(in)
	if !t.put && t.drawing() && tcGridRect.Contains(in.Hover) {
		t.follow(in.Hover)
	}
	for _, p := range in.Taps {
		if ui.Hit(tcConfirmBtn, p) {
			t.confirmUse(a)
			return
		}
		if t.S.Phase == tagcity.PhasePick {
			for i, d := range t.S.Dice {
				if d.Taker == game.Nobody && ui.Hit(t.pickDieRect(i), p) {
					t.chooseDie(a, i)
					return
				}
			}
		}
		if t.held < 0 {
			continue
		}
		if t.tapUses(a, p) {
			return
		}
		if t.drawing() && ui.Hit(tcGridRect, p) {
			t.follow(p)
			t.put = true
			if t.S.Check(t.candidate()) != nil {
				t.msg = a.T(TCNoFitHere)
			} else {
				t.msg = ""
				a.Cue(sound.Clack)
			}
			return
		}
	}
	if in.Key == ui.KeyEnter {
		t.confirmUse(a)
	}
}

// turnKeys turns the drawing by the keys (R, F), the wheel and a
// two-finger turn on touch.
func (t *Table) turnKeys(in *ui.Input) {
	if !t.drawing() {
		return
	}
	for _, r := range in.Chars {
		switch r {
		case 'r', 'R':
			t.rotate()
		case 'f', 'F':
			t.flip()
		}
	}
	switch {
	case in.Wheel > 0 || in.Twist > 0:
		t.rotate()
	case in.Wheel < 0 || in.Twist < 0:
		t.rotate()
		t.rotate()
		t.rotate()
	}
}

// rotate turns the drawing a quarter clockwise; flip mirrors it left to
// right, as it stands.
func (t *Table) rotate() {
	t.turn = (t.turn/4)*4 + (t.turn%4+1)%4
	t.keepInside()
}

func (t *Table) flip() {
	t.turn = (4-t.turn%4)%4 + 4 - (t.turn/4)*4
	t.keepInside()
}

// keepInside keeps a turned drawing's box on the grid.
func (t *Table) keepInside() {
	o := tagcity.Orientations(t.shape)[tcOrient(t.shape, t.turn)]
	t.anchor[0] = max(0, min(t.anchor[0], tagcity.Rows-o.H))
	t.anchor[1] = max(0, min(t.anchor[1], tagcity.Cols-o.W))
}

// follow puts the drawing's box where the pointer at p has its middle.
func (t *Table) follow(p ui.Point) {
	o := tagcity.Orientations(t.shape)[tcOrient(t.shape, t.turn)]
	r := int((p.Y-tcGridY)/tcCell) - (o.H-1)/2
	c := int((p.X-tcGridX)/tcCell) - (o.W-1)/2
	t.anchor = [2]int{max(0, min(r, tagcity.Rows-o.H)), max(0, min(c, tagcity.Cols-o.W))}
}

// drawing reports whether a shape is being drawn (tag, or a drone's
// shape chosen).
func (t *Table) drawing() bool {
	return t.held >= 0 && (t.use == tagcity.ActTag || t.use == tagcity.ActDrone && t.shape < tagcity.NumShapes)
}

// dieSection is the section of the die in hand.
func (t *Table) dieSection() int { return t.S.Dice[t.held].Section }

func (t *Table) chooseDie(a *scenes.App, i int) {
	if t.held == i {
		return
	}
	t.clearChoice()
	t.held = i
	a.Cue(sound.Clack)
	if t.canUse(tagcity.ActTag) {
		t.setUse(tagcity.ActTag)
	}
}

// base is the action's die part: the die taken while picking, nothing
// for the final die.
func (t *Table) base(kind tagcity.Kind) tagcity.Action {
	act := tagcity.Action{Kind: kind}
	if t.S.Phase == tagcity.PhasePick && t.held >= 0 {
		d := t.S.Dice[t.held]
		act.Face, act.Section = uint8(d.Face), uint8(d.Section)
	}
	return act
}

// canUse reports whether the core offers any action of kind with the die
// in hand.
func (t *Table) canUse(kind tagcity.Kind) bool {
	b := t.base(kind)
	for _, act := range t.legal {
		if act.Kind == kind && act.Face == b.Face && act.Section == b.Section {
			return true
		}
	}
	return false
}

// setUse chooses what to do with the die.
func (t *Table) setUse(kind tagcity.Kind) {
	t.use, t.put, t.turn, t.bubble = kind, false, 0, 0
	t.preview = tcPreview{}
	t.msg = ""
	switch kind {
	case tagcity.ActTag:
		t.shape = t.S.HQ[t.dieSection()]
		t.anchor = [2]int{tagcity.Rows / 2, tagcity.Cols / 2}
		t.keepInside()
	case tagcity.ActDrone:
		t.shape = tagcity.NumShapes // none chosen yet
	case tagcity.ActSocial:
		// Propose the cheapest free bubble (the lowest-numbered among
		// equals) of those the core offers.
		values := tagcity.BubbleValues()
		b := t.base(tagcity.ActSocial)
		for _, act := range t.legal {
			if act.Kind == tagcity.ActSocial && act.Face == b.Face && act.Section == b.Section && act.Bubble > 0 {
				if t.bubble == 0 || values[act.Bubble-1] > values[t.bubble-1] {
					t.bubble = int(act.Bubble)
				}
			}
		}
	}
}

// tapUses handles the panel's buttons while a die is in hand.
func (t *Table) tapUses(a *scenes.App, p ui.Point) bool {
	for k, kind := range tcUseKinds {
		if ui.Hit(tcUseBtn(k), p) {
			if t.canUse(kind) {
				t.setUse(kind)
			} else if kind == tagcity.ActTag {
				t.msg = a.T(TCCantTag)
			} else if kind == tagcity.ActDrone {
				t.msg = a.T(TCDroneFull)
			}
			return true
		}
	}
	if t.drawing() {
		switch {
		case ui.Hit(tcRotateBtn, p):
			t.rotate()
			return true
		case ui.Hit(tcFlipBtn, p):
			t.flip()
			return true
		}
	}
	switch t.use {
	case tagcity.ActDrone:
		for k, sh := range t.S.Shapes() {
			if ui.Hit(tcDroneShape(k), p) {
				t.shape, t.turn, t.put = sh, 0, false
				if t.anchor == [2]int{} {
					t.anchor = [2]int{tagcity.Rows / 2, tagcity.Cols / 2}
				}
				t.keepInside()
				return true
			}
		}
	case tagcity.ActSocial:
		for b := 0; b < tagcity.NumBubbles && t.S.Phase == tagcity.PhasePick; b++ {
			if ui.Hit(tcBubbleBtn(b), p) {
				c := t.base(tagcity.ActSocial)
				c.Bubble = uint8(b + 1)
				if t.S.Check(c) == nil {
					t.bubble = b + 1
				}
				return true
			}
		}
	}
	return false
}

var tcUseKinds = [3]tagcity.Kind{tagcity.ActTag, tagcity.ActDrone, tagcity.ActSocial}

// candidate is the action the choices so far make.
func (t *Table) candidate() tagcity.Action {
	act := t.base(t.use)
	switch t.use {
	case tagcity.ActTag, tagcity.ActDrone:
		act.Shape = t.shape
		act.Orient = uint8(tcOrient(t.shape, t.turn))
		act.Row, act.Col = uint8(t.anchor[0]), uint8(t.anchor[1])
	case tagcity.ActSocial:
		act.Bubble = uint8(t.bubble)
	}
	return act
}

// ready reports whether the choices make an action the core accepts.
func (t *Table) ready() bool {
	if t.held < 0 || t.use == tagcity.ActPlace {
		return false
	}
	if t.drawing() && !t.put {
		return false
	}
	if t.use == tagcity.ActDrone && t.shape >= tagcity.NumShapes {
		return false
	}
	return t.S.Check(t.candidate()) == nil
}

func (t *Table) confirmUse(a *scenes.App) {
	if !t.ready() {
		switch {
		case t.held < 0:
			t.msg = a.T(TCPickHint)
		case t.drawing() && t.put:
			t.msg = a.T(TCNoFitHere)
		case t.drawing():
			t.msg = a.T(TCTagHint)
		default:
			t.msg = a.T(TCUseHint)
		}
		return
	}
	t.Apply(a, t.candidate())
}

// tcOrient is the core's orientation of shape sh after turn (quarter
// turns clockwise, +4 after a left-right flip): what Rotate and Flip make.
func tcOrient(sh tagcity.Shape, turn int) int { return tagcity.Turned(sh, turn) }

package graffiti

import (
	"encoding/json"
	"fmt"
	"image"
	"sort"

	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
)

// Table is the game in progress as the one in front of the screen may
// know it: what they have chosen so far, the curtain and the animations.
// The game is the session's; the table holds the view it shows, as the
// core's stand-in of it (S).
type Table struct {
	// S is the game as the table's viewer may know it: the stand-in of
	// the view it shows (graffiti.StandIn), that seat's own tiles real,
	// every other tile behind a screen or in a stack dealt from a seed;
	// the public view's when no one may look.
	S      *graffiti.State
	sess   scenes.Session
	dealt  uint64        // the seed of the stand-ins' secrets
	gen    int           // the session's changes played here: S is for seen.Gen
	seen   scenes.Seen   // what S is the stand-in of
	colors []int         // artist colour of each seat (0 red, 1 yellow, 2 blue, 3 green)
	seats  []scenes.Seat // who plays each seat: a person or a bot
	Legal  []graffiti.Action
	// guided: the table offers fewer actions than the rules allow (a
	// lesson's step offers its one): no hint, which could name another.
	guided bool

	// The bots: the decision under way, a hint being thought out, and
	// the seed their own random sources start from (never the game's).
	bot         botTurn
	hint        hintTurn
	botSeedBase uint64

	// The turn's choices, not final until confirmed.
	target    target
	opts      []graffiti.Action
	optSel    int
	page      int
	reserving bool
	keep      [graffiti.NumTiles]int
	keepSave  bool

	msg string // a refusal or a hint, shown in the choice strip
	// The log is kept as the events it tells, put in words as it is
	// drawn, so a change of language changes the whole log. Saves from
	// before kept it as text: those lines come first, as they were.
	log       []graffiti.Event
	legacyLog []string
	since     since // what the others did, told when the curtain lifts
	curtain   scenes.Curtain
	anim      animator
	logView   logView // the whole log, open over the table
	tip       tip     // what the pointer rests on, explained

	// Taking back (the session keeps the game as it stood; takeback.go):
	// whose the last action was, and the log's length before each action
	// of the same seat in a row.
	lastSeat int
	undoLog  undoLen

	over        bool         // the final scoring has been reached
	leaving     bool         // Menu asks whether to leave the game
	picture     scenes.Tiles // the table as last drawn, glow aside
	pictureKey  frameKey
	picturePart image.Rectangle // the part of the picture drawn for pictureKey (scenes.DrawOnPart)
	// pictureButtons are the buttons drawn into the picture, counted
	// again at every frame it is shown (as scenes.Kept's).
	pictureButtons []ui.Control
}

type targetKind int

const (
	tNone targetKind = iota
	tSpace
	tSegment
	tPass
	tExtra
	tEnd
)

type target struct {
	kind  targetKind
	space graffiti.Space
	seg   int
}

// autosave is what Continue restores: the whole core state, the colours
// and the log, after every confirmed action.
type autosave struct {
	Format int              `json:"format"`
	Colors []int            `json:"colors"`
	Seats  []string         `json:"seats,omitempty"` // "" a person, else the bot's level
	Log    []string         `json:"log,omitempty"`   // saves before the events: the log as text
	Events []graffiti.Event `json:"events,omitempty"`
	State  json.RawMessage  `json:"state"`
}

const autosaveFile = "autosave.json"

// NewTable starts a game from a set-up, played on this device; seats
// says who plays each seat (nil: people only).
func NewTable(a *scenes.App, setup graffiti.Setup, colors []int, seats []scenes.Seat) (*Table, error) {
	s, ev, err := graffiti.New(setup)
	if err != nil {
		return nil, err
	}
	if seats == nil {
		seats = make([]scenes.Seat, setup.Players)
	}
	if len(seats) != setup.Players {
		return nil, fmt.Errorf("%d seats for %d players", len(seats), setup.Players)
	}
	sess, err := scenes.NewLocal(graffiti.Rules, graffiti.NewMatch(s), seats, game.Events(ev))
	if err != nil {
		return nil, err
	}
	t := tableFrom(a, sess, colors)
	t.logEvents(a, t.told())
	t.Save(a)
	return t, nil
}

// tableFrom is the table of a session's game, curtain first.
func tableFrom(a *scenes.App, sess scenes.Session, colors []int) *Table {
	t := &Table{sess: sess, colors: colors, seats: sess.Seats(), botSeedBase: a.NewBotSeed(), lastSeat: game.Nobody, seen: scenes.Seen{Gen: -1}}
	t.curtain.Init(t.seats)
	t.see()
	t.refresh()
	return t
}

// Session is the game's owner, which the table plays through.
func (t *Table) Session() scenes.Session { return t.sess }

// see makes S the stand-in of the view the table shows now: the view of
// viewer(), which rests on what is public (who acts, the curtain), first
// found from the public view when the game moved on.
//
// A new stand-in starts the turn's choices again from its legal actions:
// those of the seat to act are its own, known only from its own view.
func (t *Table) see() {
	was := t.seen
	if t.seen.Gen != t.gen {
		t.S, t.seen = t.standIn(game.Nobody), scenes.Seen{Gen: t.gen, Viewer: game.Nobody}
	}
	if v := t.viewer(); v != t.seen.Viewer {
		t.S, t.seen.Viewer = t.standIn(v), v
	}
	if t.seen != was {
		t.refresh()
	}
}

// standIn is the game as seat may know it, from its view.
func (t *Table) standIn(seat int) *graffiti.State {
	return scenes.StandInOf(t.sess, seat, t.dealt, graffiti.StandIn)
}

// told is what was played since the table last asked, as the one in
// front of the screen may learn it.
func (t *Table) told() []graffiti.Event {
	return scenes.Told[graffiti.Event](t.sess.Events(t.viewer()))
}

// refresh recomputes the legal actions and clears the turn's choices.
func (t *Table) refresh() {
	t.Legal = t.S.LegalActions(t.Legal)
	n := len(t.Legal)
	t.Legal = scenes.Allowed(t.sess, t.Legal)
	t.guided = len(t.Legal) < n
	t.target = target{}
	t.opts = t.opts[:0]
	t.optSel, t.page = 0, 0
	t.reserving = false
	t.keep = [graffiti.NumTiles]int{}
	t.keepSave = false
	if t.S.Phase == graffiti.PhaseKeep {
		// Propose keeping the most useful tiles: green and black first
		// (they score double), then doubles.
		p := &t.S.Players[t.S.Current]
		left := graffiti.KeepLimit
		for _, k := range []graffiti.Tile{graffiti.TileK, graffiti.TileG, graffiti.TileRY, graffiti.TileRB, graffiti.TileYB, graffiti.TileR, graffiti.TileY, graffiti.TileB} {
			for n := 0; n < p.Paint[k] && left > 0; n++ {
				t.keep[k]++
				left--
			}
		}
	}
}

// apply plays a confirmed action: events animate and go to the log, the
// game is saved, the choices reset.
func (t *Table) Apply(a *scenes.App, act graffiti.Action) error {
	seat, logLen := t.S.Actor(), len(t.log)
	if err := t.sess.Act(act.String()); err != nil {
		t.msg = Reason(a.Lang(), err)
		return err
	}
	t.took(a, seat, logLen)
	return nil
}

// took shows what the session played since the table last looked, seat
// to act before it, with the log as long as logLen: the events animate
// and go to the log, the game is saved, the choices reset.
func (t *Table) took(a *scenes.App, seat, logLen int) {
	ev := t.told()
	t.gen++
	t.see()
	t.msg = ""
	t.noteUndo(seat, logLen)
	t.anim.start(a, t, ev)
	t.logEvents(a, ev)
	t.since.acted(seat, len(t.log))
	t.refresh()
	t.Save(a)
}

// optionsFor lists the legal actions on a target, cheapest first.
func (t *Table) optionsFor(tg target) []graffiti.Action {
	out := t.opts[:0]
	for _, act := range t.Legal {
		if matches(act, tg, t.reserving) {
			out = append(out, act)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return price(out[i]) < price(out[j]) })
	return out
}

func matches(a graffiti.Action, tg target, reserving bool) bool {
	switch tg.kind {
	case tSpace:
		return (a.Kind == graffiti.ActPaint || a.Kind == graffiti.ActPermit || a.Kind == graffiti.ActBonus) && a.Space == tg.space
	case tSegment:
		if reserving {
			return a.Kind == graffiti.ActReserve && int(a.Segment) == tg.seg
		}
		return (a.Kind == graffiti.ActSpray || a.Kind == graffiti.ActFlip) && int(a.Segment) == tg.seg
	case tPass:
		return a.Kind == graffiti.ActPass
	case tExtra:
		return a.Kind == graffiti.ActExtra
	case tEnd:
		return a.Kind == graffiti.ActEnd
	}
	return false
}

// price orders the ways to do one thing: fewer cans, then fewer bonus
// tiles and permits spent, then fewer and plainer paint tiles.
func price(a graffiti.Action) int {
	p := int(graffiti.Spaces[a.Space].Cost) * 100
	if a.Kind == graffiti.ActPaint || a.Kind == graffiti.ActPermit || a.Kind == graffiti.ActBonus || a.Kind == graffiti.ActSpray {
		if a.Add {
			p += 60
		}
		if a.Discount {
			p += 60 - 100
		}
	}
	if a.Kind == graffiti.ActSpray {
		switch a.Permit {
		case graffiti.PermitOne:
			p += 20
		case graffiti.PermitTwo:
			p += 45
		case graffiti.PermitBonus:
			p += 50
		}
		p += int(a.Wild) * 40
		for k, n := range a.Tiles {
			p += int(n) * 10
			if graffiti.Tile(k) >= graffiti.TileRY {
				p += int(n) * 4 // doubles are worth keeping
			}
			if graffiti.Tile(k) == graffiti.TileG || graffiti.Tile(k) == graffiti.TileK {
				p += int(n) * 2
			}
		}
	}
	return p
}

// Update handles one tick of the table.
func (t *Table) Update(a *scenes.App) error {
	in := a.Input()
	t.see()
	defer t.see() // the tick may have lifted the curtain: its seat's view
	t.anim.Update(a)
	if t.anim.busy(a.Tick) {
		if ui.AnyTap(in) {
			t.anim.finish()
		}
		return nil
	}
	if t.sess.Actions() != t.S.Actions {
		// Played away from this device, on a phone or by a room's host:
		// told once the last animation is over.
		t.took(a, t.S.Actor(), len(t.log))
		return nil
	}
	if t.S.Phase == graffiti.PhaseOver {
		if !t.over {
			t.over = true
			a.Goto(NewScoring(a, t))
		}
		return nil
	}
	if t.updateMenus(a, in) {
		return nil
	}
	// The curtain falls whenever the next decision is another person's;
	// a bot's turn plays in the open.
	actor := t.S.Actor()
	wasDown := t.curtain.Down()
	if t.updateTakeBackOnCurtain(a, in) {
		return nil
	}
	if t.curtain.Update(a, actor, t.isBot(actor)) {
		if wasDown && !t.curtain.Down() && scenes.People(t.seats) > 1 {
			t.sinceLifted(a, actor)
			if t.sess.CanTakeBack(actor) != nil {
				t.sess.HandOver()
				t.undoLog = t.undoLog[:0]
			}
		}
		return nil
	}
	t.updateTip(a, in)
	if t.sinceUpdate(a) {
		return nil
	}
	if t.updateLog(a, in) {
		return nil
	}
	if t.isBot(actor) {
		if ui.Tapped(in, undoBtn) && t.canTakeBack(a) {
			t.takeBack(a)
			return nil
		}
		t.updateBot(a)
		return nil
	}
	if ui.Tapped(in, hintBtn) && t.canHint() {
		t.askHint(a)
		return nil
	}
	t.updateHint(a)
	switch t.S.Phase {
	case graffiti.PhaseKeep:
		t.updateKeep(a, in)
	default:
		t.updatePlay(a, in)
	}
	return nil
}

func (t *Table) choose(tg target) {
	t.target = tg
	t.opts = t.optionsFor(tg)
	t.optSel, t.page = 0, 0
}

func (t *Table) updatePlay(a *scenes.App, in *ui.Input) {
	if in.Key == ui.KeyBack {
		t.target = target{}
		t.reserving = false
		return
	}
	if in.Key == ui.KeyEnter && len(t.opts) > 0 {
		t.Apply(a, t.opts[t.optSel])
		return
	}
	for _, p := range in.Taps {
		if t.tapButtons(a, p) {
			return
		}
		if tg, ok := t.hitTarget(p); ok {
			t.tapTarget(a, tg)
			return
		}
	}
}

// tapButtons handles the choice strip and the buttons under it.
func (t *Table) tapButtons(a *scenes.App, p ui.Point) bool {
	switch {
	case ui.Hit(undoBtn, p):
		if t.target.kind == tNone && !t.reserving {
			// Nothing chosen: Undo takes back the last confirmed
			// action, or says why it cannot.
			t.takeBack(a)
			return true
		}
		t.target = target{}
		t.opts = t.opts[:0]
		t.reserving = false
		t.msg = ""
		return true
	case ui.Hit(confirmBtn, p):
		if len(t.opts) > 0 {
			t.Apply(a, t.opts[t.optSel])
		} else {
			t.msg = a.T(words.PickTarget)
		}
		return true
	case ui.Hit(passBtn, p):
		switch t.S.Phase {
		case graffiti.PhasePlay:
			t.choose(target{kind: tPass})
		case graffiti.PhaseAfter:
			t.choose(target{kind: tEnd})
		}
		return true
	case ui.Hit(prevPage, p) && t.page > 0:
		t.page--
		return true
	case ui.Hit(nextPage, p) && (t.page+1)*cardsPerPage < len(t.opts):
		t.page++
		return true
	case ui.Hit(reserveBtn, p) && t.canReserve():
		t.reserving = !t.reserving
		t.target = target{}
		t.opts = t.opts[:0]
		t.msg = ""
		return true
	}
	for i := 0; i < cardsPerPage; i++ {
		k := t.page*cardsPerPage + i
		if k < len(t.opts) && ui.Hit(cardRect(i), p) {
			t.optSel = k
			return true
		}
	}
	// The extra-action choice sits where the cards are.
	if t.S.Phase == graffiti.PhaseAfter && t.target.kind == tNone && ui.Hit(cardRect(0), p) {
		t.choose(target{kind: tExtra})
		return true
	}
	return false
}

func (t *Table) canReserve() bool {
	for _, act := range t.Legal {
		if act.Kind == graffiti.ActReserve {
			return true
		}
	}
	return false
}

// hitTarget finds the space or segment under p.
func (t *Table) hitTarget(p ui.Point) (target, bool) {
	tun := t.S.Tunnel()
	for i := 0; i < graffiti.NumSegments; i++ {
		if ui.Hit(segmentRect(tun, i), p) {
			return target{kind: tSegment, seg: i}, true
		}
	}
	for sp := graffiti.Space(0); sp < graffiti.NumSpaces; sp++ {
		c := spacePos(sp)
		r := c.rect()
		if sp == graffiti.SpBig {
			r = bigSpace
		}
		if ui.Hit(r.Inset(-4), p) {
			return target{kind: tSpace, space: sp}, true
		}
	}
	return target{}, false
}

// tapTarget selects a target, or says why nothing can be done there.
func (t *Table) tapTarget(a *scenes.App, tg target) {
	if tg.kind == tSpace && tg.space.Def().Board == graffiti.TunnelBoard {
		t.msg = a.T(words.SegmentPick)
		return
	}
	opts := t.optionsFor(tg)
	if len(opts) == 0 {
		t.msg = a.T(words.Refused, t.whyNot(a, tg))
		t.target = target{}
		return
	}
	t.msg = ""
	t.choose(tg)
}

// whyNot asks the core why nothing can be done on a target.
func (t *Table) whyNot(a *scenes.App, tg target) string {
	gt := graffiti.Target{Space: tg.space, Segment: tg.seg, OnSegment: tg.kind == tSegment, Reserve: t.reserving}
	if err := t.S.WhyNot(gt); err != nil {
		return Reason(a.Lang(), err)
	}
	return a.T(words.PickTarget)
}

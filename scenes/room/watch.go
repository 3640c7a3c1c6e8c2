package room

import (
	"crypto/sha256"
	"encoding/hex"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites"
)

// Watch is a room watched from anywhere by its watch link (?watch=CODE):
// the game's own table drawn from the public view, as a spectator (no
// seat, no secret, nothing it can change), live, a little smaller
// above the replay's bar: the step shown, then the first step, back,
// play, forward, the last, and apart the speed and Live. On a window
// taller than wide (a phone held upright) the page is upright too: the
// table across the page's top, the step shown under it and the bar's
// buttons in two rows at its foot (upright below). A step is asked of
// the host, which plays the room's log again to it (rooms/replay.go); a
// step forward animates on the table shown, a jump draws the table anew
// at that step.
type Watch struct {
	app   *scenes.App // the app the page is on, once it has run: its window's shape
	shelf []scenes.Box
	box   scenes.Box
	url   string // the host's rooms
	code  string
	link  *Link
	live  *Remote
	board scenes.Scene // the live table
	// step is the replay's session when one is shown (nil: live), its
	// table stepBoard, at the step shown; asked is the step asked for
	// (-1: none on its way).
	step      *Remote
	stepBoard scenes.Scene
	at, asked int
	// playing: the replay steps forward by itself, a step every
	// speeds[speed] ticks, from the tick last.
	playing     bool
	speed, last int
	controls    []control
	// inner is a screen a table went to (its scoring), shown here.
	inner scenes.Scene
	// pic is the screen shown, drawn at the page's resolution before it
	// is shown smaller; shownButtons the buttons drawn into it.
	pic          *ebiten.Image
	shownButtons []ui.Control
}

// speeds are the replay's paces, in ticks a step: one a second, two,
// four, ten.
var speeds = []int{60, 30, 15, 6}

// control is a button of the replay's bar.
type control struct {
	name string // for the tests' taps: first, back, play, forward, last, speed, live
	b    ui.Button
	do   func()
}

// NewWatch is the page of room code's watch link.
func NewWatch(shelf []scenes.Box, url, code string) *Watch {
	code = wire.NormalCode(code)
	w := &Watch{shelf: shelf, url: url, code: code, asked: -1}
	w.link = Open(url, wire.Request{Type: wire.ReqWatch, Room: code}, code, "")
	w.live = NewRemote(nil, func(name string) game.Game { return boxNamed(shelf, name, &w.box) }, w.link)
	return w
}

// toRematch moves a page watching the room live to its rematch's room
// once the rematch's answers are in (the table and the seats that
// accepted are there): a café's screen that shows a room shows the next
// game too. A page stepping through the replay stays: its watcher is
// reading the game that ended.
func (w *Watch) toRematch(a *scenes.App) bool {
	o := w.live.re.offer
	if o == nil || o.Next == "" || o.Open || w.replaying() {
		return false
	}
	w.link.Close()
	showWatch(o.Next)
	a.Goto(NewWatch(w.shelf, w.url, o.Next))
	return true
}

// replaying tells whether the page shows a step of the replay.
func (w *Watch) replaying() bool { return w.step != nil }

// Portrait: the app lays the page out upright (720 wide, as tall as the
// window makes it) on a window taller than wide. A watcher plays nothing,
// so the page is not asked to be turned: it is laid out for the phone.
func (w *Watch) Portrait() bool { return w.app != nil && !w.app.Wide() }

// AnyTapAt: the app's magnifier, a view of a wide screen, stays away
// from the upright page, whose bar's buttons are a finger's.
func (w *Watch) AnyTapAt(*scenes.App, ui.Point) bool { return w.Portrait() }

// of is how many actions the room has played: the replay's last step.
func (w *Watch) of() int { return w.live.Actions() }

// ask asks the host for the replay's step at.
func (w *Watch) ask(at int) {
	at = min(max(at, 0), w.of())
	if at == w.asked {
		return
	}
	w.asked = at
	w.link.Send(wire.Request{Type: wire.ReqReplay, At: &at})
}

// Update takes what the host sent, answers the bar, and moves the table
// shown on.
func (w *Watch) Update(a *scenes.App) error {
	w.app = a
	w.live.Pump()
	for _, m := range w.live.Steps() {
		w.took(a, m)
	}
	if w.toRematch(a) {
		return nil
	}
	if w.board == nil && w.live.Welcomed() && w.box != nil {
		w.board = w.box.Watch(a, w.live)
	}
	a.Room = w.status()
	if w.board == nil {
		return nil
	}
	in := a.Input()
	w.layout(a)
	for _, c := range w.controls {
		if c.b.Hit(in) {
			c.do()
			in.Taps = nil
			break
		}
	}
	if w.playing && w.replaying() && a.Tick-w.last >= speeds[w.speed] && w.asked < 0 {
		if w.at >= w.of() {
			w.playing = false
		} else {
			w.last = a.Tick
			w.ask(w.at + 1)
		}
	}
	page := *in
	defer func() { *in = page }()
	w.toShown(in)
	if w.inner != nil {
		return w.updateShown(a, w.inner)
	}
	if !w.replaying() {
		return w.updateShown(a, w.board)
	}
	// The live table follows the room unseen, without the taps, and
	// goes nowhere.
	shown := *in
	in.Taps, in.Long = nil, false
	err := w.board.Update(a)
	*in, a.Next = shown, nil
	if err != nil {
		return err
	}
	return w.updateShown(a, w.stepBoard)
}

// The screen shown (the table, or a screen it went to) is drawn a
// little smaller, over the bar's strip at the page's foot: nothing of
// it lies under the bar, so none of its buttons is covered by the
// bar's. shownK is its scale, shownX its left edge. Upright, it is drawn
// across the page's top, upK of its size.
const (
	replayH = 60
	shownK  = (scenes.ScreenH - replayH) / float64(scenes.ScreenH)
	shownX  = (scenes.ScreenW - scenes.ScreenW*shownK) / 2
	upK     = HandW / float64(scenes.ScreenW)
)

// shown is where the screen shown lies on the page: its left edge and
// its scale (its top is the page's).
func (w *Watch) shown() (x, k float64) {
	if w.Portrait() {
		return 0, upK
	}
	return shownX, shownK
}

// shownRect is r of the screen shown, on the page.
func (w *Watch) shownRect(r ui.Rect) ui.Rect {
	x, k := w.shown()
	return ui.Rect{X: x + r.X*k, Y: r.Y * k, W: r.W * k, H: r.H * k}
}

// toShown puts the page's input in the coordinates of the screen shown:
// a tap off it (on the bar's strip) is none of its.
func (w *Watch) toShown(in *ui.Input) {
	x, k := w.shown()
	at := func(p ui.Point) ui.Point { return ui.Point{X: (p.X - x) / k, Y: p.Y / k} }
	taps := make([]ui.Point, 0, len(in.Taps))
	for _, p := range in.Taps {
		if p.Y < scenes.ScreenH*k {
			taps = append(taps, at(p))
		}
	}
	in.Taps, in.Hover, in.PinchAt = taps, at(in.Hover), at(in.PinchAt)
}

// updateShown updates the scene shown. The screens a table goes to (its
// scoring at the game's end, its rules) are shown inside the watch page,
// which stays the app's; going back to the table ends them, and the
// title is left to.
func (w *Watch) updateShown(a *scenes.App, s scenes.Scene) error {
	err := s.Update(a)
	defer w.layout(a) // the bar says what the screen shown now is
	next := a.Next
	switch next.(type) {
	case nil, *scenes.Title:
		return err
	}
	a.Next = nil
	if next == w.board || next == w.stepBoard {
		w.inner = nil
	} else {
		w.inner = next
	}
	return err
}

// took shows a step the host sent: the next one on the table shown, any
// other on a table drawn anew at it.
func (w *Watch) took(a *scenes.App, m wire.Message) {
	if m.Actions != w.asked {
		return // an answer overtaken by another question
	}
	w.asked, w.inner = -1, nil // a step is shown on the table
	if w.step != nil && m.Actions == w.at+1 {
		w.step.take(m)
		w.at = m.Actions
		return
	}
	s := NewRemote(w.live.g, nil, w.link)
	s.welcomed, s.role, s.seats, s.replay = true, wire.RoleSpectator, w.live.seats, true
	if !s.take(m) {
		return
	}
	w.step, w.stepBoard, w.at = s, w.box.Watch(a, s), m.Actions
}

// goLive leaves the replay for the room as it is played.
func (w *Watch) goLive() {
	w.step, w.stepBoard, w.asked, w.playing, w.inner = nil, nil, -1, false, nil
}

// status is the page as the browser tests read it: the step shown, how
// many the room has played, and a digest of the public view shown
// (never of the whole game: a digest of what a spectator may not see
// could be matched against guesses).
func (w *Watch) status() scenes.RoomStatus {
	st := w.live.Status("watch", false)
	st.Of, st.Live = w.of(), !w.replaying()
	raw := w.live.raw
	if w.replaying() {
		st.Actions, raw = w.at, w.step.raw
	}
	if len(raw) > 0 {
		sum := sha256.Sum256(raw)
		st.View = hex.EncodeToString(sum[:8])
	}
	return st
}

// The replay's bar is a strip at the page's foot, under the screen
// shown: left, the step shown (or the room watched live), in a place of
// its own; right, the steps' buttons together (the first, back, play,
// forward, the last), and apart from them the speed and Live.
const (
	barW, barGap, groupGap = 104.0, 6.0, 18.0
	barX                   = scenes.ScreenW - 12 - 7*barW - 5*barGap - groupGap
)

// Upright, the step shown is said under the table, across the page, and
// the bar's buttons are two rows at the page's foot, where a thumb
// reaches: the steps' five across, the speed and Live under them, each
// button upRowH tall (over three times ui.MinTarget).
const (
	upMargin, upGap, upRowH = 24.0, 12.0, 96.0
	upSayH                  = 72.0
)

// barTop is the top of the bar.
func (w *Watch) barTop(a *scenes.App) float64 {
	if w.Portrait() {
		_, pageH := a.Logical()
		return pageH - 3*upMargin/2 - 2*upRowH - upGap
	}
	return scenes.ScreenH - replayH
}

// sayRect is where the bar says what it shows.
func (w *Watch) sayRect(a *scenes.App) ui.Rect {
	if w.Portrait() {
		return ui.Rect{X: upMargin, Y: scenes.ScreenH*upK + upMargin, W: HandW - 2*upMargin, H: upSayH}
	}
	return ui.Rect{X: 12, Y: w.barTop(a) + 8, W: barX - 12 - groupGap, H: replayH - 16}
}

// controlRect is where the bar's control i lies (in the order of
// layout: the five steps' buttons, then the speed and Live).
func (w *Watch) controlRect(a *scenes.App, i int) ui.Rect {
	if !w.Portrait() {
		x := barX + float64(i)*(barW+barGap)
		if i >= 5 {
			x += groupGap - barGap
		}
		return ui.Rect{X: x, Y: w.barTop(a) + 8, W: barW, H: replayH - 16}
	}
	_, pageH := a.Logical()
	under := pageH - upMargin - upRowH
	if i < 5 {
		bw := (HandW - 2*upMargin - 4*upGap) / 5
		return ui.Rect{X: upMargin + float64(i)*(bw+upGap), Y: under - upGap - upRowH, W: bw, H: upRowH}
	}
	bw := (HandW - 2*upMargin - upGap) / 2
	return ui.Rect{X: upMargin + float64(i-5)*(bw+upGap), Y: under, W: bw, H: upRowH}
}

// layout places the bar's buttons.
func (w *Watch) layout(a *scenes.App) {
	w.controls = w.controls[:0]
	add := func(name, label string, on bool, do func()) {
		r := w.controlRect(a, len(w.controls))
		w.controls = append(w.controls, control{name: name, b: ui.Button{R: r, Label: label, Enabled: on, Accent: sprites.NeonCyan}, do: do})
	}
	at, of := w.of(), w.of()
	if w.replaying() {
		at = w.at
	}
	add("first", a.T(First), at > 0, func() { w.playing = false; w.ask(0) })
	add("back", a.T(StepBack), at > 0, func() { w.playing = false; w.ask(at - 1) })
	if w.playing {
		add("play", a.T(Pause), true, func() { w.playing = false })
	} else {
		add("play", a.T(PlayOn), of > 0, func() {
			w.playing = true
			if !w.replaying() || w.at >= of {
				w.ask(0) // from the start, or again
			}
		})
	}
	add("forward", a.T(Forward), w.replaying() && at < of, func() { w.playing = false; w.ask(at + 1) })
	add("last", a.T(Last), w.replaying() && at < of, func() { w.playing = false; w.ask(of) })
	add("speed", a.T(Speed, []int{1, 2, 4, 10}[w.speed]), true, func() { w.speed = (w.speed + 1) % len(speeds) })
	add("live", a.T(LiveWord), w.replaying(), w.goLive)
}

// Draw draws the screen shown, smaller, above the bar, and the bar.
func (w *Watch) Draw(d *scenes.Draw) {
	a := d.App
	w.app = a
	lw, lh := a.Logical()
	if w.board == nil {
		scenes.Background(d, 0.55)
		msg := a.T(Connecting)
		if r := w.live.RefusalIn(a.Lang(), w.box); r != "" {
			msg = r
		}
		for i, l := range ui.Wrap(msg, 28, ui.Bold, lw-48) {
			d.Text(l, lw/2, lh/2+float64(i)*38, 28, ui.Bold, ui.Center, sprites.Chalk, 1)
		}
		return
	}
	shown := w.board
	switch {
	case w.inner != nil:
		shown = w.inner
	case w.replaying():
		shown = w.stepBoard
	}
	scenes.Background(d, 0.7)
	w.drawShown(d, shown)
	w.layout(a)
	top := w.barTop(a)
	bar := ui.Rect{X: 0, Y: top, W: lw, H: lh - top}
	d.Fill(bar, 0, sprites.Ink, 0.92)
	say, c := a.T(Watching, w.code), sprites.NeonPink
	if w.replaying() {
		say, c = a.T(StepOf, w.at, w.of()), sprites.NeonAmber
	}
	r, size := w.sayRect(a), 18.0
	if w.Portrait() {
		size = 26
	}
	d.Fill(r, 10, sprites.Night, 0.9)
	d.Stroke(r, 10, 1.5, c, 0.6)
	d.Text(ui.Fit(say, size, ui.Bold, r.W-24), r.X+r.W/2, r.Y+r.H/2, size, ui.Bold, ui.Center, c, 1)
	for i := range w.controls {
		b := &w.controls[i].b
		size := 17.0
		if w.Portrait() {
			size = 24
			for size > 14 && ui.TextWidth(b.Label, size, ui.Bold) > b.R.W-16 {
				size--
			}
		}
		d.Button(b, size)
	}
}

// drawShown draws s into the page's picture of it, at the page's
// resolution, and that picture smaller above the bar (upright, across
// the page's top, drawn at the size it is shown); its buttons are the
// page's where the picture shows them.
func (w *Watch) drawShown(d *scenes.Draw, s scenes.Scene) {
	x, k := w.shown()
	w.shownButtons = w.shownButtons[:0]
	if w.Portrait() {
		dk := float64(d.K) * k
		var fresh bool
		if w.pic, fresh = scenes.Fitted(w.pic, int(math.Ceil(scenes.ScreenW*dk)), int(math.Ceil(scenes.ScreenH*dk))); !fresh {
			w.pic.Clear()
		}
		pd := scenes.DrawOnPart(w.pic, w.pic.Bounds(), dk, d.App)
		pd.Buttons = &w.shownButtons
		s.Draw(pd)
		d.Dst.DrawImage(w.pic, nil)
	} else {
		whole := d.Whole()
		var fresh bool
		if w.pic, fresh = scenes.Fitted(w.pic, whole.X, whole.Y); !fresh {
			w.pic.Clear()
		}
		s.Draw(d.On(w.pic, &w.shownButtons))
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(k, k)
		op.GeoM.Translate(x*float64(d.K), 0)
		d.Dst.DrawImage(w.pic, op)
	}
	if d.Buttons != nil {
		for _, b := range w.shownButtons {
			b.R = w.shownRect(b.R)
			*d.Buttons = append(*d.Buttons, b)
		}
	}
}

// ControlTap is where a person would tap the bar's control name (the
// browser tests' taps), if it can be tapped now.
func (w *Watch) ControlTap(name string) (ui.Point, bool) {
	for _, c := range w.controls {
		if c.name == name && c.b.Enabled {
			return c.b.R.Center(), true
		}
	}
	return ui.Point{}, false
}

// Timing: a replay played counts the ticks to its next step, heard at
// its tick however long the screen rests.
func (w *Watch) Timing() bool { return w.playing && w.replaying() }

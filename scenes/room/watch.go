package room

import (
	"crypto/sha256"
	"encoding/hex"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites"
)

// Watch is a room watched from anywhere by its watch link (?watch=CODE):
// the game's own table drawn from the public view, as a spectator (no
// seat, no secret, nothing it can change), live; and, over its foot,
// the replay's bar: the first step, back, play at a chosen speed,
// forward, the last, and Live. A step is asked of the host, which plays
// the room's log again to it (rooms/replay.go); a step forward animates
// on the table shown, a jump draws the table anew at that step.
type Watch struct {
	shelf []scenes.Box
	box   scenes.Box
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
	w := &Watch{shelf: shelf, code: code, asked: -1}
	w.link = Open(url, wire.Request{Type: wire.ReqWatch, Room: code}, code, "")
	w.live = NewRemote(nil, func(name string) game.Game { return boxNamed(shelf, name, &w.box) }, w.link)
	return w
}

// replaying tells whether the page shows a step of the replay.
func (w *Watch) replaying() bool { return w.step != nil }

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
	w.live.Pump()
	for _, m := range w.live.Steps() {
		w.took(a, m)
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
	if w.inner != nil {
		return w.updateShown(a, w.inner)
	}
	if !w.replaying() {
		return w.updateShown(a, w.board)
	}
	// The live table follows the room unseen, without the taps, and
	// goes nowhere.
	saved := *in
	in.Taps, in.Long = nil, false
	err := w.board.Update(a)
	*in, a.Next = saved, nil
	if err != nil {
		return err
	}
	return w.updateShown(a, w.stepBoard)
}

// updateShown updates the scene shown. The screens a table goes to (its
// scoring at the game's end, its rules) are shown inside the watch page,
// which stays the app's; going back to the table ends them, and the
// title is left to.
func (w *Watch) updateShown(a *scenes.App, s scenes.Scene) error {
	err := s.Update(a)
	defer w.layout(a) // the bar moves when another screen comes or goes
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

// The replay's bar lies over the table's foot (over the top of a screen
// the table went to, whose buttons are at its foot); its buttons start
// at barX, what it shows is said left of them.
const barX = scenes.ScreenW - 7*118 - 12

// barTop is the top of the bar.
func (w *Watch) barTop() float64 {
	if w.inner != nil {
		return 0
	}
	return scenes.ScreenH - 58
}

// layout places the bar's buttons.
func (w *Watch) layout(a *scenes.App) {
	w.controls = w.controls[:0]
	x := float64(barX)
	add := func(name, label string, on bool, do func()) {
		w.controls = append(w.controls, control{name: name, b: ui.Button{R: ui.Rect{X: x, Y: w.barTop() + 7, W: 110, H: 44}, Label: label, Enabled: on, Accent: sprites.NeonCyan}, do: do})
		x += 118
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

// Draw draws the table shown and the bar.
func (w *Watch) Draw(d *scenes.Draw) {
	a := d.App
	if w.board == nil {
		scenes.Background(d, 0.55)
		msg := a.T(Connecting)
		if r := w.live.RefusalIn(a.Lang(), w.box); r != "" {
			msg = r
		}
		d.Text(msg, 640, 360, 28, ui.Bold, ui.Center, sprites.Chalk, 1)
		return
	}
	switch {
	case w.inner != nil:
		w.inner.Draw(d)
	case w.replaying():
		w.stepBoard.Draw(d)
	default:
		w.board.Draw(d)
	}
	w.layout(a)
	bar := ui.Rect{X: 12, Y: w.barTop(), W: scenes.ScreenW - 24, H: 58}
	d.Fill(bar, 12, sprites.Ink, 0.92)
	say, c := a.T(Watching, w.code), sprites.NeonPink
	if w.replaying() {
		say, c = a.T(StepOf, w.at, w.of()), sprites.NeonAmber
	}
	d.Text(ui.Fit(say, 18, ui.Bold, barX-40), (bar.X+barX)/2, bar.Y+30, 18, ui.Bold, ui.Center, c, 1)
	for i := range w.controls {
		d.Button(&w.controls[i].b, 17)
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

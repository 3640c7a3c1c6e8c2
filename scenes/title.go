package scenes

import (
	"math"
	"slices"
	"strings"
	"unicode"

	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// Title is the first screen: New game, Continue (when an autosave
// exists), Rules, Settings and the Demo.
type Title struct {
	Buttons  []*ui.Button
	NewGame  *ui.Button
	Learn    *ui.Button
	Cont     *ui.Button
	Rules    *ui.Button
	Mine     *ui.Button // My games, when the device sits in any (mine.go)
	settings *ui.Button
	demo     *ui.Button
	// boxes are the shelf's games, one tab each; the lit one is the game
	// New game, Continue and Rules are for.
	Boxes []*ui.Button
	// tags is how many of the wall's tags are up: one more each frame.
	// A tag is a cached vector picture that takes a good part of a second
	// to render the first time in a software-rendered browser; the title
	// and its buttons show at once and the tags are sprayed on after.
	tags int
	// since is the tick of the last touch: after the quiet time of the
	// settings the demo starts by itself.
	since int
	hover ui.Point
}

// NewTitle builds the title screen for the app's language and store.
func NewTitle(a *App) *Title {
	t := &Title{}
	n := len(a.shelf)
	for b, box := range a.shelf {
		name, _ := box.Cover(a.Lang())
		t.Boxes = append(t.Boxes, &ui.Button{R: ui.Rect{X: 640 - float64(n)*120 + float64(b)*240 + 10, Y: 256, W: 220, H: 44}, Label: name, Enabled: true})
		if b == a.Settings.Box {
			t.Boxes[b].Accent = sprites.NeonPink
		}
	}
	x, w, h := 460.0, 360.0, 50.0
	y := 340.0
	mk := func(key words.Word) *ui.Button {
		b := &ui.Button{R: ui.Rect{X: x, Y: y, W: w, H: h}, Label: a.T(key), Enabled: true}
		y += h + 12
		t.Buttons = append(t.Buttons, b)
		return b
	}
	if a.Resume[a.Settings.Box] != "" {
		t.Cont = mk(words.Continue)
		t.Cont.Accent = sprites.NeonAmber
	}
	t.NewGame = mk(words.NewGame)
	// Learn shares New game's row: the game's lesson (scenes/lesson.go),
	// lit while the device has not yet been offered it.
	t.NewGame.R.W = 224
	t.Learn = &ui.Button{R: ui.Rect{X: x + 236, Y: t.NewGame.R.Y, W: w - 236, H: h}, Label: a.T(words.Learn), Enabled: true, Accent: sprites.NeonAmber}
	if !a.wasOffered(a.Settings.Box) {
		t.Learn.Accent = sprites.NeonPink
	}
	t.Buttons = append(t.Buttons, t.Learn)
	label, yourTurn := "", false
	if myGames != nil {
		label, yourTurn = myGames.Entry(a)
	}
	if label != "" {
		t.Mine = mk(words.Rules)
		t.Mine.Label = label
		if yourTurn {
			t.Mine.Accent = sprites.NeonPink
		}
	}
	t.Rules = mk(words.Rules)
	t.settings = mk(words.Settings)
	if t.Mine != nil {
		// A row more: Demo shares Settings' row, and the buttons end
		// where they did.
		y -= h + 12
		t.settings.R.W = 224
	}
	t.demo = mk(words.Demo)
	if t.Mine != nil {
		t.demo.R.X, t.demo.R.W = x+236, w-236
	}
	t.since = a.Tick
	return t
}

// Update answers the buttons.
func (t *Title) Update(a *App) error {
	in := a.Input()
	if demoInput(in) || in.Hover != t.hover {
		t.since, t.hover = a.Tick, in.Hover
	}
	if quiet := a.Settings.DemoIdle.Ticks(); quiet > 0 && a.Tick-t.since >= quiet && a.Next == nil {
		a.StartDemo()
		return nil
	}
	if len(in.Taps) > 0 && !a.wasOffered(a.Settings.Box) && !t.Learn.Hit(in) {
		a.offered(a.Settings.Box) // seen and passed by: offered once
	}
	for b, tab := range t.Boxes {
		if tab.Hit(in) && b != a.Settings.Box {
			a.Settings.Box = b
			a.SaveSettings()
			*t = *NewTitle(a)
			return nil
		}
	}
	switch {
	case t.demo.Hit(in):
		a.StartDemo()
	case t.Cont != nil && t.Cont.Hit(in):
		tb, err := a.continueGame()
		if err != nil {
			// The save changed since the start: look again, and say.
			a.checkAutosave()
			*t = *NewTitle(a)
			return nil
		}
		a.Goto(tb)
	case t.Mine != nil && t.Mine.Hit(in):
		a.Goto(myGames.Open(a))
	case t.NewGame.Hit(in):
		a.Goto(NewSetup(a))
	case t.Learn.Hit(in):
		a.StartLesson(a.Settings.Box)
	case t.Rules.Hit(in):
		a.Goto(NewRules(a, t))
	case t.settings.Hit(in):
		a.Goto(NewSettingsScene(a))
	}
	return nil
}

// neonStart is how lit the title's tubes are in its first frames, a
// starter catching: dark in the very first, which so draws no vector
// path. Vector paths need shaders that take a good part of a second to
// compile in the browser; the wall, the title and the buttons show at
// once, and the tubes stutter on while that is paid.
var NeonStart = []float32{0, 0, 0.7, 0, 0, 0.9, 0.3, 0, 1, 1, 0.5}

// Draw shows the wall, neon and the title in spray paint.
func (t *Title) Draw(d *Draw) {
	Background(d, 0.35)
	tick := float64(d.App.Tick)
	// Neon tubes breathing, and graffiti being sprayed along the wall.
	glow := float32(0.6 + 0.4*math.Sin(tick/40))
	lit := float32(1)
	if n := d.App.titleFrames; n < len(NeonStart) {
		lit = NeonStart[n]
	}
	d.App.titleFrames++
	for _, y := range [2]float64{40, 680} {
		col := sprites.NeonPink
		if y > 360 {
			col = sprites.NeonCyan
		}
		if lit == 0 {
			// The glass of a tube not yet lit.
			d.Line(40, y, 1240, y, 3, sprites.Chalk, 0.18)
			continue
		}
		sprites.DrawNeon(d.Dst, d.S(40), d.S(y), d.S(1240), d.S(y), col, glow*d.S(14), lit)
	}
	// Tags down both sides, clear of the title and the buttons: the
	// letters of the game on the shelf.
	name, sub := d.App.box().Cover(d.App.Lang())
	letters := wallLetters(name)
	for i := 0; i < t.tags; i++ {
		phase := math.Mod(tick/90+float64(i)*0.37, 1)
		x := [6]float64{150, 1130, 300, 980, 160, 1120}[i]
		y := [6]float64{200, 210, 420, 430, 610, 600}[i]
		col := sprites.ArtistColors[i%4]
		sprites.DrawTag(d.Dst, d.S(x-40), d.S(y-40), d.S(80), col, letters[i])
		if phase < 0.5 {
			sprites.DrawSprayPuff(d.Dst, d.S(x), d.S(y), d.S(50), col, phase*2)
		}
	}
	t.tags = min(t.tags+1, 6)
	d.Text(name, 640+4, 135+5, 120, ui.Display, ui.Center, sprites.Ink, 0.8)
	d.Text(name, 640, 135, 120, ui.Display, ui.Center, sprites.NeonPink, 1)
	d.Text(sub, 640, 222, 24, ui.Bold, ui.Center, sprites.Chalk, 0.9)
	for _, b := range t.Boxes {
		d.Button(b, 20)
	}
	for _, b := range t.Buttons {
		d.Button(b, 22)
	}
	if d.App.TitleNote == "" && !d.App.wasOffered(d.App.Settings.Box) {
		d.Text(d.App.T(words.LearnOffer, name), 640, 314, 17, ui.Bold, ui.Center, sprites.NeonAmber, 1)
	}
	if d.App.TitleNote != "" {
		for i, l := range ui.Wrap(d.App.TitleNote, 15, ui.Bold, 1100) {
			d.Text(l, 640, 314+18*float64(i), 15, ui.Bold, ui.Center, sprites.NeonAmber, 1)
		}
	}
	d.Text(d.App.box().Credits(d.App.Lang()), 640, 705, 14, ui.Body, ui.Center, sprites.Chalk, 0.6)
	if v := d.App.Version; v != "" {
		d.Text(v, 1268, 705, 11, ui.Body, ui.Right, sprites.Chalk, 0.45)
	}
}

// wallLetters are the six letters of the title's wall tags: the first
// six different letters of the game's name, in capitals, as six artists
// would each tag one ("GRAFIT", "TAGCIY", "KUNSTÜ").
func wallLetters(name string) [6]rune {
	var out [6]rune
	n := 0
	for _, r := range strings.ToUpper(name) {
		if n == len(out) {
			break
		}
		if unicode.IsLetter(r) && !slices.Contains(out[:n], r) {
			out[n] = r
			n++
		}
	}
	for i, found := n, n; i < len(out) && found > 0; i++ {
		out[i] = out[i%found] // a short name repeats its letters
	}
	return out
}

// Lively: the title's wall moves at rest (its neon), drawn at the full
// rate (rest.go).
func (*Title) Lively() bool { return true }

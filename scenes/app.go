// Package scenes is the Ebitengine client: title, new game, the table,
// the hand-over curtain, round end, final scoring, rules and settings.
// Scenes turn taps into actions for the rules core and animate the
// events it returns; no rule is decided here.
package scenes

import (
	"encoding/json"
	"math"
	"runtime/debug"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes/sound"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// Logical size of every scene; the window scales it, keeping the aspect.
const (
	ScreenW = ui.ScreenW
	ScreenH = 720
)

// Scene is one screen of the game.
type Scene interface {
	Update(a *App) error
	Draw(d *Draw)
}

// App is the game as ebiten runs it: the scene manager, the settings,
// the store for autosave, and the input seam.
type App struct {
	Settings Settings
	Store    Store
	Tick     int // ticks since start: every animation counts these
	Frames   int // frames drawn since start

	Src    ui.InputSource
	In     ui.Input
	inject []ui.Point
	// injectTouch: the queued taps are a finger's.
	injectTouch bool
	Scale       float64

	// shelf is the program's games, one tab each on the title.
	shelf []Box

	Cur, Next Scene
	fade      int // ticks left of the cross-fade to next
	// FadeTo is the scene faded to, drawn apart and laid over the scene
	// left, which is drawn on the screen itself: a second window-sized
	// picture for the scene left cost 8 MB of textures at 1280×720
	// (sides rounded up to powers of two) during every fade. It is kept
	// in pieces (Tiles) for the same reason.
	FadeTo Tiles
	quit   bool
	drawn  bool    // a frame has been drawn at the current scale
	css    float64 // CSS (window) pixels a logical pixel takes; 0 before a layout

	// The magnified view a small window opens on a tap (magnifier.go),
	// and the buttons the last frame drew, which a tap may reach at once.
	Mag     Magnifier
	buttons []ui.Control

	// resized: the window changed size, or a scene was left, since the
	// last frame; the frame after it returns the garbage of the pictures
	// of the old size or the old scene (settle).
	resized bool

	// titleFrames counts the frames the title has drawn since the start:
	// its neon tubes light up after the first (see Title.Draw).
	titleFrames int
	// rests: the screen keeps its picture at rest (rest.go); inputAt is
	// the tick of the last input, lastHover and lastHeld the pointer
	// then; stirAt the tick of the last Stir seen, lastStir its count.
	rests     bool
	inputAt   int
	lastHover ui.Point
	lastHeld  bool
	stirAt    int
	lastStir  uint64
	// drawnAt is the tick of the last frame drawn; pace asks Ebitengine
	// for the frames in the real game loop (pace.go, nil elsewhere),
	// askedAt the tick of the frame that last asked.
	drawnAt int
	pace    *pacer
	askedAt int

	// Version is the build's, shown in the title's corner ("" for a
	// build not made as a release: nothing shown).
	Version string

	// The autosave: which file Continue takes up ("" for none), what the
	// title says about a damaged save, and the notice, told once, that
	// the store refuses. frozen stops all writing of the autosave when a
	// damaged one could not be moved aside.
	Resume    []string // per box, the file Continue takes up ("" for none)
	TitleNote string
	frozen    bool
	toldStore bool
	Notice    []string
	NoticeAt  int
	clock     func() time.Time // nil: the real clock (names of damaged saves)

	// BotIterations, when set, gives every bot decision that many search
	// iterations instead of its time budget, thought in slices each tick,
	// so a run repeats exactly (tests, the demo's checks). BotSeed, when
	// set, seeds the bots of every new table instead of the system's
	// random source.
	BotIterations int
	BotSeed       uint64
	// The browser's decisions thought in slices: how many, their slices,
	// the longest slice (the longest a frame waited for a bot) and the
	// longest decision, from its start to the tick that heard it; their
	// slices' time together, against their time from start to heard;
	// the slices over slowSlice.
	SlicedDecisions, slicesThought, slowSlices int
	longestSlice, longestDecision              time.Duration
	searched, searchWall                       time.Duration

	// SetFullscreen applies the full-screen setting; main sets it to
	// ebiten's, tests leave it nil. SetCursorHidden hides the mouse
	// pointer while the demo runs, the same way.
	SetFullscreen   func(bool)
	SetCursorHidden func(bool)
	// OpenRoom opens a room of box's game on a host (the program sets it
	// where one is at hand: the page's own host, or -rooms): names and
	// seats as set up (a person's seat is taken on a phone), variants in
	// the game's words; choice lists the room on the host's lobby, for
	// anyone to ask the table for a free seat, and gives its time per
	// move (RoomChoice). The scene is the room's table screen.
	OpenRoom func(a *App, box Box, names []string, seats []Seat, variants []string, choice RoomChoice) Scene
	// Room is what the room's screen last told of itself (RoomStatus).
	Room RoomStatus
	// window is the window's size as the last layout was given it.
	window [2]float64

	// Sound plays the table's cues (nil: silent). It is woken on the
	// first touch: a browser lets sound start only then.
	Sound *sound.Mixer

	// The café demo while it runs (nil otherwise), and the seed of its
	// games when it must repeat (0: the system's random source).
	Demo     *demoRun
	DemoSeed uint64
	// Lesson is the lesson under way (nil otherwise): it is drawn over
	// the table it teaches at, and its scoring (scenes/lesson.go).
	Lesson *Lesson
}

const FadeTicks = 16

// NewApp makes the app on its title screen, with the games of the shelf
// (scenes/boxes lists them). src nil reads the devices.
func NewApp(store Store, src ui.InputSource, shelf []Box) *App {
	return NewAppAt(store, src, shelf, nil)
}

// NewAppAt is NewApp with a clock of its own (nil: the real one), which
// names the damaged saves it moves aside.
func NewAppAt(store Store, src ui.InputSource, shelf []Box, now func() time.Time) *App {
	if src == nil {
		src = ui.NewDevice()
	}
	a := &App{Store: store, Src: src, Scale: 1, shelf: shelf, Resume: make([]string, len(shelf)), clock: now}
	a.Settings = LoadSettings(store)
	if a.Settings.Box >= len(shelf) {
		a.Settings.Box = 0 // a game of a later version's shelf
	}
	a.checkAutosave()
	a.Cur = NewTitle(a)
	return a
}

// Input is this tick's input.
func (a *App) Input() *ui.Input { return &a.In }

// Tap queues a tap for the next tick, as if a person had tapped there:
// the seam through which tests and the monkey drive the real scenes.
func (a *App) Tap(x, y float64) { a.inject = append(a.inject, ui.Point{X: x, Y: y}) }

// Touch queues a finger's tap for the next tick (Tap is the mouse's).
func (a *App) Touch(x, y float64) { a.Tap(x, y); a.injectTouch = true }

// Lang is the language of the table.
func (a *App) Lang() words.Lang { return a.Settings.Lang }

// T translates with the app's language.
func (a *App) T(w words.Word, args ...any) string { return words.T(a.Settings.Lang, w, args...) }

// Goto cross-fades to another scene.
func (a *App) Goto(s Scene) {
	a.Next = s
	a.fade = FadeTicks
	if a.Settings.Speed == SpeedInstant {
		a.fade = 1
	}
}

// Current is the scene on screen (the one faded to, during a fade).
func (a *App) Current() Scene {
	if a.Next != nil {
		return a.Next
	}
	return a.Cur
}

// Quit ends the program after this tick.
func (a *App) Quit() { a.quit = true }

// Update runs one tick, after the ticks a rest owes (pace.go).
func (a *App) Update() error {
	if a.pace != nil {
		for range a.pace.owed() {
			if err := a.tick(true); err != nil {
				return err
			}
		}
	}
	return a.tick(false)
}

// tick runs one tick; a quiet one (a rest's, run by the app itself)
// reads no input: the pointer and the button stay as they were.
func (a *App) tick(quiet bool) error {
	a.Tick++
	if a.Tick == 1 {
		Mark("graffiti-first-update")
		a.openMineUpright()
	}
	a.expireNotice()
	if quiet {
		a.In = ui.Input{Hover: a.lastHover, Held: a.lastHeld}
	} else {
		a.In = a.Src.Read(a.Scale)
	}
	if len(a.inject) > 0 && !quiet {
		a.In.Taps = append(a.In.Taps[:len(a.In.Taps):len(a.In.Taps)], a.inject...)
		a.In.Touch = a.In.Touch || a.injectTouch
		a.inject, a.injectTouch = a.inject[:0], false
	}
	a.noteInput(a.In)
	if demoInput(&a.In) && a.Settings.Volume.Gain() > 0 {
		// Sound off, no output is opened: a browser's audio thread
		// runs from its opening to the page's end, silent or not,
		// and a phone waiting its turn should spend nothing.
		a.Sound.Wake()
	}
	if a.Demo != nil && demoInput(&a.In) {
		// Any touch ends the demo, and is spent doing so: the title
		// does not take it as a tap on one of its buttons.
		// At a game's end the demo invites to learn that game: a touch
		// then opens its lesson.
		rules, learn := ui.Tapped(&a.In, DemoRulesBtn), a.demoInvites() && len(a.In.Taps) > 0
		box := a.boxOnScreen()
		a.stopDemo()
		switch {
		case rules:
			a.Goto(NewRules(a, a.Cur))
		case learn:
			a.StartLesson(box)
		}
		a.In = ui.Input{}
		return nil
	}
	if a.In.Key == ui.KeyFull {
		a.Settings.Fullscreen = !a.Settings.Fullscreen
		a.applyFullscreen()
		a.SaveSettings()
	}
	a.magnify()
	if a.Next != nil {
		a.fade--
		if a.fade <= 0 {
			old := a.Cur
			a.Cur, a.Next = a.Next, nil
			a.left(old)
			a.resized = true
		}
		return nil
	}
	if a.Lesson != nil {
		a.Lesson.update(a)
	}
	if err := a.Cur.Update(a); err != nil {
		return err
	}
	if a.quit {
		return ebiten.Termination
	}
	return nil
}

// releaser is a scene holding window-sized pictures of its own.
type releaser interface{ Release() }

// left frees what the scene just left holds on the GPU, and the fade's
// picture: a scene left is not drawn until it is entered again (a
// table behind the rules, a table under its final scoring), when it
// draws its pictures anew. Without this every game of an evening kept
// two window-sized pictures until the garbage collector, which does not
// see GPU memory, got round to them.
func (a *App) left(old Scene) {
	if r, ok := old.(releaser); ok {
		r.Release()
	}
	a.dropFade()
}

// dropFade frees the fade's picture; the next fade makes it again.
func (a *App) dropFade() {
	a.FadeTo.Release()
}

// Draw draws the current scene, or the cross-fade between two.
func (a *App) Draw(screen *ebiten.Image) {
	defer publishFrame(a)
	defer a.askNext()
	if a.keep() {
		return
	}
	if a.rests {
		screen.Clear() // ebiten does not, for a screen that may be kept
	}
	if a.resized {
		defer a.settle()
	}
	a.Frames++
	sprites.NewFrame()
	a.drawnAt = a.Tick
	if !a.drawn {
		Mark("graffiti-first-draw")
	}
	a.drawn = true
	a.buttons = a.buttons[:0]
	d := newDraw(screen, a.Scale, a)
	defer a.drawNotice(d)
	if a.Demo != nil {
		defer drawDemoBadge(d)
	}
	if a.Next == nil && a.Mag.On {
		a.drawMagnified(screen, d)
		return
	}
	if a.Next == nil {
		a.Cur.Draw(d)
		if a.Lesson != nil {
			a.Lesson.draw(d)
		}
		return
	}
	// The scene left is drawn on the screen, cleared by now: the same
	// pixels as drawn on a cleared picture of its own and copied there.
	a.Cur.Draw(newDraw(screen, a.Scale, a))
	a.FadeTo.Fit(screen.Bounds().Dx(), screen.Bounds().Dy())
	a.FadeTo.Paint(newDraw(screen, a.Scale, a), &a.buttons, a.Next.Draw)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(1 - float32(a.fade)/FadeTicks)
	a.FadeTo.DrawOn(screen, op)
}

// LayoutF draws at the window's real resolution: the 1280×720 table is
// scaled by a factor, so vector shapes and text stay sharp at any size.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	a.window = [2]float64{w, h}
	lw, lh := a.logical()
	a.css = math.Min(w/lw, h/lh)
	k := a.css * ebiten.Monitor().DeviceScaleFactor()
	if k < 0.25 {
		k = 0.25
	}
	if a.Scale != k && a.drawn {
		// The window changed size: pictures cached at the old size will
		// not be drawn again.
		sprites.ReleaseCache()
		ui.ReleaseShapes()
		a.resized = true
	}
	a.Scale = k
	return lw * k, lh * k
}

// logical is the size the scene is laid out in: 1280×720, or upright
// for a scene that asks (a phone's hand in a room), 720 wide and at least
// 1280 tall, taller on a taller phone, so the page fills its screen.
func (a *App) logical() (float64, float64) {
	if p, ok := a.Cur.(interface{ Portrait() bool }); ok && p.Portrait() {
		h := float64(ScreenW)
		if w := a.window; w[0] > 0 {
			h = math.Max(h, ScreenH*w[1]/w[0])
		}
		return ScreenH, h
	}
	return ScreenW, ScreenH
}

// Logical is the size the current scene is laid out at (1280×720, or an
// upright page 720 wide and as tall as the window makes it).
func (a *App) Logical() (w, h float64) { return a.logical() }

// Controls are the buttons the last frame drew, where it laid them out
// (logical pixels, the screen's Logical size): every screen's, read by
// the test that checks each lies inside its screen and no two enabled
// ones overlap, for the screens to come as for today's.
func (a *App) Controls() []ui.Control { return a.buttons }

// Wide tells whether the window is wider than tall (a phone turned, a
// tablet on its side, a desktop).
func (a *App) Wide() bool { return a.window[0] > a.window[1] }

// Layout is unused: LayoutF takes its place.
func (a *App) Layout(w, h int) (int, int) {
	sw, sh := a.LayoutF(float64(w), float64(h))
	return int(sw), int(sh)
}

func (a *App) applyFullscreen() {
	if a.SetFullscreen != nil {
		a.SetFullscreen(a.Settings.Fullscreen)
	}
}

func (a *App) SaveSettings() {
	b, _ := json.Marshal(a.Settings)
	if err := a.Store.Save(SettingsFile, b); err != nil {
		a.StoreFailed(err)
	}
}

// cue plays a sound at the volume of the settings; the demo is silent
// unless the settings say otherwise.
func (a *App) Cue(c sound.Cue) bool {
	if a.Sound == nil {
		return false
	}
	a.Sound.Volume = a.Settings.Volume.Gain()
	if a.Demo != nil && !a.Settings.DemoSound {
		a.Sound.Volume = 0
	}
	return a.Sound.Play(c)
}

// settle returns to the system, after the first frame at a new window
// size or of a new scene, the memory the pictures of the old size or
// scene held: the old pictures and the vertices that drew the new ones
// are garbage by then, and a few resizes would otherwise stack one
// size's garbage on the next's before the collector came round, each
// resize raising the process's peak. Then ReleaseNative gives back what
// the C allocator kept of the textures freed (under software GL they are
// its memory). Resizes and scene changes are rare; this takes a few
// milliseconds.
func (a *App) settle() {
	a.resized = false
	debug.FreeOSMemory()
	if ReleaseNative != nil {
		ReleaseNative()
	}
}

// ReleaseNative, when set (main sets it on Linux with glibc), returns to
// the system the free memory the C allocator holds.
var ReleaseNative func()

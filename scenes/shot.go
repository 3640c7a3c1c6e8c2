package scenes

import (
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes/words"
	"graffiti/sprites"
)

// ShotOptions describe a screenshot: which scene, after how many ticks,
// and for the table how far into a game (random legal actions).
type ShotOptions struct {
	Scene   string // title, setup, rules, settings, demo, icon (Width wide and high), and each game's scenes
	Ticks   int
	Players int
	Seed    uint64
	Actions int
	Lang    words.Lang
	Out     string // "" takes no picture
	Resizes int    // window size changes while the ticks run
	Memory  bool   // print the memory line at the end
	Seats   []Seat // who plays each seat at the table (nil: people)
	Width   int    // the picture's width (0: 1280); the height keeps 16:9
	Special bool   // at the table: variant 2, the special graffiti
	Block   bool   // at the table: variant 1, the blocking token
	Box     int    // the game chosen on the title, by its place on the shelf (and set up on the new-game screen)
	Page    int    // rules: the page open, from 0; lesson: the step, from 0
}

// Prepare puts the app on the scene a screenshot asks for.
func (a *App) Prepare(o ShotOptions) error {
	a.Settings.Lang = o.Lang
	a.Settings.Box = o.Box
	switch o.Scene {
	case "title", "icon": // the icon is drawn at the end, over nothing
		a.Cur = NewTitle(a)
	case "setup":
		s := NewSetup(a)
		if least, most := a.box().Rules().Players(); o.Players >= least && o.Players <= most {
			s.Players = o.Players
		}
		a.Cur = s
	case "rules":
		r := NewRules(a, NewTitle(a))
		r.Book.TurnTo(o.Lang, o.Page)
		a.Cur = r
	case "settings":
		a.Cur = NewSettingsScene(a)
	case "lesson":
		// The chosen box's lesson at step Page, as one left there
		// finds it again.
		data, _ := json.Marshal(struct{ Step int }{o.Page})
		if err := a.Store.Save(lessonFile(a.box()), data); err != nil {
			return err
		}
		a.StartLesson(o.Box)
	case "demo":
		// The demo as a café sees it, made to repeat: its games and its
		// bots from the seed, each decision a fixed number of iterations.
		a.DemoSeed, a.BotSeed, a.BotIterations = o.Seed, o.Seed, 400
		a.StartDemo()
	default:
		// A game's own scene: the chosen box's first ("table" is its
		// table), then any box that knows the name.
		boxes := append([]Box{a.box()}, a.shelf...)
		for _, b := range boxes {
			if known, err := b.Shot(a, o); known {
				return err
			}
		}
		return fmt.Errorf("unknown scene %q (title, setup, rules, settings, demo, and each game's table, curtain and scoring)", o.Scene)
	}
	return nil
}

// Render draws the current scene into a new 1280×720 image.
func (a *App) Render() *ebiten.Image { return a.RenderAt(ScreenW) }

// RenderAt draws the current scene into a new image w pixels wide (and
// 9/16 of that high, or 16/9 upright), everything drawn at that resolution, as a window
// of that size would show it.
func (a *App) RenderAt(w int) *ebiten.Image {
	lw, lh := a.logical() // upright for a phone's hand: 9/16 the other way
	img := ebiten.NewImage(w, int(float64(w)*lh/lw))
	old := a.Scale
	a.Scale = float64(w) / lw
	a.Draw(img)
	a.Scale = old
	return img
}

// shotGame runs the app for a number of ticks, then writes the frame.
type shotGame struct {
	*App
	o       ShotOptions
	capture bool // the next frame is the picture
	done    bool
	resized int
	err     error
}

// NewShot makes a game that renders o.Ticks ticks of a scene to o.Out.
func NewShot(a *App, o ShotOptions) (ebiten.Game, error) {
	// Bots at a pictured table decide as in the demo's pictures: seeded,
	// a fixed number of iterations thought a slice a frame, so the same
	// flags give the same picture on any machine.
	if a.BotIterations == 0 {
		a.BotSeed, a.BotIterations = o.Seed, 400
	}
	if err := a.Prepare(o); err != nil {
		return nil, err
	}
	if o.Width == 0 {
		o.Width = ScreenW
	}
	return &shotGame{App: a, o: o}, nil
}

func (g *shotGame) Update() error {
	if g.done {
		return cmp.Or(g.err, ebiten.Termination)
	}
	if g.capture {
		return nil // the picture is the next frame's
	}
	// Resizes, if asked, are spread over the run and end at 1280×720.
	if n := g.o.Resizes; n > 0 && g.Tick > 0 && g.Tick%max(1, g.o.Ticks/(n+1)) == 0 && g.resized < n {
		g.resized++
		sz := resizeSizes[g.resized%len(resizeSizes)]
		if g.resized == n {
			sz = [2]int{ScreenW, ScreenH}
		}
		ebiten.SetWindowSize(sz[0], sz[1])
	}
	if g.Tick >= g.o.Ticks {
		// What the loop held while running: a measurement for the README,
		// never a test.
		fmt.Printf("%d ticks; ebiten's measured rate: %.1f ticks/s, %.1f frames/s\n", g.Tick, ebiten.ActualTPS(), ebiten.ActualFPS())
		if g.o.Memory {
			fmt.Println(MemoryLine())
		}
		if g.o.Out == "" {
			g.done = true
			return ebiten.Termination
		}
		if g.o.Scene == "icon" {
			// The program's icon, a square as wide as asked.
			g.done = true
			g.err = WriteIcon(g.o.Width, g.o.Out)
			return cmp.Or(g.err, ebiten.Termination)
		}
		// The next frame is the picture: read from the window itself
		// where it is the size asked (Draw), so taking it allocates no
		// second window-sized picture in a process whose memory is
		// measured.
		g.capture = true
		return nil
	}
	return g.App.Update()
}

// Draw draws the frame, and writes it when it is the picture: the window's
// own frame when it is the width asked (the same picture: the scene is
// drawn at the window's scale), or the scene drawn again at that width.
//
// Either way the picture is the one frame drawn after the last tick, so
// what changes from frame to frame (the title's tags, sprayed one a
// frame) is as it was when the picture was always drawn again.
func (g *shotGame) Draw(screen *ebiten.Image) {
	if !g.capture || g.done {
		g.App.Draw(screen)
		return
	}
	g.done = true
	lw, lh := g.logical()
	if b := screen.Bounds(); b.Dx() == g.o.Width && b.Dy() == int(float64(g.o.Width)*lh/lw) && g.Scale == float64(g.o.Width)/lw {
		g.App.Draw(screen)
		g.err = WritePNG(screen, g.o.Out)
		return
	}
	g.err = WritePNG(g.RenderAt(g.o.Width), g.o.Out)
}

// resizeSizes are the window sizes a resize test goes through.
var resizeSizes = [][2]int{{1920, 1080}, {1024, 600}, {1600, 900}, {800, 450}, {1366, 768}}

// MemoryLine describes the process's memory now: peak and current
// resident set (from /proc, Linux only), Go heap, GPU images and the
// cached pictures. With GRAFFITI_HEAPPROFILE set it also writes a heap
// profile there.
func MemoryLine() string {
	var dbg ebiten.DebugInfo
	ebiten.ReadDebugInfo(&dbg)
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	if f := os.Getenv("GRAFFITI_HEAPPROFILE"); f != "" {
		writeHeapProfile(f)
	}
	st := sprites.Atlas()
	return fmt.Sprintf("memory: peak resident %.0f MB, resident %.0f MB, Go heap %.1f MB, GPU images %.1f MB, cached pictures %d (%.2f Mpx) on %d sheets",
		procKB("VmHWM")/1024, procKB("VmRSS")/1024, float64(ms.HeapAlloc)/(1<<20), float64(dbg.TotalGPUImageMemoryUsageInBytes)/(1<<20),
		st.Pictures, float64(st.PicturePixel)/1e6, st.Sheets)
}

// procKB reads a kB figure of /proc/self/status (0 where there is none).
func procKB(field string) float64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, field+":"); ok {
			f, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
			return f
		}
	}
	return 0
}

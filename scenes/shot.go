package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"runtime"
	"runtime/pprof"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/game"
)

// ShotOptions describe a screenshot: which scene, after how many ticks,
// and for the table how far into a game (random legal actions).
type ShotOptions struct {
	Scene   string // title, setup, rules, settings, table, curtain, keep, scoring
	Ticks   int
	Players int
	Seed    uint64
	Actions int
	Lang    Lang
	Out     string
}

// Prepare puts the app on the scene a screenshot asks for.
func (a *App) Prepare(o ShotOptions) error {
	a.Settings.Lang = o.Lang
	switch o.Scene {
	case "title":
		a.cur = NewTitle(a)
	case "setup":
		a.cur = NewSetup(a)
	case "rules":
		a.cur = NewRules(a, NewTitle(a))
	case "settings":
		a.cur = NewSettingsScene(a)
	case "table", "curtain", "keep", "scoring":
		colors := []int{0, 1, 2, 3}[:o.Players]
		t, err := NewTable(a, game.Setup{Players: o.Players, Seed: o.Seed}, colors)
		if err != nil {
			return err
		}
		r := game.NewRand(o.Seed)
		var buf []game.Action
		stop := func() bool {
			switch o.Scene {
			case "scoring":
				return t.s.Phase == game.PhaseOver
			case "keep":
				return t.s.Phase == game.PhaseKeep
			}
			return t.s.Actions >= o.Actions
		}
		for !stop() && t.s.Phase != game.PhaseOver {
			buf = t.s.LegalActions(buf)
			// Prefer acting to passing, so the table fills up.
			act := buf[r.Intn(len(buf))]
			if act.Kind == game.ActPass && len(buf) > 1 && r.Intn(4) > 0 {
				act = buf[1+r.Intn(len(buf)-1)]
			}
			ev, err := t.s.Apply(act)
			if err != nil {
				return err
			}
			t.logEvents(a, ev)
		}
		t.refresh()
		if o.Scene == "table" {
			// Show the choice strip open on a spray if one is possible.
			for _, act := range t.legal {
				if act.Kind == game.ActSpray {
					t.choose(target{kind: tSegment, seg: int(act.Segment)})
					break
				}
			}
		}
		if o.Scene != "curtain" {
			t.curtain.down, t.curtain.liftedFor = false, t.s.Actor()
			t.curtain.moved = -1000
		}
		a.cur = t
		if o.Scene == "scoring" {
			t.over = true
			a.cur = NewScoring(a, t)
		}
	default:
		return fmt.Errorf("unknown scene %q (title, setup, rules, settings, table, curtain, keep, scoring)", o.Scene)
	}
	return nil
}

// Render draws the current scene into a new 1280×720 image.
func (a *App) Render() *ebiten.Image {
	img := ebiten.NewImage(ScreenW, ScreenH)
	old := a.scale
	a.scale = 1
	a.Draw(img)
	a.scale = old
	return img
}

// WritePNG saves an image.
func WritePNG(img *ebiten.Image, path string) error {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return png.Encode(f, rgba)
}

// shotGame runs the app for a number of ticks, then writes the frame.
type shotGame struct {
	*App
	o    ShotOptions
	done bool
	err  error
}

// NewShot makes a game that renders o.Ticks ticks of a scene to o.Out.
func NewShot(a *App, o ShotOptions) (ebiten.Game, error) {
	if err := a.Prepare(o); err != nil {
		return nil, err
	}
	return &shotGame{App: a, o: o}, nil
}

func (g *shotGame) Update() error {
	if g.done {
		return ebiten.Termination
	}
	if g.Tick >= g.o.Ticks {
		// What the loop held while running: a measurement for the README,
		// never a test.
		fmt.Printf("%d ticks; ebiten's measured rate: %.1f ticks/s, %.1f frames/s\n", g.Tick, ebiten.ActualTPS(), ebiten.ActualFPS())
		var dbg ebiten.DebugInfo
		ebiten.ReadDebugInfo(&dbg)
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		if f := os.Getenv("GRAFFITI_HEAPPROFILE"); f != "" {
			if w, err := os.Create(f); err == nil {
				pprof.WriteHeapProfile(w)
				w.Close()
			}
		}
		fmt.Printf("GPU images %.1f MB, Go heap %.1f MB (sys %.1f MB)\n", float64(dbg.TotalGPUImageMemoryUsageInBytes)/1e6, float64(ms.HeapAlloc)/1e6, float64(ms.Sys)/1e6)
		g.err = WritePNG(g.Render(), g.o.Out)
		g.done = true
		if g.err != nil {
			return g.err
		}
		return ebiten.Termination
	}
	return g.App.Update()
}

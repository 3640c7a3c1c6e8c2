package graffiti

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/game"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

// The monkey: 20,000 ticks of random taps and keys, starting in turn on
// every scene, at every animation speed. Nothing may panic, and whenever
// a table is on screen the core's invariants must hold. It reads no
// pixel: with a display, its frames are drawn by a GL that draws none.
func TestMonkeyTapsEveryScene(t *testing.T) {
	if gametest.Display() && gametest.WithoutPixels(t) {
		return
	}
	names := []string{"title", "setup", "rules", "settings", "table", "curtain", "keep", "scoring"}
	const total = 20000
	r := game.NewRand(2024)
	visited := map[string]bool{}
	var canvas *ebiten.Image
	if gametest.Display() {
		canvas = ebiten.NewImage(scenes.ScreenW, scenes.ScreenH)
	}
	for i, name := range names {
		a := scenes.TestApp(testShelf, scenes.Speed(i%int(scenes.NumSpeeds)))
		if err := a.Prepare(scenes.ShotOptions{Scene: name, Players: 2 + i%3, Seed: uint64(i + 1), Actions: 40}); err != nil {
			t.Fatal(err)
		}
		for k := 0; k < total/len(names); k++ {
			switch n := r.Intn(10); {
			case n < 6:
				a.Tap(float64(r.Intn(scenes.ScreenW)), float64(r.Intn(scenes.ScreenH)))
			case n == 6:
				// Taps where the buttons are, so the monkey gets somewhere.
				b := []ui.Rect{confirmBtn, passBtn, undoBtn, cardRect(0), cardRect(1), {X: 490, Y: 330, W: 300, H: 300}, {X: 740, Y: 610, W: 240, H: 60}}[r.Intn(7)]
				a.Tap(b.X+float64(r.Intn(int(b.W))), b.Y+float64(r.Intn(int(b.H))))
			}
			if err := a.Update(); err != nil {
				t.Fatalf("scene %s, tick %d: %v", name, k, err)
			}
			if gametest.Display() && k%97 == 0 {
				canvas.Clear()
				a.Draw(canvas)
				canvas.At(0, 0) // reading a pixel ends the frame's batch, as a real frame end would
			}
			switch sc := a.Current().(type) {
			case *Table:
				visited["table"] = true
				if err := sc.S.Invariants(); err != nil {
					t.Fatalf("tick %d: %v", k, err)
				}
			case *scenes.Title:
				visited["title"] = true
			case *scenes.Setup:
				visited["setup"] = true
			case *Scoring:
				visited["scoring"] = true
			case *scenes.Rules:
				visited["rules"] = true
			case *scenes.SettingsScene:
				visited["settings"] = true
			}
		}
	}
	for _, s := range []string{"title", "setup", "table", "scoring", "rules", "settings"} {
		if !visited[s] {
			t.Errorf("the monkey never saw the %s scene", s)
		}
	}
}

package boxes

import (
	"testing"

	"graffiti/scenes"
	"graffiti/sprites/gametest"
)

// BenchmarkTableFrame measures one frame of each game's 4-player table
// mid-game (40 actions in), nothing moving: the app's Update and Draw,
// the CPU work of a frame at rest. Redraw is a frame that draws the whole
// table again, as while something moves: its kept picture forgotten
// each time (Tag City's and Kunststücke's; Graffiti's own benchmark,
// in its package, does the same for its table).
func BenchmarkTableFrame(b *testing.B) {
	for box, g := range Shelf {
		for _, redraw := range []bool{false, true} {
			name := g.Rules().Name()
			if redraw {
				name += "/redraw"
			}
			b.Run(name, func(b *testing.B) {
				a := scenes.NewApp(scenes.MemStore{}, scenes.NoInput{}, Shelf)
				if err := a.Prepare(scenes.ShotOptions{Scene: "table", Box: box, Players: 4, Seed: 7, Actions: 40}); err != nil {
					b.Fatal(err)
				}
				var every func()
				if f, ok := a.Cur.(interface{ Forget() }); ok && redraw {
					every = f.Forget
				} else if redraw {
					b.Skip("its table's picture is forgotten by its own benchmark")
				}
				gametest.BenchFrames(b, a, scenes.ScreenW, scenes.ScreenH, every)
			})
		}
	}
}

package kunststucke

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes"
	"graffiti/sprites/gametest"
)

// BenchmarkTableFrame measures one frame of a 4-player table mid-game
// (40 actions in): the app's Update and Draw, the CPU work of a frame
// whether or not anything in it changed. Every 30 frames the batch is
// flushed outside the timer, as a frame end would.
func BenchmarkTableFrame(b *testing.B) {
	if !gametest.Display() {
		b.Skip("no display: run under xvfb-run")
	}
	a := scenes.NewApp(scenes.MemStore{}, scenes.NoInput{}, testShelf)
	if err := a.Prepare(scenes.ShotOptions{Scene: "table", Players: 4, Seed: 7, Actions: 40}); err != nil {
		b.Fatal(err)
	}
	screen := ebiten.NewImage(scenes.ScreenW, scenes.ScreenH)
	for i := 0; i < 5; i++ {
		a.Update()
		a.Draw(screen)
		screen.At(0, 0)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := a.Update(); err != nil {
			b.Fatal(err)
		}
		screen.Clear()
		a.Draw(screen)
		if i%30 == 29 {
			b.StopTimer()
			screen.At(0, 0)
			b.StartTimer()
		}
	}
}

package scenes

import (
	"fmt"
	"graffiti/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// soakGame plays whole bot-free 2-player games by taps in the real window,
// one after another, as a café tablet would over an evening: rematches
// and returns to the title in turn, the language changed every third
// game (and twice in the first), the window taking another size every 40
// taps. After each game it prints the process's memory, so a leak shows
// as a peak that keeps climbing.
type soakGame struct {
	*App
	p     *Autoplay
	games int
	last  int
	taps  int
	first float64 // peak resident after the first game, kB
	// hold counts the frames still to draw at a window size just asked
	// for before tapping on: at 600 ticks a second a few taps pass within
	// one frame, and a size asked for and taken back before a frame is
	// drawn would never be drawn at all.
	hold int
}

// holdFrames is how many frames are drawn at each window size: one
// draws every picture the table needs at that size.
const holdFrames = 1

// resizeEvery is how many taps pass between two window size changes.
const resizeEvery = 40

func (g *soakGame) Draw(screen *ebiten.Image) {
	g.App.Draw(screen)
	if g.hold > 0 {
		g.hold--
	}
}

// NewSoak makes the game that plays n games and then stops.
func NewSoak(a *App, n int, seed uint64) ebiten.Game {
	a.Settings.Speed = SpeedInstant
	return &soakGame{App: a, p: NewAutoplay(seed), games: n}
}

func (g *soakGame) Update() error {
	if g.p.Games != g.last {
		g.last = g.p.Games
		fmt.Printf("game %d: %s\n", g.last, MemoryLine())
		if g.last == 1 {
			g.first = procKB("VmHWM")
		}
		if g.last >= g.games {
			if g.first > 0 {
				fmt.Printf("soak: peak resident after game 1 %.0f MB, after game %d %.0f MB (%+.1f %%)\n",
					g.first/1024, g.last, procKB("VmHWM")/1024, 100*(procKB("VmHWM")/g.first-1))
			}
			return ebiten.Termination
		}
		if g.last%3 == 0 {
			g.Settings.Lang = g.Settings.Lang.Next()
		}
	}
	if g.hold > 0 {
		return g.App.Update()
	}
	if p, ok := g.p.Next(g.App); ok {
		// Every 40 taps the window takes the next size for 4 taps and at
		// least a frame, then 1280×720 again (under software GL a big
		// window draws slowly; a few taps at each size make its pictures
		// as well as many). The first size is the largest and a game
		// takes a few hundred taps, so the first game already goes
		// through every size: the games after it are measured against an
		// evening's whole range of windows, and what they add is what
		// leaks, not the first visit to a bigger window.
		g.taps++
		if g.last == 0 && (g.taps == 120 || g.taps == 240) {
			// The first game speaks both languages too, for the same reason.
			g.Settings.Lang = g.Settings.Lang.Next()
		}
		switch g.taps % resizeEvery {
		case 0:
			sz := resizeSizes[(g.taps/resizeEvery-1)%len(resizeSizes)]
			ebiten.SetWindowSize(sz[0], sz[1])
			g.hold = holdFrames
		case 4:
			ebiten.SetWindowSize(ScreenW, ScreenH)
			g.hold = holdFrames
		}
		if sc, ok := g.Cur.(titled); ok && g.last%2 == 1 {
			if r, shown := sc.TitleButton(); shown {
				p = r.Center() // every other game goes back to the title
			}
		}
		g.Tap(p.X, p.Y)
	}
	return g.App.Update()
}

// titled is a final scoring that offers the way back to the title once
// it is all shown.
type titled interface {
	TitleButton() (r ui.Rect, shown bool)
}

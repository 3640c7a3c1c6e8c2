package scenes

import "graffiti/scenes/ui"

// What the tests of every package drive the real app with, a tick and a
// tap at a time, as a person would.

// Run runs n ticks.
func (a *App) Run(n int) error {
	for i := 0; i < n; i++ {
		if err := a.Update(); err != nil {
			return err
		}
	}
	return nil
}

// TapStill waits for the game on screen to stand still (Moving), as a
// person waits for the cans to land, then taps p and runs a tick.
func (a *App) TapStill(p ui.Point) error {
	for i := 0; i < 2000 && a.Moving(); i++ {
		if err := a.Run(1); err != nil {
			return err
		}
	}
	a.Tap(p.X, p.Y)
	return a.Run(1)
}

// NoInput is a source for headless tests: nothing but what is injected.
type NoInput struct{}

// Read gives an empty input.
func (NoInput) Read(float64) ui.Input { return ui.Input{} }

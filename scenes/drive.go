package scenes

import (
	"time"

	"graffiti/scenes/ui"
)

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

// TestNow is the tests' clock: a fixed time (TestAppAt).
var TestNow = time.Date(2026, 11, 22, 3, 15, 0, 0, time.UTC)

// TestApp is the real app over shelf on its title screen, with a memory
// store, no devices and the speed given; TestAppAt on store, its clock
// at TestNow.
func TestApp(shelf []Box, speed Speed) *App {
	a := NewApp(MemStore{}, NoInput{}, shelf)
	a.Settings.Speed = speed
	return a
}

func TestAppAt(shelf []Box, store Store) *App {
	return NewAppAt(store, NoInput{}, shelf, func() time.Time { return TestNow })
}

// Failer is the test a tick or a tap fails when the app fails.
type Failer interface {
	Helper()
	Fatal(args ...any)
}

// Tick runs n ticks; Tap taps p once the game stands still (TapStill).
func Tick(t Failer, a *App, n int) {
	t.Helper()
	if err := a.Run(n); err != nil {
		t.Fatal(err)
	}
}

func Tap(t Failer, a *App, p ui.Point) {
	t.Helper()
	if err := a.TapStill(p); err != nil {
		t.Fatal(err)
	}
}

// NewGameOf is a test app over shelf, at the animations' instant speed,
// on the new-game screen of box k, opened by taps on the title as a
// person would: the box's tab, then New game.
func NewGameOf(t Failer, shelf []Box, k int) (*App, *Setup) {
	t.Helper()
	a := TestAppAt(shelf, MemStore{})
	a.Settings.Speed = SpeedInstant
	Tap(t, a, a.Current().(*Title).Boxes[k].R.Center())
	if a.Settings.Box != k {
		t.Fatal("the tab of box ", k, " left the box at ", a.Settings.Box)
	}
	Tap(t, a, a.Current().(*Title).NewGame.R.Center())
	Tick(t, a, 20)
	s, ok := a.Current().(*Setup)
	if !ok || s.Box != a.shelf[k] {
		t.Fatal("New game on the tab of box ", k, " opened ", a.Current())
	}
	return a, s
}

// Started taps Start on the new-game screen s, runs ticks, and gives
// the screen it opened, a T (the game's table, or its curtain): the test
// fails if Start opened another.
func Started[T Scene](t Failer, a *App, s *Setup, ticks int) T {
	t.Helper()
	Tap(t, a, s.Start.R.Center())
	Tick(t, a, ticks)
	sc, ok := a.Current().(T)
	if !ok {
		t.Fatal("Start opened ", a.Current(), " (", s.Msg, ")")
	}
	return sc
}

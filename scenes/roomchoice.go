package scenes

import (
	"time"

	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// RoomChoice is what the new-game screen asks of a room beside its
// game: Open lists it on the host's lobby, for anyone to ask the table
// for a free seat; Clock is its time per move (0: none), after which
// the host's bot plays a turn let pass.
type RoomChoice struct {
	Open  bool
	Clock time.Duration
}

// Clocks are the times per move the new-game screen offers, a tap on
// its button going to the next: none, an hour (an evening's game played
// between other things), a day (a move a day), three days (a weekend).
var Clocks = []time.Duration{0, time.Hour, 24 * time.Hour, 72 * time.Hour}

// ClockWords says a time per move in the player's words: off, 1 hour,
// 3 hours, 1 day, 3 days.
func ClockWords(a *App, d time.Duration) string {
	switch {
	case d <= 0:
		return a.T(words.Off)
	case d == 24*time.Hour:
		return a.T(words.ClockOneDay)
	case d%(24*time.Hour) == 0:
		return a.T(words.ClockDays, int(d/(24*time.Hour)))
	case d == time.Hour:
		return a.T(words.ClockOneHour)
	}
	return a.T(words.ClockHours, int((d+time.Hour-1)/time.Hour))
}

// newClockButton is the new-game screen's time per move, beside Room.
func newClockButton() *ui.Button { return &ui.Button{Enabled: true, Accent: sprites.NeonPink} }

// labelClock says the time per move chosen.
func (s *Setup) labelClock(a *App) {
	s.Clock.Label = a.T(words.Labelled, a.T(words.TimePerMove), ClockWords(a, Clocks[s.clock]))
}

// tapClock goes to the next time per move.
func (s *Setup) tapClock(a *App) {
	s.clock = (s.clock + 1) % len(Clocks)
	s.labelClock(a)
}

// roomChoice is the room's choices as the screen has them.
func (s *Setup) roomChoice() RoomChoice { return RoomChoice{Open: s.open, Clock: Clocks[s.clock]} }

//go:build js

package scenes

import "strings"

// sceneBusy reports whether the scene is moving and would not take a tap
// now: a fade, the table's motion, the shutter falling or rising.
func sceneBusy(a *App) bool {
	if a.Next != nil {
		return true
	}
	info, _ := boxInfo(a)
	return info.Busy
}

// sceneInfo names the scene on screen, the game it belongs to and, at a
// table, the state's hash and whether its curtain is down: what the
// browser test reads.
func sceneInfo(a *App) (kind, game, hash string) {
	if a.Next != nil {
		return "fading", "", "" // taps are not taken until the fade ends
	}
	switch s := a.Cur.(type) {
	case *Title:
		return "title", "", ""
	case *Setup:
		return "setup", "", s.seatList() // who plays each seat, for the test
	case *Rules:
		return "rules", "", ""
	case *SettingsScene:
		return "settings", "", ""
	}
	info, game := boxInfo(a)
	return info.Kind, game, info.Hash
}

// sceneThinking reports whether a bot at the table is deciding now (the
// browser test measures the frames drawn meanwhile).
func sceneThinking(a *App) bool {
	info, _ := boxInfo(a)
	return a.Next == nil && info.Thinking
}

// seatList names who plays each seat, "person,hard": what the browser
// test reads to know its taps on the seat buttons were taken.
func (s *Setup) seatList() string {
	names := make([]string, s.Players)
	for i := range names {
		names[i] = "person"
		if s.Seats[i].Bot {
			names[i] = s.Seats[i].Level.String()
		}
	}
	return strings.Join(names, ",")
}

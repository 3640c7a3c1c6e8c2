//go:build js

package scenes

import "strings"

// sceneBusy reports whether the scene is moving and would not take a tap
// now: a fade, the table's motion, the shutter falling or rising.
func sceneBusy(a *App) bool {
	if a.next != nil {
		return true
	}
	if t, ok := a.cur.(*Table); ok {
		return t.anim.busy(a.Tick) || t.curtain.moving(a)
	}
	return false
}

// sceneInfo names the scene on screen and, at a table, the state's hash
// and whether its curtain is down: what the browser test reads.
func sceneInfo(a *App) (string, string) {
	if a.next != nil {
		return "fading", "" // taps are not taken until the fade ends
	}
	switch s := a.cur.(type) {
	case *Title:
		return "title", ""
	case *Setup:
		return "setup", s.seatList() // who plays each seat, for the test
	case *Table:
		kind := "table"
		if s.curtain.Down() {
			kind = "curtain"
		}
		return kind, s.s.Hash()
	case *Scoring:
		return "scoring", s.t.s.Hash()
	case *TagCityTable:
		kind := "tagcity"
		if s.curtain.Down() {
			kind = "tagcity-curtain"
		}
		return kind, s.s.Hash()
	case *TagCityScoring:
		return "tagcity-scoring", s.t.s.Hash()
	case *KunststuckeTable:
		kind := "kunststucke"
		if s.curtain.Down() {
			kind = "kunststucke-curtain"
		}
		return kind, s.s.Hash()
	case *KunststuckeReveal:
		return "kunststucke-reveal", s.t.s.Hash()
	case *Rules:
		return "rules", ""
	case *SettingsScene:
		return "settings", ""
	}
	return "", ""
}

// sceneThinking reports whether a bot at the table is deciding now (the
// browser test measures the frames drawn meanwhile).
func sceneThinking(a *App) bool {
	t, ok := a.cur.(*Table)
	return ok && a.next == nil && t.bot.th != nil && !t.bot.th.ready
}

// seatList names who plays each seat, "person,hard": what the browser
// test reads to know its taps on the seat buttons were taken.
func (s *Setup) seatList() string {
	names := make([]string, s.players)
	for i := range names {
		names[i] = "person"
		if s.seats[i].Bot {
			names[i] = s.seats[i].Level.String()
		}
	}
	return strings.Join(names, ",")
}

//go:build js

package scenes

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
		return "setup", ""
	case *Table:
		kind := "table"
		if s.curtain.Down() {
			kind = "curtain"
		}
		return kind, s.s.Hash()
	case *Scoring:
		return "scoring", s.t.s.Hash()
	case *Rules:
		return "rules", ""
	case *SettingsScene:
		return "settings", ""
	}
	return "", ""
}

package tagcity

import (
	"strings"
	"testing"

	"graffiti/game/tagcity"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
)

// The panel draws one to three dots after the thinking line, by turns:
// the line itself ends without an ellipsis ("Ben is thinking…..." it
// was).
func TestTheThinkingLineTakesItsDotsFromThePanel(t *testing.T) {
	for _, lang := range words.Langs() {
		if s := words.T(lang, TCThinking, "Ben"); strings.HasSuffix(s, "…") || strings.HasSuffix(s, ".") {
			t.Errorf("%q already ends in dots", s)
		}
	}
}

// The banner's words clear the round's label and stay on the banner in
// every language, for every head it has and the longest last round (all
// three endings at once): German's ran over "Runde 5".
func TestTheBannerClearsTheRoundsLabel(t *testing.T) {
	for _, lang := range words.Langs() {
		ending := tcEndText(lang, tagcity.EndHighs|tagcity.EndBubbles|tagcity.EndDrones)
		round := words.T(lang, words.Round, 12)
		left := tcBanner.X + 12 + ui.TextWidth(round, 13, ui.Body) + 12
		for m := range tagcity.MaxPlayers {
			marker := words.T(lang, markerWord(m))
			for _, head := range []string{
				words.T(lang, TCRollNow, "Maximiliane"),
				words.T(lang, TCPlacing, "Maximiliane"),
				words.T(lang, TCPicks, "Maximiliane", marker),
				words.T(lang, TCYourPick, "Maximiliane", marker),
				words.T(lang, TCFinalWaiting, "Maximiliane", 3, 5),
			} {
				text := head + " · " + words.T(lang, TCLastRound, ending)
				cx, size, lines := tcBannerLines(round, text)
				if float64(len(lines))*(size+2) > tcBanner.H {
					t.Errorf("%v: %q takes %d lines of %.0f on the banner", lang, text, len(lines), size)
				}
				for _, l := range lines {
					w := ui.TextWidth(l, size, ui.Bold)
					if cx-w/2 < left-0.5 || cx+w/2 > tcBanner.X+tcBanner.W-12+0.5 {
						t.Errorf("%v: %q runs from %.0f to %.0f; the banner's words go from %.0f to %.0f", lang, l, cx-w/2, cx+w/2, left, tcBanner.X+tcBanner.W-12)
					}
				}
			}
		}
	}
}

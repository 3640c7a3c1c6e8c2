package tagcity

import (
	"strings"
	"testing"

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

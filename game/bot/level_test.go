package bot

import (
	"fmt"
	"testing"
)

func TestParseLevel(t *testing.T) {
	for l := Random; l < NumLevels; l++ {
		got, err := ParseLevel(fmt.Sprint(l))
		if err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l, got, err)
		}
	}
	if _, err := ParseLevel("grandmaster"); err == nil {
		t.Error("an unknown level was accepted")
	}
}

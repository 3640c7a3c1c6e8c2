package graffiti

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
)

// The core's refusals take real plural forms too (the catalogue's own
// are checked in package words).
func TestRefusalsTakePluralForms(t *testing.T) {
	err := game.Refusal{Format: "you have %d %s tile(s), not %d", Args: []any{1, graffiti.TileName(graffiti.TileR), 2}}
	if got := Reason(words.English, &err); got != "you have 1 red tile, not 2" {
		t.Errorf("English refusal: %q", got)
	}
}

// The log is kept as events and put in words as it is drawn: after a
// change of language every line of it, old ones too, is in the new
// language; a save keeps the events and Continue tells them again.
func TestLogFollowsTheLanguageWholeAndSurvivesASave(t *testing.T) {
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	tb := seated(t, a, graffiti.Setup{Players: 2, Seed: 13}, nil)
	lift(tb)
	r := game.NewRand(3)
	for i := 0; i < 6; i++ {
		playByTaps(t, a, tb, ChooseFor(tb.Legal, &r))
		tap(t, a, ui.Point{X: 640, Y: 360}) // the curtain
	}
	en := logText(tb, words.English)
	fr := logText(tb, words.French)
	if len(en) < 6 || len(en) != len(fr) {
		t.Fatalf("%d English lines, %d French", len(en), len(fr))
	}
	same := 0
	for i := range en {
		if en[i] == fr[i] {
			same++
		}
	}
	if same > len(en)/4 {
		t.Errorf("%d of %d log lines read the same in French: %q", same, len(en), fr)
	}
	back, err := continueTable(a)
	require.NoError(t, err)
	if got := logText(back, words.French); strings.Join(got, "\n") != strings.Join(fr, "\n") {
		t.Errorf("after Continue the log reads %q, want %q", got, fr)
	}
}

// logText is the whole log as its lines read, headers and all.
func logText(tb *Table, lang words.Lang) []string {
	var out []string
	for _, l := range tb.logTail(lang, 1<<20) {
		out = append(out, l.text)
	}
	return out
}

// A save from before the log was kept as events (its log as text) still
// continues, its lines shown as they were; a save whose log tells an
// event the game could not have (a segment it does not have) is damaged.
func TestOldTextLogsStillContinueAndImpossibleLogEventsAreRefused(t *testing.T) {
	store := scenes.MemStore{}
	a := scenes.NewApp(store, scenes.NoInput{}, testShelf)
	tb, _ := playSome(t, a, 5)
	b, err := store.Load(autosaveFile)
	require.NoError(t, err)
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	delete(raw, "events")
	raw["log"] = json.RawMessage(`["Patricia takes a red paint tile","Beate passes"]`)
	old, _ := json.Marshal(raw)
	if _, sv, err := decodeAutosave(old); err != nil || len(sv.Log) != 2 {
		t.Fatalf("an old text log: %v (%d lines)", err, len(sv.Log))
	}
	bad := tb.log[len(tb.log)-1]
	bad.Segment = 99
	raw["events"], _ = json.Marshal([]graffiti.Event{bad})
	damaged, _ := json.Marshal(raw)
	if _, _, err := decodeAutosave(damaged); err == nil {
		t.Fatal("a log event on segment 99 was taken")
	}
}

// When the curtain lifts for the next person, a summary tells what the
// others did since that person last acted; a tap closes it.
func TestSinceYourLastTurnTellsTheOthersMoves(t *testing.T) {
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	tb := seated(t, a, graffiti.Setup{Players: 3, Seed: 4}, nil)
	r := game.NewRand(8)
	for round := 0; round < 4; round++ {
		tap(t, a, ui.Point{X: 640, Y: 360}) // lift the curtain
		if tb.S.Phase != graffiti.PhasePlay {
			break
		}
		me := tb.S.Actor()
		if round >= 3 {
			// Everyone has acted since this seat did: two others' moves.
			if len(tb.since.shown) == 0 {
				t.Fatalf("no summary for seat %d after the others played", me)
			}
			for _, e := range tb.since.shown {
				if e.Seat == me {
					t.Fatalf("the summary for seat %d tells its own move %v", me, e)
				}
			}
			tap(t, a, ui.Point{X: 5, Y: 5})
			if len(tb.since.shown) != 0 {
				t.Fatal("a tap did not close the summary")
			}
		}
		playByTaps(t, a, tb, ChooseFor(tb.Legal, &r))
	}
}

// "Show again" plays the summary's moves again on the board, quickly,
// whatever the speed setting, and changes nothing in the game.
func TestSinceShowAgainReplaysTheMoves(t *testing.T) {
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	tb := seated(t, a, graffiti.Setup{Players: 3, Seed: 4}, nil)
	r := game.NewRand(8)
	for i := 0; i < 3; i++ {
		tap(t, a, ui.Point{X: 640, Y: 360})
		playByTaps(t, a, tb, ChooseFor(tb.Legal, &r))
	}
	tap(t, a, ui.Point{X: 640, Y: 360}) // the first seat's curtain lifts
	require.NotEmpty(t, tb.since.shown)
	h := tb.Session().Hash()
	tap(t, a, center(sinceAgain))
	require.Empty(t, tb.since.shown, "the summary gives way to the moves")
	require.True(t, tb.anim.busy(a.Tick), "the moves are played again, though the setting is instant")
	require.Equal(t, h, tb.Session().Hash(), "showing again changes nothing")
	for i := 0; i < 600 && tb.anim.busy(a.Tick); i++ {
		tick(t, a, 1)
	}
	require.False(t, tb.anim.busy(a.Tick), "quickly done")
}

// Every action a player can choose is told in plain words on the strip,
// in both languages: no code ("B@1"), no "units", no "(s)", no broken
// formatting.
func TestEveryActionIsDescribedInPlainWords(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		a := scenes.TestApp(testShelf, scenes.SpeedInstant)
		tb := seated(t, a, graffiti.Setup{Players: 2 + int(seed%3), Seed: seed, Special: seed%2 == 0}, nil)
		r := game.NewRand(seed)
		for n := 0; n < 400 && tb.S.Phase != graffiti.PhaseOver; n++ {
			lift(tb) // the strip is the seat's own: its legal actions
			for _, act := range tb.Legal {
				for _, lang := range words.Langs() {
					s := tb.describe(lang, act)
					if s == "" || strings.ContainsAny(s, "@[") || strings.Contains(s, "%!") || strings.Contains(s, "unit") || strings.Contains(s, "(s)") {
						t.Fatalf("%q is told as %q", act, s)
					}
				}
			}
			act := ChooseFor(tb.Legal, &r)
			require.NoError(t, tb.Apply(a, act))
		}
	}
}

// Every refusal the core can give, in both languages, fits the strip it
// is shown in: wrapped inside its width, above its buttons, whole.
func TestEveryRefusalFitsTheStrip(t *testing.T) {
	w := choiceRect.W - 120
	for format, key := range reasons {
		fr := words.T(words.French, key)
		for _, text := range []string{format, fr} {
			// The longest names and places the arguments can take.
			args := []any{}
			for i := 0; i < strings.Count(text, "%"); i++ {
				args = append(args, "Bartholomew-Jo")
			}
			s := strings.NewReplacer("%d", "%s").Replace(text)
			msg := strings.ReplaceAll(fmt.Sprintf(s, args...), "%!", "")
			lines := promptLines(msg, w, promptRoom)
			if strings.HasSuffix(lines[len(lines)-1], "…") {
				t.Errorf("%q is cut in the strip", msg)
			}
			for _, l := range lines {
				if ui.TextWidth(l, promptSize, ui.Bold) > w && strings.Contains(l, " ") {
					t.Errorf("%q: line %q is wider than the strip", msg, l)
				}
			}
		}
	}
}

// Every reason the core can give is translated, with the same arguments.
func TestEveryCoreRefusalHasAFrenchReason(t *testing.T) {
	files, _ := filepath.Glob("../../game/graffiti/*.go")
	re := regexp.MustCompile(`refuse\("((?:[^"\\]|\\.)*)"`)
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			n++
			key, ok := reasons[m[1]]
			if !ok {
				key, ok = scenes.CommonReasons[m[1]]
			}
			fr := words.T(words.French, key)
			if !ok {
				t.Errorf("no French for the core's %q", m[1])
				continue
			}
			if strings.Count(fr, "%") != strings.Count(m[1], "%") {
				t.Errorf("%q and its French take different arguments", m[1])
			}
		}
	}
	if n < 40 {
		t.Fatalf("found only %d refusals in the core: the scan is broken", n)
	}
}

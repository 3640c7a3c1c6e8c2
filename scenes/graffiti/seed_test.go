package graffiti

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

// typing gives queued inputs, one a tick: keys and characters a person
// types.
type typing struct{ queue []ui.Input }

func (k *typing) Read(float64) ui.Input {
	if len(k.queue) == 0 {
		return ui.Input{}
	}
	in := k.queue[0]
	k.queue = k.queue[1:]
	return in
}

// startFromSetup opens the new-game screen on a fresh app, runs ticks
// ticks there, types what is given (if anything) into the seed field and
// taps Start; it gives the table.
func startFromSetup(t *testing.T, ticks int, typed string) *Table {
	t.Helper()
	src := &typing{}
	a := scenes.NewApp(scenes.MemStore{}, src, testShelf)
	a.Settings.Speed = scenes.SpeedInstant
	tap(t, a, center(a.Current().(*scenes.Title).NewGame.R))
	tick(t, a, 3)
	s, ok := a.Current().(*scenes.Setup)
	if !ok {
		t.Fatalf("New game opened %T", a.Current())
	}
	tick(t, a, ticks)
	if typed != "" {
		tap(t, a, center(s.SeedRect()))
		for _, r := range typed {
			src.queue = append(src.queue, ui.Input{Chars: []rune{r}})
		}
		src.queue = append(src.queue, ui.Input{Key: ui.KeyEnter})
		tick(t, a, len(typed)+1)
		if s.EditingSeed {
			t.Fatal("Enter did not end the typing of the seed")
		}
	}
	if _, ok := a.Current().(*scenes.Setup); !ok {
		t.Fatalf("typing the seed left the set-up for %T", a.Current())
	}
	return scenes.Started[*Table](t, a, s, 3)
}

// Two games started at the very same tick, by the very same taps, get
// different seeds: the seed comes from the system's random source, not
// from frame counters or clocks.
func TestNewGameSeedsComeFromTheRandomSourceNotTheTick(t *testing.T) {
	seen := map[uint64]bool{}
	for i := 0; i < 4; i++ {
		tb := startFromSetup(t, 10, "")
		if ownSetup(tb).TypedSeed {
			t.Error("a random seed is marked as typed")
		}
		if seen[ownSetup(tb).Seed] {
			t.Fatalf("two games started alike got the same seed %d", ownSetup(tb).Seed)
		}
		seen[ownSetup(tb).Seed] = true
	}
}

// A rematch draws a fresh seed the same way: two rematches of the same
// game at the same tick differ, and a typed seed is not carried over.
func TestRematchSeedsComeFromTheRandomSource(t *testing.T) {
	seen := map[uint64]bool{}
	for i := 0; i < 4; i++ {
		a := scenes.TestApp(testShelf, scenes.SpeedInstant)
		tb, err := NewTable(a, graffiti.Setup{Players: 2, Seed: 42, TypedSeed: true}, []int{0, 1}, nil)
		require.NoError(t, err)
		a.Tick = 1000
		sc := NewScoring(a, tb)
		a.Cur = sc
		tick(t, a, 400)
		tap(t, a, center(sc.rematch.R))
		tick(t, a, 3)
		re, ok := a.Current().(*Table)
		if !ok {
			t.Fatalf("Rematch opened %T", a.Current())
		}
		if ownSetup(re).TypedSeed {
			t.Error("a rematch of a typed seed is marked as typed")
		}
		if seen[ownSetup(re).Seed] || ownSetup(re).Seed == 42 {
			t.Fatalf("rematches got the seed %d again", ownSetup(re).Seed)
		}
		seen[ownSetup(re).Seed] = true
	}
}

// A seed typed by a person deals that very game, and the game knows it
// was typed (the table says so).
func TestATypedSeedDealsThatGameAndIsMarked(t *testing.T) {
	tb := startFromSetup(t, 5, "12345")
	if ownSetup(tb).Seed != 12345 || !ownSetup(tb).TypedSeed {
		t.Fatalf("set-up %+v", ownSetup(tb))
	}
	want, _, err := graffiti.New(graffiti.Setup{Players: 2, Names: ownSetup(tb).Names, Seed: 12345, TypedSeed: true})
	require.NoError(t, err)
	if want.Hash() != tb.Session().Hash() {
		t.Error("the typed seed dealt another game")
	}
	// The mark survives a save and Continue.
	_, sv, err := decodeAutosave(mustSave(t, tb))
	require.NoError(t, err)
	s, err := graffiti.Load(sv.State)
	if err != nil || !s.Setup.TypedSeed {
		t.Errorf("after a save: %v, typed %v", err, s != nil && s.Setup.TypedSeed)
	}
}

func mustSave(t *testing.T, tb *Table) []byte {
	t.Helper()
	store := scenes.MemStore{}
	a := scenes.NewApp(store, scenes.NoInput{}, testShelf)
	tb.Save(a)
	return store[autosaveFile]
}

// The table of a typed seed shows a small line saying so, by the round;
// the table of a random seed does not. The screenshot goes to
// artifacts/storage/ for a person to look at.
func TestTheTableSaysWhenTheSeedWasTyped(t *testing.T) {
	gametest.Need(t)
	a, _ := tableApp(t, graffiti.Setup{Players: 4, Seed: 11, TypedSeed: true})
	shot(t, a, "table-typed-seed.png")
	typed := render(a)
	b, _ := tableApp(t, graffiti.Setup{Players: 4, Seed: 11})
	plain := render(b)
	r := logArea(4)
	line := ui.Rect{X: r.X + r.W/2, Y: r.Y + 2, W: r.W/2 - 4, H: 18}
	diff := 0
	for y := int(line.Y); y < int(line.Y+line.H); y++ {
		for x := int(line.X); x < int(line.X+line.W); x++ {
			if !gametest.Near(typed.at(x, y), plain.at(x, y), 40) {
				diff++
			}
		}
	}
	if diff < 40 {
		t.Errorf("the typed-seed line changed %d pixels by the round", diff)
	}
}

// shot writes the app's scene to artifacts/storage/name.
func shot(t *testing.T, a *scenes.App, name string) {
	t.Helper()
	render(a)
	writePicture(t, "storage", name, canvas)
}

// writePicture writes a picture to artifacts/dir/name (artifacts/ at
// the top of the tree), for a person to look at.
func writePicture(t *testing.T, dir, name string, img image.Image) {
	t.Helper()
	dir = filepath.Join("..", "artifacts", dir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, name))
	require.NoError(t, err)
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// The seed field takes digits only, Backspace erases, and a number too
// big for a seed is not taken; emptied, the seed is random again.
func TestTheSeedFieldTakesDigitsOnly(t *testing.T) {
	src := &typing{}
	a := scenes.NewApp(scenes.MemStore{}, src, testShelf)
	a.Settings.Speed = scenes.SpeedInstant
	s := scenes.NewSetup(a)
	a.Cur = s
	tap(t, a, center(s.SeedRect()))
	for _, r := range "4a2 -9" {
		src.queue = append(src.queue, ui.Input{Chars: []rune{r}})
	}
	tick(t, a, 7)
	if s.SeedText != "429" {
		t.Fatalf("typed 4a2 -9, the field holds %q", s.SeedText)
	}
	src.queue = append(src.queue, ui.Input{Erase: true})
	tick(t, a, 1)
	if s.SeedText != "42" {
		t.Fatalf("after Backspace the field holds %q", s.SeedText)
	}
	for _, r := range "99999999999999999999" {
		src.queue = append(src.queue, ui.Input{Chars: []rune{r}})
	}
	tick(t, a, 21)
	if len(s.SeedText) > 20 {
		t.Fatalf("the field took %q", s.SeedText)
	}
	if _, err := strconv.ParseUint(s.SeedText, 10, 64); err != nil {
		t.Fatalf("the field holds %q, not a seed: %v", s.SeedText, err)
	}
	s.SeedText = ""
	tap(t, a, center(s.Start.R))
	tick(t, a, 3)
	if tb := a.Current().(*Table); ownSetup(tb).TypedSeed {
		t.Error("an empty seed field dealt a typed seed")
	}
}

// ownSetup is the set-up of the game behind a table, seed and all: the
// session's, which the table never sees (a seed would tell the stacks).
func ownSetup(tb *Table) graffiti.Setup {
	return graffiti.StateOf(tb.Session().(*scenes.Local).Match()).Setup
}

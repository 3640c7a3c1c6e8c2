package graffiti

import (
	"bytes"
	"errors"
	"io/fs"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/storage"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
	"graffiti/sprites/gametest"
)

// playSome starts a 3-player game on a and plays n random legal actions
// through the table, saving after each; it gives the state hash after
// every action (hashes[0] is the set-up).
func playSome(t *testing.T, a *scenes.App, n int) (*Table, []string) {
	t.Helper()
	a.Settings.Speed = scenes.SpeedInstant
	tb, err := NewTable(a, graffiti.Setup{Players: 3, Seed: 77, Block: true}, []int{2, 0, 3}, nil)
	require.NoError(t, err)
	a.Cur = tb
	hashes := []string{tb.Session().Hash()}
	r := game.NewRand(1)
	for i := 0; i < n; i++ {
		if err := tb.Apply(a, chooseLifted(tb, &r)); err != nil {
			t.Fatal(err)
		}
		hashes = append(hashes, tb.Session().Hash())
	}
	return tb, hashes
}

// Autosave after every confirmed action; a new start of the program
// offers Continue, which restores the game exactly, curtain first.
func TestContinueRestoresTheGameExactlyCurtainFirst(t *testing.T) {
	store := scenes.MemStore{}
	_, hashes := playSome(t, scenes.NewApp(store, scenes.NoInput{}, testShelf), 40)
	want := hashes[len(hashes)-1]

	// The program starts again on the same store.
	b := scenes.NewApp(store, scenes.NoInput{}, testShelf)
	title := b.Current().(*scenes.Title)
	if title.Cont == nil {
		t.Fatal("no Continue on the title screen with an autosave")
	}
	if b.TitleNote != "" {
		t.Errorf("a good save gave the note %q", b.TitleNote)
	}
	tap(t, b, center(title.Cont.R))
	tick(t, b, 20)
	back, ok := b.Current().(*Table)
	if !ok {
		t.Fatalf("Continue opened %T", b.Current())
	}
	if back.Session().Hash() != want {
		t.Fatal("Continue restored a different game")
	}
	if !back.curtain.Down() {
		t.Error("Continue shows the table without the curtain")
	}
	if got := back.colors; got[0] != 2 || got[1] != 0 || got[2] != 3 {
		t.Errorf("colours %v", got)
	}
	if len(back.log) == 0 {
		t.Error("the log was not restored")
	}
}

// After every action the save before it is kept as the backup.
func TestTheBackupIsTheSaveOneMoveEarlier(t *testing.T) {
	store := scenes.MemStore{}
	a := scenes.NewApp(store, scenes.NoInput{}, testShelf)
	tb, hashes := playSome(t, a, 0)
	r := game.NewRand(5)
	for i := 1; i <= 25; i++ {
		if err := tb.Apply(a, chooseLifted(tb, &r)); err != nil {
			t.Fatal(err)
		}
		hashes = append(hashes, tb.Session().Hash())
		for name, want := range map[string]string{autosaveFile: hashes[i], backupFile: hashes[i-1]} {
			s, _, err := decodeAutosave(store[name])
			if err != nil {
				t.Fatalf("after action %d, %s: %v", i, name, err)
			}
			if s.Hash() != want {
				t.Fatalf("after action %d, %s holds the wrong game", i, name)
			}
		}
	}
}

// damagedSaves are the ways a save goes bad: cut short, random bytes,
// another program's file, and a game the core refuses.
func damagedSaves(t *testing.T, good []byte) map[string][]byte {
	t.Helper()
	random := make([]byte, 600)
	rand.New(rand.NewSource(3)).Read(random)
	refused := bytes.Replace(good, []byte(`"round":`), []byte(`"round":-`), 1)
	if bytes.Equal(refused, good) {
		t.Fatal("the save has no round to break")
	}
	return map[string][]byte{
		"truncated":      good[:len(good)/2],
		"random bytes":   random,
		"empty":          {},
		"another format": []byte(`{"format":1,"setup":{"players":3,"seed":5},"actions":["pass"]}`),
		"newer format":   bytes.Replace(good, []byte(`{"format":1,`), []byte(`{"format":99,`), 1),
		"unknown key":    bytes.Replace(good, []byte(`{"format":1,`), []byte(`{"format":1,"cheat":true,`), 1),
		"core refuses":   refused,
		"colours":        bytes.Replace(good, []byte(`"colors":[2,0,3]`), []byte(`"colors":[2,2,3]`), 1),
	}
}

// A damaged save, with no backup: it is moved aside with the date in its
// name, byte for byte, the title says so and where, there is no
// Continue, and a new game never writes over it.
func TestADamagedSaveIsMovedAsideAndNeverOverwritten(t *testing.T) {
	good := scenes.MemStore{}
	playSome(t, scenes.NewApp(good, scenes.NoInput{}, testShelf), 12)
	for what, bad := range damagedSaves(t, good[autosaveFile]) {
		t.Run(what, func(t *testing.T) {
			store := scenes.MemStore{autosaveFile: bad}
			a := scenes.TestAppAt(testShelf, store)
			aside := "autosave-damaged-20261122-031500.json"
			if got, ok := store[aside]; !ok || !bytes.Equal(got, bad) {
				t.Fatalf("the damaged save was not moved aside whole; the store holds %v", store.Names())
			}
			if _, ok := store[autosaveFile]; ok {
				t.Error("the damaged save is still where the autosave goes")
			}
			if a.Current().(*scenes.Title).Cont != nil {
				t.Error("Continue offered with nothing good to continue")
			}
			if !strings.Contains(a.TitleNote, "damaged") || !strings.Contains(a.TitleNote, aside) || !strings.Contains(a.TitleNote, "no earlier save") {
				t.Errorf("the title says %q", a.TitleNote)
			}
			// A new game saves; the damaged file stays as it was.
			playSome(t, a, 3)
			if !bytes.Equal(store[aside], bad) {
				t.Error("the damaged save was written over")
			}
			if a.TitleNote != "" {
				t.Errorf("after a good save the title still says %q", a.TitleNote)
			}
		})
	}
}

// A second damaged save on the same second gets a name of its own.
func TestASecondDamagedSaveDoesNotReplaceTheFirst(t *testing.T) {
	store := scenes.MemStore{autosaveFile: []byte("second"), "autosave-damaged-20261122-031500.json": []byte("first")}
	scenes.TestAppAt(testShelf, store)
	if string(store["autosave-damaged-20261122-031500.json"]) != "first" ||
		string(store["autosave-damaged-20261122-031500-2.json"]) != "second" {
		t.Errorf("the store holds %v", store.Names())
	}
}

// The newest save damaged, the backup good: Continue takes up the game
// one move earlier, and the title says so.
func TestADamagedNewestSaveFallsBackToTheBackup(t *testing.T) {
	for what := range damagedSaves(t, func() []byte {
		s := scenes.MemStore{}
		playSome(t, scenes.NewApp(s, scenes.NoInput{}, testShelf), 12)
		return s[autosaveFile]
	}()) {
		t.Run(what, func(t *testing.T) {
			store := scenes.MemStore{}
			_, hashes := playSome(t, scenes.NewApp(store, scenes.NoInput{}, testShelf), 20)
			bad := damagedSaves(t, store[autosaveFile])[what]
			store[autosaveFile] = bad
			a := scenes.TestAppAt(testShelf, store)
			title := a.Current().(*scenes.Title)
			if title.Cont == nil {
				t.Fatal("no Continue, though the backup is good")
			}
			if !strings.Contains(a.TitleNote, "autosave-damaged-") || !strings.Contains(a.TitleNote, "one move earlier") {
				t.Errorf("the title says %q", a.TitleNote)
			}
			tap(t, a, center(title.Cont.R))
			tick(t, a, 20)
			back, ok := a.Current().(*Table)
			if !ok {
				t.Fatalf("Continue opened %T", a.Current())
			}
			if back.Session().Hash() != hashes[len(hashes)-2] {
				t.Error("Continue did not take up the save one move earlier")
			}
			// Playing on keeps the backup good and never touches the
			// damaged file.
			r := game.NewRand(9)
			for i := 0; i < 3; i++ {
				if err := back.Apply(a, ChooseFor(back.Legal, &r)); err != nil {
					t.Fatal(err)
				}
			}
			if !bytes.Equal(store["autosave-damaged-20261122-031500.json"], bad) {
				t.Error("the damaged save was written over")
			}
			if _, _, err := decodeAutosave(store[backupFile]); err != nil {
				t.Errorf("the backup: %v", err)
			}
		})
	}
}

// A save cut off between the two steps of a save (the newest missing,
// the backup there): Continue takes up the backup and says so.
func TestAMissingNewestSaveFallsBackToTheBackup(t *testing.T) {
	store := scenes.MemStore{}
	_, hashes := playSome(t, scenes.NewApp(store, scenes.NoInput{}, testShelf), 10)
	delete(store, autosaveFile)
	a := scenes.TestAppAt(testShelf, store)
	title := a.Current().(*scenes.Title)
	if title.Cont == nil || !strings.Contains(a.TitleNote, "not finished") {
		t.Fatalf("Continue %v, the title says %q", title.Cont != nil, a.TitleNote)
	}
	tb, err := continueTable(a)
	if err != nil || tb.Session().Hash() != hashes[len(hashes)-2] {
		t.Fatalf("Continue: %v", err)
	}
}

// A finished game leaves neither save nor backup.
func TestAFinishedGameLeavesNoSave(t *testing.T) {
	store := scenes.MemStore{}
	a := scenes.NewApp(store, scenes.NoInput{}, testShelf)
	tb, _ := playSome(t, a, 0)
	r := game.NewRand(2)
	for tb.S.Phase != graffiti.PhaseOver {
		if err := tb.Apply(a, chooseLifted(tb, &r)); err != nil {
			t.Fatal(err)
		}
	}
	if names := store.Names(); len(names) != 0 {
		t.Errorf("after the game the store holds %v", names)
	}
}

// failStore is a store that refuses: every call fails with err (Load
// too, when loads is set).
type failStore struct {
	storage.MemStore
	err   error
	loads bool
	calls int
}

func (f *failStore) Load(name string) ([]byte, error) {
	if f.loads {
		f.calls++
		return nil, f.err
	}
	return f.MemStore.Load(name)
}
func (f *failStore) Save(string, []byte) error { f.calls++; return f.err }
func (f *failStore) Delete(string) error       { f.calls++; return f.err }
func (f *failStore) Rename(string, string) error {
	f.calls++
	return f.err
}

// A store that refuses everything (the browser's storage blocked): the
// game starts, plays a game to the end, says once that it cannot save,
// and never panics.
func TestAStoreThatRefusesIsToldOnceAndTheGameGoesOn(t *testing.T) {
	st := &failStore{MemStore: scenes.MemStore{}, err: storage.ErrUnavailable, loads: true}
	a := scenes.NewApp(st, scenes.NoInput{}, testShelf)
	if a.Current().(*scenes.Title).Cont != nil {
		t.Error("Continue offered from a store that cannot be read")
	}
	if len(a.Notice) == 0 || !strings.Contains(a.Notice[0], "does not let the page keep anything") {
		t.Fatalf("the notice says %q", a.Notice)
	}
	first := a.NoticeAt
	tick(t, a, 30)
	tb, _ := playSome(t, a, 0)
	r := game.NewRand(4)
	for tb.S.Phase != graffiti.PhaseOver {
		if err := tb.Apply(a, chooseLifted(tb, &r)); err != nil {
			t.Fatal(err)
		}
		tick(t, a, 1)
	}
	a.Settings.Fullscreen = true
	a.SaveSettings()
	if st.calls < 50 {
		t.Fatalf("the store was asked only %d times", st.calls)
	}
	if a.NoticeAt != first {
		t.Error("the notice was told again")
	}
}

// The disk fills up in the middle of a game: told once, plainly; the
// game goes on; the saves already made stay.
func TestADiskFullIsToldOncePlainly(t *testing.T) {
	st := &failStore{MemStore: scenes.MemStore{}}
	a := scenes.NewApp(st, scenes.NoInput{}, testShelf)
	if len(a.Notice) != 0 {
		t.Fatalf("a notice before any failure: %q", a.Notice)
	}
	st.err = &fs.PathError{Op: "write", Path: "/home/x/.config/graffiti/autosave.json.123.tmp", Err: syscall.ENOSPC}
	tb, _ := playSome(t, a, 1)
	at := a.NoticeAt
	if len(a.Notice) != 2 || a.Notice[0] != "The game cannot be saved: the disk is full." {
		t.Fatalf("the notice says %q", a.Notice)
	}
	r := game.NewRand(4)
	for i := 0; i < 30; i++ {
		tick(t, a, 5)
		if err := tb.Apply(a, chooseLifted(tb, &r)); err != nil {
			t.Fatal(err)
		}
	}
	if a.NoticeAt != at {
		t.Error("the notice was told again")
	}
	tick(t, a, scenes.NoticeTicks)
	if len(a.Notice) != 0 {
		t.Error("the notice never goes away")
	}
}

// On the disk: a directory where the save should be, and a folder that
// cannot be made (its parent is a file; the tests run as root, so
// permissions would not stop them). Both are told, with the folder; the
// game plays on.
func TestSavesThatTheDiskRefuses(t *testing.T) {
	for what, setup := range map[string]func(dir string) scenes.DirStore{
		"directory in the way": func(dir string) scenes.DirStore {
			os.MkdirAll(filepath.Join(dir, autosaveFile, "x"), 0o755)
			return scenes.DirStore{Dir: dir}
		},
		"folder under a file": func(dir string) scenes.DirStore {
			os.WriteFile(filepath.Join(dir, "plain"), nil, 0o644)
			return scenes.DirStore{Dir: filepath.Join(dir, "plain", "graffiti")}
		},
	} {
		t.Run(what, func(t *testing.T) {
			d := setup(t.TempDir())
			a := scenes.NewApp(d, scenes.NoInput{}, testShelf)
			tb, _ := playSome(t, a, 5)
			if len(a.Notice) == 0 || !strings.Contains(a.Notice[0], "cannot be saved") || !strings.Contains(a.Notice[0], d.Dir) {
				t.Fatalf("the notice says %q", a.Notice)
			}
			if tb.S.Actions != 5 {
				t.Errorf("the game stopped at %d actions", tb.S.Actions)
			}
		})
	}
}

// On the disk, the whole path: saves are written, the backup kept, a
// damaged save moved aside, Continue takes up the backup.
func TestDamagedSaveOnDiskIsMovedAside(t *testing.T) {
	d := scenes.DirStore{Dir: t.TempDir()}
	_, hashes := playSome(t, scenes.NewApp(d, scenes.NoInput{}, testShelf), 8)
	path := filepath.Join(d.Dir, autosaveFile)
	b, _ := os.ReadFile(path)
	os.WriteFile(path, b[:len(b)-40], 0o644)
	a := scenes.TestAppAt(testShelf, d)
	aside := filepath.Join(d.Dir, "autosave-damaged-20261122-031500.json")
	if got, err := os.ReadFile(aside); err != nil || !bytes.Equal(got, b[:len(b)-40]) {
		t.Fatalf("the damaged save was not moved aside: %v", err)
	}
	if !strings.Contains(a.TitleNote, aside) {
		t.Errorf("the title does not say where: %q", a.TitleNote)
	}
	tb, err := continueTable(a)
	if err != nil || tb.Session().Hash() != hashes[7] {
		t.Fatalf("Continue from the backup: %v", err)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a file is still at %s: %v", path, err)
	}
}

// The autosave keeps the name the build before the shelf wrote, so that
// build's saves are still taken up (scenes/boxes plays one to its end).
func TestTheAutosaveKeepsTheEarlierBuildsName(t *testing.T) {
	if file, _ := Box.Slot(); file != "autosave.json" {
		t.Fatalf("the autosave is now %q; the earlier build wrote autosave.json", file)
	}
}

// A long but ordinary config folder, as a person's machine has.
const longDir = "/home/marie-christine/.config/graffiti"

// The title after a damaged save, in both languages: the words stand
// between the subtitle and the buttons, on at most two lines, and are
// drawn. Screenshots go to artifacts/storage/ for a person to read.
func TestTheDamagedSaveNoteFitsTheTitle(t *testing.T) {
	for _, lang := range words.Langs() {
		d := scenes.DirStore{Dir: filepath.Join(t.TempDir(), "graffiti")}
		playSome(t, scenes.NewApp(d, scenes.NoInput{}, testShelf), 6)
		path := filepath.Join(d.Dir, autosaveFile)
		b, _ := os.ReadFile(path)
		os.WriteFile(path, b[:len(b)/3], 0o644)
		a := scenes.TestAppAt(testShelf, d)
		a.Settings.Lang = lang
		if !strings.Contains(a.TitleNote, d.Dir) {
			t.Fatalf("the title says %q", a.TitleNote)
		}
		// The same words, in this language, with a long folder.
		a.TitleNote = a.T(words.SaveDamaged, longDir+"/autosave-damaged-20261122-031500.json") + " " + a.T(words.ContinueFromBackup)
		a.Cur = scenes.NewTitle(a)
		lines := ui.Wrap(a.TitleNote, 15, ui.Bold, 1100)
		title := a.Cur.(*scenes.Title)
		if len(lines) > 2 || 286+20*float64(len(lines)-1)+10 > title.Buttons[0].R.Y {
			t.Errorf("%v: the note takes %d lines and reaches the buttons: %q", lang, len(lines), lines)
		}
		if !gametest.Display() {
			continue
		}
		f := render(a)
		if n := f.count(ui.Rect{X: 90, Y: 276, W: 1100, H: 40}, sprites.NeonAmber, 40); n < 200 {
			t.Errorf("%v: the note is not drawn (%d amber pixels)", lang, n)
		}
		shot(t, a, "title-damaged-save-"+lang.Tag()+".png")
	}
}

// The table when a save fails, in both languages: the notice is on top,
// on at most three lines within the window, and drawn.
func TestTheSaveFailedNoticeFitsTheTable(t *testing.T) {
	for _, lang := range words.Langs() {
		st := &failStore{MemStore: scenes.MemStore{}}
		a := scenes.NewApp(st, scenes.NoInput{}, testShelf)
		a.Settings.Lang = lang
		st.err = &fs.PathError{Op: "rename", Path: longDir + "/autosave.json.1234.tmp", Err: syscall.EISDIR}
		tb, err := NewTable(a, graffiti.Setup{Players: 4, Seed: 11}, []int{0, 1, 2, 3}, nil)
		require.NoError(t, err)
		a.Cur = tb
		lift(tb)
		if len(a.Notice) == 0 {
			t.Fatal("no notice")
		}
		// The folder a person sees is a long one.
		if a.Notice[0] != a.T(words.CannotSave, a.T(words.ErrnoFolderInTheWay)) {
			t.Errorf("%v: the notice says %q", lang, a.Notice[0])
		}
		a.Notice[0] = a.T(words.CannotSave, a.T(words.ReasonInFolder, longDir, a.T(words.ErrnoFolderInTheWay)))
		var lines []string
		for _, s := range a.Notice {
			lines = append(lines, ui.Wrap(s, 16, ui.Bold, 1040)...)
		}
		if len(lines) > 3 {
			t.Errorf("%v: the notice takes %d lines: %q", lang, len(lines), lines)
		}
		for _, l := range lines {
			if w := ui.TextWidth(l, 16, ui.Bold); w > 1060 {
				t.Errorf("%v: a line is %.0f px wide: %q", lang, w, l)
			}
		}
		if !gametest.Display() {
			continue
		}
		f := render(a)
		if n := f.count(ui.Rect{X: 100, Y: 8, W: 1080, H: 30}, sprites.NeonAmber, 40); n < 200 {
			t.Errorf("%v: the notice is not drawn (%d amber pixels)", lang, n)
		}
		shot(t, a, "table-save-failed-"+lang.Tag()+".png")
		tick(t, a, scenes.NoticeTicks)
		g := render(a)
		if n := g.count(ui.Rect{X: 100, Y: 8, W: 1080, H: 30}, sprites.NeonAmber, 40); n >= 200 && n > f.count(ui.Rect{X: 100, Y: 8, W: 1080, H: 30}, sprites.NeonAmber, 40)/2 {
			t.Errorf("%v: the notice is still drawn after its time (%d amber pixels)", lang, n)
		}
	}
}

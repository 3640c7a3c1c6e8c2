package graffiti

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
	"graffiti/sprites/gametest"
)

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

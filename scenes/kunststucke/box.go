package kunststucke

import (
	"image/color"

	"graffiti/game"
	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// KunststuckeBox is Kunststücke on the shelf.
var Box scenes.Box = kunststuckeBox{}

type kunststuckeBox struct{}

func (kunststuckeBox) Rules() game.Game { return ks.Rules }

func (kunststuckeBox) Cover(lang words.Lang) (string, string) {
	return words.T(lang, KunststuckeName), words.T(lang, KunststuckeSubtitle)
}

// Credits: the rulebook names no authors, so the title names none.
func (kunststuckeBox) Credits(words.Lang) string { return "" }

func (kunststuckeBox) Slot() (string, string) { return KunststuckeAutosave, kunststuckeBackup }

func (kunststuckeBox) CheckSave(data []byte) error {
	_, _, err := decodeKunststuckeSave(data)
	return err
}

func (kunststuckeBox) Continue(a *scenes.App, data []byte) (scenes.Scene, error) {
	return Continue(a, data)
}

func (kunststuckeBox) Watch(a *scenes.App, s scenes.Session) scenes.Scene { return TableFrom(a, s) }

func (kunststuckeBox) Book(lang words.Lang) *rulebook.Book {
	return rulebook.NewFor(RulesBook, lang)
}

// Demo deals a game of 2 to 5 bots, the first seat drawn.
func (kunststuckeBox) Demo(a *scenes.App, r *game.Rand, seats func(int) []scenes.Seat) scenes.Scene {
	n := ks.MinPlayers + r.Intn(ks.MaxPlayers-ks.MinPlayers+1)
	setup := ks.Setup{Players: n, Seed: r.Uint64(), Youngest: -1}
	t, err := NewTable(a, setup, seats(n))
	if err != nil {
		panic("demo: a set-up of the demo's own was refused: " + err.Error())
	}
	return t
}

func (kunststuckeBox) Info(a *scenes.App, s scenes.Scene) (scenes.SceneInfo, bool) {
	switch s := s.(type) {
	case *Table:
		kind := "table"
		if s.Curtain.Down() {
			kind = "curtain"
		}
		return scenes.SceneInfo{Kind: kind, Hash: s.Session().Hash()}, true
	case *Reveal:
		return scenes.SceneInfo{Kind: "scoring", Hash: s.t.Session().Hash()}, true
	}
	return scenes.SceneInfo{}, false
}

func (kunststuckeBox) Form(*scenes.App) scenes.Form { return &KunststuckeForm{Youngest: -1} }

// kunststuckeForm is Kunststücke's part of the new-game screen: no
// colours to choose (every artist plays every colour), and who starts,
// by chance or each seat in turn.
type KunststuckeForm struct {
	Youngest int // the seat that starts, or -1 for chance
}

func (*KunststuckeForm) DefaultName(i int) string    { return ks.DefaultNames()[i] }
func (*KunststuckeForm) Swatches() int               { return 0 }
func (*KunststuckeForm) Swatch(int) color.RGBA       { return sprites.Chalk }
func (*KunststuckeForm) SwatchMark(int) sprites.Mark { return sprites.MarkNone }
func (*KunststuckeForm) Options() int                { return 1 }
func (*KunststuckeForm) On(int) bool                 { return false }
func (*KunststuckeForm) Choice() bool                { return true }
func (f *KunststuckeForm) Players(n int)             { f.Youngest = min(f.Youngest, n-1) }

func (f *KunststuckeForm) Variants() []string {
	if f.Youngest < 0 {
		return []string{"first=chance"}
	}
	return []string{"first=" + scenes.Num(f.Youngest+1)}
}

func (f *KunststuckeForm) Tap(_, players int) {
	f.Youngest = (f.Youngest+2)%(players+1) - 1 // -1, 0, ..., players-1
}

func (f *KunststuckeForm) Words(a *scenes.App, _ int, names []string) (string, string) {
	who := a.T(YoungestChance)
	if f.Youngest >= 0 {
		who = names[f.Youngest]
	}
	return a.T(YoungestStarts, who), a.T(YoungestLine)
}

func (*KunststuckeForm) TapExtra(ui.Point, func(int) ui.Rect) bool { return false }
func (*KunststuckeForm) DrawExtra(*scenes.Draw, int, ui.Rect) bool { return false }

func (f *KunststuckeForm) Deal(a *scenes.App, d scenes.Deal) (scenes.Scene, error) {
	setup := ks.Setup{Players: len(d.Names), Names: d.Names, Seed: d.Seed, Youngest: f.Youngest}
	return NewTable(a, setup, d.Seats)
}

// Box is the game at the table: its rules help opens from it.
func (t *Table) Box() scenes.Box { return Box }

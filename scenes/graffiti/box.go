package graffiti

import (
	"image/color"

	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// Graffiti's words hold the component table's numbers.
func init() { words.Fill(Numbers) }

// GraffitiBox is Graffiti on the shelf.
var Box scenes.Box = graffitiBox{}

type graffitiBox struct{}

func (graffitiBox) Rules() game.Game { return graffiti.Rules }

func (graffitiBox) Cover(lang words.Lang) (string, string) {
	return words.T(lang, words.Title), words.T(lang, words.Subtitle)
}

func (graffitiBox) Credits(lang words.Lang) string { return words.T(lang, words.Credits) }

func (graffitiBox) Slot() (string, string) { return autosaveFile, backupFile }

func (graffitiBox) CheckSave(data []byte) error {
	_, _, err := decodeAutosave(data)
	return err
}

func (graffitiBox) Continue(a *scenes.App, data []byte) (scenes.Scene, error) {
	return ContinueTable(a, data)
}

// Watch: the artists in their seats' colours, in order.
func (graffitiBox) Watch(a *scenes.App, s scenes.Session) scenes.Scene {
	colors := make([]int, len(s.Seats()))
	for i := range colors {
		colors[i] = i
	}
	return tableFrom(a, s, colors)
}

func (graffitiBox) Book(lang words.Lang) *rulebook.Book {
	return rulebook.NewFor(RulesBook, lang)
}

// Demo deals 2 to 4 bots, the variants drawn, the artists' colours
// shuffled.
func (graffitiBox) Demo(a *scenes.App, r *game.Rand, seats func(int) []scenes.Seat) scenes.Scene {
	n := graffiti.MinPlayers + r.Intn(graffiti.MaxPlayers-graffiti.MinPlayers+1)
	setup := graffiti.Setup{
		Players: n, Names: append([]string(nil), graffiti.DefaultNames[:n]...),
		Seed: r.Uint64(), Block: r.Intn(2) == 0, Special: r.Intn(2) == 0,
	}
	colors := []int{0, 1, 2, 3}
	for i := len(colors) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		colors[i], colors[j] = colors[j], colors[i]
	}
	t, err := NewTable(a, setup, colors[:n], seats(n))
	if err != nil {
		panic("demo: a set-up of the demo's own was refused: " + err.Error())
	}
	return t
}

func (graffitiBox) Info(a *scenes.App, s scenes.Scene) (scenes.SceneInfo, bool) {
	switch s := s.(type) {
	case *Table:
		kind := "table"
		if s.curtain.Down() {
			kind = "curtain"
		}
		return scenes.SceneInfo{Kind: kind, Hash: s.Session().Hash(), Busy: s.anim.busy(a.Tick) || s.curtain.Moving(a), Thinking: s.bot.th != nil && !s.bot.th.Ready}, true
	case *Scoring:
		return scenes.SceneInfo{Kind: "scoring", Hash: s.t.Session().Hash()}, true
	}
	return scenes.SceneInfo{}, false
}

func (graffitiBox) Form(*scenes.App) scenes.Form { return &graffitiForm{} }

// graffitiForm is Graffiti's part of the new-game screen: four artist
// colours, the two variants.
type graffitiForm struct{ block, special bool }

func (*graffitiForm) DefaultName(i int) string      { return graffiti.DefaultNames[i%graffiti.MaxPlayers] }
func (*graffitiForm) Swatches() int                 { return 4 }
func (*graffitiForm) Swatch(c int) color.RGBA       { return artistColor(c) }
func (*graffitiForm) SwatchMark(c int) sprites.Mark { return sprites.ArtistMark(c) }
func (*graffitiForm) Options() int                  { return 2 }
func (f *graffitiForm) On(v int) bool               { return [2]bool{f.block, f.special}[v] }
func (*graffitiForm) Choice() bool                  { return false }
func (*graffitiForm) Players(int)                   {}

func (f *graffitiForm) Variants() []string {
	var out []string
	if f.block {
		out = append(out, "block")
	}
	if f.special {
		out = append(out, "special")
	}
	return out
}

func (f *graffitiForm) Tap(v, _ int) {
	if v == 0 {
		f.block = !f.block
	} else {
		f.special = !f.special
	}
}

func (f *graffitiForm) Words(a *scenes.App, v int, _ []string) (string, string) {
	state := a.T(words.Off)
	if f.On(v) {
		state = a.T(words.On)
	}
	key := [2]words.Word{words.Variant1, words.Variant2}[v]
	return a.T(words.Labelled, a.T(key), state), a.T([2]words.Word{words.Variant1Line, words.Variant2Line}[v])
}

func (*graffitiForm) TapExtra(ui.Point, func(int) ui.Rect) bool { return false }
func (*graffitiForm) DrawExtra(*scenes.Draw, int, ui.Rect) bool { return false }

func (f *graffitiForm) Deal(a *scenes.App, d scenes.Deal) (scenes.Scene, error) {
	setup := graffiti.Setup{Players: len(d.Names), Names: d.Names, Seed: d.Seed, TypedSeed: d.Typed, Block: f.block, Special: f.special}
	return NewTable(a, setup, d.Colors, d.Seats)
}

// DemoBadge marks the demo in the corner where a person's tiles would
// be: no person plays.
func (t *Table) DemoBadge(d *scenes.Draw) {
	a := d.App
	d.Fill(privRect, 12, sprites.Ink, 0.9)
	d.Stroke(privRect, 12, 2, sprites.NeonAmber, 0.7)
	d.Text(a.T(words.DemoTitle), privRect.X+20, privY+36, 34, ui.Display, ui.Left, sprites.NeonPink, 1)
	d.Text(a.T(words.DemoTouch), privRect.X+20, privY+80, 16, ui.Bold, ui.Left, sprites.Chalk, 0.95)
}

// Box is the game at the table: its rules help opens from it.
func (t *Table) Box() scenes.Box { return Box }

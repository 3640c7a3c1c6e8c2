package graffiti

import (
	"image/color"

	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// Graffiti's words hold the component table's numbers.
func init() { words.Fill(Numbers) }

// Box is Graffiti on the shelf.
var Box scenes.Box = &graffitiBox{scenes.Shelved[*Table]{
	Game: graffiti.Rules, Name: words.Title, Subtitle: words.Subtitle, Authors: words.Credits,
	File: autosaveFile, Volume: RulesBook,
	Check:   func(data []byte) error { _, _, err := decodeAutosave(data); return err },
	Resume:  ContinueTable,
	View:    watch,
	Shutter: func(t *Table) *scenes.Curtain { return &t.curtain },
	Busy: func(a *scenes.App, t *Table) (bool, bool) {
		return t.anim.busy(a.Tick) || t.curtain.Moving(a), t.bot.Thinking()
	},
}}

type graffitiBox struct{ scenes.Shelved[*Table] }

// watch: the artists in their seats' colours, in order.
func watch(a *scenes.App, s scenes.Session) *Table {
	colors := make([]int, len(s.Seats()))
	for i := range colors {
		colors[i] = i
	}
	return tableFrom(a, s, colors)
}

// Demo deals 2 to 4 bots, the variants drawn, the artists' colours
// shuffled.
func (graffitiBox) Demo(a *scenes.App, r *game.Rand, seats func(int) []scenes.Seat) scenes.Scene {
	n := scenes.DemoPlayers(r, graffiti.Rules)
	setup := graffiti.Setup{
		Players: n, Names: append([]string(nil), graffiti.DefaultNames[:n]...),
		Seed: r.Uint64(), Block: r.Intn(2) == 0, Special: r.Intn(2) == 0,
	}
	colors := []int{0, 1, 2, 3}
	for i := len(colors) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		colors[i], colors[j] = colors[j], colors[i]
	}
	return scenes.DemoDealt(NewTable(a, setup, colors[:n], seats(n)))
}

func (graffitiBox) Form(*scenes.App) scenes.Form { return &graffitiForm{} }

// graffitiForm is Graffiti's part of the new-game screen: four artist
// colours, the two variants.
type graffitiForm struct {
	scenes.Toggles // block, special
	scenes.NoExtra
}

func (*graffitiForm) DefaultName(i int) string      { return graffiti.DefaultNames[i%graffiti.MaxPlayers] }
func (*graffitiForm) Swatches() int                 { return 4 }
func (*graffitiForm) Swatch(c int) color.RGBA       { return artistColor(c) }
func (*graffitiForm) SwatchMark(c int) sprites.Mark { return sprites.ArtistMark(c) }
func (*graffitiForm) Choice() bool                  { return false }
func (*graffitiForm) Players(int)                   {}

func (f *graffitiForm) Variants() []string {
	var out []string
	if f.On(0) {
		out = append(out, "block")
	}
	if f.On(1) {
		out = append(out, "special")
	}
	return out
}

func (f *graffitiForm) Words(a *scenes.App, v int, _ []string) (string, string) {
	state := a.T(words.Off)
	if f.On(v) {
		state = a.T(words.On)
	}
	key := [2]words.Word{words.Variant1, words.Variant2}[v]
	return a.T(words.Labelled, a.T(key), state), a.T([2]words.Word{words.Variant1Line, words.Variant2Line}[v])
}

func (f *graffitiForm) Deal(a *scenes.App, d scenes.Deal) (scenes.Scene, error) {
	setup := graffiti.Setup{Players: len(d.Names), Names: d.Names, Seed: d.Seed, TypedSeed: d.Typed, Block: f.On(0), Special: f.On(1)}
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

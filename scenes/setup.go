package scenes

import (
	"crypto/rand"
	"encoding/binary"
	"image/color"
	"strconv"
	"strings"

	"graffiti/game/graffiti"
	"graffiti/game/kunststucke"
	"graffiti/game/tagcity"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// Setup is the new-game screen: 2-4 seats (2-5 in Kunststücke) with
// names, who plays them (a person or a bot of a level: a tap on the
// seat's button cycles) and artist colours, the two variants (or the
// boards' sides, or who starts), and a seed for the curious. A new game's seed comes
// from the system's cryptographic source; a seed typed here deals that
// game instead, and the table says it was typed.
type Setup struct {
	box         Box // the game being set up: its sides or variants, its names
	players     int
	names       [maxSeats]string
	colors      [maxSeats]int
	seats       [maxSeats]Seat  // a person or a bot at each seat
	block       bool            // Graffiti's variants; for Tag City, the HQ's side B
	special     bool            // and the city boards' side B
	tokens      []tagcity.Shape // HQ side B's tokens chosen for sections I-VI; nil: drawn
	youngest    int             // Kunststücke: the seat that starts, or -1 for chance
	seedText    string          // digits typed in the seed field; empty: a fresh random seed
	editingSeed bool
	editing     int // the seat whose name is being typed, or -1
	msg         string
	start       *ui.Button
	back        *ui.Button
}

// NewSetup opens the new-game screen with four seats proposed.
func NewSetup(a *App) *Setup {
	s := &Setup{box: a.Settings.Box, players: 2, editing: -1, youngest: -1}
	for i := range s.names {
		s.names[i] = s.defaultName(i)
		s.colors[i] = i
	}
	s.start = &ui.Button{Label: a.T(words.Start), Enabled: true, Accent: sprites.NeonAmber}
	s.back = &ui.Button{Label: a.T(words.Back), Enabled: true}
	s.place()
	return s
}

// The screen is one column, title to Start, centred on the screen: with
// fewer seats it is shorter, and nothing leaves a gap.
const (
	rowStep  = 64.0
	rowH     = 56.0
	varGap   = 16.0 // seats to variants
	varH     = 42.0
	varLines = 36.0 // the variants' one-line explanations
	seedH    = 30.0
	buttonsH = 56.0
)

// maxSeats is the most seats any game of the shelf takes (Kunststücke's
// five).
const maxSeats = kunststucke.MaxPlayers

// shift moves the column down by half the rows it lacks beside four
// seats (up, for Kunststücke's five).
func (s *Setup) shift() float64 { return float64(graffiti.MaxPlayers-s.players) * rowStep / 2 }

// top is where the first seat's row starts.
func (s *Setup) top() float64 { return 226 + s.shift() }

func (s *Setup) countRect(n int) ui.Rect {
	return ui.Rect{X: 470 + float64(n-2)*120, Y: 140 + s.shift(), W: 100, H: 56}
}

func (s *Setup) seatRow(i int) ui.Rect {
	return ui.Rect{X: 300, Y: s.top() + float64(i)*rowStep, W: 680, H: rowH}
}
func (s *Setup) nameRect(i int) ui.Rect {
	r := s.seatRow(i)
	return ui.Rect{X: r.X + 64, Y: r.Y + 6, W: 226, H: 44}
}
func (s *Setup) whoRect(i int) ui.Rect {
	r := s.seatRow(i)
	return ui.Rect{X: r.X + 298, Y: r.Y + 6, W: 128, H: 44}
}
func (s *Setup) colorRect(i, c int) ui.Rect {
	r := s.seatRow(i)
	return ui.Rect{X: r.X + 436 + float64(c)*61, Y: r.Y + 4, W: 54, H: 48}
}
func (s *Setup) variantRect(v int) ui.Rect {
	y := s.top() + float64(s.players-1)*rowStep + rowH + varGap
	if s.options() == 1 {
		return ui.Rect{X: 300, Y: y, W: 680, H: varH}
	}
	return ui.Rect{X: 300 + float64(v)*350, Y: y, W: 330, H: varH}
}
func (s *Setup) seedRect() ui.Rect {
	v := s.variantRect(0)
	return ui.Rect{X: 300, Y: v.Y + v.H + varLines + 6, W: 680, H: seedH}
}

// place puts Back and Start under the seed line.
func (s *Setup) place() {
	y := s.seedRect().Y + seedH + 14
	s.back.R = ui.Rect{X: 300, Y: y, W: 200, H: buttonsH}
	s.start.R = ui.Rect{X: 740, Y: y, W: 240, H: buttonsH}
}

// Update answers taps and, while a name is being edited, typing.
func (s *Setup) Update(a *App) error {
	in := a.Input()
	// Taps on the open keyboard type; they reach nothing under it.
	onKeys := s.editing >= 0 && ui.Tapped(in, keyboardPanel)
	if s.editing >= 0 {
		s.typeName(a)
	}
	if s.editingSeed {
		s.typeSeed(a)
	}
	if in.Key == ui.KeyBack {
		a.Goto(NewTitle(a))
		return nil
	}
	for _, p := range in.Taps {
		if s.keyboardTap(p) {
			continue
		}
		s.endEditing()
		s.editingSeed = false
		for n := graffiti.MinPlayers; n <= s.box.maxPlayers(); n++ {
			if ui.Hit(s.countRect(n), p) {
				s.players = n
				s.youngest = min(s.youngest, n-1)
				s.place()
			}
		}
		for i := 0; i < s.players; i++ {
			if ui.Hit(s.nameRect(i), p) {
				s.editing = i
			}
			if ui.Hit(s.whoRect(i), p) {
				s.seats[i] = s.seats[i].next()
			}
			for c := 0; c < s.swatches(); c++ {
				if ui.Hit(s.colorRect(i, c), p) {
					s.setColor(i, c)
				}
			}
		}
		if s.tapTokens(p) {
			continue
		}
		if ui.Hit(s.variantRect(0), p) {
			if s.box == BoxKunststucke {
				s.youngest = (s.youngest+2)%(s.players+1) - 1 // -1, 0, ..., players-1
			} else {
				s.block = !s.block
			}
		}
		if ui.Hit(s.variantRect(1), p) && s.options() > 1 {
			s.special = !s.special
		}
		if ui.Hit(s.seedRect(), p) {
			s.editingSeed = true
		}
	}
	if s.back.Hit(in) && !onKeys {
		a.Goto(NewTitle(a))
	}
	if (s.start.Hit(in) && !onKeys) || (in.Key == ui.KeyEnter && s.editing < 0 && !s.editingSeed) {
		t, err := s.newTable(a)
		if err != nil {
			s.msg = err.Error()
			return nil
		}
		a.Goto(t)
	}
	return nil
}

// newTable deals the game set up, from a fresh seed or the typed one.
func (s *Setup) newTable(a *App) (Scene, error) {
	seed, typed := freshSeed(), false
	if n, err := strconv.ParseUint(s.seedText, 10, 64); err == nil {
		seed, typed = n, true
	}
	names := append([]string(nil), s.names[:s.players]...)
	seats := append([]Seat(nil), s.seats[:s.players]...)
	if s.box == BoxKunststucke {
		setup := kunststucke.Setup{Players: s.players, Names: names, Seed: seed, Youngest: s.youngest}
		return NewKunststuckeTable(a, setup, seats)
	}
	if s.box == BoxTagCity {
		setup := tagcity.Setup{Players: s.players, Names: names, Seed: seed, TypedSeed: typed, Tokens: s.tokenCodes()}
		if s.block {
			setup.HQ = tagcity.SideB
		}
		if s.special {
			setup.City = tagcity.SideB
		}
		return NewTagCityTable(a, setup, seats, append([]int(nil), s.colors[:s.players]...))
	}
	setup := graffiti.Setup{Players: s.players, Names: names, Seed: seed, TypedSeed: typed, Block: s.block, Special: s.special}
	return NewTable(a, setup, append([]int(nil), s.colors[:s.players]...), seats)
}

// defaultName is the name proposed for seat i in the box's game (the
// seats past the game's count are never shown: any name does).
func (s *Setup) defaultName(i int) string {
	switch s.box {
	case BoxTagCity:
		return tagcity.DefaultNames()[i%tagcity.MaxPlayers]
	case BoxKunststucke:
		return kunststucke.DefaultNames()[i]
	}
	return graffiti.DefaultNames[i%graffiti.MaxPlayers]
}

// seatColor is seat i's colour on the screen: the artist's chosen one in
// Graffiti, the marker of the seat in Tag City.
func (s *Setup) seatColor(i int) color.RGBA {
	if s.swatches() == 0 {
		return sprites.Chalk // Kunststücke's colours are the shapes', not the seats'
	}
	return s.swatch(s.colors[i])
}

// swatches is how many colours a seat chooses from: none in Kunststücke,
// where every artist plays every colour.
func (s *Setup) swatches() int {
	if s.box == BoxKunststucke {
		return 0
	}
	return 4
}

// options is how many option buttons the box's game has: Kunststücke
// has only who starts.
func (s *Setup) options() int {
	if s.box == BoxKunststucke {
		return 1
	}
	return 2
}

// swatch is colour choice c: an artist's colour in Graffiti, a marker's
// in Tag City.
func (s *Setup) swatch(c int) color.RGBA {
	if s.box == BoxTagCity {
		return markerColor(c)
	}
	return artistColor(c)
}

// optionWords are the label of option v (a variant, or a board's side)
// and its one-line explanation.
func (s *Setup) optionWords(a *App, v int, on bool) (string, string) {
	if s.box == BoxKunststucke {
		who := a.T(words.YoungestChance)
		if s.youngest >= 0 {
			who = s.names[s.youngest]
		}
		return a.T(words.YoungestStarts, who), a.T(words.YoungestLine)
	}
	if s.box == BoxTagCity {
		side := [2][2]words.Word{{words.HQSideA, words.HQSideB}, {words.CitySideA, words.CitySideB}}
		lines := [2][2]words.Word{{words.HQSideALine, words.HQSideBLine}, {words.CitySideALine, words.CitySideBLine}}
		k := 0
		if on {
			k = 1
		}
		return a.T(side[v][k]), a.T(lines[v][k])
	}
	state := a.T(words.Off)
	if on {
		state = a.T(words.On)
	}
	key := [2]words.Word{words.Variant1, words.Variant2}[v]
	return a.T(words.Labelled, a.T(key), state), a.T([2]words.Word{words.Variant1Line, words.Variant2Line}[v])
}

// setColor gives seat i colour c, swapping with whoever had it, so every
// artist keeps a colour of their own.
func (s *Setup) setColor(i, c int) {
	for j := range s.colors {
		if j != i && s.colors[j] == c {
			s.colors[j] = s.colors[i]
		}
	}
	s.colors[i] = c
}

// freshSeed draws a seed from the system's cryptographic source, never
// from a clock or a frame counter: no one at the table can know it, and
// so no one can know the stacks.
func freshSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read does not fail (Go 1.24+)
	return binary.LittleEndian.Uint64(b[:])
}

// typeSeed takes digits for the seed field; Enter ends the typing.
func (s *Setup) typeSeed(a *App) {
	in := a.Input()
	for _, r := range in.Chars {
		if r >= '0' && r <= '9' {
			if _, err := strconv.ParseUint(s.seedText+string(r), 10, 64); err == nil {
				s.seedText += string(r)
			}
		}
	}
	if in.Erase && s.seedText != "" {
		s.seedText = s.seedText[:len(s.seedText)-1]
	}
	if in.Key == ui.KeyEnter {
		s.editingSeed = false
		in.Key = ui.KeyNone
	}
}

func (s *Setup) typeName(a *App) {
	name := []rune(s.names[s.editing])
	in := a.Input()
	for _, r := range in.Chars {
		if len(name) < maxName && r >= ' ' {
			name = append(name, r)
		}
	}
	if in.Erase && len(name) > 0 {
		name = name[:len(name)-1]
	}
	s.names[s.editing] = string(name)
	if a.Input().Key == ui.KeyEnter {
		s.endEditing()
		a.Input().Key = ui.KeyNone
	}
}

// maxName is the longest name a seat takes.
const maxName = 14

// endEditing closes the name being edited; an empty one takes back the
// proposed name.
func (s *Setup) endEditing() {
	if s.editing < 0 {
		return
	}
	if strings.TrimSpace(s.names[s.editing]) == "" {
		s.names[s.editing] = s.defaultName(s.editing)
	}
	s.names[s.editing] = strings.TrimSpace(s.names[s.editing])
	s.editing = -1
}

// Draw shows the seats and the options.
func (s *Setup) Draw(d *Draw) {
	a := d.App
	s.place()
	background(d, 0.5)
	d.Text(a.T(words.NewGameOf, a.T(s.box.name())), 640, 70+s.shift(), 64, ui.Display, ui.Center, sprites.NeonPink, 1)
	d.Text(a.T(words.Players), 440, 168+s.shift(), 20, ui.Bold, ui.Right, sprites.Chalk, 1)
	for n := graffiti.MinPlayers; n <= s.box.maxPlayers(); n++ {
		r := s.countRect(n)
		d.Fill(r, 12, sprites.Ink, 0.85)
		alpha := float32(0.4)
		if n == s.players {
			alpha = 1
		}
		d.Stroke(r, 12, 3, sprites.NeonCyan, alpha)
		d.Text(strconv.Itoa(n), r.X+r.W/2, r.Y+r.H/2, 30, ui.Display, ui.Center, sprites.Chalk, alpha)
	}
	for i := 0; i < s.players; i++ {
		r := s.seatRow(i)
		col := s.seatColor(i)
		d.Fill(r, 12, sprites.Night, 0.8)
		sprites.DrawSprayCan(d.Dst, d.S(r.X+20), d.S(r.Y+8), d.S(44), col)
		nr := s.nameRect(i)
		d.Fill(nr, 8, sprites.Ink, 1)
		border := float32(0.4)
		if s.editing == i {
			border = 1
		}
		d.Stroke(nr, 8, 2, col, border)
		name := s.names[i]
		if s.editing == i && (a.Tick/30)%2 == 0 {
			name += "|"
		}
		d.Text(name, nr.X+12, nr.Y+nr.H/2, 20, ui.Bold, ui.Left, sprites.Chalk, 1)
		wr := s.whoRect(i)
		d.Fill(wr, 8, sprites.Ink, 1)
		accent := sprites.NeonCyan
		if s.seats[i].Bot {
			accent = sprites.NeonAmber
		}
		d.Stroke(wr, 8, 2, accent, 0.8)
		d.Text(a.seatLabel(s.seats[i]), wr.X+wr.W/2, wr.Y+wr.H/2, 15, ui.Bold, ui.Center, sprites.Chalk, 1)
		for c := 0; c < s.swatches(); c++ {
			cr := s.colorRect(i, c)
			d.Fill(cr, 10, s.swatch(c), 0.9)
			if s.colors[i] == c {
				d.Stroke(cr.Inset(-3), 12, 3, sprites.Chalk, 1)
			}
		}
	}
	d.Text(a.T(words.TapToEdit), 640, s.top()-10, 12, ui.Body, ui.Center, sprites.Chalk, 0.6)
	for v, on := range []bool{s.block, s.special}[:s.options()] {
		r := s.variantRect(v)
		d.Fill(r, 10, sprites.Ink, 0.85)
		alpha := float32(0.45)
		if on {
			alpha = 1
		}
		d.Stroke(r, 10, 2, sprites.NeonAmber, alpha)
		label, line := s.optionWords(a, v, on)
		if s.box != BoxGraffiti {
			alpha = 1 // a side, or who starts, is a choice, never off
		}
		d.Text(label, r.X+r.W/2, r.Y+r.H/2, 15, ui.Bold, ui.Center, sprites.Chalk, alpha)
		if v == 0 && s.choosingTokens() {
			s.drawTokens(d)
			continue
		}
		// What the option does, in a line (two if the words need).
		for k, l := range ui.Wrap(line, 12, ui.Body, r.W) {
			d.Text(l, r.X+r.W/2, r.Y+r.H+11+float64(k)*15, 12, ui.Body, ui.Center, sprites.Chalk, 0.75)
		}
	}
	seed := s.seedText
	if s.editingSeed && (a.Tick/30)%2 == 0 {
		seed += "|"
	}
	alpha := float32(0.7)
	if s.editingSeed {
		alpha = 1
		d.Stroke(s.seedRect(), 8, 2, sprites.NeonCyan, 0.8)
	} else if s.seedText == "" {
		seed = a.T(words.RandomSeed) + " · " + a.T(words.SeedHint)
	}
	d.Text(a.T(words.Labelled, a.T(words.Seed), seed), 640, s.seedRect().Y+s.seedRect().H/2, 13, ui.Body, ui.Center, sprites.Chalk, alpha)
	d.Button(s.back, 20)
	d.Button(s.start, 24)
	s.drawKeyboard(d)
	if s.msg != "" {
		d.Text(s.msg, 640, 690, 14, ui.Bold, ui.Center, sprites.NeonAmber, 1)
	}
}

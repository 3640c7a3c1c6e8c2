package scenes

import (
	"encoding/binary"
	"image/color"
	"strconv"
	"strings"

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
	Box         Box  // the game being set up
	Form        Form // its part of the screen: its names, colours and options
	Players     int
	Names       [maxSeats]string
	colors      [maxSeats]int
	Seats       [maxSeats]Seat // a person or a bot at each seat
	SeedText    string         // digits typed in the seed field; empty: a fresh random seed
	EditingSeed bool
	Editing     int // the seat whose name is being typed, or -1
	Msg         string
	Start       *ui.Button
	back        *ui.Button
	Room        *ui.Button // a room of the game set up, where a host is at hand
	// Listed is beside Room: the room is open to anyone, listed on the
	// host's lobby (where the host keeps one) for a stranger to ask the
	// table for a free seat. Off until tapped.
	Listed *ui.Button
	open   bool
	// Clock is above Listed: the room's time per move (roomchoice.go),
	// Clocks[clock]; none until tapped.
	Clock *ui.Button
	clock int
}

// NewSetup opens the new-game screen with four seats proposed.
func NewSetup(a *App) *Setup {
	s := &Setup{Box: a.box(), Form: a.box().Form(a), Players: 2, Editing: -1}
	for i := range s.Names {
		s.Names[i] = s.defaultName(i)
		s.colors[i] = i
	}
	s.Start = &ui.Button{Label: a.T(words.Start), Enabled: true, Accent: sprites.NeonAmber}
	s.back = &ui.Button{Label: a.T(words.Back), Enabled: true}
	if a.OpenRoom != nil {
		s.Room = &ui.Button{Label: a.T(words.Room), Enabled: true, Accent: sprites.NeonPink}
		s.Listed = &ui.Button{Enabled: true, Accent: sprites.NeonPink}
		s.label(a)
		s.Clock = newClockButton()
		s.labelClock(a)
	}
	s.Place()
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

// maxSeats is the most seats the screen has room for (a game of the
// shelf takes five).
const maxSeats = 5

// shift moves the column down by half the rows it lacks beside four
// seats (up, for five).
func (s *Setup) shift() float64 { return float64(4-s.Players) * rowStep / 2 }

// top is where the first seat's row starts.
func (s *Setup) top() float64 { return 226 + s.shift() }

func (s *Setup) CountRect(n int) ui.Rect {
	return ui.Rect{X: 470 + float64(n-2)*120, Y: 140 + s.shift(), W: 100, H: 56}
}

func (s *Setup) SeatRow(i int) ui.Rect {
	return ui.Rect{X: 300, Y: s.top() + float64(i)*rowStep, W: 680, H: rowH}
}
func (s *Setup) NameRect(i int) ui.Rect {
	r := s.SeatRow(i)
	return ui.Rect{X: r.X + 64, Y: r.Y + 6, W: 226, H: 44}
}
func (s *Setup) WhoRect(i int) ui.Rect {
	r := s.SeatRow(i)
	return ui.Rect{X: r.X + 298, Y: r.Y + 6, W: 128, H: 44}
}
func (s *Setup) ColorRect(i, c int) ui.Rect {
	r := s.SeatRow(i)
	return ui.Rect{X: r.X + 436 + float64(c)*61, Y: r.Y + 4, W: 54, H: 48}
}
func (s *Setup) VariantRect(v int) ui.Rect {
	y := s.top() + float64(s.Players-1)*rowStep + rowH + varGap
	if s.Form.Options() == 1 {
		return ui.Rect{X: 300, Y: y, W: 680, H: varH}
	}
	return ui.Rect{X: 300 + float64(v)*350, Y: y, W: 330, H: varH}
}
func (s *Setup) SeedRect() ui.Rect {
	v := s.VariantRect(0)
	return ui.Rect{X: 300, Y: v.Y + v.H + varLines + 6, W: 680, H: seedH}
}

// place puts Back and Start under the seed line.
func (s *Setup) Place() {
	y := s.SeedRect().Y + seedH + 14
	s.back.R = ui.Rect{X: 300, Y: y, W: 200, H: buttonsH}
	s.Start.R = ui.Rect{X: 740, Y: y, W: 240, H: buttonsH}
	if s.Room != nil {
		s.Room.R = ui.Rect{X: 520, Y: y, W: 200, H: buttonsH}
		// Right of the column, where only a room's choice goes.
		s.Listed.R = ui.Rect{X: 1000, Y: y, W: 260, H: buttonsH}
		s.Clock.R = ui.Rect{X: 1000, Y: y - buttonsH - 12, W: 260, H: buttonsH}
	}
}

// label says whether the room will be open to anyone.
func (s *Setup) label(a *App) {
	state := words.Off
	if s.open {
		state = words.On
	}
	s.Listed.Label = a.T(words.Labelled, a.T(words.OpenToAnyone), a.T(state))
}

// Update answers taps and, while a name is being edited, typing.
func (s *Setup) Update(a *App) error {
	in := a.Input()
	// Taps on the open keyboard type; they reach nothing under it.
	onKeys := s.Editing >= 0 && ui.Tapped(in, KeyboardPanel)
	if s.Editing >= 0 {
		s.typeName(a)
	}
	if s.EditingSeed {
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
		s.EditingSeed = false
		least, most := s.Box.Rules().Players()
		for n := least; n <= most; n++ {
			if ui.Hit(s.CountRect(n), p) {
				s.Players = n
				s.Form.Players(n)
				s.Place()
			}
		}
		for i := 0; i < s.Players; i++ {
			if ui.Hit(s.NameRect(i), p) {
				s.Editing = i
			}
			if ui.Hit(s.WhoRect(i), p) {
				s.Seats[i] = s.Seats[i].NextIn(a.OpenRoom != nil)
			}
			for c := 0; c < s.Form.Swatches(); c++ {
				if ui.Hit(s.ColorRect(i, c), p) {
					s.setColor(i, c)
				}
			}
		}
		if s.Form.TapExtra(p, s.VariantRect) {
			continue
		}
		for v := 0; v < s.Form.Options(); v++ {
			if ui.Hit(s.VariantRect(v), p) {
				s.Form.Tap(v, s.Players)
			}
		}
		if ui.Hit(s.SeedRect(), p) {
			s.EditingSeed = true
		}
	}
	if s.back.Hit(in) && !onKeys {
		a.Goto(NewTitle(a))
	}
	if s.Listed != nil && s.Listed.Hit(in) && !onKeys {
		s.open = !s.open
		s.label(a)
	}
	if s.Clock != nil && s.Clock.Hit(in) && !onKeys {
		s.tapClock(a)
	}
	if s.Room != nil && s.Room.Hit(in) && !onKeys {
		// The seats' people join on their phones; the bots play on the
		// host, which deals from a seed of its own.
		a.Goto(a.OpenRoom(a, s.Box, append([]string(nil), s.Names[:s.Players]...), append([]Seat(nil), s.Seats[:s.Players]...), s.Form.Variants(), s.roomChoice()))
		return nil
	}
	if (s.Start.Hit(in) && !onKeys) || (in.Key == ui.KeyEnter && s.Editing < 0 && !s.EditingSeed) {
		t, err := s.newTable(a)
		if err != nil {
			s.Msg = err.Error()
			return nil
		}
		a.Goto(t)
	}
	return nil
}

// newTable deals the game set up, from a fresh seed or the typed one.
func (s *Setup) newTable(a *App) (Scene, error) {
	seed, typed := FreshSeed(), false
	if n, err := strconv.ParseUint(s.SeedText, 10, 64); err == nil {
		seed, typed = n, true
	}
	return s.Form.Deal(a, Deal{
		Names: append([]string(nil), s.Names[:s.Players]...), Seats: append([]Seat(nil), s.Seats[:s.Players]...),
		Colors: append([]int(nil), s.colors[:s.Players]...), Seed: seed, Typed: typed,
	})
}

// defaultName is the name proposed for seat i in the box's game (the
// seats past the game's count are never shown: any name does).
func (s *Setup) defaultName(i int) string { return s.Form.DefaultName(i) }

// seatColor is seat i's colour on the screen: the swatch chosen, or
// chalk where the seats have no colours of their own.
func (s *Setup) seatColor(i int) color.RGBA {
	if s.Form.Swatches() == 0 {
		return sprites.Chalk
	}
	return s.Form.Swatch(s.colors[i])
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

// FreshSeed draws a seed from the system's cryptographic source, never
// from a clock or a frame counter: no one at the table can know it, and
// so no one can know the stacks.
func FreshSeed() uint64 {
	var b [8]byte
	randomBytes(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// typeSeed takes digits for the seed field; Enter ends the typing.
func (s *Setup) typeSeed(a *App) {
	in := a.Input()
	for _, r := range in.Chars {
		if r >= '0' && r <= '9' {
			if _, err := strconv.ParseUint(s.SeedText+string(r), 10, 64); err == nil {
				s.SeedText += string(r)
			}
		}
	}
	if in.Erase && s.SeedText != "" {
		s.SeedText = s.SeedText[:len(s.SeedText)-1]
	}
	if in.Key == ui.KeyEnter {
		s.EditingSeed = false
		in.Key = ui.KeyNone
	}
}

func (s *Setup) typeName(a *App) {
	name := []rune(s.Names[s.Editing])
	in := a.Input()
	for _, r := range in.Chars {
		if len(name) < maxName && r >= ' ' {
			name = append(name, r)
		}
	}
	if in.Erase && len(name) > 0 {
		name = name[:len(name)-1]
	}
	s.Names[s.Editing] = string(name)
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
	if s.Editing < 0 {
		return
	}
	if strings.TrimSpace(s.Names[s.Editing]) == "" {
		s.Names[s.Editing] = s.defaultName(s.Editing)
	}
	s.Names[s.Editing] = strings.TrimSpace(s.Names[s.Editing])
	s.Editing = -1
}

// Draw shows the seats and the options.
func (s *Setup) Draw(d *Draw) {
	a := d.App
	s.Place()
	Background(d, 0.5)
	name, _ := s.Box.Cover(a.Lang())
	d.Text(a.T(words.NewGameOf, name), 640, 70+s.shift(), 64, ui.Display, ui.Center, sprites.NeonPink, 1)
	d.Text(a.T(words.Players), 440, 168+s.shift(), 20, ui.Bold, ui.Right, sprites.Chalk, 1)
	least, most := s.Box.Rules().Players()
	for n := least; n <= most; n++ {
		r := s.CountRect(n)
		d.Fill(r, 12, sprites.Ink, 0.85)
		alpha := float32(0.4)
		if n == s.Players {
			alpha = 1
		}
		d.Stroke(r, 12, 3, sprites.NeonCyan, alpha)
		d.Text(strconv.Itoa(n), r.X+r.W/2, r.Y+r.H/2, 30, ui.Display, ui.Center, sprites.Chalk, alpha)
	}
	for i := 0; i < s.Players; i++ {
		r := s.SeatRow(i)
		col := s.seatColor(i)
		d.Fill(r, 12, sprites.Night, 0.8)
		sprites.DrawSprayCan(d.Dst, d.S(r.X+20), d.S(r.Y+8), d.S(44), col)
		nr := s.NameRect(i)
		d.Fill(nr, 8, sprites.Ink, 1)
		border := float32(0.4)
		if s.Editing == i {
			border = 1
		}
		d.Stroke(nr, 8, 2, col, border)
		name := s.Names[i]
		if s.Editing == i && (a.Tick/30)%2 == 0 {
			name += "|"
		}
		d.Text(name, nr.X+12, nr.Y+nr.H/2, 20, ui.Bold, ui.Left, sprites.Chalk, 1)
		wr := s.WhoRect(i)
		d.Fill(wr, 8, sprites.Ink, 1)
		accent := sprites.NeonCyan
		if s.Seats[i].Bot {
			accent = sprites.NeonAmber
		}
		d.Stroke(wr, 8, 2, accent, 0.8)
		d.Text(a.SeatLabel(s.Seats[i]), wr.X+wr.W/2, wr.Y+wr.H/2, 15, ui.Bold, ui.Center, sprites.Chalk, 1)
		for c := 0; c < s.Form.Swatches(); c++ {
			cr := s.ColorRect(i, c)
			d.Fill(cr, 10, s.Form.Swatch(c), 0.9)
			sprites.DrawMark(d.Dst, s.Form.SwatchMark(c), d.S(cr.X+cr.W/2), d.S(cr.Y+cr.H/2), d.S(min(cr.W, cr.H)*0.26), sprites.Chalk)
			if s.colors[i] == c {
				d.Stroke(cr.Inset(-3), 12, 3, sprites.Chalk, 1)
			}
		}
	}
	d.Text(a.T(words.TapToEdit), 640, s.top()-10, 12, ui.Body, ui.Center, sprites.Chalk, 0.6)
	for v := 0; v < s.Form.Options(); v++ {
		on := s.Form.On(v)
		r := s.VariantRect(v)
		d.Fill(r, 10, sprites.Ink, 0.85)
		alpha := float32(0.45)
		if on {
			alpha = 1
		}
		d.Stroke(r, 10, 2, sprites.NeonAmber, alpha)
		label, line := s.Form.Words(a, v, s.Names[:s.Players])
		if s.Form.Choice() {
			alpha = 1 // a side, or who starts, is a choice, never off
		}
		d.Text(label, r.X+r.W/2, r.Y+r.H/2, 15, ui.Bold, ui.Center, sprites.Chalk, alpha)
		if s.Form.DrawExtra(d, v, r) {
			continue
		}
		// What the option does, in a line (two if the words need).
		for k, l := range ui.Wrap(line, 12, ui.Body, r.W) {
			d.Text(l, r.X+r.W/2, r.Y+r.H+11+float64(k)*15, 12, ui.Body, ui.Center, sprites.Chalk, 0.75)
		}
	}
	seed := s.SeedText
	if s.EditingSeed && (a.Tick/30)%2 == 0 {
		seed += "|"
	}
	alpha := float32(0.7)
	if s.EditingSeed {
		alpha = 1
		d.Stroke(s.SeedRect(), 8, 2, sprites.NeonCyan, 0.8)
	} else if s.SeedText == "" {
		seed = a.T(words.RandomSeed) + " · " + a.T(words.SeedHint)
	}
	d.Text(a.T(words.Labelled, a.T(words.Seed), seed), 640, s.SeedRect().Y+s.SeedRect().H/2, 13, ui.Body, ui.Center, sprites.Chalk, alpha)
	d.Button(s.back, 20)
	d.Button(s.Start, 24)
	if s.Room != nil {
		d.Button(s.Room, 20)
		d.Button(s.Listed, 16)
		d.Button(s.Clock, 16)
	}
	s.drawKeyboard(d)
	if s.Msg != "" {
		d.Text(s.Msg, 640, 690, 14, ui.Bold, ui.Center, sprites.NeonAmber, 1)
	}
}

package scenes

import (
	"image/color"
	"slices"
	"unicode"
	"unicode/utf8"

	"graffiti/game"
	"graffiti/scenes/sound"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// curtain is the hand-over: when the next decision belongs to another
// person at the same device, a roller shutter comes down saying whom to
// pass to; nothing private is drawn while it is down; a tap lifts it.
// It falls only between two different people: a bot's turn plays in the
// open (its tiles are never drawn), and a person alone with bots never
// sees the shutter.
type Curtain struct {
	LiftedFor int // the seat that lifted it last; Nobody when down
	IsDown    bool
	Moved     int // tick of the last fall or rise
	// Watched: others who play see this screen (a room's table screen,
	// its phones' players around it), so after anyone else's turn the
	// shutter falls again for a person of this screen.
	Watched bool
}

const curtainTicks = 22

// init starts a game: the shutter is down for the first person, unless
// only one person plays (then it is theirs from the start) or none does.
func (c *Curtain) Init(seats []Seat) {
	c.LiftedFor, c.IsDown = game.Nobody, true
	c.Watched = slices.ContainsFunc(seats, func(s Seat) bool { return s.Away && !s.Bot && !s.Apart })
	switch People(seats) {
	case 0:
		c.IsDown = false
	case 1:
		c.LiftedFor, c.IsDown = firstPerson(seats), false
	}
}

// update lowers the curtain for a new person and lifts it on a tap; it
// reports whether it holds the input this tick. For a bot it rises and
// stays up: whoever lifted it last is still the one who may see.
func (c *Curtain) Update(a *App, actor int, isBot bool) bool {
	if actor == game.Nobody {
		return false
	}
	if isBot {
		if c.IsDown {
			c.IsDown, c.Moved = false, a.Tick
		}
		if c.Watched {
			c.LiftedFor = game.Nobody // seen by others meanwhile: no one's now
		}
		return false
	}
	if actor != c.LiftedFor && !c.IsDown {
		c.IsDown, c.Moved = true, a.Tick
		a.Cue(sound.Roll)
	}
	if !c.IsDown {
		return false
	}
	if a.Tick-c.Moved < a.Settings.Speed.Ticks(curtainTicks) {
		return true // still falling
	}
	if ui.AnyTap(a.Input()) {
		c.IsDown, c.LiftedFor, c.Moved = false, actor, a.Tick
	}
	return true
}

// rise lifts the shutter for seat at once (the person who took their
// move back keeps the device).
func (c *Curtain) Rise(a *App, seat int) {
	c.IsDown, c.LiftedFor, c.Moved = false, seat, a.Tick
}

// moving reports whether the curtain is still falling or rising.
func (c *Curtain) Moving(a *App) bool {
	return a.Tick-c.Moved < a.Settings.Speed.Ticks(curtainTicks)
}

// Down reports whether the shutter is down.
func (c *Curtain) Down() bool { return c.IsDown }

// lifted reports whether the person who must decide now has lifted the
// shutter themselves: only then may their private tiles be drawn. Right
// after a hand-over, while the last move still animates and before the
// shutter falls, it is not lifted for the new person.
func (c *Curtain) Lifted(actor int) bool {
	return !c.IsDown && actor != game.Nobody && c.LiftedFor == actor
}

// cover is how far the shutter covers the screen, 0 to 1.
func (c *Curtain) Cover(a *App) float64 {
	n := a.Settings.Speed.Ticks(curtainTicks)
	t := 1.0
	if n > 0 {
		t = min(1, float64(a.Tick-c.Moved)/float64(n))
	}
	t = sprites.EaseInOut(t)
	if c.IsDown {
		return t
	}
	return 1 - t
}

// shutterCard is what the fallen shutter says: whom to pass to, in their
// colour (and its name), the line under it and the small one below.
type ShutterCard struct {
	Name   string
	Col    color.RGBA
	Mark   sprites.Mark // the colour's mark, signing the tag
	Colour string
	Sub    string
	Foot   string
}

// drawShutter paints the shutter as far down as it is and, fully down
// with a card, whom to pass to. It reports the top of the shutter's
// picture (0 when fully down) and whether the card was drawn. Both
// games' tables share it.
func (c *Curtain) DrawShutter(d *Draw, card *ShutterCard) (float64, bool) {
	cover := c.Cover(d.App)
	if cover <= 0 {
		return 0, false
	}
	h := ScreenH * cover
	d.Fill(ui.Rect{X: 0, Y: 0, W: ScreenW, H: h}, 0, sprites.Steel, 1)
	// Shutter slats, with a tag sprayed across them.
	for y := h - 16; y > -16; y -= 22 {
		d.Fill(ui.Rect{X: 0, Y: y, W: ScreenW, H: 3}, 0, sprites.Ink, 0.35)
		d.Fill(ui.Rect{X: 0, Y: y + 3, W: ScreenW, H: 2}, 0, sprites.Chalk, 0.25)
	}
	d.Fill(ui.Rect{X: 0, Y: h - 14, W: ScreenW, H: 14}, 0, sprites.Ink, 0.9)
	if card == nil || !c.IsDown {
		return 0, false
	}
	top := h - ScreenH
	sprites.DrawArtistTag(d.Dst, d.S(560), d.S(top+140), d.S(160), card.Col, Initial(card.Name), card.Mark)
	pass := d.App.T(words.PassTo, card.Name, card.Colour)
	d.Text(pass, 640+3, top+380+3, 64, ui.Display, ui.Center, sprites.Ink, 0.8)
	d.Text(pass, 640, top+380, 64, ui.Display, ui.Center, card.Col, 1)
	d.Text(card.Sub, 640, top+460, 26, ui.Bold, ui.Center, sprites.Ink, 1)
	d.Text(card.Foot, 640, top+520, 22, ui.Body, ui.Center, sprites.Ink, 0.8)
	return top, true
}

func Initial(name string) rune {
	r, _ := utf8.DecodeRuneInString(name)
	if r == utf8.RuneError {
		return '?'
	}
	return unicode.ToUpper(r)
}

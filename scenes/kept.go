package scenes

import (
	"image"

	"graffiti/scenes/ui"
	"graffiti/scenes/words"
)

// Kept is a table's picture kept between frames, drawn again only when
// its key changes: a still frame is one copy of it. The key is
// everything the picture shows (the game as its viewer knows it, the
// choices under way, the pointer, the tick while anything moves); a
// test compares the kept picture with one drawn afresh at every step of
// a game, so that a key missing something is seen.
type Kept[K comparable] struct {
	pic   Tiles
	key   K
	drawn bool
	// part is the part of the picture drawn for key: all of it, or the
	// part of a picture a phone's zoomed view shows (DrawOnPart).
	part image.Rectangle
	// buttons are those drawn into the picture, counted again at every
	// frame it is shown (a small window's tap on one acts at once,
	// magnifier.go).
	buttons []ui.Control
}

// Draw shows the picture on d, drawn first by draw when key is not the
// one it was drawn for, d's size changed, or d is a part of a picture
// (DrawOnPart) the one kept does not hold.
func (k *Kept[K]) Draw(d *Draw, key K, draw func(*Draw)) {
	part, w := d.Dst.Bounds(), d.Whole()
	same := !k.pic.Fit(w.X, w.Y) && k.drawn && key == k.key
	if !same || !part.In(k.part) {
		k.buttons = k.buttons[:0]
		k.pic.Paint(d, &k.buttons, draw)
		if same {
			part = JoinParts(k.part, part)
		}
		k.key, k.drawn, k.part = key, true, part
	}
	k.pic.DrawOn(d.Dst, nil)
	if d.Buttons != nil {
		*d.Buttons = append(*d.Buttons, k.buttons...)
	}
}

// Forget makes the next Draw draw the picture again.
func (k *Kept[K]) Forget() { k.drawn = false }

// Release frees the picture; the next Draw makes it again.
func (k *Kept[K]) Release() { k.pic.Release() }

// ScreenKey is what every table's key holds besides its game's: who
// plays each seat, the language, the size and scale it is drawn at, the
// pointer (a button under it is lit).
type ScreenKey struct {
	seats uint64
	lang  words.Lang
	k     float32
	w, h  int
	hover ui.Point
}

// ScreenKeyOf is d's ScreenKey for a table of seats.
func ScreenKeyOf(d *Draw, seats []Seat) ScreenKey {
	w := d.Whole() // a part's whole picture (DrawOnPart)
	return ScreenKey{seats: seatsKey(seats), lang: d.App.Lang(), k: d.K,
		w: w.X, h: w.Y, hover: d.App.Input().Hover}
}

// seatsKey is who plays each seat, as a key compares it: a bot and its
// level, away, apart, a byte a seat (eight seats at most).
func seatsKey(seats []Seat) uint64 {
	var k uint64
	for i, s := range seats[:min(len(seats), 8)] {
		bits := int(s.Level) << 3
		if s.Bot {
			bits |= 1
		}
		if s.Away {
			bits |= 2
		}
		if s.Apart {
			bits |= 4
		}
		k |= uint64(bits&0xff) << (8 * i)
	}
	return k
}

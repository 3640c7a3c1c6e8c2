package graffiti

import (
	"bytes"
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

// Every permit and bonus tile of the game held by one seat shows behind
// its screen, one tile a kind with its count: every tile inside the
// screen and none over another, drawn where the layout says at each size
// the table is drawn (1280×720, 1280×800's 16:9 part, 1920×1080). The
// pictures go to artifacts/held/ to be looked at.
func TestEveryTileHeldShowsBehindTheScreen(t *testing.T) {
	gametest.Need(t)
	var all graffiti.Player
	for pips := 1; pips <= graffiti.NumSections; pips++ {
		all.Permits[pips] = 6 // the edition's thirty permits
	}
	for b := graffiti.Bonus(0); b < graffiti.NumBonus; b++ {
		all.Bonus[b] = 5 // its forty bonus tiles
	}
	tiles := append(heldPermits(&all), heldBonus(&all)...)
	total := 0
	for i, h := range tiles {
		r := ui.Rect{X: h.at.X, Y: h.at.Y, W: privTile, H: privTile}
		if !inside(r, privRect) {
			t.Errorf("tile %d at %v is not inside the screen %v", i, r, privRect)
		}
		for j := range i {
			o := tiles[j]
			if overlap(r, ui.Rect{X: o.at.X, Y: o.at.Y, W: privTile, H: privTile}) {
				t.Errorf("tiles %d and %d overlap", j, i)
			}
		}
		total += h.n
	}
	if total != 70 {
		t.Fatalf("the rows hold %d tiles, not the game's 30 permits and 40 bonus tiles", total)
	}
	// Paint tiles stay one by one (the round's end takes them one by
	// one): a long row closes up like a hand of cards, inside the screen,
	// each showing a strip wide enough to tap.
	for k := range all.Paint {
		all.Paint[k] = 3
	}
	n := all.PaintCount()
	for i := range n {
		q := privPaintPos(i, n)
		if !inside(ui.Rect{X: q.X, Y: q.Y, W: privTile, H: privTile}, privRect) {
			t.Errorf("paint tile %d of %d at %v is not inside the screen", i, n, q)
		}
		if i > 0 {
			if shown := q.X - privPaintPos(i-1, n).X; shown < 12 {
				t.Errorf("paint tile %d of %d shows a strip of %.1f px", i-1, n, shown)
			}
		}
	}

	a, tb := tableApp(t, graffiti.Setup{Players: 2, Seed: 3})
	seat := tb.viewer()
	for _, size := range []image.Point{{1280, 720}, {1280, 800}, {1920, 1080}} {
		tb.S.Players[seat].Permits, tb.S.Players[seat].Bonus, tb.S.Players[seat].Paint = [graffiti.NumSections + 1]int{}, [graffiti.NumBonus]int{}, [graffiti.NumTiles]int{}
		tb.invalidate()
		empty := renderAt(a, size)
		tb.S.Players[seat].Permits, tb.S.Players[seat].Bonus, tb.S.Players[seat].Paint = all.Permits, all.Bonus, all.Paint
		tb.invalidate()
		full := renderAt(a, size)
		k := min(float64(size.X)/scenes.ScreenW, float64(size.Y)/scenes.ScreenH)
		top := 0.0 // the table is drawn from the top; a taller window has wall below
		for i, h := range tiles {
			r := image.Rect(int(k*h.at.X), int(top+k*h.at.Y), int(k*(h.at.X+privTile)), int(top+k*(h.at.Y+privTile)))
			if changed(empty, full, r) < r.Dx()*r.Dy()/4 {
				t.Errorf("%v: tile %d is not drawn where the layout puts it (%v)", size, i, r)
			}
		}
		// Nothing spills out of the screen onto the choice strip beside it.
		beside := image.Rect(int(k*(privRect.X+privRect.W+2)), int(top+k*privRect.Y), int(k*(choiceRect.X+choiceRect.W)), int(top+k*(privRect.Y+privRect.H)))
		if n := changed(empty, full, beside); n > 0 {
			t.Errorf("%v: %d pixels of the tiles held spill onto the choice strip", size, n)
		}
		writePicture(t, "held", fmt.Sprintf("held-%dx%d.png", size.X, size.Y), full)
	}
}

// renderAt draws the app's scene on a window of size.
func renderAt(a *scenes.App, size image.Point) *image.RGBA {
	img := ebiten.NewImage(size.X, size.Y)
	defer img.Deallocate()
	old := a.Scale
	a.Scale = min(float64(size.X)/scenes.ScreenW, float64(size.Y)/scenes.ScreenH)
	a.Draw(img)
	a.Scale = old
	return &image.RGBA{Pix: gametest.Pixels(img), Stride: 4 * size.X, Rect: image.Rect(0, 0, size.X, size.Y)}
}

// changed counts the pixels of r that differ between two pictures.
func changed(a, b *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i, j := a.PixOffset(r.Min.X, y), a.PixOffset(r.Max.X, y)
		for x := i; x < j; x += 4 {
			if !bytes.Equal(a.Pix[x:x+4], b.Pix[x:x+4]) {
				n++
			}
		}
	}
	return n
}

func inside(r, in ui.Rect) bool {
	return r.X >= in.X && r.Y >= in.Y && r.X+r.W <= in.X+in.W && r.Y+r.H <= in.Y+in.H
}

func overlap(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

package scenes

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

// A window-sized picture is cut where the pieces' textures (sides
// rounded up to powers of two) take a MB less for each piece more:
// 1280×720 in a piece 1024 wide and one 256 wide (5 MB against 8),
// 1920×1080 in a piece 1024 high and one 56 high (8.5 against 16), a
// phone's 720×1280 page 1024 and 256 high (5 against 8); a power of two
// is not cut.
func TestTilesAreCutWhereTheirTexturesTakeLess(t *testing.T) {
	for _, c := range []struct {
		w, h       int
		xs, ys     [][2]int
		megabytes  float64
		notCutting float64
	}{
		{1280, 720, [][2]int{{0, 1024}, {1024, 1280}}, [][2]int{{0, 720}}, 5, 8},
		{1920, 1080, [][2]int{{0, 1920}}, [][2]int{{0, 1024}, {1024, 1080}}, 8.5, 16},
		{720, 1280, [][2]int{{0, 720}}, [][2]int{{0, 1024}, {1024, 1280}}, 5, 8},
		{1024, 512, [][2]int{{0, 1024}}, [][2]int{{0, 512}}, 2, 2},
	} {
		xs, ys := tileSpans(c.w, c.h, 0), tileSpans(c.w, c.h, 1)
		if !equalSpans(xs, c.xs) || !equalSpans(ys, c.ys) {
			t.Errorf("%d×%d cut at %v × %v, want %v × %v", c.w, c.h, xs, ys, c.xs, c.ys)
		}
		mb := float64(textureBytes(xs, ys)) / (1 << 20)
		whole := float64(textureBytes([][2]int{{0, c.w}}, [][2]int{{0, c.h}})) / (1 << 20)
		if mb != c.megabytes || whole != c.notCutting {
			t.Errorf("%d×%d takes %.2f MB in pieces, %.2f whole; want %.2f, %.2f", c.w, c.h, mb, whole, c.megabytes, c.notCutting)
		}
	}
}

func equalSpans(a, b [][2]int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestTilesShowWhatOnePictureShows draws the same scene into one
// window-sized picture and into Tiles, whole and then a part at a time
// (a phone's zoomed view, DrawOnPart), copies each onto a screen at an
// alpha (a fade) and compares every pixel; the scene's buttons are
// counted once whatever the pieces.
func TestTilesShowWhatOnePictureShows(t *testing.T) {
	gametest.Need(t)
	const w, h = 1280, 720
	a := &App{}
	scene := func(d *Draw) {
		d.Fill(ui.Rect{X: 0, Y: 0, W: w, H: h}, 0, color.RGBA{40, 30, 60, 255}, 1)
		d.Fill(ui.Rect{X: 900, Y: 100, W: 300, H: 400}, 24, color.RGBA{250, 80, 120, 255}, 0.7) // across the cut at 1024
		d.Stroke(ui.Rect{X: 1000.5, Y: 300.25, W: 60, H: 60}, 30, 3, color.RGBA{90, 250, 200, 255}, 1)
		d.Text("1024", 990, 620, 40, ui.Display, ui.Left, color.RGBA{255, 255, 255, 255}, 1)
		if d.Buttons != nil {
			*d.Buttons = append(*d.Buttons, ui.Control{})
		}
	}
	var op ebiten.DrawImageOptions
	op.ColorScale.ScaleAlpha(0.6)

	one := ebiten.NewImage(w, h)
	scene(newDraw(one, 1, a))
	want := ebiten.NewImage(w, h)
	want.Fill(color.RGBA{10, 200, 10, 255})
	want.DrawImage(one, &op)

	var tl Tiles
	if !tl.Fit(w, h) || tl.Pieces() != 2 || tl.Fit(w, h) {
		t.Fatalf("1280×720: fresh once, in 2 pieces; got %d pieces", tl.Pieces())
	}
	screen := ebiten.NewImage(w, h)
	var buttons []ui.Control
	tl.Paint(newDraw(screen, 1, a), &buttons, scene)
	if len(buttons) != 1 {
		t.Errorf("the scene's button was counted %d times, want once", len(buttons))
	}
	for _, part := range []image.Rectangle{image.Rect(0, 0, w, h), image.Rect(700, 50, 1100, 400), image.Rect(1100, 0, w, h)} {
		if part.Dx() != w {
			// A part drawn again over what the whole drew: the same pixels.
			tl.Paint(DrawOnPart(screen, part, 1, a), &buttons, scene)
		}
		screen.Fill(color.RGBA{10, 200, 10, 255})
		tl.DrawOn(screen, &op)
		pw, pg := gametest.Pixels(want), gametest.Pixels(screen)
		n := 0
		for i := range pw {
			if pw[i] != pg[i] {
				n++
			}
		}
		if n > 0 {
			t.Errorf("after drawing %v: %d bytes differ from one picture's", part, n)
		}
	}
	tl.Release()
	if tl.Pieces() != 0 || !tl.Fit(w, h) {
		t.Error("released tiles are made again at the next Fit")
	}
	tl.Release()
}

// TestAKeptPictureDrawnAPieceAtATimeIsDrawnOnce: in a fade the scene
// faded to is drawn a piece of the fade's picture at a time; its own
// kept picture draws each piece once and then shows both, as it did in
// one go before.
func TestAKeptPictureDrawnAPieceAtATimeIsDrawnOnce(t *testing.T) {
	gametest.Need(t)
	a := &App{}
	screen := ebiten.NewImage(ScreenW, ScreenH)
	var k Kept[int]
	draws := 0
	var fade Tiles
	fade.Fit(ScreenW, ScreenH)
	for range 3 {
		fade.Paint(newDraw(screen, 1, a), nil, func(d *Draw) {
			k.Draw(d, 7, func(*Draw) { draws++ })
		})
	}
	if draws != fade.Pieces() {
		t.Errorf("the kept picture was drawn %d times over three frames of %d pieces, want once a piece", draws, fade.Pieces())
	}
	k.Release()
	fade.Release()
}

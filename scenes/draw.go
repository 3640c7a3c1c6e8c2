package scenes

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes/ui"
	"graffiti/sprites"
)

// Draw is a scene's painter: the ui's, with the app for what a scene
// draws from it (the language, the pointer).
type Draw struct {
	*ui.Painter
	App *App
	// whole is the size of the picture Dst is a part of (DrawOnPart);
	// zero when Dst is a whole picture.
	whole image.Point
}

// Whole is the size of the picture d draws on: Dst's, or the whole one
// Dst is a part of (DrawOnPart), whose coordinates it draws in.
func (d *Draw) Whole() image.Point {
	if d.whole != (image.Point{}) {
		return d.whole
	}
	return d.Dst.Bounds().Max
}

// On is a Draw like d on dst, a picture as big as d's (or a part of
// one), whose buttons go to buttons.
func (d *Draw) On(dst *ebiten.Image, buttons *[]ui.Control) *Draw {
	return &Draw{Painter: &ui.Painter{Dst: dst, K: d.K, Buttons: buttons}, App: d.App, whole: d.Whole()}
}

func newDraw(dst *ebiten.Image, k float64, a *App) *Draw {
	p := ui.NewPainter(dst, k)
	p.Buttons = &a.buttons
	return &Draw{Painter: p, App: a}
}

// Within is d drawing within r (logical pixels) alone: what it draws
// elsewhere is clipped (a page's wall where a picture covers the rest).
func (d *Draw) Within(r ui.Rect) *Draw {
	k := float64(d.K)
	px := image.Rect(int(math.Floor(r.X*k)), int(math.Floor(r.Y*k)), int(math.Ceil((r.X+r.W)*k)), int(math.Ceil((r.Y+r.H)*k)))
	return d.On(d.Dst.SubImage(px.Intersect(d.Dst.Bounds())).(*ebiten.Image), d.Buttons)
}

// DrawOnPart draws on dst at k device pixels a logical pixel, a scene
// drawn into a picture of its own (a phone's hand recomposes its
// table's), on its part (in its device pixels) alone: the scene draws as
// on the whole of dst, in its coordinates, and only the part's pixels
// are drawn (ebiten clips drawing to a sub-image). A
// phone's zoomed view shows a tenth of its table: drawing the rest
// spent its graphics on pixels nobody sees.
func DrawOnPart(dst *ebiten.Image, part image.Rectangle, k float64, a *App) *Draw {
	d := newDraw(dst.SubImage(part).(*ebiten.Image), k, a)
	d.whole = dst.Bounds().Size()
	return d
}

// Button draws b, lit when the pointer is over it.
func (d *Draw) Button(b *ui.Button, size float64) { b.Draw(d.Painter, d.App.Input().Hover, size) }

// NameMark writes name at (x, y), left-aligned, in a seat's colour, and
// the mark of that colour just after it: the colour is never the name's
// only sign of whose it is. It returns where the mark ends.
func (d *Draw) NameMark(name string, x, y, size float64, f ui.Font, col color.RGBA, m sprites.Mark) float64 {
	d.Text(name, x, y, size, f, ui.Left, col, 1)
	r := max(5, size*0.34)
	end := x + ui.TextWidth(name, size, f) + 6 + 2*r
	sprites.DrawMark(d.Dst, m, d.S(end-r), d.S(y), d.S(r), col)
	return end
}

// numStr gives small numbers without allocating.
var numStrs = func() (s [300]string) {
	for i := range s {
		s[i] = strconv.Itoa(i)
	}
	return
}()

func Num(n int) string {
	if n >= 0 && n < len(numStrs) {
		return numStrs[n]
	}
	return strconv.Itoa(n)
}

// fullImage makes a window-sized offscreen of its own texture: on
// ebiten's automatic atlas a 1920×1080 image takes a 2048×2048 page.
func FullImage(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// Fitted is a scene's kept picture at w×h: pic itself when it is that
// size, else a new one in its place (pic freed), and then fresh, so that
// what was kept in it is drawn again.
func Fitted(pic *ebiten.Image, w, h int) (_ *ebiten.Image, fresh bool) {
	if pic != nil && pic.Bounds().Dx() == w && pic.Bounds().Dy() == h {
		return pic, false
	}
	if pic != nil {
		pic.Deallocate()
	}
	return FullImage(w, h), true
}

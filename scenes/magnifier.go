package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes/ui"
	"graffiti/sprites"
)

// A finger needs a target about 40 CSS pixels across. Every screen is laid
// out at 1280×720 and scaled to the window, so on a phone held sideways
// (844×390 CSS pixels) a 38-pixel space is 21 CSS pixels, and on a tablet
// (1024×768) 30. Where the window makes the smallest target too small for
// a finger, a finger's tap that is not on a big enough button magnifies the part of
// the screen around it, enough to bring every target there to 40 CSS
// pixels; taps on the magnified view act, a drag moves it, and × brings
// the whole screen back. A window big enough for every target never magnifies.
const FingerCSS = 40.0

// magZoom is the magnification a window of css CSS pixels per logical
// pixel needs so that the smallest target (ui.MinTarget) takes a finger;
// 1 when it already does. Quarter steps keep the view's edges on whole
// numbers of logical pixels at common sizes.
func MagZoom(css float64) float64 {
	if css <= 0 || css*ui.MinTarget >= FingerCSS {
		return 1
	}
	return math.Ceil(4*FingerCSS/(css*ui.MinTarget)) / 4
}

// magnifier is the magnified view while it is open.
type Magnifier struct {
	On    bool
	X, Y  float64 // the view's top-left, logical
	Z     float64
	scene Scene // the scene it opened on: another scene closes it
	key   int   // the scene's viewKey when it opened
	img   *ebiten.Image

	// A finger dragged over the view moves it (from the Confirm of a
	// choice to the board and back); a drag is no tap.
	holding bool
	last    ui.Point // where the finger was last tick, on the screen
	moved   float64  // how far it has dragged since it went down
}

// dragSlop is how far, in logical pixels of the screen, a finger may
// move and still tap.
const dragSlop = 12

// anyTapper is a scene that, in some states, answers a tap anywhere (an
// animation skipped, a curtain lifted): such a tap is never magnified,
// except on one of the scene's buttons (p tells where).
type anyTapper interface {
	AnyTapAt(a *App, p ui.Point) bool
}

// viewKeyer is a scene whose view changes hands (a curtain falls or
// rises): the magnifier closes then, so the next person sees it all.
type viewKeyer interface{ ViewKey() int }

// magCloseRect is the × that closes the magnified view, in the screen's
// logical pixels, a finger's size at this window's scale.
func (a *App) MagCloseRect() ui.Rect {
	s := 1.25 * FingerCSS / a.CssScale()
	return ui.Rect{X: ScreenW - s - 6, Y: 6, W: s, H: s}
}

// cssScale is how many CSS pixels (the window's own) a logical pixel
// takes.
func (a *App) CssScale() float64 {
	if a.css > 0 {
		return a.css
	}
	return a.Scale
}

// magnify turns this tick's taps when the window is too small for a
// finger: the first tap opens the magnified view around it, taps on the
// view are moved to the logical point under them.
func (a *App) magnify() {
	m := &a.Mag
	cur := a.Current()
	if m.On && (cur != m.scene || a.Next != nil || a.viewKey() != m.key) {
		a.closeMag()
	}
	z := MagZoom(a.CssScale())
	if z <= 1 || a.Demo != nil {
		a.closeMag()
		return
	}
	if m.On {
		for _, p := range a.In.Taps {
			if a.MagCloseRect().Contains(p) {
				a.closeMag()
				a.In.Taps, a.In.Long = nil, false
				return
			}
		}
		if m.Drag(&a.In) {
			a.In.Taps = nil
		}
		taps := make([]ui.Point, len(a.In.Taps))
		for i, p := range a.In.Taps {
			taps[i] = m.toLogical(p)
		}
		a.In.Taps = taps
		a.In.Hover = m.toLogical(a.In.Hover)
		return
	}
	if len(a.In.Taps) == 0 || !a.In.Touch || a.Next != nil {
		return // a mouse points finely enough
	}
	p := a.In.Taps[0]
	if t, ok := cur.(anyTapper); ok && t.AnyTapAt(a, p) {
		return
	}
	for _, c := range a.buttons {
		if b := c.R; c.Enabled && b.Contains(p) && min(b.W, b.H)*a.CssScale() >= FingerCSS {
			return // a button big enough for a finger acts at once
		}
	}
	w, h := ScreenW/z, ScreenH/z
	*m = Magnifier{On: true, Z: z, scene: cur, key: a.viewKey(), img: m.img,
		X: math.Max(0, math.Min(ScreenW-w, p.X-w/2)),
		Y: math.Max(0, math.Min(ScreenH-h, p.Y-h/2))}
	a.In.Taps, a.In.Long = nil, false
}

func (a *App) viewKey() int {
	if v, ok := a.Current().(viewKeyer); ok {
		return v.ViewKey()
	}
	return 0
}

// drag moves the view with a held finger or mouse and reports whether
// the finger just lifted after dragging, when its tap is spent.
func (m *Magnifier) Drag(in *ui.Input) bool {
	if in.Held {
		if m.holding {
			dx, dy := in.Hover.X-m.last.X, in.Hover.Y-m.last.Y
			m.moved += math.Abs(dx) + math.Abs(dy)
			w, h := ScreenW/m.Z, ScreenH/m.Z
			m.X = math.Max(0, math.Min(ScreenW-w, m.X-dx/m.Z))
			m.Y = math.Max(0, math.Min(ScreenH-h, m.Y-dy/m.Z))
		}
		m.holding, m.last = true, in.Hover
		return false
	}
	dragged := m.holding && m.moved > dragSlop
	m.holding, m.moved = false, 0
	return dragged
}

// toLogical is the logical point under p on the magnified view.
func (m *Magnifier) toLogical(p ui.Point) ui.Point {
	return ui.Point{X: m.X + p.X/m.Z, Y: m.Y + p.Y/m.Z}
}

func (a *App) closeMag() {
	if a.Mag.img != nil {
		a.Mag.img.Deallocate()
	}
	a.Mag = Magnifier{}
}

// drawMagnified draws the scene into a window-sized picture and shows
// the magnified part of it, with the × that brings the whole back.
func (a *App) drawMagnified(screen *ebiten.Image, d *Draw) {
	m := &a.Mag
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	if m.img == nil || m.img.Bounds().Dx() != w || m.img.Bounds().Dy() != h {
		if m.img != nil {
			m.img.Deallocate()
		}
		m.img = FullImage(w, h)
	}
	m.img.Clear()
	a.Cur.Draw(newDraw(m.img, a.Scale, a))
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-m.X*a.Scale, -m.Y*a.Scale)
	op.GeoM.Scale(m.Z, m.Z)
	screen.DrawImage(m.img, op)
	r := a.MagCloseRect()
	d.Fill(r, r.W/2, sprites.Ink, 0.9)
	d.Stroke(r, r.W/2, 3, sprites.NeonCyan, 1)
	c := r.Center()
	k := r.W * 0.2
	d.Line(c.X-k, c.Y-k, c.X+k, c.Y+k, 4, sprites.Chalk, 1)
	d.Line(c.X-k, c.Y+k, c.X+k, c.Y-k, 4, sprites.Chalk, 1)
}

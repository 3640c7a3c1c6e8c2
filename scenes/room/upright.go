package room

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites"
)

// upright is a seat's table recomposed for a phone held upright: the
// game's own table, drawn from the seat's view, cut into the parts its
// box names (Box.Upright) and laid row under row across the phone. A
// finger's tap on a part opens it zoomed, enough for the smallest thing
// there to take a finger; taps on the zoomed view are the table's own, a
// drag moves it, × brings the whole back. Nothing is drawn twice: the
// table draws once into a picture of its own, which the parts show.
type upright struct {
	rows  [][]ui.Rect
	panes []pane
	// view is the part of the page the parts, or the zoomed view, take:
	// all but the bar, as tall as the phone makes the page.
	view ui.Rect

	zoomed     bool
	zx, zy, zs float64 // the zoomed view's top-left on the table, and page pixels a table pixel
	// pinching: two fingers are down. The table's picture is then made
	// at scales a quarter octave apart (pinchScale), not at each
	// frame's own: a picture of a new size every frame was a new
	// picture, a new wall built on the processor (sprites.DrawBricks)
	// and the whole table drawn again, frame after frame of the pinch.
	pinching bool
	holding  bool
	last     ui.Point // where the finger was last tick, on the page
	moved    float64  // how far it dragged since it went down

	img *ebiten.Image
	k   float64 // the picture's device pixels a table pixel
	// The table's picture is drawn again when something moved (a tap, a
	// finger, the game, the zoom: stale) and else every redrawTicks: a
	// phone spends its frames on the parts, not on the table's pulses.
	stale   bool
	drawnAt int
	drawn   image.Rectangle // the part of the picture drawn last (all of it, or the zoomed view's)
	hover   ui.Point        // the pointer when the picture was last made stale
}

// redrawTicks is how often a still table's picture is drawn again (its
// glows and pulses at ten frames a second).
const redrawTicks = 6

// pane is a part of the table (src, in its 1280×720) and where it shows
// on the page (dst, in the hand's 720-wide layout).
type pane struct{ src, dst ui.Rect }

const (
	barH     = 100.0 // the hand's own bar at the foot of the page
	paneGap  = 6.0
	fingerPx = 44.0 // CSS pixels a finger's target takes on a phone
	maxK     = 2.0  // the table's picture at most this many device pixels a table pixel (2560×1440)
)

// closeZoom is the × that brings the whole table back.
var closeZoom = ui.Rect{X: HandW - 104, Y: 8, W: 96, H: 96}

// newUpright is the table cut into rows of parts, on a page of the
// hand's height.
func newUpright(rows [][]ui.Rect) *upright {
	u := &upright{rows: rows}
	u.resize(HandH)
	return u
}

// resize lays the parts out on a page pageH tall: each row across the
// page's width, row under row; all smaller together when they would not
// fit above the bar.
func (u *upright) resize(pageH float64) {
	if u.view.H == pageH-barH {
		return
	}
	u.view = ui.Rect{X: 0, Y: 0, W: HandW, H: pageH - barH}
	u.panes = u.panes[:0]
	y := 0.0
	for _, row := range u.rows {
		w := 0.0
		for _, r := range row {
			w += r.W
		}
		s := (HandW - paneGap*float64(len(row)-1)) / w
		x, h := 0.0, 0.0
		for _, r := range row {
			u.panes = append(u.panes, pane{src: r, dst: ui.Rect{X: x, Y: y, W: r.W * s, H: r.H * s}})
			x += r.W*s + paneGap
			h = math.Max(h, r.H*s)
		}
		y += h + paneGap
	}
	if total := y - paneGap; total > u.view.H {
		k := u.view.H / total
		for i := range u.panes {
			d := &u.panes[i].dst
			d.X, d.Y, d.W, d.H = (HandW-HandW*k)/2+d.X*k, d.Y*k, d.W*k, d.H*k
		}
	}
	if u.zoomed {
		u.zx, u.zy = u.clamp(u.zx, u.zy)
	}
	u.stale = true
}

// zoomFor is the zoomed view's scale (page pixels a table pixel) on a
// page whose logical pixel takes css CSS pixels: the smallest target
// (ui.MinTarget) a finger's size.
func zoomFor(css float64) float64 {
	if css <= 0 {
		css = 390.0 / HandW // not laid out yet: a phone's
	}
	return fingerPx / (ui.MinTarget * css)
}

// overviewToTable is the table's point under page point p: on the part
// p falls on or, between parts, the nearest (the whole view takes a
// finger: a tap anywhere on it zooms somewhere); false off the view.
func (u *upright) overviewToTable(p ui.Point) (ui.Point, bool) {
	if !u.view.Contains(p) || len(u.panes) == 0 {
		return ui.Point{}, false
	}
	best, far := u.panes[0], math.Inf(1)
	for _, pn := range u.panes {
		d := pn.dst
		dx := math.Max(0, math.Max(d.X-p.X, p.X-(d.X+d.W)))
		dy := math.Max(0, math.Max(d.Y-p.Y, p.Y-(d.Y+d.H)))
		if dist := dx*dx + dy*dy; dist < far {
			best, far = pn, dist
		}
	}
	d, s := best.dst, best.src
	x, y := math.Max(d.X, math.Min(d.X+d.W, p.X)), math.Max(d.Y, math.Min(d.Y+d.H, p.Y))
	return ui.Point{X: s.X + (x-d.X)*s.W/d.W, Y: s.Y + (y-d.Y)*s.H/d.H}, true
}

// onPane tells whether page point p falls on a part.
func (u *upright) onPane(p ui.Point) bool {
	for _, pn := range u.panes {
		if pn.dst.Contains(p) {
			return true
		}
	}
	return false
}

// zoomToTable is the table's point under page point p on the zoomed view.
func (u *upright) zoomToTable(p ui.Point) ui.Point {
	return ui.Point{X: u.zx + p.X/u.zs, Y: u.zy + p.Y/u.zs}
}

// pageOf is where table point q shows on the page now, if it does (a
// tap there reaches it: on the zoomed view, or on a part to zoom).
func (u *upright) pageOf(q ui.Point) (ui.Point, bool) {
	if u.zoomed {
		p := ui.Point{X: (q.X - u.zx) * u.zs, Y: (q.Y - u.zy) * u.zs}
		return p, u.view.Contains(p) && !closeZoom.Contains(p)
	}
	for _, pn := range u.panes {
		if pn.src.Contains(q) {
			return ui.Point{X: pn.dst.X + (q.X-pn.src.X)*pn.dst.W/pn.src.W, Y: pn.dst.Y + (q.Y-pn.src.Y)*pn.dst.H/pn.src.H}, true
		}
	}
	return ui.Point{}, false
}

// open zooms in round table point q at scale zs.
func (u *upright) open(q ui.Point, zs float64) {
	u.zoomed, u.zs, u.stale = true, zs, true
	u.zx, u.zy = u.clamp(q.X-u.view.W/zs/2, q.Y-u.view.H/zs/2)
}

// clamp keeps the zoomed view on the table (centred where it is
// larger than the table).
func (u *upright) clamp(x, y float64) (float64, float64) {
	w, h := u.view.W/u.zs, u.view.H/u.zs
	fit := func(v, size, table float64) float64 {
		if size >= table {
			return (table - size) / 2
		}
		return math.Max(0, math.Min(table-size, v))
	}
	return fit(x, w, scenes.ScreenW), fit(y, h, scenes.ScreenH)
}

// pinch zooms by factor f round page point at, the table's point under
// the fingers staying under them: spread on the whole page, it opens the
// zoomed view from the scale of the part under the fingers; pinched in
// past the scale the whole table takes across the page, it brings the
// parts back.
func (u *upright) pinch(at ui.Point, f float64) {
	var q ui.Point
	zs := 0.0
	if u.zoomed {
		q, zs = u.zoomToTable(at), u.zs
	} else {
		var ok bool
		if q, ok = u.overviewToTable(at); !ok {
			return
		}
		for _, pn := range u.panes {
			if pn.src.Contains(q) {
				zs = pn.dst.W / pn.src.W
			}
		}
	}
	zs *= f
	if zs <= u.view.W/scenes.ScreenW {
		u.close()
		return
	}
	zs = math.Min(zs, maxZoom)
	u.zoomed, u.zs, u.stale = true, zs, true
	u.zx, u.zy = u.clamp(q.X-at.X/zs, q.Y-at.Y/zs)
}

// maxZoom is the closest a pinch zooms: four page pixels a table pixel.
const maxZoom = 4.0

func (u *upright) close() { u.zoomed, u.holding, u.moved, u.stale = false, false, 0, true }

// update turns this tick's input into the table's: on the whole page a
// finger's tap on a part zooms there (a mouse's acts at once); on the
// zoomed view taps are moved to the table's point under them, a drag
// moves the view, two fingers pinch it closer or farther, × closes it.
// It reports whether the table is to hear the input.
func (u *upright) update(a *scenes.App) bool {
	in := a.Input()
	if len(in.Taps) > 0 || in.Held || in.Hover != u.hover {
		u.stale, u.hover = true, in.Hover
	}
	u.pinching = in.Pinch > 0
	if in.Pinch > 0 {
		// Two fingers: a pinch zooms (their turn still reaches the
		// table: a shape held turns), and neither drags nor taps.
		if in.Pinch != 1 && (u.zoomed || in.Pinch > 1) {
			u.pinch(in.PinchAt, in.Pinch)
		}
		in.Taps, in.Long, u.holding, u.moved = nil, false, false, 0
	}
	if !u.zoomed {
		if q, ok := u.overviewToTable(in.Hover); ok && u.onPane(in.Hover) {
			in.Hover = q
		} else {
			in.Hover = ui.Point{X: -1000, Y: -1000}
		}
		if len(in.Taps) == 0 {
			return true
		}
		q, ok := u.overviewToTable(in.Taps[0])
		if !ok {
			in.Taps = nil
			return true
		}
		if !in.Touch {
			in.Taps = []ui.Point{q}
			return true
		}
		u.open(q, zoomFor(a.CssScale()))
		in.Taps, in.Long = nil, false
		return false
	}
	for _, p := range in.Taps {
		if closeZoom.Contains(p) {
			u.close()
			in.Taps, in.Long = nil, false
			return false
		}
	}
	if in.Held && in.Pinch == 0 {
		if u.holding {
			dx, dy := in.Hover.X-u.last.X, in.Hover.Y-u.last.Y
			u.moved += math.Abs(dx) + math.Abs(dy)
			u.zx, u.zy = u.clamp(u.zx-dx/u.zs, u.zy-dy/u.zs)
		}
		u.holding, u.last = true, in.Hover
	} else {
		if u.holding && u.moved > 12 {
			in.Taps = nil // a drag is no tap
		}
		u.holding, u.moved = false, 0
	}
	taps := make([]ui.Point, 0, len(in.Taps))
	for _, p := range in.Taps {
		if u.view.Contains(p) {
			taps = append(taps, u.zoomToTable(p))
		}
	}
	in.Taps = taps
	in.Hover = u.zoomToTable(in.Hover)
	return true
}

// draw draws board, the seat's table, into its picture, then its parts
// on the page, or the zoomed view and its ×.
func (u *upright) draw(d *scenes.Draw, board scenes.Scene) {
	scale := 0.0
	for _, pn := range u.panes {
		scale = math.Max(scale, pn.dst.W/pn.src.W)
	}
	if u.zoomed {
		scale = u.zs
	}
	k := float64(d.K) * scale
	if u.pinching {
		k = pinchScale(k)
	}
	k = math.Min(maxK, k)
	w, h := int(math.Ceil(scenes.ScreenW*k)), int(math.Ceil(scenes.ScreenH*k))
	if u.img == nil || u.img.Bounds().Dx() != w || u.img.Bounds().Dy() != h {
		u.release()
		u.img, u.stale = scenes.FullImage(w, h), true
	}
	part := u.img.Bounds()
	if u.zoomed && !drawWhole {
		part = u.shownPart(k)
	}
	if u.k != k || u.stale || d.App.Tick-u.drawnAt >= redrawTicks || d.App.Tick < u.drawnAt || !part.In(u.drawn) {
		u.k, u.stale, u.drawnAt, u.drawn = k, false, d.App.Tick, part
		u.img.SubImage(part).(*ebiten.Image).Clear()
		pd := scenes.DrawOnPart(u.img, part, k, d.App)
		// The table's buttons, drawn into its picture, are in the table's
		// coordinates, not the page's: the page's controls are its own.
		pd.Buttons = nil
		board.Draw(pd)
	}
	if !u.zoomed {
		for _, pn := range u.panes {
			u.show(d, pn.src, pn.dst)
		}
		return
	}
	src := ui.Rect{X: u.zx, Y: u.zy, W: u.view.W / u.zs, H: u.view.H / u.zs}
	u.show(d, src, u.view)
	r := closeZoom
	d.Fill(r, r.W/2, sprites.Ink, 0.9)
	d.Stroke(r, r.W/2, 3, sprites.NeonCyan, 1)
	c, x := r.Center(), r.W*0.2
	d.Line(c.X-x, c.Y-x, c.X+x, c.Y+x, 5, sprites.Chalk, 1)
	d.Line(c.X-x, c.Y+x, c.X+x, c.Y-x, 5, sprites.Chalk, 1)
}

// pinchScale is k rounded up to a quarter octave (2^(n/4)): the scales
// a picture is made at while a pinch sweeps through them, each at most
// a fifth finer than the page shows it.
func pinchScale(k float64) float64 {
	if k <= 0 {
		return k
	}
	return math.Exp2(math.Ceil(4*math.Log2(k)-1e-9) / 4)
}

// covers tells whether the zoomed view covers the whole view with the
// table (not zoomed out past its edges).
func (u *upright) covers() bool {
	if !u.zoomed {
		return false
	}
	return u.zx >= 0 && u.zy >= 0 && u.zx+u.view.W/u.zs <= scenes.ScreenW && u.zy+u.view.H/u.zs <= scenes.ScreenH
}

// drawWhole draws the whole table behind the zoomed view, and the page's
// whole wall behind that, as before they drew only what shows: a test's
// comparison.
var drawWhole bool

// shownPart is the part of the table's picture at k the zoomed view
// shows, in the picture's pixels, a pixel round it for the filtering:
// only that part is drawn (a tenth of the table on a phone).
func (u *upright) shownPart(k float64) image.Rectangle {
	x0, y0 := u.zx*k, u.zy*k
	x1, y1 := x0+u.view.W/u.zs*k, y0+u.view.H/u.zs*k
	r := image.Rect(int(math.Floor(x0))-1, int(math.Floor(y0))-1, int(math.Ceil(x1))+1, int(math.Ceil(y1))+1)
	return r.Intersect(u.img.Bounds())
}

// show draws the table's src (clipped to the table) at dst on the page.
func (u *upright) show(d *scenes.Draw, src, dst ui.Rect) {
	sx, sy := dst.W/src.W, dst.H/src.H
	x0, y0 := math.Max(0, src.X), math.Max(0, src.Y)
	x1, y1 := math.Min(scenes.ScreenW, src.X+src.W), math.Min(scenes.ScreenH, src.Y+src.H)
	if x1 <= x0 || y1 <= y0 {
		return
	}
	px := func(v float64) int { return int(math.Round(v * u.k)) }
	sub := u.img.SubImage(image.Rect(px(x0), px(y0), px(x1), px(y1))).(*ebiten.Image)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(sx*float64(d.K)/u.k, sy*float64(d.K)/u.k)
	op.GeoM.Translate((dst.X+(x0-src.X)*sx)*float64(d.K), (dst.Y+(y0-src.Y)*sy)*float64(d.K))
	d.Dst.DrawImage(sub, op)
}

// release gives the table's picture back (the page left, or resized).
func (u *upright) release() {
	if u.img != nil {
		u.img.Deallocate()
		u.img = nil
	}
}

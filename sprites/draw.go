// Package sprites draws every piece of the Graffiti table procedurally with
// vector paths and generated textures, so it stays sharp at any scale and
// ships no image files.
//
// All drawing functions take logical coordinates (the table is 1280×720) and
// must be called from the game's draw goroutine: they share package-level
// scratch paths and options so a frame does not allocate. Colours are taken
// as color.RGBA (not color.Color) for the same reason: boxing a colour in an
// interface allocates.
package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The scratch state below is reused by every call; FillPath copies the path
// it is given, so resetting scratch after a fill is safe.
var (
	scratch    vector.Path
	strokePath vector.Path
	pathOpts   vector.DrawPathOptions
	strokeOpts vector.AddStrokeOptions

	// squash is a horizontal scale about squashCX applied to every point
	// added through the helpers. It is 1 except while a segment turns over,
	// which lets one drawing routine serve the whole flip animation.
	squash   float32 = 1
	squashCX float32
)

// PathsFilled counts the vector paths filled since the start. The first
// needs ebiten's vector shaders, which take a good part of a second to
// compile in the browser: the title's first frame fills none (a test
// counts).
var PathsFilled int

// kappa places cubic control points so four Béziers approximate a circle.
const kappa = 0.5522847498

func tx(x float32) float32 {
	if squash == 1 {
		return x
	}
	return squashCX + (x-squashCX)*squash
}

func begin() { scratch.Reset(); pathOps = 0; cornered = false }
func moveTo(x, y float32) {
	scratch.MoveTo(tx(x), y)
	pathOps++
	curX, curY = tx(x), y
	startX, startY = curX, curY
	headed = false
}
func lineTo(x, y float32) {
	turn(tx(x)-curX, y-curY, tx(x)-curX, y-curY)
	scratch.LineTo(tx(x), y)
	pathOps++
	curX, curY = tx(x), y
}
func quadTo(x1, y1, x, y float32) {
	turn(tx(x1)-curX, y1-curY, tx(x)-tx(x1), y-y1)
	scratch.QuadTo(tx(x1), y1, tx(x), y)
	pathOps++
	curX, curY = tx(x), y
}
func cubicTo(x1, y1, x2, y2, x, y float32) {
	x0, y0 := curX, curY
	turn(tx(x1)-x0, y1-y0, tx(x)-tx(x2), y-y2)
	pathOps += AppendCubic(&scratch, x0, y0, tx(x1), y1, tx(x2), y2, tx(x), y)
	curX, curY = tx(x), y
}

// curX, curY is the scratch path's current point (after the squash), which
// cubicTo needs to split its curve.
var curX, curY, startX, startY float32

// A stroke's joins are round where the scratch path turns a corner, and
// mitred where it only bends: ebiten draws every round join as an arc,
// and a smooth outline (a tag's bubbles, a piece's curves) is hundreds of
// joins turning by a degree or two, where a mitre is the same to a
// hundredth of a pixel (under 15°, to a tenth on the widest line) and a
// round join is an arc split into up to 64 pieces, eight times over for
// antialiasing. cornered says a corner was met since begin; headDX,
// headDY is the direction the path is heading (headed: since moveTo),
// firstDX, firstDY the direction it set out in, met again at closePath.
var (
	cornered         bool
	headed           bool
	headDX, headDY   float32
	firstDX, firstDY float32
)

// thinStroke is the widest line, in pixels, drawn with mitred (or
// bevelled) joins and square caps whatever its corners: a round join or
// cap is an arc that ebiten splits into up to 64 pieces at any size, and
// on a line this thin it differs from a mitre by a fraction of a pixel.
// With the mitres of smooth paths, a table at 1920×1080 differs from one
// drawn all round in 307 pixels of two million by more than a tenth, and
// queues 68 % fewer vertex indices (ebiten's frame log).
const thinStroke = 3

// cornerCos is the cosine of the smallest turn that is a corner: 15°.
const cornerCos = 0.966

// turn notes a segment leaving the current point in direction (dx0,dy0)
// and arriving in direction (dx1,dy1). A direction under a thousandth of
// a pixel (a control point on its end point, a rounded rectangle's side
// of zero length but for rounding) bends nothing.
func turn(dx0, dy0, dx1, dy1 float32) {
	if tiny(dx0, dy0) {
		dx0, dy0 = dx1, dy1
	}
	if tiny(dx1, dy1) {
		dx1, dy1 = dx0, dy0
	}
	if tiny(dx0, dy0) {
		return
	}
	if headed {
		bend(headDX, headDY, dx0, dy0)
	} else {
		firstDX, firstDY, headed = dx0, dy0, true
	}
	headDX, headDY = dx1, dy1
}

func tiny(dx, dy float32) bool { return dx*dx+dy*dy < 1e-6 }

// bend marks a corner where direction a turns into b by 15° or more.
func bend(ax, ay, bx, by float32) {
	la := float32(math.Hypot(float64(ax), float64(ay)))
	lb := float32(math.Hypot(float64(bx), float64(by)))
	if la > 0 && lb > 0 && (ax*bx+ay*by)/(la*lb) < cornerCos {
		cornered = true
	}
}

// pathOps counts the pieces in scratch, to estimate the vertices a fill
// or a stroke of it queues.
var pathOps int

// CubicTol is how far, in pixels, the quadratic pieces a cubic Bézier is
// turned into may stray from it.
const CubicTol = 0.06

// AppendCubic adds the cubic Bézier (x0,y0)…(x3,y3) to p as quadratic
// Béziers within CubicTol pixels of it. ebiten's own CubicTo splits to a
// tolerance of a thousandth of the curve's size, up to 64 pieces a curve,
// and its stroker then offsets and joins every piece: one stroked tag came
// to 15,000 vertices, eight times over for antialiasing, and ebiten keeps
// the largest frame's vertex buffer for good. A circle's quarter needs two
// pieces here.
// It returns the number of pieces.
func AppendCubic(p *vector.Path, x0, y0, x1, y1, x2, y2, x3, y3 float32) int {
	return appendCubic(p, x0, y0, x1, y1, x2, y2, x3, y3, 0)
}

func appendCubic(p *vector.Path, x0, y0, x1, y1, x2, y2, x3, y3 float32, level int) int {
	// The quadratic through the cubic's ends and its midpoint.
	mx := -0.25*x0 + 0.75*x1 + 0.75*x2 - 0.25*x3
	my := -0.25*y0 + 0.75*y1 + 0.75*y2 - 0.25*y3
	if level >= 4 || cubicNearQuad(x0, y0, x1, y1, x2, y2, x3, y3, mx, my) {
		p.QuadTo(mx, my, x3, y3)
		return 1
	}
	// Split at t=½ (de Casteljau).
	ax, ay := (x0+x1)/2, (y0+y1)/2
	bx, by := (x1+x2)/2, (y1+y2)/2
	cx, cy := (x2+x3)/2, (y2+y3)/2
	abx, aby := (ax+bx)/2, (ay+by)/2
	bcx, bcy := (bx+cx)/2, (by+cy)/2
	midx, midy := (abx+bcx)/2, (aby+bcy)/2
	return appendCubic(p, x0, y0, ax, ay, abx, aby, midx, midy, level+1) +
		appendCubic(p, midx, midy, bcx, bcy, cx, cy, x3, y3, level+1)
}

func cubicNearQuad(x0, y0, x1, y1, x2, y2, x3, y3, mx, my float32) bool {
	for _, t := range [2]float32{0.25, 0.75} {
		u := 1 - t
		qx := u*u*x0 + 2*u*t*mx + t*t*x3
		qy := u*u*y0 + 2*u*t*my + t*t*y3
		cx := u*u*u*x0 + 3*u*u*t*x1 + 3*u*t*t*x2 + t*t*t*x3
		cy := u*u*u*y0 + 3*u*u*t*y1 + 3*u*t*t*y2 + t*t*t*y3
		if (qx-cx)*(qx-cx)+(qy-cy)*(qy-cy) > CubicTol*CubicTol {
			return false
		}
	}
	return true
}
func closePath() {
	if headed {
		turn(startX-curX, startY-curY, startX-curX, startY-curY)
		bend(headDX, headDY, firstDX, firstDY)
	}
	scratch.Close()
	curX, curY = startX, startY
	headed = false
}

// ellipse adds a closed ellipse sub-path (clockwise on screen).
func ellipse(cx, cy, rx, ry float32) {
	kx, ky := rx*kappa, ry*kappa
	moveTo(cx+rx, cy)
	cubicTo(cx+rx, cy+ky, cx+kx, cy+ry, cx, cy+ry)
	cubicTo(cx-kx, cy+ry, cx-rx, cy+ky, cx-rx, cy)
	cubicTo(cx-rx, cy-ky, cx-kx, cy-ry, cx, cy-ry)
	cubicTo(cx+kx, cy-ry, cx+rx, cy-ky, cx+rx, cy)
	closePath()
}

func circle(cx, cy, r float32) { ellipse(cx, cy, r, r) }

// dot adds a small round speck. Specks under a few pixels are octagons:
// indistinguishable at that size and far fewer vertices than Béziers when a
// texture scatters dozens of them.
func dot(cx, cy, r float32) {
	if r >= 3 {
		circle(cx, cy, r)
		return
	}
	const c, s = 0.9238795, 0.3826834 // cos and sin of 22.5°
	moveTo(cx+r*c, cy+r*s)
	lineTo(cx+r*s, cy+r*c)
	lineTo(cx-r*s, cy+r*c)
	lineTo(cx-r*c, cy+r*s)
	lineTo(cx-r*c, cy-r*s)
	lineTo(cx-r*s, cy-r*c)
	lineTo(cx+r*s, cy-r*c)
	lineTo(cx+r*c, cy-r*s)
	closePath()
}

// roundRect adds a closed rounded rectangle sub-path.
func roundRect(x, y, w, h, r float32) {
	r = min(r, w/2, h/2)
	moveTo(x+r, y)
	for i := range 4 {
		roundCorner(x, y, w, h, r, i, lineTo)
	}
	closePath()
}

// roundCorner adds corner i (0 the top right, then clockwise) of a
// rectangle rounded by r: to goes to the arc's start (lineTo: along the
// side, moveTo: the corner alone), then the arc is drawn.
func roundCorner(x, y, w, h, r float32, i int, to func(x, y float32)) {
	k := r * (1 - kappa)
	switch i {
	case 0:
		to(x+w-r, y)
		cubicTo(x+w-k, y, x+w, y+k, x+w, y+r)
	case 1:
		to(x+w, y+h-r)
		cubicTo(x+w, y+h-k, x+w-k, y+h, x+w-r, y+h)
	case 2:
		to(x+r, y+h)
		cubicTo(x+k, y+h, x, y+h-k, x, y+h-r)
	default:
		to(x, y+r)
		cubicTo(x, y+k, x+k, y, x+r, y)
	}
}

// regular adds a regular polygon (n corners, first corner at angle rot).
func regular(cx, cy, r float32, n int, rot float64) {
	for i := range n {
		corner(i, cx, cy, r, rot+2*math.Pi*float64(i)/float64(n))
	}
	closePath()
}

// star adds an n-pointed star with outer radius r and inner radius ri.
func star(cx, cy, r, ri float32, n int) {
	for i := range 2 * n {
		rr := r
		if i%2 == 1 {
			rr = ri
		}
		corner(i, cx, cy, rr, -math.Pi/2+math.Pi*float64(i)/float64(n))
	}
	closePath()
}

// corner is a polygon's corner i, r from (cx,cy) at angle a: the path
// moves to the first and draws a line to each of the others.
func corner(i int, cx, cy, r float32, a float64) {
	x, y := cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a))
	if i == 0 {
		moveTo(x, y)
		return
	}
	lineTo(x, y)
}

// setColor loads c (premultiplied, as color.RGBA is) scaled by alpha a.
func setColor(c color.RGBA, a float32) {
	s := a / 255
	pathOpts.ColorScale.Set(float32(c.R)*s, float32(c.G)*s, float32(c.B)*s, float32(c.A)*s)
}

// fillA fills the scratch path with c at opacity a.
func fillA(dst *ebiten.Image, c color.RGBA, a float32) {
	setColor(c, a)
	pathOpts.AntiAlias = true
	pathOpts.Blend = ebiten.BlendSourceOver
	vector.FillPath(dst, &scratch, nil, &pathOpts)
	PathsFilled++
	queued(dst, pathOps*fillVertsPerOp)
}

func fill(dst *ebiten.Image, c color.RGBA) { fillA(dst, c, 1) }

// strokeA outlines the scratch path with round joins and caps.
func strokeA(dst *ebiten.Image, width float32, c color.RGBA, a float32) {
	strokeBlend(dst, width, c, a, ebiten.BlendSourceOver)
}

// strokeBlend strokes the scratch path with a given blend; additive
// (BlendLighter) strokes make neon halos. Its joins are round only where
// they show: on a path that turns a corner (see cornered) and a line
// thicker than thinStroke.
func strokeBlend(dst *ebiten.Image, width float32, c color.RGBA, a float32, blend ebiten.Blend) {
	strokePath.Reset()
	strokeOpts.Width = width
	strokeOpts.LineJoin, strokeOpts.LineCap = vector.LineJoinRound, vector.LineCapRound
	if !cornered || width <= thinStroke {
		strokeOpts.LineJoin = vector.LineJoinMiter
		strokeOpts.MiterLimit = 2 // bevels past 60°, which no bend reaches
	}
	if width <= thinStroke {
		strokeOpts.LineCap = vector.LineCapSquare
	}
	strokePath.AddStroke(&scratch, &strokeOpts)
	setColor(c, a)
	pathOpts.AntiAlias = true
	pathOpts.Blend = blend
	vector.FillPath(dst, &strokePath, nil, &pathOpts)
	PathsFilled++
	queued(dst, pathOps*strokeVertsPerOp)
}

func stroke(dst *ebiten.Image, width float32, c color.RGBA) { strokeA(dst, width, c, 1) }

// line draws one stroked segment through the squash transform.
func line(dst *ebiten.Image, x0, y0, x1, y1, width float32, c color.RGBA, a float32) {
	begin()
	moveTo(x0, y0)
	lineTo(x1, y1)
	strokeA(dst, width, c, a)
}

// rng is a tiny deterministic generator (xorshift) used for textures and
// particles: it lives on the stack, so scattering speckles never allocates,
// and the same seed always gives the same picture (replays look alike).
type rng uint64

func newRNG(seed uint64) rng {
	s := rng(seed*0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019)
	if s == 0 {
		s = 1
	}
	return s
}

func (r *rng) next() uint64 {
	x := uint64(*r)
	x ^= x << 13
	x ^= x >> 7
	x ^= x << 17
	*r = rng(x)
	return x
}

// f returns a float in [0,1).
func (r *rng) f() float32 { return float32(r.next()>>40) / (1 << 24) }

// rangeF returns a float in [lo,hi).
func (r *rng) rangeF(lo, hi float32) float32 { return lo + (hi-lo)*r.f() }

// mix blends two colours; t=0 gives a, t=1 gives b.
func mix(a, b color.RGBA, t float32) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float32(x) + (float32(y)-float32(x))*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

func lighten(c color.RGBA, t float32) color.RGBA { return mix(c, color.RGBA{255, 255, 255, c.A}, t) }
func darken(c color.RGBA, t float32) color.RGBA  { return mix(c, color.RGBA{0, 0, 0, c.A}, t) }

// luma is the perceived brightness of c in [0,1], used to pick ink that
// contrasts with a fill (dark ink on yellow, light ink on blue).
func luma(c color.RGBA) float32 {
	return (0.299*float32(c.R) + 0.587*float32(c.G) + 0.114*float32(c.B)) / 255
}

// inkOn returns a readable ink colour for drawing on top of c.
func inkOn(c color.RGBA) color.RGBA {
	if luma(c) > 0.6 {
		return Ink
	}
	return Chalk
}

package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/fonts"
)

// Bonus is a bonus tile kind, in the order of the rules' component list.
type Bonus int

const (
	TwoVP Bonus = iota
	WildPaint
	PermitBonus
	ExtraAction
	Reservation
	Add
	Discount
	Save
	numBonuses
)

// pipSpots are die-face pip positions on a 3×3 grid (0..2), per pip count.
var pipSpots = [6][][2]float32{
	1: {{1, 1}},
	2: {{0, 0}, {2, 2}},
	3: {{0, 0}, {1, 1}, {2, 2}},
	4: {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
	5: {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
}

// tileCard draws the shared square card of permit and bonus tiles: shadow,
// light rim, face; it returns the face box.
func tileCard(dst *ebiten.Image, x, y, s float32, face, rim color.RGBA) (fx, fy, fs float32) {
	rad := 0.16 * s
	lifted(dst, s, rim, func(dx, dy float32) { roundRect(x+dx, y+dy, s, s, rad) })
	b := max(1, 0.05*s)
	begin()
	roundRect(x+b, y+b, s-2*b, s-2*b, rad-b*0.7)
	fill(dst, face)
	return x + b, y + b, s - 2*b
}

// DrawPermitTile draws a permit token of side size at (x,y): a paper card
// with 1–5 pips like a die face (pips = tunnel section), or the face-down
// back with its stamp pattern when pips is 0.
func DrawPermitTile(dst *ebiten.Image, pips int, x, y, size float32) {
	drawCached(dst, spriteKey{kind: kPermit, a: int32(pips), w: size, h: size}, x, y, permitFromKey)
}

func permitFromKey(dst *ebiten.Image, k *spriteKey, x, y float32) {
	permitTile(dst, int(k.a), x, y, k.w)
}

func permitTile(dst *ebiten.Image, pips int, x, y, size float32) {
	if pips <= 0 || pips > 5 {
		drawPermitBack(dst, x, y, size)
		return
	}
	fx, fy, fs := tileCard(dst, x, y, size, Paper, Ink)
	// A thin printed frame says "official paper".
	begin()
	roundRect(fx+0.08*fs, fy+0.08*fs, 0.84*fs, 0.84*fs, 0.1*fs)
	strokeA(dst, max(1, 0.025*fs), Police, 0.35)
	step := 0.26 * fs
	pr := 0.085 * fs
	ox, oy := fx+fs/2-step, fy+fs/2-step
	begin()
	for _, p := range pipSpots[pips] {
		circle(ox+p[0]*step, oy+p[1]*step, pr)
	}
	fill(dst, Police)
}

func drawPermitBack(dst *ebiten.Image, x, y, size float32) {
	fx, fy, fs := tileCard(dst, x, y, size, Police, Paper)
	// Diagonal guilloche-like stripes, clipped to an inner square by
	// computing each line's ends on the square's edges.
	ix, iy, is := fx+0.1*fs, fy+0.1*fs, 0.8*fs
	begin()
	n := 9
	for i := 1; i < 2*n; i++ {
		c := is * float32(i) / float32(n) // x+y = c inside the square
		x0, y0 := ix+max(0, c-is), iy+min(c, is)
		x1, y1 := ix+min(c, is), iy+max(0, c-is)
		moveTo(x0, y0)
		lineTo(x1, y1)
	}
	strokeA(dst, max(1, 0.02*fs), NeonCyan, 0.25)
	// A round official stamp in the middle.
	cx, cy := fx+fs/2, fy+fs/2
	begin()
	circle(cx, cy, 0.26*fs)
	fill(dst, Police)
	begin()
	circle(cx, cy, 0.26*fs)
	circle(cx, cy, 0.2*fs)
	strokeA(dst, max(1, 0.03*fs), Paper, 0.9)
	drawText(dst, "P", fonts.Display(), 0.3*fs, cx, cy+0.01*fs, Paper, 1)
}

// Bonus tile colours: a deep violet card under neon, so bonus tiles never
// look like paint or permits.
var (
	bonusFace = color.RGBA{0x2a, 0x1c, 0x48, 0xff}
	bonusRim  = NeonViolet
)

// DrawBonusTile draws a face-up bonus tile of side size at (x,y), each kind
// with its own pictogram. A kind out of range draws the face-down back.
func DrawBonusTile(dst *ebiten.Image, kind Bonus, x, y, size float32) {
	if kind < 0 || kind >= numBonuses {
		kind = -1
	}
	drawCached(dst, spriteKey{kind: kBonus, a: int32(kind), w: size, h: size}, x, y, bonusFromKey)
}

// DrawBonusBack draws a face-down bonus tile: violet card, spray burst, star.
func DrawBonusBack(dst *ebiten.Image, x, y, size float32) {
	DrawBonusTile(dst, -1, x, y, size)
}

func bonusFromKey(dst *ebiten.Image, k *spriteKey, x, y float32) {
	bonusTile(dst, Bonus(k.a), x, y, k.w)
}

func bonusTile(dst *ebiten.Image, kind Bonus, x, y, size float32) {
	if kind < 0 || kind >= numBonuses {
		bonusBack(dst, x, y, size)
		return
	}
	fx, fy, fs := tileCard(dst, x, y, size, bonusFace, bonusRim)
	cx, cy := fx+fs/2, fy+fs/2
	u := fs / 2 // pictograms are drawn in a box of half-size u
	switch kind {
	case TwoVP:
		drawText(dst, "2", fonts.Display(), 0.95*u, cx+0.04*u, cy-0.28*u, Ink, 0.6)
		drawText(dst, "2", fonts.Display(), 0.95*u, cx, cy-0.32*u, Gold, 1)
		drawText(dst, "VP", fonts.BodyBold(), 0.4*u, cx, cy+0.55*u, Chalk, 1)
	case WildPaint:
		drawRainbowDrop(dst, cx, cy, 0.78*u)
	case PermitBonus:
		drawStampedPaper(dst, cx, cy, u)
	case ExtraAction:
		drawCircularArrow(dst, cx, cy, 0.62*u, Chalk)
		drawText(dst, "+1", fonts.BodyBold(), 0.5*u, cx, cy+0.02*u, Gold, 1)
	case Reservation:
		begin()
		bookmark(cx, cy, 0.9*u, 1.5*u)
		stroke(dst, max(1.5, 0.09*u), Ink)
		fill(dst, Gold)
		begin()
		star(cx, cy-0.22*u, 0.26*u, 0.11*u, 5)
		fill(dst, Ink)
	case Add:
		sprayCan(dst, cx-0.52*u, cy-0.72*u, 1.45*u, Steel, 0)
		badge(dst, cx+0.38*u, cy+0.36*u, 0.36*u, ArtistGreen, "+")
	case Discount:
		sprayCan(dst, cx-0.52*u, cy-0.72*u, 1.45*u, Steel, 0)
		badge(dst, cx+0.34*u, cy+0.36*u, 0.4*u, NeonPink, "−1")
	case Save:
		drawPadlock(dst, cx, cy+0.08*u, 0.7*u)
	}
}

func bonusBack(dst *ebiten.Image, x, y, size float32) {
	fx, fy, fs := tileCard(dst, x, y, size, bonusFace, bonusRim)
	cx, cy := fx+fs/2, fy+fs/2
	// Rays of a spray burst.
	begin()
	for i := range 12 {
		a := float64(i) * math.Pi / 6
		c, s := float32(math.Cos(a)), float32(math.Sin(a))
		moveTo(cx+0.2*fs*c, cy+0.2*fs*s)
		lineTo(cx+0.38*fs*c, cy+0.38*fs*s)
	}
	strokeA(dst, max(1, 0.035*fs), NeonViolet, 0.7)
	begin()
	star(cx, cy+0.01*fs, 0.2*fs, 0.085*fs, 5)
	stroke(dst, max(1, 0.03*fs), Ink)
	fill(dst, Gold)
}

// dropBelly is where a drop of radius r centred on (cx,cy) has its round
// belly's centre; nested drops share it so they sit inside each other.
const dropBelly = 0.24

func drawRainbowDrop(dst *ebiten.Image, cx, cy, r float32) {
	by := cy + dropBelly*r
	begin()
	symbolPath(Red, cx, cy, r)
	stroke(dst, max(1.5, 0.12*r), Ink)
	for i, p := range [4]Paint{Red, Yellow, Green, Blue} {
		s := r * (1 - 0.22*float32(i))
		begin()
		symbolPath(Red, cx, by-dropBelly*s, s)
		fill(dst, PaintColor(p))
	}
	begin()
	ellipse(cx-0.22*r, cy-0.05*r, 0.09*r, 0.17*r)
	fillA(dst, Chalk, 0.7)
}

// drawStampedPaper is a permit card with a round red "approved" stamp.
func drawStampedPaper(dst *ebiten.Image, cx, cy, u float32) {
	begin()
	roundRect(cx-0.55*u, cy-0.72*u, 1.0*u, 1.3*u, 0.1*u)
	stroke(dst, max(1.5, 0.08*u), Ink)
	fill(dst, Paper)
	begin()
	for i := range 4 {
		ly := cy - 0.45*u + float32(i)*0.22*u
		moveTo(cx-0.36*u, ly)
		lineTo(cx+0.28*u, ly)
	}
	strokeA(dst, max(1, 0.07*u), Police, 0.5)
	sx, sy, sr := cx+0.3*u, cy+0.42*u, 0.36*u
	begin()
	circle(sx, sy, sr)
	circle(sx, sy, sr*0.74)
	strokeA(dst, max(1, 0.09*u), paintColors[Red], 0.9)
	begin()
	moveTo(sx-0.14*u, sy+0.01*u)
	lineTo(sx-0.03*u, sy+0.12*u)
	lineTo(sx+0.16*u, sy-0.12*u)
	strokeA(dst, max(1, 0.1*u), paintColors[Red], 0.95)
}

// drawCircularArrow draws a ring arrow, open at the top right, pointing
// clockwise: "once more".
func drawCircularArrow(dst *ebiten.Image, cx, cy, r float32, c color.RGBA) {
	const a0, a1 = -math.Pi / 3, 4 * math.Pi / 3
	begin()
	for i := 0; i <= 28; i++ {
		a := a0 + (a1-a0)*float64(i)/28
		x, y := cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a))
		if i == 0 {
			moveTo(x, y)
		} else {
			lineTo(x, y)
		}
	}
	stroke(dst, max(2, 0.2*r), c)
	// Arrowhead at the end angle a1, along the clockwise tangent.
	ex, ey := cx+r*float32(math.Cos(a1)), cy+r*float32(math.Sin(a1))
	tX, tY := -float32(math.Sin(a1)), float32(math.Cos(a1))
	nX, nY := float32(math.Cos(a1)), float32(math.Sin(a1))
	hl, hw := 0.5*r, 0.36*r
	begin()
	moveTo(ex+tX*hl, ey+tY*hl)
	lineTo(ex+nX*hw, ey+nY*hw)
	lineTo(ex-nX*hw, ey-nY*hw)
	closePath()
	fill(dst, c)
}

// bookmark adds a ribbon with a V notch at the bottom, centred on (cx,cy).
func bookmark(cx, cy, w, h float32) {
	x, y := cx-w/2, cy-h/2
	moveTo(x, y+0.08*h)
	quadTo(x, y, x+0.12*w, y)
	lineTo(x+0.88*w, y)
	quadTo(x+w, y, x+w, y+0.08*h)
	lineTo(x+w, y+h)
	lineTo(cx, y+0.76*h)
	lineTo(x, y+h)
	closePath()
}

// badge is a round sticker with a short label, used on the Add and Discount
// pictograms.
func badge(dst *ebiten.Image, cx, cy, r float32, c color.RGBA, label string) {
	begin()
	circle(cx, cy, r)
	stroke(dst, max(1.5, 0.16*r), Ink)
	fill(dst, c)
	drawText(dst, label, fonts.BodyBold(), 1.2*r, cx, cy-0.04*r, inkOn(c), 1)
}

func drawPadlock(dst *ebiten.Image, cx, cy, r float32) {
	// Shackle: an arch above the body.
	begin()
	moveTo(cx-0.5*r, cy)
	lineTo(cx-0.5*r, cy-0.45*r)
	cubicTo(cx-0.5*r, cy-1.15*r, cx+0.5*r, cy-1.15*r, cx+0.5*r, cy-0.45*r)
	lineTo(cx+0.5*r, cy)
	stroke(dst, max(2, 0.34*r), Ink)
	stroke(dst, max(1.5, 0.2*r), Steel)
	// Body with a keyhole.
	begin()
	roundRect(cx-0.8*r, cy-0.2*r, 1.6*r, 1.2*r, 0.18*r)
	stroke(dst, max(1.5, 0.12*r), Ink)
	fill(dst, Gold)
	begin()
	circle(cx, cy+0.25*r, 0.15*r)
	moveTo(cx-0.07*r, cy+0.3*r)
	lineTo(cx+0.07*r, cy+0.3*r)
	lineTo(cx+0.1*r, cy+0.65*r)
	lineTo(cx-0.1*r, cy+0.65*r)
	closePath()
	fill(dst, Ink)
}

package sprites

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

var (
	brickMu    sync.Mutex
	brickCache = map[image.Point]*ebiten.Image{}
)

// BrickTexture returns a w×h image of the tunnel's dark brick wall: running
// bond courses, mortar, per-brick colour, soot at the top, water streaks and
// faded old paint. It is built once per size and cached; the generator is
// seeded with a constant so every run and every replay shows the same wall.
// Brick size follows h (36 courses), so a texture made at a higher
// resolution for a large window shows the same wall, only sharper.
func BrickTexture(w, h int) *ebiten.Image {
	if w <= 0 || h <= 0 {
		return nil
	}
	brickMu.Lock()
	defer brickMu.Unlock()
	k := image.Pt(w, h)
	if img, ok := brickCache[k]; ok {
		return img
	}
	// One wall at a time: after a resize the old size is not drawn again.
	for old, img := range brickCache {
		img.Deallocate()
		delete(brickCache, old)
	}
	// An image of its own (unmanaged), not a region of ebiten's shared
	// atlas: a window-sized wall would otherwise leave a page behind
	// that only shrinks when everything on it goes.
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
	img.WritePixels(brickImage(w, h).Pix)
	brickCache[k] = img
	return img
}

// brickImage renders the wall on the CPU; it is pure so it can be tested.
func brickImage(w, h int) *image.RGBA {
	r := rand.New(rand.NewPCG(0x6772_6166, 0x6669_7469)) // "graf", "fiti"
	out := image.NewRGBA(image.Rect(0, 0, w, h))

	bh := max(4, float64(h)/36) // course height
	bw := bh * 2.6              // brick length
	mort := max(1, bh*0.13)     // mortar thickness
	cols := int(float64(w)/bw) + 2
	rows := int(float64(h)/bh) + 1

	// Per-brick tone and tint, drawn in a fixed order so the wall is stable.
	tone := make([]float64, cols*rows)
	tint := make([]float64, cols*rows)
	for i := range tone {
		tone[i] = r.Float64()
		tint[i] = r.Float64()*2 - 1
	}
	// Vertical water streaks: a few columns with their own strength.
	streak := make([]float64, w)
	for range max(3, w/90) {
		x0 := r.Float64() * float64(w)
		wd := 3 + r.Float64()*float64(w)/60
		st := 0.25 + r.Float64()*0.35
		for x := max(0, int(x0-3*wd)); x < min(w, int(x0+3*wd)); x++ {
			d := (float64(x) - x0) / wd
			streak[x] += st * math.Exp(-d*d)
		}
	}
	// Faded old paint: a few big soft blobs in muted artist colours.
	type ghost struct {
		x, y, rad float64
		c         color.RGBA
	}
	ghosts := make([]ghost, 7)
	for i := range ghosts {
		ghosts[i] = ghost{
			x: r.Float64() * float64(w), y: (0.2 + r.Float64()*0.6) * float64(h),
			rad: (0.05 + r.Float64()*0.08) * float64(h),
			c:   ArtistColors[r.IntN(4)],
		}
	}
	// The grain is a hash of the pixel, not a stream of w×h random draws
	// into a w×h buffer: the wall is built before the first frame, and in
	// the browser every saved millisecond shows.
	seed := r.Uint32()
	var active []ghost // the ghosts crossing this row

	for y := range h {
		fy := float64(y)
		active = active[:0]
		for _, gh := range ghosts {
			if math.Abs(fy-gh.y) < gh.rad {
				active = append(active, gh)
			}
		}
		row := int(fy / bh)
		ly := fy - float64(row)*bh
		off := 0.0
		if row%2 == 1 {
			off = bw / 2
		}
		// Soot gathers at the top of the tunnel and grime at the floor.
		soot := math.Max(0, 1-fy/(0.35*float64(h))) * 0.45
		floor := math.Max(0, (fy/float64(h)-0.85)/0.15) * 0.3
		for x := range w {
			fx := float64(x) + off
			col := int(fx / bw)
			lx := fx - float64(col)*bw
			n := pixelNoise(seed, x, y)
			var cr, cg, cb float64
			if lx < mort || ly < mort {
				m := 0.85 + 0.3*n
				cr, cg, cb = float64(Mortar.R)*m, float64(Mortar.G)*m, float64(Mortar.B)*m
			} else {
				i := (row%rows)*cols + col%cols
				t := tone[i]
				cr = lerp(float64(BrickDark.R), float64(BrickLight.R), t)
				cg = lerp(float64(BrickDark.G), float64(BrickLight.G), t)
				cb = lerp(float64(BrickDark.B), float64(BrickLight.B), t)
				// Some bricks lean brown, some purple, like old London stock.
				cg += tint[i] * 6
				cb += tint[i] * 8
				// Lit top edge and shaded bottom edge give each brick depth.
				edge := 1.0
				if ly < mort+1.5 {
					edge = 1.18
				} else if ly > bh-1.5 {
					edge = 0.8
				}
				if lx > bw-1.5 {
					edge *= 0.85
				}
				grain := 0.82 + 0.3*n
				cr, cg, cb = cr*edge*grain, cg*edge*grain, cb*edge*grain
			}
			for _, gh := range active {
				dx, dy := float64(x)-gh.x, fy-gh.y
				d2 := (dx*dx + dy*dy) / (gh.rad * gh.rad)
				if d2 < 1 {
					a := 0.14 * (1 - d2)
					cr = lerp(cr, float64(gh.c.R)*0.6, a)
					cg = lerp(cg, float64(gh.c.G)*0.6, a)
					cb = lerp(cb, float64(gh.c.B)*0.6, a)
				}
			}
			// The tunnel recedes into darkness at both ends.
			ex := 2*float64(x)/float64(w) - 1
			dark := 1 - soot - floor - 0.22*ex*ex - streak[x]*(0.4+0.6*fy/float64(h))*0.6
			dark = math.Max(0.25, dark)
			p := out.PixOffset(x, y)
			out.Pix[p+0] = clamp8(cr * dark)
			out.Pix[p+1] = clamp8(cg * dark)
			out.Pix[p+2] = clamp8(cb * dark)
			out.Pix[p+3] = 0xff
		}
	}
	return out
}

// pixelNoise is a pseudo-random number in [0,1) for the pixel (x,y): a
// few integer multiplications and shifts (a murmur-style finaliser).
func pixelNoise(seed uint32, x, y int) float64 {
	h := seed ^ uint32(x)*0x9e3779b1 ^ uint32(y)*0x85ebca77
	h ^= h >> 16
	h *= 0x7feb352d
	h ^= h >> 15
	h *= 0x846ca68b
	h ^= h >> 16
	return float64(h) / (1 << 32)
}

func lerp(a, b, t float64) float64 { return a + (b-a)*t }

func clamp8(v float64) uint8 {
	if v <= 0 {
		return 0
	}
	if v >= 255 {
		return 255
	}
	return uint8(v + 0.5)
}

// DrawNeon draws a neon tube from (x0,y0) to (x1,y1): a wide additive
// light spill reaching glow pixels from the tube (it lights the bricks
// around it), a tighter halo, the coloured tube and a white-hot core.
func DrawNeon(dst *ebiten.Image, x0, y0, x1, y1 float32, col color.RGBA, glow float32) {
	tube := max(2, glow*0.22)
	const layers = 7
	for i := range layers {
		t := float32(i) / (layers - 1) // 0 = widest, faintest
		begin()
		moveTo(x0, y0)
		lineTo(x1, y1)
		strokeBlend(dst, tube+2*glow*(1-t)*(1-t), col, 0.035+0.09*t, ebiten.BlendLighter)
	}
	line(dst, x0, y0, x1, y1, tube, lighten(col, 0.25), 1)
	line(dst, x0, y0, x1, y1, tube*0.4, lighten(col, 0.8), 1)
}

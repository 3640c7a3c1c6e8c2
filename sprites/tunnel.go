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
	brickMu sync.Mutex
	// brickCache holds the walls drawn last, the latest first, at most
	// brickWalls of them.
	brickCache []brickWall
)

// brickWalls is how many walls of different sizes are kept: three, for
// a phone held upright in a room draws its page's wall and, in the
// picture of its table, the table's wall at the size of its parts or,
// zoomed, at a finger's size. Keeping one, each frame built both walls
// again on the processor (a fifth of a phone's page's time in a game);
// keeping two, each zoom in or out built one: 19 ms natively for a
// 1152×648 wall, 66 ms for 1920×1080, several times that in a phone's
// browser, a stutter at every tap that zooms.
const brickWalls = 3

// brickWall is a cached wall of one size, in pieces.
type brickWall struct {
	size  image.Point
	tiles []brickTile
}

// brickTile is one piece of a cached wall and where it lies.
type brickTile struct {
	img *ebiten.Image
	at  image.Point
}

// DrawBricks draws the tunnel's dark brick wall over the whole of dst:
// running bond courses, mortar, per-brick colour, soot at the top, water
// streaks and faded old paint. The wall is built once per size and
// cached; the generator is seeded with a constant so every run and every
// replay shows the same wall. Brick size follows the height (36
// courses), so a wall made at a higher resolution for a large window
// shows the same wall, only sharper, up to wallMaxH pixels tall: a
// taller one is built at that height and drawn larger.
//
// The wall is size's, the picture's dst is or is a part of (a phone's
// zoomed view draws only the part it shows).
func DrawBricks(dst *ebiten.Image, size image.Point) {
	bw, bh, k := wallSize(size.X, size.Y)
	for _, t := range brickTiles(bw, bh) {
		op := &ebiten.DrawImageOptions{}
		if k != 1 {
			// Nearest: a linear filter blended each piece's edge with the
			// nothing beyond it, a seam of half-transparent pixels.
			op.GeoM.Scale(k, k)
		}
		op.GeoM.Translate(float64(t.at.X)*k, float64(t.at.Y)*k)
		dst.DrawImage(t.img, op)
	}
}

// wallMaxH is the tallest wall built, in pixels. A phone held upright at
// three device pixels a CSS pixel asked for a wall 2,532 pixels tall:
// 195 ms of a test machine's processor, natively, before its first
// frame, and 12 MB of its GPU's memory, for a dimmed background.
// At 1440 a 1440p screen's wall is still drawn to the pixel.
const wallMaxH = 1440

// wallSize is the wall built for a w×h one (bw×bh) and how much larger it
// is drawn (k).
func wallSize(w, h int) (bw, bh int, k float64) {
	if h <= wallMaxH {
		return w, h, 1
	}
	k = float64(h) / wallMaxH
	return int(math.Ceil(float64(w) / k)), wallMaxH, k
}

// brickTiles is the w×h wall in pieces whose sides are powers of two
// but the last of a row or column. A texture's sides are rounded up to
// powers of two: a 1280×720 wall in one texture took 2048×1024 pixels
// (8 MB), in pieces 1024 and 256 wide, 512, 128, 64 and 16 high, 3.7 MB;
// at 1920×1080, 16 MB against 8.3. Each piece is drawn at whole pixels
// without scaling, so the wall is the same to the pixel.
func brickTiles(w, h int) []brickTile {
	if w <= 0 || h <= 0 {
		return nil
	}
	brickMu.Lock()
	defer brickMu.Unlock()
	k := image.Pt(w, h)
	for i, c := range brickCache {
		if c.size == k {
			copy(brickCache[1:i+1], brickCache[:i]) // the latest first
			brickCache[0] = c
			return c.tiles
		}
	}
	// The wall least lately drawn goes: after a resize the old size is
	// not drawn again.
	if len(brickCache) >= brickWalls {
		for _, t := range brickCache[len(brickCache)-1].tiles {
			t.img.Deallocate()
		}
		brickCache = brickCache[:len(brickCache)-1]
	}
	var tiles []brickTile
	for _, y := range spans(h) {
		for _, x := range spans(w) {
			// Images of their own (unmanaged), not regions of ebiten's
			// shared atlas: a window-sized wall would otherwise leave a
			// page behind that only shrinks when everything on it goes.
			img := ebiten.NewImageWithOptions(image.Rect(0, 0, x[1]-x[0], y[1]-y[0]), &ebiten.NewImageOptions{Unmanaged: true})
			tiles = append(tiles, brickTile{img: img, at: image.Pt(x[0], y[0])})
		}
	}
	writeWall(newWall(w, h), tiles)
	brickCache = append([]brickWall{{size: k, tiles: tiles}}, brickCache...)
	return tiles
}

// spans splits n into spans, [start, end) each: powers of two, largest
// first, down to 64, and what is left.
func spans(n int) [][2]int {
	var out [][2]int
	at := 0
	for step := 1024; at < n; step /= 2 {
		switch {
		case n-at >= step:
			out = append(out, [2]int{at, at + step})
			at += step
			step *= 2 // the same size again
		case step <= 64:
			out = append(out, [2]int{at, n})
			at = n
		}
	}
	return out
}

// writeWall writes wl's pixels to its pieces, rows of the wall worked
// out a band at a time and written to each piece in strips (as
// WriteRows does): no picture of the whole wall is made, only a band
// of it and a strip, the first frame's allocations (a window-sized wall
// held its pixels three times over: the wall, its pieces, ebiten's
// copies of them).
func writeWall(wl *wall, tiles []brickTile) {
	band := max(1, maxStrip/(4*min(wl.w, 1024))) // rows of the widest piece in a strip
	rows := make([]byte, 4*wl.w*band)
	strip := make([]byte, 0, maxStrip)
	for y0 := 0; y0 < wl.h; y0 += band {
		y1 := min(wl.h, y0+band)
		for y := y0; y < y1; y++ {
			wl.row(y, rows[4*wl.w*(y-y0):4*wl.w*(y-y0+1)])
		}
		for _, t := range tiles {
			b := t.img.Bounds()
			top, bottom := max(y0, t.at.Y), min(y1, t.at.Y+b.Dy())
			if top >= bottom {
				continue
			}
			strip = strip[:0]
			for y := top; y < bottom; y++ {
				o := 4*wl.w*(y-y0) + 4*t.at.X
				strip = append(strip, rows[o:o+4*b.Dx()]...)
			}
			r := image.Rect(0, top-t.at.Y, b.Dx(), bottom-t.at.Y)
			t.img.SubImage(r).(*ebiten.Image).WritePixels(strip)
		}
	}
}

// newWall works out what the wall's pixels depend on: the bricks' size
// and colours, the streaks, the old paint, the darkening per column.
func newWall(w, h int) *wall {
	r := rand.New(rand.NewPCG(0x6772_6166, 0x6669_7469)) // "graf", "fiti"

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
	wl := wall{w: w, h: h, bh: bh, bw: bw, mort: mort, cols: cols, rows: rows,
		streak: streak, ghosts: ghosts, seed: r.Uint32()}
	// Each brick's colour: some bricks lean brown, some purple, like old
	// London stock.
	wl.bR, wl.bG, wl.bB = make([]float64, cols*rows), make([]float64, cols*rows), make([]float64, cols*rows)
	for i := range tone {
		wl.bR[i] = lerp(float64(BrickDark.R), float64(BrickLight.R), tone[i])
		wl.bG[i] = lerp(float64(BrickDark.G), float64(BrickLight.G), tone[i]) + tint[i]*6
		wl.bB[i] = lerp(float64(BrickDark.B), float64(BrickLight.B), tone[i]) + tint[i]*8
	}
	// The darkening towards both ends, per column.
	wl.ends = make([]float64, w)
	for x := range w {
		ex := 2*float64(x)/float64(w) - 1
		wl.ends[x] = 0.22 * ex * ex
	}
	return &wl
}

// ghost is a blob of faded old paint.
type ghost struct {
	x, y, rad float64
	c         color.RGBA
}

// wall is what newWall works out before the pixels: the bricks' size
// and colours, the streaks and the darkening per column, the ghosts.
type wall struct {
	w, h           int
	bh, bw, mort   float64
	cols, rows     int
	bR, bG, bB     []float64 // per brick
	streak, ends   []float64 // per column
	ghosts, active []ghost   // active: those crossing the row
	seed           uint32
}

// row fills one row of the wall. It is a call of its own per row, and
// calls nothing inside: in the browser a long loop in one call stays in
// the engine's first, unoptimised code for good, while a function called
// row after row is soon compiled properly; and the browser's build does
// not inline this package, where a call costs more than the arithmetic.
// So what depends on the brick, the column or the row alone is worked out
// before, and the pixel's hash and the clamping to a byte are written out.
func (wl *wall) row(y int, pix []byte) {
	fy, h := float64(y), float64(wl.h)
	wl.active = wl.active[:0]
	for _, gh := range wl.ghosts {
		if math.Abs(fy-gh.y) < gh.rad {
			wl.active = append(wl.active, gh)
		}
	}
	bh, bw, mort := wl.bh, wl.bw, wl.mort
	row := int(fy / bh)
	ly := fy - float64(row)*bh
	off := 0.0
	if row%2 == 1 {
		off = bw / 2
	}
	// Soot gathers at the top of the tunnel and grime at the floor.
	soot := math.Max(0, 1-fy/(0.35*h)) * 0.45
	floor := math.Max(0, (fy/h-0.85)/0.15) * 0.3
	base := 1 - soot - floor
	wet := 0.4 + 0.6*fy/h // how far down the streaks show
	// A brick's top and bottom rows are lit and shaded.
	rowEdge := 1.0
	if ly < mort+1.5 {
		rowEdge = 1.18
	} else if ly > bh-1.5 {
		rowEdge = 0.8
	}
	mortarRow := ly < mort
	first := (row % wl.rows) * wl.cols
	mR, mG, mB := float64(Mortar.R), float64(Mortar.G), float64(Mortar.B)
	hy := uint32(y) * 0x85ebca77
	for x := range wl.w {
		fx := float64(x) + off
		col := int(fx / bw)
		lx := fx - float64(col)*bw
		// The grain: a murmur-style finaliser of the pixel, in [0,1).
		z := wl.seed ^ uint32(x)*0x9e3779b1 ^ hy
		z ^= z >> 16
		z *= 0x7feb352d
		z ^= z >> 15
		z *= 0x846ca68b
		z ^= z >> 16
		n := float64(z) / (1 << 32)
		var cr, cg, cb float64
		if lx < mort || mortarRow {
			m := 0.85 + 0.3*n
			cr, cg, cb = mR*m, mG*m, mB*m
		} else {
			i := first + col%wl.cols
			// The right edge shaded too.
			edge := rowEdge
			if lx > bw-1.5 {
				edge *= 0.85
			}
			grain := 0.82 + 0.3*n
			cr, cg, cb = wl.bR[i]*edge*grain, wl.bG[i]*edge*grain, wl.bB[i]*edge*grain
		}
		for _, gh := range wl.active {
			dx, dy := float64(x)-gh.x, fy-gh.y
			d2 := (dx*dx + dy*dy) / (gh.rad * gh.rad)
			if d2 < 1 {
				a := 0.14 * (1 - d2)
				gr, gg, gb := float64(gh.c.R)*0.6, float64(gh.c.G)*0.6, float64(gh.c.B)*0.6
				cr, cg, cb = cr+(gr-cr)*a, cg+(gg-cg)*a, cb+(gb-cb)*a
			}
		}
		// The tunnel recedes into darkness at both ends.
		dark := base - wl.ends[x] - wl.streak[x]*wet*0.6
		if dark < 0.25 {
			dark = 0.25
		}
		for c, v := range [3]float64{cr * dark, cg * dark, cb * dark} {
			switch {
			case v <= 0:
				pix[4*x+c] = 0
			case v >= 255:
				pix[4*x+c] = 255
			default:
				pix[4*x+c] = uint8(v + 0.5)
			}
		}
		pix[4*x+3] = 0xff
	}
}

func lerp(a, b, t float64) float64 { return a + (b-a)*t }

// DrawNeon draws a neon tube from (x0,y0) to (x1,y1): a wide additive
// light spill reaching glow pixels from the tube (it lights the bricks
// around it), a tighter halo, the coloured tube and a white-hot core.
// lit (0 to 1) dims it all, for a tube flickering on.
func DrawNeon(dst *ebiten.Image, x0, y0, x1, y1 float32, col color.RGBA, glow, lit float32) {
	tube := max(2, glow*0.22)
	const layers = 7
	for i := range layers {
		t := float32(i) / (layers - 1) // 0 = widest, faintest
		begin()
		moveTo(x0, y0)
		lineTo(x1, y1)
		strokeBlend(dst, tube+2*glow*(1-t)*(1-t), col, (0.035+0.09*t)*lit, ebiten.BlendLighter)
		if ReadBackScreen {
			// A layer at a time: batched, the seven layers, each a
			// window wide, were laid out on one 4096×512 stencil
			// picture of ebiten's vector package, kept at its largest.
			flush(dst)
		}
	}
	line(dst, x0, y0, x1, y1, tube, lighten(col, 0.25), lit)
	line(dst, x0, y0, x1, y1, tube*0.4, lighten(col, 0.8), lit)
}

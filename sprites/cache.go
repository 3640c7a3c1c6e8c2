package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/fonts"
)

// Rendering a sprite with vector paths costs ebiten a dozen or more stencil
// passes per path, too much to repeat for every tile on every frame. Static
// sprites are therefore drawn once per (kind, parameters, pixel size) into
// a small image and blitted afterwards. Animated drawing (a segment turning
// over, spray puffs, neon) stays immediate.
//
// Sizes are keyed to a quarter pixel: a sprite that changes size every frame
// (a zoom, a tag being stamped) makes a new image each frame, so animate
// position rather than size where it matters. The pictures live in the
// sheets of atlas.go; when the cache grows past maxCached pictures or the
// sheets are full, everything is dropped and redrawn as it is needed.

type spriteKind uint8

const (
	kSymbol spriteKind = iota + 1
	kPaintTile
	kCan
	kPermit
	kBonus
	kBobby
	kFirstPlayer
	kBlock
	kReservation
	kTag
	kSegment
	kPiece     // a segment's slice of a mural piece (mural.go)
	kPieceGlow // the halo of a complete piece
	kMark      // a seat colour's mark (mark.go)
)

// maxReq is the most required paints a cached segment can carry; the
// rules' segments need at most four.
const maxReq = 6

type spriteKey struct {
	kind  spriteKind
	a, b  int32
	n     int8
	paint [maxReq]int8
	w, h  float32
	col   color.RGBA
}

// fromKey draws a sprite described by k into dst with its box at (x,y).
type fromKey func(dst *ebiten.Image, k *spriteKey, x, y float32)

const maxCached = 1024

type cacheEntry struct {
	img *ebiten.Image
}

var (
	cache    = map[spriteKey]*cacheEntry{}
	blitOpts ebiten.DrawImageOptions
)

// ReleaseCache drops every cached picture, the scenes' shapes too (see
// OnRelease), e.g. after the window scale changed and the old sizes will
// not be drawn again.
func ReleaseCache() {
	clear(cache)
	releaseAtlas()
}

func quarter(v float32) float32 { return float32(math.Round(float64(v)*4) / 4) }

// drawCached blits the cached image for k at (x,y), rendering it first if
// needed. The image has a margin for shadows, outlines and overspray that
// reach outside the sprite's box; positions snap to whole pixels so the
// blit stays crisp.
func drawCached(dst *ebiten.Image, k spriteKey, x, y float32, draw fromKey) {
	pad := float32(math.Ceil(float64(0.22*max(quarter(k.w), quarter(k.h))))) + 3
	img := cachedPicture(k, pad, draw)
	if img == nil {
		return
	}
	blitOpts.GeoM.Reset()
	blitOpts.GeoM.Translate(math.Round(float64(x-pad)), math.Round(float64(y-pad)))
	dst.DrawImage(img, &blitOpts)
}

// cachedPicture is drawCached's lookup without the blit: the picture for
// k, drawn by draw with pad pixels of margin round the box (a slice needs
// none, it never draws outside its segment), for callers that scale the
// picture while it animates.
func cachedPicture(k spriteKey, pad float32, draw fromKey) *ebiten.Image {
	k.w, k.h = quarter(k.w), quarter(k.h)
	if k.w <= 0 || k.h <= 0 {
		return nil
	}
	if e, ok := cache[k]; ok {
		return e.img
	}
	if len(cache) >= maxCached {
		ReleaseCache()
	}
	img := Picture(int(math.Ceil(float64(k.w+2*pad))), int(math.Ceil(float64(k.h+2*pad))))
	o := img.Bounds().Min
	rendering, fonts.IntoSheet = img, true
	draw(img, &k, float32(o.X)+pad, float32(o.Y)+pad)
	rendering, fonts.IntoSheet = nil, false
	cache[k] = &cacheEntry{img: img}
	return img
}

// Ebiten queues a whole frame's vertices and sends them to the GPU when
// the frame ends, and its queue keeps its largest size for good. A frame
// that fills the caches (the first table frame renders some two hundred
// pictures, every vector path eight times over for antialiasing, a stroke
// some forty vertices a pass for each piece of its outline) would hold
// over a million vertices: hundreds of MB of Go heap, and as much again
// in the GL driver. So the vertices queued for cache pictures are counted
// (estimated from the path pieces, measured against ebiten's own counts)
// and past vertexBudget the picture being drawn is read back, which makes
// ebiten send what is queued. The budget was measured: with the estimate
// reset at every path, 60,000 let the title peak at 250 MB and the table
// at 296 MB; 8,000 brings them to 227 and 270 MB, no slower to first
// draw. A frame drawn on screen is sent so too where ReadBackScreen says
// (see there).
const (
	vertexBudget     = 8_000
	fillVertsPerOp   = 5 * 8
	strokeVertsPerOp = 45 * 8
)

var (
	queuedVerts int
	rendering   *ebiten.Image // the cache picture being drawn, if any
)

func queued(dst *ebiten.Image, verts int) {
	queuedVerts += verts
	if queuedVerts > vertexBudget && (dst == rendering || ReadBackScreen) {
		flush(dst)
	}
}

// ReadBackScreen lets a frame's vector paths be sent in batches of
// vertexBudget on whatever picture they are drawn (the screen, a table's
// kept picture, a fade's), not only on a cache picture. The title's spray
// puffs are some ninety specks each, every one eight times over, and
// with its neon its frame queued some 67,000 vertices: ebiten keeps two
// queues of that size and the GL driver as much again. Under Xvfb and
// Mesa the title, so and with the neon's halo sent a layer at a time
// (DrawNeon), peaks +37 MB above an empty window against +58
// (docs/figures.md, "A frame sent in batches"), the same picture but for
// a few pixels of a tag's edge at 1920 wide, where ebiten's stencil
// picture is laid out otherwise. The desktop program sets it; a browser
// does not: there a read-back waits for the GPU, and the GPU's memory is
// not the page's.
var ReadBackScreen bool

// NewFrame starts a frame's count of queued vertices: ebiten sends its
// queue at the end of every frame.
func NewFrame() { queuedVerts = 0 }

func flush(img *ebiten.Image) {
	queuedVerts = 0
	Flushes++
	// Copy a pixel of img to a 1×1 probe and read that: the copy makes
	// ebiten queue img's pending paths, the read sends the queue. Reading
	// img itself would keep a copy of its whole sheet in memory.
	if probe == nil {
		probe = ebiten.NewImageWithOptions(image.Rect(0, 0, 1, 1), &ebiten.NewImageOptions{Unmanaged: true})
	}
	o := img.Bounds().Min
	probeOpts.Blend = ebiten.BlendCopy
	probe.DrawImage(img.SubImage(image.Rect(o.X, o.Y, o.X+1, o.Y+1)).(*ebiten.Image), &probeOpts)
	probe.ReadPixels(probeBuf[:])
}

var (
	probe     *ebiten.Image
	probeOpts ebiten.DrawImageOptions
	probeBuf  [4]byte
)

// Flushes counts the read-backs, for the figures.
var Flushes int

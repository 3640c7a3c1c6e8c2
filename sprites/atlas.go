package sprites

import (
	"image"
	"math/bits"

	"github.com/hajimehoshi/ebiten/v2"
)

// Every cached picture (the sprites here, the scenes' rounded shapes) lives
// in a few sheets of our own: unmanaged sheetSize² images, packed in
// shelves. Left to ebiten's automatic atlas, two hundred small render
// targets came to forty-odd 2048×1024 pages at the table, 400 MB of
// textures (in process memory under a software GL), because a page only
// grows and is only freed when its last image goes. Here memory is
// sheets × 4 MB, the copies of a frame still come from one texture or
// two (they batch), and everything is freed in one go: on a resize, when
// the sheets are full, or when the caches are released.

const (
	sheetSize = 1024
	maxSheets = 12 // 48 MB; the table at 1920×1080 needs about five
	gap       = 1  // between pictures, so no edge bleeds into another
)

type shelf struct{ y, h, x int }

type sheet struct {
	img     *ebiten.Image
	shelves []shelf
	bottom  int
}

var (
	sheets []*sheet
	loose  []*ebiten.Image // pictures too big for a sheet
	// onRelease are called when every cached picture is dropped (the
	// scenes' shape cache registers itself).
	onRelease []func()
	lastSheet *sheet // where place put the last picture (for the tests)
	// Stats of what is allocated now, for the figures and the tests.
	stats AtlasStats
)

// AtlasStats describe the cached pictures: how many, the pixels they
// cover, and the textures holding them.
type AtlasStats struct {
	Pictures     int // the sprites' and the shapes' pictures
	Glyphs       int // the labels' glyphs (fonts.Picture)
	PicturePixel int // pixels of all pictures, gaps excluded
	Sheets       int
	Loose        int // pictures too big for a sheet, each its own texture
	TexturePixel int // pixels of all the textures (sheets and loose ones)
	Releases     int // times everything was dropped since the start
}

// Atlas reports the cached pictures now.
func Atlas() AtlasStats { return stats }

// OnRelease registers f to be called whenever every cached picture is
// dropped: a cache outside this package drops its entries there.
func OnRelease(f func()) { onRelease = append(onRelease, f) }

// Picture returns a clear w×h image for a cached picture: a region of a
// sheet (its Bounds().Min is where it sits, and drawing into it uses the
// sheet's coordinates) or, for a big one, an image of its own. When the
// sheets are full every cached picture is dropped first, so the caller
// must not hold on to pictures across a call.
func Picture(w, h int) *ebiten.Image { return picture(w, h, &stats.Pictures) }

// glyph is Picture for a label's glyph, counted apart.
func glyph(w, h int) *ebiten.Image { return picture(w, h, &stats.Glyphs) }

// picture is Picture, counted in *count.
func picture(w, h int, count *int) *ebiten.Image {
	*count++
	stats.PicturePixel += w * h
	if w+gap > sheetSize || h+gap > sheetSize {
		return loosePicture(w, h)
	}
	if r, ok := place(w+gap, h+gap); ok {
		return r
	}
	// A big picture (over half a sheet's side) alone in a texture takes
	// its sides rounded up to powers of two: one of 566×552 took as much
	// as a sheet, where the rest of a sheet holds other pictures. One
	// that takes less than half a sheet alone (566×128: 1024×128) does
	// not open a sheet for itself.
	big := w+gap > sheetSize/2 || h+gap > sheetSize/2
	if big && 2*TexturePixels(w, h) < sheetSize*sheetSize {
		return loosePicture(w, h)
	}
	if len(sheets) >= maxSheets {
		ReleaseCache()
		*count++
		stats.PicturePixel += w * h
	}
	addSheet()
	r, _ := place(w+gap, h+gap)
	return r
}

// loosePicture is a w×h picture in a texture of its own.
func loosePicture(w, h int) *ebiten.Image {
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
	loose = append(loose, img)
	stats.Loose++
	stats.TexturePixel += TexturePixels(w, h)
	return img
}

// TexturePixels is what a w×h image takes as a texture: its sides
// rounded up to powers of two, at least 16 (ebiten's
// graphics.InternalImageSize).
func TexturePixels(w, h int) int { return pow2(w) * pow2(h) }

func pow2(n int) int {
	if n <= 16 {
		return 16
	}
	return 1 << bits.Len(uint(n-1))
}

func addSheet() {
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, sheetSize, sheetSize), &ebiten.NewImageOptions{Unmanaged: true})
	sheets = append(sheets, &sheet{img: img})
	stats.Sheets++
	stats.TexturePixel += sheetSize * sheetSize
}

// place finds room on a shelf of about the right height, or opens a
// shelf; shelves are kept within a quarter of the height they were made
// for, so short pictures do not waste a tall shelf. When a sheet has no
// height left, a picture goes at the end of a taller shelf, wasting some
// height rather than opening a whole new sheet for itself.
func place(w, h int) (*ebiten.Image, bool) {
	for _, s := range sheets {
		best := s.fit(w, h, h+h/4+2)
		if best < 0 && s.bottom+h <= sheetSize {
			s.shelves = append(s.shelves, shelf{y: s.bottom, h: h})
			s.bottom += h
			best = len(s.shelves) - 1
		}
		if best < 0 {
			best = s.fit(w, h, sheetSize)
		}
		if best < 0 {
			continue
		}
		sh := &s.shelves[best]
		r := image.Rect(sh.x, sh.y, sh.x+w-gap, sh.y+h-gap)
		sh.x += w
		lastSheet = s
		return s.img.SubImage(r).(*ebiten.Image), true
	}
	return nil, false
}

// fit is the lowest shelf of s, at most maxH high, with room for w×h.
func (s *sheet) fit(w, h, maxH int) int {
	best := -1
	for i, sh := range s.shelves {
		if sh.h >= h && sh.h <= maxH && sh.x+w <= sheetSize && (best < 0 || sh.h < s.shelves[best].h) {
			best = i
		}
	}
	return best
}

// releaseAtlas drops every picture and frees every texture: after a
// resize to a smaller window, or once the sheets were full, the pictures
// drawn next need fewer sheets than were made, and an unused sheet is
// 4 MB held for nothing.
func releaseAtlas() {
	for _, f := range onRelease {
		f()
	}
	for _, s := range sheets {
		s.img.Deallocate()
	}
	sheets = sheets[:0]
	lastSheet = nil
	for _, img := range loose {
		img.Deallocate()
	}
	loose = loose[:0]
	stats.Releases++
	stats.Pictures, stats.Glyphs, stats.PicturePixel, stats.Loose, stats.Sheets, stats.TexturePixel = 0, 0, 0, 0, 0, 0
}

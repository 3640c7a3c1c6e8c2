package sprites

import (
	"bytes"
	"image"
	"image/color"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/fonts"
	"graffiti/sprites/gametest"
)

// Every sprite must put a fair amount of ink on an empty canvas.
func TestEverySpriteDraws(t *testing.T) {
	gametest.Need(t)
	for _, c := range []struct {
		name string
		draw func(dst *ebiten.Image)
	}{
		{"symbol", func(d *ebiten.Image) { DrawPaintSymbol(d, Green, 32, 32, 24) }},
		{"single tile", func(d *ebiten.Image) { DrawPaintTile(d, []Paint{Black}, 4, 4, 56, 56) }},
		{"double tile", func(d *ebiten.Image) { DrawPaintTile(d, []Paint{Red, Blue}, 4, 4, 56, 56) }},
		{"can", func(d *ebiten.Image) { DrawSprayCan(d, 20, 2, 60, ArtistBlue) }},
		{"permit", func(d *ebiten.Image) { DrawPermitTile(d, 3, 4, 4, 56) }},
		{"permit back", func(d *ebiten.Image) { DrawPermitTile(d, 0, 4, 4, 56) }},
		{"bonus back", func(d *ebiten.Image) { DrawBonusBack(d, 4, 4, 56) }},
		{"bobby", func(d *ebiten.Image) { DrawBobby(d, 4, 4, 56) }},
		{"first player", func(d *ebiten.Image) { DrawFirstPlayerToken(d, 4, 4, 56) }},
		{"block", func(d *ebiten.Image) { DrawBlockToken(d, 4, 4, 56) }},
		{"reservation", func(d *ebiten.Image) { DrawReservationMarker(d, 4, 4, 56, ArtistYellow) }},
		{"tag", func(d *ebiten.Image) { DrawTag(d, 4, 4, 56, ArtistRed, 'A') }},
		{"neon", func(d *ebiten.Image) { DrawNeon(d, 4, 32, 60, 32, NeonPink, 8, 1) }},
		{"puff", func(d *ebiten.Image) { DrawSprayPuff(d, 32, 32, 28, ArtistGreen, 0.4) }},
		{"segment", func(d *ebiten.Image) {
			DrawSegment(d, 2, 8, 60, 48, []Paint{Red, Yellow}, 6, false, ArtistRed, 1)
		}},
	} {
		img := canvas(64, 64)
		c.draw(img)
		if n := changed(gametest.Pixels(img)); n < 64*64/10 {
			t.Errorf("%s: only %d pixels drawn", c.name, n)
		}
	}
	for k := range numBonuses {
		img := canvas(64, 64)
		DrawBonusTile(img, k, 4, 4, 56)
		if n := changed(gametest.Pixels(img)); n < 64*64/3 {
			t.Errorf("bonus %d: only %d pixels drawn", k, n)
		}
	}
}

// The eight bonus pictograms, the backs, and the five permit faces must all
// look different from one another.
func TestTilesAreDistinct(t *testing.T) {
	gametest.Need(t)
	var seen [][]byte
	add := func(name string, draw func(d *ebiten.Image)) {
		img := canvas(64, 64)
		draw(img)
		p := gametest.Pixels(img)
		for _, q := range seen {
			if bytes.Equal(p, q) {
				t.Errorf("%s looks exactly like an earlier tile", name)
			}
		}
		seen = append(seen, p)
	}
	for k := range numBonuses {
		add("bonus", func(d *ebiten.Image) { DrawBonusTile(d, k, 4, 4, 56) })
	}
	add("bonus back", func(d *ebiten.Image) { DrawBonusBack(d, 4, 4, 56) })
	for pips := range 6 {
		add("permit", func(d *ebiten.Image) { DrawPermitTile(d, pips, 4, 4, 56) })
	}
}

// Paint is never told by colour alone: the five symbols' silhouettes must
// differ clearly even when the colours are ignored.
func TestPaintSymbolsDifferInShape(t *testing.T) {
	gametest.Need(t)
	const s = 48
	var masks [numPaints][]bool
	for p := range numPaints {
		img := canvas(s, s)
		DrawPaintSymbol(img, p, s/2, s/2, 20)
		px := gametest.Pixels(img)
		m := make([]bool, s*s)
		for i := range m {
			m[i] = gametest.AbsDiff(px[4*i], Night.R)+gametest.AbsDiff(px[4*i+1], Night.G)+gametest.AbsDiff(px[4*i+2], Night.B) > 60
		}
		masks[p] = m
	}
	for a := range numPaints {
		for b := a + 1; b < numPaints; b++ {
			diff := 0
			for i := range masks[a] {
				if masks[a][i] != masks[b][i] {
					diff++
				}
			}
			if diff < s*s/12 {
				t.Errorf("symbols %c and %c differ in only %d pixels", letter(a), letter(b), diff)
			}
		}
	}
}

func TestPaintTileShowsItsColours(t *testing.T) {
	gametest.Need(t)
	for _, kinds := range [][]Paint{{Red}, {Yellow}, {Blue}, {Green}, {Black}, {Red, Yellow}, {Red, Blue}, {Yellow, Blue}} {
		img := canvas(64, 64)
		DrawPaintTile(img, kinds, 2, 2, 60, 60)
		p := gametest.Pixels(img)
		for _, k := range kinds {
			if n := gametest.CountNear(p, PaintColor(k), 6); n < 200 {
				t.Errorf("tile %v: paint %c shows in only %d pixels", kinds, letter(k), n)
			}
		}
	}
}

// A sprayed segment is in the artist's colour; a sketch has none of it; a
// turning segment is a sliver at the half-way point.
func TestSegmentSprayedVersusSketch(t *testing.T) {
	gametest.Need(t)
	req := []Paint{Green, Black, Blue}
	draw := func(sprayed bool, progress float64) []byte {
		img := canvas(160, 100)
		DrawSegment(img, 10, 10, 140, 80, req, 15, sprayed, ArtistGreen, progress)
		return gametest.Pixels(img)
	}
	const tol = 10
	sketch := draw(false, 1)
	if n := gametest.CountNear(sketch, ArtistGreen, tol); n != 0 {
		t.Errorf("unsprayed segment shows the artist colour in %d pixels", n)
	}
	if n := gametest.CountNear(sketch, Sketch, 12); n < 100 {
		t.Errorf("unsprayed segment has only %d pencil-grey pixels", n)
	}
	sprayed := draw(true, 1)
	if n := gametest.CountNear(sprayed, ArtistGreen, tol); n < 1500 {
		t.Errorf("sprayed segment shows the artist colour in only %d pixels", n)
	}
	if n := gametest.CountNear(draw(true, 0), ArtistGreen, tol); n != 0 {
		t.Errorf("flip at 0 already shows the artist colour (%d pixels)", n)
	}
	half, full := changed(draw(true, 0.5)), changed(sprayed)
	if half*10 > full {
		t.Errorf("flip at 0.5 covers %d pixels, want a sliver of the full %d", half, full)
	}
	quarter := changed(draw(true, 0.75))
	if quarter <= half || quarter >= full {
		t.Errorf("flip at 0.75 covers %d pixels, want between %d and %d", quarter, half, full)
	}
}

func TestTagAndCanUseTheArtistColour(t *testing.T) {
	gametest.Need(t)
	for _, col := range ArtistColors {
		img := canvas(96, 96)
		DrawTag(img, 8, 8, 80, col, 'K')
		if n := gametest.CountNear(gametest.Pixels(img), col, 8); n < 400 {
			t.Errorf("tag %v: artist colour in only %d pixels", col, n)
		}
		img = canvas(96, 96)
		DrawSprayCan(img, 30, 6, 84, col)
		if n := gametest.CountNear(gametest.Pixels(img), col, 8); n < 300 {
			t.Errorf("can %v: artist colour in only %d pixels", col, n)
		}
	}
}

func TestSprayPuffFollowsTime(t *testing.T) {
	gametest.Need(t)
	at := func(tt float64) []byte {
		img := canvas(80, 80)
		DrawSprayPuff(img, 40, 40, 36, ArtistRed, tt)
		return gametest.Pixels(img)
	}
	if n := changed(at(0)); n != 0 {
		t.Errorf("puff at t=0 drew %d pixels", n)
	}
	if n := changed(at(1)); n != 0 {
		t.Errorf("puff at t=1 drew %d pixels", n)
	}
	a, b := at(0.3), at(0.3)
	if !bytes.Equal(a, b) {
		t.Error("puff at the same t differs between draws")
	}
	if changed(a) < 200 {
		t.Error("puff at t=0.3 is nearly empty")
	}
}

// The wall drawn in its pieces is the wall drawn on the CPU, to the
// pixel, at sizes that split into several pieces each way.
func TestBrickWallIsTheWallDrawnOnTheCPU(t *testing.T) {
	gametest.Need(t)
	for _, sz := range [][2]int{{200, 120}, {1280, 720}, {1100, 1030}} {
		img := ebiten.NewImage(sz[0], sz[1])
		DrawBricks(img, img.Bounds().Size())
		if want := brickImage(sz[0], sz[1]).Pix; !bytes.Equal(gametest.Pixels(img), want) {
			t.Errorf("the %d×%d wall drawn in pieces differs from the wall drawn on the CPU", sz[0], sz[1])
		}
	}
	if len(brickCache) != brickWalls {
		t.Errorf("the brick cache holds %d walls after size changes, want %d (a window resized many times holds no more)", len(brickCache), brickWalls)
	}
	tiles := brickTiles(1280, 720)
	if len(tiles) < 2 || &tiles[0] != &brickTiles(1280, 720)[0] {
		t.Error("the wall is not cached in pieces per size")
	}
	// A phone's page and the picture of its table, at its parts' size
	// and zoomed in and out: three sizes drawn in turn, each built once.
	page := brickTiles(720, 1558)
	zoomed := brickTiles(2560, 1440)
	for range 3 {
		if &brickTiles(1280, 720)[0] != &tiles[0] || &brickTiles(720, 1558)[0] != &page[0] {
			t.Fatal("the page's and the parts' walls drawn in turn are built again each time")
		}
		if &brickTiles(2560, 1440)[0] != &zoomed[0] || &brickTiles(720, 1558)[0] != &page[0] {
			t.Fatal("a wall zoomed in and out again is built again each time")
		}
	}
	var px int
	for _, tl := range tiles {
		px += tl.img.Bounds().Dx() * tl.img.Bounds().Dy()
	}
	if px != 1280*720 {
		t.Errorf("the pieces of a 1280×720 wall cover %d pixels", px)
	}
}

// A wall taller than wallMaxH is built at that height and drawn larger
// to cover the whole picture: a phone's page at three device pixels a
// CSS pixel (1170×2532) builds a 666×1440 wall, not one of its own size.
func TestATallWallIsBuiltSmallerAndCoversThePicture(t *testing.T) {
	gametest.Need(t)
	img := ebiten.NewImage(1170, 2532)
	defer img.Deallocate()
	DrawBricks(img, img.Bounds().Size())
	if got := brickCache[0].size; got.Y != wallMaxH || got.X != 666 {
		t.Errorf("the wall for 1170×2532 was built %v", got)
	}
	pix := gametest.Pixels(img)
	for i := 3; i < len(pix); i += 4 {
		if pix[i] != 255 {
			t.Fatalf("pixel (%d, %d) of the wall is not opaque", (i/4)%1170, (i/4)/1170)
		}
	}
}

// The wall's pieces are powers of two but the last of a row or column,
// and cover the side once.
func TestBrickWallSpansArePowersOfTwo(t *testing.T) {
	for _, n := range []int{1, 63, 64, 720, 1024, 1080, 1280, 1920, 3000} {
		at := 0
		sp := spans(n)
		for i, s := range sp {
			if s[0] != at || s[1] <= s[0] {
				t.Fatalf("spans(%d) = %v: not contiguous", n, sp)
			}
			if l := s[1] - s[0]; i < len(sp)-1 && l&(l-1) != 0 {
				t.Errorf("spans(%d) = %v: %d is not a power of two", n, sp, l)
			}
			at = s[1]
		}
		if at != n {
			t.Errorf("spans(%d) = %v ends at %d", n, sp, at)
		}
	}
}

func TestBrickWallIsDarkAndTextured(t *testing.T) {
	p := brickImage(200, 120).Pix
	var sum, lo, hi float64
	lo = 1
	for i := 0; i < len(p); i += 4 {
		l := luma(color.RGBA{p[i], p[i+1], p[i+2], 255})
		sum += float64(l)
		lo, hi = min(lo, float64(l)), max(hi, float64(l))
	}
	if mean := sum / float64(len(p)/4); mean > 0.35 || mean < 0.05 {
		t.Errorf("wall mean brightness %.2f, want a dark wall", mean)
	}
	if hi-lo < 0.1 {
		t.Errorf("wall has no texture (brightness %.2f..%.2f)", lo, hi)
	}
}

// Static sprites are drawn once per size and blitted afterwards; the blit
// must look like drawing directly.
func TestCacheMatchesDirectDrawing(t *testing.T) {
	gametest.Need(t)
	ReleaseCache()
	cached, direct := canvas(80, 80), canvas(80, 80)
	DrawPaintTile(cached, []Paint{Red, Blue}, 10, 10, 60, 60)
	n := len(cache)
	DrawPaintTile(cached, []Paint{Red, Blue}, 10, 10, 60, 60)
	if len(cache) != n || n != 1 {
		t.Fatalf("cache holds %d images after one tile drawn twice, want 1", len(cache))
	}
	paintTile(direct, []Paint{Red, Blue}, 10, 10, 60, 60)
	paintTile(direct, []Paint{Red, Blue}, 10, 10, 60, 60)
	a, b := gametest.Pixels(cached), gametest.Pixels(direct)
	worst := 0
	for i := range a {
		worst = max(worst, gametest.AbsDiff(a[i], b[i]))
	}
	if worst > 8 {
		t.Errorf("cached tile differs from direct drawing by up to %d per channel", worst)
	}
	DrawSegment(cached, 0, 0, 60, 40, []Paint{Red}, 3, true, ArtistRed, 0.7)
	if len(cache) != n {
		t.Error("a segment mid-flip was cached")
	}
	ReleaseCache()
	if len(cache) != 0 {
		t.Error("ReleaseCache left images behind")
	}
}

// Past maxCached pictures everything is dropped (the sheets cannot free
// one picture's room), and the picture being drawn is kept.
func TestCacheDropsAllPastMax(t *testing.T) {
	gametest.Need(t)
	ReleaseCache()
	defer ReleaseCache()
	for i := range maxCached {
		cache[spriteKey{kind: kSymbol, a: int32(i), w: 1, h: 1}] = &cacheEntry{img: Picture(1, 1)}
	}
	img := canvas(16, 16)
	DrawPaintSymbol(img, Red, 8, 8, 6) // a new entry drops the rest
	if len(cache) != 1 {
		t.Errorf("cache holds %d images after passing its bound, want 1", len(cache))
	}
	if st := Atlas(); st.Pictures != 1 {
		t.Errorf("the sheets hold %d pictures after the drop, want 1", st.Pictures)
	}
}

// Pictures handed out by the sheets never overlap, stay on their sheet,
// and when the sheets are full everything is dropped rather than a new
// texture made.
func TestPicturesDoNotOverlap(t *testing.T) {
	gametest.Need(t)
	ReleaseCache()
	defer ReleaseCache()
	released := 0
	OnRelease(func() { released++ })
	type placed struct {
		sheet *ebiten.Image
		r     image.Rectangle
	}
	var got []placed
	sizes := [][2]int{{40, 40}, {122, 122}, {300, 64}, {17, 90}, {64, 64}, {500, 30}}
	full := 0
	for i := 0; released == 0; i++ {
		sz := sizes[i%len(sizes)]
		full = len(sheets)
		p := Picture(sz[0], sz[1])
		if released > 0 {
			break
		}
		r := p.Bounds()
		if r.Dx() != sz[0] || r.Dy() != sz[1] {
			t.Fatalf("picture %d is %v, want %dx%d", i, r, sz[0], sz[1])
		}
		sh := lastSheet.img
		if !r.In(sh.Bounds()) || (i%50 == 0 && !sameImage(p, sh)) {
			t.Fatalf("picture %d at %v is not on its sheet", i, r)
		}
		for j, q := range got {
			if q.sheet == sh && q.r.Overlaps(r) {
				t.Fatalf("picture %d at %v overlaps picture %d at %v", i, r, j, q.r)
			}
		}
		got = append(got, placed{sh, r})
	}
	if full != maxSheets {
		t.Errorf("%d sheets when full, want %d", full, maxSheets)
	}
	// The drop frees the sheets: one is made again for the new picture.
	if st := Atlas(); st.Pictures != 1 || st.Sheets != 1 || st.TexturePixel != sheetSize*sheetSize || len(sheets) != 1 {
		t.Errorf("after the drop: %+v, %d sheets", st, len(sheets))
	}
}

// sameImage reports whether the sub-image p is a region of sheet: drawing
// into p must show in sheet.
func sameImage(p, sheet *ebiten.Image) bool {
	r := p.Bounds()
	p.Fill(color.RGBA{1, 2, 3, 255})
	var px [4]byte
	sheet.SubImage(image.Rect(r.Min.X, r.Min.Y, r.Min.X+1, r.Min.Y+1)).(*ebiten.Image).ReadPixels(px[:])
	p.Clear()
	return px == [4]byte{1, 2, 3, 255}
}

// letter is the rulebook's one-letter name of a paint (R, Y, B, G, K), for
// the tests' messages.
func letter(p Paint) rune {
	if p < 0 || p >= numPaints {
		return '?'
	}
	return rune("RYBGK"[p])
}

// A label whose new glyph fills the sheets: the sheets are dropped while
// the glyph is being made, and the fonts' caches with them; the label is
// drawn, nothing waits on itself, and its glyphs come from the new sheet.
func TestAGlyphThatFillsTheSheetsIsDrawn(t *testing.T) {
	gametest.Need(t)
	ReleaseCache()
	for len(sheets) < maxSheets || !full(lastSheet) {
		Picture(sheetSize/2-gap, sheetSize/2-gap)
	}
	before := Atlas().Releases
	done := make(chan struct{})
	go func() {
		defer close(done)
		dst := canvas(200, 60)
		var o fonts.DrawOptions
		fonts.Draw(dst, "Qz", fonts.Face(fonts.Body(), 23.25), &o)
	}()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		// Not dropped after: the drop would wait on the same lock.
		t.Fatal("drawing a label that fills the sheets never ended")
	}
	defer ReleaseCache()
	if st := Atlas(); st.Releases != before+1 || st.Glyphs != 2 {
		t.Errorf("after the label: %+v (releases before %d)", st, before)
	}
}

// full reports whether no quarter-sheet picture fits on s any more.
func full(s *sheet) bool {
	return s != nil && s.bottom+sheetSize/2 > sheetSize && s.fit(sheetSize/2, sheetSize/2, sheetSize) < 0
}

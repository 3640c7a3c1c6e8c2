package graffiti

import (
	"bytes"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/sprites"
	"graffiti/sprites/gametest"
)

// frame renders the app's scene at 1280×720 and reads the pixels back.
type frame struct{ pix []byte }

var canvas *ebiten.Image

// render draws the app's scene on one reused canvas, as a frame would.
func render(a *scenes.App) frame {
	if canvas == nil {
		canvas = ebiten.NewImage(scenes.ScreenW, scenes.ScreenH)
	}
	canvas.Clear()
	old := a.Scale
	a.Scale = 1
	a.Draw(canvas)
	a.Scale = old
	return frame{gametest.Pixels(canvas)}
}

func (f frame) at(x, y int) color.RGBA {
	i := 4 * (y*scenes.ScreenW + x)
	return color.RGBA{f.pix[i], f.pix[i+1], f.pix[i+2], f.pix[i+3]}
}

// count counts the pixels of r near colour c.
func (f frame) count(r ui.Rect, c color.RGBA, tol int) int {
	n := 0
	for y := int(r.Y); y < int(r.Y+r.H); y++ {
		for x := int(r.X); x < int(r.X+r.W); x++ {
			if gametest.Near(f.at(x, y), c, tol) {
				n++
			}
		}
	}
	return n
}

// tableApp is an app showing a fresh table with the curtain lifted.
func tableApp(t *testing.T, setup graffiti.Setup) (*scenes.App, *Table) {
	a := scenes.TestApp(testShelf, scenes.SpeedNormal)
	tb, err := NewTable(a, setup, []int{0, 1, 2, 3}[:setup.Players], nil)
	require.NoError(t, err)
	a.Cur = tb
	lift(tb)
	return a, tb
}

func lift(tb *Table) {
	tb.curtain.IsDown, tb.curtain.LiftedFor, tb.curtain.Moved = false, tb.S.Actor(), -1000
	tb.see()
}

func TestTableAtSetUpShows31UnsprayedSegmentsAndEverySpace(t *testing.T) {
	gametest.Need(t)
	a, tb := tableApp(t, graffiti.Setup{Players: 4, Seed: 3})
	f := render(a)
	tun := tb.S.Tunnel()
	for i := 0; i < graffiti.NumSegments; i++ {
		r := segmentRect(tun, i)
		// The paint symbols are paint colours, near but not equal to the
		// artist colours: a tight tolerance tells them apart.
		sketch := f.count(r, sprites.Sketch, 40)
		paint := 0
		for _, c := range sprites.ArtistColors {
			paint += f.count(r, c, 12)
		}
		if sketch < 40 || paint > 50 {
			t.Errorf("segment %s: %d sketch pixels, %d artist-colour pixels; want a grey sketch", tun.Segments[i].Name, sketch, paint)
		}
	}
	for sp := graffiti.Space(0); sp < graffiti.NumSpaces; sp++ {
		r := spacePos(sp).rect()
		if sp == graffiti.SpBig {
			r = bigSpace
		}
		if n := f.count(r, sprites.Slate, 12); n < 30 {
			t.Errorf("space %s: %d pixels of its face, want it drawn", sp, n)
		}
	}
	// The detector can fail: a sprayed segment is not a sketch.
	tb.S.Segments[0] = 0
	tb.S.Players[0].Tags--
	tb.invalidate() // the state was changed behind the table's back
	f = render(a)
	if n := f.count(segmentRect(tun, 0), artistColor(0), 12); n < 200 {
		t.Errorf("a sprayed A1 shows only %d pixels of its artist's colour", n)
	}
}

// Privacy: with the curtain down, what is drawn must not depend on any
// tile behind any screen: the screen is the same whatever anyone holds.
func TestCurtainDownDrawsNothingPrivate(t *testing.T) {
	gametest.Need(t)
	a, tb := tableApp(t, graffiti.Setup{Players: 3, Seed: 5})
	// Curtain lifted: the private area shows the seat's own tiles, so a
	// reshuffle of them shows, and the test can fail.
	tb.invalidate()
	up := render(a).pix
	var other []byte
	require.True(t, reshuffledFor(t, tb, graffiti.Nobody, func() { other = render(a).pix }))
	if bytes.Equal(up, other) {
		t.Fatal("with the curtain up the two screens look the same: the private area is not drawn")
	}
	tb.curtain.IsDown, tb.curtain.LiftedFor, tb.curtain.Moved = true, graffiti.Nobody, -1000
	require.True(t, sameWhateverTheyHold(t, a, tb, "curtain down"))
	// And the private area shows no tile at all: no paint colour in it.
	f := render(a)
	for pnt := sprites.Paint(0); pnt <= sprites.Blue; pnt++ {
		if n := f.count(privRect, sprites.PaintColor(pnt), 20); n > 0 {
			t.Errorf("%d pixels of paint colour %d in the private area under the curtain", n, pnt)
		}
	}
}

// A sprayed segment turns over: edge-on at the middle of the animation,
// the artist's colour at the end.
func TestSegmentFlipAnimationReachesItsSprayedFace(t *testing.T) {
	gametest.Need(t)
	a, tb := tableApp(t, graffiti.Setup{Players: 2, Seed: 8})
	s := graffiti.StateOf(tb.Session().(*scenes.Local).Match()) // the game's owner's
	seat := s.Current
	// Give the seat what spraying E1 (one blue) takes.
	s.Players[seat].Paint[graffiti.TileB]++
	s.Supply[graffiti.TileB]--
	for i, p := range s.PermitStack {
		if p == 5 {
			s.PermitStack = append(s.PermitStack[:i], s.PermitStack[i+1:]...)
			s.Players[seat].Permits[5]++
			break
		}
	}
	tb.gen++ // the session's game changed
	tb.see()
	act, err := graffiti.Parse("spray E1 @1 permit:5 paint:B")
	require.NoError(t, err)
	if err := tb.Apply(a, act); err != nil {
		t.Fatal(err)
	}
	r := segmentRect(s.Tunnel(), graffiti.SegmentByName("E1"))
	col := tb.seatColor(seat)
	var flip anim
	for _, x := range tb.anim.list {
		if x.kind == aFlip {
			flip = x
		}
	}
	if flip.kind != aFlip {
		t.Fatal("spraying E1 started no flip")
	}
	// Half-way the panel is edge-on: almost none of the artist's colour.
	for a.Tick < flip.move.Start+flip.move.Len/2 {
		a.Tick++
		tb.anim.Update(a)
	}
	mid := render(a).count(r, col, 12)
	for tb.anim.busy(a.Tick) {
		a.Tick++
		tb.anim.Update(a)
	}
	lift(tb)
	end := render(a).count(r, col, 12)
	if end < 300 || mid*4 > end {
		t.Errorf("E1 shows %d pixels of the artist's colour half-way and %d at the end; want a turn to the sprayed face", mid, end)
	}
}

// Right after a hand-over the last move still animates before the
// shutter falls: the new person's tiles must not show meanwhile, nor the
// previous person's. The screen mid-animation is the same whatever
// either holds.
func TestNothingPrivateIsDrawnWhileTheLastMoveAnimates(t *testing.T) {
	gametest.Need(t)
	a, tb := tableApp(t, graffiti.Setup{Players: 2, Seed: 12})
	act, err := graffiti.Parse("paint G1")
	require.NoError(t, err)
	require.NoError(t, tb.Apply(a, act))
	for i := 0; i < 10; i++ {
		a.Tick++
		tb.anim.Update(a)
	}
	require.True(t, tb.anim.busy(a.Tick), "the move is animating")
	require.Equal(t, graffiti.Nobody, tb.viewer(), "the screen is no one's while the move animates")
	require.True(t, sameWhateverTheyHold(t, a, tb, "mid-animation after a hand-over"))
}

// After a whole 2-player game played by taps and drawn frame by frame at
// 1280×720, the cached pictures stay within a bound. (Instant speed: at
// normal speed the game takes ten minutes of software rendering; the
// motion draws the same sprites at the same sizes, only moving.)
//
// The bound: what the table can show at once is about 60 spray cans (4
// colours × a few sizes: on a space, flying, in a strip), 30 segments
// (each sprayed or not, in up to 4 colours), 36 tags, ~40 tiles, tokens
// and symbols, and ~120 rounded shapes (spaces, rings, buttons, cards,
// panels): about 300 pictures, whose pixels at 1280×720 sum to under
// 2.5 Mpx (the segments and panels are the big ones). We allow 450
// pictures and 4 Mpx (16 MB of texels), so a picture cached per frame (a
// size that changes every tick) or a cache never dropped fails, while a
// new sprite or two does not (the pixels count the labels' glyphs too,
// which share the sheets). The textures (sheets and pictures too big
// for a sheet) must stay under 7 Mpx: 5 sheets and a few panels (the
// fifth holds the glyphs, which lay in ebiten's own atlas before). The
// cache's counts are the measure, not the pixels: drawn by a GL that
// draws none.
func TestCachedPicturesAfterAWholeGameStayBounded(t *testing.T) {
	if gametest.WithoutPixels(t) {
		return
	}
	sprites.ReleaseCache()
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	p := scenes.NewAutoplay(5)
	img := ebiten.NewImage(scenes.ScreenW, scenes.ScreenH)
	for i := 0; p.Games < 1; i++ {
		if i > 200000 {
			t.Fatal("no final scoring after 200,000 ticks")
		}
		if pt, ok := p.Next(a); ok {
			a.Tap(pt.X, pt.Y)
		}
		tick(t, a, 1)
		img.Clear()
		a.Draw(img)
		if i%60 == 59 {
			img.At(0, 0) // a frame end: the queued drawing goes out
		}
	}
	st := sprites.Atlas()
	t.Logf("after one game: %+v", st)
	if st.Pictures > 450 {
		t.Errorf("%d cached pictures after one game; the bound is 450", st.Pictures)
	}
	// The labels' glyphs live on the sheets too, each at a few sub-pixel
	// offsets and at every size a label is drawn: about 1,500 after a
	// game. A glyph cached per frame would pass 3,000 within a game.
	if st.Glyphs > 3000 {
		t.Errorf("%d cached glyphs after one game; the bound is 3,000", st.Glyphs)
	}
	if st.PicturePixel > 4_000_000 {
		t.Errorf("cached pictures cover %.2f Mpx after one game; the bound is 4 Mpx", float64(st.PicturePixel)/1e6)
	}
	if st.TexturePixel > 7_000_000 {
		t.Errorf("the cache textures hold %.2f Mpx; the bound is 7 Mpx", float64(st.TexturePixel)/1e6)
	}
}

// A scene left frees its window-sized picture, and the fade its two:
// over an evening of games they would otherwise pile up on the GPU until
// the garbage collector, which does not see GPU memory, freed them.
func TestLeavingATableFreesItsPictures(t *testing.T) {
	if !gametest.Display() {
		t.Skip("no display: run under xvfb-run")
	}
	a := scenes.NewApp(scenes.MemStore{}, scenes.NoInput{}, testShelf)
	if err := a.Prepare(scenes.ShotOptions{Scene: "table", Players: 2, Seed: 3, Actions: 20}); err != nil {
		t.Fatal(err)
	}
	tb := a.Cur.(*Table)
	screen := ebiten.NewImage(scenes.ScreenW, scenes.ScreenH)
	a.Draw(screen)
	if tb.picture.Pieces() == 0 {
		t.Fatal("the table drew without its picture")
	}
	a.Goto(scenes.NewTitle(a))
	for i := 0; a.Next != nil; i++ {
		if i > 100 {
			t.Fatal("the fade never ended")
		}
		tick(t, a, 1)
		a.Draw(screen)
	}
	if tb.picture.Pieces() != 0 {
		t.Error("the table left behind still holds its picture")
	}
	if a.FadeTo.Pieces() != 0 {
		t.Error("the fade's picture is still held after the fade")
	}
	// Entered again, the table draws its pictures anew.
	a.Goto(tb)
	for i := 0; a.Next != nil && i < 100; i++ {
		tick(t, a, 1)
	}
	a.Draw(screen)
	if tb.picture.Pieces() == 0 {
		t.Error("the table came back without its picture")
	}
}

// Markers on the same score stand side by side on the track, each with
// its colour showing, not one on top of the other.
func TestScoreMarkersOnOneScoreStandSideBySide(t *testing.T) {
	gametest.Need(t)
	a, tb := tableApp(t, graffiti.Setup{Players: 4, Seed: 3})
	for i := range tb.S.Players {
		tb.S.Players[i].Score = 40
	}
	tb.invalidate()
	f := render(a)
	x := trackX0 + (trackX1-trackX0)*0.40
	band := ui.Rect{X: x - 50, Y: trackY - 4, W: 100, H: 24}
	for seat := range tb.S.Players {
		if n := f.count(band, sprites.ArtistColors[seat], 10); n < 60 {
			t.Errorf("seat %d's marker shows %d pixels of its colour at the shared score", seat, n)
		}
	}
}

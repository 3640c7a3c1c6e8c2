package sprites

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/game/graffiti"
	"graffiti/sprites/gametest"
)

// The table's tunnel geometry at 1280×720 (scenes/layout.go): segments
// 55×112, 4 apart, side by side in their graffiti's frame.
const (
	tSegW, tSegH, tSegGap = 55, 112, 4
)

// muralPaints are the core's paints as the sprites draw them, by name.
var muralPaints = map[graffiti.Paint]Paint{graffiti.Red: Red, graffiti.Yellow: Yellow, graffiti.Blue: Blue, graffiti.Green: Green, graffiti.Black: Black}

func needs(d graffiti.SegmentDef) []Paint {
	var out []Paint
	for _, p := range d.Needs {
		out = append(out, muralPaints[p])
	}
	return out
}

// piecesOf numbers the graffiti of a tunnel's pieces as the table does:
// its index, or 10, 11, 12 for the special ones in order.
func piecesOf(tun *graffiti.Tunnel) [graffiti.NumGraffiti]int {
	var out [graffiti.NumGraffiti]int
	sp := 0
	for g, gd := range tun.Graffiti {
		out[g] = g
		if gd.Special {
			out[g] = FirstSpecial + sp
			sp++
		}
	}
	return out
}

// drawPiece draws all count slices of piece side by side from (x,y).
func drawPiece(dst *ebiten.Image, x, y float32, piece, count int, req []Paint, sprayed bool, artist color.RGBA) {
	fw := float32(count*tSegW + (count-1)*tSegGap)
	for i := range count {
		s := PieceSlice{Piece: piece, Index: i, Count: count, FrameX: x, FrameW: fw}
		DrawPieceSegment(dst, x+float32(i*(tSegW+tSegGap)), y, tSegW, tSegH, s, req, 9, sprayed, artist, 1)
	}
}

// No two pieces draw the same picture: drawn finished on the same frame
// with the same paints and artist, every two differ in a good share of
// their pixels.
func TestMuralPiecesDiffer(t *testing.T) {
	gametest.Need(t)
	ReleaseCache()
	defer ReleaseCache()
	const w, h = 4*tSegW + 3*tSegGap, tSegH
	var pix [NumPieces][]byte
	for p := range NumPieces {
		img := ebiten.NewImage(w, h)
		drawPiece(img, 0, 0, p, 4, []Paint{Red, Blue}, true, ArtistGreen)
		pix[p] = gametest.Pixels(img)
		img.Deallocate()
	}
	for a := range NumPieces {
		for b := a + 1; b < NumPieces; b++ {
			diff := 0
			for i := 0; i < len(pix[a]); i += 4 {
				d := 0
				for c := range 3 {
					d += gametest.AbsDiff(pix[a][i+c], pix[b][i+c])
				}
				if d > 60 {
					diff++
				}
			}
			if share := float64(diff) / float64(w*h); share < 0.2 {
				t.Errorf("pieces %d (%s) and %d (%s) differ in only %.0f%% of their pixels", a, PieceNames[a], b, PieceNames[b], 100*share)
			}
		}
	}
}

// Every segment's slice lies inside its segment's box, so inside its
// graffiti's frame, and the boxes of a graffiti tile its frame: for
// every graffiti of both tunnels, sketched and finished.
func TestMuralSlicesStayInTheirFrame(t *testing.T) {
	gametest.Need(t)
	ReleaseCache()
	defer ReleaseCache()
	const mx, my = 30, 30 // room round the frame where nothing may land
	for _, special := range []bool{false, true} {
		tun := graffiti.TunnelFor(special)
		pieces := piecesOf(tun)
		for g, gd := range tun.Graffiti {
			fw := gd.Len*tSegW + (gd.Len-1)*tSegGap
			img := ebiten.NewImage(fw+2*mx, tSegH+2*my)
			covered := 0
			for k := range gd.Len {
				d := tun.Segments[gd.First+k]
				box := image.Rect(mx+k*(tSegW+tSegGap), my, mx+k*(tSegW+tSegGap)+tSegW, my+tSegH)
				if box.Min.X < mx || box.Max.X > mx+fw || (k == gd.Len-1 && box.Max.X != mx+fw) || (k == 0 && box.Min.X != mx) {
					t.Fatalf("graffiti %d: segment %d's box %v does not tile the frame", g, k, box)
				}
				covered += box.Dx()
				s := PieceSlice{Piece: pieces[g], Index: k, Count: gd.Len, FrameX: mx, FrameW: float32(fw)}
				for _, sprayed := range []bool{false, true} {
					img.Clear()
					DrawPieceSegment(img, float32(box.Min.X), float32(box.Min.Y), tSegW, tSegH, s, needs(d), d.VP, sprayed, ArtistBlue, 1)
					p := gametest.Pixels(img)
					inside, outside := 0, 0
					for y := range img.Bounds().Dy() {
						for x := range img.Bounds().Dx() {
							if p[4*(y*img.Bounds().Dx()+x)+3] == 0 {
								continue
							}
							if image.Pt(x, y).In(box) {
								inside++
							} else {
								outside++
							}
						}
					}
					if outside > 0 || inside < tSegW*tSegH/2 {
						t.Errorf("special=%v graffiti %d slice %d (sprayed %v): %d pixels outside its box, %d inside", special, g, k, sprayed, outside, inside)
					}
				}
			}
			if covered+(gd.Len-1)*tSegGap != fw {
				t.Errorf("graffiti %d: the boxes cover %d of the frame's %d", g, covered+(gd.Len-1)*tSegGap, fw)
			}
			img.Deallocate()
		}
	}
}

// The tunnel at set-up shows 31 sketches: drawn as the table draws it,
// every segment's picture is a sketch (none finished), each its own, and
// every box shows pencil grey and no artist's colour.
func TestMuralSetUpTunnelIsSketched(t *testing.T) {
	gametest.Need(t)
	for _, special := range []bool{false, true} {
		ReleaseCache()
		tun := graffiti.TunnelFor(special)
		pieces := piecesOf(tun)
		const W, H = 5 * 252, 2 * 124
		img := canvas(W, H)
		for g, gd := range tun.Graffiti {
			fx := float32(int(gd.Section)*252 + 4)
			y := float32(0)
			if !gd.Upper {
				y = 124
			}
			fw := float32(gd.Len*tSegW + (gd.Len-1)*tSegGap)
			for k := range gd.Len {
				i := gd.First + k
				s := PieceSlice{Piece: pieces[g], Index: k, Count: gd.Len, FrameX: fx, FrameW: fw}
				DrawPieceSegment(img, fx+float32(k*(tSegW+tSegGap)), y, tSegW, tSegH, s, needs(tun.Segments[i]), tun.Segments[i].VP, false, ArtistBlue, 1)
			}
		}
		sketches, finished := 0, 0
		for k := range cache {
			if k.kind == kPiece {
				if k.a>>10&1 == 1 {
					finished++
				} else {
					sketches++
				}
			}
		}
		if sketches != graffiti.NumSegments || finished != 0 {
			t.Errorf("special=%v: the set-up tunnel drew %d sketches and %d finished slices, want %d and 0", special, sketches, finished, graffiti.NumSegments)
		}
		p := gametest.Pixels(img)
		for _, gd := range tun.Graffiti {
			for k := range gd.Len {
				x0 := int(gd.Section)*252 + 4 + k*(tSegW+tSegGap)
				y0 := 0
				if !gd.Upper {
					y0 = 124
				}
				grey, blue := 0, 0
				for y := y0; y < y0+tSegH; y++ {
					for x := x0; x < x0+tSegW; x++ {
						i := 4 * (y*W + x)
						c := color.RGBA{p[i], p[i+1], p[i+2], 255}
						if gametest.Near(c, Sketch, 12) {
							grey++
						}
						if gametest.Near(c, ArtistBlue, 10) {
							blue++
						}
					}
				}
				if grey < 20 || blue > 0 {
					t.Errorf("special=%v segment %d: %d pencil-grey and %d artist-blue pixels, want a sketch", special, gd.First+k, grey, blue)
				}
			}
		}
		img.Deallocate()
	}
	ReleaseCache()
}

// TestMuralSheet draws every piece sketched, finished and glowing on a
// brick wall and writes it as a PNG ($MURAL_SHEET, or mural-sheet.png in
// the temp directory) for a person to judge.
func TestMuralSheet(t *testing.T) {
	img := sheetWall(t, 1280, 1000)
	req := [][]Paint{{Red, Yellow}, {Blue}, {Green, Black}, {Yellow, Blue, Blue}}
	for p := range NumPieces {
		count := [NumPieces]int{4, 2, 4, 3, 3, 2, 4, 3, 4, 2, 3, 3, 3}[p]
		col, row := p%4, p/4
		x, y := float32(20+col*312), float32(20+row*245)
		fw := float32(count*tSegW + (count-1)*tSegGap)
		DrawPieceGlow(img, x, y+120, fw, tSegH, IsSpecialPiece(p), 1)
		for i := range count {
			s := PieceSlice{Piece: p, Index: i, Count: count, FrameX: x, FrameW: fw}
			xi := x + float32(i*(tSegW+tSegGap))
			DrawPieceSegment(img, xi, y, tSegW, tSegH, s, req[i], 9, false, ArtistRed, 1)
			DrawPieceSegment(img, xi, y+120, tSegW, tSegH, s, req[i], 9, true, ArtistColors[(p+i)%4], 1)
		}
	}
	// A flip in frames, then the flourish of a piece just completed.
	for f, p := range []float64{0.2, 0.45, 0.6, 0.85} {
		x := float32(350 + f*70)
		s := PieceSlice{Piece: 4, Index: 1, Count: 3, FrameX: x - 59, FrameW: 173}
		DrawPieceSegment(img, x, 755, tSegW, tSegH, s, req[1], 9, true, ArtistBlue, p)
	}
	for f, tt := range []float64{0.1, 0.4, 0.7} {
		x := float32(680 + f*200)
		DrawPieceGlow(img, x, 755, 173, tSegH, f == 2, tt)
		for i := range 3 {
			s := PieceSlice{Piece: 7 + 3*(f/2), Index: i, Count: 3, FrameX: x, FrameW: 173}
			DrawPieceSegment(img, x+float32(i*59), 755, tSegW, tSegH, s, req[i], 9, true, ArtistColors[i], 1)
		}
	}
	writeSheet(t, img, "MURAL_SHEET", "mural-sheet.png")
}

// TestMuralTunnelPicture draws variant 2's tunnel as the table lays it
// out, at 1920×1080's scale, most segments sprayed by three artists and
// the neutral one, and writes it to $MURAL_TUNNEL: the special pieces in
// place, all at once (-shot table -special shows them from a real game).
func TestMuralTunnelPicture(t *testing.T) {
	gametest.Need(t)
	out := os.Getenv("MURAL_TUNNEL")
	if out == "" {
		t.Skip("set MURAL_TUNNEL to the PNG to write")
	}
	const k = 1.5
	const W, H = 1920, 460
	img := ebiten.NewImage(W, H)
	DrawBricks(img, img.Bounds().Size())
	tun := graffiti.TunnelFor(true)
	pieces := piecesOf(tun)
	g := newRNG(11)
	owners := []color.RGBA{ArtistRed, ArtistBlue, ArtistGreen, NeutralTag}
	for gi, gd := range tun.Graffiti {
		fx := float32(10+252*int(gd.Section)+6) * k
		y := float32(176) * k
		if gd.Upper {
			y = 54 * k
		}
		fw := float32(gd.Len*tSegW+(gd.Len-1)*tSegGap) * k
		complete := gi%3 != 1
		if complete {
			DrawPieceGlow(img, fx, y, fw, tSegH*k, gd.Special, 1)
		}
		for s := range gd.Len {
			d := tun.Segments[gd.First+s]
			sprayed := complete || g.f() < 0.5
			who := int(g.f() * 4)
			col := owners[who]
			sl := PieceSlice{Piece: pieces[gi], Index: s, Count: gd.Len, FrameX: fx, FrameW: fw}
			x := fx + float32(s*(tSegW+tSegGap))*k
			DrawPieceSegment(img, x, y, tSegW*k, tSegH*k, sl, needs(d), d.VP, sprayed, col, 1)
			if sprayed {
				DrawTag(img, x+(tSegW-31)*k, y+(tSegH-33)*k, 30*k, col, rune("RBGN"[who]))
			}
		}
	}
	writeTestPNG(t, img, out)
}

// flipCell is one frame of the flip strip: the frame's size at the
// strip's scale, with room round it for the glow and the puff.
const (
	flipK              = 2.0
	flipPad            = 30
	flipFrameW         = (3*tSegW + 2*tSegGap) * flipK
	flipCellW, flipTop = flipFrameW + 2*flipPad, flipPad
)

// drawFlipFrame draws, at (x0, 0), POW! (three segments) as the table
// draws it while its middle segment turns over at progress p: the glow
// of the piece it completes flaring with the turn, the neighbours
// finished, the puff of spray, the tag dropping into place past 0.8.
// Without middle, the turning segment is left out.
func drawFlipFrame(dst *ebiten.Image, x0 float32, p float64, middle bool) {
	req := [][]Paint{{Red, Yellow}, {Blue, Black}, {Green}}
	artists := []color.RGBA{ArtistRed, ArtistBlue, ArtistGreen}
	w, h, gap := float32(tSegW*flipK), float32(tSegH*flipK), float32(tSegGap*flipK)
	x, y := x0+flipPad, float32(flipTop)
	DrawPieceGlow(dst, x, y, flipFrameW, h, false, p)
	for i := range 3 {
		if i == 1 && !middle {
			continue
		}
		prog := 1.0
		if i == 1 {
			prog = p
		}
		xi := x + float32(i)*(w+gap)
		s := PieceSlice{Piece: 4, Index: i, Count: 3, FrameX: x, FrameW: flipFrameW}
		DrawPieceSegment(dst, xi, y, w, h, s, req[i], 9, true, artists[i], prog)
		if prog > 0.8 {
			sz := float32(30 * flipK)
			drop := float32(12*flipK) * float32(1-min(1, (prog-0.8)/0.2))
			DrawTag(dst, xi+w-sz-1, y+h-sz-3-drop, sz, artists[i], []rune("PAJ")[i])
		}
	}
	if middle && p > 0.35 && p < 0.95 {
		DrawSprayPuff(dst, x+1.5*w+gap, y+h/2, 60*flipK, ArtistBlue, (p-0.35)/0.6)
	}
}

// The flip in four frames (0.2, 0.45, 0.7, 1.0) side by side: the
// sketch narrows, the art widens back, and the piece it completes
// lights up. The frames differ; at 0.45 the panel is a narrow strip
// (its box's outer quarter shows the wall), at 1.0 it fills its box
// again. With $MURAL_FLIP set, the strip is written there.
func TestMuralFlipStrip(t *testing.T) {
	gametest.Need(t)
	frames := []float64{0.2, 0.45, 0.7, 1.0}
	W, H := int(4*flipCellW), int(tSegH*flipK+2*flipPad)
	img := ebiten.NewImage(W, H)
	DrawBricks(img, img.Bounds().Size())
	for f, p := range frames {
		drawFlipFrame(img, float32(f)*flipCellW, p, true)
	}
	// The middle segment's box in each frame, and its outer quarter.
	box := func(f int) image.Rectangle {
		x := int(float64(f)*flipCellW + flipPad + (tSegW+tSegGap)*flipK)
		return image.Rect(x, flipTop, x+int(tSegW*flipK), flipTop+int(tSegH*flipK))
	}
	crop := func(src *ebiten.Image, r image.Rectangle) []byte {
		return gametest.Pixels(src.SubImage(r).(*ebiten.Image))
	}
	differ := func(a, b []byte) int {
		n := 0
		for i := 0; i+3 < len(a); i += 4 {
			if gametest.AbsDiff(a[i], b[i])+gametest.AbsDiff(a[i+1], b[i+1])+gametest.AbsDiff(a[i+2], b[i+2]) > 30 {
				n++
			}
		}
		return n
	}
	for i := range frames {
		for j := i + 1; j < len(frames); j++ {
			a, b := crop(img, box(i)), crop(img, box(j))
			if n := differ(a, b); n < len(a)/4/20 {
				t.Errorf("the flip at %.2f and at %.2f differ in %d pixels of its box", frames[i], frames[j], n)
			}
		}
	}
	// The same frames without the turning segment: the wall behind it.
	bare := ebiten.NewImage(W, H)
	DrawBricks(bare, bare.Bounds().Size())
	for f, p := range frames {
		drawFlipFrame(bare, float32(f)*flipCellW, p, false)
	}
	quarter := func(f int) image.Rectangle {
		r := box(f)
		return image.Rect(r.Min.X, r.Min.Y+4, r.Min.X+r.Dx()/4, r.Min.Y+r.Dy()/5)
	}
	if n := differ(crop(img, quarter(1)), crop(bare, quarter(1))); n > 0 {
		t.Errorf("at 0.45 the turning panel still covers %d pixels of its box's outer quarter", n)
	}
	q := crop(img, quarter(3))
	if n := differ(q, crop(bare, quarter(3))); n < len(q)/4/4 {
		t.Errorf("at 1.0 the panel covers only %d of %d pixels of its box's outer quarter", n, len(q)/4)
	}
	out := os.Getenv("MURAL_FLIP")
	if out == "" {
		return
	}
	writeTestPNG(t, img, out)
	t.Logf("flip strip written to %s", out)
}

// writeTestPNG saves a picture a test drew, for a person to look at.
func writeTestPNG(t *testing.T, img *ebiten.Image, out string) {
	t.Helper()
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}

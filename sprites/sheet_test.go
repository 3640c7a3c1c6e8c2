package sprites

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/fonts"
	"graffiti/sprites/gametest"
)

// TestContactSheet draws every sprite on a 1280×720 brick wall and writes
// it as a PNG ($SPRITES_SHEET, or sprites-sheet.png in the temp directory)
// so a person can look at the whole set at table scale.
func TestContactSheet(t *testing.T) {
	img := sheetWall(t, 1280, 720)
	drawSheet(img)
	writeSheet(t, img, "SPRITES_SHEET", "sprites-sheet.png")
}

// sheetWall is a w×h brick wall for a sheet a person judges. Drawing one
// takes seconds under a software renderer: -short skips it.
func sheetWall(t *testing.T, w, h int) *ebiten.Image {
	t.Helper()
	gametest.Need(t)
	if testing.Short() {
		t.Skip("-short: a sheet takes seconds under a software renderer")
	}
	img := ebiten.NewImage(w, h)
	DrawBricks(img, img.Bounds().Size())
	return img
}

// writeSheet writes a sheet as a PNG at $env, or at name in the temp
// directory, and says where.
func writeSheet(t *testing.T, img *ebiten.Image, env, name string) {
	t.Helper()
	out := os.Getenv(env)
	if out == "" {
		out = filepath.Join(os.TempDir(), name)
	}
	writeTestPNG(t, img, out)
	t.Logf("%s written to %s", name, out)
}

func label(dst *ebiten.Image, s string, cx, cy float32) {
	drawText(dst, s, fonts.Body(), 12, cx, cy, Chalk, 0.75)
}

// drawSheet draws every sprite on the wall of a sheet.
func drawSheet(dst *ebiten.Image) {
	// Neon frame and title.
	DrawNeon(dst, 30, 18, 1250, 18, NeonPink, 24, 1)
	DrawNeon(dst, 30, 702, 1250, 702, NeonCyan, 24, 1)
	DrawNeon(dst, 16, 40, 16, 680, NeonViolet, 16, 1)
	DrawNeon(dst, 1264, 40, 1264, 680, NeonViolet, 16, 1)
	drawText(dst, "Graffiti", fonts.Display(), 44, 640, 50, NeonPink, 0.35)
	drawText(dst, "Graffiti", fonts.Display(), 40, 640, 48, Chalk, 1)

	// Row 1: tunnel segments at the table's size (55×112), sketched and
	// sprayed with tags stamped at the foot, then a flip in frames, then a
	// wide panel to show the layout adapts.
	segs := []struct {
		req     []Paint
		vp      int
		sprayed bool
		col     int
	}{
		{[]Paint{Red, Yellow, Blue, Green}, 15, false, 0},
		{[]Paint{Red, Blue}, 6, true, 0},
		{[]Paint{Yellow, Black}, 9, true, 2},
		{[]Paint{Blue, Blue, Yellow}, 9, false, 0},
		{[]Paint{Green, Red}, 9, false, 0},
		{[]Paint{Yellow, Yellow}, 6, true, 1},
	}
	const segW, segH = 55, 112
	x := float32(40)
	for i, s := range segs {
		if i == 4 {
			x += 14
		}
		DrawSegment(dst, x, 74, segW, segH, s.req, s.vp, s.sprayed, ArtistColors[s.col], 1)
		if s.sprayed {
			DrawTag(dst, x+segW/2-20, 74+segH-44, 40, ArtistColors[s.col], rune("ALSK"[s.col]))
		}
		label(dst, "A"+runeString(rune('1'+i)), x+segW/2, 196)
		x += segW + 4
	}
	x += 20
	for i, p := range []float64{0, 0.3, 0.45, 0.55, 0.7, 1} {
		DrawSegment(dst, x, 74, segW, segH, []Paint{Green, Red, Black}, 15, true, ArtistGreen, p)
		if p == 1 {
			DrawTag(dst, x+segW/2-20, 74+segH-44, 40, ArtistGreen, 'K')
		}
		label(dst, []string{"flip 0", ".3", ".45", ".55", ".7", "1"}[i], x+segW/2, 196)
		x += segW + 8
	}
	DrawSprayPuff(dst, x-segW/2-8, 130, 44, ArtistGreen, 0.35)
	x += 12
	DrawSegment(dst, x, 74, 150, 52, []Paint{Red, Yellow, Blue, Blue}, 12, false, ArtistRed, 1)
	DrawSegment(dst, x, 134, 150, 52, []Paint{Red, Yellow, Blue, Blue}, 12, true, ArtistRed, 1)
	DrawTag(dst, x+105, 134, 44, ArtistRed, 'A')

	// Row 2: paint tiles, symbols large and small.
	x = 40
	for _, k := range [][]Paint{{Red}, {Yellow}, {Blue}, {Green}, {Black}, {Red, Yellow}, {Red, Blue}, {Yellow, Blue}} {
		DrawPaintTile(dst, k, x, 215, 64, 64)
		x += 76
	}
	x = 40
	for p := range numPaints {
		DrawPaintSymbol(dst, p, 680+float32(p)*64, 247, 24)
		DrawPaintSymbol(dst, p, 1010+float32(p)*26, 247, 9)
		label(dst, runeString(letter(p)), 680+float32(p)*64, 290)
	}
	DrawPaintSymbol(dst, Black, 1160, 247, 6)
	DrawPaintSymbol(dst, Green, 1180, 247, 6)
	DrawPaintSymbol(dst, Red, 1200, 247, 6)

	// Row 3: permits and bonus tiles.
	x = 40
	for pips := range 6 {
		DrawPermitTile(dst, pips, x, 320, 60)
		x += 72
	}
	x += 20
	for k := range numBonuses {
		DrawBonusTile(dst, k, x, 320, 60)
		label(dst, []string{"2 VP", "wild", "permit", "extra", "reserve", "add", "discount", "save"}[k], x+30, 394)
		x += 70
	}
	DrawBonusBack(dst, x, 320, 60)

	// Row 4: cans, tags, tokens.
	x = 40
	for _, c := range ArtistColors {
		DrawSprayCan(dst, x, 420, 90, c)
		x += 52
	}
	x += 20
	for i, c := range append(ArtistColors[:], NeutralTag) {
		DrawTag(dst, x, 420, 90, c, rune("ALSKN"[i]))
		x += 100
	}
	DrawBobby(dst, x, 425, 80)
	DrawFirstPlayerToken(dst, x+95, 425, 80)
	DrawBlockToken(dst, x+190, 425, 80)
	for i, c := range ArtistColors {
		DrawReservationMarker(dst, x+280+float32(i)*50, 430, 60, c)
	}

	// Row 5: small sizes as on the table, puffs over time, a big tile.
	x = 40
	for _, c := range ArtistColors {
		DrawSprayCan(dst, x, 560, 40, c)
		DrawTag(dst, x-6, 610, 36, c, 'B')
		x += 40
	}
	for i, c := range ArtistColors {
		DrawSprayCan(dst, 40+float32(i)*13, 665, 18, c)
	}
	for k := range numBonuses {
		DrawBonusTile(dst, k, 220+float32(k)*40, 570, 34)
		DrawPaintTile(dst, []Paint{Paint(k % 5)}, 220+float32(k)*40, 615, 34, 34)
	}
	for pips := 1; pips <= 5; pips++ {
		DrawPermitTile(dst, pips, 560+float32(pips)*40, 570, 34)
	}
	DrawPaintTile(dst, []Paint{Yellow, Blue}, 600, 612, 34, 34)
	for i, tt := range []float64{0.1, 0.3, 0.5, 0.8} {
		DrawSprayPuff(dst, 860+float32(i)*90, 610, 40, ArtistColors[i], tt)
	}
	DrawSegment(dst, 1200, 560, 60, 100, []Paint{Black}, 6, false, ArtistRed, 1)
	DrawSegment(dst, 1130, 560, 60, 100, []Paint{Black}, 6, true, ArtistYellow, 1)
}

// TestABigPictureSharesASheet: a picture over half a sheet's side that
// alone would take a whole sheet's texture (566×552: 1024×1024) goes on
// a sheet, where smaller ones then fill the rest; one that alone takes
// less than half a sheet (566×128: 1024×128) does not open a sheet for
// itself; and loose pictures count the textures they take.
func TestABigPictureSharesASheet(t *testing.T) {
	gametest.Need(t)
	ReleaseCache()
	defer ReleaseCache()
	big := Picture(566, 552)
	small := Picture(300, 200)
	if st := Atlas(); st.Sheets != 1 || st.Loose != 0 || lastSheet.img != sheets[0].img {
		t.Fatalf("566×552 then 300×200: %+v, want both on one sheet", st)
	}
	if !sameImage(big, sheets[0].img) || !sameImage(small, sheets[0].img) {
		t.Error("the pictures are not regions of the sheet")
	}
	ReleaseCache()
	Picture(sheetSize-gap, sheetSize-gap) // a sheet, full
	Picture(566, 128)
	if st := Atlas(); len(sheets) != 1 || st.Loose != 1 || st.TexturePixel != sheetSize*sheetSize+1024*128 {
		t.Errorf("566×128 with the sheets full: %+v, want it alone in a 1024×128 texture", st)
	}
}

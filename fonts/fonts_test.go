package fonts

import (
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
)

func TestFontsParseAndMeasure(t *testing.T) {
	for _, c := range []struct {
		name string
		src  func() *Source
	}{
		{"Display", Display},
		{"Body", Body},
		{"BodyBold", BodyBold},
	} {
		src := c.src()
		if src == nil {
			t.Fatalf("%s: nil source", c.name)
		}
		if src != c.src() {
			t.Errorf("%s: source parsed twice", c.name)
		}
		w, h := Measure("Graffiti", Face(src, 32), 0)
		if w <= 0 || h <= 0 {
			t.Errorf("%s: Measure(\"Graffiti\") = %v×%v, want positive", c.name, w, h)
		}
	}
}

func TestFaceIsCached(t *testing.T) {
	a := Face(Display(), 48)
	if b := Face(Display(), 48); a != b {
		t.Error("Face(Display, 48) returned a new face the second time")
	}
	if c := Face(Display(), 24); a == c {
		t.Error("faces of different sizes share one value")
	}
	if d := Face(Body(), 48); a == d {
		t.Error("faces of different sources share one value")
	}
	if n := testing.AllocsPerRun(100, func() { Face(Body(), 16) }); n != 0 {
		t.Errorf("Face allocates %v times per call, want 0", n)
	}
}

// The body fonts are the Go fonts with their hinting left out: the same
// glyphs for every character the originals have, each with the same
// advance and the same outline's bounds at the sizes the game draws.
func TestBodyFontsAreTheGoFontsUnhinted(t *testing.T) {
	for _, c := range []struct {
		name      string
		ours      *Source
		original  []byte
		originals string
	}{
		{"regular", Body(), goregular.TTF, "goregular"},
		{"bold", BodyBold(), gobold.TTF, "gobold"},
	} {
		orig, err := opentype.Parse(c.original)
		if err != nil {
			t.Fatal(err)
		}
		var buf sfnt.Buffer
		checked := 0
		for r := rune(0); r < 0x10000; r++ {
			gi, err := orig.GlyphIndex(&buf, r)
			if err != nil || gi == 0 {
				continue
			}
			if ours, err := c.ours.font.GlyphIndex(&buf, r); err != nil || ours == 0 {
				t.Errorf("%s: %U (%c) has no glyph; %s has one", c.name, r, r, c.originals)
				continue
			}
			checked++
		}
		for _, size := range []float64{11, 17, 22, 40} {
			a, _ := opentype.NewFace(orig, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
			b := Face(c.ours, size).f
			for _, r := range "Graffiti Kunststücke Tag City ÄÖÜß éèçà ×·–…→ 0123456789 Ωλ Жя" {
				ba, aa, oka := a.GlyphBounds(r)
				bb, ab, okb := b.GlyphBounds(r)
				if ba != bb || aa != ab || oka != okb {
					t.Errorf("%s at %gpx: %c is %v, advance %v; the original %v, %v", c.name, size, r, bb, ab, ba, aa)
				}
			}
		}
		t.Logf("%s: %d characters, each with its glyph", c.name, checked)
	}
}

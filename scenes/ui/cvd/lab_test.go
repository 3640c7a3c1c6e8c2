package cvd

import (
	"image/color"
	"math"
	"testing"
)

// TestToLab holds the sRGB to CIELAB conversion to values from Bruce
// Lindbloom's colour calculator (sRGB, D65, 2°): the ColorChecker's
// dark skin, blue sky, the white and a grey, and the pure primaries.
func TestToLab(t *testing.T) {
	for _, c := range []struct {
		rgb color.RGBA
		lab Lab
	}{
		{color.RGBA{106, 81, 67, 255}, Lab{36.657, 8.250, 12.270}},
		{color.RGBA{103, 122, 154, 255}, Lab{50.845, 1.004, -19.450}},
		{color.RGBA{242, 241, 236, 255}, Lab{95.095, -0.589, 2.575}},
		{color.RGBA{84, 84, 84, 255}, Lab{35.724, -0.023, 0.023}},
		{color.RGBA{255, 255, 255, 255}, Lab{100, 0, 0}},
		{color.RGBA{255, 0, 0, 255}, Lab{53.241, 80.092, 67.203}},
		{color.RGBA{0, 0, 255, 255}, Lab{32.297, 79.188, -107.860}},
	} {
		got := ToLab(ToLinear(c.rgb))
		if math.Abs(got.L-c.lab.L) > 0.05 || math.Abs(got.A-c.lab.A) > 0.05 || math.Abs(got.B-c.lab.B) > 0.05 {
			t.Errorf("%v: %.3f %.3f %.3f, want %v", c.rgb, got.L, got.A, got.B, c.lab)
		}
	}
}

// TestSimulate: every matrix keeps white white and black black (each row
// sums to 1), and each dichromacy loses what it should: protanopia and
// deuteranopia bring a red and a green of one lightness together,
// tritanopia a blue and a green, while normal vision keeps them far apart.
func TestSimulate(t *testing.T) {
	white, black := color.RGBA{255, 255, 255, 255}, color.RGBA{0, 0, 0, 255}
	for _, d := range Deficiencies {
		if w := Simulate(white, d); math.Abs(w[0]-1)+math.Abs(w[1]-1)+math.Abs(w[2]-1) > 0.001 {
			t.Errorf("%v: white becomes %v", d, w)
		}
		if k := Simulate(black, d); k != (Linear{}) {
			t.Errorf("%v: black becomes %v", d, k)
		}
	}
	diff := func(a, b color.RGBA, d Deficiency) float64 {
		return DeltaE2000(ToLab(Simulate(a, d)), ToLab(Simulate(b, d)))
	}
	red, green := color.RGBA{0xc0, 0x50, 0x20, 255}, color.RGBA{0x70, 0x80, 0x20, 255}
	for _, d := range []Deficiency{Protanopia, Deuteranopia} {
		if e := diff(red, green, d); e >= MinDeltaE {
			t.Errorf("%v: red and olive stay %.1f apart", d, e)
		}
	}
	if e := diff(red, green, Normal); e < 20 {
		t.Errorf("normal: red and olive only %.1f apart", e)
	}
	blue, teal := color.RGBA{0x30, 0x90, 0xd0, 255}, color.RGBA{0x30, 0xa0, 0x90, 255}
	if e := diff(blue, teal, Tritanopia); e >= MinDeltaE {
		t.Errorf("tritanopia: blue and teal stay %.1f apart", e)
	}
}

// TestConfusions finds a pair that only colour tells apart, and lets it
// go once the two carry different marks.
func TestConfusions(t *testing.T) {
	red, green, blue := color.RGBA{0xc0, 0x50, 0x20, 255}, color.RGBA{0x70, 0x80, 0x20, 255}, color.RGBA{0x20, 0x40, 0xff, 255}
	same := []Swatch[string]{{"red", red, "dot"}, {"olive", green, "dot"}, {"blue", blue, "dot"}}
	if got := Confusions(same); len(got) != 1 {
		t.Fatalf("red, olive and blue with one mark: %q, want the red-olive pair alone", got)
	}
	marked := []Swatch[string]{{"red", red, "dot"}, {"olive", green, "ring"}, {"blue", blue, "dot"}}
	if got := Confusions(marked); len(got) != 0 {
		t.Errorf("with their own marks: %q", got)
	}
}

// TestDiffering counts the pixels two pictures keep apart under a
// deficiency: a deuteranope loses a red and green square's difference
// but not a letter's pixels that only one of them has.
func TestDiffering(t *testing.T) {
	red, green, ink := color.RGBA{0xe8, 0x3a, 0x3a, 255}, color.RGBA{0x2e, 0xc4, 0x5e, 255}, color.RGBA{0x10, 0x10, 0x14, 255}
	picture := func(c color.RGBA, marked int) []byte {
		var p []byte
		for i := range 10 {
			px := c
			if i < marked {
				px = ink
			}
			p = append(p, px.R, px.G, px.B, 255)
		}
		return p
	}
	if n := Differing(Seen(picture(red, 0), Normal), Seen(picture(green, 0), Normal)); n != 10 {
		t.Errorf("normal sight: red and green differ at %d pixels of 10", n)
	}
	if n := Differing(Seen(picture(red, 0), Deuteranopia), Seen(picture(green, 0), Deuteranopia)); n != 0 {
		t.Errorf("deuteranopia: red and green differ at %d pixels, want none", n)
	}
	if n := Differing(Seen(picture(red, 3), Deuteranopia), Seen(picture(green, 0), Deuteranopia)); n != 3 {
		t.Errorf("deuteranopia: red with 3 marked pixels differs from green at %d", n)
	}
}

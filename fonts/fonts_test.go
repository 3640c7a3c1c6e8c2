package fonts

import (
	"testing"
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

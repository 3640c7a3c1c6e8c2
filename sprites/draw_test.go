package sprites

import "testing"

// Building paths reuses the package scratch, so after the first use it must
// not allocate. (What ebiten does with a path once it is filled is ebiten's
// business: its command queue is flushed at the end of every frame.)
func TestPathBuildingDoesNotAllocate(t *testing.T) {
	build := func() {
		begin()
		for p := range numPaints {
			symbolPath(p, 20, 20, 10)
		}
		roundRect(0, 0, 50, 40, 8)
		ellipse(10, 10, 5, 3)
		star(5, 5, 4, 2, 5)
		regular(5, 5, 4, 8, 0)
		bookmark(10, 10, 6, 10)
		dashLine(0, 0, 100, 0, 6, 3)
		squash, squashCX = 0.5, 25
		circle(3, 3, 2)
		squash = 1
		g := newRNG(7)
		for range 10 {
			circle(g.f()*10, g.f()*10, 1)
		}
		_ = runeString('Q')
	}
	build()
	if n := testing.AllocsPerRun(50, build); n != 0 {
		t.Errorf("building paths allocates %v times", n)
	}
}

func TestRNGIsDeterministic(t *testing.T) {
	a, b := newRNG(42), newRNG(42)
	for range 100 {
		x, y := a.f(), b.f()
		if x != y {
			t.Fatal("two generators with one seed diverge")
		}
		if x < 0 || x >= 1 {
			t.Fatalf("f() = %v, want [0,1)", x)
		}
	}
	c, d := newRNG(1), newRNG(2)
	if c.next() == d.next() {
		t.Error("different seeds give the same first value")
	}
}

func TestBrickImageIsDeterministicAndDark(t *testing.T) {
	a, b := brickImage(96, 64), brickImage(96, 64)
	for i := range a.Pix {
		if a.Pix[i] != b.Pix[i] {
			t.Fatal("brick wall differs between two builds")
		}
	}
	var sum int
	for i := 0; i < len(a.Pix); i += 4 {
		sum += int(a.Pix[i]) + int(a.Pix[i+1]) + int(a.Pix[i+2])
	}
	if mean := float64(sum) / float64(3*len(a.Pix)/4) / 255; mean > 0.35 {
		t.Errorf("wall mean brightness %.2f, want a dark wall", mean)
	}
}

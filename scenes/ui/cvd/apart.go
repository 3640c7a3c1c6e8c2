package cvd

import (
	"fmt"
	"image/color"
)

// MinDeltaE is the least CIEDE2000 difference, under every deficiency,
// at which two colours count as told apart by colour alone.
const MinDeltaE = 10

// Swatch is one colour a game tells apart from its kind's others, with
// the mark the game draws on it (a symbol, a letter, a pattern), as the
// game declares it beside the colour and draws it from that declaration.
type Swatch[M comparable] struct {
	Name   string
	Colour color.RGBA
	Mark   M
}

// Closest is the smallest difference between a and b under any of the
// deficiencies, and the deficiency it is found under.
func Closest(a, b color.RGBA) (float64, Deficiency) {
	least, under := 0.0, Normal
	for i, d := range Deficiencies {
		e := DeltaE2000(ToLab(Simulate(a, d)), ToLab(Simulate(b, d)))
		if i == 0 || e < least {
			least, under = e, d
		}
	}
	return least, under
}

// Confusions lists the pairs of set that nothing tells apart: the same
// mark, and colours closer than MinDeltaE for some way of seeing. Each
// is described for a test's failure.
func Confusions[M comparable](set []Swatch[M]) []string {
	var out []string
	for i, a := range set {
		for _, b := range set[i+1:] {
			if a.Mark != b.Mark {
				continue
			}
			if e, d := Closest(a.Colour, b.Colour); e < MinDeltaE {
				out = append(out, fmt.Sprintf("%s and %s: the same mark %v, and ΔE2000 %.1f under %v", a.Name, b.Name, a.Mark, e, d))
			}
		}
	}
	return out
}

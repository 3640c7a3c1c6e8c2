package sprites

import "image/color"

// Kunststücke's five colours, in the core's order (red, green, yellow,
// blue, violet), each with a pattern of its own so that colour is never
// the only cue: the table prints the pattern on every cell of a shape and
// the colour's letter on the shape. Light and dark alternate so that two
// neighbouring colours differ in lightness too.
var KSColours = [5]color.RGBA{
	{0xe8, 0x3a, 0x3a, 0xff}, // red
	{0x2e, 0xc4, 0x5e, 0xff}, // green
	{0xf5, 0xcc, 0x1f, 0xff}, // yellow
	{0x2f, 0x7d, 0xf0, 0xff}, // blue
	{0xa8, 0x5c, 0xf0, 0xff}, // violet
}

// KSPattern is the mark printed on every cell of one colour.
type KSPattern uint8

const (
	KSStripes KSPattern = iota // red: one diagonal stripe, top right to bottom left
	KSDots                     // green: a dot in the middle
	KSBars                     // yellow: two horizontal bars
	KSCross                    // blue: a plus
	KSRing                     // violet: a small ring
)

// KSPatterns gives each colour its pattern.
var KSPatterns = [5]KSPattern{KSStripes, KSDots, KSBars, KSCross, KSRing}

// KSPatternLines are a pattern's strokes in a unit cell (x0, y0, x1, y1,
// 0 to 1 from the cell's top left); the dots and rings are drawn by the
// table as circles (KSPatternDot).
func KSPatternLines(p KSPattern) [][4]float64 { return ksLines[p] }

var ksLines = [...][][4]float64{
	KSStripes: {{0.8, 0.2, 0.2, 0.8}},
	KSDots:    nil,
	KSBars:    {{0.22, 0.36, 0.78, 0.36}, {0.22, 0.64, 0.78, 0.64}},
	KSCross:   {{0.5, 0.24, 0.5, 0.76}, {0.24, 0.5, 0.76, 0.5}},
	KSRing:    nil,
}

// KSPatternDot is a pattern's round mark, as a fraction of the cell:
// its radius, and whether it is a ring rather than a dot (0: none).
func KSPatternDot(p KSPattern) (radius float64, ring bool) {
	switch p {
	case KSDots:
		return 0.16, false
	case KSRing:
		return 0.22, true
	}
	return 0, false
}

// KSTileBack is the back of an objective tile: the same for every tile,
// so a filled slot tells nothing but that it is filled.
var KSTileBack = color.RGBA{0x5a, 0x4a, 0x3c, 0xff}

func (p KSPattern) String() string {
	return [...]string{"stripe", "dot", "bars", "cross", "ring"}[p]
}

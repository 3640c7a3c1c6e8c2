package sprites

import "image/color"

// Artist colours: saturated enough to read as spray paint on dark brick, and
// far enough apart in lightness that the four seats stay distinguishable to
// colour-blind players (the tags carry an initial as well).
var (
	ArtistRed    = color.RGBA{0xee, 0x3b, 0x3b, 0xff}
	ArtistYellow = color.RGBA{0xff, 0xcc, 0x1a, 0xff}
	ArtistBlue   = color.RGBA{0x2f, 0x8c, 0xff, 0xff}
	ArtistGreen  = color.RGBA{0x2e, 0xd1, 0x6a, 0xff}

	// NeutralTag marks segments flipped by the neutral player in 2- and
	// 3-player games: a chalky grey-white that no seat uses.
	NeutralTag = color.RGBA{0xd9, 0xd6, 0xcf, 0xff}
)

// ArtistColors lists the seat colours in seat order (red, yellow, blue, green).
var ArtistColors = [4]color.RGBA{ArtistRed, ArtistYellow, ArtistBlue, ArtistGreen}

// ArtistMarks are the artist colours' marks, in the same order: a dot, a
// diamond, a ring and a cross, none of them a paint's symbol, so yellow
// and green (close for a protanope) and red and green never rest on
// colour alone. The tags, the setup's swatches and the players' strips
// draw them.
var ArtistMarks = [4]Mark{MarkDot, MarkDiamond, MarkRing, MarkCross}

// ArtistMark is artist colour i's mark (none for the neutral grey).
func ArtistMark(i int) Mark {
	if i < 0 || i >= len(ArtistMarks) {
		return MarkNone
	}
	return ArtistMarks[i]
}

// ArtistMarkOf is the mark of the artist colour col, for pictures that
// hold an artist by colour (none for a colour no artist has).
func ArtistMarkOf(col color.RGBA) Mark {
	for i, c := range ArtistColors {
		if c == col {
			return ArtistMarks[i]
		}
	}
	return MarkNone
}

// Paint colours: vivid spray tones, a touch different from the artist
// colours so a paint tile never looks like an artist's property. Black paint
// is a charcoal rather than pure black so it still shows on the dark tunnel.
var paintColors = [numPaints]color.RGBA{
	Red:    {0xe5, 0x1e, 0x2a, 0xff},
	Yellow: {0xff, 0xd6, 0x00, 0xff},
	Blue:   {0x1f, 0x5f, 0xe0, 0xff},
	Green:  {0x1d, 0xb9, 0x54, 0xff},
	Black:  {0x24, 0x22, 0x28, 0xff},
}

// paintSymbols are the paints' shapes, printed on every tile, cost and
// help picture (paint.go draws them from here): paint is never told by
// colour alone.
var paintSymbols = [numPaints]Symbol{
	Red:    SymbolDrop,
	Yellow: SymbolTriangle,
	Blue:   SymbolSquare,
	Green:  SymbolLeaf,
	Black:  SymbolStar,
}

// PaintSymbol is paint p's shape (none out of range).
func PaintSymbol(p Paint) Symbol {
	if p < 0 || p >= numPaints {
		return SymbolNone
	}
	return paintSymbols[p]
}

// The tunnel: dark brick under neon. Neon hues are chosen away from the
// artist colours so glow never reads as someone's property.
var (
	BrickDark  = color.RGBA{0x30, 0x1b, 0x18, 0xff}
	BrickLight = color.RGBA{0x5c, 0x31, 0x2a, 0xff}
	Mortar     = color.RGBA{0x1c, 0x18, 0x17, 0xff}
	Night      = color.RGBA{0x0f, 0x0d, 0x14, 0xff} // background behind everything
	NeonPink   = color.RGBA{0xff, 0x3c, 0xc7, 0xff}
	NeonCyan   = color.RGBA{0x21, 0xf0, 0xff, 0xff}
	NeonViolet = color.RGBA{0x9b, 0x5c, 0xff, 0xff}
	NeonAmber  = color.RGBA{0xff, 0xa6, 0x2b, 0xff}

	// Ink is the near-black used for outlines; Chalk the off-white used for
	// light strokes and text on dark fills.
	Ink   = color.RGBA{0x14, 0x12, 0x18, 0xff}
	Chalk = color.RGBA{0xf4, 0xf1, 0xea, 0xff}
	// Slate is the face of a spray-can space: lighter than the boards so
	// an empty space reads at a glance.
	Slate  = color.RGBA{0x3a, 0x36, 0x4a, 0xff}
	Sketch = color.RGBA{0xa8, 0xa6, 0xa2, 0xff} // pencil grey of unsprayed segments
	Paper  = color.RGBA{0xf2, 0xea, 0xd8, 0xff} // permit card stock
	Steel  = color.RGBA{0xb8, 0xbe, 0xc8, 0xff}
	Gold   = color.RGBA{0xf5, 0xc2, 0x42, 0xff}
	Police = color.RGBA{0x1b, 0x24, 0x4a, 0xff} // bobby helmet navy
)

// PaintColor returns the spray colour of p.
func PaintColor(p Paint) color.RGBA {
	if p < 0 || p >= numPaints {
		return Sketch
	}
	return paintColors[p]
}

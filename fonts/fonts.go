// Package fonts holds the typefaces of the game: a graffiti display face for
// titles and Go's own very readable faces for body text. Everything is
// embedded so the desktop and browser builds need no files at run time.
//
// The faces are rasterised by golang.org/x/image/font/opentype and drawn by
// this package (Draw, Measure) as Ebitengine's text/v2 draws a GoXFace, not
// as GoTextFaces: the game only sets short Latin labels left to right, which
// needs no shaping engine, and leaving the go-text shaper (HarfBuzz port,
// OpenType tables, bidi) out of the link makes the browser download about a
// fifth smaller (issue 8: 5.06 MB gzipped before, 4.12 MB after); text/v2
// itself is left out too (draw.go says why).
package fonts

import (
	_ "embed"
	"fmt"
	"sync"
	"sync/atomic"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
)

// Kaushan Script (SIL OFL 1.1, see KaushanScript-OFL.txt beside this file):
// a brush-script face that reads as spray-painted lettering.
//
//go:embed KaushanScript-Regular.otf
var displayOTF []byte

// The Go fonts (golang.org/x/image's gofont, Go-LICENSE.txt beside this
// file) without their hinting instructions: the faces are drawn unhinted
// (Face), so the instructions were half of each file and never run; every
// glyph and its outline is kept, and TestBodyFontsAreTheGoFontsUnhinted
// holds them to the originals. The files are made with fontTools:
//
//	fonttools subset Go-Regular.ttf --unicodes='*' --no-hinting \
//		--layout-features='*' --glyph-names --notdef-outline
//
// (the same for Go-Bold.ttf): 66 KB less of the browser's download,
// gzipped.
var (
	//go:embed Go-Regular.ttf
	goRegularTTF []byte
	//go:embed Go-Bold.ttf
	goBoldTTF []byte
)

// Source is one parsed typeface; Face makes sized faces from it.
type Source struct {
	name string
	font *opentype.Font
}

var (
	displayOnce, bodyOnce, boldOnce sync.Once
	display, body, bodyBold         *Source
)

// parse turns embedded font bytes into a source. The bytes are compiled into
// the binary, so a failure is a build defect, not a run-time condition: panic
// with a message that says which font broke.
func parse(name string, data []byte) *Source {
	f, err := opentype.Parse(data)
	if err != nil {
		panic(fmt.Sprintf("fonts: embedded %s font is broken: %v", name, err))
	}
	return &Source{name: name, font: f}
}

// Display is the graffiti display font, for titles and big numbers.
func Display() *Source {
	displayOnce.Do(func() { display = parse("display (Kaushan Script)", displayOTF) })
	return display
}

// Body is the plain font for running text, labels and the log.
func Body() *Source {
	bodyOnce.Do(func() { body = parse("body (Go Regular)", goRegularTTF) })
	return body
}

// BodyBold is the bold variant of Body, for emphasis and small numbers.
func BodyBold() *Source {
	boldOnce.Do(func() { bodyBold = parse("body bold (Go Bold)", goBoldTTF) })
	return bodyBold
}

type faceKey struct {
	src  *Source
	size float64
}

var (
	facesMu sync.Mutex
	faces   = map[faceKey]*SizedFace{}
)

// Face returns a face of src at size pixels. Faces are cached by (source,
// size) so that drawing code can ask for one every frame without allocating,
// and so each size keeps one glyph cache; the returned face is shared.
// Hinting is off: labels are drawn at tweened sizes and squashed, and
// unhinted outlines scale smoothly between them.
func Face(src *Source, size float64) *SizedFace {
	k := faceKey{src, size}
	facesMu.Lock()
	defer facesMu.Unlock()
	f, ok := faces[k]
	if !ok {
		xf, err := opentype.NewFace(src.font, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			panic(fmt.Sprintf("fonts: %s at %gpx: %v", src.name, size, err))
		}
		f = newFace(xf)
		faces[k] = f
	}
	return f
}

// Release forgets every sized face, so the glyphs drawn at an old window
// scale are not kept; the next Face call makes them again.
func Release() {
	facesMu.Lock()
	defer facesMu.Unlock()
	for _, f := range faces {
		f.glyphs.clear() // a face held by a caller must not draw dropped regions
		f.loose.clear()
	}
	clear(faces)
	released.Add(1)
}

// released counts the Releases: Draw gathers a label's glyphs again when
// one came while it gathered them.
var released atomic.Uint64

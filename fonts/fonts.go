// Package fonts holds the typefaces of the game: a graffiti display face for
// titles and Go's own very readable faces for body text. Everything is
// embedded so the desktop and browser builds need no files at run time.
package fonts

import (
	"bytes"
	_ "embed"
	"fmt"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Kaushan Script (SIL OFL 1.1, see KaushanScript-OFL.txt beside this file):
// a brush-script face that reads as spray-painted lettering.
//
//go:embed KaushanScript-Regular.otf
var displayOTF []byte

var (
	displayOnce, bodyOnce, boldOnce sync.Once
	display, body, bodyBold         *text.GoTextFaceSource
)

// parse turns embedded font bytes into a face source. The bytes are compiled
// into the binary, so a failure is a build defect, not a run-time condition:
// panic with a message that says which font broke.
func parse(name string, data []byte) *text.GoTextFaceSource {
	src, err := text.NewGoTextFaceSource(bytes.NewReader(data))
	if err != nil {
		panic(fmt.Sprintf("fonts: embedded %s font is broken: %v", name, err))
	}
	return src
}

// Display is the graffiti display font, for titles and big numbers.
func Display() *text.GoTextFaceSource {
	displayOnce.Do(func() { display = parse("display (Kaushan Script)", displayOTF) })
	return display
}

// Body is the plain font for running text, labels and the log.
func Body() *text.GoTextFaceSource {
	bodyOnce.Do(func() { body = parse("body (Go Regular)", goregular.TTF) })
	return body
}

// BodyBold is the bold variant of Body, for emphasis and small numbers.
func BodyBold() *text.GoTextFaceSource {
	boldOnce.Do(func() { bodyBold = parse("body bold (Go Bold)", gobold.TTF) })
	return bodyBold
}

type faceKey struct {
	src  *text.GoTextFaceSource
	size float64
}

var (
	facesMu sync.Mutex
	faces   = map[faceKey]*text.GoTextFace{}
)

// Face returns a face of src at size pixels. Faces are cached by (source,
// size) so that drawing code can ask for one every frame without allocating;
// the returned face is shared and must not be mutated.
func Face(src *text.GoTextFaceSource, size float64) *text.GoTextFace {
	k := faceKey{src, size}
	facesMu.Lock()
	defer facesMu.Unlock()
	f, ok := faces[k]
	if !ok {
		f = &text.GoTextFace{Source: src, Size: size}
		faces[k] = f
	}
	return f
}

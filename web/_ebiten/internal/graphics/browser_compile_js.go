// Added to Ebitengine for Graffiti's browser build (web/ebitengine.go):
// in the browser, compileShader reads the program compiled when the
// game was built, from browserPrograms (browser_programs_js.go, which
// the build's generator writes: internal/browserprecompile), so that
// the page carries no Kage compiler and spends no time in it. Every
// shader Ebitengine marks as its own (//ebitengine:shadersource) is
// there; the game has none of its own.

package graphics

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

func compileShader(fragmentSrc []byte) (*shaderir.Program, error) {
	id := CalcSourceID(fragmentSrc)
	b, ok := browserPrograms[id]
	if !ok {
		return nil, fmt.Errorf("graphics: the shader %s was not compiled with the game", id)
	}
	return shaderir.ParseProgram([]byte(b))
}

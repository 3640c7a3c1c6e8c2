// Added to Ebitengine for Graffiti's browser build (web/ebitengine.go):
// outside the browser, compileShader is Ebitengine's CompileShader as it
// was, and the build's generator (internal/browserprecompile) compiles
// the browser's programs with it.

//go:build !js

package graphics

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/internal/shader"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

func compileShader(fragmentSrc []byte) (*shaderir.Program, error) {
	value, err := ParseKageUnitDirective(fragmentSrc)
	if err != nil {
		return nil, err
	}
	if value != "pixels" {
		return nil, fmt.Errorf("graphics: the `//kage:unit pixels` directive is required")
	}

	const (
		vert = "__vertex"
		frag = "Fragment"
	)
	ir, err := shader.Compile(completeShaderSource(fragmentSrc), vert, frag, ShaderSrcImageCount)
	if err != nil {
		return nil, err
	}

	if ir.VertexFunc.Block == nil {
		return nil, fmt.Errorf("graphics: vertex shader entry point '%s' is missing", vert)
	}
	if ir.FragmentFunc.Block == nil {
		return nil, fmt.Errorf("graphics: fragment shader entry point '%s' is missing", frag)
	}
	return ir, nil
}

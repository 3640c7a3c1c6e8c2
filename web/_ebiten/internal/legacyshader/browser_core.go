// Added to Ebitengine for Graffiti's browser build (web/ebitengine.go):
// the build's generator (internal/browserprecompile) compiles each
// shader as CompileShader does, from the source it gives the compiler.

package legacyshader

// CoreSource is the source CompileShader gives graphics.CompileShader.
func CoreSource(fragmentSrc []byte) ([]byte, error) {
	src, _, err := convertToCoreSource(fragmentSrc)
	return src, err
}

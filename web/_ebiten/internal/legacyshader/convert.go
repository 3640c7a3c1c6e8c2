// Copyright 2026 The Ebitengine Authors
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

// Graffiti's browser build compiles this file in place of Ebitengine
// v2.10.4's internal/legacyshader/convert.go (web/overlay.go), which
// rewrites a shader written in texels into pixels with go/printer. Every
// shader the game compiles is in pixels: Ebitengine's own (the built-in
// ones, colorm's and the vector package's stencils) and none of its
// own. A texel shader would be refused, not drawn otherwise.

package legacyshader

import "errors"

// convertToPixels refuses: see above.
func convertToPixels(src []byte) ([]byte, error) {
	return nil, errors.New("legacyshader: texel-unit shaders are not in this build")
}

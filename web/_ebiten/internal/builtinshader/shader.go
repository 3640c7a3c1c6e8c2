// Copyright 2022 The Ebitengine Authors
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
// v2.10.4's internal/builtinshader/shader.go (web/overlay.go). It returns the
// same sources, as Ebitengine's gen.go writes them to defs.go, without
// executing a text/template: the template's reflection by method name
// keeps every exported method of the program in the download.

package builtinshader

import "sync"

type Filter int

const (
	FilterNearest Filter = iota
	FilterLinear
	FilterPixelated
)

const FilterCount = 3

type Address int

const (
	AddressUnsafe Address = iota
	AddressClampToZero
	AddressRepeat
)

const AddressCount = 3

// sources are the built-in shaders' sources, as gen.go writes them to defs.go.
var sources = [FilterCount][AddressCount]string{
	{"//kage:unit pixels\n\npackage main\n\n\n\nfunc Fragment(dstPos vec4, src0Pos vec2, color vec4) vec4 {\n\n\n\tclr := imageSrc0UnsafeAt(src0Pos)\n\n\n\n\t// Apply the color scale.\n\tclr *= color\n\n\treturn clr\n}\n\n", "//kage:unit pixels\n\npackage main\n\n\n\nfunc Fragment(dstPos vec4, src0Pos vec2, color vec4) vec4 {\n\n\n\tclr := imageSrc0At(src0Pos)\n\n\n\n\t// Apply the color scale.\n\tclr *= color\n\n\treturn clr\n}\n\n", "//kage:unit pixels\n\npackage main\n\n\nfunc adjustSrcPosForAddressRepeat(p vec2) vec2 {\n\torigin := imageSrc0Origin()\n\tsize := imageSrc0Size()\n\treturn mod(p - origin, size) + origin\n}\n\n\nfunc Fragment(dstPos vec4, src0Pos vec2, color vec4) vec4 {\n\n\n\tclr := imageSrc0At(adjustSrcPosForAddressRepeat(src0Pos))\n\n\n\n\t// Apply the color scale.\n\tclr *= color\n\n\treturn clr\n}\n\n"},
	{"//kage:unit pixels\n\npackage main\n\n\n\nfunc Fragment(dstPos vec4, src0Pos vec2, color vec4) vec4 {\n\n\n\tp0 := src0Pos - 1/2.0\n\tp1 := src0Pos + 1/2.0\n\n\n\n\n\n\tc0 := imageSrc0UnsafeAt(p0)\n\tc1 := imageSrc0UnsafeAt(vec2(p1.x, p0.y))\n\tc2 := imageSrc0UnsafeAt(vec2(p0.x, p1.y))\n\tc3 := imageSrc0UnsafeAt(p1)\n\n\n\n\trate := fract(p1)\n\n\tclr := mix(mix(c0, c1, rate.x), mix(c2, c3, rate.x), rate.y)\n\n\n\t// Apply the color scale.\n\tclr *= color\n\n\treturn clr\n}\n\n", "//kage:unit pixels\n\npackage main\n\n\n\nfunc Fragment(dstPos vec4, src0Pos vec2, color vec4) vec4 {\n\n\n\tp0 := src0Pos - 1/2.0\n\tp1 := src0Pos + 1/2.0\n\n\n\n\n\n\tc0 := imageSrc0At(p0)\n\tc1 := imageSrc0At(vec2(p1.x, p0.y))\n\tc2 := imageSrc0At(vec2(p0.x, p1.y))\n\tc3 := imageSrc0At(p1)\n\n\n\n\trate := fract(p1)\n\n\tclr := mix(mix(c0, c1, rate.x), mix(c2, c3, rate.x), rate.y)\n\n\n\t// Apply the color scale.\n\tclr *= color\n\n\treturn clr\n}\n\n", "//kage:unit pixels\n\npackage main\n\n\nfunc adjustSrcPosForAddressRepeat(p vec2) vec2 {\n\torigin := imageSrc0Origin()\n\tsize := imageSrc0Size()\n\treturn mod(p - origin, size) + origin\n}\n\n\nfunc Fragment(dstPos vec4, src0Pos vec2, color vec4) vec4 {\n\n\n\tp0 := src0Pos - 1/2.0\n\tp1 := src0Pos + 1/2.0\n\n\n\n\tp0 = adjustSrcPosForAddressRepeat(p0)\n\tp1 = adjustSrcPosForAddressRepeat(p1)\n\n\n\n\tc0 := imageSrc0At(p0)\n\tc1 := imageSrc0At(vec2(p1.x, p0.y))\n\tc2 := imageSrc0At(vec2(p0.x, p1.y))\n\tc3 := imageSrc0At(p1)\n\n\n\n\trate := fract(p1)\n\n\tclr := mix(mix(c0, c1, rate.x), mix(c2, c3, rate.x), rate.y)\n\n\n\t// Apply the color scale.\n\tclr *= color\n\n\treturn clr\n}\n\n"},
	{"//kage:unit pixels\n\npackage main\n\n\n\nfunc Fragment(dstPos vec4, src0Pos vec2, color vec4) vec4 {\n\n\n\t// inversedScale is the size of the region on the source image.\n\t// The size is the inverse of the geometry-matrix scale.\n\tinversedScale := vec2(abs(dfdx(src0Pos.x)), abs(dfdy(src0Pos.y)))\n\t// Cap the inversedScale to 1 as dfdx/dfdy is not accurate on some machines (#3182).\n\tinversedScale = min(inversedScale, vec2(1))\n\tp0 := src0Pos - inversedScale/2.0\n\tp1 := src0Pos + inversedScale/2.0\n\n\n\n\n\n\tc0 := imageSrc0UnsafeAt(p0)\n\tc1 := imageSrc0UnsafeAt(vec2(p1.x, p0.y))\n\tc2 := imageSrc0UnsafeAt(vec2(p0.x, p1.y))\n\tc3 := imageSrc0UnsafeAt(p1)\n\n\n\n\trate := clamp(fract(p1)/inversedScale, 0, 1)\n\n\tclr := mix(mix(c0, c1, rate.x), mix(c2, c3, rate.x), rate.y)\n\n\n\t// Apply the color scale.\n\tclr *= color\n\n\treturn clr\n}\n\n", "//kage:unit pixels\n\npackage main\n\n\n\nfunc Fragment(dstPos vec4, src0Pos vec2, color vec4) vec4 {\n\n\n\t// inversedScale is the size of the region on the source image.\n\t// The size is the inverse of the geometry-matrix scale.\n\tinversedScale := vec2(abs(dfdx(src0Pos.x)), abs(dfdy(src0Pos.y)))\n\t// Cap the inversedScale to 1 as dfdx/dfdy is not accurate on some machines (#3182).\n\tinversedScale = min(inversedScale, vec2(1))\n\tp0 := src0Pos - inversedScale/2.0\n\tp1 := src0Pos + inversedScale/2.0\n\n\n\n\n\n\tc0 := imageSrc0At(p0)\n\tc1 := imageSrc0At(vec2(p1.x, p0.y))\n\tc2 := imageSrc0At(vec2(p0.x, p1.y))\n\tc3 := imageSrc0At(p1)\n\n\n\n\trate := clamp(fract(p1)/inversedScale, 0, 1)\n\n\tclr := mix(mix(c0, c1, rate.x), mix(c2, c3, rate.x), rate.y)\n\n\n\t// Apply the color scale.\n\tclr *= color\n\n\treturn clr\n}\n\n", "//kage:unit pixels\n\npackage main\n\n\nfunc adjustSrcPosForAddressRepeat(p vec2) vec2 {\n\torigin := imageSrc0Origin()\n\tsize := imageSrc0Size()\n\treturn mod(p - origin, size) + origin\n}\n\n\nfunc Fragment(dstPos vec4, src0Pos vec2, color vec4) vec4 {\n\n\n\t// inversedScale is the size of the region on the source image.\n\t// The size is the inverse of the geometry-matrix scale.\n\tinversedScale := vec2(abs(dfdx(src0Pos.x)), abs(dfdy(src0Pos.y)))\n\t// Cap the inversedScale to 1 as dfdx/dfdy is not accurate on some machines (#3182).\n\tinversedScale = min(inversedScale, vec2(1))\n\tp0 := src0Pos - inversedScale/2.0\n\tp1 := src0Pos + inversedScale/2.0\n\n\n\n\tp0 = adjustSrcPosForAddressRepeat(p0)\n\tp1 = adjustSrcPosForAddressRepeat(p1)\n\n\n\n\tc0 := imageSrc0At(p0)\n\tc1 := imageSrc0At(vec2(p1.x, p0.y))\n\tc2 := imageSrc0At(vec2(p0.x, p1.y))\n\tc3 := imageSrc0At(p1)\n\n\n\n\trate := clamp(fract(p1)/inversedScale, 0, 1)\n\n\tclr := mix(mix(c0, c1, rate.x), mix(c2, c3, rate.x), rate.y)\n\n\n\t// Apply the color scale.\n\tclr *= color\n\n\treturn clr\n}\n\n"},
}

var (
	shaders  [FilterCount][AddressCount][]byte
	shadersM sync.Mutex
)

// ShaderSource returns the built-in shader source based on the given parameters.
func ShaderSource(filter Filter, address Address) []byte {
	shadersM.Lock()
	defer shadersM.Unlock()

	if s := shaders[filter][address]; s != nil {
		return s
	}
	b := []byte(sources[filter][address])
	shaders[filter][address] = b
	return b
}

//ebitengine:shadersource
const ClearShaderSource = `//kage:unit pixels

package main

func Fragment() vec4 {
	return vec4(0)
}
`

// Copyright 2018 The Ebiten Authors
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
// v2.10.4's imagedumper.go (web/ebitengine.go). Ebitengine takes a
// screenshot, or dumps its internal images, at a key named by the
// environment variable EBITENGINE_SCREENSHOT_KEY (or
// EBITENGINE_INTERNAL_IMAGES_KEY). The game's page gives the program
// no environment, so no key was ever named; without them the download
// carries no PNG encoder, zip writer or table of key names.

package ebiten

type imageDumper struct{}

func (i *imageDumper) update() error {
	return nil
}

func (i *imageDumper) dump(screen *Image, transparent bool) error {
	return nil
}

package main

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
)

// iconSizes are the squares the archives want: Windows' icon (16 to
// 256), the Linux desktop's hicolor theme (16 to 512), the web's home
// screen (180 for iOS, 192 and 512 for the manifest) and macOS' icns
// (16 to 1024).
var iconSizes = []int{16, 24, 32, 48, 64, 128, 180, 192, 256, 512, 1024}

// icons are the game's icon drawn at each size, as PNG files.
type icons map[int]string

// drawIcons has the game draw its icon at every size: each size is
// drawn, not scaled from one picture, so the small ones stay sharp
// (their frame is thicker and their tag larger).
func drawIcons(game, dir string) (icons, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	ic := icons{}
	for _, n := range iconSizes {
		path := filepath.Join(dir, fmt.Sprintf("graffiti-%d.png", n))
		cmd := exec.Command(game, "-shot", "icon", "-width", fmt.Sprint(n), "-out", path)
		if msg, err := cmd.CombinedOutput(); err != nil {
			return nil, fmt.Errorf("drawing the %d px icon (a display is needed: xvfb-run): %v\n%s", n, err, msg)
		}
		ic[n] = path
	}
	return ic, nil
}

// image decodes the icon of one size.
func (ic icons) image(n int) (image.Image, error) {
	path, ok := ic[n]
	if !ok {
		return nil, fmt.Errorf("no %d px icon", n)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return png.Decode(f)
}

package scenes

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
)

// The browser writes no files: -shot and -soak, which do, are the
// desktop's (cli's desktop), and the PNG codec and the profiler stay out
// of the download (pngfile.go).

// WritePNG is the desktop's; in the browser it fails.
func WritePNG(img *ebiten.Image, path string) error {
	return errors.New("the browser writes no files")
}

func writeHeapProfile(name string) {}

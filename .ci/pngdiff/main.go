// Command pngdiff compares pictures pixel by pixel, for .ci/shots: it
// reads pairs of PNG files (before, after) and prints, for each pair
// that differs, how many pixels differ and how many by more than a tenth
// of a channel's range. It exits 1 when any pair differs.
package main

import (
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"
)

func main() {
	args := os.Args[1:]
	if len(args) == 0 || len(args)%2 != 0 {
		fmt.Fprintln(os.Stderr, "usage: pngdiff BEFORE.png AFTER.png [BEFORE.png AFTER.png ...]")
		os.Exit(2)
	}
	differ := false
	for i := 0; i < len(args); i += 2 {
		msg, err := compare(args[i], args[i+1])
		if err != nil {
			fmt.Fprintf(os.Stderr, "pngdiff: %v\n", err)
			os.Exit(2)
		}
		if msg != "" {
			differ = true
			fmt.Printf("%s: %s\n", args[i+1], msg)
		}
	}
	if differ {
		os.Exit(1)
	}
}

// compare says how two pictures differ ("" when they do not).
func compare(before, after string) (string, error) {
	a, err := read(before)
	if err != nil {
		return "", err
	}
	b, err := read(after)
	if err != nil {
		return "", err
	}
	if a.Bounds() != b.Bounds() {
		return fmt.Sprintf("size %v, was %v", b.Bounds().Size(), a.Bounds().Size()), nil
	}
	n, big := 0, 0
	for i := 0; i < len(a.Pix); i += 4 {
		d := 0
		for c := 0; c < 4; c++ {
			d = max(d, abs(int(a.Pix[i+c])-int(b.Pix[i+c])))
		}
		if d > 0 {
			n++
		}
		if d > 25 {
			big++
		}
	}
	if n == 0 {
		return "", nil
	}
	return fmt.Sprintf("%d pixels differ, %d of them by more than a tenth", n, big), nil
}

func read(path string) (*image.RGBA, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	rgba := image.NewRGBA(img.Bounds())
	draw.Draw(rgba, rgba.Bounds(), img, img.Bounds().Min, draw.Src)
	return rgba, nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

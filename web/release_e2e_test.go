package web

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/chromedp/chromedp"
)

// The release's web folder (bash .ci/release writes it into a zip) is
// checked where CI names the release with GRAFFITI_DIST; without it this
// test skips. It is the folder as a café gets it: unzipped, served by a
// plain static file server, not by graffiti serve.
func TestTheReleasedWebFolderPlaysFromAStaticServer(t *testing.T) {
	t.Parallel() // a browser of its own: it runs beside the others once the timed tests are done
	dist := os.Getenv("GRAFFITI_DIST")
	if dist == "" {
		t.Skip("GRAFFITI_DIST names no release (bash .ci/release writes one)")
	}
	zips, _ := filepath.Glob(filepath.Join(dist, "graffiti-*-web.zip"))
	if len(zips) != 1 {
		t.Fatalf("%s holds %d web archives", dist, len(zips))
	}
	root := filepath.Join(unzipTo(t, zips[0]), "graffiti-web") // not graffiti/: the Linux program's name

	// Every precompressed copy is its file, compressed.
	copies, _ := filepath.Glob(filepath.Join(root, "*.gz"))
	brs, _ := filepath.Glob(filepath.Join(root, "*.br"))
	copies = append(copies, brs...)
	if len(copies) < 10 {
		t.Errorf("only %d precompressed copies: %v", len(copies), copies)
	}
	for _, c := range copies {
		orig := readFile(t, strings.TrimSuffix(strings.TrimSuffix(c, ".gz"), ".br"))
		var r io.Reader
		if strings.HasSuffix(c, ".gz") {
			zr, err := gzip.NewReader(bytes.NewReader(readFile(t, c)))
			if err != nil {
				t.Fatalf("%s: %v", c, err)
			}
			r = zr
		} else {
			r = brotli.NewReader(bytes.NewReader(readFile(t, c)))
		}
		got, err := io.ReadAll(r)
		if err != nil || !bytes.Equal(got, orig) {
			t.Errorf("%s does not decompress to its original (%v)", filepath.Base(c), err)
		}
	}
	wasm := readFile(t, filepath.Join(root, "graffiti.wasm"))
	for _, name := range hookNames {
		if bytes.Contains(wasm, []byte(name)) {
			t.Errorf("the released wasm carries the test hook %q", name)
		}
	}
	gz := len(readFile(t, filepath.Join(root, "graffiti.wasm.gz")))
	t.Logf("the released wasm: %d bytes, %d gzipped, %d brotli", len(wasm), gz, len(readFile(t, filepath.Join(root, "graffiti.wasm.br"))))
	// The release's wasm is within the download's bars.
	if gz > wasmGzBar {
		t.Errorf("the released wasm is %.2f MB gzipped, over %.2f MB", float64(gz)/1e6, float64(wasmGzBar)/1e6)
	}
	if br := len(readFile(t, filepath.Join(root, "graffiti.wasm.br"))); br > wasmBrBar {
		t.Errorf("the released wasm is %.2f MB brotli'd, over %.2f MB", float64(br)/1e6, float64(wasmBrBar)/1e6)
	}
	checkManifest(t, root)

	// Served as static files, the café demo (?demo=1) opens on its
	// table: the loading screen goes, the bots play (the table moves),
	// and a tap brings the title.
	path := chromiumPath(t)
	srv := httptest.NewServer(http.FileServer(http.Dir(root)))
	defer srv.Close()
	ctx, cancel := browser(t, path)
	defer cancel()
	// At half a device pixel a CSS pixel, as the whole games: the demo
	// draws every frame, and at one it took a minute of the two cores.
	viewport(t, ctx, 1280, 720, false, lowDPR)
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/?demo=1")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the first frame (the loading screen hidden)", `document.getElementById("loading").style.display === "none"`)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.frameCount = 0; (function f() { window.frameCount++; requestAnimationFrame(f); })(); true`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "30 frames", `window.frameCount > 30`)
	table := screenshot(t, ctx, "release-web-demo-table.png")
	all := table.Bounds()
	// The bots play: the table changes (a release has no hooks to say
	// a move was made; the pictures do), within a minute.
	var later image.Image
	for end := time.Now().Add(time.Minute); ; {
		later = screenshot(t, ctx, "release-web-demo-later.png")
		if differ(table, later, all) >= all.Dx()*all.Dy()/1000 {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("the demo's table changed in %d pixels in a minute: it does not play", differ(table, later, all))
		}
		time.Sleep(time.Second)
	}
	frames, err := chromedp.Run(ctx, chromedp.Evaluate[int](`window.frameCount`))
	if err != nil {
		t.Fatal(err)
	}
	touch(t, ctx, 640, 360)
	waitFor(t, ctx, "frames after the tap", fmt.Sprintf(`window.frameCount > %d`, frames+90))
	title := screenshot(t, ctx, "release-web-title.png")
	if n := differ(later, title, all); n < all.Dx()*all.Dy()/5 {
		t.Errorf("after a tap the screen changed in %d pixels: the demo did not give way to the title", n)
	}
	if msg := evalString(t, ctx, `String(window.graffitiLoadError || "")`); msg != "" {
		t.Errorf("the page says: %s", msg)
	}
}

// checkManifest: the page links its web manifest, which parses and names
// icons that are there, at their sizes.
func checkManifest(t *testing.T, root string) {
	t.Helper()
	if !bytes.Contains(readFile(t, filepath.Join(root, "index.html")), []byte(`rel="manifest" href="manifest.webmanifest"`)) {
		t.Error("index.html links no manifest")
	}
	var m struct {
		Name  string
		Icons []struct{ Src, Sizes string }
	}
	if err := json.Unmarshal(readFile(t, filepath.Join(root, "manifest.webmanifest")), &m); err != nil {
		t.Fatalf("the manifest: %v", err)
	}
	if m.Name != "Graffiti" || len(m.Icons) < 2 {
		t.Errorf("the manifest names %q with %d icons", m.Name, len(m.Icons))
	}
	for _, ic := range m.Icons {
		c, err := png.DecodeConfig(bytes.NewReader(readFile(t, filepath.Join(root, ic.Src))))
		if err != nil || fmt.Sprintf("%dx%d", c.Width, c.Height) != ic.Sizes {
			t.Errorf("the manifest's icon %s is %dx%d, not %s (%v)", ic.Src, c.Width, c.Height, ic.Sizes, err)
		}
	}
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// unzipTo unpacks a zip into a temporary folder.
func unzipTo(t *testing.T, path string) string {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	dir := t.TempDir()
	for _, f := range zr.File {
		dst := filepath.Join(dir, filepath.FromSlash(f.Name))
		if !strings.HasPrefix(dst, dir+string(filepath.Separator)) {
			t.Fatalf("%s escapes the folder", f.Name)
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(filepath.Dir(dst), 0o755)
		if err := os.WriteFile(dst, data, f.Mode()); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

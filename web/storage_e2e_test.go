package web

import (
	"fmt"
	"image"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// blockStorage makes window.localStorage throw as a browser does in a
// framed page with storage blocked: reading the property raises a
// SecurityError.
const blockStorage = `Object.defineProperty(window, "localStorage", {
	configurable: true,
	get() { throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", "SecurityError"); },
});`

// amber counts the pixels of r near the notice's amber (255, 166, 43).
func amber(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if absDiff(cr>>8, 255) < 40 && absDiff(cg>>8, 166) < 40 && absDiff(cb>>8, 43) < 50 {
				n++
			}
		}
	}
	return n
}

// With localStorage blocked the game still starts, says once that it
// cannot save, and plays on: a game is started and an action taken, and
// frames keep coming (a panic would stop them).
func TestBrowserWithStorageBlockedPlaysOnAndSaysSo(t *testing.T) {
	t.Parallel() // a browser of its own: it runs beside the others once the timed tests are done
	ctx, url, done := withPage(t)
	defer done()
	slowDisplay(t, ctx, gameDisplayHz)
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: blockStorage}); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	if got := evalString(t, ctx, `(() => { try { localStorage; return "open"; } catch (e) { return e.name; } })()`); got != "SecurityError" {
		t.Fatalf("localStorage is not blocked in the page: %s", got)
	}
	waitFor(t, ctx, "the first frame", `!!(window.graffiti && window.graffiti.frames > 0)`)
	waitFor(t, ctx, "the title", `window.graffiti.scene === "title"`)
	waitFor(t, ctx, "the title to settle", `window.graffiti.busy === false`)
	title := screenshot(t, ctx, "storage-blocked-title.png")
	if n := amber(title, image.Rect(100, 8, 1180, 60)); n < 150 {
		t.Errorf("no notice on the title that the game cannot save (%d amber pixels)", n)
	}

	clickWhen(t, ctx, firstButtonX, firstButtonY, "the new-game screen", `window.graffiti.scene === "setup"`)
	clickWhen(t, ctx, startX, startY, "the curtain", `window.graffiti.scene === "curtain"`)
	clickWhen(t, ctx, 640, 360, "the table", `window.graffiti.scene === "table"`)
	hash0 := evalString(t, ctx, `window.graffiti.hash`)
	waitFor(t, ctx, "the table to settle", `window.graffiti.busy === false`)
	clickHeld(t, ctx, g1X, g1Y)
	clickWhen(t, ctx, confirmX, confirmY, "the action to be played", fmt.Sprintf(`window.graffiti.hash !== %q`, hash0))
	frames := evalString(t, ctx, `String(window.graffiti.frames)`)
	waitFor(t, ctx, "more frames after the action", fmt.Sprintf(`window.graffiti.frames > %s + 20`, frames))
	screenshot(t, ctx, "storage-blocked-table.png")
	if got := evalString(t, ctx, `window.graffitiLoadError ? String(window.graffitiLoadError) : ""`); got != "" {
		t.Errorf("the page reports %q", got)
	}
}

// A reload asks for the wasm with its ETag and gets 304: the game is not
// downloaded twice.
func TestBrowserReloadDoesNotDownloadTheWasmAgain(t *testing.T) {
	t.Parallel() // a browser of its own: it runs beside the others once the timed tests are done
	path := chromiumPath(t)
	var mu sync.Mutex
	var answers []string
	h := theBuild(t).Handler()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &statusRecorder{ResponseWriter: w}
		h.ServeHTTP(rec, r)
		if r.URL.Path == "/graffiti.wasm" {
			mu.Lock()
			answers = append(answers, fmt.Sprintf("%d %s", rec.status, rec.Header().Get("Content-Encoding")))
			mu.Unlock()
		}
	}))
	defer srv.Close()
	ctx, cancel := browser(t, path)
	defer cancel()
	open(t, ctx, srv.URL)
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the first frame after the reload", `!!(window.graffiti && window.graffiti.frames > 0)`)
	mu.Lock()
	defer mu.Unlock()
	t.Logf("answers for graffiti.wasm: %v", answers)
	if len(answers) != 2 || answers[0][:3] != "200" || answers[1][:3] != "304" {
		t.Errorf("the wasm was answered %v; want 200 then 304", answers)
	}
}

type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (s *statusRecorder) WriteHeader(code int) {
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = 200
	}
	return s.ResponseWriter.Write(b)
}

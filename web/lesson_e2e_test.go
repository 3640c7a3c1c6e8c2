package web

import (
	"context"
	"fmt"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// lessonGame is the game whose lesson the browser plays: the one of
// fewest taps (17, where Tag City's takes 51 and Kunststücke's 23; each
// game's lesson is played by taps in-process by scenes/boxes; the
// browser's is the wasm build's one path). Tag City's 51 clicks took
// 510 s beside the browser games on a loaded CI machine.
const lessonGame = "graffiti"

// A newcomer learns a game in the browser by mouse clicks on its real
// table (where window.graffitiLessonTap says: Learn on the title, then
// each step's tap), leaves half-way by reloading the page, and Learn on
// the title takes the lesson up at the step it was left at; played on,
// it ends in the game's real scoring.
func TestBrowserLessonIsPlayedByTapsAndTakenUpAfterAReload(t *testing.T) {
	t.Parallel() // a browser of its own: it runs beside the others once the timed tests are done
	// A whole lesson and a reload: the whole games' time, not a page's
	// four minutes (a loaded machine's run took 240 s to its last taps).
	srv := httptest.NewServer(theBuild(t).Handler())
	defer srv.Close()
	ctx, cancel := browserFor(t, chromiumPath(t), 10*time.Minute)
	defer cancel()
	url := srv.URL
	viewport(t, ctx, 1280, 720, false, lowDPR)
	slowDisplay(t, ctx, gameDisplayHz)
	instantMoves(t, ctx)
	open(t, ctx, url)
	waitFor(t, ctx, "the title", `window.graffiti.scene === "title"`)

	clicks := 0
	// Left where the lesson waits for the newcomer (a tap offered): a
	// step the other seat plays goes on by itself, and a reload read
	// one step earlier than the one kept.
	left := learnUntil(t, ctx, &clicks, func(l lessonLook) bool { return l.Lesson >= 6 && len(l.Tap) == 2 })
	t.Logf("left at step %d after %d clicks", left.Lesson+1, clicks)
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the title after the reload", `!!window.graffiti && window.graffiti.scene === "title"`)
	back := learnUntil(t, ctx, &clicks, func(l lessonLook) bool { return l.Lesson >= 0 })
	if back.Lesson != left.Lesson {
		t.Fatalf("Learn after the reload took the lesson up at step %d, not at step %d where it was left", back.Lesson+1, left.Lesson+1)
	}
	learnUntil(t, ctx, &clicks, func(l lessonLook) bool { return l.Scene == "scoring" && l.Game == lessonGame })
	t.Logf("the lesson to its scoring in %d clicks", clicks)
	screenshot(t, ctx, "lesson-scoring.png")
}

// lessonLook is what the page tells of itself: the scene, its game, the
// lesson's step and where to click next.
type lessonLook struct {
	Scene  string    `json:"scene"`
	Game   string    `json:"game"`
	Lesson int       `json:"lesson"`
	Tap    []float64 `json:"tap"`
}

// learnUntil clicks where the page says a newcomer taps next until done
// says the page is where the test wants it.
func learnUntil(t *testing.T, ctx context.Context, clicks *int, done func(lessonLook) bool) lessonLook {
	t.Helper()
	end := time.Now().Add(8 * time.Minute)
	var last lessonLook
	for time.Now().Before(end) {
		l, err := chromedp.Run(ctx, chromedp.Evaluate[lessonLook](fmt.Sprintf(
			`({scene: String(window.graffiti.scene), game: String(window.graffiti.game), lesson: window.graffiti.lesson ?? -1, tap: window.graffitiLessonTap(%q) || []})`, lessonGame)))
		if err != nil {
			t.Fatalf("after %d clicks: %v", *clicks, err)
		}
		if done(l) {
			return l
		}
		if fmt.Sprint(l) != fmt.Sprint(last) {
			t.Logf("after %d clicks: %+v", *clicks, l)
			last = l
		}
		if len(l.Tap) != 2 {
			time.Sleep(20 * time.Millisecond)
			continue
		}
		clickHeld(t, ctx, l.Tap[0], l.Tap[1]) // the page is 1280×720 CSS pixels: the game's own
		*clicks++
	}
	screenshot(t, ctx, "lesson-stuck.png")
	t.Fatalf("the lesson did not get there in 8 minutes (%d clicks), last at %+v", *clicks, last)
	return lessonLook{}
}

package web

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/page"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// The seat buttons of the new-game screen, in the page's 1280×720.
const seat2X, seat2Y = 662, 382 // two seats: the second seat's who-plays button (scenes/setup.go)

// gapRecorder measures, in the page, the longest time between two drawn
// frames (requestAnimationFrame) while a bot was thinking at both ends,
// and how many such frames there were.
const gapRecorder = `(() => {
	window.botGaps = {max: 0, frames: 0, over: 0, idleMax: 0, idleFrames: 0, idleSum: 0, sum: 0};
	let last = 0, was = false;
	const f = (t) => {
		const now = !!(window.graffiti && window.graffiti.thinking);
		const g = window.botGaps;
		if (now && was) {
			g.max = Math.max(g.max, t - last);
			g.frames++;
			g.sum += t - last;
			if (t - last > 100) g.over++;
		} else if (!now && !was && last > 0) {
			g.idleMax = Math.max(g.idleMax, t - last);
			g.idleFrames++;
			g.idleSum += t - last;
		}
		last = t; was = now;
		requestAnimationFrame(f);
	};
	requestAnimationFrame(f);
	// Main-thread tasks over 50 ms, as the browser reports them: the
	// ones that ran while a bot thought.
	window.botGaps.task = 0; window.botGaps.tasks = 0;
	new PerformanceObserver((list) => {
		for (const e of list.getEntries()) {
			if (window.graffiti && window.graffiti.thinking) {
				window.botGaps.task = Math.max(window.botGaps.task, e.duration);
				window.botGaps.tasks++;
			}
		}
	}).observe({type: "longtask"});
	return true;
})()`

type botGaps struct {
	Max        float64 `json:"max"`
	Frames     int     `json:"frames"`
	Sum        float64 `json:"sum"`
	Task       float64 `json:"task"`
	Tasks      int     `json:"tasks"`
	Over       int     `json:"over"`
	IdleMax    float64 `json:"idleMax"`
	IdleFrames int     `json:"idleFrames"`
	IdleSum    float64 `json:"idleSum"`
}

// A person against the hard bot in the browser: while the bot thinks
// (its second of search, in slices between frames) the page keeps
// drawing at its own pace: its slices keep to their 8 ms, hardly one in
// a hundred is long enough to be seen (50 ms), and each decision is
// heard within 2 s.
func TestBrowserDrawsFramesWhileTheHardBotThinks(t *testing.T) {
	ctx, done := onTitle(t)
	defer done()
	clickWhen(t, ctx, firstButtonX, firstButtonY, "the new-game screen", `window.graffiti.scene === "setup"`)
	// The page's own pace, for comparison: frames on the still set-up,
	// each drawn (a screen at rest is drawn one tick in three, and the
	// table while a bot thinks may not be at rest: the two paces would
	// not be the same measure).
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`graffitiRestful(false), true`)); err != nil {
		t.Fatal(err)
	}
	base, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`new Promise((done) => {
		let last = 0, max = 0, n = 0, sum = 0;
		const end = performance.now() + 2000;
		const f = (t) => { if (last > 0) { max = Math.max(max, t - last); n++; sum += t - last; } last = t; if (t < end) requestAnimationFrame(f); else { window.baseMean = sum / n; done(max); } };
		requestAnimationFrame(f);
	})`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	baseMean, _ := strconv.ParseFloat(evalString(t, ctx, `String(window.baseMean)`), 64)
	t.Logf("WebGL drawn by %s", renderer(t, ctx))
	t.Logf("on the still new-game screen the longest gap between frames over 2 s was %.0f ms (mean %.0f ms)", base, baseMean)
	for _, want := range []string{"person,easy", "person,medium", "person,hard"} {
		clickWhen(t, ctx, seat2X, seat2Y, "seat 2 as "+want, `window.graffiti.hash === "`+want+`"`)
	}
	// One person against a bot: Start goes straight to the table.
	clickWhen(t, ctx, startX, startY, "the table, without a curtain", `window.graffiti.scene === "table"`)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](gapRecorder)); err != nil {
		t.Fatal(err)
	}
	// The person's turns are played where Autoplay would tap; the bot's
	// are watched until enough frames were drawn while it thought.
	deadline := time.Now().Add(4 * time.Minute)
	for {
		gaps, err := chromedp.Run(ctx, chromedp.Evaluate[botGaps](`window.botGaps`))
		require.NoError(t, err)
		thinking := evalString(t, ctx, `String(window.graffiti.thinking)`) == "true"
		if gaps.Frames >= 120 && !thinking {
			slice, _ := strconv.ParseFloat(evalString(t, ctx, `String(window.graffiti.longestSlice)`), 64)
			decision, _ := strconv.ParseFloat(evalString(t, ctx, `String(window.graffiti.longestDecision)`), 64)
			decisions, _ := strconv.Atoi(evalString(t, ctx, `String(window.graffiti.slicedDecisions)`))
			slices, _ := strconv.Atoi(evalString(t, ctx, `String(window.graffiti.slicesThought)`))
			searched := evalString(t, ctx, `window.graffiti.searched + " ms of search in " + window.graffiti.searchWall + " ms"`)
			searchedMs, _ := strconv.ParseFloat(evalString(t, ctx, `String(window.graffiti.searched)`), 64)
			t.Logf("the hard bot's %d decisions were thought in %d slices (%s); the longest slice %.1f ms, the longest decision %.0f ms", decisions, slices, searched, slice, decision)
			t.Logf("%d frames drawn while the hard bot thought: longest gap %.0f ms (%d over 100 ms), mean %.0f ms; main-thread tasks over 50 ms meanwhile: %d, the longest %.0f ms", gaps.Frames, gaps.Max, gaps.Over, gaps.Sum/float64(gaps.Frames), gaps.Tasks, gaps.Task)
			t.Logf("the new-game screen's pace, before: mean gap %.0f ms", baseMean)
			if decisions == 0 || slices < 2*decisions {
				t.Errorf("the hard bot's %d decisions were thought in %d slices; want them spread over slices", decisions, slices)
			}
			// A frame waits for at most one slice of the bot's search:
			// the slices keep to their 8 ms on the whole (their mean),
			// and hardly any is long enough to be seen (over 50 ms). One
			// slice's wall time alone is no measure: a machine busy with
			// other work puts the browser's process aside now and then
			// (the still page above has gaps of over 100 ms for that),
			// and a slice it falls in is measured long (81.8 ms once in
			// CI, against 19 ms at most with an arena beside it here).
			slow, _ := strconv.Atoi(evalString(t, ctx, `String(window.graffiti.slowSlices)`))
			t.Logf("slices over 50 ms: %d of %d", slow, slices)
			if mean := searchedMs / float64(max(slices, 1)); mean > 16 {
				t.Errorf("the bot's slices took %.1f ms each on the whole; want 8 ms, at most 16", mean)
			}
			if slow*100 > slices {
				t.Errorf("%d of the bot's %d slices took over 50 ms; want at most one in a hundred", slow, slices)
			}
			if decision > 2000 {
				t.Errorf("a hard decision took %.0f ms in the browser; want at most 2 s", decision)
			}
			// The longest gap is reported, not asserted: on two loaded
			// cores (the other test packages run alongside) the still
			// page itself has gaps of over 100 ms. The pace while the bot
			// thinks is held to the same table's while it does not (the
			// person's turns, in between): measured in the same minute,
			// on the same screen, under the same load. The new-game
			// screen's, a lighter screen measured before, is only told:
			// in a run of the README's command whose load changed after
			// it, the ratio to it once passed the bar (81 ms against 52)
			// with the slices at 8.5 ms on the whole and none over 50.
			idleMean := gaps.IdleSum / float64(max(gaps.IdleFrames, 1))
			t.Logf("the table's pace while no bot thought: mean gap %.0f ms over %d frames", idleMean, gaps.IdleFrames)
			if gaps.IdleFrames < 30 {
				t.Errorf("only %d frames drawn while no bot thought: no pace to compare with", gaps.IdleFrames)
			}
			if mean := gaps.Sum / float64(gaps.Frames); mean > 1.5*idleMean {
				t.Errorf("frames while the bot thought: mean gap %.0f ms; the table's own pace is %.0f ms", mean, idleMean)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("only %d frames seen while the bot thought (longest gap %.0f ms)", gaps.Frames, gaps.Max)
		}
		if !thinking {
			next, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`graffitiNextTap() || []`))
			require.NoError(t, err)
			if len(next) == 2 {
				click(t, ctx, next[0], next[1])
			}
		}
		time.Sleep(150 * time.Millisecond)
	}
	screenshot(t, ctx, "bot-turn.png")
}

// ?demo=1 starts the café demo: bots play (the board changes between two
// screenshots some seconds apart), and a click brings the title back.
// With GRAFFITI_FIGURES set, it measures an idle table's processor
// beside the demo's moving one too (idleBesideMoving).
func TestBrowserDemoPlaysAndAClickEndsIt(t *testing.T) {
	t.Parallel() // a browser of its own: it runs beside the others once the timed tests are done
	ctx, url, done := withPage(t)
	defer done()
	slowDisplay(t, ctx, gameDisplayHz)
	displayCounted(t, ctx)
	figure := figures()
	// Sound off (volume 1 is scenes.VolOff): a browser's audio output,
	// once a touch opened it, asks the game for samples, silence too,
	// as long as the page lives, and that is not the frames' cost this
	// measures (docs/figures.md: a fifth of a core in the renderer).
	presetSettings(t, ctx, `{volume: 1}`)
	open(t, ctx, url+"/?demo=1")
	waitFor(t, ctx, "the demo's table", `window.graffiti.demo === true && window.graffiti.scene === "table"`)
	h0 := evalString(t, ctx, `window.graffiti.hash`)
	first := screenshot(t, ctx, "demo-1.png")
	waitFor(t, ctx, "a bot's move", fmt.Sprintf(`window.graffiti.hash !== %q`, h0))
	waitFor(t, ctx, "the move to land", `window.graffiti.busy === false`)
	second := screenshot(t, ctx, "demo-2.png")
	if n := differ(first, second, first.Bounds()); n < 200 {
		t.Errorf("the demo's table changed in only %d pixels between two screenshots", n)
	}
	var moving pageCost
	if figure {
		moving = costOver(t, ctx, idleCPUWindow)
	}
	clickHeld(t, ctx, 640, 360)
	waitFor(t, ctx, "the title after a click", `window.graffiti.demo === false && window.graffiti.scene === "title"`)
	screenshot(t, ctx, "demo-3-title.png")
	// A new game's table (Graffiti, the demo's first), waiting for a
	// person's move, left alone past its deep rest (scenes/rest.go).
	clickWhen(t, ctx, firstButtonX, firstButtonY, "the new-game screen", `window.graffiti.scene === "setup"`)
	clickWhen(t, ctx, startX, startY, "the curtain", `window.graffiti.scene === "curtain"`)
	clickWhen(t, ctx, 640, 360, "the table", `window.graffiti.scene === "table" && window.graffiti.game === "graffiti"`)
	waitFor(t, ctx, "the table left alone (scenes/rest.go)", `window.graffiti.busy === false && window.graffiti.untouched === true`)
	if figure {
		idleBesideMoving(t, ctx, moving)
	}
	restingLoopSleeps(t, ctx)
	quickTapTakenAtOnce(t, ctx)
}

// displayCounted counts the page's display frames in
// window.graffitiTestDisplay once graffitiTestCount() starts it: a loop
// of the display's own animation frames (slowDisplay's rate), beside the
// game's, which the page holds while the game rests.
func displayCounted(t *testing.T, ctx context.Context) {
	t.Helper()
	src := `(() => {
		const raf = window.requestAnimationFrame.bind(window);
		window.graffitiTestDisplay = 0;
		window.graffitiTestCount = () => { const loop = () => { window.graffitiTestDisplay++; raf(loop); }; raf(loop); };
	})()`
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: src}); err != nil {
		t.Fatal(err)
	}
}

// restingLoopSleeps: at a table deeply at rest the page runs its game
// loop only for the frames the game asks for (a drawing every two
// seconds), not at every display frame (web/index.html's
// graffitiFrames): over 45 display frames the loop ran as many times as
// the game drew, and a time or two more. Counted in frames: the loop's
// runs, the game's frames, the display's.
func restingLoopSleeps(t *testing.T, ctx context.Context) {
	t.Helper()
	evalString(t, ctx, `(window.graffitiTestCount(), window.graffitiTestLoop0 = window.graffitiFrames.ran, window.graffitiTestFrames0 = window.graffiti.frames, "")`)
	waitFor(t, ctx, "45 display frames", `window.graffitiTestDisplay >= 45`)
	type counts struct{ Display, Loop, Frames int }
	c, err := chromedp.Run(ctx, chromedp.Evaluate[counts](`({display: window.graffitiTestDisplay, loop: window.graffitiFrames.ran - window.graffitiTestLoop0, frames: window.graffiti.frames - window.graffitiTestFrames0})`))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("at rest, over %d display frames: the game's loop ran %d times, the game drew %d frames", c.Display, c.Loop, c.Frames)
	if c.Loop > c.Frames+3 {
		t.Errorf("at rest the page ran the game's loop %d times in %d display frames, for %d frames drawn", c.Loop, c.Display, c.Frames)
	}
}

// quickTapTakenAtOnce: a quick tap (down and up 50 ms apart) on a table
// deeply at rest is taken at the page's next frames, not at the rest's
// next drawing (up to two seconds, 60 display frames at the tests' 30):
// the page asks the game for a frame as the input comes. Counted in the
// display's frames, from the press to the frame that took the tap (the
// table no longer untouched), on the table's empty corner.
func quickTapTakenAtOnce(t *testing.T, ctx context.Context) {
	t.Helper()
	p := []float64{8, 712}
	at, err := chromedp.Run(ctx, chromedp.Evaluate[int](`window.graffitiTestDisplay`))
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, p[0], p[1], chromedp.ButtonLeft, chromedp.ClickCount(1))); err != nil {
		t.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond)
	if err := chromedp.Do(ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, p[0], p[1], chromedp.ButtonLeft, chromedp.ClickCount(1))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the quick tap taken", `window.graffiti.untouched === false`)
	took, err := chromedp.Run(ctx, chromedp.Evaluate[int](`window.graffitiTestDisplay`))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("a quick tap at rest shown after %d display frames", took-at)
	if took-at > quickTapFrames {
		t.Errorf("a quick tap at a table at rest was shown %d display frames after it came; want %d at most", took-at, quickTapFrames)
	}
}

// idleBesideMoving: an idle table costs the browser at most a tenth of
// the processor the demo's moving table cost it, each measured over
// idleCPUWindow: after the demo, a new game's table of the same game
// (Graffiti, the demo's first), waiting for a person's move, nothing
// touched. A figure, not in the README's command: 20 s of a browser,
// and on this machine the bar is not met yet (docs/figures.md, "An
// idle table's processor": 10.1 % on a quiet machine).
func idleBesideMoving(t *testing.T, ctx context.Context, moving pageCost) {
	t.Helper()
	idle := costOver(t, ctx, idleCPUWindow)
	t.Logf("the browser's processes: the idle table %v; the demo's moving table %v: %.1f %% (the sound's output: %s)", idle, moving, 100*idle.share()/moving.share(),
		evalString(t, ctx, `(window.graffiti.sound ? "opened, " : "never opened, ") + (window.graffitiSound ? window.graffitiSound.state() : "none")`))
	if moving.frames < idleMovingFrames {
		// As the native test (scenes/boxes/idlecpu_test.go): a machine
		// this loaded gives the moving table too little of itself for
		// its share to be the table's.
		t.Skipf("the demo's table drew %d frames in %v: the machine is too loaded to measure its share", moving.frames, moving.wall.Round(time.Millisecond))
	}
	if idle.share() > moving.share()/10 {
		t.Errorf("the idle table cost the browser %.1f %% of the processor the moving one did; want 10 %% at most", 100*idle.share()/moving.share())
	}
}

// idleCPUWindow is how long an idle table and a moving one are measured
// in the browser (issue 64's ten seconds): the idle table is drawn
// every two seconds, so five of its drawings are in the window.
const idleCPUWindow = 10 * time.Second

// quickTapFrames is the most display frames a quick tap at rest may
// take to be shown (see quickTapTakenAtOnce; measured below it in
// docs/figures.md).
const quickTapFrames = 15

// idleMovingFrames is the frames the moving table must draw in its
// window for its share of the processor to be measured (the native
// test's movingFrames).
const idleMovingFrames = 120

// consoleProblems collects the page's console errors, its warnings about
// sound, and its uncaught exceptions, from now on.
func consoleProblems(ctx context.Context) func() []string {
	var mu sync.Mutex
	var got []string
	_ = chromedp.Listen(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *cdpruntime.EventConsoleAPICalled:
			if ev.Type == cdpruntime.ConsoleAPICalledTypeError {
				var parts []string
				for _, a := range ev.Args {
					parts = append(parts, string(a.Value)+a.Description)
				}
				got = append(got, string(ev.Type)+": "+strings.Join(parts, " "))
			}
		case *cdpruntime.EventExceptionThrown:
			got = append(got, "exception: "+ev.ExceptionDetails.Text)
		case *cdplog.EventEntryAdded:
			// Errors, and warnings about sound (the software renderer's
			// own performance notes are no fault of the page).
			if ev.Entry.Level == cdplog.EntryLevelError || (ev.Entry.Level == cdplog.EntryLevelWarning && strings.Contains(strings.ToLower(ev.Entry.Text), "audio")) {
				got = append(got, string(ev.Entry.Level)+": "+ev.Entry.Text+" "+ev.Entry.URL)
			}
		}
	})
	return func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), got...)
	}
}

// Sound in the browser starts with the first touch, as browsers require,
// and nothing complains before it: no console error or warning, no
// exception, from the page's load to a played action.
func TestBrowserSoundStartsAfterTheFirstTouchWithoutErrors(t *testing.T) {
	t.Parallel() // a browser of its own: it runs beside the others once the timed tests are done
	ctx, url, done := withPixellessPage(t)
	defer done()
	if _, err := chromedp.Call(ctx, cdplog.Enable, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	problems := consoleProblems(ctx)
	open(t, ctx, url)
	waitFor(t, ctx, "the title", `window.graffiti.scene === "title"`)
	time.Sleep(2 * time.Second)
	if evalString(t, ctx, `String(window.graffiti.sound)`) != "false" {
		t.Error("the sound started before any touch")
	}
	clickWhen(t, ctx, firstButtonX, firstButtonY, "the new-game screen", `window.graffiti.scene === "setup"`)
	waitFor(t, ctx, "the sound to start after the click", `window.graffiti.sound === true`)
	clickWhen(t, ctx, startX, startY, "the curtain", `window.graffiti.scene === "curtain"`)
	clickWhen(t, ctx, 640, 360, "the table", `window.graffiti.scene === "table"`)
	h := evalString(t, ctx, `window.graffiti.hash`)
	clickHeld(t, ctx, g1X, g1Y)
	clickWhen(t, ctx, confirmX, confirmY, "the action to be played", fmt.Sprintf(`window.graffiti.hash !== %q`, h))
	// At rest, no cue for a while: the output is quieted (its
	// AudioContext suspended: its thread asks for no more samples of
	// silence); the next move's cue wakes it.
	waitFor(t, ctx, "the output quieted at rest", `window.graffitiSound.state() === "suspended"`)
	h = evalString(t, ctx, `window.graffiti.hash`)
	for i := 0; evalString(t, ctx, `window.graffiti.hash`) == h; i++ {
		if i > 100 {
			t.Fatal("the next move was not played")
		}
		tap, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`window.graffitiNextTap("graffiti") || []`))
		if err != nil {
			t.Fatal(err)
		}
		if len(tap) == 2 {
			clickHeld(t, ctx, tap[0], tap[1])
		} else {
			time.Sleep(50 * time.Millisecond)
		}
	}
	waitFor(t, ctx, "the output woken by the move's cue", `window.graffitiSound.state() === "running"`)
	time.Sleep(time.Second)
	if p := problems(); len(p) > 0 {
		t.Errorf("the page complained: %q", p)
	}
}

package room

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes"
	"graffiti/scenes/boxes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites/gametest"
)

// walkSizes are the windows the program is played in: a computer's,
// a television's, a tablet on its side, a phone held upright and the
// same phone on its side (a lesson's card and the table letterboxed in
// 844×390).
var walkSizes = [][2]float64{{1280, 720}, {1920, 1080}, {1024, 768}, {390, 844}, {844, 390}}

// walked is a screen the program can show: its name, and how an app is
// put on it (the walk then lays it out at each size, in each language);
// upright, that it is laid out upright on a window taller than wide (720
// wide, as tall as the window makes it), not its wide layout shrunk.
type walked struct {
	name    string
	open    func(t *testing.T) *scenes.App
	upright bool
}

// walkScreens are every screen and state the program can show, a line
// each: a screen to come is one more line here.
func walkScreens(t *testing.T) []walked {
	var out []walked
	add := func(name string, open func(t *testing.T) *scenes.App) {
		out = append(out, walked{name: name, open: open})
	}
	addUpright := func(name string, open func(t *testing.T) *scenes.App) {
		out = append(out, walked{name: name, open: open, upright: true})
	}
	shot := func(o scenes.ShotOptions) func(t *testing.T) *scenes.App {
		return func(t *testing.T) *scenes.App {
			a := newApp()
			if err := a.Prepare(o); err != nil {
				t.Fatal(err)
			}
			return a
		}
	}
	url := startHost(t)
	for i, box := range boxes.Shelf {
		name := box.Rules().Name()
		_, most := box.Rules().Players()
		o := scenes.ShotOptions{Box: i, Players: most, Seed: 7}
		at := func(scene string, actions int) scenes.ShotOptions {
			o := o
			o.Scene, o.Actions = scene, actions
			return o
		}
		add(name+" title", shot(at("title", 0)))
		add(name+" setup", shot(at("setup", 0)))
		add(name+" setup where a host is at hand", func(t *testing.T) *scenes.App {
			a := newApp()
			a.OpenRoom = Opener(url) // Room, and "Open to anyone" beside it
			if err := a.Prepare(at("setup", 0)); err != nil {
				t.Fatal(err)
			}
			return a
		})
		add(name+" settings", shot(at("settings", 0)))
		for p := range box.Book(words.English).Pages() {
			o := at("rules", 0)
			o.Page = p
			add(fmt.Sprintf("%s rules page %d", name, p+1), shot(o))
		}
		// The table at points of a game that reach each of its phases.
		for _, n := range []int{0, 1, 2, 3, 5, 8, 13, 30, 60} {
			add(fmt.Sprintf("%s table after %d actions", name, n), shot(at("table", n)))
		}
		// The lesson's card over its table: its first step, one half-way
		// and its last (the walk's time is the README's command's).
		for _, n := range []int{0, len(box.Lesson().Steps) / 2, len(box.Lesson().Steps) - 1} {
			o := at("lesson", 0)
			o.Page = n
			add(fmt.Sprintf("%s lesson step %d", name, n+1), func(t *testing.T) *scenes.App {
				a := shot(o)(t)
				if err := a.Run(scenes.FadeTicks + 1); err != nil { // the lesson's table faded in, its card on it
					t.Fatal(err)
				}
				return a
			})
		}
		add(name+" curtain", shot(at("curtain", 0)))
		add(name+" scoring", shot(at("scoring", 0)))
		phones := []scenes.Seat{{Away: true}, {Away: true}, {Away: true}}
		add(name+" room's join panel", func(t *testing.T) *scenes.App {
			r := openRoom(t, url, box, []string{"Ana", "Ben", "Cleo"}, phones)
			return r.table
		})
		add(name+" phone choosing its seat", func(t *testing.T) *scenes.App {
			r := openRoom(t, url, box, []string{"Ana", "Ben", "Cleo"}, phones, 0)
			until(t, "the seats on the phone", r.apps, func() bool { _, ok := r.hands[0].NextTap(0); return ok })
			return r.phones[0]
		})
		// The phone's hand (a far seat's table on a window wider than
		// tall) at points of a game, and its tally at the end.
		for _, n := range []int{0, 7, 20} {
			add(fmt.Sprintf("%s hand or far seat after %d actions", name, n), func(t *testing.T) *scenes.App {
				m, played := playedTo(t, box, 9, n)
				a, _ := handOn(t, box, m, m.ToAct(), played, 390, 844)
				return a
			})
			add(fmt.Sprintf("%s hand in words after %d actions", name, n), func(t *testing.T) *scenes.App {
				m, played := playedTo(t, box, 9, n)
				a, h := handOn(t, box, m, m.ToAct(), played, 390, 844)
				h.list = true
				return a
			})
		}
		add(name+" phone's tally", func(t *testing.T) *scenes.App {
			m, played := playedTo(t, box, 4, 1<<20)
			a, h := handOn(t, box, m, 1, played, 390, 844)
			res := m.Result()
			h.sess.result = &res
			return a
		})
		// The room's rematch offered: on a seat's page, to answer, and
		// at the table screen, which chooses what a seat not answered
		// becomes.
		add(name+" rematch offered to a seat", rematchOnAHand(box, 390, 844))
		add(name+" rematch offered to a far seat", rematchOnAHand(box, 1280, 720))
		add(name+" rematch offered at the table", rematchAtTheTable(box))
		// The watch page, live and in its replay: upright on a phone
		// held upright (a watcher is not asked to turn it).
		addUpright(name+" watched live", watchAt(box, 12, -1, false))
		addUpright(name+" replay at its first step", watchAt(box, 12, 0, false))
		addUpright(name+" replay at step 2", watchAt(box, 12, 2, false))
		addUpright(name+" replay playing", watchAt(box, 12, 5, true))
		addUpright(name+" watched at the end", watchAt(box, 1<<20, -1, false))
		addUpright(name+" replay of a finished game", watchAt(box, 1<<20, 3, false))
	}
	addUpright("My games", mineShown) // upright on a phone, wide elsewhere
	return out
}

// watchAt opens the watch page of a room of box's game after n random
// actions, as the host would have sent it, over a link to no host; at
// is the replay's step shown (-1: live), playing whether it plays on.
func watchAt(box scenes.Box, n, at int, playing bool) func(t *testing.T) *scenes.App {
	return func(t *testing.T) *scenes.App {
		a := newApp()
		m, played := playedTo(t, box, 9, n)
		w := &Watch{shelf: boxes.Shelf, box: box, code: "BCDFG", asked: -1}
		w.link = Open("ws://127.0.0.1:9/rooms", wire.Request{Type: wire.ReqWatch, Room: w.code}, w.code, "")
		t.Cleanup(w.link.Close)
		spectator := func(m game.Match, played int) *Remote {
			r := NewRemote(box.Rules(), nil, w.link)
			welcomedAs(r, wire.RoleSpectator, m, played, 1)
			if m.ToAct() == game.Nobody {
				res := m.Result()
				r.result = &res
			}
			return r
		}
		w.live = spectator(m, played)
		a.Cur = w
		if err := a.Run(3); err != nil {
			t.Fatal(err)
		}
		if at >= 0 {
			ms, _ := playedTo(t, box, 9, at)
			w.step = spectator(ms, at)
			w.step.replay = true
			w.stepBoard, w.at, w.inner, w.playing = box.Watch(a, w.step), at, nil, playing
		}
		return a
	}
}

// misplaced is what is wrong with the controls of a's last frame: one
// that leaves its screen, or two enabled ones that overlap, where a tap
// could mean either. Only buttons are controls (a panel holding
// buttons is none, so nothing nested is compared); a button drawn twice
// in a frame, in the same place with the same label, is one control;
// rectangles that only touch do not overlap.
func misplaced(a *scenes.App) []string {
	lw, lh := a.Logical()
	const e = 0.5
	var out []string
	cs := a.Controls()
	for i, c := range cs {
		r := c.R
		if r.X < -e || r.Y < -e || r.X+r.W > lw+e || r.Y+r.H > lh+e {
			out = append(out, fmt.Sprintf("%q at %s leaves the %.0f×%.0f screen", c.Label, rect(r), lw, lh))
		}
		if !c.Enabled {
			continue
		}
		for _, d := range cs[i+1:] {
			if !d.Enabled || d == c {
				continue
			}
			s := d.R
			if min(r.X+r.W, s.X+s.W)-max(r.X, s.X) > e && min(r.Y+r.H, s.Y+s.H)-max(r.Y, s.Y) > e {
				out = append(out, fmt.Sprintf("%q at %s overlaps %q at %s", c.Label, rect(r), d.Label, rect(s)))
			}
		}
	}
	return out
}

// notUpright is what is wrong with the layout of a page laid out upright
// on a window taller than wide: laid out wide there, or wide on a wide
// window; and, upright, a control of the watch page's bar smaller than a
// finger's target (ui.MinTarget).
func notUpright(a *scenes.App, size [2]float64) []string {
	lw, lh := a.Logical()
	tall := size[1] > size[0]
	if tall != (lw < lh) {
		return []string{fmt.Sprintf("laid out %.0f×%.0f in a %.0f×%.0f window", lw, lh, size[0], size[1])}
	}
	var out []string
	if w, ok := a.Cur.(*Watch); ok && tall {
		for _, c := range w.controls {
			if c.b.R.W < ui.MinTarget || c.b.R.H < ui.MinTarget {
				out = append(out, fmt.Sprintf("%q at %s is smaller than a finger", c.b.Label, rect(c.b.R)))
			}
		}
	}
	return out
}

func rect(r ui.Rect) string { return fmt.Sprintf("(%.0f,%.0f %.0f×%.0f)", r.X, r.Y, r.W, r.H) }

// Every screen and state the program can show, at each size it is
// played at and in each language, keeps every control inside the
// screen, and no two controls that can both be tapped overlap. The
// rectangles are the frame's own (App.Controls, every button drawn), so
// a screen to come is walked by adding it to walkScreens; the layout is
// the measure, not the pixels: drawn by a GL that draws none. The size
// is outermost, each screen opened afresh at it: a window resized frees
// the pictures made at the old size, and the memory (App.settle).
func TestEveryControlIsInsideItsScreen(t *testing.T) {
	if gametest.WithoutPixels(t) {
		return
	}
	screens := walkScreens(t)
	took := make([]time.Duration, len(screens))
	controls := make([]int, len(screens))
	for _, size := range walkSizes {
		for i, s := range screens {
			start := time.Now()
			a := s.open(t)
			for _, lang := range words.Langs() {
				a.Settings.Lang = lang
				a.LayoutF(size[0], size[1])
				if err := a.Run(2); err != nil {
					t.Fatal(err)
				}
				a.LayoutF(size[0], size[1])
				a.RenderAt(int(size[0])).Deallocate()
				controls[i] = max(controls[i], len(a.Controls()))
				bad := misplaced(a)
				if s.upright {
					bad = append(bad, notUpright(a, size)...)
				}
				if len(bad) > 0 {
					t.Errorf("%s, %.0f×%.0f, %s:\n\t%s", s.name, size[0], size[1], lang.Name(), strings.Join(bad, "\n\t"))
				}
			}
			took[i] += time.Since(start)
		}
	}
	for i, s := range screens {
		t.Logf("walked %s: %d sizes, %d languages, up to %d controls (%v)", s.name, len(walkSizes), len(words.Langs()), controls[i], took[i].Round(time.Millisecond))
	}
}

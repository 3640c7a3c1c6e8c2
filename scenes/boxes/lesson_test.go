package boxes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites/gametest"
)

// A person's pace in a lesson: a tap every second and a half.
const personTap = 1.5

// Every game's lesson, played as a newcomer would, by taps on its real
// table: each step lights parts the table has, inside the screen, the
// card hides none of them, one wrong tap on each of the learner's steps
// is answered with a word and changes nothing, the scripted seats play
// their own steps, and the lesson ends in the game's real scoring, then
// Play a real game leads to the new-game screen. Its taps and its time at
// a person's pace are the newcomer's figure (docs/figures.md): at most
// 40 steps and 5 minutes.
func TestLessonsArePlayedToTheRealScoringByTaps(t *testing.T) {
	if gametest.WithoutPixels(t) {
		return
	}
	for b, box := range testShelf {
		t.Run(box.Rules().Name(), func(t *testing.T) {
			defer func() {
				// A lesson the shell cannot open (it panics) fails its
				// own game's test, not the process and every other's.
				if r := recover(); r != nil {
					t.Fatal(r)
				}
			}()
			l := box.Lesson()
			if len(l.Steps) > 40 {
				t.Errorf("%d steps: a lesson has at most 40", len(l.Steps))
			}
			if err := l.Walk(box.Rules()); err != nil {
				// The table would panic on it (a broken build), and take
				// the other games' lessons down with this one.
				t.Fatalf("%s's lesson does not play through: %v", box.Rules().Name(), err)
			}
			a := scenes.TestApp(Shelf, scenes.SpeedNormal)
			a.StartLesson(b)
			screen := ebiten.NewImage(1280, 720)
			player := box.Player(1)
			taps, wrong, ticks, seen := 0, 0, 0, -1
			for {
				if ticks > 100000 {
					t.Fatalf("step %d of %d after 100,000 ticks (scene %T)", a.Lesson.Step+1, len(l.Steps), a.Current())
				}
				ls := a.Lesson
				if ls == nil {
					t.Fatalf("the lesson ended on %T", a.Current())
				}
				if ticks%20 == 0 {
					a.Draw(screen)
				}
				pt, ok, done := ls.NextTap(a, player)
				if ok && !done && ls.Step != seen {
					// The step's first tap stands: the wrong tap changes
					// nothing, and a player that plans its taps (Tag
					// City's) would lose it if asked again.
					seen = ls.Step
					checkStep(t, a, box, ls)
					if s := l.Steps[ls.Step]; s.Act != "" {
						wrongTap(t, a, box, ls)
						wrong++
					}
				}
				if done {
					break
				}
				if ok {
					a.Tap(pt.X, pt.Y)
					taps++
				}
				tick(t, a, 1)
				ticks++
			}
			if info := a.Info(); info.Kind != "scoring" {
				t.Errorf("the lesson ended on %q (%T), not the game's scoring", info.Kind, a.Current())
			}
			secs := float64(taps)*personTap + float64(ticks)/60
			t.Logf("%s: %d steps, %d taps, %d ticks: %.0f s at a person's pace (%.1f s a tap); %d wrong taps refused", box.Rules().Name(), len(l.Steps), taps, ticks, secs, personTap, wrong)
			if secs > 300 {
				t.Errorf("the lesson takes %.0f s at a person's pace: at most 5 minutes", secs)
			}
			_, _, _, real := a.Lesson.Buttons()
			tap(t, a, real.R.Center())
			tick(t, a, scenes.FadeTicks+1)
			if _, ok := a.Current().(*scenes.Setup); !ok || a.Lesson != nil {
				t.Errorf("Play a real game led to %T (lesson %v), not the new-game screen", a.Current(), a.Lesson != nil)
			}
		})
	}
}

// checkStep: the step's parts are the table's, on the screen, and the
// card hides none of them; its sentence has a text in every language.
func checkStep(t *testing.T, a *scenes.App, box scenes.Box, ls *scenes.Lesson) {
	t.Helper()
	l, n := ls.Learning()
	s := l.Steps[n]
	for _, name := range s.Light {
		r, ok := box.Part(name)
		if !ok {
			t.Errorf("step %d (%s) lights %q: the table has no such part", n+1, s.Say, name)
			continue
		}
		if r.W <= 0 || r.H <= 0 || r.X < 0 || r.Y < 0 || r.X+r.W > 1280 || r.Y+r.H > 720 {
			t.Errorf("step %d lights %q at %v: off the screen", n+1, name, r)
		}
		c := ls.Card()
		if c.X < r.X+r.W && r.X < c.X+c.W && c.Y < r.Y+r.H && r.Y < c.Y+c.H {
			t.Errorf("step %d: the card %v hides %q at %v", n+1, c, name, r)
		}
	}
	for _, lang := range words.Langs() {
		if got := words.T(lang, words.Word(s.Say)); got == s.Say || got == "" {
			t.Errorf("step %d: %q has no text in %v", n+1, s.Say, lang)
		}
	}
}

// wrongTap taps where nothing is lit, nor the card: the lesson answers
// with a word, and the game does not move.
func wrongTap(t *testing.T, a *scenes.App, box scenes.Box, ls *scenes.Lesson) {
	t.Helper()
	l, n := ls.Learning()
	var parts []ui.Rect
	for _, name := range l.Steps[n].Light {
		if r, ok := box.Part(name); ok {
			parts = append(parts, r)
		}
	}
	for _, name := range []string{"menu", "rules"} { // open at every step
		if r, ok := box.Part(name); ok {
			parts = append(parts, r)
		}
	}
	parts = append(parts, ls.Card())
	free := scenes.Uncovered(ui.Rect{W: 1280, H: 720}, parts)
	if len(free) == 0 {
		t.Fatalf("step %d: nothing of the screen is left to tap wrongly", n+1)
	}
	p := free[0].Center()
	before := a.Info().Hash
	a.Tap(p.X, p.Y)
	tick(t, a, 1)
	if ls.Told() == "" {
		t.Errorf("step %d: a tap at %v, nothing lit there, was not answered", n+1, p)
	}
	if after := a.Info().Hash; after != before || ls.Step != n {
		t.Errorf("step %d: a wrong tap at %v moved the game (%s → %s, step %d)", n+1, p, before, after, ls.Step+1)
	}
}

// Every game's lesson is played through by its rules core: every
// scripted action legal when its step comes, every step a sentence, the
// game over at the end (a rules change that refuses one fails here).
func TestEveryLessonIsPlayedThroughByItsRules(t *testing.T) {
	for _, box := range testShelf {
		t.Run(box.Rules().Name(), func(t *testing.T) {
			if err := box.Lesson().Walk(box.Rules()); err != nil {
				t.Errorf("%s's lesson: %v", box.Rules().Name(), err)
			}
		})
	}
}

// A lesson left half-way (the program closed) is taken up at its step:
// Learn on the title of a program started again on the same store opens
// it there, its game as the steps before it left it.
func TestALessonLeftIsTakenUpAtItsStep(t *testing.T) {
	if gametest.WithoutPixels(t) {
		return
	}
	for b, box := range testShelf {
		t.Run(box.Rules().Name(), func(t *testing.T) {
			store := scenes.MemStore{}
			a := scenes.NewApp(store, scenes.NoInput{}, Shelf)
			a.Settings.Speed = scenes.SpeedInstant
			a.StartLesson(b)
			player := box.Player(1)
			for i := 0; a.Lesson.Step < 4; i++ {
				if i > 20000 {
					t.Fatalf("step %d after 20,000 ticks", a.Lesson.Step+1)
				}
				if pt, ok, _ := a.Lesson.NextTap(a, player); ok {
					a.Tap(pt.X, pt.Y)
				}
				tick(t, a, 1)
			}
			left, hash := a.Lesson.Step, a.Info().Hash
			again := scenes.NewApp(store, scenes.NoInput{}, Shelf)
			title, ok := again.Current().(*scenes.Title)
			if !ok || again.Settings.Box != b {
				t.Fatalf("the program started again on %T, game %d", again.Current(), again.Settings.Box)
			}
			again.Settings.Speed = scenes.SpeedNormal // a scripted step waits to be read
			tap(t, again, title.Learn.R.Center())
			tick(t, again, scenes.FadeTicks+1)
			if again.Lesson == nil || again.Lesson.Step != left {
				t.Fatalf("Learn opened the lesson at %v, not at step %d where it was left", again.Lesson, left+1)
			}
			if got := again.Info().Hash; got != hash {
				t.Errorf("step %d's game taken up is %s; it was left as %s", left+1, got, hash)
			}
		})
	}
}

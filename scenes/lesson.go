package scenes

import (
	"encoding/json"
	"fmt"
	"slices"

	"graffiti/game"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
)

// A lesson is a box's first game that teaches (game.Lesson): its real
// table over a session of its own (lessonSession), and over the table a
// card with the step's sentence, the parts it talks about lit and the
// rest dimmed. The step's action is the only one the table offers (the
// table's legal actions pass through Allowed), a tap outside what is lit
// is answered with a word and goes no further, and the scripted seats
// play their steps slowly, each with its sentence. The card's Back and
// Skip step back and on; the step reached is kept, so the lesson left is
// taken up where it was. The lesson is drawn over whatever the table
// shows (its final scoring too), so it is the app's, not a scene's.
type Lesson struct {
	box  int // the shelf's box taught
	l    game.Lesson
	Step int
	sess *lessonSession
	// begun is the tick the step began, from which a scripted seat's
	// move waits, and from the game's actions played then; told is a
	// wrong tap's word, shown from toldAt.
	begun, from int
	told        string
	toldAt      int
	// The card as laid out (lay): its sentence's lines, where it is, its
	// buttons.
	lines                  []string
	card                   ui.Rect
	avoid                  []ui.Rect // the scene's buttons the last frame drew
	back, skip, next, real *ui.Button
}

// scriptedPause is how long a scripted seat's step shows its sentence
// before its move is played, at the normal speed: long enough to read one
// short sentence and see what is lit.
const scriptedPause = 150

// lessonFile is where the step reached of a box's lesson is kept.
func lessonFile(b Box) string { return "lesson-" + b.Rules().Name() + ".json" }

// StartLesson opens the lesson of the shelf's box b, at the step kept if
// it was left, else at its start.
func (a *App) StartLesson(b int) {
	if a.Demo != nil {
		a.stopDemo()
	}
	a.Settings.Box = b
	a.offered(b)
	a.SaveSettings()
	step := 0
	if data, err := a.Store.Load(lessonFile(a.shelf[b])); err == nil {
		var kept struct{ Step int }
		if json.Unmarshal(data, &kept) == nil {
			step = kept.Step
		}
	}
	ls := &Lesson{box: b, l: a.shelf[b].Lesson()}
	if step < 0 || step >= len(ls.l.Steps) {
		step = 0
	}
	a.Lesson = ls
	ls.open(a, step, true)
}

// open deals the lesson at step n, its table on screen (faded to when
// fade, else at once).
func (ls *Lesson) open(a *App, n int, fade bool) {
	b := a.shelf[ls.box]
	m, err := ls.l.Play(b.Rules(), n)
	if err != nil {
		// A lesson the rules refuse is a broken build: its test fails.
		panic(fmt.Sprintf("%s's lesson: %v", b.Rules().Name(), err))
	}
	local, err := NewLocal(b.Rules(), m, nil, nil)
	if err != nil {
		panic(err)
	}
	seats := make([]Seat, m.Seats())
	for i := range seats {
		if i != ls.l.Learner {
			seats[i] = Seat{Bot: true, Away: true, Scripted: true} // played by the lesson
		}
	}
	ls.sess = &lessonSession{Local: local, seats: seats, ls: ls}
	ls.Step, ls.begun, ls.from, ls.told = n, a.Tick, m.Actions(), ""
	ls.keep(a)
	tb := b.Watch(a, ls.sess)
	if fade {
		a.Goto(tb)
		return
	}
	old := a.Cur
	a.Cur, a.Next = tb, nil
	a.left(old)
	Stir()
}

// keep writes the step reached, so the lesson left is taken up there.
func (ls *Lesson) keep(a *App) {
	data, _ := json.Marshal(struct{ Step int }{ls.Step})
	_ = a.Store.Save(lessonFile(a.shelf[ls.box]), data) // a lesson not kept starts again: nothing lost
}

// step is the step under way (nil once the lesson's steps are done).
func (ls *Lesson) step() *game.Step {
	if ls.Step >= len(ls.l.Steps) {
		return nil
	}
	return &ls.l.Steps[ls.Step]
}

// mine tells whether the step asks an action of the learner.
func (ls *Lesson) mine() bool {
	return ls.l.Mine(ls.sess.Match(), ls.Step)
}

// scripted tells whether the step is a scripted seat's, played after
// a pause.
func (ls *Lesson) scripted() bool {
	s := ls.step()
	return s != nil && s.Act != "" && !ls.mine()
}

// want is the action the table may play now: the step's, while it is
// the learner's to make.
func (ls *Lesson) want() string {
	if s := ls.step(); s != nil && ls.mine() {
		return s.Act
	}
	return ""
}

// offer is the action a table may list now: the step's, while it is the
// learner's to make; on a step that only tells (or once the step's action
// is played), the learner's next one, if the game waits for it from this
// same position. A table keeps its list of legal actions while the game
// stands still, so the list it makes at a told step must hold for the
// learner's step after it. Only want is played (Act).
func (ls *Lesson) offer() string {
	n := ls.Step
	if ls.sess.Actions() > ls.from {
		n++
	}
	for ; n < len(ls.l.Steps); n++ {
		if ls.l.Steps[n].Act != "" {
			if ls.l.Mine(ls.sess.Match(), n) {
				return ls.l.Steps[n].Act
			}
			return ""
		}
	}
	return ""
}

// Parts are the rectangles of the 1280×720 table the step lights.
func (ls *Lesson) Parts(a *App) []ui.Rect {
	s := ls.step()
	if s == nil {
		return nil
	}
	var out []ui.Rect
	for _, name := range s.Light {
		if r, ok := a.shelf[ls.box].Part(name); ok {
			out = append(out, r)
		}
	}
	return out
}

// update runs before the scene's own: it answers the card, keeps a
// wrong tap from the table, plays the scripted seats' steps and moves on
// when the learner's action was played. Leaving for the title ends it
// (its step kept).
func (ls *Lesson) update(a *App) {
	if _, ok := a.Current().(*Title); ok {
		a.Lesson = nil // left: the step is kept
		return
	}
	if a.Next != nil || !ls.onTable(a) {
		return // fading, or the rules help opened from the table
	}
	in := a.Input()
	ls.lay(a)
	switch {
	case ls.real != nil && ls.real.Hit(in):
		a.Lesson = nil
		_ = a.Store.Delete(lessonFile(a.shelf[ls.box]))
		a.Goto(NewSetup(a))
		in.Taps = nil
		return
	case ls.back != nil && ls.back.Hit(in):
		ls.open(a, ls.previous(), false)
		in.Taps = nil
		return
	case ls.skip != nil && ls.skip.Hit(in):
		ls.play(a)
		in.Taps = nil
		return
	case ls.next != nil && ls.next.Hit(in):
		ls.advance(a)
		in.Taps = nil
		return
	}
	s := ls.step()
	if s == nil {
		return // the real scoring: its own buttons, and Play a real game
	}
	// The table's way out and its rules stay open at every step; the
	// parts lit, on the learner's own step.
	open := ls.always(a)
	switch {
	case s.Act == "":
		if in.Key == ui.KeyEnter {
			ls.advance(a)
		}
	case !ls.mine():
		pause := a.Settings.Speed.Ticks(scriptedPause)
		if a.Tick-ls.begun >= max(pause, 1) && !a.Moving() {
			ls.play(a)
		}
	default:
		if ls.sess.Actions() > ls.from {
			ls.advance(a)
			return
		}
		open = append(open, ls.Parts(a)...)
	}
	ls.refuse(a, in, open)
}

// lessonOpen are the parts of a table a tap reaches at every step of a
// lesson, lit or not: its Menu (the way out, the step kept) and its
// Rules.
var lessonOpen = []string{"menu", "rules"}

// always are the rectangles of lessonOpen the box's table has.
func (ls *Lesson) always(a *App) []ui.Rect {
	var out []ui.Rect
	for _, name := range lessonOpen {
		if r, ok := a.shelf[ls.box].Part(name); ok {
			out = append(out, r)
		}
	}
	return out
}

// onTable tells whether the lesson's table (or its scoring) is on
// screen: the rules help opened from it leaves the lesson waiting.
func (ls *Lesson) onTable(a *App) bool {
	info, name := boxInfo(a)
	return name == a.shelf[ls.box].Rules().Name() && info.Kind != ""
}

// refuse keeps from the table the taps of this tick that fall outside
// open, and answers them with a word: nothing moves.
func (ls *Lesson) refuse(a *App, in *ui.Input, open []ui.Rect) {
	kept := in.Taps[:0:0]
	for _, p := range in.Taps {
		if slices.ContainsFunc(open, func(r ui.Rect) bool { return r.Contains(p) }) {
			kept = append(kept, p)
		}
	}
	if len(kept) == len(in.Taps) {
		return
	}
	in.Taps = kept
	key := words.LessonTapLit
	if s := ls.step(); s != nil && s.Act == "" {
		key = words.LessonTapNext
	} else if s != nil && !ls.mine() {
		key = words.LessonWatch
	}
	ls.told, ls.toldAt = a.T(key), a.Tick
	Stir()
}

// play plays the step's action for whoever is to act (a scripted seat's
// move, or the learner's step skipped), then moves on.
func (ls *Lesson) play(a *App) {
	if s := ls.step(); s != nil && s.Act != "" && ls.sess.Actions() == ls.from {
		if err := ls.sess.Local.Act(s.Act); err != nil {
			panic(fmt.Sprintf("lesson step %d: %v", ls.Step+1, err))
		}
	}
	ls.advance(a)
}

// advance goes on to the next step. (A table keeps what Allowed offered
// it while the game stands still: offer has it hold for the step after.)
func (ls *Lesson) advance(a *App) {
	ls.Step++
	ls.begun, ls.from, ls.told = a.Tick, ls.sess.Actions(), ""
	ls.keep(a)
	Stir()
}

// previous is the step Back goes to: the learner's step before this one
// (the scripted moves between are played again), or the first.
func (ls *Lesson) previous() int {
	for n := ls.Step - 1; n > 0; n-- {
		m, err := ls.l.Play(ls.sess.Game(), n)
		if err == nil && (ls.l.Steps[n].Act == "" || ls.l.Mine(m, n)) {
			return n
		}
	}
	return 0
}

// lessonSession is a lesson's game: the local session, its scripted
// seats away (the lesson plays them), the learner's actions refused but
// the step's, nothing taken back (Back is the card's), nothing saved in
// the autosave (the lesson keeps its step).
type lessonSession struct {
	*Local
	seats []Seat
	ls    *Lesson
}

// errNotThisStep is the refusal of an action the step does not ask for.
var errNotThisStep = &game.Refusal{Format: "not this step: tap what is lit"}

func (s *lessonSession) Seats() []Seat         { return s.seats }
func (s *lessonSession) Owner() bool           { return false }
func (s *lessonSession) CanTakeBack(int) error { return errNothingToTakeBack }
func (s *lessonSession) TakeBack(int) error    { return errNothingToTakeBack }

func (s *lessonSession) Act(action string) error {
	if action != s.ls.want() {
		return errNotThisStep
	}
	return s.Local.Act(action)
}

// Allowed are the actions a table over sess may offer, from legal (its
// own list): all of them, or, in a lesson, the one its step asks for (or
// the learner's next step, from a step that only tells: offer).
func Allowed[A fmt.Stringer](sess Session, legal []A) []A {
	s, ok := sess.(*lessonSession)
	if !ok {
		return legal
	}
	offer := s.ls.offer()
	return slices.DeleteFunc(legal, func(a A) bool { return a.String() != offer })
}

// wasOffered tells whether the title has offered box b's lesson on this
// device; offered marks it so (a demo writes no settings).
func (a *App) wasOffered(b int) bool {
	return slices.Contains(a.Settings.Offered, a.shelf[b].Rules().Name())
}

func (a *App) offered(b int) {
	if a.wasOffered(b) {
		return
	}
	a.Settings.Offered = append(a.Settings.Offered, a.shelf[b].Rules().Name())
	a.SaveSettings()
}

// NextTap is where a newcomer taps next: Go on on a step that only
// tells, the table on their own step (p, the box's player, picks among
// the table's legal actions, which are the step's one), nothing while a
// scripted seat's step plays or the table moves; done at the end, with
// Play a real game once the game's scoring is on screen (a newcomer
// sees the lesson end in it: on a slow machine the last move's motion
// still holds the table a while after the last step).
func (ls *Lesson) NextTap(a *App, p Player) (pt ui.Point, ok, done bool) {
	if a.Next != nil || !ls.onTable(a) {
		return ui.Point{}, false, false
	}
	ls.lay(a)
	s := ls.step()
	switch {
	case s == nil && a.Info().Kind != "scoring":
		return ui.Point{}, false, false
	case s == nil:
		return ls.real.R.Center(), true, true
	case s.Act == "":
		return ls.next.R.Center(), true, false
	case !ls.mine():
		return ui.Point{}, false, false
	}
	pt, ok, _, _ = p.Tap(a, a.Cur)
	return pt, ok, false
}

// Learning is the lesson as a test reads it: its steps, and the one
// under way.
func (ls *Lesson) Learning() (l game.Lesson, step int) { return ls.l, ls.Step }

// Told is the word a wrong tap was answered with ("" none).
func (ls *Lesson) Told() string { return ls.told }

package game

import (
	"errors"
	"fmt"
)

// Lesson is a game's first game that teaches: a short game on the real
// rules, dealt from Options, the newcomer at seat Learner and every other
// seat scripted. Before are actions played before the table opens, so
// that a game of an hour reaches, in a few minutes, every kind of turn
// and its end; Steps are the prompts, in order. A lesson is data: the
// rules core checks every action of it (Play), the table lights the parts
// each step names, and the message files hold its sentences.
type Lesson struct {
	Options Options
	Learner int
	Before  []string
	Steps   []Step
}

// Step is one prompt. Say is its sentence's message key. Act is the
// canonical text of the action it asks of the learner, or shows a
// scripted seat playing (whoever is to act then), or "" for a step that
// only tells (a tap on its card goes on). Light names the parts of the
// table it talks about, in the table's own names of its parts.
type Step struct {
	Say   string
	Act   string
	Light []string
}

// Play deals the lesson and plays it up to step n (the match as the
// newcomer finds it at that step's start, with the steps' actions before
// it applied): the deal, Before, then each earlier step's action. Every
// action is checked by the rules; a refused one, one of the learner's
// asked while a scripted seat is to act (or the reverse of a told step's
// none), is an error naming the step.
func (l Lesson) Play(g Game, n int) (Match, error) {
	if n < 0 || n > len(l.Steps) {
		return nil, fmt.Errorf("step %d of a lesson of %d", n, len(l.Steps))
	}
	m, _, err := g.New(l.Options)
	if err != nil {
		return nil, fmt.Errorf("the lesson's deal: %w", err)
	}
	if l.Learner < 0 || l.Learner >= m.Seats() {
		return nil, fmt.Errorf("the learner's seat %d of %d", l.Learner, m.Seats())
	}
	for i, a := range l.Before {
		if _, err := m.Apply(a); err != nil {
			return nil, &ActionError{N: i + 1, Text: a, Err: err}
		}
	}
	for i, s := range l.Steps[:n] {
		if err := s.play(m); err != nil {
			return nil, fmt.Errorf("step %d (%s): %w", i+1, s.Say, err)
		}
	}
	return m, nil
}

// Walk plays the whole lesson, checking what Play checks and that it
// ends the game (a lesson ends in the real scoring), and that every step
// has a sentence. It is what the tests run on every game's lesson.
func (l Lesson) Walk(g Game) error {
	if len(l.Steps) == 0 {
		return errors.New("a lesson of no step")
	}
	for i, s := range l.Steps {
		if s.Say == "" {
			return fmt.Errorf("step %d has no sentence", i+1)
		}
	}
	m, err := l.Play(g, len(l.Steps))
	if err != nil {
		return err
	}
	if !m.Over() {
		return fmt.Errorf("the lesson's last step leaves the game unfinished (seat %d to act)", m.ToAct())
	}
	return nil
}

// Mine tells whether step n asks something of the learner: an action of
// theirs, m being the match at that step's start.
func (l Lesson) Mine(m Match, n int) bool {
	return n < len(l.Steps) && l.Steps[n].Act != "" && m.ToAct() == l.Learner
}

// play applies the step's action, if it has one.
func (s Step) play(m Match) error {
	if s.Act == "" {
		return nil
	}
	if err := m.Check(s.Act); err != nil {
		return fmt.Errorf("%q refused: %w", s.Act, err)
	}
	_, err := m.Apply(s.Act)
	return err
}

package game

import "fmt"

// ActionError is an action of a record that could not be played: the
// rules (or the notation) refused it.
type ActionError struct {
	N    int // 1-based
	Text string
	Err  error
}

func (e *ActionError) Error() string { return fmt.Sprintf("action %d %q: %v", e.N, e.Text, e.Err) }

// Broken is a rule found broken in a simulated game, with the record
// (JSON) that replays the game up to it.
type Broken struct {
	Err    error
	Record []byte
}

func (e *Broken) Error() string { return fmt.Sprintf("broken: %v", e.Err) }

func (e *Broken) Unwrap() error { return e.Err }

// Failed is a rule found broken in a simulated game, after the actions
// (their texts) that lead to it from the set-up.
type Failed struct {
	Actions []string
	Err     error
}

func (e *Failed) Error() string { return fmt.Sprintf("after %d actions: %v", len(e.Actions), e.Err) }

func (e *Failed) Unwrap() error { return e.Err }

// Trail is what a simulated game keeps to tell a broken rule: the
// actions played, kept only when it checks (Keep).
type Trail[A Action] struct {
	Keep   bool
	played []A
}

// Add keeps a, about to be played.
func (t *Trail[A]) Add(a A) {
	if t.Keep {
		t.played = append(t.played, a)
	}
}

// Fail is err, a rule found broken, as a *Failed with the actions kept.
func (t *Trail[A]) Fail(err error) error {
	f := &Failed{Err: err}
	for _, a := range t.played {
		f.Actions = append(f.Actions, a.String())
	}
	return f
}

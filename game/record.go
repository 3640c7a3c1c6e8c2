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

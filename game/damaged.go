package game

import (
	"errors"
	"fmt"
)

// ErrDamaged is what a refused save or record wraps when its bytes are
// truncated, corrupt, hold keys this program does not know, or describe a
// game that real play cannot reach: errors.Is(err, ErrDamaged) tells it
// apart from a file that is merely newer than the program.
var ErrDamaged = errors.New("damaged")

// damaged is a refusal of a file as damaged, saying why.
type damaged struct {
	what string
	err  error
}

func (d *damaged) Error() string   { return d.what + " is damaged: " + d.err.Error() }
func (d *damaged) Unwrap() []error { return []error{ErrDamaged, d.err} }

// Damage refuses a file (what: "save", "record") as damaged, saying why
// in the words of format: "save is damaged: it has 7 players".
func Damage(what, format string, args ...any) error {
	return &damaged{what, fmt.Errorf(format, args...)}
}

package game

import "errors"

// ErrDamaged is what a refused save or record wraps when its bytes are
// truncated, corrupt, hold keys this program does not know, or describe a
// game that real play cannot reach: errors.Is(err, ErrDamaged) tells it
// apart from a file that is merely newer than the program.
var ErrDamaged = errors.New("damaged")

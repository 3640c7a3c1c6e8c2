package game

import "fmt"

// Refusal is why Apply refused an action: an English format and its
// arguments. The table translates the format (it is the key of its string
// table) and formats the same arguments, so every reason the core gives
// can be shown in every language.
type Refusal struct {
	Format string
	Args   []any
}

func (r *Refusal) Error() string { return fmt.Sprintf(r.Format, r.Args...) }

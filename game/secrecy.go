package game

import (
	"encoding/json"
	"fmt"
)

// CheckSecrecy tells whether seat's serialised view of s stays the same
// when everything hidden from seat is exchanged in a copy of s: the
// simulator's check, after every action, that no view tells a secret.
func (c *Core[S, A, E]) CheckSecrecy(s S, seat int, r *Rand) error {
	other := c.Clone(s)
	if !c.Reshuffle(other, seat, r) {
		return nil
	}
	if err := c.Invariants(other); err != nil {
		return fmt.Errorf("exchanging what seat %d cannot see broke the game: %v", seat, err)
	}
	a, err1 := json.Marshal(c.View(s, seat))
	b, err2 := json.Marshal(c.View(other, seat))
	if err1 != nil || err2 != nil {
		return fmt.Errorf("a view does not marshal: %v %v", err1, err2)
	}
	if string(a) != string(b) {
		return fmt.Errorf("seat %d's view tells apart what is hidden from it:\n%s\n%s", seat, a, b)
	}
	return nil
}

// Package tagcity is the rules core of Tag City, the roll-and-write for
// 2-4 taggers: pure, deterministic Go that never draws anything, in the
// shape of the Graffiti core (package game) and reusing its seeded
// source (game.Rand), its refusal type (game.Refusal), its name check and
// its ErrDamaged. A State is the whole battle; Apply checks an action
// against every rule before it changes anything and returns the events
// it caused; LegalActions lists every action Apply accepts, built from
// the same checks. The rules as this edition plays them are written down
// in docs/tagcity-rules.md; comments cite its settled points by number
// and the tests are named after them.
//
// Where each rule lives:
//
//	components.go  the box: tokens, HQ side A, city boards and values,
//	               drone remote, bubbles (the one table file)
//	grid.go        squares, orientations, drawings, features
//	setup.go       set-up (point 1) and the roll
//	state.go       the State, scores, end conditions
//	rules.go       placing (2), picks (3-7), scoring (8), the final die
//	               (9), the round end and the end (10-12)
//	apply.go       Apply and Check: refusals with their reasons
//	legal.go       LegalActions, RandomAction
//	action.go      actions; notation.go their text form
//	event.go       events for the table and the log
//	view.go        what one seat may see; Determinize for a search
//	invariants.go  what every reachable state holds
//	save.go        saves, records, the state hash
//	playout.go     random games, checked, for the simulator
//
// A search drives it through Clone, LegalActions (or RandomAction for
// playouts), Apply, ViewFor, Determinize and Score.
package tagcity

// Package graffiti is the rules core of Graffiti: pure, deterministic Go that
// never draws anything. A State is the whole game; Apply checks an action
// against every rule before it changes anything and returns the events it
// caused; LegalActions lists every action Apply accepts, built from the
// same checks. The rules as this edition plays them are written down in
// docs/rules.md; comments cite its settled points by number.
//
// Where each rule lives, in the order of the rulebook:
//
//	components.go  the box: counts, paints and tiles, the tunnel's
//	               graffiti and segments, the spray-can spaces
//	setup.go       set-up (point 1), names, the start of a round and the
//	               blocking token (variant 1, point 15)
//	state.go       the State, its players and spaces
//	place.go       putting cans on a space: cost, Add, Discount, the bobby
//	               (points 3-5), shared by the four actions
//	paint.go       the paint board action
//	permit.go      the permit board action, drawing permits and the
//	               reshuffle of the discard pile
//	bonus.go       the bonus board action, the bobby, using bonus tiles,
//	               2 VP (point 9)
//	spray.go       spraying a segment: permits (point 6), scoring
//	payment.go     paying paint: singles, doubles, wild paint, the bobby
//	               (points 2-3)
//	reserve.go     the reservation marker (point 7)
//	pass.go        passing (point 12)
//	turn.go        the turn: the extra action (point 8), the next player
//	roundend.go    the round end in order (point 13) and final scoring
//	               (point 14)
//	keep.go        the secret, simultaneous keep step and Save (points 10, 13)
//	flip.go        the neutral flips of 2- and 3-player games (point 13)
//	why.go         why a space or segment cannot be used now
//	apply.go       Apply and Check: the dispatcher to the actions' checks
//	               and effects
//	legal.go       LegalActions: the dispatcher to the actions' lists
//	action.go      actions
//	notation.go    their text form (docs/notation.md)
//	refuse.go      refusals: the reason an action is refused (a game.Refusal),
//	               translatable
//	event.go       events: what happened, for the table and the log
//	view.go        what one seat may see
//	invariants.go  what every reachable state holds
//	save.go        saves, records, the state hash
//	outcome.go     a game summed up
//	playout.go     random games, checked, for the simulator
package graffiti

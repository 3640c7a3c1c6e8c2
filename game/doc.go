// Package game is what every game of the house shares: the seeded random
// source every deal and shuffle comes from (rand.go), the refusal with a
// reason in words (refusal.go), seat names (name.go) and the damaged-save
// error (damaged.go). Each game's rules core is a package below it:
//
//	game/graffiti     Graffiti (Ruskowski & Süßelbeck, 2023)
//	game/tagcity      Tag City
//	game/kunststucke  Kunststücke
//	game/bot          the bots: one search over every game's model
//
// A core is pure, deterministic Go that never draws anything: all chance
// comes from a Rand in its state.
package game

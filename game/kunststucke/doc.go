// Package kunststucke is the rules core of Kunststücke, the tile-laying
// game for 2 to 5 artists: pure, deterministic Go that never draws. It
// has the shape of the Graffiti core in package game: a State is the
// whole game; Apply checks an action against every rule before it
// changes anything and returns the events it caused, or a refusal
// (game.Refusal: a format and its arguments) that leaves the state
// untouched; LegalActions lists exactly what Apply accepts. The rules as
// this edition plays them, with the settled points cited by number in
// comments, are docs/kunststucke-rules.md, from
// shared/design/kunststucke-edition.md.
//
//	table.go       every component value (canvas, colours, shapes, tiles,
//	               slots, deal sizes, tokens): the one file to correct
//	component.go   what follows from the table: shapes and their turns,
//	               tiles, cells
//	state.go       the State, set-up from a seed (game.Rand)
//	canvas.go      fit, contact by sides (point 1), the slide search
//	               (point 5), groups (point 13), routes
//	apply.go       Check and Apply: placing (2), discarding (3), sliding
//	               (4-8), drawing (9-12), undo (19), the turn's end (15)
//	legal.go       LegalActions, and per-shape lists for the table
//	score.go       objectives met, scores and the winners (14, 16)
//	action.go      actions and their text form
//	event.go       events for the table and the log
//	view.go        what one seat may see
//	invariants.go  what every reachable state holds
//	save.go        saves, records, the state hash
//	playout.go     a cheap random policy and checked random games
package kunststucke

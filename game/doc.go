// Package game is the contract every game of the house implements, and
// the table of contents of the house.
//
// The contract (contract.go) is a Game, one box's rules: a new game from
// options and a seed, load, replay, bots, the simulator's checked
// playout; and a Match, one game under way: its legal actions, check and
// apply by an action's canonical text (refusing with a reason in words,
// a *Refusal, and leaving the state untouched), the view for a seat and
// the public view, the events as each seat may learn them, whose turn,
// the result and outcome, the hash, save, record and invariants. It is
// boardgame.io's game object and TAG's forward model in one Go shape.
// Match is written once (match.go) over each core's own typed functions
// (a Core); gametest checks the contract for every game.
//
// The house:
//
//	game/             the contract; the seeded Rand (rand.go), refusals,
//	                  seat names, records (record.go), options
//	game/bot/         the one search every bot uses: levels, budgets, the
//	                  ISMCTS, the driver that thinks in slices or at once
//	game/<name>/      a game's rules core: pure, deterministic Go that
//	                  never draws (all chance from a Rand in its state),
//	                  its bot model beside it (bot*.go), its contract
//	                  (contract.go)
//	game/gametest/    the checks every game's tests share
//	scenes/           the shell: title, new-game screen, settings,
//	                  curtain, rules help, sound, widgets, storage,
//	                  autosave, demo, the bots' thinking; a game is a Box
//	scenes/<name>/    a game's table, layout, drawing, words and rules
//	                  pages: its Box
//	scenes/boxes/     the registry: the one list of the games
//	main, cli/        the program (main.go only calls cli), its commands:
//	                  the headless ones written once over the contract
//
// docs/architecture.md tells the house in words, and how a fourth game
// moves in.
package game

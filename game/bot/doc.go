// Package bot is the one search every game's bots share: the levels and
// their time budgets (level.go), a generic information-set Monte Carlo
// tree search over a small forward model (ismcts.go), the driver that
// spends a budget in slices between frames or at once on goroutines
// (search.go), and the reward any game's model gives a position
// (reward.go). Nothing here knows a game: each game's package writes its
// Model and its Decision beside its rules (game/<name>/bot*.go), and a
// decision is always made from one seat's view, never from the state.
//
// Levels: random (any legal action), easy (one move ahead with some
// noise), medium (a short search, about 150 ms) and hard (a longer
// search, about 1 s, over every core natively).
package bot

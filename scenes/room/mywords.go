package room

import "graffiti/scenes/words"

// My games' words (mygames.go), their texts in msg/mine.*.toml.
const (
	MyGames       words.Word = "room.MyGames"
	MyGamesToPlay words.Word = "room.MyGamesToPlay"
	MineOpen      words.Word = "room.MineOpen"
	MineResult    words.Word = "room.MineResult"
	MineForget    words.Word = "room.MineForget"
	MineYou       words.Word = "room.MineYou"
	MineGone      words.Word = "room.MineGone"
	MineAsking    words.Word = "room.MineAsking"
	MineUnreached words.Word = "room.MineUnreached"
	MinePage      words.Word = "room.MinePage"
)

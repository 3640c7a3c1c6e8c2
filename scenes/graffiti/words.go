package graffiti

import (
	"embed"

	"graffiti/scenes/words"
)

// Graffiti's own words (the phone's hand, the rules help's pages) are in
// msg/; the shell's catalogue holds the table's.
//
//go:embed msg
var msgFiles embed.FS

func init() { words.Load("graffiti", msgFiles) }

package graffiti

import (
	"graffiti/game/graffiti"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/words"
	"strconv"
	"strings"
)

// The rules help, in our own words, English and French. The published
// rulebook is the source; where it leaves a point open, this follows the
// edition's settled points (docs/rules.md).
//
// A paragraph is plain running text unless it starts with:
//
//	"## "  a heading
//	"• "   a bullet (hanging indent)
//	"1. "  a numbered step (hanging indent)
//	"! "   a note, in amber
//
// {cans}, {tags}, {keep}, {keepsave}, {end}, {special} are replaced by the
// numbers of the component table (game/components.go), so the help says
// what this edition plays even if a café owner corrects a value there.

// The rules help's pages, from the message files, with the component
// table's numbers.
var rulesPages = rulebook.PagesOf("graffiti", func(words.Lang) *strings.Replacer { return Numbers })

// GraffitiNumbers puts the Graffiti component table's numbers into a text: "{cans}",
// "{tags}", "{keep}", "{keepsave}", "{end}", "{special}".
var Numbers = strings.NewReplacer(
	"{cans}", strconv.Itoa(graffiti.CansPerPlayer),
	"{tags}", strconv.Itoa(graffiti.TagsPerPlayer),
	"{keep}", strconv.Itoa(graffiti.KeepLimit),
	"{keepsave}", strconv.Itoa(graffiti.KeepLimitSave),
	"{end}", strconv.Itoa(graffiti.GraffitiToEnd),
	"{special}", strconv.Itoa(graffiti.SpecialTagVP),
)

// Graffiti is the volume of the game's rules help.
var RulesBook = &rulebook.Volume{Name: func(words.Lang) string { return "" }, Pages: rulesPages, Pictures: rulesPictures}

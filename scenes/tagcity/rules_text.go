package tagcity

import (
	"strconv"
	"strings"

	"graffiti/game/tagcity"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/words"
)

// Tag City's rules help, in our own words, English and French. The
// published rulebooks are the source; where they leave a point open,
// this follows the edition's settled points (docs/tagcity-rules.md).
// French, as board gamers say it: a "manche" is a round, a "tour" one
// tagger's turn.
//
// The paragraph marks are Graffiti's (text.go). {drone}, {bubbles},
// {hqA}, {colA} and the like are replaced by the numbers and names of
// the core's component table (game/tagcity/components.go), so the help
// says what this edition plays even if someone holding the box corrects
// a value there.

// tcName is the game's name, the same in both languages.
const tcName = "Tag City"

// shapeName is a shape's name in lang (msg/rules.*.toml, by the core's
// English name).
func shapeName(lang words.Lang, s tagcity.Shape) string {
	return words.T(lang, words.Word("tagcity.Shape"+strings.ReplaceAll(tagcity.ShapeName(s), " ", "")))
}

// districtName is a district's name in lang, by the core's English name.
func districtName(lang words.Lang, d int) string {
	return words.T(lang, words.Word("tagcity.District"+tagcity.DistrictName(d)))
}

// The rules help's pages, from the message files, with the component
// table's numbers and names.
var tcPages = rulebook.PagesOf("tagcity", tcNumbers)

// tcSigned writes a value as the boards print it: "−3" with a true minus.
func tcSigned(v int) string {
	if v < 0 {
		return "−" + strconv.Itoa(-v)
	}
	return strconv.Itoa(v)
}

// tcValueList is a row of printed values, in order: "−1, −2, −3".
func tcValueList(vs []int) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = tcSigned(v)
	}
	return strings.Join(s, ", ")
}

// tcHighRange is the span of the high values of features [from, to) on
// a side: "3 to 6".
func tcHighRange(lang words.Lang, side tagcity.Side, from, to int) string {
	lo, hi := 1<<30, -1<<30
	for f := from; f < to; f++ {
		h, _ := tagcity.FeatureValues(side, f)
		lo, hi = min(lo, h), max(hi, h)
	}
	return strings.NewReplacer("{lo}", strconv.Itoa(lo), "{hi}", strconv.Itoa(hi)).Replace(words.T(lang, "tagcity.HighRange"))
}

// tcNumbers fills a page's {names} from the component table.
func tcNumbers(lang words.Lang) *strings.Replacer {
	var dice, hq, small, dist []string
	for n := tagcity.MinPlayers; n <= tagcity.MaxPlayers; n++ {
		dice = append(dice, strconv.Itoa(n+1))
	}
	for _, s := range tagcity.HQSideA() {
		hq = append(hq, shapeName(lang, s))
	}
	for _, s := range tagcity.SmallShapes() {
		small = append(small, shapeName(lang, s))
	}
	for k := 0; k < tagcity.Districts; k++ {
		dist = append(dist, districtName(lang, k)+" ("+string(tagcity.DistrictLetter(k))+")")
	}
	drone, bubbles := tagcity.DroneValues(), tagcity.BubbleValues()
	const cols, rows = tagcity.Cols, tagcity.Rows
	return strings.NewReplacer(
		"{cols}", strconv.Itoa(cols),
		"{rows}", strconv.Itoa(rows),
		"{lastcol}", string(rune('A'+cols-1)),
		"{districts}", rulebook.Sentence(lang, dist),
		"{minp}", strconv.Itoa(tagcity.MinPlayers),
		"{maxp}", strconv.Itoa(tagcity.MaxPlayers),
		"{dicelist}", strings.NewReplacer("{items}", strings.Join(dice[:len(dice)-1], ", "), "{last}", dice[len(dice)-1]).Replace(words.T(lang, "tagcity.ListOr")),
		"{sections}", strconv.Itoa(tagcity.Sections),
		"{hqA}", rulebook.Sentence(lang, hq),
		"{small}", rulebook.Sentence(lang, small),
		"{colA}", tcHighRange(lang, tagcity.SideA, 0, cols),
		"{rowA}", tcHighRange(lang, tagcity.SideA, cols, cols+rows),
		"{distA}", tcHighRange(lang, tagcity.SideA, cols+rows, tagcity.NumFeatures),
		"{drone}", tcValueList(drone[:]),
		"{dronespots}", strconv.Itoa(tagcity.DroneSpots),
		"{bubbles}", tcValueList(bubbles[:]),
		"{nbubbles}", strconv.Itoa(tagcity.NumBubbles),
	)
}

// TagCity is the volume of the game's rules help.
var RulesBook = &rulebook.Volume{Name: func(words.Lang) string { return tcName }, Pages: tcPages, Pictures: tcPictures}

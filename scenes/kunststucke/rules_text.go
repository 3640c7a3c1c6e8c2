package kunststucke

import (
	"strconv"
	"strings"

	"graffiti/game/kunststucke"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/words"
)

// Kunststücke's rules help, in our own words, English and French. The
// French rulebook (François Haffner's translation of the Moskito rules)
// is the source; where it leaves a point open, this follows the
// edition's settled points (docs/kunststucke-rules.md). French, as board
// gamers say it: a "manche" is a round, a "tour" one artist's turn.
//
// The paragraph marks are Graffiti's (text.go). {size}, {deal}, {slots}
// and the like are replaced by the numbers and names of the core's
// component table (game/kunststucke/table.go), so the help says what
// this edition plays even if someone holding the box corrects a value
// there.

// ksKindWords are the shapes' names' keys, by the core's name for each
// kind.
var ksKindWords = map[string]words.Word{
	"bar": "kunststucke.KindBar", "l": "kunststucke.KindL", "t": "kunststucke.KindT",
	"stair": "kunststucke.KindStair", "flag": "kunststucke.KindFlag", "cup": "kunststucke.KindCup",
	"block": "kunststucke.KindBlock", "longl": "kunststucke.KindLongL", "longstair": "kunststucke.KindLongStair",
	"cross": "kunststucke.KindCross", "bigt": "kunststucke.KindBigT", "longblock": "kunststucke.KindLongBlock",
}

// ksKindKey is the core's name for shape kind k, like "longl".
func ksKindKey(k int) string {
	s := kunststucke.ShapeID(k).String()
	return s[strings.IndexByte(s, '-')+1:]
}

// ksKindName is shape kind k's name in lang, or the core's name.
func ksKindName(lang words.Lang, k int) string {
	if w, ok := ksKindWords[ksKindKey(k)]; ok {
		return words.T(lang, w)
	}
	return ksKindKey(k)
}

// rulesColourName is colour c's name in lang, or the core's name.
func rulesColourName(lang words.Lang, c kunststucke.Colour) string {
	if w := words.Word("kunststucke.Colour" + ksCapital(c.String())); words.Has(w) {
		return words.T(lang, w)
	}
	return c.String()
}

// ksCapital writes a name with a capital first letter.
func ksCapital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// ksShapeCells are the smallest and largest shapes, in cells.
func ksShapeCells() (lo, hi int) {
	lo, hi = 1<<30, 0
	for k := 0; k < kunststucke.NumKinds; k++ {
		n := kunststucke.ShapeID(k).Cells()
		lo, hi = min(lo, n), max(hi, n)
	}
	return
}

// ksSlotList is the scoring board's slot values: "15, 10, 10, 5 and 5".
func ksSlotList(lang words.Lang) string {
	s := make([]string, len(kunststucke.SlotValues))
	for i, v := range kunststucke.SlotValues {
		s[i] = strconv.Itoa(v)
	}
	return rulebook.Sentence(lang, s)
}

// ksExample is the rulebook's example: Red 2 on the top slot, and what
// it scores.
func ksExample() (tile kunststucke.TileID, slot, points int) {
	tile, _ = kunststucke.ParseTile("red-2")
	for k, v := range kunststucke.SlotValues {
		if v > kunststucke.SlotValues[slot] {
			slot = k
		}
	}
	return tile, slot, kunststucke.TilePoints(tile, slot)
}

// ksNumbers fills a page's {names} from the component table.
func ksNumbers(lang words.Lang) *strings.Replacer {
	var deal, rounds, colours []string
	for n := kunststucke.MaxPlayers; n >= kunststucke.MinPlayers; n-- {
		r := strings.NewReplacer("{shapes}", strconv.Itoa(kunststucke.Deal(n)), "{rounds}", strconv.Itoa(kunststucke.Deal(n)), "{players}", strconv.Itoa(n))
		// The first in full, the others short: "11 shapes each with 5
		// players, 13 with 4, …".
		if n == kunststucke.MaxPlayers {
			deal = append(deal, r.Replace(words.T(lang, "kunststucke.DealFirst")))
			rounds = append(rounds, r.Replace(words.T(lang, "kunststucke.RoundsFirst")))
		} else {
			deal = append(deal, r.Replace(words.T(lang, "kunststucke.DealOther")))
			rounds = append(rounds, r.Replace(words.T(lang, "kunststucke.RoundsOther")))
		}
	}
	for c := kunststucke.Colour(0); int(c) < kunststucke.NumColours; c++ {
		colours = append(colours, rulesColourName(lang, c)+" ("+c.Letter()+")")
	}
	cost := strings.ReplaceAll(words.Form(lang, "kunststucke.SlideCost", kunststucke.SlideCost), "{n}", strconv.Itoa(kunststucke.SlideCost))
	lo, hi := ksShapeCells()
	_, slot, points := ksExample()
	const size = kunststucke.CanvasSize
	return strings.NewReplacer(
		"{minp}", strconv.Itoa(kunststucke.MinPlayers),
		"{maxp}", strconv.Itoa(kunststucke.MaxPlayers),
		"{tiles}", strconv.Itoa(kunststucke.NumTiles),
		"{top}", strconv.Itoa(kunststucke.TopTile),
		"{nslots}", strconv.Itoa(kunststucke.NumSlots),
		"{slots}", ksSlotList(lang),
		"{tokens}", strconv.Itoa(kunststucke.Tokens),
		"{piles}", strconv.Itoa(kunststucke.NumPiles),
		"{lastpile}", kunststucke.PileName(kunststucke.NumPiles-1),
		"{perpile}", strconv.Itoa(kunststucke.TilesPerPile),
		"{size}", strconv.Itoa(size),
		"{lastcol}", string(rune('A'+size-1)),
		"{shapes}", strconv.Itoa(kunststucke.NumShapes),
		"{kinds}", strconv.Itoa(kunststucke.NumKinds),
		"{colours}", strconv.Itoa(kunststucke.NumColours),
		"{mincells}", strconv.Itoa(lo),
		"{maxcells}", strconv.Itoa(hi),
		"{colourlist}", rulebook.Sentence(lang, colours),
		"{deal}", rulebook.Sentence(lang, deal),
		"{rounds}", rulebook.Sentence(lang, rounds),
		"{cost}", cost,
		"{topslot}", strconv.Itoa(kunststucke.SlotValues[slot]),
		"{example}", strconv.Itoa(points),
	)
}

// The rules help's pages, from the message files, with the component
// table's numbers and names.
var ksPages = rulebook.PagesOf("kunststucke", ksNumbers)

// Kunststucke is the volume of the game's rules help.
var RulesBook = &rulebook.Volume{Name: func(l words.Lang) string { return words.T(l, KunststuckeName) }, Pages: ksPages, Pictures: ksPictures}

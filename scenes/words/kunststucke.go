package words

// Kunststücke's table words: a block of keys after the catalogue's, in
// a file of their own, so the third game's words stay together. T finds
// a word of either block; the tests walk both.
const (
	KSTurnOf Word = numWords + iota
	endWords
)

// ksCatalogue holds the Kunststücke table's words, by key.
var ksCatalogue = map[Word][NumLangs]string{
	KSTurnOf: {"%s's turn", "Au tour de %s"},
}

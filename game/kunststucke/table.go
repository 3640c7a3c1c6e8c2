package kunststucke

// The box: every printed value of Kunststücke in one place, so that a
// café owner holding the real box can correct a value here without
// touching any rule code. docs/kunststucke-rules.md says where each value
// comes from (rulebook, reviews, or this edition's own design); printed
// values may differ. Nothing else in the package holds a component number.

// CanvasSize is the canvas's width and height in cells (reviews).
const CanvasSize = 18

// Colour names, in order, with the letter the table prints on each
// colour's pattern (red and green are in the rulebook; the others are this
// edition's).
var colourTable = [...]struct{ Name, Letter string }{
	{"red", "R"},
	{"green", "G"},
	{"yellow", "Y"},
	{"blue", "B"},
	{"violet", "V"},
}

// shapeTable is the twelve shapes every colour has (this edition's set:
// the reviews give 5 to 8 cells each). '#' is a cell of the shape as it
// lies unturned; the shape is placed in any quarter-turn, never mirrored.
var shapeTable = [...]struct {
	Name string
	Rows []string
}{
	{"bar", []string{"#####"}},
	{"l", []string{"#...", "####"}},
	{"t", []string{"###", ".#.", ".#."}},
	{"stair", []string{"#..", "##.", ".##"}},
	{"flag", []string{"##", "##", "#."}},
	{"cup", []string{"#.#", "###"}},
	{"block", []string{"###", "###"}},
	{"longl", []string{"#...", "#...", "####"}},
	{"longstair", []string{"#...", "##..", ".##.", "..#."}},
	{"cross", []string{".#.", "###", ".#.", ".#."}},
	{"bigt", []string{"#####", "..#..", "..#.."}},
	{"longblock", []string{"####", "####"}},
}

// TopTile is the number on the highest objective tile, which reads "6+":
// met by a group of that many shapes or more. Tiles run 1..TopTile in
// every colour.
const TopTile = 6

// SlotValues are the bonuses printed on a scoring board, left to right.
var SlotValues = [...]int{15, 10, 10, 5, 5}

// NumPiles is the number of pile spaces on the tile board, lettered from A.
const NumPiles = 5

// Tokens is what each player starts with; a slide costs one.
const Tokens = 10

// SlideCost is the tokens a slide costs.
const SlideCost = 1

// MinPlayers and MaxPlayers bound the seats.
const (
	MinPlayers = 2
	MaxPlayers = 5
)

// dealTable is how many shapes each player is dealt, by player count.
var dealTable = map[int]int{5: 11, 4: 13, 3: 18, 2: 26}

// defaultNames name the seats when a set-up gives none.
var defaultNames = [MaxPlayers]string{"Ana", "Ben", "Chloé", "Dario", "Emma"}

// DefaultNames are the seat names when a set-up gives none.
func DefaultNames() [MaxPlayers]string { return defaultNames }

package tagcity

// The box: every number and shape of this edition's Tag City lives in this
// one table file (docs/tagcity-rules.md, "Components"), so that someone
// holding the printed box can correct a value without touching rule code.
// The rules read the unexported tables; other packages get copies through
// the exported functions below.

// Counts of the box and the grid.
const (
	MinPlayers = 2
	MaxPlayers = 4
	Rows       = 8  // rows 1-8
	Cols       = 12 // columns A-L
	Cells      = Rows * Cols
	Sections   = 6 // outer sections of the HQ, I to VI clockwise
	Faces      = 6 // a die shows 1-6
	DroneSpots = 5
	NumBubbles = 5
	Districts  = 5
	// Features: 12 columns, 8 rows, 5 districts, each with a high and a
	// low value.
	NumFeatures = Cols + Rows + Districts
)

// Shape is a graffiti token.
type Shape uint8

const (
	O4 Shape = iota // Block
	I4              // Line
	T4              // Tee
	L4              // Hook
	S4              // Zig
	P5              // Bomb
	L5              // Long
	U5              // Cup
	T5              // Hammer
	V5              // Corner
	Z5              // Bolt
	M1              // Dot (small)
	D2              // Dash (small)
	L3              // Elbow (small)
	NumShapes
)

// shapeData is one token: its code in the text form, its name, whether it
// is small (centre of the HQ, drone only) and its squares, one string a
// row, '#' a square.
type shapeData struct {
	Code, Name string
	Small      bool
	Pattern    []string
}

var shapes = [NumShapes]shapeData{
	O4: {"O4", "Block", false, []string{"##", "##"}},
	I4: {"I4", "Line", false, []string{"####"}},
	T4: {"T4", "Tee", false, []string{"###", ".#."}},
	L4: {"L4", "Hook", false, []string{"###", "#.."}},
	S4: {"S4", "Zig", false, []string{".##", "##."}},
	P5: {"P5", "Bomb", false, []string{"##", "##", "#."}},
	L5: {"L5", "Long", false, []string{"####", "#..."}},
	U5: {"U5", "Cup", false, []string{"#.#", "###"}},
	T5: {"T5", "Hammer", false, []string{"###", ".#.", ".#."}},
	V5: {"V5", "Corner", false, []string{"#..", "#..", "###"}},
	Z5: {"Z5", "Bolt", false, []string{"##.", ".#.", ".##"}},
	M1: {"m1", "Dot", true, []string{"#"}},
	D2: {"d2", "Dash", true, []string{"##"}},
	L3: {"l3", "Elbow", true, []string{"##", "#."}},
}

// smallShapes sit in the centre of the HQ on both sides, drawn only with
// a drone.
var smallShapes = [3]Shape{M1, D2, L3}

// hqSideA is side A of the HQ: the printed shapes on sections I-VI.
var hqSideA = [Sections]Shape{O4, I4, T4, P5, L4, S4}

// Drone remote, circled in this order, and the five shared bubbles
// (numbered 1-5, the same on every board).
var (
	droneValues  = [DroneSpots]int{-1, -2, -3, -5, -7}
	bubbleValues = [NumBubbles]int{-1, -1, -2, -2, -3}
)

// District letters and names; each district also has its own symbol on
// the table.
var (
	districtLetters = [Districts]byte{'R', 'Y', 'P', 'G', 'B'}
	districtNames   = [Districts]string{"Red", "Yellow", "Purple", "Green", "Blue"}
)

// cityData is one side of the city boards: the district of every square
// and the high/low values of every column, row and district.
type cityData struct {
	Map       [Rows]string
	ColHigh   [Cols]int
	ColLow    [Cols]int
	RowHigh   [Rows]int
	RowLow    [Rows]int
	DistHigh  [Districts]int // R, Y, P, G, B
	DistLow   [Districts]int
	DistCount [Districts]int // squares, checked against the map by a test
}

var cities = [2]cityData{
	{ // side A: compact districts
		Map: [Rows]string{
			"RRRRRYYYYYYY",
			"RRRRRYYYYYYY",
			"RRRRPPPYYYBB",
			"GGGRPPPPBBBB",
			"GGGGPPPPBBBB",
			"GGGGPPPPBBBB",
			"GGGGGPPBBBBB",
			"GGGGGPPBBBBB",
		},
		ColHigh:   [Cols]int{3, 4, 4, 5, 5, 6, 6, 5, 5, 4, 4, 3},
		ColLow:    [Cols]int{1, 2, 2, 2, 2, 3, 3, 2, 2, 2, 2, 1},
		RowHigh:   [Rows]int{6, 7, 7, 8, 8, 7, 7, 6},
		RowLow:    [Rows]int{3, 3, 3, 4, 4, 3, 3, 3},
		DistHigh:  [Districts]int{7, 8, 9, 10, 11},
		DistLow:   [Districts]int{3, 4, 4, 5, 5},
		DistCount: [Districts]int{15, 17, 19, 21, 24},
	},
	{ // side B: toothed borders, a Purple avenue, a steeper gap
		Map: [Rows]string{
			"RRRRRPPYYYYY",
			"RRRRRPYYYYYY",
			"RRRGRPPYYBYY",
			"RRGGPPPYBBYY",
			"GRGGGPPBBBBB",
			"GGGGPPPBBBBB",
			"GGGGGPPBBBBB",
			"GGGGPPPPBBBB",
		},
		ColHigh:   [Cols]int{4, 5, 5, 6, 6, 7, 7, 6, 6, 5, 5, 4},
		ColLow:    [Cols]int{1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1},
		RowHigh:   [Rows]int{7, 8, 9, 10, 10, 9, 8, 7},
		RowLow:    [Rows]int{2, 2, 3, 3, 3, 3, 2, 2},
		DistHigh:  [Districts]int{11, 11, 14, 12, 13},
		DistLow:   [Districts]int{3, 4, 5, 4, 4},
		DistCount: [Districts]int{17, 18, 19, 20, 22},
	},
}

// Marker colours of the seats, in seat order.
var markerColours = [MaxPlayers]string{"pink", "cyan", "orange", "white"}

// defaultNames are the seat names when a set-up gives none.
var defaultNames = [MaxPlayers]string{"Ana", "Ben", "Cleo", "Dev"}

// Exported copies for the table; writing into them changes no rule.

// ShapeCode is a token's code in the text form ("P5", "m1").
func ShapeCode(s Shape) string { return shapes[s].Code }

// ShapeName is a token's English name ("Bomb").
func ShapeName(s Shape) string { return shapes[s].Name }

// IsSmall tells whether a token is one of the three small ones.
func IsSmall(s Shape) bool { return shapes[s].Small }

// ShapePattern is a token's squares as printed, '#' a square.
func ShapePattern(s Shape) []string { return append([]string(nil), shapes[s].Pattern...) }

// SmallShapes are the three tokens in the centre of the HQ.
func SmallShapes() [3]Shape { return smallShapes }

// HQSideA is side A's printed shapes on sections I-VI.
func HQSideA() [Sections]Shape { return hqSideA }

// DroneValues are the drone remote's spaces, circled in this order.
func DroneValues() [DroneSpots]int { return droneValues }

// BubbleValues are the five shared bubbles, numbered 1-5.
func BubbleValues() [NumBubbles]int { return bubbleValues }

// DistrictName is a district's English name.
func DistrictName(d int) string { return districtNames[d] }

// DistrictLetter is a district's letter on the map (R, Y, P, G, B).
func DistrictLetter(d int) byte { return districtLetters[d] }

// MarkerColour is the marker colour of a seat.
func MarkerColour(seat int) string { return markerColours[seat] }

// DefaultNames are the seat names when a set-up gives none.
func DefaultNames() [MaxPlayers]string { return defaultNames }

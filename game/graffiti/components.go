package graffiti

import "slices"

// This file is the one table of component data: counts, the tunnel's
// segments and the boards' spaces. The rulebook is a scan without the
// printed boards, so these numbers come from the edition's settled values
// (docs/rules.md). A café owner holding the physical box can correct a
// value here without touching any rule code.
//
// The rules read unexported tables. The exported ones (TileCount,
// TileNames, PaintNames, BonusTitles, Spaces, TunnelFor's tunnels) are
// copies made at start-up for other packages to read: changing one by
// accident changes no rule.

// Counts of the box.
const (
	MaxPlayers     = 4
	MinPlayers     = 2
	CansPerPlayer  = 5
	TagsPerPlayer  = 16
	NeutralTags    = 12
	PaintTiles     = 58
	PermitTiles    = 30
	PermitsPerPips = 6
	BonusTiles     = 40
	BonusPerKind   = 5
	BonusSlots     = 5
	PermitSlots    = 3
	KeepLimit      = 2 // paint tiles kept at round end
	KeepLimitSave  = 3 // with the Save bonus
	GraffitiToEnd  = 6 // complete graffiti that end the game
	SpecialTagVP   = 5 // each tag on a complete special graffiti (variant 2)
)

// Paint is one of the five paints a segment can ask for.
type Paint uint8

const (
	Red Paint = iota
	Yellow
	Blue
	Green
	Black
	NumPaints
)

var paintLetters = [NumPaints]string{"R", "Y", "B", "G", "K"}

var paintWords = [NumPaints]string{"red", "yellow", "blue", "green", "black"}

// PaintNames are the English names, for messages (a copy).
var PaintNames = paintWords

func (p Paint) String() string { return paintLetters[p] }

// Tile is a kind of paint tile: five singles and three doubles.
type Tile uint8

const (
	TileR Tile = iota
	TileY
	TileB
	TileG
	TileK
	TileRY
	TileRB
	TileYB
	NumTiles
)

// tileCount is how many tiles of each kind the box holds (58 in all).
var tileCount = [NumTiles]int{7, 7, 7, 8, 8, 7, 7, 7}

// TileCount is how many tiles of each kind the box holds (a copy).
var TileCount = tileCount

var tileNames = [NumTiles]string{"R", "Y", "B", "G", "K", "RY", "RB", "YB"}

var tileWords = [NumTiles]string{"red", "yellow", "blue", "green", "black", "red/yellow", "red/blue", "yellow/blue"}

// TileNames are the English names, for messages (a copy).
var TileNames = tileWords

func (t Tile) String() string { return tileNames[t] }

// Paints tells which paints a tile can cover: a single covers one, a
// double covers either of two.
func (t Tile) Paints() (Paint, Paint, bool) {
	switch t {
	case TileRY:
		return Red, Yellow, true
	case TileRB:
		return Red, Blue, true
	case TileYB:
		return Yellow, Blue, true
	}
	return Paint(t), Paint(t), false
}

// Covers reports whether the tile can cover one unit of paint p.
func (t Tile) Covers(p Paint) bool {
	a, b, _ := t.Paints()
	return a == p || b == p
}

// Bonus is a kind of bonus tile.
type Bonus uint8

const (
	BonusVP Bonus = iota
	BonusWild
	BonusPermit
	BonusExtra
	BonusReserve
	BonusAdd
	BonusDiscount
	BonusSave
	NumBonus
)

var bonusNames = [NumBonus]string{"2vp", "wild", "permit", "extra", "reserve", "add", "discount", "save"}

var bonusWords = [NumBonus]string{"2 VP", "wild paint", "permit", "extra action", "reservation", "add", "discount", "save"}

// BonusTitles are the English names, for messages (a copy).
var BonusTitles = bonusWords

func (b Bonus) String() string { return bonusNames[b] }

// Section is a tunnel section, A to E, opened by a permit with Section+1 pips.
type Section uint8

const NumSections = 5

func (s Section) String() string { return string(rune('A' + s)) }

// Pips is the number of pips a permit of this section shows.
func (s Section) Pips() int { return int(s) + 1 }

// GraffitiDef is one graffiti of the tunnel.
type GraffitiDef struct {
	Section Section
	Upper   bool
	Special bool // variant 2's special graffiti
	First   int  // index of its first segment in Segments
	Len     int  // number of segments
}

// TagVP is what each tag on this graffiti scores when it is complete.
func (g GraffitiDef) TagVP() int {
	if g.Special {
		return SpecialTagVP
	}
	return g.Len
}

// SegmentDef is one segment: its name, the paint it asks for and its VP.
type SegmentDef struct {
	Name     string
	Graffiti int
	Needs    []Paint
	VP       int
	// needMask and onceMask hold a bit per paint the segment needs, and
	// per paint it needs exactly once: the spray list's quick test.
	needMask, onceMask uint8
}

// Section of the segment.
func (d SegmentDef) Section() Section { return Section(d.Name[0] - 'A') }

// NumSegments is the number of segments in the tunnel, in both variants.
const NumSegments = 31

// NumGraffiti is the number of graffiti in the tunnel.
const NumGraffiti = 10

// A tunnel layout: the graffiti and their segments.
type Tunnel struct {
	Graffiti [NumGraffiti]GraffitiDef
	Segments [NumSegments]SegmentDef
	// The segments of section x are secFirst[x] to secFirst[x+1]-1: the
	// table lists them section by section.
	secFirst [NumSections + 1]int
}

// segVP is the edition's formula: 3 per unit, 3 more per green or black unit.
func segVP(needs []Paint) int {
	vp := 0
	for _, p := range needs {
		vp += 3
		if p == Green || p == Black {
			vp += 3
		}
	}
	return vp
}

func paints(s string) []Paint {
	out := make([]Paint, 0, len(s))
	for _, c := range s {
		for p, l := range paintLetters {
			if string(c) == l {
				out = append(out, Paint(p))
			}
		}
	}
	return out
}

// graffitiSpec lists the graffiti section by section, upper first; each
// string is the paint of one segment.
type graffitiSpec struct {
	section Section
	upper   bool
	special bool
	segs    []string
}

var basicGraffiti = []graffitiSpec{
	{0, true, false, []string{"RYBG", "RB", "YK", "BBY"}},
	{0, false, false, []string{"GR", "YY"}},
	{1, true, false, []string{"KG", "R", "YB", "RYB"}},
	{1, false, false, []string{"GY", "RRK", "B"}},
	{2, true, false, []string{"RY", "BGK", "Y"}},
	{2, false, false, []string{"RBYY", "K"}},
	{3, true, false, []string{"YG", "RBB", "KY", "R"}},
	{3, false, false, []string{"BY", "RGK", "YR"}},
	{4, true, false, []string{"B", "RYK", "GB", "YRB"}},
	{4, false, false, []string{"RK", "BYG"}},
}

// specialGraffiti replaces the three 3-segment graffiti in variant 2.
var specialGraffiti = map[int]graffitiSpec{
	3: {1, false, true, []string{"GG", "KK", "YKG"}},
	4: {2, true, true, []string{"RRYY", "BB", "GKR"}},
	7: {3, false, true, []string{"K", "KG", "KGB"}},
}

// tunnels are the layouts the rules read; published are the copies
// TunnelFor gives other packages.
var tunnels, published [2]Tunnel

func init() {
	for v := 0; v < 2; v++ {
		t := &tunnels[v]
		seg := 0
		num := 0
		for g, spec := range basicGraffiti {
			if sp, ok := specialGraffiti[g]; ok && v == 1 {
				spec = sp
			}
			if g > 0 && spec.section != basicGraffiti[g-1].section {
				num = 0
			}
			t.Graffiti[g] = GraffitiDef{Section: spec.section, Upper: spec.upper, Special: spec.special, First: seg, Len: len(spec.segs)}
			for _, s := range spec.segs {
				num++
				needs := paints(s)
				t.Segments[seg] = SegmentDef{
					Name:     spec.section.String() + string(rune('0'+num)),
					Graffiti: g,
					Needs:    needs,
					VP:       segVP(needs),
				}
				for _, c := range needs {
					if t.Segments[seg].needMask&(1<<c) != 0 {
						t.Segments[seg].onceMask &^= 1 << c
					} else {
						t.Segments[seg].onceMask |= 1 << c
					}
					t.Segments[seg].needMask |= 1 << c
				}
				seg++
			}
		}
		if seg != NumSegments {
			panic("components: the tunnel must hold 31 segments")
		}
		for i := range t.Segments {
			if i > 0 && t.Segments[i].Section() < t.Segments[i-1].Section() {
				panic("components: the segments must be listed section by section")
			}
			t.secFirst[t.Segments[i].Section()+1] = i + 1
		}
		published[v] = *t
		for i := range t.Segments {
			published[v].Segments[i].Needs = slices.Clone(t.Segments[i].Needs)
		}
	}
}

// TunnelFor gives the tunnel of the base game or of variant 2, for other
// packages to read (a copy: the rules read their own).
func TunnelFor(special bool) *Tunnel {
	if special {
		return &published[1]
	}
	return &published[0]
}

// tunnelFor is the layout the rules read.
func tunnelFor(special bool) *Tunnel {
	if special {
		return &tunnels[1]
	}
	return &tunnels[0]
}

// SegmentByName finds a segment index by its name ("B4"); -1 if none.
func SegmentByName(name string) int {
	for i, s := range tunnels[0].Segments {
		if s.Name == name {
			return i
		}
	}
	return -1
}

// Board is one of the four places where cans go.
type Board uint8

const (
	PaintBoard Board = iota
	PermitBoard
	BonusBoard
	TunnelBoard
)

// Space is a spray-can space. The order is fixed: it is part of the save format.
type Space uint8

// SpaceDef describes a spray-can space.
type SpaceDef struct {
	Name  string
	Board Board
	Cost  int  // cans it takes
	Tile  Tile // paint board: the tile it gives
	Big   bool // the unlimited primary paint space: red, yellow or blue
	Slot  int  // bonus board slot 0-4; permit board: which space 0-3
	Bobby bool
	Sec   Section // tunnel
}

// The spaces, board by board.
const (
	SpR1 Space = iota
	SpY1
	SpB1
	SpBig
	SpG1
	SpG2
	SpK1
	SpK2
	SpRY1
	SpRY2
	SpRB1
	SpRB2
	SpYB1
	SpYB2
	SpPermitFirst
	SpPermit12
	SpPermit23
	SpPermit3S
	SpBonus1
	SpBonus2
	SpBonus3
	SpBonus4
	SpBonus5
	SpBobby
	SpTunnel  // SpTunnel + 2*section + (0: the 1-can space, 1: the 2-can space)
	NumSpaces = SpTunnel + 2*NumSections
)

// spaces is the table of every spray-can space.
var spaces [NumSpaces]SpaceDef

// Spaces is the table of every spray-can space (a copy for other packages).
var Spaces [NumSpaces]SpaceDef

func init() {
	paint := []struct {
		name string
		cost int
		tile Tile
	}{
		{"R1", 1, TileR}, {"Y1", 1, TileY}, {"B1", 1, TileB}, {"RYB", 2, TileR},
		{"G1", 1, TileG}, {"G2", 2, TileG}, {"K1", 1, TileK}, {"K2", 2, TileK},
		{"RY1", 1, TileRY}, {"RY2", 2, TileRY}, {"RB1", 1, TileRB}, {"RB2", 2, TileRB},
		{"YB1", 1, TileYB}, {"YB2", 2, TileYB},
	}
	for i, p := range paint {
		spaces[i] = SpaceDef{Name: p.name, Board: PaintBoard, Cost: p.cost, Tile: p.tile, Big: Space(i) == SpBig}
	}
	for i, n := range []string{"first", "1+2", "2+3", "3+stack"} {
		spaces[int(SpPermitFirst)+i] = SpaceDef{Name: n, Board: PermitBoard, Cost: 1, Slot: i}
	}
	for i := 0; i < BonusSlots; i++ {
		spaces[int(SpBonus1)+i] = SpaceDef{Name: string(rune('1' + i)), Board: BonusBoard, Cost: 1, Slot: i}
	}
	spaces[SpBobby] = SpaceDef{Name: "bobby", Board: BonusBoard, Cost: 1, Bobby: true, Slot: -1}
	for s := Section(0); s < NumSections; s++ {
		for k := 0; k < 2; k++ {
			spaces[int(SpTunnel)+2*int(s)+k] = SpaceDef{Name: s.String() + "@" + string(rune('1'+k)), Board: TunnelBoard, Cost: k + 1, Sec: s}
		}
	}
	Spaces = spaces
}

// TunnelSpace is the space of a section: k = 0 for the 1-can, 1 for the 2-can space.
func TunnelSpace(s Section, k int) Space { return SpTunnel + Space(2*int(s)+k) }

func (s Space) String() string { return spaces[s].Name }

// Def gives the space's entry in the table (a copy).
func (s Space) Def() SpaceDef { return spaces[s] }

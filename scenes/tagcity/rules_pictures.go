package tagcity

import (
	"image/color"
	"math"
	"strconv"

	"graffiti/game/tagcity"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// The pictures of Tag City's rules help, one function a page, drawn in
// PictureRect with the ui's painter: the HQ ring, the dice, the city
// board, the tokens, the remote and the bubbles, as the table shows
// them. Every number comes from the core's component table; every
// formatted label is made once per language (tcLabelsFor), never during
// a frame.

var tcPictures = []func(d *rulebook.Pen, lang words.Lang){
	tcPicGoal,
	tcPicHQ,
	tcPicPick,
	tcPicScoring,
	tcPicDrone,
	tcPicFinalDie,
	tcPicEnd,
	tcPicFirstBattle,
}

// tcText is a label of the pictures: its key in msg/rules.*.toml.
type tcText struct{ w words.Word }

// in is the label in lang.
func (t tcText) in(lang words.Lang) string { return words.T(lang, t.w) }

// The labels of the pictures that say no number.
var (
	tcCapSideA      = tcText{"tagcity.CapSideA"}
	tcCapLetters    = tcText{"tagcity.CapLetters"}
	tcCapFaces      = tcText{"tagcity.CapFaces"}
	tcCapCentre     = tcText{"tagcity.CapCentre"}
	tcCapLarge4     = tcText{"tagcity.CapLarge4"}
	tcCapLarge5     = tcText{"tagcity.CapLarge5"}
	tcCapSmall      = tcText{"tagcity.CapSmall"}
	tcCapTurnFlip   = tcText{"tagcity.CapTurnFlip"}
	tcCapRing       = tcText{"tagcity.CapRing"}
	tcCapCircled    = tcText{"tagcity.CapCircled"}
	tcCapCrossed    = tcText{"tagcity.CapCrossed"}
	tcCapRemote     = tcText{"tagcity.CapRemote"}
	tcCapNextSpace  = tcText{"tagcity.CapNextSpace"}
	tcCapBubbles    = tcText{"tagcity.CapBubbles"}
	tcCapBubbleMark = tcText{"tagcity.CapBubbleMark"}
	tcCapOneLeft    = tcText{"tagcity.CapOneLeft"}
	tcCapCurtain    = tcText{"tagcity.CapCurtain"}
	tcCapReveal     = tcText{"tagcity.CapReveal"}
	tcCapEndHighs   = tcText{"tagcity.CapEndHighs"}
	tcCapEndBubbles = tcText{"tagcity.CapEndBubbles"}
	tcCapEndDrone   = tcText{"tagcity.CapEndDrone"}
	tcCapLastRound  = tcText{"tagcity.CapLastRound"}
	tcCapTwoLit     = tcText{"tagcity.CapTwoLit"}
	tcCapKeys       = tcText{"tagcity.CapKeys"}
	tcCapUndo       = tcText{"tagcity.CapUndo"}
	tcHeadHigh      = tcText{"tagcity.HeadHigh"}
	tcHeadLow       = tcText{"tagcity.HeadLow"}
	tcHeadDrone     = tcText{"tagcity.HeadDrone"}
	tcHeadBubbles   = tcText{"tagcity.HeadBubbles"}
	tcHeadTotal     = tcText{"tagcity.HeadTotal"}
	tcAllCity       = tcText{"tagcity.AllCity"}
)

// The board's colours: the five districts, told by letter as well, and
// the taggers' markers (pink, cyan, orange, white).
var (
	tcDistColors = sprites.TCDistricts
	tcMarkers    = func() (c [tagcity.MaxPlayers]color.RGBA) {
		for m := range c {
			c[m] = MarkerColor(m)
		}
		return
	}()
	tcSeats = tagcity.DefaultNames()
	// The HQ's six coloured sections, I to VI.
	tcSecColors = sprites.TCSections

	tcPatterns = func() (p [tagcity.NumShapes][]string) {
		for s := range p {
			p[s] = tagcity.ShapePattern(tagcity.Shape(s))
		}
		return
	}()
	tcDrone   = tagcity.DroneValues()
	tcBubbles = tagcity.BubbleValues()
	tcLetters = func() (s [tagcity.Districts]string) {
		for k := range s {
			s[k] = string(tagcity.DistrictLetter(k))
		}
		return
	}()
	tcColLetters = func() (s [tagcity.Cols]string) {
		for c := range s {
			s[c] = string(rune('A' + c))
		}
		return
	}()
	tcDroneText  = tcSignedAll(tcDrone[:])
	tcBubbleText = tcSignedAll(tcBubbles[:])
)

func tcSignedAll(vs []int) []string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = tcSigned(v)
	}
	return s
}

// Marks on a printed value.
const (
	tcOpen = iota
	tcCircled
	tcCrossed
)

// tcMark draws a printed value, circled in a marker's colour or crossed
// out in chalk.
func tcMark(d *rulebook.Pen, s string, x, y, size float64, state int, marker color.RGBA) {
	r := size * 0.75
	switch state {
	case tcCircled:
		d.Ring(x, y, r, 2.2, marker, 1)
	case tcCrossed:
		d.Line(x-r*0.85, y-r*0.85, x+r*0.85, y+r*0.85, 1.6, marker, 0.75)
		d.Line(x-r*0.85, y+r*0.85, x+r*0.85, y-r*0.85, 1.6, marker, 0.75)
	}
	d.Text(s, x, y, size, ui.Bold, ui.Center, sprites.Chalk, 0.95)
}

// tcShape draws a token's squares from (x, y), cell pixels a square.
func tcShape(d *rulebook.Pen, s tagcity.Shape, x, y, cell float64, col color.RGBA, alpha float32) {
	for r, row := range tcPatterns[s] {
		for c, ch := range row {
			if ch == '#' {
				tcSquare(d, x+float64(c)*cell, y+float64(r)*cell, cell, col, alpha)
			}
		}
	}
}

// tcCells draws an orientation's squares from (x, y).
func tcCells(d *rulebook.Pen, o tagcity.Orientation, x, y, cell float64, col color.RGBA, alpha float32) {
	for _, p := range o.Cells {
		tcSquare(d, x+float64(p[1])*cell, y+float64(p[0])*cell, cell, col, alpha)
	}
}

func tcSquare(d *rulebook.Pen, x, y, cell float64, col color.RGBA, alpha float32) {
	r := ui.Rect{X: x + 1, Y: y + 1, W: cell - 2, H: cell - 2}
	d.Fill(r, cell*0.15, col, alpha*0.85)
	d.Stroke(r, cell*0.15, 1.2, sprites.Ink, alpha*0.6)
}

// tcShapeSize is a token's box in squares.
func tcShapeSize(s tagcity.Shape) (w, h int) {
	for _, row := range tcPatterns[s] {
		w = max(w, len(row))
	}
	return w, len(tcPatterns[s])
}

// tcShapeAt draws a token centred on (cx, cy).
func tcShapeAt(d *rulebook.Pen, s tagcity.Shape, cx, cy, cell float64, col color.RGBA, alpha float32) {
	w, h := tcShapeSize(s)
	tcShape(d, s, cx-float64(w)*cell/2, cy-float64(h)*cell/2, cell, col, alpha)
}

// tcPips are the pips of die faces 1-6, on a 3×3 grid.
var tcPips = [7][][2]int{
	1: {{1, 1}},
	2: {{0, 0}, {2, 2}},
	3: {{0, 0}, {1, 1}, {2, 2}},
	4: {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
	5: {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
	6: {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}},
}

// rulesDie draws a die showing face, its top left at (x, y).
func rulesDie(d *rulebook.Pen, x, y, size float64, face int, body color.RGBA) {
	tcDieIn(d, x, y, size, face, body, sprites.Ink)
}

// tcFace is a die face printed on the HQ: slate, chalk pips.
func tcFace(d *rulebook.Pen, cx, cy, size float64, face int) {
	tcDieIn(d, cx-size/2, cy-size/2, size, face, sprites.Slate, sprites.Chalk)
}

func tcDieIn(d *rulebook.Pen, x, y, size float64, face int, body, pips color.RGBA) {
	r := ui.Rect{X: x, Y: y, W: size, H: size}
	d.Fill(r, size*0.2, body, 1)
	d.Stroke(r, size*0.2, 1.5, sprites.Ink, 0.8)
	for _, p := range tcPips[face] {
		d.Circle(x+size*(0.25+0.25*float64(p[0])), y+size*(0.25+0.25*float64(p[1])), size*0.09, pips, 1)
	}
}

// tcSeat draws a tagger: their tag in their marker's colour, signed with
// the marker's mark.
func tcSeat(d *rulebook.Pen, seat int, cx, cy, size float64) {
	sprites.DrawArtistTag(d.Dst, d.S(cx-size/2), d.S(cy-size/2), d.S(size), tcMarkers[seat], rune(tcSeats[seat][0]), MarkerMark(seat))
}

// tcPawn is the leader pawn.
func tcPawn(d *rulebook.Pen, cx, bottom, h float64) {
	d.Fill(ui.Rect{X: cx - h*0.3, Y: bottom - h*0.45, W: h * 0.6, H: h * 0.45}, h*0.15, sprites.Gold, 1)
	d.Circle(cx, bottom-h*0.66, h*0.2, sprites.Gold, 1)
	d.Ring(cx, bottom-h*0.66, h*0.2, 1.5, sprites.Ink, 0.7)
}

// tcBoard is a city board drawn for a picture: the grid at (x, y), each
// square cell pixels, with its values; tags[r][c] is '.' for an untagged
// square, 'x' an old drawing, 'n' the drawing just made; marks[f] are
// the marks on feature f's high and low values.
type tcBoard struct {
	x, y, cell float64
	side       tagcity.Side
	tags       []string
	marks      map[int][2]int
	marker     color.RGBA
}

func (b *tcBoard) cellRect(r, c int) ui.Rect {
	return ui.Rect{X: b.x + float64(c)*b.cell, Y: b.y + float64(r)*b.cell, W: b.cell, H: b.cell}
}

func (b *tcBoard) draw(d *rulebook.Pen) {
	w, h := b.cell*tagcity.Cols, b.cell*tagcity.Rows
	d.Fill(ui.Rect{X: b.x - 3, Y: b.y - 3, W: w + 6, H: h + 6}, 6, sprites.Ink, 1)
	for r := 0; r < tagcity.Rows; r++ {
		for c := 0; c < tagcity.Cols; c++ {
			k := tagcity.DistrictAt(b.side, r, c)
			cr := b.cellRect(r, c)
			d.Fill(cr, 0, tcDistColors[k], 0.34)
			tag := byte('.')
			if b.tags != nil {
				tag = b.tags[r][c]
			}
			switch tag {
			case 'x', 'n':
				a := float32(0.55)
				if tag == 'n' {
					a = 1
				}
				in := cr.Inset(b.cell * 0.2)
				d.Line(in.X, in.Y, in.X+in.W, in.Y+in.H, 2.5, b.marker, a)
				d.Line(in.X, in.Y+in.H, in.X+in.W, in.Y, 2.5, b.marker, a)
			default:
				d.Text(tcLetters[k], cr.X+b.cell/2, cr.Y+b.cell/2, b.cell*0.42, ui.Bold, ui.Center, sprites.Chalk, 0.45)
			}
		}
	}
	for i := 1; i < tagcity.Cols; i++ {
		d.Line(b.x+float64(i)*b.cell, b.y, b.x+float64(i)*b.cell, b.y+h, 1, sprites.Ink, 0.7)
	}
	for i := 1; i < tagcity.Rows; i++ {
		d.Line(b.x, b.y+float64(i)*b.cell, b.x+w, b.y+float64(i)*b.cell, 1, sprites.Ink, 0.7)
	}
	// District borders, in chalk.
	for r := 0; r < tagcity.Rows; r++ {
		for c := 0; c < tagcity.Cols; c++ {
			k := tagcity.DistrictAt(b.side, r, c)
			cr := b.cellRect(r, c)
			if c+1 < tagcity.Cols && tagcity.DistrictAt(b.side, r, c+1) != k {
				d.Line(cr.X+b.cell, cr.Y-1, cr.X+b.cell, cr.Y+b.cell+1, 2.5, sprites.Chalk, 0.85)
			}
			if r+1 < tagcity.Rows && tagcity.DistrictAt(b.side, r+1, c) != k {
				d.Line(cr.X-1, cr.Y+b.cell, cr.X+b.cell+1, cr.Y+b.cell, 2.5, sprites.Chalk, 0.85)
			}
		}
	}
	// The drawing just made, outlined.
	for r := 0; r < tagcity.Rows && b.tags != nil; r++ {
		for c := 0; c < tagcity.Cols; c++ {
			if b.tags[r][c] == 'n' {
				d.Stroke(b.cellRect(r, c).Inset(2), 3, 2.5, b.marker, 1)
			}
		}
	}
	d.Stroke(ui.Rect{X: b.x - 3, Y: b.y - 3, W: w + 6, H: h + 6}, 6, 2, sprites.NeonViolet, 0.7)

	// Column values above, row values to the right: high, then low.
	vs := b.cell * 0.46
	for c := 0; c < tagcity.Cols; c++ {
		hi, lo := tagcity.FeatureValues(b.side, c)
		m := b.marks[c]
		x := b.x + (float64(c)+0.5)*b.cell
		tcMark(d, rulebook.SmallNum(hi), x, b.y-b.cell*1.55, vs, m[0], b.marker)
		tcMark(d, rulebook.SmallNum(lo), x, b.y-b.cell*0.95, vs*0.9, m[1], b.marker)
		d.Text(tcColLetters[c], x, b.y-b.cell*0.4, vs, ui.Bold, ui.Center, sprites.NeonCyan, 0.95)
	}
	for r := 0; r < tagcity.Rows; r++ {
		f := tagcity.Cols + r
		hi, lo := tagcity.FeatureValues(b.side, f)
		m := b.marks[f]
		y := b.y + (float64(r)+0.5)*b.cell
		d.Text(rulebook.SmallNum(r+1), b.x-b.cell*0.45, y, vs, ui.Bold, ui.Center, sprites.NeonCyan, 0.95)
		tcMark(d, rulebook.SmallNum(hi), b.x+w+b.cell*0.6, y, vs, m[0], b.marker)
		tcMark(d, rulebook.SmallNum(lo), b.x+w+b.cell*1.35, y, vs*0.9, m[1], b.marker)
	}
}

// districts draws the five districts' chips under the board: colour,
// letter, high and low values.
func (b *tcBoard) districts(d *rulebook.Pen, x, y, w float64, lang words.Lang, names bool) {
	for k := 0; k < tagcity.Districts; k++ {
		f := tagcity.Cols + tagcity.Rows + k
		hi, lo := tagcity.FeatureValues(b.side, f)
		m := b.marks[f]
		cx := x + float64(k)*w
		r := ui.Rect{X: cx, Y: y, W: w - 8, H: 34}
		d.Fill(r, 8, sprites.Ink, 0.9)
		d.Stroke(r, 8, 1.5, tcDistColors[k], 0.9)
		sw := ui.Rect{X: cx + 5, Y: y + 5, W: 24, H: 24}
		d.Fill(sw, 4, tcDistColors[k], 0.85)
		d.Text(tcLetters[k], sw.X+12, sw.Y+12, 16, ui.Bold, ui.Center, sprites.Ink, 1)
		tcMark(d, rulebook.SmallNum(hi), cx+48, y+17, 15, m[0], b.marker)
		tcMark(d, rulebook.SmallNum(lo), cx+74, y+17, 13, m[1], b.marker)
		if names {
			d.Text(districtName(lang, k), cx+(w-8)/2, y+48, 14, ui.Bold, ui.Center, tcDistColors[k], 1)
		}
	}
}

// tcLabels are the pictures' labels that say a number or a name,
// formatted once per language.
type tcLabels struct {
	completes, plusHigh, order, passTo, tapStart, tie string
}

var tcLabelCache = map[words.Lang]*tcLabels{}

func tcLabelsFor(lang words.Lang) *tcLabels {
	if w := tcLabelCache[lang]; w != nil {
		return w
	}
	hi, _ := tagcity.FeatureValues(tagcity.SideA, tcScoreColumn)
	w := &tcLabels{plusHigh: "+" + strconv.Itoa(hi), tapStart: words.T(lang, words.TapToStart)}
	tee := shapeName(lang, tagcity.T4)
	col := tcColLetters[tcScoreColumn]
	w.completes = words.T(lang, "tagcity.LabelCompletes", tee, col, hi)
	w.order = words.T(lang, "tagcity.LabelOrder", tcSeats[0], tcSeats[1])
	w.passTo = words.T(lang, "tagcity.LabelPassTo", tcSeats[1])
	a, b := tcTally[0], tcTally[1]
	if a.total() == b.total() {
		w.tie = words.T(lang, "tagcity.LabelTie", a.total(), tcSeats[0], len(a.bubbles), tcSeats[1], len(b.bubbles))
	}
	tcLabelCache[lang] = w
	return w
}

// tcDroneSum is what n drones cost.
func tcDroneSum(n int) (s int) {
	for _, v := range tcDrone[:n] {
		s += v
	}
	return
}

// 1. The goal: side A of a city board, its districts told by colour and
// letter, its values.
func tcPicGoal(d *rulebook.Pen, lang words.Lang) {
	rulebook.RulesCaption(d, tcCapSideA.in(lang), 970, 118, 520, 16, ui.Bold, sprites.Chalk, 0.85)
	b := &tcBoard{x: 752, y: 210, cell: 32, side: tagcity.SideA, marker: sprites.NeonPink}
	b.draw(d)
	b.districts(d, 712, 500, 106, lang, true)
	rulebook.RulesCaption(d, tcCapLetters.in(lang), 970, 598, 520, 16, ui.Bold, sprites.Chalk, 0.85)
}

// tcHQ draws the HQ ring centred on (cx, cy): the six sections with
// side A's shapes, the die faces between them, the small shapes in the
// middle. lit is a section to ring in cyan (-1 for none).
func tcHQ(d *rulebook.Pen, cx, cy, rad float64, lit int) {
	const sw, sh, cell = 104.0, 84.0, 12.0
	hq := tagcity.HQSideA()
	d.Circle(cx, cy, rad+62, sprites.Ink, 0.55)
	for sec := 0; sec < tagcity.Sections; sec++ {
		a := float64(sec-2) * math.Pi / 3
		x, y := cx+rad*math.Cos(a), cy+rad*math.Sin(a)
		r := ui.Rect{X: x - sw/2, Y: y - sh/2, W: sw, H: sh}
		d.Fill(r, 12, sprites.Night, 0.95)
		d.Fill(r, 12, tcSecColors[sec], 0.16)
		d.Stroke(r, 12, 2, tcSecColors[sec], 0.9)
		d.Text(tcRoman(sec), r.X+10, r.Y+14, 15, ui.Bold, ui.Left, tcSecColors[sec], 1)
		tcShapeAt(d, hq[sec], x, y+2, cell, tcSecColors[sec], 1)
		if sec == lit {
			d.Stroke(r.Inset(-5), 15, 3, sprites.NeonCyan, float32(0.55+0.45*math.Sin(float64(d.Tick)/9)))
		}
	}
	// Face f between sections f-1 and f (from 0): on the line between
	// their centres.
	for f := 1; f <= tagcity.Faces; f++ {
		x, y := tcFaceAt(cx, cy, rad, f)
		tcFace(d, x, y, 28, f)
	}
	d.Circle(cx, cy, 50, sprites.Night, 1)
	d.Ring(cx, cy, 50, 1.5, sprites.NeonViolet, 0.8)
	small := tagcity.SmallShapes()
	tcShapeAt(d, small[0], cx-26, cy-14, 11, sprites.Chalk, 0.9)
	tcShapeAt(d, small[1], cx+14, cy-14, 11, sprites.Chalk, 0.9)
	tcShapeAt(d, small[2], cx, cy+16, 11, sprites.Chalk, 0.9)
}

// tcFaceAt is where die face f is printed on an HQ of section radius rad.
func tcFaceAt(cx, cy, rad float64, f int) (x, y float64) {
	a := float64(f-3)*math.Pi/3 + math.Pi/6
	r := rad * math.Cos(math.Pi/6)
	return cx + r*math.Cos(a), cy + r*math.Sin(a)
}

// 2. The HQ and the dice: the ring, a 3 placed on III with IV lit as the
// other place it could go.
func tcPicHQ(d *rulebook.Pen, lang words.Lang) {
	const cx, cy, rad = 970.0, 310.0, 152.0
	tcHQ(d, cx, cy, rad, 3)
	// The 3, placed on section III (index 2), bottom right.
	x, y := cx+rad, cy
	rulesDie(d, x+52-34, y+42-34, 28, 3, sprites.Chalk)
	// Face 3, between III and IV, ringed in amber.
	fx, fy := tcFaceAt(cx, cy, rad, 3)
	d.Ring(fx, fy, 21, 2.5, sprites.NeonAmber, 1)
	rulebook.RulesCaption(d, tcCapFaces.in(lang), 970, 540, 520, 17, ui.Bold, sprites.NeonAmber, 1)
	rulebook.RulesCaption(d, tcCapCentre.in(lang), 970, 590, 520, 16, ui.Bold, sprites.Chalk, 0.85)
}

// 3. Picks: the order from the leader's left, and the fourteen tokens.
func tcPicPick(d *rulebook.Pen, lang words.Lang) {
	w := tcLabelsFor(lang)
	// Ana leads; Ben, Cleo, Dev, then Ana pick.
	order := [...]int{1, 2, 3, 0}
	for i, seat := range order {
		x := 760 + float64(i)*140
		tcSeat(d, seat, x, 144, 50)
		d.Text(tcSeats[seat], x, 182, 15, ui.Bold, ui.Center, tcMarkers[seat], 1)
		rulebook.RulesBadge(d, x-44, 126, rulebook.SmallNum(i+1))
		if i < len(order)-1 {
			rulebook.RulesArrow(d, x+34, x+78, 144)
		}
	}
	tcPawn(d, 760+3*140+44, 182, 40)
	rulebook.RulesCaption(d, w.order, 970, 208, 520, 16, ui.Bold, sprites.Chalk, 0.85)
	d.Line(720, 228, 1220, 228, 1.5, sprites.NeonViolet, 0.5)

	onRing := map[tagcity.Shape]int{}
	for sec, s := range tagcity.HQSideA() {
		onRing[s] = sec + 1
	}
	slot := func(s tagcity.Shape, cx, top float64, col color.RGBA) {
		const cell = 15.0
		w, h := tcShapeSize(s)
		tcShape(d, s, cx-float64(w)*cell/2, top+(3-float64(h))*cell/2, cell, col, 1)
		d.Text(shapeName(lang, s), cx, top+60, 14, ui.Bold, ui.Center, sprites.Chalk, 0.9)
		if n := onRing[s]; n > 0 {
			d.Text(tcRoman(n-1), cx+float64(w)*cell/2+8, top+6, 13, ui.Bold, ui.Left, tcSecColors[n-1], 1)
		}
	}
	d.Text(tcCapLarge4.in(lang), 712, 246, 15, ui.Bold, ui.Left, sprites.NeonCyan, 1)
	d.Text(tcCapLarge5.in(lang), 712, 354, 15, ui.Bold, ui.Left, sprites.NeonCyan, 1)
	d.Text(tcCapSmall.in(lang), 712, 462, 15, ui.Bold, ui.Left, sprites.NeonCyan, 1)
	var small, large4, large5 []tagcity.Shape
	for s := tagcity.Shape(0); s < tagcity.NumShapes; s++ {
		n := 0
		for _, row := range tcPatterns[s] {
			for _, ch := range row {
				if ch == '#' {
					n++
				}
			}
		}
		switch {
		case tagcity.IsSmall(s):
			small = append(small, s)
		case n == 4:
			large4 = append(large4, s)
		default:
			large5 = append(large5, s)
		}
	}
	for i, s := range large4 {
		slot(s, 752+float64(i)*88, 262, sprites.NeonPink)
	}
	for i, s := range large5 {
		slot(s, 752+float64(i)*88, 372, sprites.NeonAmber)
	}
	for i, s := range small {
		slot(s, 752+float64(i)*88, 480, sprites.Chalk)
	}
	// Turned and flipped: one token three ways.
	o := tagcity.Orientations(tagcity.L4)
	demo := [...]int{0, 1, 4}
	for i, k := range demo {
		if k >= len(o) {
			continue
		}
		x := 1010 + float64(i)*76
		tcCells(d, o[k], x, 480, 12, sprites.NeonPink, 1)
		if i > 0 {
			rulebook.RulesArrow(d, x-30, x-10, 498)
		}
	}
	d.Text(tcCapTurnFlip.in(lang), 1120, 540, 14, ui.Bold, ui.Center, sprites.Chalk, 0.9)
	rulebook.RulesCaption(d, tcCapRing.in(lang), 970, 596, 520, 15, ui.Bold, sprites.Chalk, 0.85)
}

// tcScoreColumn is the column the scoring picture completes (F).
const tcScoreColumn = 5

// The scoring picture's board: a Tee just drawn completes column F;
// row 4 was completed after someone else.
var tcScoreTags = []string{
	"xx...x......",
	"xx...x..xxxx",
	".....x......",
	"xxxxxxxxxxxx",
	".....x.xx...",
	"....xx..x...",
	".....n..x...",
	"....nnn.....",
}

var tcScoreMarks = map[int][2]int{
	0:                           {tcCrossed, tcOpen},    // column A: another tagger's
	tcScoreColumn:               {tcCircled, tcOpen},    // column F: first!
	tagcity.Cols + 3:            {tcCrossed, tcCircled}, // row 4: low value
	tagcity.Cols + tagcity.Rows: {tcCrossed, tcOpen},    // the Red district
}

// 4. Scoring: a drawing completes a column first; a row scored low.
func tcPicScoring(d *rulebook.Pen, lang words.Lang) {
	w := tcLabelsFor(lang)
	b := &tcBoard{x: 748, y: 172, cell: 30, side: tagcity.SideA, tags: tcScoreTags, marks: tcScoreMarks, marker: sprites.NeonPink}
	b.draw(d)
	b.districts(d, 712, 432, 106, lang, false)

	tcShape(d, tagcity.T4, 716, 496, 10, sprites.NeonPink, 1)
	rulebook.RulesCaptionL(d, w.completes, 760, 506, 470, 15, ui.Bold, sprites.NeonAmber, 1)
	tcMark(d, "6", 734, 556, 16, tcCircled, sprites.NeonPink)
	rulebook.RulesCaptionL(d, tcCapCircled.in(lang), 760, 556, 470, 15, ui.Bold, sprites.Chalk, 0.9)
	tcMark(d, "8", 734, 598, 16, tcCrossed, sprites.NeonPink)
	rulebook.RulesCaptionL(d, tcCapCrossed.in(lang), 760, 598, 470, 15, ui.Bold, sprites.Chalk, 0.9)
}

// tcDroneIcon is a small quadcopter.
func tcDroneIcon(d *rulebook.Pen, cx, cy, s float64, col color.RGBA) {
	for _, p := range [...][2]float64{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
		x, y := cx+p[0]*s*0.42, cy+p[1]*s*0.3
		d.Line(cx, cy, x, y, s*0.06, col, 0.9)
		d.Ring(x, y, s*0.17, s*0.04, col, 0.9)
		d.Circle(x, y, s*0.04, col, 1)
	}
	d.Fill(ui.Rect{X: cx - s*0.16, Y: cy - s*0.1, W: s * 0.32, H: s * 0.2}, s*0.06, col, 1)
	d.Circle(cx, cy+s*0.02, s*0.04, sprites.NeonPink, 1)
}

// tcRemote draws the drone remote at (x, y): its five spaces, the first
// used circled.
func tcRemote(d *rulebook.Pen, x, y float64, used int, next bool, marker color.RGBA, space float64) {
	n := float64(tagcity.DroneSpots)
	r := ui.Rect{X: x, Y: y, W: n*space + 16, H: space + 16}
	d.Fill(r, 12, sprites.Slate, 1)
	d.Stroke(r, 12, 1.5, sprites.Chalk, 0.6)
	for i := 0; i < tagcity.DroneSpots; i++ {
		sx := x + 8 + float64(i)*space
		sq := ui.Rect{X: sx + 3, Y: y + 11, W: space - 6, H: space - 6}
		d.Fill(sq, 5, sprites.Night, 0.95)
		st := tcOpen
		if i < used {
			st = tcCircled
		}
		tcMark(d, tcDroneText[i], sq.X+sq.W/2, sq.Y+sq.H/2, max(space*0.34, 12), st, marker)
		if next && i == used {
			d.Stroke(sq.Inset(-3), 7, 3, sprites.NeonCyan, float32(0.55+0.45*math.Sin(float64(d.Tick)/9)))
		}
	}
}

// tcBubble draws social bubble b (from 0) at (cx, cy), its tail toward
// (tx, ty), if tx > 0: circled in a marker's colour, or crossed out.
func tcBubble(d *rulebook.Pen, b int, cx, cy, r float64, state int, marker color.RGBA, tx, ty float64) {
	if dx, dy := tx-cx, ty-cy; tx > 0 && (dx != 0 || dy != 0) {
		n := math.Hypot(dx, dy)
		d.Line(cx+dx/n*r*0.8, cy+dy/n*r*0.8, cx+dx/n*r*1.75, cy+dy/n*r*1.75, 2.5, sprites.Chalk, 0.75)
	}
	d.Circle(cx, cy, r, sprites.Night, 1)
	d.Ring(cx, cy, r, 2, sprites.Chalk, 0.75)
	switch state {
	case tcCircled:
		d.Ring(cx, cy, r+4, 3, marker, 1)
	case tcCrossed:
		k := r * 0.75
		d.Line(cx-k, cy-k, cx+k, cy+k, 2.5, marker, 0.8)
		d.Line(cx-k, cy+k, cx+k, cy-k, 2.5, marker, 0.8)
	}
	if r < 18 { // too small for its number: the value alone
		d.Text(tcBubbleText[b], cx, cy, 11, ui.Bold, ui.Center, sprites.Chalk, 0.95)
		return
	}
	d.Text(rulebook.SmallNum(b+1), cx, cy-r*0.45, r*0.4, ui.Bold, ui.Center, sprites.NeonCyan, 0.9)
	d.Text(tcBubbleText[b], cx, cy+r*0.15, r*0.55, ui.Bold, ui.Center, sprites.Chalk, 0.95)
}

// tcCharacter is the figure the bubbles stand round.
func tcCharacter(d *rulebook.Pen, cx, cy, s float64) {
	d.Fill(ui.Rect{X: cx - s*0.75, Y: cy + s*0.35, W: s * 1.5, H: s * 0.9}, s*0.4, sprites.NeonViolet, 0.9)
	d.Circle(cx, cy, s*0.45, sprites.Chalk, 0.95)
	d.Fill(ui.Rect{X: cx - s*0.5, Y: cy - s*0.5, W: s, H: s * 0.25}, s*0.1, sprites.NeonPink, 1) // cap
	d.Fill(ui.Rect{X: cx - s*0.05, Y: cy - s*0.32, W: s * 0.7, H: s * 0.1}, s*0.05, sprites.NeonPink, 1)
}

// 5. Drone and social networks: the remote with two drones used and the
// next space lit; the five shared bubbles round the character.
func tcPicDrone(d *rulebook.Pen, lang words.Lang) {
	d.Text(tcCapRemote.in(lang), 970, 122, 20, ui.Bold, ui.Center, sprites.NeonCyan, 1)
	tcDroneIcon(d, 760, 200, 90, sprites.Steel)
	tcRemote(d, 850, 158, 2, true, sprites.NeonPink, 64)
	rulebook.RulesCaption(d, tcCapNextSpace.in(lang), 970, 268, 520, 16, ui.Bold, sprites.Chalk, 0.85)
	d.Line(720, 300, 1220, 300, 1.5, sprites.NeonViolet, 0.5)

	d.Text(tcCapBubbles.in(lang), 970, 326, 20, ui.Bold, ui.Center, sprites.NeonCyan, 1)
	const cx, cy = 970.0, 520.0
	tcCharacter(d, cx, cy, 56)
	states := [tagcity.NumBubbles]int{tcCircled, tcCrossed, tcOpen, tcOpen, tcOpen}
	for b := 0; b < tagcity.NumBubbles; b++ {
		a := math.Pi + float64(b)*math.Pi/float64(tagcity.NumBubbles-1)
		tcBubble(d, b, cx+150*math.Cos(a), cy-10+125*math.Sin(a), 30, states[b], sprites.NeonPink, cx, cy)
	}
	rulebook.RulesCaption(d, tcCapBubbleMark.in(lang), 970, 614, 520, 15, ui.Bold, sprites.Chalk, 0.85)
}

// 6. The final die: the one left, the curtain, the reveal.
func tcPicFinalDie(d *rulebook.Pen, lang words.Lang) {
	w := tcLabelsFor(lang)
	rulesDie(d, 730, 116, 44, 5, sprites.Chalk)
	d.Ring(752, 138, 32, 2.5, sprites.NeonAmber, float32(0.55+0.45*math.Sin(float64(d.Tick)/9)))
	rulebook.RulesCaptionL(d, tcCapOneLeft.in(lang), 800, 138, 430, 18, ui.Bold, sprites.NeonAmber, 1)

	sh := ui.Rect{X: 770, Y: 190, W: 400, H: 220}
	d.Fill(sh, 8, sprites.Steel, 1)
	for y := sh.Y + 12; y < sh.Y+sh.H-6; y += 18 {
		d.Fill(ui.Rect{X: sh.X + 2, Y: y, W: sh.W - 4, H: 2}, 0, sprites.Ink, 0.35)
	}
	d.Fill(ui.Rect{X: sh.X, Y: sh.Y + sh.H - 12, W: sh.W, H: 12}, 4, sprites.Ink, 0.9)
	tcSeat(d, 1, sh.X+sh.W/2, sh.Y+60, 80)
	rulebook.RulesCaption(d, w.passTo, sh.X+sh.W/2, sh.Y+130, sh.W-20, 26, ui.Bold, sprites.Ink, 1)
	rulebook.RulesCaption(d, w.tapStart, sh.X+sh.W/2, sh.Y+168, sh.W-20, 17, ui.Body, sprites.Ink, 1)
	rulebook.RulesCaption(d, tcCapCurtain.in(lang), 970, 432, 520, 16, ui.Bold, sprites.Chalk, 0.85)

	d.Line(720, 460, 1220, 460, 1.5, sprites.NeonViolet, 0.5)
	// The reveal: Ana tags, Ben and Dev check the same bubble, Cleo flies
	// a drone.
	for seat := 0; seat < tagcity.MaxPlayers; seat++ {
		x := 760 + float64(seat)*140
		tcSeat(d, seat, x-44, 516, 40)
		card := ui.Rect{X: x - 18, Y: 488, W: 72, H: 56}
		d.Fill(card, 8, sprites.Ink, 0.9)
		d.Stroke(card, 8, 1.5, tcMarkers[seat], 0.8)
		ccx, ccy := card.X+card.W/2, card.Y+card.H/2
		switch seat {
		case 0:
			tcShapeAt(d, tagcity.T4, ccx, ccy, 12, tcMarkers[seat], 1)
		case 2:
			tcDroneIcon(d, ccx, ccy, 50, tcMarkers[seat])
		default:
			tcBubble(d, 2, ccx, ccy, 20, tcCircled, tcMarkers[seat], 0, 0)
		}
	}
	rulebook.RulesCaption(d, tcCapReveal.in(lang), 970, 580, 520, 16, ui.Bold, sprites.Chalk, 0.85)
}

// tcTallyRow is a tagger's final score, told as the table tells it.
type tcTallyRow struct {
	seat, high, low, drones int
	bubbles                 []int // the bubbles circled, from 0
}

func (t tcTallyRow) total() int {
	s := t.high + t.low + tcDroneSum(t.drones)
	for _, b := range t.bubbles {
		s += tcBubbles[b]
	}
	return s
}

func (t tcTallyRow) bubbleSum() (s int) {
	for _, b := range t.bubbles {
		s += tcBubbles[b]
	}
	return
}

// tcTally is the final score the picture shows; the totals are worked
// out from the component table.
var tcTally = []tcTallyRow{
	{seat: 0, high: 26, low: 9, drones: 2, bubbles: []int{0, 2}},
	{seat: 1, high: 21, low: 10, drones: 1, bubbles: []int{1}},
	{seat: 2, high: 14, low: 12, drones: 3},
}

var tcTallyText = func() (s [][5]string) {
	for _, t := range tcTally {
		s = append(s, [5]string{rulebook.SmallNum(t.high), rulebook.SmallNum(t.low), tcSigned(tcDroneSum(t.drones)), tcSigned(t.bubbleSum()), strconv.Itoa(t.total())})
	}
	return
}()

// 7. End of the battle: the three ways it ends, and the final score.
func tcPicEnd(d *rulebook.Pen, lang words.Lang) {
	w := tcLabelsFor(lang)
	caps := [...]tcText{tcCapEndHighs, tcCapEndBubbles, tcCapEndDrone}
	for i := 0; i < 3; i++ {
		r := ui.Rect{X: 710 + float64(i)*178, Y: 112, W: 166, H: 150}
		d.Fill(r, 12, sprites.Ink, 0.9)
		d.Stroke(r, 12, 1.5, sprites.Chalk, 0.4)
		rulebook.RulesBadge(d, r.X+18, r.Y+18, rulebook.SmallNum(i+1))
		cx := r.X + r.W/2
		switch i {
		case 0:
			for k := 0; k < 4; k++ {
				st := tcCrossed
				if k%2 == 1 {
					st = tcCircled
				}
				hi, _ := tagcity.FeatureValues(tagcity.SideA, tagcity.Cols+tagcity.Rows+k)
				tcMark(d, rulebook.SmallNum(hi), cx-42+float64(k)*28, r.Y+62, 16, st, sprites.NeonPink)
			}
		case 1:
			for b := 0; b < tagcity.NumBubbles; b++ {
				st := tcCrossed
				if b == 0 || b == 3 {
					st = tcCircled
				}
				tcBubble(d, b, cx-60+float64(b)*30, r.Y+62, 11, st, sprites.NeonPink, 0, 0)
			}
		case 2:
			tcRemote(d, cx-75, r.Y+44, tagcity.DroneSpots, false, sprites.NeonPink, 26.8)
		}
		rulebook.RulesCaption(d, caps[i].in(lang), cx, r.Y+108, r.W-14, 15, ui.Bold, sprites.Chalk, 0.95)
	}
	rulebook.RulesCaption(d, tcCapLastRound.in(lang), 970, 286, 520, 16, ui.Bold, sprites.NeonAmber, 1)

	heads := [...]tcText{tcHeadHigh, tcHeadLow, tcHeadDrone, tcHeadBubbles, tcHeadTotal}
	colX := [...]float64{880, 958, 1036, 1114, 1194}
	const top = 326.0
	for i, h := range heads {
		d.Text(h.in(lang), colX[i], top, 15, ui.Bold, ui.Center, sprites.NeonCyan, 1)
	}
	best := 0
	for i, t := range tcTally {
		if t.total() > tcTally[best].total() || t.total() == tcTally[best].total() && len(t.bubbles) > len(tcTally[best].bubbles) {
			best = i
		}
	}
	for i, t := range tcTally {
		y := top + 50 + float64(i)*62
		row := ui.Rect{X: 710, Y: y - 26, W: 530, H: 52}
		d.Fill(row, 10, sprites.Ink, 0.85)
		if i == best {
			d.Stroke(row, 10, 2.5, sprites.Gold, 1)
		}
		tcSeat(d, t.seat, 736, y, 40)
		d.Text(tcSeats[t.seat], 764, y, 18, ui.Bold, ui.Left, tcMarkers[t.seat], 1)
		for k, s := range tcTallyText[i] {
			size, f, c := 18.0, ui.Bold, sprites.Chalk
			if k == 4 {
				size, f, c = 24, ui.Display, sprites.NeonAmber
			}
			d.Text(s, colX[k], y, size, f, ui.Center, c, 1)
		}
	}
	yb := top + 50 + float64(len(tcTally))*62
	d.Text(tcAllCity.in(lang), 970, yb, 30, ui.Display, ui.Center, sprites.Gold, 1)
	if w.tie != "" {
		rulebook.RulesCaption(d, w.tie, 970, yb+40, 520, 15, ui.Bold, sprites.Chalk, 0.85)
	}
}

// 8. The first battle at this table: Roll and placing, the three uses,
// the ghost with Rotate and Flip, Undo and Confirm.
func tcPicFirstBattle(d *rulebook.Pen, lang words.Lang) {
	pulse := float32(0.55 + 0.45*math.Sin(float64(d.Tick)/9))
	// 1. Roll, then place: a 3 between its two lit sections.
	rulebook.RulesBadge(d, 724, 132, "1")
	rulebook.RulesButton(d, ui.Rect{X: 748, Y: 110, W: 120, H: 44}, words.T(lang, TCRoll), sprites.NeonAmber, 18)
	for i, f := range [...]int{3, 5, 1} {
		rulesDie(d, 750+float64(i)*40, 166, 32, f, sprites.Chalk)
	}
	for i, sec := range [...]int{2, 3} {
		r := ui.Rect{X: 926 + float64(i)*176, Y: 112, W: 108, H: 88}
		d.Fill(r, 12, sprites.Night, 0.95)
		d.Fill(r, 12, tcSecColors[sec], 0.16)
		d.Stroke(r, 12, 2, tcSecColors[sec], 0.9)
		d.Stroke(r.Inset(-5), 15, 3, sprites.NeonCyan, pulse)
		d.Text(tcRoman(sec), r.X+10, r.Y+14, 15, ui.Bold, ui.Left, tcSecColors[sec], 1)
		tcShapeAt(d, tagcity.HQSideA()[sec], r.X+r.W/2, r.Y+r.H/2+4, 12, tcSecColors[sec], 1)
	}
	rulesDie(d, 1051, 139, 34, 3, sprites.Chalk)
	d.Ring(1068, 156, 24, 2, sprites.NeonAmber, 1)
	rulebook.RulesCaption(d, tcCapTwoLit.in(lang), 1090, 222, 300, 15, ui.Bold, sprites.Chalk, 0.85)

	// 2. A die picked, and its three uses.
	rulebook.RulesBadge(d, 724, 298, "2")
	rulesDie(d, 752, 280, 36, 3, sprites.Chalk)
	d.Stroke(ui.Rect{X: 748, Y: 276, W: 44, H: 44}, 9, 3, sprites.NeonAmber, 1)
	uses := [...]words.Word{TCTag, TCDrone, TCSocial} // the table's own buttons' words
	for i, u := range uses {
		rulebook.RulesButton(d, ui.Rect{X: 820 + float64(i)*138, Y: 276, W: 126, H: 44}, words.T(lang, u), sprites.NeonCyan, 17)
	}

	// 3. The ghost on the grid, with Rotate and Flip.
	rulebook.RulesBadge(d, 724, 372, "3")
	b := &tcBoard{x: 748, y: 362, cell: 26, side: tagcity.SideA, marker: sprites.NeonPink}
	const gc, gr = 7, 5
	d.Fill(ui.Rect{X: b.x - 3, Y: b.y - 3, W: gc*b.cell + 6, H: gr*b.cell + 6}, 6, sprites.Ink, 1)
	for r := 0; r < gr; r++ {
		for c := 0; c < gc; c++ {
			k := tagcity.DistrictAt(b.side, r+2, c+2)
			cr := b.cellRect(r, c)
			d.Fill(cr.Inset(0.5), 0, tcDistColors[k], 0.34)
			d.Text(tcLetters[k], cr.X+b.cell/2, cr.Y+b.cell/2, 11, ui.Bold, ui.Center, sprites.Chalk, 0.4)
		}
	}
	o := tagcity.Orientations(tagcity.T4)
	if len(o) > 1 {
		for _, p := range o[1].Cells {
			cr := b.cellRect(1+p[0], 2+p[1])
			d.Fill(cr.Inset(1), 3, sprites.NeonCyan, 0.45)
			d.Stroke(cr.Inset(1), 3, 2, sprites.NeonCyan, pulse)
		}
	}
	d.Text(tcLabelsFor(lang).plusHigh, b.x+gc*b.cell+10, b.y+20, 22, ui.Display, ui.Left, sprites.NeonAmber, 1)
	rulebook.RulesButton(d, ui.Rect{X: 990, Y: 372, W: 116, H: 40}, words.T(lang, TCRotate), sprites.NeonViolet, 16)
	rulebook.RulesButton(d, ui.Rect{X: 1114, Y: 372, W: 116, H: 40}, words.T(lang, TCFlip), sprites.NeonViolet, 16)
	rulebook.RulesCaption(d, tcCapKeys.in(lang), 1110, 436, 240, 15, ui.Bold, sprites.Chalk, 0.85)

	// 4. Confirm, or Undo until the next person acts.
	rulebook.RulesBadge(d, 724, 544, "4")
	rulebook.RulesButton(d, ui.Rect{X: 748, Y: 522, W: 150, H: 44}, words.T(lang, words.Undo), sprites.NeonCyan, 17)
	rulebook.RulesButton(d, ui.Rect{X: 910, Y: 522, W: 170, H: 44}, words.T(lang, words.Confirm), sprites.NeonAmber, 18)
	rulebook.RulesCaption(d, tcCapUndo.in(lang), 970, 596, 500, 16, ui.Bold, sprites.Chalk, 0.85)
}

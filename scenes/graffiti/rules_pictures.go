package graffiti

import (
	"image/color"
	"math"
	"strconv"

	"graffiti/game/graffiti"
	"graffiti/scenes/graffiti/kinds"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// The pictures of the rules help, one function a page, drawn in the
// right-hand panel (PictureRect) with the game's own sprites. Sizes are
// fixed, so every sprite is drawn once into the cache and then copied;
// the paint lists handed to the sprites are made once, here.

var rulesPictures = []func(d *rulebook.Pen, lang words.Lang){
	rulesPicGoal,
	rulesPicTurn,
	rulesPicPaint,
	rulesPicPermits,
	rulesPicBonus,
	rulesPicRoundEnd,
	rulesPicScoring,
	rulesPicFirstGame,
}

var (
	rulesBasic   = graffiti.TunnelFor(false)
	rulesSpecial = graffiti.TunnelFor(true)
	rulesRed     = sprites.ArtistColors[0]
	rulesYellow  = sprites.ArtistColors[1]
	rulesBlue    = sprites.ArtistColors[2]
	rulesGreen   = sprites.ArtistColors[3]
	rulesSymbols = [...]sprites.Paint{sprites.Red, sprites.Yellow, sprites.Blue, sprites.Green, sprites.Black}
	rulesSymKeys = [...]words.Word{words.RulesSymRed, words.RulesSymYellow, words.RulesSymBlue, words.RulesSymGreen, words.RulesSymBlack}

	rulesTagCount = "× " + strconv.Itoa(graffiti.TagsPerPlayer)
	rulesStock    = func() (s [graffiti.NumTiles]string) {
		for k := range s {
			s[k] = "×" + strconv.Itoa(graffiti.TileCount[k])
		}
		return
	}()
)

// rulesSegIndex finds a segment of a tunnel by name.
func rulesSegIndex(tun *graffiti.Tunnel, name string) int {
	for i, s := range tun.Segments {
		if s.Name == name {
			return i
		}
	}
	panic("rules: no segment " + name)
}

// rulesSeg draws a tunnel segment of the base game (or of variant 2),
// sketched, or sprayed with a tag, with its name under it.
func rulesSeg(d *rulebook.Pen, special bool, name string, x, y, w, h float64, owner color.RGBA, initial rune) {
	tun, v := rulesBasic, 0
	if special {
		tun, v = rulesSpecial, 1
	}
	i := rulesSegIndex(tun, name)
	sprayed := initial != 0
	sprites.DrawSegment(d.Dst, d.S(x), d.S(y), d.S(w), d.S(h), kinds.Segment(v, i), tun.Segments[i].VP, sprayed, owner, 1)
	if sprayed {
		sz := w * 0.72
		sprites.DrawArtistTag(d.Dst, d.S(x+w/2-sz/2), d.S(y+h-sz-4), d.S(sz), owner, initial, sprites.ArtistMarkOf(owner))
	}
	d.Text(tun.Segments[i].Name, x+w/2, y+h+12, 14, ui.Bold, ui.Center, sprites.Chalk, 0.7)
}

// rulesGoldFrame marks a complete graffiti, as the table does.
func rulesGoldFrame(d *rulebook.Pen, x, y, w, h float64) {
	d.Stroke(ui.Rect{X: x - 4, Y: y - 4, W: w + 8, H: h + 8}, 10, 2.5, sprites.Gold, 0.95)
}

// rulesSpace draws a spray-can space: a slate disc with its cost, or the
// cans standing on it.
func rulesSpace(d *rulebook.Pen, cx, cy, r float64, cost, cans int, col color.RGBA) {
	d.Circle(cx, cy, r, sprites.Slate, 1)
	d.Ring(cx, cy, r, 1.5, sprites.Chalk, 0.75)
	if cans == 0 {
		rulesCostMarks(d, cx, cy, cost)
		return
	}
	h := r * 2.1
	for i := 0; i < cans; i++ {
		sprites.DrawSprayCan(d.Dst, d.S(cx-h*sprites.CanAspect/2+float64(i)*9-float64(cans-1)*4.5), d.S(cy-h/2), d.S(h), col)
	}
}

// rulesCostMarks shows how many cans a space takes, as small can outlines.
func rulesCostMarks(d *rulebook.Pen, x, y float64, n int) {
	for i := 0; i < n; i++ {
		cx := x + (float64(i)-float64(n-1)/2)*10
		d.Fill(ui.Rect{X: cx - 3.5, Y: y - 7, W: 7, H: 15}, 2, sprites.Chalk, 0.9)
		d.Fill(ui.Rect{X: cx - 1.5, Y: y - 10, W: 3, H: 3}, 1, sprites.Chalk, 0.9)
	}
}

// rulesPips draws a section's pips as small dots.
func rulesPips(d *rulebook.Pen, x, y float64, n int) {
	for i := 0; i < n; i++ {
		d.Circle(x+float64(i)*10, y, 3.6, sprites.Chalk, 0.85)
	}
}

// rulesSectionPill is a small tunnel-section label: its letter and pips.
func rulesSectionPill(d *rulebook.Pen, x, y, w float64, sec int) {
	d.Fill(ui.Rect{X: x, Y: y, W: w, H: 42}, 12, sprites.Night, 0.9)
	d.Stroke(ui.Rect{X: x, Y: y, W: w, H: 42}, 12, 1.5, sprites.NeonViolet, 0.7)
	d.Text(graffiti.Section(sec).String(), x+20, y+21, 26, ui.Display, ui.Center, sprites.NeonPink, 1)
	rulesPips(d, x+40, y+21, sec+1)
}

var rulesLetters = [...]string{"A", "B", "C", "D"}

// 1. The goal: the tunnel's sections, a graffiti being sprayed and a
// complete one, the three boards and an artist's kit.
func rulesPicGoal(d *rulebook.Pen, lang words.Lang) {
	rulebook.RulesCaption(d, words.T(lang, words.RulesSections), 970, 118, 520, 16, ui.Bold, sprites.Chalk, 0.85)
	for sec := 0; sec < graffiti.NumSections; sec++ {
		rulesSectionPill(d, 706+float64(sec)*106, 136, 100, sec)
	}
	// B's upper graffiti, two segments sprayed.
	const w, h, y = 56.0, 114.0, 204.0
	names := [...]string{"B1", "B2", "B3", "B4"}
	owners := [...]color.RGBA{rulesRed, {}, rulesBlue, {}}
	inits := [...]rune{'P', 0, 'A', 0}
	for k, n := range names {
		rulesSeg(d, false, n, 716+float64(k)*(w+6), y, w, h, owners[k], inits[k])
	}
	// 290 wide stays within the picture panel: a longer caption (German's)
	// takes two lines, as the gold frame's does beside it.
	rulebook.RulesCaption(d, words.T(lang, words.RulesInProgress), 716+(4*w+18)/2, 354, 290, 16, ui.Bold, sprites.Chalk, 0.85)
	// A's lower graffiti, complete.
	rulesSeg(d, false, "A5", 1062, y, w, h, rulesGreen, 'J')
	rulesSeg(d, false, "A6", 1124, y, w, h, rulesYellow, 'B')
	rulesGoldFrame(d, 1062, y, 2*w+6, h)
	rulebook.RulesCaption(d, words.T(lang, words.RulesComplete), 1121, 354, 200, 16, ui.Bold, sprites.Gold, 0.95)

	rulebook.RulesCaption(d, words.T(lang, words.RulesBoards), 970, 398, 520, 16, ui.Bold, sprites.Chalk, 0.85)
	sprites.DrawPaintTile(d.Dst, kinds.Tile(graffiti.TileRY), d.S(772), d.S(418), d.S(56), d.S(56))
	sprites.DrawPermitTile(d.Dst, 3, d.S(942), d.S(418), d.S(56))
	sprites.DrawBonusTile(d.Dst, sprites.ExtraAction, d.S(1112), d.S(418), d.S(56))
	rulebook.RulesCaption(d, words.T(lang, words.RulesActPaint), 800, 490, 160, 16, ui.Bold, sprites.Chalk, 0.9)
	rulebook.RulesCaption(d, words.T(lang, words.RulesActPermit), 970, 490, 160, 16, ui.Bold, sprites.Chalk, 0.9)
	rulebook.RulesCaption(d, words.T(lang, words.RulesActBonus), 1140, 490, 160, 16, ui.Bold, sprites.Chalk, 0.9)

	for i := 0; i < graffiti.CansPerPlayer; i++ {
		sprites.DrawSprayCan(d.Dst, d.S(800+float64(i)*30), d.S(520), d.S(60), rulesBlue)
	}
	sprites.DrawArtistTag(d.Dst, d.S(970), d.S(516), d.S(66), rulesBlue, 'A', sprites.ArtistMarkOf(rulesBlue))
	d.Text(rulesTagCount, 1042, 552, 20, ui.Bold, ui.Left, sprites.Chalk, 0.9)
	rulebook.RulesCaption(d, words.T(lang, words.RulesKit), 970, 608, 520, 16, ui.Bold, sprites.Chalk, 0.85)
}

// 2. A turn: who plays when, the two kinds of space, the four actions
// and the pass.
func rulesPicTurn(d *rulebook.Pen, lang words.Lang) {
	cols := [...]color.RGBA{rulesRed, rulesYellow, rulesBlue, rulesGreen}
	inits := [...]rune{'P', 'B', 'A', 'J'}
	sprites.DrawFirstPlayerToken(d.Dst, d.S(716), d.S(128), d.S(40))
	for i, c := range cols {
		x := 778 + float64(i)*112
		sprites.DrawArtistTag(d.Dst, d.S(x), d.S(112), d.S(64), c, inits[i], sprites.ArtistMarkOf(c))
		if i < len(cols)-1 {
			rulebook.RulesArrow(d, x+70, x+102, 146)
		}
	}
	rulebook.RulesCaption(d, words.T(lang, words.RulesTurnOrder), 970, 196, 520, 16, ui.Bold, sprites.Chalk, 0.85)

	rulesSpace(d, 760, 246, 24, 1, 0, rulesRed)
	rulesSpace(d, 870, 246, 24, 2, 0, rulesRed)
	rulebook.RulesCaption(d, words.T(lang, words.RulesSpace1), 760, 288, 110, 15, ui.Bold, sprites.Chalk, 0.85)
	rulebook.RulesCaption(d, words.T(lang, words.RulesSpace2), 870, 288, 110, 15, ui.Bold, sprites.Chalk, 0.85)
	rulesSpace(d, 1040, 246, 24, 1, 1, rulesRed)
	rulesSpace(d, 1150, 246, 24, 2, 2, rulesBlue)
	rulebook.RulesCaption(d, words.T(lang, words.RulesTaken), 1095, 288, 200, 15, ui.Bold, sprites.Chalk, 0.85)

	keys := [...]words.Word{words.RulesActPaint, words.RulesActPermit, words.RulesActSpray, words.RulesActBonus}
	for i, k := range keys {
		r := ui.Rect{X: 712 + float64(i)*132, Y: 330, W: 120, H: 176}
		d.Fill(r, 12, sprites.Ink, 0.9)
		d.Stroke(r, 12, 1.5, sprites.Chalk, 0.4)
		d.Text(rulesLetters[i], r.X+18, r.Y+22, 28, ui.Display, ui.Center, sprites.NeonPink, 1)
		cx := r.X + r.W/2
		switch i {
		case 0:
			sprites.DrawPaintTile(d.Dst, kinds.Tile(graffiti.TileG), d.S(cx-28), d.S(r.Y+50), d.S(56), d.S(56))
		case 1:
			sprites.DrawPermitTile(d.Dst, 2, d.S(cx-40), d.S(r.Y+46), d.S(46))
			sprites.DrawPermitTile(d.Dst, 5, d.S(cx-6), d.S(r.Y+66), d.S(46))
		case 2:
			sprites.DrawSegment(d.Dst, d.S(cx-24), d.S(r.Y+34), d.S(48), d.S(98), kinds.Segment(0, rulesSegIndex(rulesBasic, "C1")), rulesBasic.Segments[rulesSegIndex(rulesBasic, "C1")].VP, false, rulesRed, 1)
		case 3:
			sprites.DrawBonusTile(d.Dst, sprites.Discount, d.S(cx-28), d.S(r.Y+50), d.S(56))
		}
		rulebook.RulesCaption(d, words.T(lang, k), cx, r.Y+154, 114, 16, ui.Bold, sprites.Chalk, 1)
	}

	rulebook.RulesButton(d, ui.Rect{X: 740, Y: 548, W: 170, H: 50}, words.T(lang, words.Pass), sprites.NeonPink, 19)
	rulebook.RulesCaptionL(d, words.T(lang, words.RulesPassWhen), 932, 573, 300, 17, ui.Bold, sprites.Chalk, 0.9)
}

// 3. The paint board: the tiles, their stock, the spaces; the symbols;
// what a double tile pays.
func rulesPicPaint(d *rulebook.Pen, lang words.Lang) {
	board := ui.Rect{X: 706, Y: 110, W: 528, H: 228}
	d.Fill(board, 14, sprites.Night, 0.75)
	d.Stroke(board, 14, 1.5, sprites.NeonViolet, 0.6)
	const tile = 46.0
	col := func(k graffiti.Tile) float64 { return 720 + float64(k)*64 }
	for k := graffiti.Tile(0); k < graffiti.NumTiles; k++ {
		x := col(k)
		sprites.DrawPaintTile(d.Dst, kinds.Tile(k), d.S(x), d.S(124), d.S(tile), d.S(tile))
		d.Text(rulesStock[k], x+tile/2, 186, 15, ui.Bold, ui.Center, sprites.Chalk, 0.85)
		rulesSpace(d, x+tile/2, 224, 17, 1, 0, rulesRed)
		if k >= graffiti.TileG {
			rulesSpace(d, x+tile/2, 282, 17, 2, 0, rulesRed)
		}
	}
	big := ui.Rect{X: col(0) - 4, Y: 264, W: col(2) + tile + 4 - (col(0) - 4), H: 36}
	d.Fill(big, 16, sprites.Slate, 1)
	d.Stroke(big, 16, 1.5, sprites.Chalk, 0.75)
	d.Text("R Y B  ∞", big.X+14, big.Y+big.H/2, 16, ui.Bold, ui.Left, sprites.Chalk, 0.9)
	rulesCostMarks(d, big.X+big.W-28, big.Y+big.H/2+1, 2)
	rulebook.RulesCaption(d, words.T(lang, words.RulesPaintBoard), 970, 322, 500, 15, ui.Bold, sprites.Chalk, 0.85)

	for i, p := range rulesSymbols {
		x := 762 + float64(i)*104
		sprites.DrawPaintSymbol(d.Dst, p, d.S(x), d.S(386), d.S(24))
		rulebook.RulesCaption(d, words.T(lang, rulesSymKeys[i]), x, 428, 100, 16, ui.Bold, sprites.Chalk, 0.9)
	}

	sprites.DrawPaintTile(d.Dst, kinds.Tile(graffiti.TileRY), d.S(740), d.S(472), d.S(64), d.S(64))
	d.Text("=", 836, 504, 30, ui.Bold, ui.Center, sprites.Chalk, 0.9)
	sprites.DrawPaintSymbol(d.Dst, sprites.Red, d.S(880), d.S(504), d.S(22))
	rulebook.RulesCaption(d, words.T(lang, words.RulesOr), 930, 504, 60, 17, ui.Bold, sprites.Chalk, 0.8)
	sprites.DrawPaintSymbol(d.Dst, sprites.Yellow, d.S(980), d.S(504), d.S(22))
	rulebook.RulesCaption(d, words.T(lang, words.RulesOr), 1030, 504, 60, 17, ui.Bold, sprites.Chalk, 0.8)
	sprites.DrawPaintSymbol(d.Dst, sprites.Red, d.S(1080), d.S(504), d.S(22))
	d.Text("+", 1115, 504, 22, ui.Bold, ui.Center, sprites.Chalk, 0.9)
	sprites.DrawPaintSymbol(d.Dst, sprites.Yellow, d.S(1150), d.S(504), d.S(22))
	rulebook.RulesCaption(d, words.T(lang, words.RulesDoublePays), 970, 574, 500, 16, ui.Bold, sprites.Chalk, 0.9)
}

// 4. The permit board and a spray: B4 with a 2-pip permit and two paint
// tiles, as in the rulebook's example, and the other ways in.
func rulesPicPermits(d *rulebook.Pen, lang words.Lang) {
	board := ui.Rect{X: 706, Y: 108, W: 528, H: 196}
	d.Fill(board, 14, sprites.Night, 0.75)
	d.Stroke(board, 14, 1.5, sprites.NeonViolet, 0.6)
	const tile = 58.0
	tx := func(i int) float64 { return 850 + float64(i)*84 }
	faceUp := [...]int{4, 2, 5}
	for i, p := range faceUp {
		sprites.DrawPermitTile(d.Dst, p, d.S(tx(i)), d.S(120), d.S(tile))
	}
	sprites.DrawPermitTile(d.Dst, 0, d.S(tx(3)), d.S(120), d.S(tile))
	d.Text(words.T(lang, words.Stack), tx(3)+tile/2, 192, 15, ui.Bold, ui.Center, sprites.Chalk, 0.75)
	// Space k takes the tiles above it.
	links := [4][2]int{{0, 0}, {0, 1}, {1, 2}, {2, 3}}
	for k := 0; k < 4; k++ {
		cx := tx(k) + tile/2 - 20
		for _, s := range links[k] {
			d.Line(cx, 236-18, tx(s)+tile/2, 120+tile, 1.5, sprites.Chalk, 0.3)
		}
		cans := 0
		if k == 2 {
			cans = 1
		}
		rulesSpace(d, cx, 236, 18, 1, cans, rulesYellow)
	}
	sprites.DrawFirstPlayerToken(d.Dst, d.S(tx(0)+tile/2-20-62), d.S(218), d.S(36))
	rulebook.RulesCaption(d, words.T(lang, words.RulesFirstPlayer), tx(0)+tile/2-60, 282, 200, 15, ui.Bold, sprites.Gold, 0.95)
	rulebook.RulesCaption(d, words.T(lang, words.RulesPermitBoard), 1110, 282, 230, 15, ui.Bold, sprites.Chalk, 0.85)

	const w, h, y = 56.0, 114.0, 322.0
	rulesSeg(d, false, "B4", 712, y, w, h, color.RGBA{}, 0)
	d.Text("+", 790, y+h/2, 26, ui.Bold, ui.Center, sprites.Chalk, 0.9)
	sprites.DrawPermitTile(d.Dst, 2, d.S(808), d.S(y+h/2-25), d.S(50))
	d.Text("+", 878, y+h/2, 26, ui.Bold, ui.Center, sprites.Chalk, 0.9)
	sprites.DrawPaintTile(d.Dst, kinds.Tile(graffiti.TileRY), d.S(896), d.S(y+h/2-23), d.S(46), d.S(46))
	sprites.DrawPaintTile(d.Dst, kinds.Tile(graffiti.TileB), d.S(948), d.S(y+h/2-23), d.S(46), d.S(46))
	rulebook.RulesArrow(d, 1004, 1040, y+h/2)
	rulesSeg(d, false, "B4", 1056, y, w, h, rulesRed, 'P')
	d.Text(words.T(lang, words.RulesPlus9), 1128, y+h/2, 30, ui.Display, ui.Left, sprites.NeonAmber, 1)
	rulebook.RulesCaption(d, words.T(lang, words.RulesSprayExample), 970, 472, 510, 16, ui.Bold, sprites.Chalk, 0.9)

	rulebook.RulesCaption(d, words.T(lang, words.RulesInstead), 970, 534, 500, 16, ui.Bold, sprites.NeonCyan, 0.95)
	sprites.DrawPermitTile(d.Dst, 4, d.S(800), d.S(552), d.S(44))
	sprites.DrawPermitTile(d.Dst, 4, d.S(830), d.S(560), d.S(44))
	rulebook.RulesCaption(d, words.T(lang, words.RulesTwoEqual), 837, 622, 230, 15, ui.Bold, sprites.Chalk, 0.9)
	rulebook.RulesCaption(d, words.T(lang, words.RulesOr), 970, 580, 60, 17, ui.Bold, sprites.Chalk, 0.8)
	sprites.DrawBonusTile(d.Dst, sprites.PermitBonus, d.S(1080), d.S(554), d.S(48))
	rulebook.RulesCaption(d, words.T(lang, words.RulesTheBonus), 1104, 622, 230, 15, ui.Bold, sprites.Chalk, 0.9)
}

var rulesBonusKeys = [...]words.Word{words.RulesBonus0, words.RulesBonus1, words.RulesBonus2, words.RulesBonus3, words.RulesBonus4, words.RulesBonus5, words.RulesBonus6, words.RulesBonus7}

// 5. The eight bonus tiles and the bobby.
func rulesPicBonus(d *rulebook.Pen, lang words.Lang) {
	for b := 0; b < len(rulesBonusKeys); b++ {
		c, row := b%4, b/4
		cx := 970 + (float64(c)-1.5)*134
		y := 120 + float64(row)*150
		sprites.DrawBonusTile(d.Dst, kinds.Bonus(graffiti.Bonus(b)), d.S(cx-34), d.S(y), d.S(68))
		rulebook.RulesCaption(d, words.T(lang, rulesBonusKeys[b]), cx, y+88, 128, 16, ui.Bold, sprites.Chalk, 0.95)
	}
	d.Line(720, 432, 1220, 432, 1.5, sprites.NeonViolet, 0.5)
	sprites.DrawBobby(d.Dst, d.S(730), d.S(458), d.S(100))
	rulesSpace(d, 874, 482, 18, 1, 0, rulesRed)
	d.Text(words.T(lang, words.RulesBobby), 904, 482, 22, ui.Bold, ui.Left, sprites.NeonCyan, 1)
	rulebook.RulesCaptionL(d, words.T(lang, words.RulesBobbySays), 856, 540, 370, 17, ui.Body, sprites.Chalk, 0.95)
}

// 6. The end of a round, step by step.
func rulesPicRoundEnd(d *rulebook.Pen, lang words.Lang) {
	row := func(i int) float64 { return 112 + float64(i)*130 }
	const capX, capW = 1034.0, 200.0
	for i, n := range [...]string{"1", "2", "3", "4"} {
		rulebook.RulesBadge(d, 724, row(i)+42, n)
	}
	// 1. Cans back on the artist tile.
	y := row(0)
	d.Fill(ui.Rect{X: 756, Y: y + 14, W: 200, H: 64}, 10, rulesRed, 0.25)
	d.Stroke(ui.Rect{X: 756, Y: y + 14, W: 200, H: 64}, 10, 1.5, rulesRed, 0.8)
	for i := 0; i < graffiti.CansPerPlayer; i++ {
		sprites.DrawSprayCan(d.Dst, d.S(770+float64(i)*36), d.S(y+10), d.S(62), rulesRed)
	}
	rulebook.RulesCaptionL(d, words.T(lang, words.RulesStepCans), capX, y+42, capW, 17, ui.Bold, sprites.Chalk, 0.95)
	// 2. Keep two paint tiles.
	y = row(1)
	keep := [...]graffiti.Tile{graffiti.TileK, graffiti.TileRY, graffiti.TileR, graffiti.TileB, graffiti.TileY}
	for i, k := range keep {
		x := 754 + float64(i)*44
		sprites.DrawPaintTile(d.Dst, kinds.Tile(k), d.S(x), d.S(y+23), d.S(38), d.S(38))
		if i < graffiti.KeepLimit {
			d.Stroke(ui.Rect{X: x - 3, Y: y + 20, W: 44, H: 44}, 8, 3, sprites.NeonAmber, 1)
		} else {
			d.Fill(ui.Rect{X: x, Y: y + 23, W: 38, H: 38}, 6, sprites.Night, 0.6)
		}
	}
	sprites.DrawBonusTile(d.Dst, sprites.Save, d.S(978), d.S(y+23), d.S(38))
	rulebook.RulesCaptionL(d, words.T(lang, words.RulesStepKeep), capX, y+42, capW, 17, ui.Bold, sprites.Chalk, 0.95)
	// 3. The bonus board refilled; the bobby and markers come home.
	y = row(2)
	sprites.DrawBonusBack(d.Dst, d.S(760), d.S(y+18), d.S(48))
	rulebook.RulesArrow(d, 816, 850, y+42)
	sprites.DrawBonusTile(d.Dst, sprites.WildPaint, d.S(860), d.S(y+18), d.S(48))
	sprites.DrawBobby(d.Dst, d.S(920), d.S(y+18), d.S(48))
	sprites.DrawReservationMarker(d.Dst, d.S(976), d.S(y+18), d.S(44), rulesGreen)
	rulebook.RulesCaptionL(d, words.T(lang, words.RulesStepBonus), capX, y+42, capW, 17, ui.Bold, sprites.Chalk, 0.95)
	// 4. A neutral flip.
	y = row(3)
	sprites.DrawPermitTile(d.Dst, 1, d.S(760), d.S(y+18), d.S(48))
	rulebook.RulesArrow(d, 818, 852, y+42)
	rulesSeg(d, false, "A1", 866, y-4, 48, 98, sprites.NeutralTag, 'N')
	rulebook.RulesCaptionL(d, words.T(lang, words.RulesStepNeutral), capX, y+42, capW, 16, ui.Bold, sprites.Chalk, 0.95)
}

// 7. Final scoring: tiles left, tags on a complete graffiti, the variants.
func rulesPicScoring(d *rulebook.Pen, lang words.Lang) {
	left := [...]graffiti.Tile{graffiti.TileR, graffiti.TileG, graffiti.TileYB}
	for i, k := range left {
		sprites.DrawPaintTile(d.Dst, kinds.Tile(k), d.S(716+float64(i)*50), d.S(120), d.S(44), d.S(44))
	}
	sprites.DrawPermitTile(d.Dst, 3, d.S(866), d.S(120), d.S(44))
	sprites.DrawBonusTile(d.Dst, sprites.WildPaint, d.S(916), d.S(120), d.S(44))
	rulebook.RulesCaptionL(d, words.T(lang, words.RulesTilesLeft), 984, 142, 250, 18, ui.Bold, sprites.NeonAmber, 1)

	const w, h, y = 56.0, 114.0, 200.0
	rulesSeg(d, false, "C1", 716, y, w, h, rulesYellow, 'B')
	rulesSeg(d, false, "C2", 778, y, w, h, rulesYellow, 'B')
	rulesSeg(d, false, "C3", 840, y, w, h, rulesRed, 'P')
	rulesGoldFrame(d, 716, y, 3*w+12, h)
	sprites.DrawArtistTag(d.Dst, d.S(940), d.S(y+4), d.S(50), rulesYellow, 'B', sprites.ArtistMarkOf(rulesYellow))
	d.Text(words.T(lang, words.RulesPlus6), 1000, y+29, 24, ui.Display, ui.Left, sprites.NeonAmber, 1)
	sprites.DrawArtistTag(d.Dst, d.S(940), d.S(y+62), d.S(50), rulesRed, 'P', sprites.ArtistMarkOf(rulesRed))
	d.Text(words.T(lang, words.RulesPlus3), 1000, y+87, 24, ui.Display, ui.Left, sprites.NeonAmber, 1)
	rulebook.RulesCaption(d, words.T(lang, words.RulesTagsComplete), 1096, y+130, 280, 16, ui.Bold, sprites.Chalk, 0.95)

	d.Line(720, 376, 1220, 376, 1.5, sprites.NeonViolet, 0.5)
	rulesSectionPill(d, 740, 440, 130, 2)
	sprites.DrawBlockToken(d.Dst, d.S(826), d.S(430), d.S(58))
	rulebook.RulesCaption(d, words.T(lang, words.RulesV1), 820, 560, 220, 16, ui.Bold, sprites.Chalk, 0.95)
	const sw, sh, sy = 48.0, 98.0, 404.0
	rulesSeg(d, true, "B5", 990, sy, sw, sh, color.RGBA{}, 0)
	rulesSeg(d, true, "B6", 1044, sy, sw, sh, color.RGBA{}, 0)
	rulesSeg(d, true, "B7", 1098, sy, sw, sh, color.RGBA{}, 0)
	rulebook.RulesCaption(d, words.T(lang, words.RulesV2), 1070, 560, 260, 16, ui.Bold, sprites.Chalk, 0.95)
}

// rulesDyn holds the table's own words as the help shows them, made
// once per language (they are formatted, so not made during a frame).
type rulesDyn struct {
	prompt, cost1, cost2, passTo, tapStart string
	log                                    [3]string
	round                                  string
}

var rulesDynCache = map[words.Lang]*rulesDyn{}

func rulesWords(lang words.Lang) *rulesDyn {
	if w := rulesDynCache[lang]; w != nil {
		return w
	}
	w := &rulesDyn{
		prompt:   words.T(lang, words.Choose) + " · " + words.T(lang, words.Options, 2),
		cost1:    words.T(lang, words.CostCans, 1),
		cost2:    words.T(lang, words.CostCans, 2),
		passTo:   words.T(lang, words.PassTo, "Alexa", words.T(lang, words.Blue)),
		tapStart: words.T(lang, words.TapToStart),
		round:    words.T(lang, words.Round, 2),
		log: [3]string{
			words.T(lang, words.EvSprayed, "Alexa", "B4", 9),
			words.T(lang, words.EvVp, "Jenni"),
			words.T(lang, words.EvPassed, "Beate"),
		},
	}
	rulesDynCache[lang] = w
	return w
}

// 8. The first game: a glowing space and segment, the choice strip with
// its buttons, the shutter and the log.
func rulesPicFirstGame(d *rulebook.Pen, lang words.Lang) {
	w := rulesWords(lang)
	pulse := float32(0.55 + 0.45*math.Sin(float64(d.Tick)/9))

	rulebook.RulesBadge(d, 724, 132, "1")
	rulesSpace(d, 790, 150, 20, 1, 0, rulesBlue)
	d.Ring(790, 150, 25, 3, sprites.NeonCyan, pulse)
	rulesSpace(d, 850, 150, 20, 2, 0, rulesBlue)
	d.Ring(850, 150, 25, 3, sprites.NeonCyan, pulse)
	rulesSpace(d, 910, 150, 20, 1, 1, rulesRed)
	const sx, sy = 980.0, 112.0
	rulesSeg(d, false, "B4", sx, sy, 48, 98, color.RGBA{}, 0)
	d.Stroke(ui.Rect{X: sx - 3, Y: sy - 3, W: 54, H: 104}, 10, 3, sprites.NeonCyan, pulse)
	rulesSeg(d, false, "B3", sx+58, sy, 48, 98, color.RGBA{}, 0)
	rulebook.RulesCaption(d, words.T(lang, words.RulesGlow), 1176, 150, 110, 15, ui.Bold, sprites.NeonCyan, 1)

	strip := ui.Rect{X: 706, Y: 236, W: 528, H: 192}
	d.Fill(strip, 12, sprites.Ink, 0.9)
	d.Stroke(strip, 12, 1.5, sprites.NeonCyan, 0.5)
	d.Text(w.prompt, strip.X+16, strip.Y+20, 15, ui.Bold, ui.Left, sprites.Chalk, 1)
	rulebook.RulesBadge(d, strip.X+strip.W-24, strip.Y+22, "2")
	c1 := ui.Rect{X: strip.X + 16, Y: strip.Y + 40, W: 104, H: 90}
	c2 := ui.Rect{X: strip.X + 128, Y: strip.Y + 40, W: 104, H: 90}
	for i, c := range [...]ui.Rect{c1, c2} {
		d.Fill(c, 10, sprites.Night, 0.9)
		if i == 0 {
			d.Stroke(c, 10, 3, sprites.NeonAmber, 1)
		} else {
			d.Stroke(c, 10, 1.5, sprites.Chalk, 0.4)
		}
		sprites.DrawPaintTile(d.Dst, kinds.Tile(graffiti.TileG), d.S(c.X+c.W/2-20), d.S(c.Y+8), d.S(40), d.S(40))
	}
	d.Text(w.cost1, c1.X+c1.W/2, c1.Y+68, 15, ui.Bold, ui.Center, sprites.NeonAmber, 1)
	d.Text(w.cost2, c2.X+c2.W/2, c2.Y+68, 15, ui.Bold, ui.Center, sprites.NeonAmber, 1)
	rulebook.RulesCaption(d, words.T(lang, words.RulesStrip), strip.X+390, strip.Y+78, 250, 16, ui.Bold, sprites.Chalk, 0.9)
	by := strip.Y + 140
	rulebook.RulesButton(d, ui.Rect{X: strip.X + 14, Y: by, W: 150, H: 42}, words.T(lang, words.Undo), sprites.NeonCyan, 16)
	rulebook.RulesButton(d, ui.Rect{X: strip.X + 176, Y: by, W: 170, H: 42}, words.T(lang, words.Confirm), sprites.NeonAmber, 17)
	rulebook.RulesButton(d, ui.Rect{X: strip.X + 358, Y: by, W: 156, H: 42}, words.T(lang, words.Pass), sprites.NeonPink, 16)
	rulebook.RulesBadge(d, strip.X+176+170-6, by-2, "3")

	// The shutter, as it stands when the device changes hands.
	sh := ui.Rect{X: 706, Y: 446, W: 264, H: 150}
	d.Fill(sh, 8, sprites.Steel, 1)
	for y := sh.Y + 12; y < sh.Y+sh.H-6; y += 18 {
		d.Fill(ui.Rect{X: sh.X + 2, Y: y, W: sh.W - 4, H: 2}, 0, sprites.Ink, 0.35)
	}
	d.Fill(ui.Rect{X: sh.X, Y: sh.Y + sh.H - 10, W: sh.W, H: 10}, 4, sprites.Ink, 0.9)
	sprites.DrawArtistTag(d.Dst, d.S(sh.X+sh.W/2-30), d.S(sh.Y+8), d.S(60), rulesBlue, 'A', sprites.ArtistMarkOf(rulesBlue))
	rulebook.RulesCaption(d, w.passTo, sh.X+sh.W/2, sh.Y+88, sh.W-16, 19, ui.Bold, sprites.Ink, 1)
	rulebook.RulesCaption(d, w.tapStart, sh.X+sh.W/2, sh.Y+116, sh.W-16, 15, ui.Body, sprites.Ink, 1)
	rulebook.RulesCaption(d, words.T(lang, words.RulesShutter), sh.X+sh.W/2, 616, sh.W, 15, ui.Bold, sprites.Chalk, 0.85)

	lg := ui.Rect{X: 984, Y: 446, W: 250, H: 150}
	d.Fill(lg, 10, sprites.Night, 0.9)
	d.Text(w.round, lg.X+12, lg.Y+18, 16, ui.Bold, ui.Left, sprites.NeonAmber, 1)
	for i, s := range w.log {
		d.Text(s, lg.X+12, lg.Y+48+float64(i)*28, 15, ui.Body, ui.Left, sprites.Chalk, 0.9)
	}
	rulebook.RulesCaption(d, words.T(lang, words.RulesLogDemo), lg.X+lg.W/2, 616, lg.W, 15, ui.Bold, sprites.Chalk, 0.85)
}

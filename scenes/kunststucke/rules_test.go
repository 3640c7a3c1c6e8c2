package kunststucke

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/game/kunststucke"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
	"graffiti/sprites/gametest"
)

// NewFor(Kunststucke) opens Kunststücke's own pages, with its own header.
func TestKunststuckeVolume(t *testing.T) {
	for _, l := range rulebook.BothLangs {
		b := rulebook.NewFor(RulesBook, l)
		if b.Volume() != RulesBook || b.Pages() != len(ksPages(l)) {
			t.Errorf("%s: NewFor(Kunststucke) is another volume (%p) with %d pages; want Kunststücke's %d", l.Name(), b.Volume(), b.Pages(), len(ksPages(l)))
		}
		if !strings.HasPrefix(b.Header[l], "Kunststücke · ") {
			t.Errorf("%s: header %q", l.Name(), b.Header[l])
		}
	}
}

// Kunststücke's help has about 8 pages, in board gamers' words in each
// language. (That every game's pages exist in every language, translated,
// with a picture each, is the shelf's test, scenes/boxes.)
func TestKunststuckePagesExistInBothLanguages(t *testing.T) {
	if en := ksPages(words.English); len(en) < 7 || len(en) > 9 {
		t.Fatalf("%d English pages; want about 8", len(en))
	}
	for _, e := range rulebook.Unsaid(ksPages, map[words.Lang][]string{
		words.English: {"printed", "round", "turn", "discard", "slide", "token", "tile", "group", "tie"},
		words.French:  {"imprimées", "manche", "tour", "défausse", "glisse", "jeton", "tuile", "groupe", "égalité"},
	}) {
		t.Error(e)
	}
}

// Every Kunststücke page draws in both languages, its one-line labels
// fit the picture panel, and nothing is drawn below it. (That the
// captions fit and nothing is drawn beside the panels is every game's
// test, scenes/boxes.)
func TestKunststuckeLabelsFitThePicturePanel(t *testing.T) {
	gametest.Need(t)
	img := ebiten.NewImage(1280, 720)
	clear(rulebook.RulesCaptions)
	below := ui.Rect{X: rulebook.PictureRect.X + 3, Y: rulebook.PictureRect.Y + rulebook.PictureRect.H + 2, W: rulebook.PictureRect.W - 6, H: 10}
	rulebook.DrawEvery(RulesBook, img, func(l words.Lang, p int) {
		if n := rulebook.Painted(img, below); n > 0 {
			t.Errorf("%s page %d: %d pixels painted below the picture panel, in %v", l.Name(), p+1, n, below)
		}
	})
	for _, l := range rulebook.BothLangs {
		// The one-line labels the pictures draw without wrapping.
		w := ksLabelsFor(l)
		for _, s := range append(w.kinds[:], w.colours[:]...) {
			if tw := ui.TextWidth(s, 14, ui.Bold); tw > 130 {
				t.Errorf("%s: label %q is %.0f wide, its slot 130", l.Name(), s, tw)
			}
		}
		for _, h := range []ksText{ksCapPlayers, ksCapEach, ksCapAside, ksCapMet, ksCapTokens, ksCapTotal, ksCapGroups, ksCapColours} {
			if tw := ui.TextWidth(h.in(l), 15, ui.Bold); tw > 200 {
				t.Errorf("%s: heading %q is %.0f wide", l.Name(), h.in(l), tw)
			}
		}
	}
	if len(rulebook.RulesCaptions) < 30 {
		t.Fatalf("only %d captions were wrapped: the pages drew next to nothing", len(rulebook.RulesCaptions))
	}
}

// The numbers the pages say are the component table's.
func TestKunststuckeNumbersMatchTheTable(t *testing.T) {
	const S = kunststucke.CanvasSize
	lo, hi := 99, 0
	for k := 0; k < kunststucke.NumKinds; k++ {
		n := kunststucke.ShapeID(k).Cells()
		lo, hi = min(lo, n), max(hi, n)
	}
	var deal []int
	for n := kunststucke.MaxPlayers; n >= kunststucke.MinPlayers; n-- {
		deal = append(deal, kunststucke.Deal(n), n)
	}
	slots := kunststucke.SlotValues[:]
	top := 0
	for k, v := range slots {
		if v > slots[top] {
			top = k
		}
	}
	red2, _ := kunststucke.ParseTile("red-2")
	cat := func(parts ...[]int) (out []int) {
		for _, p := range parts {
			out = append(out, p...)
		}
		return
	}
	type check struct {
		en, fr, de []string
		want       []int
	}
	checks := []check{
		{[]string{"great artists"}, []string{"grands artistes"}, []string{"große Künstler"}, []int{kunststucke.MinPlayers, kunststucke.MaxPlayers}},
		{[]string{"Your ideas"}, []string{"Vos idées"}, []string{"Eure Vorstellungen"}, []int{kunststucke.NumTiles, 3, 3, kunststucke.TopTile, kunststucke.TopTile}},
		{[]string{"scoring board with"}, []string{"tableau de marque à"}, []string{"Wertungstableau mit"}, cat([]int{kunststucke.NumSlots}, slots, []int{kunststucke.Tokens, kunststucke.NumPiles})},
		{[]string{"grid of"}, []string{"grille de"}, []string{"Raster aus"}, []int{S, S, 1, S, 7}},
		{[]string{"The box holds"}, []string{"La boîte contient"}, []string{"Die Schachtel enthält"}, []int{kunststucke.NumShapes, kunststucke.NumKinds, kunststucke.NumColours, lo, hi}},
		{[]string{"dealt:"}, []string{"distribue :"}, []string{"verteilt:"}, deal},
		{[]string{"Each player takes"}, []string{"Chaque joueur prend"}, []string{"Jeder nimmt ein"}, []int{kunststucke.Tokens, kunststucke.NumTiles, kunststucke.NumPiles, kunststucke.TilesPerPile}},
		{[]string{"2. You may slide"}, []string{"2. Vous pouvez faire glisser"}, []string{"2. Du darfst Farbstücke"}, []int{2, kunststucke.SlideCost}},
		{[]string{"Each slide costs"}, []string{"Chaque glissement coûte"}, []string{"Jede Verschiebung kostet"}, []int{kunststucke.SlideCost}},
		{[]string{"free slot"}, []string{"case libre"}, []string{"freien Platz"}, cat(slots, []int{kunststucke.NumSlots})},
		{[]string{"is met by a group"}, []string{"atteinte par un groupe de"}, []string{"ist erfüllt, wenn eine Gruppe"}, []int{kunststucke.TopTile, kunststucke.TopTile}},
		{[]string{"Red 2 on"}, []string{"Rouge 2 sur"}, []string{"Rot 2 auf"}, []int{kunststucke.TopTile, kunststucke.TopTile, 2, slots[top], slots[top], 2, kunststucke.TilePoints(red2, top)}},
		{[]string{"as many rounds"}, []string{"autant de manches"}, []string{"so viele Runden"}, deal},
	}
	for _, c := range checks {
		for _, l := range rulebook.BothLangs {
			keys := c.en
			switch l.Tag() {
			case "fr":
				keys = c.fr
			case "de":
				keys = c.de
			}
			if got := rulebook.NumbersIn(rulebook.Para(t, ksPages, l, keys...)); fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("%s: %q says %v; the table gives %v", l.Name(), keys, got, c.want)
			}
		}
	}
	// The letters: the last column and the last pile.
	lastCol, lastPile := string(rune('A'+S-1)), kunststucke.PileName(kunststucke.NumPiles-1)
	for l, k := range map[words.Lang][3]string{
		words.English:     {"grid of", "A to " + lastCol, "Choose a pile, A to " + lastPile},
		words.French:      {"grille de", "de A à " + lastCol, "Choisissez une pile, de A à " + lastPile},
		words.ByTag("de"): {"Raster aus", "Spalten A bis " + lastCol, "Wähle einen Stapel, A bis " + lastPile},
	} {
		rulebook.Para(t, ksPages, l, k[0], k[1])
		rulebook.Para(t, ksPages, l, k[2])
	}
	// Every colour, by name and letter, in the table's order.
	for _, l := range rulebook.BothLangs {
		p, at := rulebook.Para(t, ksPages, l, "("+kunststucke.Colour(0).Letter()+")"), 0
		for c := kunststucke.Colour(0); int(c) < kunststucke.NumColours; c++ {
			s := rulesColourName(l, c) + " (" + c.Letter() + ")"
			i := strings.Index(p[at:], s)
			if i < 0 {
				t.Errorf("%s: the colours are not named with their letters in order: no %q after %q", l.Name(), s, p[:at])
				break
			}
			at += i
		}
	}
}

// Every shape and colour of the core's table has a name in both
// languages, and no two shapes share one.
func TestKunststuckeNamesEveryShapeAndColour(t *testing.T) {
	for _, l := range rulebook.BothLangs {
		seen := map[string]bool{}
		for k := 0; k < kunststucke.NumKinds; k++ {
			if w, ok := ksKindWords[ksKindKey(k)]; !ok || !words.Has(w) {
				t.Errorf("the core's shape %q has no name in the help", ksKindKey(k))
			}
			n := ksKindName(l, k)
			if seen[n] {
				t.Errorf("%s: two shapes are called %q", l.Name(), n)
			}
			seen[n] = true
		}
		for c := kunststucke.Colour(0); int(c) < kunststucke.NumColours; c++ {
			if !words.Has(words.Word("kunststucke.Colour" + ksCapital(c.String()))) {
				t.Errorf("the core's colour %q has no name in the help", c)
			}
		}
	}
	if len(sprites.KSColours) < kunststucke.NumColours {
		t.Errorf("%d paints for %d colours", len(sprites.KSColours), kunststucke.NumColours)
	}
}

// ksStage is a game of two with shapes laid on the canvas one by one,
// each by a placement the core accepts.
func ksStage(t *testing.T, shapes ...[]ksShape) *kunststucke.State {
	t.Helper()
	s, _, err := kunststucke.New(kunststucke.Setup{Players: 2, Seed: 1, Youngest: 0})
	if err != nil {
		t.Fatal(err)
	}
	for _, list := range shapes {
		for _, sh := range list {
			if err := ksTry(s, sh); err != nil {
				t.Fatalf("laying the picture's shapes: %v", err)
			}
			if _, err := s.Apply(ksPlace(sh)); err != nil {
				t.Fatal(err)
			}
		}
	}
	return s
}

func ksPlace(sh ksShape) kunststucke.Action {
	return kunststucke.Action{Kind: kunststucke.ActPlace, Shape: sh.id, Rot: int8(sh.rot), At: sh.at}
}

// ksTry puts sh in the current seat's hand and asks the core whether it
// may be placed where the picture shows it.
func ksTry(s *kunststucke.State, sh ksShape) error {
	s.Shapes[sh.id] = kunststucke.ShapeState{Where: kunststucke.InHand, Seat: int8(s.Current)}
	s.Played, s.Undo = false, -1
	return s.Check(ksPlace(sh))
}

// The pictures' canvases are what the core's rules say: the legal
// placements legal, the illegal one refused for its reason, the slide
// a legal route, the groups and scores as drawn.
func TestKunststuckePicturesFollowTheRules(t *testing.T) {
	red, green, yellow, blue := kunststucke.Colour(0), kunststucke.Colour(1), kunststucke.Colour(2), kunststucke.Colour(3)

	// 1. The goal: a red group of 3.
	s := ksStage(t, ksGoalShapes)
	if g := s.GroupSizes(); !slices.Equal(g[red], []int{3}) {
		t.Errorf("the goal's canvas has red groups %v; the picture says one of 3", g[red])
	}

	// 4. Placing.
	s = ksStage(t, ksPlaceBase)
	if err := ksTry(s, ksPlaceFree); err != nil {
		t.Errorf("the free placement is refused: %v", err)
	}
	s = ksStage(t, ksPlaceBase, []ksShape{ksPlaceFree})
	if err := ksTry(s, ksPlaceBad); err == nil || !strings.Contains(err.Error(), "but no "+blue.String()) ||
		!strings.Contains(err.Error(), red.String()) || !strings.Contains(err.Error(), yellow.String()) {
		t.Errorf("the blue Bar: %v; want refused for touching red and yellow but no blue", err)
	}
	s = ksStage(t, ksPlaceOwnB)
	if err := ksTry(s, ksPlaceOwn); err != nil {
		t.Errorf("the green Bar touching green and red is refused: %v", err)
	}
	s = ksStage(t, ksPlaceOwnB[:1])
	if err := ksTry(s, ksPlaceOwn); err == nil {
		t.Error("without the green Block the green Bar is still legal: it does not touch red")
	}

	// 5. The slide: one step at a time over empty cells, 1 right, 2 down,
	// 1 right, touching green before and after, the Block left alone.
	s = ksStage(t, ksSlideBase, []ksShape{ksSlideShape})
	want := [][2]int{{1, 0}, {0, 1}, {0, 1}, {1, 0}}
	for i := 1; i < len(ksSlideRoute); i++ {
		a, b := ksSlideRoute[i-1], ksSlideRoute[i]
		if step := [2]int{int(b.X - a.X), int(b.Y - a.Y)}; i > len(want) || step != want[i-1] {
			t.Errorf("step %d of the route is %v; the caption says %v", i, step, want)
		}
		for _, c := range kunststucke.Footprint(ksSlideShape.id, ksSlideShape.rot, b) {
			if c.X < 0 || c.Y < 0 || c.X >= kunststucke.CanvasSize || c.Y >= kunststucke.CanvasSize {
				t.Errorf("step %d leaves the canvas at %s", i, c)
			} else if at := s.At(c); at != -1 && at != ksSlideShape.id {
				t.Errorf("step %d passes over the %s at %s", i, at, c)
			}
		}
	}
	block, bar := ksSlideBase[0].id, ksSlideBase[1].id
	if of, _ := s.Groups(); of[ksSlideShape.id] != of[block] || of[ksSlideShape.id] == of[bar] {
		t.Error("before the slide the T should touch the Block and not the Bar")
	}
	end := ksSlideEnd()
	slide := kunststucke.Action{Kind: kunststucke.ActSlide, Shape: end.id, At: end.at}
	if _, err := s.Apply(slide); err != nil {
		t.Fatalf("the picture's slide is refused: %v", err)
	}
	if of, sizes := s.Groups(); of[end.id] != of[bar] || sizes[of[block]] != 1 {
		t.Errorf("after the slide the T should touch the Bar and the Block be alone: green groups %v", s.GroupSizes()[green])
	}
	if s.Players[0].Tokens != kunststucke.Tokens-kunststucke.SlideCost {
		t.Errorf("the slide cost %d tokens", kunststucke.Tokens-s.Players[0].Tokens)
	}

	// 7. Scoring: the groups panel, the met tiles and the total.
	s = ksStage(t, ksScoreShapes)
	g := s.GroupSizes()
	for c := kunststucke.Colour(0); int(c) < kunststucke.NumColours; c++ {
		if !slices.Equal(g[c], ksScoreGroups[c]) {
			t.Errorf("%s groups are %v; the panel says %v", c, g[c], ksScoreGroups[c])
		}
	}
	for k, tile := range ksScoreTiles {
		s.Players[0].Slots[k] = tile
		if tile >= 0 && (s.MetGroup(tile) >= 0) != ksScoreMet[k] {
			t.Errorf("the %s: met %v, the picture says %v", tile, s.MetGroup(tile) >= 0, ksScoreMet[k])
		}
	}
	total, met := ksScoreTotal()
	if sc, m := s.Score(0); sc != total || m != met {
		t.Errorf("the board scores %d with %d met; the picture says %d with %d", sc, m, total, met)
	}
	tile, slot, _ := ksExample()
	if tile.Colour() != red || tile.Number() != 2 || kunststucke.SlotValues[slot] != slices.Max(kunststucke.SlotValues[:]) {
		t.Errorf("the rulebook's example is red 2 on the top slot, not the %s on slot %d", tile, slot+1)
	}

	// 6. Drawing: the pile seen is sorted, of the size shown, and the
	// tile goes on a free slot.
	if !slices.IsSorted(ksDrawSeen) || len(ksDrawSeen) != ksDrawPiles[2] || len(slices.Compact(slices.Clone(ksDrawSeen))) != len(ksDrawSeen) {
		t.Errorf("pile C shows %v, %d in the pile", ksDrawSeen, ksDrawPiles[2])
	}
	if ksDrawBoard[ksDrawSlot] >= 0 || slices.Contains(ksDrawBoard, ksDrawSeen[ksDrawTake]) {
		t.Error("the drawn tile goes on a filled slot, or is already on the board")
	}
	for _, n := range ksDrawPiles {
		if n < 0 || n > kunststucke.TilesPerPile {
			t.Errorf("a pile of %d", n)
		}
	}

	// 8. The tie: equal totals, broken by objectives met.
	a, b := ksTieRows[0], ksTieRows[1]
	if a.total() != b.total() || a.met == b.met || a.met != len(a.tiles) || b.met != len(b.tiles) {
		t.Errorf("the tie: %d and %d points, %d and %d met", a.total(), b.total(), a.met, b.met)
	}
}

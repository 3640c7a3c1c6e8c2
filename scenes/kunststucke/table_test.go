package kunststucke

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/bot"
	ks "graffiti/game/kunststucke"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites/gametest"
)

// ksTap taps a point and runs a tick, first letting the shapes on the
// move and the curtain come to rest, as a person waits for them.
func ksTap(t *testing.T, a *scenes.App, tb *Table, p ui.Point) {
	t.Helper()
	for i := 0; i < 2000 && (tb.movesBusy(a) || tb.Curtain.Moving(a)); i++ {
		tick(t, a, 1)
	}
	a.Tap(p.X, p.Y)
	tick(t, a, 1)
}

// ksPlayByTaps plays act at the table by a person's taps.
func ksPlayByTaps(t *testing.T, a *scenes.App, tb *Table, act ks.Action) {
	t.Helper()
	before := tb.S.Actions
	for _, next := range ksTaps(tb, act) {
		ksTap(t, a, tb, next())
	}
	if tb.S.Actions != before+1 {
		t.Fatalf("turn %d: %q was not played by taps (message %q)", tb.S.Turn, act, tb.msg)
	}
}

// ksShot renders the screen and gives its pixels.
func ksShot(a *scenes.App) []byte { return ksShotAt(a, scenes.ScreenW) }

// ksShotAt renders the screen w pixels wide and gives its pixels.
func ksShotAt(a *scenes.App, w int) []byte {
	img := a.RenderAt(w)
	defer img.Deallocate()
	return gametest.Pixels(img)
}

// ksReshuffled runs f with the game behind the table reshuffled in all
// viewer may not see (the tiles on the other seats' slots, the piles but
// the one viewer looks at: the match's Reshuffle), and the secrets of the
// table's stand-ins dealt from another seed, then gives the table its
// own game back. A table that drew a secret, real or dealt, would draw
// another picture. It reports whether the match could be changed.
func ksReshuffled(t *testing.T, tb *Table, viewer int, f func()) bool {
	t.Helper()
	old := tb.sess
	other, changed := old.(*scenes.Local).Match().Reshuffle(viewer, uint64(tb.S.Actions)+7)
	sess, err := scenes.NewLocal(ks.Rules, other, tb.Seats, nil)
	require.NoError(t, err)
	tb.sess, tb.dealt, tb.gen = sess, tb.dealt+1, tb.gen+1
	f()
	tb.sess, tb.dealt, tb.gen = old, tb.dealt-1, tb.gen+1
	return changed
}

// ksSameWhateverTheyHold renders the screen, then again with the game
// reshuffled in all viewer may not see: the two pictures must be the
// same, byte for byte.
func ksSameWhateverTheyHold(t *testing.T, a *scenes.App, tb *Table, viewer int, when string) bool {
	t.Helper()
	want := ksShot(a)
	var got []byte
	changed := ksReshuffled(t, tb, viewer, func() { got = ksShot(a) })
	if !bytes.Equal(want, got) {
		t.Fatalf("turn %d, %s: the screen changes with tiles %d may not see", tb.S.Turn, when, viewer)
	}
	return changed
}

// Three people at one device play a whole game by taps, from
// NewKunststuckeTable to the final reveal. At every hand-over the curtain
// falls; down, the screen is the same whatever anyone holds; lifted by
// the next person, it is the same whatever the others hold.
func TestKunststuckeThreePeoplePlayByTapsToTheReveal(t *testing.T) {
	gametest.Need(t)
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	tb, err := NewTable(a, ks.Setup{Players: 3, Seed: 5, Youngest: -1}, nil)
	require.NoError(t, err)
	a.Cur = tb
	r := game.NewRand(9)
	pol := ks.DefaultPolicy()
	pol.SlideChance, pol.UndoChance = 0.3, 0.1
	real := ks.StateOf(tb.Session().(*scenes.Local).Match()) // the people choose from what they hold
	curtains, compared, kinds := 0, 0, map[ks.Kind]int{}
	for steps := 0; !tb.S.Over; steps++ {
		require.Less(t, steps, 2000, "no end")
		tick(t, a, 1)
		if tb.Curtain.Down() {
			curtains++
			// Down, the shutter covers all (checked on the first few:
			// the table under it is checked at every one).
			if curtains <= 3 && ksSameWhateverTheyHold(t, a, tb, game.Nobody, "curtain down") {
				compared++
			}
			// And the table under the shutter, drawn as if it were not
			// there: nobody's tiles are in it.
			tb.Curtain.IsDown = false
			if ksSameWhateverTheyHold(t, a, tb, game.Nobody, "under the curtain") {
				compared++
			}
			tb.Curtain.IsDown = true
			ksTap(t, a, tb, ui.Point{X: 640, Y: 360})
			require.False(t, tb.Curtain.Down(), "a tap lifts the curtain")
			tick(t, a, 1)
			require.ElementsMatch(t, real.LegalActions(nil), tb.legal, "turn %d: the table's legal actions are the seat's own, not the public view's", tb.S.Turn)
			if ksSameWhateverTheyHold(t, a, tb, tb.S.Current, "curtain lifted") {
				compared++
			}
		}
		act := pol.Choose(real, &r)
		if act.Kind == ks.ActTake {
			// Looking at a pile: the screen shows it to the looker only.
			ksSameWhateverTheyHold(t, a, tb, tb.S.Current, "looking at a pile")
		}
		kinds[act.Kind]++
		ksPlayByTaps(t, a, tb, act)
	}
	tick(t, a, 40)
	rv, ok := a.Current().(*Reveal)
	require.True(t, ok, "the game ended on %T, not the reveal", a.Current())
	require.Equal(t, 3*18, curtains, "a curtain for the first person and at every hand-over")
	require.Greater(t, compared, curtains, "screens compared")
	for _, k := range []ks.Kind{ks.ActPlace, ks.ActSlide, ks.ActLook, ks.ActTake, ks.ActUndo, ks.ActEnd} {
		require.Positive(t, kinds[k], "no %s played by taps", k)
	}
	tap(t, a, ui.Point{X: 640, Y: 360}) // tell the tally at once
	require.True(t, rv.Done(a))
	if len(rv.items) > 0 {
		last := len(rv.items) - 1
		tap(t, a, center(rv.tileRect(last, true)))
		require.Equal(t, last, rv.picked, "a tile tapped is told again")
	}
	tap(t, a, center(rv.title.R))
	tick(t, a, 20)
	_, ok = a.Current().(*scenes.Title)
	require.True(t, ok, "Title after the reveal")
}

// ksOneTable is a table of people at its first person's turn, the
// curtain lifted.
func ksOneTable(t *testing.T, speed scenes.Speed, seed uint64) (*scenes.App, *Table) {
	a := scenes.TestApp(testShelf, speed)
	tb, err := NewTable(a, ks.Setup{Players: 2, Seed: seed, Youngest: 0}, nil)
	require.NoError(t, err)
	a.Cur = tb
	tick(t, a, 30)
	ksTap(t, a, tb, ui.Point{X: 640, Y: 360})
	require.False(t, tb.Curtain.Down())
	return a, tb
}

// pixel is the colour at p of a frame.
func ksPixel(px []byte, p ui.Point) (r, g, b byte) {
	i := 4 * (int(p.Y)*scenes.ScreenW + int(p.X))
	return px[i], px[i+1], px[i+2]
}

// The ghost is green where the core takes the shape, red where it
// refuses, with the core's reason in the table's words under it.
func TestKunststuckeGhostGreenOrRedWithTheReason(t *testing.T) {
	gametest.Need(t)
	for _, lang := range words.Langs() {
		a, tb := ksOneTable(t, scenes.SpeedInstant, 3)
		a.Settings.Lang = lang
		// A first shape in the middle, then the next shape of another
		// colour where it touches only that one.
		first := tb.S.Hand(0)[0]
		var place ks.Action
		for _, p := range tb.S.PlacesOf(first, nil) {
			if p.At.X == 6 && p.At.Y == 6 {
				place = p
			}
		}
		require.Equal(t, ks.ActPlace, place.Kind)
		ksPlayByTaps(t, a, tb, place)
		ksPlayByTaps(t, a, tb, ks.End)
		tick(t, a, 2)
		ksTap(t, a, tb, ui.Point{X: 640, Y: 360})
		var shape ks.ShapeID = -1
		var bad, good ks.Action
		for _, id := range tb.S.Hand(1) {
			if id.Colour() == first.Colour() {
				continue
			}
			for y := int8(0); y < ks.CanvasSize && shape < 0; y++ {
				for x := int8(0); x < ks.CanvasSize && shape < 0; x++ {
					act := ks.Action{Kind: ks.ActPlace, Shape: id, Rot: 0, At: ks.Cell{X: x, Y: y}}
					var ref *game.Refusal
					if err := tb.S.Check(act); errors.As(err, &ref) && strings.Contains(ref.Format, "touches") {
						shape, bad = id, act
					}
				}
			}
			if shape >= 0 {
				break
			}
		}
		require.GreaterOrEqual(t, int(shape), 0, "a placement touching only another colour")
		for _, p := range tb.S.PlacesOf(shape, nil) {
			if p.Rot == 0 {
				good = p
				break
			}
		}
		taps := ksTaps(tb, bad)
		for _, next := range taps[:len(taps)-1] { // all but Confirm
			ksTap(t, a, tb, next())
		}
		want := words.T(lang, KSWhyTouches, "", "", ksColourName(lang, first.Colour()), ksColourName(lang, shape.Colour()))
		require.Equal(t, want, tb.msg, "the reason in words")
		edge := func() (r, g, b byte) {
			c := ks.Footprint(tb.held, tb.rot, tb.anchor)[0]
			rc := ksCellRect(c)
			return ksPixel(ksShot(a), ui.Point{X: rc.X + 1, Y: rc.Y + 1})
		}
		if r, g, _ := edge(); r < 180 || g > 120 {
			t.Errorf("%v: the refused ghost's edge is (%d, %d), not red", lang, r, g)
		}
		ksTap(t, a, tb, taps[len(taps)-1]()) // Confirm: refused
		require.False(t, tb.S.Played, "a refused ghost is not placed")
		w, h := ks.Size(shape, 0)
		ksTap(t, a, tb, center(ksCellRect(ks.Cell{X: good.At.X + int8((w-1)/2), Y: good.At.Y + int8((h-1)/2)})))
		require.Empty(t, tb.msg)
		if r, g, _ := edge(); g < 150 || r > 120 {
			t.Errorf("%v: the accepted ghost's edge is (%d, %d), not green", lang, r, g)
		}
	}
}

// A slide costs one token, is told in the log, and the shape travels
// along the core's route step by step over several frames.
func TestKunststuckeSlideCostsATokenAndTravelsTheRoute(t *testing.T) {
	a, tb := ksOneTable(t, scenes.SpeedNormal, 4)
	id := tb.S.Hand(0)[0]
	var place ks.Action
	for _, p := range tb.S.PlacesOf(id, nil) {
		if p.At.X == 0 && p.At.Y == 0 {
			place = p
		}
	}
	require.Equal(t, ks.ActPlace, place.Kind)
	ksPlayByTaps(t, a, tb, place)
	// The farthest destination: a route of many steps.
	var slide ks.Action
	long := 0
	for _, s := range tb.S.SlidesOf(id, nil) {
		if n := len(tb.S.Route(id, s.At)); n > long {
			slide, long = s, n
		}
	}
	require.Greater(t, long, 4)
	route := tb.S.Route(id, slide.At)
	tokens := tb.S.Players[0].Tokens
	for _, next := range ksTaps(tb, slide) {
		ksTap(t, a, tb, next())
	}
	require.Equal(t, tokens-1, tb.S.Players[0].Tokens, "one token paid")
	require.Equal(t, slide.At, tb.S.Shapes[id].At())
	require.Contains(t, tb.eventText(words.English, tb.log[len(tb.log)-1].ev), "— 1 token")
	onRoute := map[ks.Cell]bool{}
	for _, c := range route {
		onRoute[c] = true
	}
	visited, frames := map[ks.Cell]bool{}, 0
	for tb.movesBusy(a) {
		x, y, ok := tb.slidingAt(a, id)
		require.True(t, ok)
		c := ks.Cell{X: int8(x), Y: int8(y)}
		if float64(c.X) == x && float64(c.Y) == y {
			require.True(t, onRoute[c], "the shape is drawn at %s, off its route", c)
			visited[c] = true
		}
		frames++
		tick(t, a, 1)
	}
	require.GreaterOrEqual(t, frames, 4*(long-1), "the slide plays over frames")
	require.Equal(t, long-1, len(visited), "every step of the route but the last is drawn")
}

// Undo takes a placement back into the hand, to the very state before
// it; a slide makes the placement final.
func TestKunststuckeUndoOfAPlacement(t *testing.T) {
	a, tb := ksOneTable(t, scenes.SpeedInstant, 6)
	want := tb.S.Shapes
	id := tb.S.Hand(0)[2]
	places := tb.S.PlacesOf(id, nil)
	ksPlayByTaps(t, a, tb, places[len(places)/2])
	require.Equal(t, ks.OnCanvas, tb.S.Shapes[id].Where)
	ksTap(t, a, tb, center(ksUndoBtn))
	require.Equal(t, ks.InHand, tb.S.Shapes[id].Where, "back in the hand")
	require.False(t, tb.S.Played)
	require.Equal(t, want, tb.S.Shapes, "every shape where it was")
	ksPlayByTaps(t, a, tb, places[len(places)/2])
	slides := tb.S.SlidesOf(id, nil)
	require.NotEmpty(t, slides)
	ksPlayByTaps(t, a, tb, slides[0])
	before := tb.S.Actions
	ksTap(t, a, tb, center(ksUndoBtn))
	require.Equal(t, before, tb.S.Actions, "a slide makes the placement final")
	require.Equal(t, ks.OnCanvas, tb.S.Shapes[id].Where)
}

// A person against two bots: the bots play their seats by themselves
// through the shared thinker, the game reaches the reveal, and with one
// person there is never a curtain; the bots' tiles are never drawn.
func TestKunststuckeBotsPlayTheirSeats(t *testing.T) {
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	a.BotIterations = 40
	tb, err := NewTable(a, ks.Setup{Players: 3, Seed: 8, Youngest: 0}, []scenes.Seat{{}, {Bot: true, Level: bot.Easy}, {Bot: true, Level: bot.Medium}})
	require.NoError(t, err)
	a.Cur = tb
	r := game.NewRand(2)
	pol := ks.DefaultPolicy()
	for i := 0; !tb.S.Over; i++ {
		require.Less(t, i, 40000, "no end (turn %d)", tb.S.Turn)
		require.False(t, tb.Curtain.Down(), "a curtain with one person at the device")
		if v := tb.viewer(); v != 0 && v != game.Nobody {
			t.Fatalf("seat %d's tiles may be drawn", v)
		}
		if !tb.isBot(tb.S.Current) {
			ksPlayByTaps(t, a, tb, pol.Choose(tb.S, &r))
			continue
		}
		tick(t, a, 1)
	}
	tick(t, a, 40)
	_, ok := a.Current().(*Reveal)
	require.True(t, ok, "the game ended on %T", a.Current())
	require.Positive(t, a.SlicedDecisions, "the medium bot searched through the thinker")
}

// Every refusal the core can give is in the catalogue's words, in both
// languages.
func TestKunststuckeEveryRefusalHasWords(t *testing.T) {
	for format := range ksReasons {
		for _, lang := range words.Langs() {
			got := ksReason(lang, &game.Refusal{Format: format})
			if strings.Contains(got, "%!") && !strings.Contains(got, "MISSING") {
				t.Errorf("%q in %v: %q", format, lang, got)
			}
		}
	}
	red := ks.ShapeID(9) // the red Cross
	require.Equal(t, "la Croix rouge", ksShapeThe(words.French, red))
	require.Equal(t, "the red Cross", ksShapeThe(words.English, red))
	require.Equal(t, "l'Escalier vert", ksShapeThe(words.French, ks.ShapeID(ks.NumKinds+3)))
}

// "My objectives": Ben may look at his own tiles during Ana's turn. His
// shutter says only he should look, and hides everything's tiles; then
// his tiles show, never Ana's; when he lets go, Ana's curtain falls
// again before her tiles come back.
func TestKunststuckePeekAtOnesOwnObjectives(t *testing.T) {
	gametest.Need(t)
	a, tb := ksOneTable(t, scenes.SpeedInstant, 12)
	ksPlayByTaps(t, a, tb, ks.Action{Kind: ks.ActLook, Pile: 1})
	ksPlayByTaps(t, a, tb, ks.Action{Kind: ks.ActTake, Tile: tb.S.Pile(1)[0], Slot: 0})
	ksPlayByTaps(t, a, tb, ks.Action{Kind: ks.ActDiscard, Shape: tb.S.Hand(0)[0]})
	ksPlayByTaps(t, a, tb, ks.End)
	tick(t, a, 2)
	ksTap(t, a, tb, ui.Point{X: 640, Y: 360}) // Ben lifts
	ksPlayByTaps(t, a, tb, ks.Action{Kind: ks.ActLook, Pile: 2})
	ksPlayByTaps(t, a, tb, ks.Action{Kind: ks.ActTake, Tile: tb.S.Pile(2)[0], Slot: 1})
	ksPlayByTaps(t, a, tb, ks.Action{Kind: ks.ActDiscard, Shape: tb.S.Hand(1)[0]})
	ksPlayByTaps(t, a, tb, ks.End)
	tick(t, a, 2)
	ksTap(t, a, tb, ui.Point{X: 640, Y: 360}) // Ana lifts
	require.Equal(t, 0, tb.viewer())
	ksTap(t, a, tb, center(ksPeekBtn(1, 2)))
	require.Equal(t, 1, tb.peek, "Ben peeks")
	require.Equal(t, game.Nobody, tb.viewer(), "Ana's tiles are hidden")
	ksSameWhateverTheyHold(t, a, tb, game.Nobody, "Ben's peek shutter")
	ksTap(t, a, tb, ui.Point{X: 640, Y: 360})
	require.True(t, tb.peekShown)
	ksSameWhateverTheyHold(t, a, tb, 1, "Ben's peek")
	var shown []byte
	ksReshuffled(t, tb, 0, func() { shown = ksShot(a) }) // Ben's own tiles change: the picture does
	require.NotEqual(t, shown, ksShot(a), "Ben's tiles are shown")
	ksTap(t, a, tb, ui.Point{X: 640, Y: 360})
	require.Equal(t, -1, tb.peek)
	tick(t, a, 1)
	require.True(t, tb.Curtain.Down(), "Ana's curtain falls again")
}

// Every Kunststücke screen, in both languages, for 2 to 5 players: no
// button's label is wider than its button and no text leaves the screen.
func TestKunststuckeLabelsFit(t *testing.T) {
	gametest.Need(t)
	for _, lang := range words.Langs() {
		for players := ks.MinPlayers; players <= ks.MaxPlayers; players++ {
			for _, o := range []scenes.ShotOptions{
				{Scene: "kunststucke", Actions: 3}, {Scene: "kunststucke", Actions: 30}, {Scene: "kunststucke-curtain", Actions: 10},
				{Scene: "kunststucke-reveal", Ticks: 1 << 20},
			} {
				a := scenes.TestApp(testShelf, scenes.SpeedNormal)
				o.Lang, o.Players, o.Seed = lang, players, uint64(players)
				require.NoError(t, a.Prepare(o))
				if rv, ok := a.Cur.(*Reveal); ok && o.Ticks > 0 {
					rv.start = -o.Ticks // the whole tally told
				}
				for _, x := range ui.Overflowing(func() { a.Render().Deallocate() }) {
					t.Errorf("%s, %s, %d players: %s", o.Scene, lang.Name(), players, x)
				}
			}
		}
	}
}

// R, the wheel, two fingers and the Rotate button turn the shape in hand
// through its distinct quarter-turns, as the core lists them.
func TestKunststuckeRotateByKeyWheelAndButton(t *testing.T) {
	a, tb := ksOneTable(t, scenes.SpeedInstant, 7)
	var cross ks.ShapeID = -1
	for _, id := range tb.S.Hand(0) {
		if len(ks.Turns(id)) == 4 {
			cross = id
			break
		}
	}
	require.GreaterOrEqual(t, int(cross), 0)
	for k, id := range tb.S.Hand(0) {
		if id == cross {
			ksTap(t, a, tb, center(ksHandBox(k)))
		}
	}
	require.Equal(t, cross, tb.held)
	seen := map[int]bool{}
	for i := 0; i < 4; i++ {
		seen[tb.rot] = true
		tb.turnKeys(&ui.Input{Chars: []rune{'r'}})
	}
	require.Len(t, seen, 4, "four quarter-turns")
	require.Equal(t, ks.Turns(cross)[0], tb.rot, "four turns bring it back")
	tb.turnKeys(&ui.Input{Wheel: 1})
	tb.turnKeys(&ui.Input{Wheel: -1})
	tb.turnKeys(&ui.Input{Twist: -1})
	require.Equal(t, ks.Turns(cross)[3], tb.rot, "the wheel back turns it back")
	ksTap(t, a, tb, center(ksRotateBtn))
	require.Equal(t, ks.Turns(cross)[0], tb.rot, "Rotate turns it on")
}

// ksSameAfresh renders the screen with the table's kept picture, then
// with it forgotten (drawn afresh): the two must be the same, byte for
// byte (at half the table's size: a frame's cost is its draw calls, and
// a mark a pixel wide still shows). A key missing something the picture
// shows keeps a stale picture where that thing changed.
func ksSameAfresh(t *testing.T, a *scenes.App, tb *Table, when string) {
	t.Helper()
	kept := ksShotAt(a, 640)
	tb.Forget()
	if fresh := ksShotAt(a, 640); !bytes.Equal(kept, fresh) {
		t.Fatalf("turn %d, %s: the kept picture is not the table drawn afresh", tb.S.Turn, when)
	}
}

// The table's kept picture (picture.go) is the table drawn afresh at
// every step of six turns at the normal speed: two people and a bot,
// every choice made by taps (a shape picked, turned, its ghost moved
// and put down, a slide's shape and destination, a pile looked at and a
// tile of it, undo), the pointer over the buttons, the curtain falling
// and lifted, the peek, the bot thinking and its move shown, the moves
// in motion, the language changed.
func TestTheKeptPictureIsTheTableDrawnAfresh(t *testing.T) {
	gametest.Need(t)
	a := scenes.TestApp(testShelf, scenes.SpeedNormal)
	seats := []scenes.Seat{{}, {}, {Bot: true, Level: bot.Easy}}
	tb, err := NewTable(a, ks.Setup{Players: 3, Seed: 11, Youngest: -1}, seats)
	require.NoError(t, err)
	a.Cur = tb
	r := game.NewRand(3)
	pol := ks.DefaultPolicy()
	pol.SlideChance, pol.UndoChance = 0.4, 0.15
	real := ks.StateOf(tb.Session().(*scenes.Local).Match())
	compared, peeked, botSeen := 0, false, false
	same := func(when string) { ksSameAfresh(t, a, tb, when); compared++ }
	for steps := 0; !tb.S.Over && tb.S.Turn <= 6; steps++ {
		require.Less(t, steps, 3000, "no end")
		tick(t, a, 1)
		if tb.isBot(tb.S.Current) {
			// The bot thinks (its dots step), shows its move, plays it.
			for i := 0; i < 4000 && tb.isBot(tb.S.Current) && !tb.S.Over; i++ {
				tick(t, a, 1)
				if i%15 == 0 {
					same("the bot's turn")
					_, shown := tb.bot.Shown()
					botSeen = botSeen || shown
				}
			}
			continue
		}
		if tb.Curtain.Down() {
			same("curtain down")
			ksTap(t, a, tb, ui.Point{X: 640, Y: 360})
			tick(t, a, 2)
			same("curtain rising")
			tick(t, a, 40)
			same("curtain lifted")
		}
		if !peeked && tb.S.Turn > 3 {
			// The other person peeks at their own objectives, and back.
			other := 1 - tb.S.Current
			ksTap(t, a, tb, ksPeekBtn(other, tb.S.N()).Center())
			same("the peek's shutter")
			ksTap(t, a, tb, ui.Point{X: 640, Y: 360})
			same("the peek shown")
			ksTap(t, a, tb, ui.Point{X: 640, Y: 360})
			tick(t, a, 40)
			same("the peek closed")
			peeked = true
		}
		act := pol.Choose(real, &r)
		for _, next := range ksTaps(tb, act) {
			p := next()
			a.In.Hover = p // the pointer where the tap will be: a button lit
			same("pointed at " + act.String())
			ksTap(t, a, tb, p)
			same("tapped for " + act.String())
		}
		for i := 0; i < 2; i++ {
			tick(t, a, 5)
			same("after " + act.String())
		}
		if tb.S.Turn == 4 && a.Lang() == words.English {
			a.Settings.Lang = words.French
			same("in French")
		}
	}
	require.True(t, peeked, "no peek")
	require.True(t, botSeen, "the bot's move was never shown before it played")
	t.Logf("%d pictures compared", compared)
}

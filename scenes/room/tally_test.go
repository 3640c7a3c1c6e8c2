package room

import (
	"fmt"
	"slices"
	"testing"

	"graffiti/game"
	"graffiti/scenes"
	"graffiti/scenes/boxes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites/gametest"
)

// At a game's end a phone held upright keeps its own page and tells the
// final scoring laid out upright, a card a seat, best first, as the
// table's scoring screen tells it: not that screen letterboxed at a
// quarter of the phone's width, nor its Rematch, which would start a
// game on the phone alone. Its bar's buttons take a finger at each size.
func TestThePhoneTellsTheFinalScoringUpright(t *testing.T) {
	gametest.Need(t)
	for _, box := range boxes.Shelf {
		for _, size := range [][2]float64{{390, 844}, {360, 740}, {768, 1024}} {
			t.Run(fmt.Sprintf("%s/%.0fx%.0f", box.Rules().Name(), size[0], size[1]), func(t *testing.T) {
				m, played := playedTo(t, box, 4, 1<<20)
				if m.ToAct() != game.Nobody {
					t.Fatalf("no end after %d actions", played)
				}
				a, h := handOn(t, box, m, 1, played, size[0], size[1])
				res := m.Result()
				h.sess.result = &res
				if err := a.Run(6); err != nil {
					t.Fatal(err)
				}
				if a.Current() != scenes.Scene(h) {
					t.Fatalf("the phone left its page for %T", a.Current())
				}
				if h.tally == nil {
					t.Fatal("the phone holds no tally")
				}
				tally := h.tally.Tally(a)
				if len(tally.Rows) != len(res.Scores) {
					t.Fatalf("%d rows for %d seats", len(tally.Rows), len(res.Scores))
				}
				var first []int
				for i, row := range tally.Rows {
					if row.Total != res.Scores[row.Seat] {
						t.Errorf("seat %d's card says %d, the game %d", row.Seat, row.Total, res.Scores[row.Seat])
					}
					if len(row.Values) != len(tally.Heads) {
						t.Errorf("seat %d: %d values for %d heads", row.Seat, len(row.Values), len(tally.Heads))
					}
					if row.Place == 0 {
						first = append(first, row.Seat)
					} else if i < len(res.Winners) {
						t.Errorf("card %d is not a winner's", i)
					}
				}
				slices.Sort(first)
				if w := slices.Sorted(slices.Values(res.Winners)); !slices.Equal(first, w) {
					t.Errorf("first places %v, winners %v", first, w)
				}
				cards, _, _ := tallyCards(tally, h.up.view.H)
				if last := cards[len(cards)-1]; last.Y+last.H > h.up.view.H {
					t.Errorf("the last card ends at %.0f, below the view's %.0f", last.Y+last.H, h.up.view.H)
				}
				css := a.CssScale()
				kinds := map[buttonKind]bool{}
				for _, b := range h.buttons {
					kinds[b.kind] = true
					if got := min(b.b.R.W, b.b.R.H) * css; got < fingerPx-0.01 {
						t.Errorf("the bar's %s is %.1f CSS pixels", b.b.Label, got)
					}
				}
				if !kinds[replayButton] || !kinds[titleButton] {
					t.Errorf("the bar offers %v, not Replay and Title", kinds)
				}
				if size[0] == 390 {
					shoot(t, a, box.Rules().Name()+"-hand-over")
				}
				// Its labels fit in every language (the widgets report
				// one wider than its box).
				for _, lang := range words.Langs() {
					a.Settings.Lang = lang
					if err := a.Run(1); err != nil {
						t.Fatal(err)
					}
					for _, o := range ui.Overflowing(func() { a.Render().Deallocate() }) {
						t.Errorf("in %s: %s", lang.Name(), o)
					}
				}
			})
		}
	}
}

// A seat's scoring screen at the end of a room's game (a far seat's here;
// the table page's is the same screen over a session the device does
// not own) offers Title, and the room's Rematch where the game's own
// stood, not the game's: a rematch there started a game on that device
// alone, without the room's phones. The page keeps the scoring within
// itself, and no tap on the screen's foot, where its buttons are,
// starts a game.
func TestARoomsScoringScreenStartsNoGameOfItsOwn(t *testing.T) {
	gametest.Need(t)
	for _, box := range boxes.Shelf {
		t.Run(box.Rules().Name(), func(t *testing.T) {
			m, played := playedTo(t, box, 4, 1<<20)
			over := func() (*scenes.App, *Hand) {
				a, h := handOn(t, box, m, 1, played, 1280, 720)
				res := m.Result()
				h.sess.result = &res
				for range 3 {
					a.Tap(640, 300) // the tally told at once
					if err := a.Run(20); err != nil {
						t.Fatal(err)
					}
				}
				return a, h
			}
			a, h := over()
			shoot(t, a, box.Rules().Name()+"-far-over")
			if a.Current() != scenes.Scene(h) {
				t.Fatalf("the far seat shows %T at the end, not its page", a.Current())
			}
			if _, ok := h.end.(scenes.Tallied); !ok {
				t.Fatalf("the far seat's page holds %T at the end, not its scoring", h.end)
			}
			if _, ok, known, rematch := box.Player(1).Tap(a, h.end); !known || ok || rematch {
				t.Errorf("the autoplayer would tap (ok %v, rematch %v) on a room's scoring", ok, rematch)
			}
			titles := 0
			for y := 600.0; y < 720; y += 12 {
				for x := 10.0; x < 1280; x += 20 {
					a.Tap(x, y)
					if err := a.Run(2); err != nil {
						t.Fatal(err)
					}
					switch next := a.Current(); next.(type) {
					case *scenes.Title:
						titles++
						a, _ = over()
					case *Hand:
					default:
						t.Fatalf("a tap at (%.0f, %.0f) led to %T", x, y, next)
					}
				}
			}
			if titles == 0 {
				t.Error("no tap found the Title button")
			}
		})
	}
}

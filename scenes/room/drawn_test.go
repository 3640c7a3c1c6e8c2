package room

import (
	"bytes"
	"fmt"
	"testing"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes"
	"graffiti/scenes/boxes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

// handOn is a phone's drawn hand holding seat of match m as the host
// would have sent it: the seat's view alone, at its point of the game,
// over a link to no host (nothing comes).
func handOn(t testing.TB, box scenes.Box, m game.Match, seat, actions int, w, h float64) (*scenes.App, *Hand) {
	t.Helper()
	a := newApp()
	link := Open("ws://127.0.0.1:9/rooms", wire.Request{Type: wire.ReqHello, Room: "BCDFG"}, "BCDFG", "token")
	t.Cleanup(link.Close)
	r := NewRemote(box.Rules(), nil, link)
	names := []string{"Ana", "Ben", "Cleo", "Dan"}
	r.welcomed, r.role, r.seat, r.actions, r.toAct = true, wire.RoleSeat, seat, actions, m.ToAct()
	for i := range m.Seats() {
		r.seats = append(r.seats, wire.SeatInfo{Name: names[i], Kind: wire.Person, Taken: true})
	}
	r.view = m.View(seat)
	hand := &Hand{shelf: boxes.Shelf, box: box, code: "BCDFG", link: link, sess: r, keep: nopKeeper{}, legalAt: -1, sent: -1, leave: -1}
	a.Cur = hand
	for range 3 {
		a.LayoutF(w, h)
		if err := a.Run(1); err != nil {
			t.Fatal(err)
		}
	}
	return a, hand
}

type nopKeeper struct{}

func (nopKeeper) Keep(string, string) {}
func (nopKeeper) Forget(string)       {}

// playedTo is a three-seat match of box's game after n random legal
// actions.
func playedTo(t testing.TB, box scenes.Box, seed uint64, n int) (game.Match, int) {
	t.Helper()
	m, _, err := box.Rules().New(game.Options{Players: 3, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := game.NewRand(seed)
	played := 0
	for ; played < n && m.ToAct() != game.Nobody; played++ {
		legal := m.Legal()
		if _, err := m.Apply(legal[r.Intn(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return m, played
}

// The drawn hand's pixels: each game's hand, whole and zoomed, and a
// far seat's whole table (a window wider than tall), drawn from two
// worlds that differ only in what its seat may not see (the match
// reshuffled for that seat), is the same picture byte for byte.
func TestTheDrawnHandIsTheSameWhateverTheOthersHold(t *testing.T) {
	gametest.Need(t)
	for _, box := range boxes.Shelf {
		t.Run(box.Rules().Name(), func(t *testing.T) {
			changed := 0
			for _, n := range []int{3, 12, 25} {
				m, played := playedTo(t, box, 5, n)
				seat := 0
				other, ok := m.Reshuffle(seat, 99)
				if ok {
					changed++
				}
				for _, look := range []string{"whole", "zoomed", "far"} {
					var pics [][]byte
					for _, world := range []game.Match{m, other} {
						w, hgt := 390.0, 844.0
						if look == "far" {
							w, hgt = 1280, 720
						}
						a, h := handOn(t, box, world, seat, played, w, hgt)
						if look == "zoomed" {
							h.up.open(ui.Point{X: 640, Y: 360}, zoomFor(a.CssScale()))
						}
						if (look == "far") != h.far() {
							t.Fatalf("a %s page is not the one it should be", look)
						}
						pics = append(pics, rendered(a))
					}
					if !bytes.Equal(pics[0], pics[1]) {
						t.Fatalf("after %d actions (%s), seat %d's hand changes with what it may not see", played, look, seat)
					}
				}
			}
			if changed == 0 {
				t.Fatal("no reshuffle changed the game: the comparison could not fail")
			}
		})
	}
}

// Every tappable thing of the drawn hand takes a finger, 44 CSS pixels
// at least, on a phone of 390×844 and one of 360×740 CSS pixels and a
// tablet held upright (768×1024, its whole page kept to be looked at): the
// bar's buttons and the whole view (a tap there zooms) on the page, and,
// zoomed, the ×, and every target of the table under it at the zoom.
func TestEveryTargetOfTheDrawnHandTakesAFinger(t *testing.T) {
	gametest.Need(t)
	for _, box := range boxes.Shelf {
		for _, size := range [][2]float64{{390, 844}, {360, 740}, {768, 1024}} {
			t.Run(fmt.Sprintf("%s/%.0fx%.0f", box.Rules().Name(), size[0], size[1]), func(t *testing.T) {
				for _, n := range []int{0, 7, 20} {
					m, played := playedTo(t, box, 9, n)
					if m.ToAct() == game.Nobody {
						continue
					}
					a, h := handOn(t, box, m, m.ToAct(), played, size[0], size[1])
					if size[0] == 768 && n == 7 {
						shoot(t, a, box.Rules().Name()+"-hand-tablet")
					}
					css := a.CssScale()
					finger := func(what string, r ui.Rect, scale float64) {
						if got := min(r.W, r.H) * scale * css; got < fingerPx-0.01 {
							t.Errorf("after %d actions: %s %+v is %.1f CSS pixels", played, what, r, got)
						}
					}
					for _, b := range h.buttons {
						finger("the bar's "+b.b.Label, b.b.R, 1)
					}
					finger("the view", h.up.view, 1)
					h.up.open(ui.Point{X: 640, Y: 360}, zoomFor(css))
					finger("the ×", closeZoom, 1)
					var targets []ui.Rect
					ui.Targets = func(r ui.Rect) { targets = append(targets, r) }
					a.In = ui.Input{Taps: []ui.Point{{X: -5000, Y: -5000}}}
					err := h.board.Update(a)
					ui.Targets = nil
					if err != nil {
						t.Fatal(err)
					}
					if len(targets) == 0 {
						t.Fatalf("after %d actions the table offers nothing to tap", played)
					}
					for _, r := range targets {
						finger("the table's target", r, h.up.zs)
					}
				}
			})
		}
	}
}

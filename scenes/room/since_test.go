package room

import (
	"strings"
	"testing"

	"graffiti/scenes/boxes"
	"graffiti/scenes/ui"
)

// When a phone's seat's turn comes, its drawn page tells what the others
// did since it last acted, in the table's words (a phone has no curtain
// whose lifting would); a tap closes the card without playing, and the
// game goes on by taps.
func TestThePhoneTellsWhatTheOthersDidWhenItsTurnComes(t *testing.T) {
	url := startHost(t)
	for _, box := range boxes.Shelf {
		t.Run(box.Rules().Name(), func(t *testing.T) {
			r := phonesAndABot(t, url, box)
			r.seat(0)
			r.seat(2)
			h, a := r.hands[0], r.phones[0]
			for loops := 0; h.sinceText(a) == nil || h.sess.Actions() < 4; loops++ {
				if loops > 200 {
					t.Fatal("seat 0's phone never told what the others did")
				}
				r.play(1)
			}
			lines := strings.Join(h.sinceText(a), "\n")
			if !strings.Contains(lines, "Bot") && !strings.Contains(lines, "Cleo") {
				t.Fatalf("the card names none of the others:\n%s", lines)
			}
			if strings.Contains(lines, "Ana ") && !strings.Contains(lines, "Bot") && !strings.Contains(lines, "Cleo") {
				t.Fatalf("the card tells the seat its own moves:\n%s", lines)
			}
			step(t, r.apps)
			shoot(t, a, box.Rules().Name()+"-hand-since")
			acts := h.sess.Actions()
			p := ui.Point{X: HandW / 2, Y: 300} // on a part of the table: without the card, a tap zooms there
			a.Touch(p.X, p.Y)
			step(t, r.apps)
			if h.sinceText(a) != nil {
				t.Fatal("a tap did not close the card")
			}
			if h.up.zoomed || h.sess.Actions() != acts {
				t.Fatal("the tap that closed the card went to the table too")
			}
			r.play(2)
		})
	}
}

package room

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"graffiti/scenes"
	"graffiti/scenes/boxes"
	"graffiti/scenes/ui"
	"graffiti/sprites/gametest"
)

// escape presses Escape once, then nothing.
type escape struct{ pressed bool }

func (e *escape) Read(float64) ui.Input {
	if e.pressed {
		return ui.Input{}
	}
	e.pressed = true
	return ui.Input{Key: ui.KeyBack}
}

// On a page served without rooms (a plain static server: every path a
// 404, no WebSocket), Room leads to "No rooms here"; its Back button and
// Escape each go back to the title, and the screen stops calling.
func TestNoRoomsHereHasAWayBack(t *testing.T) {
	gametest.Need(t)
	static := httptest.NewServer(http.NotFoundHandler())
	defer static.Close()
	url := "ws" + strings.TrimPrefix(static.URL, "http") + "/rooms"
	for _, how := range []string{"button", "escape"} {
		a := newApp()
		box := boxes.Shelf[0]
		a.Cur = Opener(url)(a, box, []string{"Ana", "Ben"}, []scenes.Seat{{Away: true}, {Away: true}}, box.Form(a).Variants(), scenes.RoomChoice{})
		tb := a.Cur.(*Table)
		until(t, "the host found missing", []*scenes.App{a}, func() bool { _, tries := tb.link.Up(); return tries > 0 })
		stopped, cancel := false, tb.link.cancel
		tb.link.cancel = func() { stopped = true; cancel() }
		if how == "button" {
			shoot(t, a, "no-rooms-here")
			a.Touch(waitBack.X+waitBack.W/2, waitBack.Y+waitBack.H/2)
		} else {
			a.Src = &escape{}
		}
		for range 3 {
			step(t, []*scenes.App{a})
		}
		if _, ok := a.Current().(*scenes.Title); !ok {
			t.Fatalf("%s: the screen is %T, not the title", how, a.Current())
		}
		if !stopped {
			t.Errorf("%s: the screen left still calls the host", how)
		}
	}
}

package gametest

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"graffiti/game"
)

// jsonAppender is a view or event that writes itself as json.Marshal
// would (game/appendjson), as a room's host sends it.
type jsonAppender interface{ AppendJSON(b []byte) []byte }

// AppendsAsMarshal plays m to its end by random legal actions and holds
// every view (each seat's and the public one) and every event as each of
// them learns it, the deal's events first, to json.Marshal byte for byte.
// It returns how many it compared.
func AppendsAsMarshal(t *testing.T, r *rand.Rand, m game.Match, deal []game.Event) int {
	t.Helper()
	checked := 0
	same := func(v any) {
		t.Helper()
		a, ok := v.(jsonAppender)
		if !ok {
			t.Fatalf("%T has no AppendJSON", v)
		}
		want, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if got := a.AppendJSON(nil); !bytes.Equal(got, want) {
			t.Fatalf("%T.AppendJSON wrote\n%s\njson.Marshal\n%s", v, got, want)
		}
		checked++
	}
	ev := deal
	for {
		for seat := game.Nobody; seat < m.Seats(); seat++ {
			same(m.View(seat))
			for _, e := range ev {
				same(e.Told(seat))
			}
		}
		if m.Over() {
			return checked
		}
		legal := m.Legal()
		var err error
		if ev, err = m.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// Escaping are player names with one character each that JSON escapes,
// and one with none: a test's names are a window of them.
var Escaping = []string{"<b>", "Zoë", "Kai\\", "Mo & Jo", "\"Al\"", "a\u2028b", "Mo"}

// AppendsAsMarshalIn holds games views and events to json.Marshal
// (AppendsAsMarshal): game i is the one deal deals with a seed drawn
// from one fixed source that then plays them all.
func AppendsAsMarshalIn(t *testing.T, games int, deal func(i int, seed uint64) (game.Match, []game.Event, error)) {
	t.Helper()
	r := rand.New(rand.NewPCG(7, 39))
	checked := 0
	for i := range games {
		m, ev, err := deal(i, r.Uint64())
		if err != nil {
			t.Fatal(err)
		}
		checked += AppendsAsMarshal(t, r, m, ev)
	}
	t.Logf("%d views and events compared", checked)
}

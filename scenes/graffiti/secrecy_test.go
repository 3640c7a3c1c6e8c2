package graffiti

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/sprites/gametest"
)

// reshuffled runs f with the game behind the table reshuffled in all the
// table's viewer may not see (the other seats' tiles behind their
// screens, the stacks: the match's Reshuffle), and the secrets of the
// table's stand-ins dealt from another seed, then gives the table its
// own game back. A table that drew a secret, real or dealt, would draw
// another picture. It reports whether the match could be changed.
func reshuffled(t *testing.T, tb *Table, f func()) bool {
	t.Helper()
	return reshuffledFor(t, tb, tb.viewer(), f)
}

// reshuffledFor is reshuffled for what viewer may not see.
func reshuffledFor(t *testing.T, tb *Table, viewer int, f func()) bool {
	t.Helper()
	old := tb.sess
	other, changed := old.(*scenes.Local).Match().Reshuffle(viewer, uint64(old.Actions())+7)
	sess, err := scenes.NewLocal(graffiti.Rules, other, tb.seats, nil)
	require.NoError(t, err)
	tb.sess, tb.dealt, tb.gen = sameTakeBack{sess, old}, tb.dealt+1, tb.gen+1
	tb.invalidate()
	f()
	tb.sess, tb.dealt, tb.gen = old, tb.dealt-1, tb.gen+1
	tb.invalidate()
	tb.see()
	return changed
}

// sameTakeBack is a reshuffled session that may take back what the
// table's own may: that is public (the curtain shows its button), and a
// new session has nothing to take back.
type sameTakeBack struct {
	scenes.Session
	own scenes.Session
}

func (s sameTakeBack) CanTakeBack(seat int) error { return s.own.CanTakeBack(seat) }

// sameWhateverTheyHold renders the screen, then again with the game
// reshuffled in all the table's viewer may not see: the two pictures
// must be the same, byte for byte. It reports whether the match could be
// changed (whether the comparison could fail).
func sameWhateverTheyHold(t *testing.T, a *scenes.App, tb *Table, when string) bool {
	t.Helper()
	tb.invalidate()
	want := render(a).pix
	var got []byte
	changed := reshuffled(t, tb, func() { got = render(a).pix })
	if !bytes.Equal(want, got) {
		t.Fatalf("action %d, %s: the screen changes with what seat %d may not see", tb.Session().Actions(), when, tb.viewer())
	}
	return changed
}

// Three people at one device play a whole game by taps, both variants
// on. At every hand-over the curtain falls; down, the screen is the same
// whatever anyone holds; the table under it too; lifted by the next
// person (with the summary of what the others did), it is the same
// whatever the others hold; so at the round's end, when each keeps
// tiles; and at the final scoring.
func TestGraffitiThreePeoplePlayByTapsAndNoScreenShowsAnotherSeatsSecrets(t *testing.T) {
	gametest.Need(t)
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	tb := seated(t, a, graffiti.Setup{Players: 3, Seed: 21, Special: true, Block: true}, nil)
	r := game.NewRand(21)
	curtains, compared, keeps := 0, 0, 0
	for steps := 0; tb.S.Phase != graffiti.PhaseOver; steps++ {
		require.Less(t, steps, 3000, "no end")
		tick(t, a, 1)
		if tb.curtain.Down() {
			curtains++
			require.Equal(t, game.Nobody, tb.viewer(), "the curtain down shows nobody's view")
			if curtains <= 3 && sameWhateverTheyHold(t, a, tb, "curtain down") {
				compared++
			}
			// The table under the shutter, drawn as if it were not
			// there: nobody's tiles are in it.
			tb.curtain.IsDown = false
			if sameWhateverTheyHold(t, a, tb, "under the curtain") {
				compared++
			}
			tb.curtain.IsDown = true
			tap(t, a, center(privRect)) // anywhere but the take-back button
			require.False(t, tb.curtain.Down(), "a tap lifts the curtain")
			require.Equal(t, tb.S.Actor(), tb.viewer(), "lifted, the curtain shows the seat to act")
			if sameWhateverTheyHold(t, a, tb, "curtain lifted") {
				compared++
			}
			continue
		}
		if tb.S.Phase == graffiti.PhaseKeep {
			keeps++
			sameWhateverTheyHold(t, a, tb, "keeping tiles")
			before := tb.Session().Actions()
			tap(t, a, center(confirmBtn))
			require.Equal(t, before+1, tb.Session().Actions(), "keep refused: %s", tb.msg)
			continue
		}
		playByTaps(t, a, tb, ChooseFor(tb.Legal, &r))
	}
	tick(t, a, scenes.FadeTicks+1)
	_, ok := a.Current().(*Scoring)
	require.True(t, ok, "the game ended on %T, not the scoring", a.Current())
	sameWhateverTheyHold(t, a, tb, "final scoring")
	require.Greater(t, curtains, 30, "hand-overs behind the curtain")
	require.Greater(t, compared, curtains, "screens compared where the match could change")
	require.Positive(t, keeps, "round ends played")
}

// One person against two bots: the person's screen never shows the bots'
// tiles, while a bot plays in the open as at the person's turn.
func TestGraffitiAgainstBotsTheScreenShowsOnlyThePersonsSecrets(t *testing.T) {
	gametest.Need(t)
	a := botApp(scenes.SpeedInstant)
	s, _, err := graffiti.New(graffiti.Setup{Players: 3, Seed: 4})
	require.NoError(t, err)
	me := s.Current
	seats := []scenes.Seat{{Bot: true, Level: 1}, {Bot: true, Level: 1}, {Bot: true, Level: 1}}
	seats[me] = scenes.Seat{}
	tb := seated(t, a, graffiti.Setup{Players: 3, Seed: 4}, seats)
	r := game.NewRand(4)
	mine, theirs := 0, 0
	for steps := 0; tb.S.Phase != graffiti.PhaseOver && tb.S.Round < 2; steps++ {
		require.Less(t, steps, 20000, "no end")
		tick(t, a, 1)
		require.False(t, tb.curtain.Down(), "no curtain with one person")
		require.Equal(t, me, tb.viewer(), "the screen is the person's")
		if tb.isBot(tb.S.Actor()) {
			if steps%7 == 0 {
				sameWhateverTheyHold(t, a, tb, "a bot's turn")
				theirs++
			}
			continue
		}
		if tb.S.Phase == graffiti.PhaseKeep {
			tap(t, a, center(confirmBtn))
			continue
		}
		sameWhateverTheyHold(t, a, tb, "the person's turn")
		mine++
		playByTaps(t, a, tb, ChooseFor(tb.Legal, &r))
	}
	require.Positive(t, mine)
	require.Positive(t, theirs)
}

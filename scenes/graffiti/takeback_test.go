package graffiti

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/words"
)

// firstOf is the first legal action of kind k whose text is text, or of
// kind k at all when text is "".
func firstOf(t *testing.T, tb *Table, k graffiti.Kind, text string) graffiti.Action {
	t.Helper()
	for _, a := range tb.Legal {
		if a.Kind == k && (text == "" || a.String() == text) {
			return a
		}
	}
	t.Fatalf("no legal %v %q among %v", k, text, tb.Legal)
	return graffiti.Action{}
}

// Two people at one device: the first confirms a move by taps, the curtain
// falls for the second, and the first takes the move back from the
// curtain's button: the state's hash is the one of before, the shutter
// is up for the first person again, the log and the save say so. Undo in
// the strip then says there is nothing more to take back.
func TestTakeBackAConfirmedMoveByTaps(t *testing.T) {
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	tb := seated(t, a, graffiti.Setup{Players: 2, Seed: 8}, nil)
	lift(tb)
	first := tb.S.Current
	before, logBefore := tb.Session().Hash(), len(tb.log)

	playByTaps(t, a, tb, firstOf(t, tb, graffiti.ActPaint, ""))
	require.NotEqual(t, before, tb.Session().Hash())
	tick(t, a, 30)
	require.True(t, tb.curtain.Down(), "the turn went to the other person")
	require.True(t, tb.canTakeBack(a))

	tap(t, a, center(takeBackBtn))
	require.Equal(t, before, tb.Session().Hash(), "taken back to the very state of before")
	require.Len(t, tb.log, logBefore, "the move's log lines are gone")
	require.False(t, tb.curtain.Down())
	require.Equal(t, first, tb.viewer(), "the device stays with the person who took it back")
	require.Equal(t, a.T(words.TakenBack), tb.msg)
	var sv autosave
	require.NoError(t, json.Unmarshal(stored(t, a, autosaveFile), &sv))
	saved, err := graffiti.Load(sv.State)
	require.NoError(t, err)
	require.Equal(t, before, saved.Hash(), "the save holds the state taken back to, not the move")

	tap(t, a, center(undoBtn))
	require.Equal(t, before, tb.Session().Hash())
	require.NotEqual(t, a.T(words.TakenBack), tb.msg, "not taken back twice")
	require.Equal(t, Reason(a.Lang(), tb.Session().CanTakeBack(first)), tb.msg, "nothing more to take back, and it says so")
}

// A permit drawn from the stack showed a hidden tile: Undo refuses, says
// why, and changes nothing; the curtain offers no take-back either.
func TestTakeBackIsRefusedAfterAStackDraw(t *testing.T) {
	a := scenes.TestApp(testShelf, scenes.SpeedInstant)
	tb := seated(t, a, graffiti.Setup{Players: 2, Seed: 8}, nil)
	lift(tb)
	playByTaps(t, a, tb, firstOf(t, tb, graffiti.ActPermit, "permit 3+stack"))
	tick(t, a, 30)
	require.True(t, tb.curtain.Down())
	require.False(t, tb.canTakeBack(a), "the draw showed a hidden tile")
	after := tb.Session().Hash()
	tap(t, a, center(takeBackBtn)) // on the curtain: lifts it for the next person instead
	require.Equal(t, after, tb.Session().Hash())

	// The next person plays; then the first cannot take anything back,
	// nor can Undo reach across the hand-over.
	lift(tb)
	tap(t, a, center(undoBtn))
	require.Equal(t, after, tb.Session().Hash())
	require.NotEmpty(t, tb.msg, "Undo says why it cannot")
}

// Alone against a bot: the person's move can be taken back while the bot
// thinks of its answer; once the bot has played, the person's move is
// beyond reach.
func TestTakeBackWhileTheBotThinks(t *testing.T) {
	a := botApp(scenes.SpeedNormal)
	setup := graffiti.Setup{Players: 2, Seed: 8}
	s, _, err := graffiti.New(setup)
	require.NoError(t, err)
	me := s.Current // the person plays first; the other seat is the bot
	seats := []scenes.Seat{{Bot: true, Level: 1}, {Bot: true, Level: 1}}
	seats[me] = scenes.Seat{}
	tb := seated(t, a, setup, seats)
	before := tb.Session().Hash()
	playByTaps(t, a, tb, firstOf(t, tb, graffiti.ActPaint, ""))
	require.True(t, tb.isBot(tb.S.Actor()), "the bot's turn")
	require.True(t, tb.canTakeBack(a))
	tap(t, a, center(undoBtn))
	require.Equal(t, before, tb.Session().Hash(), "taken back before the bot answered")
	require.Equal(t, me, tb.S.Actor())

	playByTaps(t, a, tb, firstOf(t, tb, graffiti.ActPaint, ""))
	for i := 0; i < 2000 && tb.S.Actor() != me; i++ {
		tick(t, a, 1)
	}
	require.Equal(t, me, tb.S.Actor(), "the bot played")
	require.False(t, tb.canTakeBack(a), "the bot has acted since")
	h := tb.Session().Hash()
	tap(t, a, center(undoBtn))
	require.Equal(t, h, tb.Session().Hash())
}

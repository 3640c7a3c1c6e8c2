package tagcity

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/game"
	"graffiti/game/gametest"
)

func TestSaveAndLoadRoundTrip(t *testing.T) {
	for i, s := range sampleStates(t, 12, 15) {
		// The loaded battle plays on exactly like the original, final-die
		// choices held included.
		gametest.LoadsAndPlaysOn(t, s, Load, uint64(i), func(s *State, r *game.Rand) { advance(s, r, 40) })
	}
}

func TestLoadRefusesDamagedFiles(t *testing.T) {
	s := newBattle(t, Setup{HQ: SideB, City: SideB, Seed: 4}, 0, 1, 2, 3, 4)
	act(t, s, "place 1:I 2:II 3:III 4:IV")
	act(t, s, "social 1@I b1")
	data, _ := s.Save()
	var m map[string]any
	require.NoError(t, json.Unmarshal(data, &m))
	remake := func(change func(m map[string]any)) string {
		var c map[string]any
		json.Unmarshal(data, &c)
		change(c)
		b, _ := json.Marshal(c)
		return string(b)
	}
	// A Graffiti save: the state inside the table's autosave in testdata.
	var graffitiFile struct{ State json.RawMessage }
	raw, err := os.ReadFile("../../testdata/graffiti-autosave.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(raw, &graffitiFile))
	graffitiSave := []byte(graffitiFile.State)
	gametest.LoadRefuses(t, func(data []byte) error { _, err := Load(data); return err }, data, [][3]string{
		{"a Graffiti save", string(graffitiSave), "not a Tag City save"},
		{"a square tagged without its drawing's score", remake(func(m map[string]any) {
			m["taggers"].([]any)[0].(map[string]any)["grid"] = []uint64{1<<12 - 1, 0} // row 1
		}), "row 1 filled true, scored false"},
		{"a die on the wrong section", remake(func(m map[string]any) {
			m["dice"].([]any)[0].(map[string]any)["section"] = 3
		}), "lies on section"},
		{"a bubble circled by a seat that is not there", remake(func(m map[string]any) {
			m["bubbles"] = []int{1, 8, 0, 0, 0}
		}), "bubble 2 circled by seats"},
		{"six drones", remake(func(m map[string]any) {
			m["taggers"].([]any)[1].(map[string]any)["drones"] = 6
		}), "6 drones"},
		{"a small token on the ring", remake(func(m map[string]any) {
			m["hq"].([]any)[0] = float64(M1)
		}), "six different large tokens"},
		{"an unknown side", strings.Replace(string(data), `"city": "B"`, `"city": "C"`, 1), "unknown side"},
	})
}

func TestRecordReplaysToTheSameState(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		setup := Setup{Players: 2 + int(seed%3), Seed: seed, HQ: Side(seed % 2), City: Side(seed / 2 % 2)}
		if seed == 5 {
			setup.Tokens = []string{"Z5", "U5", "T4", "L5", "I4", "S4"}
		}
		s, _, err := New(setup)
		require.NoError(t, err)
		rec := NewRecord(setup)
		r := game.NewRand(seed)
		for s.Phase != PhaseOver {
			a := s.RandomAction(&r)
			rec.Actions = append(rec.Actions, a.String())
			_, err := s.Apply(a)
			require.NoError(t, err)
		}
		data, _ := json.Marshal(rec)
		back, err := files.ReadRecord(data)
		require.NoError(t, err)
		replayed, err := replay(back)
		require.NoError(t, err)
		require.Equal(t, s.Hash(), replayed.Hash(), "seed %d", seed)
	}
}

func TestReadRecordRefusesDamagedRecords(t *testing.T) {
	gametest.Refuses(t, func(data []byte) error { _, err := files.ReadRecord(data); return err }, [][3]string{
		{"an unknown key in the record", `{"game":"tagcity","format":1,"setup":{"players":2,"seed":1,"hq":"A","city":"A"},"actions":[],"winner":"me"}`, `unknown field "winner"`},
		{"an unknown key in the set-up", `{"game":"tagcity","format":1,"setup":{"players":2,"seed":1,"hq":"A","city":"A","bots":2},"actions":[]}`, `unknown field "bots"`},
		{"five taggers", `{"game":"tagcity","format":1,"setup":{"players":5,"seed":1,"hq":"A","city":"A"},"actions":[]}`, "2 to 4 taggers"},
		{"a Graffiti record", `{"format":1,"setup":{"players":2,"seed":1},"actions":[]}`, "not a Tag City record"},
		{"tokens on side A", `{"game":"tagcity","format":1,"setup":{"players":2,"seed":1,"hq":"A","city":"A","tokens":["O4","I4","T4","P5","L4","S4"]},"actions":[]}`, "only on side B"},
		{"an empty name", `{"game":"tagcity","format":1,"setup":{"players":2,"names":["a"," "],"hq":"A","city":"A"},"actions":[]}`, "needs a name"},
		{"truncated", `{"game":"tagcity","format":1,"setup":{"players":2`, "truncated"},
	})
}

func TestReplayNamesTheIllegalAction(t *testing.T) {
	rec := NewRecord(Setup{Players: 2, Seed: 1})
	s, _, _ := New(rec.Setup)
	place := s.LegalActions(nil)[0].String()
	rec.Actions = []string{place, place}
	_, err := replay(&rec)
	require.ErrorContains(t, err, `action 2 "`+place+`": the dice are placed`)
	rec.Actions = []string{"dance"}
	_, err = replay(&rec)
	require.ErrorContains(t, err, `action 1 "dance"`)
}

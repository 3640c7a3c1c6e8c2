package graffiti

import (
	"encoding/json"
	"graffiti/game"
	"graffiti/game/gametest"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestSaveAndLoadRoundTrip(t *testing.T) {
	r := game.NewRand(1)
	for i := 0; i < 30; i++ {
		s, _, _ := New(Setup{Players: 2 + i%3, Seed: uint64(i), Block: i%2 == 0, Special: i%3 == 0})
		advance(s, &r, r.Intn(300))
		// The loaded game plays on exactly like the original.
		gametest.LoadsAndPlaysOn(t, s, Load, uint64(i), func(s *State, r *game.Rand) { advance(s, r, 50) })
	}
}

func TestLoadRefusesBadFiles(t *testing.T) {
	s := newGame(t, 3)
	data, _ := s.Save()
	var m map[string]any
	json.Unmarshal(data, &m)
	m["supply"] = []int{9, 9, 9, 9, 9, 9, 9, 9}
	bent, _ := json.Marshal(m)
	badName := strings.Replace(string(data), `"Patricia"`, `"Pat\u0007ricia"`, -1)
	gametest.LoadRefuses(t, func(data []byte) error { _, err := Load(data); return err }, data, [][3]string{
		{"no format in another file", `{"round": 1}`, "no format version"},
		{"inconsistent", string(bent), "inconsistent"},
		{"a name with a control character", badName, "control character"},
	})
}

func TestReadRecordRefusesUnknownKeysAndBadSetUps(t *testing.T) {
	gametest.Refuses(t, func(data []byte) error { _, err := files.ReadRecord(data); return err }, [][3]string{
		{"an unknown key in the record", `{"format":1,"setup":{"players":2,"seed":1},"actions":[],"winner":"me"}`, `unknown field "winner"`},
		{"an unknown key in the set-up", `{"format":1,"setup":{"players":2,"seed":1,"bots":2},"actions":[]}`, `unknown field "bots"`},
		{"five players", `{"format":1,"setup":{"players":5,"seed":1},"actions":[]}`, "2 to 4 players"},
		{"a name too long", `{"format":1,"setup":{"players":2,"names":["a","` + strings.Repeat("x", game.MaxNameLen+1) + `"]},"actions":[]}`, "longer than"},
		{"an empty name", `{"format":1,"setup":{"players":2,"names":["a"," "]},"actions":[]}`, "needs a name"},
	})
}

func TestRecordReplaysToTheSameState(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		setup := Setup{Players: 2 + int(seed%3), Seed: seed, Block: seed%2 == 1}
		s, _, _ := New(setup)
		rec := Record{Format: Format, Setup: setup}
		r := game.NewRand(seed)
		var buf []Action
		for s.Phase != PhaseOver {
			buf = s.LegalActions(buf)
			a := buf[r.Intn(len(buf))]
			rec.Actions = append(rec.Actions, a.String())
			s.Apply(a)
		}
		data, _ := json.Marshal(rec)
		back, err := files.ReadRecord(data)
		require.NoError(t, err)
		replayed, err := replay(back)
		require.NoError(t, err)
		if replayed.Hash() != s.Hash() {
			t.Fatalf("seed %d: replay differs", seed)
		}
	}
}

func TestReplayNamesTheIllegalAction(t *testing.T) {
	rec := Record{Format: Format, Setup: Setup{Players: 2, Seed: 1}, Actions: []string{"paint G1", "paint G1"}}
	_, err := replay(&rec)
	if err == nil || !strings.HasPrefix(err.Error(), `action 2 "paint G1": space G1 is taken`) {
		t.Fatalf("replay error %v", err)
	}
	rec.Actions = []string{"dance"}
	if _, err := replay(&rec); err == nil || !strings.Contains(err.Error(), `action 1 "dance"`) {
		t.Fatalf("replay error %v", err)
	}
}

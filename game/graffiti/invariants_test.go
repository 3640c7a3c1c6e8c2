package graffiti

import (
	"graffiti/game"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// reach plays random games until one stops in phase ph with players seats.
func reach(t *testing.T, players int, ph Phase, block bool) *State {
	t.Helper()
	r := game.NewRand(uint64(players)*10 + uint64(ph))
	var buf []Action
	for seed := uint64(1); seed < 500; seed++ {
		s, _, _ := New(Setup{Players: players, Seed: seed, Block: block})
		for s.Phase != PhaseOver {
			if s.Phase == ph && s.Round > 1 {
				return s
			}
			buf = s.LegalActions(buf)
			if _, err := s.Apply(buf[r.Intn(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
		if ph == PhaseOver {
			return s
		}
	}
	t.Fatalf("no game reached phase %s", ph)
	return nil
}

// Every invariant can fail: each bent state below is one real play never
// reaches, and Invariants (so Load too) refuses it, saying why.
func TestInvariantsRefuseWhatRealPlayNeverReaches(t *testing.T) {
	tests := []struct {
		name    string
		players int
		phase   Phase
		bend    func(s *State)
		want    string
	}{
		{"more flips left than the player count allows", 2, PhaseFlip, func(s *State) { s.FlipsLeft = 2 }, "flips left"},
		{"a flip in a section the revealed permit does not name", 3, PhaseFlip, func(s *State) { s.FlipSection = (s.FlipSection + 1) % NumSections }, "pips"},
		{"a flip in a section all sprayed", 3, PhaseFlip, func(s *State) {
			for i, d := range s.Tunnel().Segments {
				if int(d.Section()) == s.FlipSection && s.Segments[i] == Nobody {
					s.Segments[i] = Neutral
					s.NeutralLeft--
				}
			}
		}, "cannot be made"},
		{"flips left outside the flip phase", 2, PhasePlay, func(s *State) { s.FlipsLeft = 1 }, "flips left"},
		{"revealed permits outside the flip phase", 2, PhasePlay, func(s *State) {
			s.Revealed = append(s.Revealed, s.PermitStack[len(s.PermitStack)-1])
			s.PermitStack = s.PermitStack[:len(s.PermitStack)-1]
		}, "revealed"},
		{"the after phase without an extra-action tile", 4, PhaseAfter, func(s *State) {
			s.Players[s.Current].Bonus[BonusExtra]--
			s.BonusStack = append(s.BonusStack, BonusExtra)
		}, "without the tile"},
		{"two reservation markers on one segment", 3, PhasePlay, func(s *State) {
			for i, o := range s.Segments {
				if o == Nobody {
					s.Players[0].Reserve, s.Players[1].Reserve = i, i
					break
				}
			}
		}, "two reservation markers"},
		{"a used tile still in the game", 4, PhasePlay, func(s *State) { s.Players[0].Used[BonusAdd]++ }, "used by the players"},
		{"a play score its segments do not give", 4, PhasePlay, func(s *State) {
			s.Players[1].Score += 3
			s.Players[1].Points.Play += 3
		}, "during play"},
		{"final scores before the end", 4, PhasePlay, func(s *State) {
			s.Players[1].Score += 3
			s.Players[1].Points.Tags += 3
		}, "before the end"},
		{"winners before the end", 4, PhasePlay, func(s *State) { s.Winners = []int{0} }, "winners"},
		{"no winner at the end", 4, PhaseOver, func(s *State) { s.Winners = nil }, "winners"},
		{"a blocked section without variant 1", 4, PhasePlay, func(s *State) { s.Blocked, s.LastBlocked = 2, 2 }, "blocked"},
		{"a seat twice in the keep queue", 4, PhaseKeep, func(s *State) { s.KeepQueue = append(s.KeepQueue, s.KeepQueue[0]) }, "keep queue"},
		{"a keep choice pending outside the keep step", 4, PhasePlay, func(s *State) { s.Keeps = []Keep{{Seat: 0}} }, "pending"},
		{"a keep choice of tiles not held", 4, PhaseKeep, func(s *State) {
			s.KeepQueue = s.KeepQueue[:1]
			q := (s.KeepQueue[0] + 1) % s.N()
			s.Keeps = []Keep{{Seat: q, Tiles: [NumTiles]int{TileK: 9}}}
		}, "keeps"},
		{"a placement of no can", 4, PhasePlay, func(s *State) {
			st := &s.Spaces[SpBig]
			st.Taken = true
			st.Occ = append(st.Occ, Occupant{Seat: 0, Cans: 0})
		}, "bad placement"},
		{"a 2 VP tile held", 4, PhasePlay, func(s *State) {
			for i, b := range s.BonusStack {
				if b == BonusVP {
					s.BonusStack = append(s.BonusStack[:i], s.BonusStack[i+1:]...)
					s.Players[0].Bonus[BonusVP]++
					return
				}
			}
		}, "2 VP"},
		{"a passed player to play", 4, PhasePlay, func(s *State) { s.Players[s.Current].Passed = true }, "passed"},
		{"an unknown older format", 4, PhasePlay, func(s *State) { s.Format = 0 }, "format"},
		{"a name with a control character", 4, PhasePlay, func(s *State) {
			s.Players[0].Name = "Pat\x00"
			s.Setup.Names[0] = "Pat\x00"
		}, "control"},
		{"a seat named unlike its set-up", 4, PhasePlay, func(s *State) { s.Players[0].Name = "Someone" }, "set-up says"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := reach(t, tc.players, tc.phase, false)
			require.NoError(t, s.Invariants(), "before bending")
			tc.bend(s)
			require.ErrorContains(t, s.Invariants(), tc.want)
			data, _ := s.Save()
			_, err := Load(data)
			assert.ErrorIs(t, err, game.ErrDamaged)
		})
	}
}

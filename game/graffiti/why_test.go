package graffiti

import (
	"graffiti/game"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The table asks the core why a tapped space or segment cannot be used;
// the answer names the rule, and there is none where something is legal.
func TestWhyNotNamesTheRuleForATarget(t *testing.T) {
	tests := []struct {
		name    string
		arrange func(s *State)
		target  Target
		want    string // "" when the target can be used
	}{
		{"a free paint space can be used", func(s *State) {}, Target{Space: SpG1}, ""},
		{"a taken space", func(s *State) {
			s.Spaces[SpG1] = SpaceState{Taken: true, Occ: []Occupant{{Seat: 1, Cans: 1}}}
			s.Players[1].Cans--
		}, Target{Space: SpG1}, "space G1 is taken this round"},
		{"a segment without its permit", func(s *State) { s.dropPermits(0); s.givePermit(0, 1) }, Target{Segment: seg("C1"), OnSegment: true}, "section C needs a permit with 3 pips"},
		{"a sprayed segment", func(s *State) { s.sprayFor(1, seg("C3")) }, Target{Segment: seg("C3"), OnSegment: true}, "C3 is already sprayed"},
		{"a reservation without the tile", func(s *State) {}, Target{Segment: seg("A1"), OnSegment: true, Reserve: true}, "no reservation bonus"},
		{"a segment that can be sprayed", func(s *State) {
			s.dropPermits(0)
			s.givePermit(0, 3)
			s.givePaint(0, TileY, 1)
		}, Target{Segment: seg("C3"), OnSegment: true}, ""},
		{"no cans left", func(s *State) {
			s.Players[0].Cans = 0
			s.Spaces[SpBig] = SpaceState{Taken: true, Occ: []Occupant{{Seat: 0, Cans: 2}, {Seat: 0, Cans: 2}, {Seat: 0, Cans: 1}}}
		}, Target{Space: SpK1}, "you have no cans left"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, 3)
			s.seatTurn(0)
			tc.arrange(s)
			require.NoError(t, s.Invariants())
			before := s.Hash()
			err := s.WhyNot(tc.target)
			assert.Equal(t, before, s.Hash(), "asking changed the state")
			if tc.want == "" {
				assert.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			var r *game.Refusal
			assert.ErrorAs(t, err, &r, "a refusal the table can translate")
		})
	}
}

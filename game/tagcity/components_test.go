package tagcity

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The table holds the edition page's components: 14 tokens, 11 large (5
// of 4 squares, 6 of 5) and 3 small (1, 2, 3 squares); every token's
// distinct orientations; side A of the HQ; both city sides with 96
// squares in 5 districts of the sizes and values the page gives; the
// drone remote and the bubbles.
func TestComponentTable(t *testing.T) {
	sizes := map[int]int{}
	for sh := Shape(0); sh < NumShapes; sh++ {
		n := len(orients[sh][0].Cells)
		if IsSmall(sh) {
			sizes[-n]++
		} else {
			sizes[n]++
		}
	}
	assert.Equal(t, map[int]int{4: 5, 5: 6, -1: 1, -2: 1, -3: 1}, sizes)
	want := map[Shape]int{O4: 1, I4: 2, T4: 4, L4: 8, S4: 4, P5: 8, L5: 8, U5: 4, T5: 4, V5: 4, Z5: 4, M1: 1, D2: 2, L3: 4}
	for sh, n := range want {
		assert.Len(t, orients[sh], n, "orientations of %s", ShapeCode(sh))
	}
	assert.Equal(t, [Sections]Shape{O4, I4, T4, P5, L4, S4}, HQSideA())
	for side := SideA; side <= SideB; side++ {
		d := &cities[side]
		total := 0
		for k := 0; k < Districts; k++ {
			n := featureMasks[side][Cols+Rows+k].Count()
			assert.Equal(t, d.DistCount[k], n, "side %s, %s district", side, DistrictName(k))
			total += n
		}
		assert.Equal(t, Cells, total)
		for f := 0; f < NumFeatures; f++ {
			high, low := FeatureValues(side, f)
			assert.Greater(t, high, low, "side %s, %s", side, FeatureName(f))
			assert.Positive(t, low)
		}
	}
	a, b := &cities[SideA], &cities[SideB]
	assert.Equal(t, [Districts]int{7, 8, 9, 10, 11}, a.DistHigh)
	assert.Equal(t, [Districts]int{11, 11, 14, 12, 13}, b.DistHigh)
	assert.Equal(t, [Rows]int{6, 7, 7, 8, 8, 7, 7, 6}, a.RowHigh)
	assert.Equal(t, [Cols]int{4, 5, 5, 6, 6, 7, 7, 6, 6, 5, 5, 4}, b.ColHigh)
	assert.Equal(t, [DroneSpots]int{-1, -2, -3, -5, -7}, DroneValues())
	assert.Equal(t, [NumBubbles]int{-1, -1, -2, -2, -3}, BubbleValues())
}

// Writing into what the exported functions give changes no rule.
func TestExportedTablesAreCopies(t *testing.T) {
	p := ShapePattern(O4)
	p[0] = "#."
	o := Orientations(L4)
	o[0].Cells[0] = [2]int{5, 5}
	hq := HQSideA()
	hq[0] = U5
	require.Equal(t, []string{"##", "##"}, shapes[O4].Pattern)
	require.Equal(t, [2]int{0, 0}, orients[L4][0].Cells[0])
	s, _, _ := New(Setup{Players: 2})
	require.Equal(t, O4, s.HQ[0])
}

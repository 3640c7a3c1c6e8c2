package bot

import "math"

// LeadRewards is any game's reward: over, the winners share 1; before,
// each seat's lead in value (vals) over the best other seat, squashed.
func LeadRewards(over bool, winners []int, vals, out []float64) {
	if over {
		for i := range out {
			out[i] = 0
		}
		for _, w := range winners {
			out[w] = 1 / float64(len(winners))
		}
		return
	}
	for i := range vals {
		best := math.Inf(-1)
		for j := range vals {
			if j != i && vals[j] > best {
				best = vals[j]
			}
		}
		out[i] = 1 / (1 + math.Exp(-(vals[i]-best)/rewardScale))
	}
}

const rewardScale = 6.0

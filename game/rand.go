package game

// Rand is the game's only source of chance: a SplitMix64 generator whose
// whole state is one number, so it saves with the game and gives the same
// sequence natively and in the browser.
type Rand struct {
	S uint64 `json:"s"`
}

// NewRand seeds a generator.
func NewRand(seed uint64) Rand { return Rand{S: seed} }

// Uint64 gives the next number.
func (r *Rand) Uint64() uint64 {
	r.S += 0x9e3779b97f4a7c15
	z := r.S
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn gives a number in [0, n) without modulo bias.
func (r *Rand) Intn(n int) int {
	if n <= 0 {
		panic("Rand.Intn: n must be positive")
	}
	bound := uint64(n)
	limit := -bound % bound // 2^64 mod n: values below it are rejected
	for {
		v := r.Uint64()
		if v >= limit {
			return int(v % bound)
		}
	}
}

// Shuffle shuffles xs in place with r (Fisher-Yates): the one shuffle of
// every game's core, so a seed deals alike wherever it is used.
func Shuffle[T any](r *Rand, xs []T) {
	for i := len(xs) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		xs[i], xs[j] = xs[j], xs[i]
	}
}

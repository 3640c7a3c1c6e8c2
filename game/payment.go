package game

// Payment is the paint paid for a spray: tiles by kind and wild-paint
// bonus tiles.
type Payment struct {
	Tiles [NumTiles]uint8
	Wild  uint8
}

func (p Payment) key() uint32 {
	k := uint32(p.Wild)
	for _, n := range p.Tiles {
		k = k<<3 | uint32(n)
	}
	return k
}

// payer finds the distinct ways to pay a segment (settled point 2): a
// single tile covers one unit of its paint; a double covers one unit of
// either paint or one unit of each; a wild tile stands in for any one
// tile, single or double: one unit of any paint, or the two units of a
// red/yellow, red/blue or yellow/blue tile; with the bobby one unit may be
// covered by any tile (settled point 3). Every tile paid covers at least
// one unit. One search serves both the legal list and the check of a
// proposed payment, so the two cannot disagree.
type payer struct {
	needs     []Paint
	hand      [NumTiles]int
	wild      int
	bobby     bool
	cur       Payment
	bobbyUsed bool
	seen      []uint32
	out       []Payment
	seenBuf   [32]uint32
}

func (p *payer) run(needs []Paint, hand [NumTiles]int, wild int, bobby bool) []Payment {
	p.needs, p.hand, p.wild, p.bobby = needs, hand, wild, bobby
	p.cur, p.bobbyUsed = Payment{}, false
	p.seen = p.seenBuf[:0]
	p.rec(0)
	return p.out
}

func (p *payer) rec(mask uint8) {
	i := 0
	for i < len(p.needs) && mask&(1<<i) != 0 {
		i++
	}
	if i == len(p.needs) {
		k := p.cur.key()
		for _, s := range p.seen {
			if s == k {
				return
			}
		}
		p.seen = append(p.seen, k)
		p.out = append(p.out, p.cur)
		return
	}
	c := p.needs[i]
	bit := uint8(1) << i
	for t := Tile(0); t < NumTiles; t++ {
		if p.hand[t] <= int(p.cur.Tiles[t]) {
			continue
		}
		a, b, double := t.Paints()
		switch {
		case a == c || b == c:
			p.cur.Tiles[t]++
			p.rec(mask | bit)
			if double {
				other := a
				if a == c {
					other = b
				}
				// Units of one paint are alike: pairing with the first
				// uncovered one of the other paint is enough.
				for j := i + 1; j < len(p.needs); j++ {
					if mask&(1<<j) == 0 && p.needs[j] == other {
						p.rec(mask | bit | 1<<j)
						break
					}
				}
			}
			p.cur.Tiles[t]--
		case p.bobby && !p.bobbyUsed:
			p.cur.Tiles[t]++
			p.bobbyUsed = true
			p.rec(mask | bit)
			p.bobbyUsed = false
			p.cur.Tiles[t]--
		}
	}
	if int(p.cur.Wild) < p.wild {
		p.cur.Wild++
		p.rec(mask | bit)
		// Or the two units a double tile would cover (settled point 2):
		// pairing with the first uncovered unit of each paint is enough.
		var tried uint8
		for j := i + 1; j < len(p.needs); j++ {
			o := p.needs[j]
			if mask&(1<<j) == 0 && tried&(1<<o) == 0 && doubleCovers(c, o) {
				tried |= 1 << o
				p.rec(mask | bit | 1<<j)
			}
		}
		p.cur.Wild--
	}
}

// doubleCovers reports whether one double tile covers a unit of a and one of b.
func doubleCovers(a, b Paint) bool {
	for t := TileRY; t <= TileYB; t++ {
		x, y, _ := t.Paints()
		if (x == a && y == b) || (x == b && y == a) {
			return true
		}
	}
	return false
}

// Payments lists the distinct ways to pay for needs from a hand of paint
// tiles and wild tiles, with or without the bobby.
func Payments(needs []Paint, hand [NumTiles]int, wild int, bobby bool) []Payment {
	var p payer
	return p.run(needs, hand, wild, bobby)
}

// pays reports whether exactly pay covers needs.
func pays(needs []Paint, pay Payment, bobby bool) bool {
	var hand [NumTiles]int
	for t, n := range pay.Tiles {
		hand[t] = int(n)
	}
	var p payer
	var buf [16]Payment
	p.out = buf[:0]
	want := pay.key()
	for _, q := range p.run(needs, hand, int(pay.Wild), bobby) {
		if q.key() == want {
			return true
		}
	}
	return false
}

package graffiti

import "sync"

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
	out       []Payment
	// The keys of the payments found: the first ones in an array (a
	// slice into it would make every payer escape to the heap).
	nseen int
	seen  [32]uint32
	more  []uint32
}

func (p *payer) run(needs []Paint, hand [NumTiles]int, wild int, bobby bool) []Payment {
	p.needs, p.hand, p.wild, p.bobby = needs, hand, wild, bobby
	p.cur, p.bobbyUsed = Payment{}, false
	p.nseen, p.more = 0, p.more[:0]
	p.rec(0)
	return p.out
}

// found reports whether the payment with key k was found before, and
// notes it.
func (p *payer) found(k uint32) bool {
	for _, s := range p.seen[:min(p.nseen, len(p.seen))] {
		if s == k {
			return true
		}
	}
	for _, s := range p.more {
		if s == k {
			return true
		}
	}
	if p.nseen < len(p.seen) {
		p.seen[p.nseen] = k
	} else {
		p.more = append(p.more, k)
	}
	p.nseen++
	return false
}

func (p *payer) rec(mask uint8) {
	i := 0
	for i < len(p.needs) && mask&(1<<i) != 0 {
		i++
	}
	if i == len(p.needs) {
		if !p.found(p.cur.key()) {
			p.out = append(p.out, p.cur)
		}
		return
	}
	c := p.needs[i]
	bit := uint8(1) << i
	for t := Tile(0); t < NumTiles; t++ {
		if p.hand[t] <= int(p.cur.Tiles[t]) {
			continue
		}
		a, b, double := tilePaints[t].a, tilePaints[t].b, tilePaints[t].double
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

// tilePaints is Tile.Paints as a table, for the search's inner loop.
var tilePaints = func() (tp [NumTiles]struct {
	a, b   Paint
	double bool
}) {
	for t := range tp {
		tp[t].a, tp[t].b, tp[t].double = Tile(t).Paints()
	}
	return tp
}()

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

// payOption is one payment of a segment, with its tile counts packed for
// a quick test against a hand (packCounts).
type payOption struct {
	counts uint64
	pay    Payment
}

// payOptions are each segment's payments, worked out once, by tunnel,
// segment and (2×bobby + whether the payer holds wild tiles): listing
// sprays filters them by the hand instead of searching. The search's
// answer for a hand is the list found for a hand lacking nothing (every
// tile and wild tile as many as the units) filtered by that hand, in the
// same order: limiting the hand only cuts branches whose payments all
// exceed it, and a payment within the hand is reached first on a branch
// that stays (TestPayOptionsAreTheSearch checks it on many hands).
var payOptions [2][NumSegments][4][]payOption

// payTables builds payOptions and mayPayBy when sprays are first listed,
// not as the program starts: a phone joining a room of another game
// waited for them (24 ms of its start with its processor slowed four
// times, as the join figure measures).
var payTables sync.Once

// buildPayTables works out payOptions and mayPayBy (payTables runs it
// once, after components.go's init has built the tunnels).
func buildPayTables() {
	buildMayPay()
	for v := range payOptions {
		for i, d := range tunnels[v].Segments {
			n := len(d.Needs)
			var full [NumTiles]int
			for t := range full {
				full[t] = n
			}
			for bobby := 0; bobby < 2; bobby++ {
				for _, pay := range Payments(d.Needs, full, n, bobby == 1) {
					o := payOption{counts: packCounts(pay.Tiles, int(pay.Wild)), pay: pay}
					if pay.Wild == 0 {
						payOptions[v][i][2*bobby] = append(payOptions[v][i][2*bobby], o)
					}
					payOptions[v][i][2*bobby+1] = append(payOptions[v][i][2*bobby+1], o)
				}
			}
		}
	}
}

// packCounts packs tile counts and wild tiles four bits each (capped at
// 7: no payment takes more than 4 of anything), so that one subtraction
// tells whether a payment fits a hand (fits).
func packCounts[N int | uint8](tiles [NumTiles]N, wild int) uint64 {
	k := uint64(min(wild, 7))
	for _, n := range tiles {
		k = k<<4 | uint64(min(int(n), 7))
	}
	return k
}

// fits reports whether the payment packed in need takes no more of any
// tile than the hand packed in have: with the top bit of every field set
// in have, a field of need larger than have's borrows that bit away.
func fits(need, have uint64) bool {
	const guard = 0x8888888888888888
	return ((have|guard)-need)&guard == guard
}

// payers keeps search scratch (the payer and its output buffer) for
// reuse, so listing and checking sprays allocates nothing.
var payers = sync.Pool{New: func() any { return &payer{out: make([]Payment, 0, 64)} }}

// handCover is the set of paints (bit per Paint) the tiles of a hand can
// cover.
func handCover(hand [NumTiles]int) uint8 {
	var cover uint8
	for t, n := range hand {
		if n > 0 {
			cover |= 1<<tilePaints[t].a | 1<<tilePaints[t].b
		}
	}
	return cover
}

// mayPay is the quick test of mayPayBy: false when no payment can exist,
// because a unit's paint is covered by no tile of the hand (one such unit
// is allowed with the bobby; any with a wild tile, which the payments
// then count).
func mayPay(d *SegmentDef, cover uint8, wild, bobby bool) bool {
	uncovered := d.needMask &^ cover
	return wild || uncovered == 0 || bobby && uncovered&(uncovered-1) == 0 && uncovered&d.onceMask != 0
}

// mayPayBy holds mayPay for every segment at once (a bit per segment),
// by tunnel, bobby and the paints a hand covers, so that listing sprays
// asks one word instead of each segment.
var mayPayBy [2][2][1 << NumPaints]uint32

func buildMayPay() {
	for v := range mayPayBy {
		for b := range mayPayBy[v] {
			for cover := range mayPayBy[v][b] {
				for i := range tunnels[v].Segments {
					if mayPay(&tunnels[v].Segments[i], uint8(cover), false, b == 1) {
						mayPayBy[v][b][cover] |= 1 << i
					}
				}
			}
		}
	}
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
	p := payers.Get().(*payer)
	defer payers.Put(p)
	p.out = p.out[:0]
	want := pay.key()
	for _, q := range p.run(needs, hand, int(pay.Wild), bobby) {
		if q.key() == want {
			return true
		}
	}
	return false
}

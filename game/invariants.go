package game

import "fmt"

// Invariants checks what must hold in every state: every tile accounted
// for, cans and tags within the box, every index in range. The simulator
// and the fuzz target call it after every action; Load calls it so that
// a damaged save is refused rather than played.
func (s *State) Invariants() error {
	n := len(s.Players)
	if n < MinPlayers || n > MaxPlayers || s.Setup.Players != n {
		return fmt.Errorf("%d players for a set-up of %d", n, s.Setup.Players)
	}
	if s.Phase > PhaseOver {
		return fmt.Errorf("unknown phase %d", s.Phase)
	}
	seatOK := func(x int) bool { return x >= 0 && x < n }
	if s.Phase == PhaseOver {
		if s.Current != Nobody {
			return fmt.Errorf("game over but seat %d to act", s.Current)
		}
	} else if !seatOK(s.Current) {
		return fmt.Errorf("current seat %d out of range", s.Current)
	}
	if !seatOK(s.First) {
		return fmt.Errorf("first player %d out of range", s.First)
	}
	if s.Bobby != Nobody && !seatOK(s.Bobby) {
		return fmt.Errorf("bobby holder %d out of range", s.Bobby)
	}

	// Paint: 58 tiles on the board, behind screens or paid.
	for t := Tile(0); t < NumTiles; t++ {
		total := s.Supply[t]
		if s.Supply[t] < 0 {
			return fmt.Errorf("negative supply of %s", t)
		}
		for i := range s.Players {
			p := &s.Players[i]
			if p.Paint[t] < 0 || p.Paid[t] < 0 {
				return fmt.Errorf("%s holds a negative number of %s tiles", p.Name, t)
			}
			total += p.Paint[t] + p.Paid[t]
		}
		if total != TileCount[t] {
			return fmt.Errorf("%d %s paint tiles in play, the box has %d", total, t, TileCount[t])
		}
	}

	// Permits: 30, six of each pips.
	var permits [6]int
	count := func(p int) error {
		if p < 1 || p > NumSections {
			return fmt.Errorf("a permit with %d pips", p)
		}
		permits[p]++
		return nil
	}
	for _, p := range s.PermitStack {
		if err := count(p); err != nil {
			return err
		}
	}
	for _, p := range s.PermitDiscard {
		if err := count(p); err != nil {
			return err
		}
	}
	for _, p := range s.PermitSlots {
		if p != 0 {
			if err := count(p); err != nil {
				return err
			}
		}
	}
	for i := range s.Players {
		for pips := 0; pips <= NumSections; pips++ {
			c := s.Players[i].Permits[pips]
			if c < 0 || (pips == 0 && c != 0) {
				return fmt.Errorf("%s holds %d permits with %d pips", s.Players[i].Name, c, pips)
			}
			permits[pips] += c
		}
	}
	for pips := 1; pips <= NumSections; pips++ {
		if permits[pips] != PermitsPerPips {
			return fmt.Errorf("%d permits with %d pips in play, the box has %d", permits[pips], pips, PermitsPerPips)
		}
	}

	// Bonus tiles: 40, five of each kind.
	var bonus [NumBonus]int
	for _, b := range s.BonusStack {
		if b >= NumBonus {
			return fmt.Errorf("unknown bonus kind %d", b)
		}
		bonus[b]++
	}
	for _, b := range s.BonusSlots {
		if b != Nobody {
			if b < 0 || b >= int(NumBonus) {
				return fmt.Errorf("unknown bonus kind %d", b)
			}
			bonus[b]++
		}
	}
	for b := Bonus(0); b < NumBonus; b++ {
		if s.BonusRemoved[b] < 0 {
			return fmt.Errorf("negative count of used %s tiles", b)
		}
		bonus[b] += s.BonusRemoved[b]
		for i := range s.Players {
			if s.Players[i].Bonus[b] < 0 {
				return fmt.Errorf("%s holds a negative number of %s tiles", s.Players[i].Name, b)
			}
			bonus[b] += s.Players[i].Bonus[b]
		}
		if bonus[b] != BonusPerKind {
			return fmt.Errorf("%d %s bonus tiles in play, the box has %d", bonus[b], b, BonusPerKind)
		}
	}

	// Cans: 5 a player, on the artist tile or on spaces.
	var onBoard [MaxPlayers]int
	for sp := range s.Spaces {
		st := &s.Spaces[sp]
		if len(st.Occ) > 0 != st.Taken {
			return fmt.Errorf("space %s taken=%v with %d placements", Space(sp), st.Taken, len(st.Occ))
		}
		limit := 1
		if st.Added {
			limit = 2
		}
		if !Spaces[sp].Big && len(st.Occ) > limit {
			return fmt.Errorf("space %s holds %d placements", Space(sp), len(st.Occ))
		}
		for _, o := range st.Occ {
			if !seatOK(o.Seat) || o.Cans < 0 || o.Cans > 2 {
				return fmt.Errorf("space %s holds a bad placement %+v", Space(sp), o)
			}
			onBoard[o.Seat] += o.Cans
		}
	}
	for i := range s.Players {
		p := &s.Players[i]
		if p.Cans < 0 || p.Cans > CansPerPlayer || p.Cans+onBoard[i] != CansPerPlayer {
			return fmt.Errorf("%s has %d cans on the artist tile and %d on spaces", p.Name, p.Cans, onBoard[i])
		}
		if p.Reserve != Nobody && (p.Reserve < 0 || p.Reserve >= NumSegments || s.Segments[p.Reserve] != Nobody) {
			return fmt.Errorf("%s's reservation marker is on a bad segment %d", p.Name, p.Reserve)
		}
		if p.Score != p.Points.Play+p.Points.Tiles+p.Points.Tags || p.Score < 0 {
			return fmt.Errorf("%s's score %d does not add up", p.Name, p.Score)
		}
	}

	// Tags: at most 16 a player and 12 neutral, one per sprayed segment.
	var tags [MaxPlayers + 1]int
	for i, o := range s.Segments {
		switch {
		case o == Nobody:
		case o == Neutral || seatOK(o):
			tags[o]++
		default:
			return fmt.Errorf("segment %d has a bad owner %d", i, o)
		}
	}
	for i := range s.Players {
		if t := s.Players[i].Tags; t < 0 || t+tags[i] != TagsPerPlayer {
			return fmt.Errorf("%s has %d tags left and %d in the tunnel", s.Players[i].Name, t, tags[i])
		}
	}
	if n == 4 && (tags[Neutral] != 0 || s.NeutralLeft != 0) {
		return fmt.Errorf("neutral tags in a 4-player game")
	}
	if n < 4 && (s.NeutralLeft < 0 || s.NeutralLeft+tags[Neutral] != NeutralTags) {
		return fmt.Errorf("%d neutral tags left and %d in the tunnel", s.NeutralLeft, tags[Neutral])
	}

	if s.Blocked != Nobody && (s.Blocked < 0 || s.Blocked >= NumSections) {
		return fmt.Errorf("blocked section %d", s.Blocked)
	}
	if s.LastBlocked != Nobody && (s.LastBlocked < 0 || s.LastBlocked >= NumSections) {
		return fmt.Errorf("last blocked section %d", s.LastBlocked)
	}
	if s.FlipSection < 0 || s.FlipSection >= NumSections {
		return fmt.Errorf("flip section %d", s.FlipSection)
	}
	for _, q := range s.KeepQueue {
		if !seatOK(q) {
			return fmt.Errorf("keep queue holds seat %d", q)
		}
	}
	if s.Phase == PhaseKeep && (len(s.KeepQueue) == 0 || s.KeepQueue[0] != s.Current) {
		return fmt.Errorf("keep phase without %d at the head of the queue", s.Current)
	}
	for _, w := range s.Winners {
		if !seatOK(w) {
			return fmt.Errorf("winner %d out of range", w)
		}
	}
	return nil
}

package graffiti

import (
	"fmt"
	"graffiti/game"
)

// Invariants checks what holds in every state real play can reach: every
// component accounted for, cans and tags within the box, every index in
// range, and the bookkeeping of each phase consistent. The simulator and
// the fuzz targets call it after every action; Load calls it so that a
// damaged save is refused rather than played.
func (s *State) Invariants() error {
	return game.FirstError(
		s.checkSeats, s.checkPaintTiles, s.checkPermits, s.checkBonusTiles, s.checkCans, s.checkTags, s.checkScores, s.checkRoundEnd, s.checkBlock,
	)
}

func (s *State) seatOK(x int) bool { return x >= 0 && x < len(s.Players) }

func (s *State) checkSeats() error {
	n := len(s.Players)
	if s.Format != Format {
		return fmt.Errorf("format %d, this program plays %d", s.Format, Format)
	}
	if n < MinPlayers || n > MaxPlayers || s.Setup.Players != n || len(s.Setup.Names) != n {
		return fmt.Errorf("%d players and %d names for a set-up of %d", n, len(s.Setup.Names), s.Setup.Players)
	}
	for i := range s.Players {
		if err := game.CheckName(s.Players[i].Name); err != nil {
			return err
		}
		if s.Players[i].Name != s.Setup.Names[i] {
			return fmt.Errorf("seat %d is %q, the set-up says %q", i, s.Players[i].Name, s.Setup.Names[i])
		}
	}
	if s.Phase > PhaseOver {
		return fmt.Errorf("unknown phase %d", s.Phase)
	}
	if s.Round < 1 || s.Actions < 0 {
		return fmt.Errorf("round %d after %d actions", s.Round, s.Actions)
	}
	if s.Phase == PhaseOver {
		if s.Current != Nobody {
			return fmt.Errorf("game over but seat %d to act", s.Current)
		}
	} else if !s.seatOK(s.Current) {
		return fmt.Errorf("current seat %d out of range", s.Current)
	}
	if !s.seatOK(s.First) {
		return fmt.Errorf("first player %d out of range", s.First)
	}
	if s.Bobby != Nobody && !s.seatOK(s.Bobby) {
		return fmt.Errorf("bobby holder %d out of range", s.Bobby)
	}
	if s.Phase == PhasePlay || s.Phase == PhaseAfter {
		if s.Players[s.Current].Passed {
			return fmt.Errorf("%s has passed but is to play", s.Players[s.Current].Name)
		}
	} else {
		for i := range s.Players {
			if s.Players[i].Passed {
				return fmt.Errorf("%s is marked passed in phase %s", s.Players[i].Name, s.Phase)
			}
		}
	}
	if s.Phase == PhaseAfter && s.Players[s.Current].Bonus[BonusExtra] == 0 {
		return fmt.Errorf("%s is offered the extra action without the tile", s.Players[s.Current].Name)
	}
	if (s.Phase == PhaseOver) != (len(s.Winners) > 0) {
		return fmt.Errorf("%d winners in phase %s", len(s.Winners), s.Phase)
	}
	seen := 0
	for _, w := range s.Winners {
		if !s.seatOK(w) || seen&(1<<w) != 0 {
			return fmt.Errorf("winners %v", s.Winners)
		}
		seen |= 1 << w
	}
	return nil
}

// Paint: 58 tiles on the board, behind screens or paid.
func (s *State) checkPaintTiles() error {
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
			if p.Paid[t] > 0 && s.Phase != PhasePlay && s.Phase != PhaseAfter {
				return fmt.Errorf("%s has paid paint in front of the screen in phase %s", p.Name, s.Phase)
			}
			total += p.Paint[t] + p.Paid[t]
		}
		if total != tileCount[t] {
			return fmt.Errorf("%d %s paint tiles in play, the box has %d", total, t, tileCount[t])
		}
	}
	return nil
}

// Permits: 30, six of each pips, in the stack, the discard pile, the
// slots, set aside for the flips or behind the screens.
func (s *State) checkPermits() error {
	var permits [6]int
	slots := make([]int, 0, PermitSlots)
	for _, p := range s.PermitSlots {
		if p != 0 { // 0 is an empty slot
			slots = append(slots, p)
		}
	}
	for _, pile := range [][]int{s.PermitStack, s.PermitDiscard, s.Revealed, slots} {
		for _, p := range pile {
			if p < 1 || p > NumSections {
				return fmt.Errorf("a permit with %d pips", p)
			}
			permits[p]++
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
	return nil
}

// Bonus tiles: 40, five of each kind; the tiles used are the ones out of
// the game.
func (s *State) checkBonusTiles() error {
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
		used := 0
		for i := range s.Players {
			p := &s.Players[i]
			if p.Bonus[b] < 0 || p.Used[b] < 0 {
				return fmt.Errorf("%s holds a negative number of %s tiles", p.Name, b)
			}
			bonus[b] += p.Bonus[b]
			used += p.Used[b]
		}
		if bonus[b] != BonusPerKind {
			return fmt.Errorf("%d %s bonus tiles in play, the box has %d", bonus[b], b, BonusPerKind)
		}
		if used != s.BonusRemoved[b] {
			return fmt.Errorf("%d %s tiles used by the players, %d out of the game", used, b, s.BonusRemoved[b])
		}
	}
	for i := range s.Players {
		if s.Players[i].Bonus[BonusVP] != 0 {
			return fmt.Errorf("%s holds a 2 VP tile: it scores when taken", s.Players[i].Name)
		}
	}
	return nil
}

// Cans: 5 a player, on the artist tile or on spaces; a space holds one
// placement, two with Add, any number on the big paint space.
func (s *State) checkCans() error {
	var onBoard [MaxPlayers]int
	for sp := range s.Spaces {
		st := &s.Spaces[sp]
		def := &spaces[sp]
		if len(st.Occ) > 0 != st.Taken {
			return fmt.Errorf("space %s taken=%v with %d placements", Space(sp), st.Taken, len(st.Occ))
		}
		limit := 1
		if st.Added {
			limit = 2
			if def.Big || def.Cost != 1 || len(st.Occ) != 2 {
				return fmt.Errorf("space %s holds an added can with %d placements", Space(sp), len(st.Occ))
			}
		}
		if !def.Big && len(st.Occ) > limit {
			return fmt.Errorf("space %s holds %d placements", Space(sp), len(st.Occ))
		}
		for _, o := range st.Occ {
			if !s.seatOK(o.Seat) || o.Cans < 1 || o.Cans > def.Cost {
				return fmt.Errorf("space %s holds a bad placement %+v", Space(sp), o)
			}
			onBoard[o.Seat] += o.Cans
		}
		if st.Taken && s.Phase != PhasePlay && s.Phase != PhaseAfter {
			return fmt.Errorf("space %s holds cans in phase %s", Space(sp), s.Phase)
		}
	}
	for i := range s.Players {
		p := &s.Players[i]
		if p.Cans < 0 || p.Cans > CansPerPlayer || p.Cans+onBoard[i] != CansPerPlayer {
			return fmt.Errorf("%s has %d cans on the artist tile and %d on spaces", p.Name, p.Cans, onBoard[i])
		}
	}
	return nil
}

// Tags: 16 a player and 12 neutral (2-3 players), one per sprayed segment;
// reservation markers on unsprayed segments, one a segment.
func (s *State) checkTags() error {
	n := len(s.Players)
	var tags [MaxPlayers + 1]int
	for i, o := range s.Segments {
		switch {
		case o == Nobody:
		case o == Neutral || s.seatOK(o):
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
	reserved := map[int]bool{}
	for i := range s.Players {
		p := &s.Players[i]
		if p.Reserve == Nobody {
			continue
		}
		if p.Reserve < 0 || p.Reserve >= NumSegments || s.Segments[p.Reserve] != Nobody {
			return fmt.Errorf("%s's reservation marker is on a bad segment %d", p.Name, p.Reserve)
		}
		if reserved[p.Reserve] {
			return fmt.Errorf("two reservation markers on segment %d", p.Reserve)
		}
		if s.Phase != PhasePlay && s.Phase != PhaseAfter && s.Phase != PhaseKeep {
			return fmt.Errorf("%s's reservation marker is out in phase %s", p.Name, s.Phase)
		}
		reserved[p.Reserve] = true
	}
	return nil
}

// Scores: the part scored during play is the player's segments and 2 VP
// tiles; the end-of-game parts only once the game is over.
func (s *State) checkScores() error {
	t := s.tunnel()
	var segVP [MaxPlayers]int
	for i, o := range s.Segments {
		if s.seatOK(o) {
			segVP[o] += t.Segments[i].VP
		}
	}
	for i := range s.Players {
		p := &s.Players[i]
		if p.Score != p.Points.Play+p.Points.Tiles+p.Points.Tags || p.Points.Tiles < 0 || p.Points.Tags < 0 {
			return fmt.Errorf("%s's score %d does not add up", p.Name, p.Score)
		}
		if want := segVP[i] + 2*p.Used[BonusVP]; p.Points.Play != want {
			return fmt.Errorf("%s scored %d during play, the segments and 2 VP tiles give %d", p.Name, p.Points.Play, want)
		}
		if s.Phase != PhaseOver && (p.Points.Tiles != 0 || p.Points.Tags != 0) {
			return fmt.Errorf("%s has final scores before the end", p.Name)
		}
	}
	return nil
}

// The round end: the keep queue and the pending choices in the keep
// phase, the revealed permits and flips left in the flip phase.
func (s *State) checkRoundEnd() error {
	queued := 0
	for _, q := range s.KeepQueue {
		if !s.seatOK(q) || queued&(1<<q) != 0 {
			return fmt.Errorf("keep queue %v", s.KeepQueue)
		}
		queued |= 1 << q
		if s.Players[q].PaintCount() <= KeepLimit {
			return fmt.Errorf("%s is asked to keep with %d tiles", s.Players[q].Name, s.Players[q].PaintCount())
		}
	}
	for _, k := range s.Keeps {
		if !s.seatOK(k.Seat) || queued&(1<<k.Seat) != 0 {
			return fmt.Errorf("keep choices %v with queue %v", s.Keeps, s.KeepQueue)
		}
		queued |= 1 << k.Seat
		p := &s.Players[k.Seat]
		n := 0
		for t, c := range k.Tiles {
			if c < 0 || c > p.Paint[t] {
				return fmt.Errorf("%s keeps %d %s tiles of %d", p.Name, c, Tile(t), p.Paint[t])
			}
			n += c
		}
		if k.Save && (p.Bonus[BonusSave] == 0 || n != KeepLimitSave) || !k.Save && n > KeepLimit {
			return fmt.Errorf("%s keeps %d tiles, save %v", p.Name, n, k.Save)
		}
	}
	if s.Phase == PhaseKeep {
		if len(s.KeepQueue) == 0 || s.KeepQueue[0] != s.Current {
			return fmt.Errorf("keep phase without %d at the head of the queue", s.Current)
		}
	} else if len(s.KeepQueue) > 0 || len(s.Keeps) > 0 {
		return fmt.Errorf("keep choices pending in phase %s", s.Phase)
	}

	maxFlips := map[int]int{2: 2, 3: 1, 4: 0}[len(s.Players)]
	if s.FlipSection < 0 || s.FlipSection >= NumSections {
		return fmt.Errorf("flip section %d", s.FlipSection)
	}
	if s.Phase != PhaseFlip {
		if s.FlipsLeft != 0 || len(s.Revealed) != 0 || s.FlipSection != 0 {
			return fmt.Errorf("%d flips left, %d permits revealed in phase %s", s.FlipsLeft, len(s.Revealed), s.Phase)
		}
		return nil
	}
	if s.FlipsLeft < 0 || len(s.Revealed) < 1 || s.FlipsLeft+len(s.Revealed) > maxFlips {
		return fmt.Errorf("%d flips left and %d permits revealed in a %d-player game", s.FlipsLeft, len(s.Revealed), len(s.Players))
	}
	if s.Revealed[len(s.Revealed)-1] != s.FlipSection+1 {
		return fmt.Errorf("flip in section %s, the permit revealed shows %d pips", Section(s.FlipSection), s.Revealed[len(s.Revealed)-1])
	}
	if s.Current != s.First || s.NeutralLeft == 0 || !s.SectionOpen(Section(s.FlipSection)) {
		return fmt.Errorf("a flip in section %s cannot be made", Section(s.FlipSection))
	}
	return nil
}

// Variant 1: a blocked section only with the blocking token, never the
// one blocked the round before.
func (s *State) checkBlock() error {
	for _, b := range []int{s.Blocked, s.LastBlocked} {
		if b != Nobody && (b < 0 || b >= NumSections || !s.Setup.Block) {
			return fmt.Errorf("section %d blocked (variant 1: %v)", b, s.Setup.Block)
		}
	}
	if s.Blocked != Nobody && s.Blocked != s.LastBlocked {
		return fmt.Errorf("section %d blocked, last blocked %d", s.Blocked, s.LastBlocked)
	}
	return nil
}

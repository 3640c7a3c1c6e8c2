package graffiti

import "encoding/binary"

// The keep step of the round end (settled points 10 and 13): everyone
// with more than 2 paint tiles keeps up to 2, or exactly 3 with Save. The
// choices are secret and simultaneous: each is held in State.Keeps,
// changing nothing anyone could see, until the last chooser has chosen.

func (s *State) checkKeep(a Action) error {
	p := &s.Players[s.Current]
	n := 0
	for t := Tile(0); t < NumTiles; t++ {
		if int(a.Tiles[t]) > p.Paint[t] {
			return refuse("you have %d %s tile(s), not %d", p.Paint[t], TileName(t), a.Tiles[t])
		}
		n += int(a.Tiles[t])
	}
	if a.Save {
		if p.Bonus[BonusSave] == 0 {
			return refuse("you have no save bonus")
		}
		if n != KeepLimitSave {
			return refuse("save lets you keep %d paint tiles: use it only to keep %d", KeepLimitSave, KeepLimitSave)
		}
		return nil
	}
	if n > KeepLimit {
		return refuse("you may keep %d paint tiles (%d with the save bonus), not %d", KeepLimit, KeepLimitSave, n)
	}
	return nil
}

// legalKeeps lists every choice of at most 2 tiles, and of exactly 3
// with the Save bonus.
func (s *State) legalKeeps(buf []Action) []Action {
	p := &s.Players[s.Current]
	buf = keepsFrom(buf, &p.Paint, 0, KeepLimit, 0, false)
	if p.Bonus[BonusSave] > 0 && p.PaintCount() >= KeepLimitSave {
		buf = keepsFrom(buf, &p.Paint, 0, KeepLimitSave, 0, true)
	}
	return buf
}

// keepsFrom appends the choices of up to left tiles (with save, exactly
// left) of kind t and after from hand, on top of the counts chosen so far
// (a byte each in chosen, little-endian: building an Action in memory and
// copying it whole at every step stalls the processor).
func keepsFrom(buf []Action, hand *[NumTiles]int, t Tile, left int, chosen uint64, save bool) []Action {
	if t == NumTiles {
		if !save || left == 0 {
			buf = append(buf, Action{})
			a := &buf[len(buf)-1]
			a.Kind, a.Save = ActKeep, save
			binary.LittleEndian.PutUint64(a.Tiles[:], chosen)
		}
		return buf
	}
	for n := 0; n <= hand[t] && n <= left; n++ {
		buf = keepsFrom(buf, hand, t+1, left-n, chosen|uint64(n)<<(8*t), save)
	}
	return buf
}

// doKeep records a choice of the keep step. The choices are secret and
// simultaneous (settled point 13): a choice changes nothing anyone could
// see until the last chooser has chosen; then all are carried out
// together.
func (s *State) doKeep(a Action, ev []Event) []Event {
	k := Keep{Seat: s.Current, Save: a.Save}
	for t, n := range a.Tiles {
		k.Tiles[t] = int(n)
	}
	s.Keeps = append(s.Keeps, k)
	ev = append(ev, Event{Kind: EvKeepChosen, Seat: s.Current})
	s.KeepQueue = s.KeepQueue[1:]
	if len(s.KeepQueue) == 0 {
		ev = s.carryOutKeeps(ev)
	}
	return s.afterKeep(ev)
}

// carryOutKeeps returns the tiles not kept to the paint board and spends
// the Save tiles, for every choice at once, in the order they were made.
func (s *State) carryOutKeeps(ev []Event) []Event {
	for _, k := range s.Keeps {
		p := &s.Players[k.Seat]
		kept := 0
		for t := Tile(0); t < NumTiles; t++ {
			if back := p.Paint[t] - k.Tiles[t]; back > 0 {
				s.Supply[t] += back
				p.Paint[t] = k.Tiles[t]
				ev = append(ev, Event{Kind: EvPaintBack, Seat: k.Seat, Tile: t, N: back})
			}
			kept += p.Paint[t]
		}
		if k.Save {
			ev = s.useBonus(k.Seat, BonusSave, ev)
		}
		ev = append(ev, Event{Kind: EvKept, Seat: k.Seat, N: kept})
	}
	s.Keeps = s.Keeps[:0]
	return ev
}

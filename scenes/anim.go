package scenes

import (
	"graffiti/game"
	"graffiti/sprites"
)

// Motion, counted in ticks and driven by the core's events: cans fly to
// their spaces, tiles slide, segments turn over with a puff of spray and
// the tag stamped on, score markers walk the track.

type animKind int

const (
	aCan animKind = iota
	aPaint
	aPermit
	aBonus
	aFlip
	aScore
)

type anim struct {
	kind       animKind
	start, len int
	from, to   Point
	seat       int
	space      game.Space
	tile       game.Tile
	bonus      game.Bonus
	pips       int // 0: face down
	seg        int
	score0     int
	score1     int
}

type animator struct {
	list []anim
	end  int // tick when the last one ends
	now  int
	// Shown scores walk toward the real ones.
	inFlight [game.NumSpaces]int // cans still flying to a space
}

func (an *animator) busy(tick int) bool { return tick < an.end }

// finish ends every animation now (a tap while things move).
func (an *animator) finish() {
	an.list = an.list[:0]
	an.end = 0
	an.inFlight = [game.NumSpaces]int{}
}

func (an *animator) update(a *App) {
	an.now = a.Tick
	kept := an.list[:0]
	for _, x := range an.list {
		if a.Tick < x.start+x.len {
			kept = append(kept, x)
		} else if x.kind == aCan {
			an.inFlight[x.space]--
		}
	}
	an.list = kept
}

// progress of an animation at the current tick, 0 to 1 (-1 before it starts).
func (an *animator) progress(x *anim) float64 {
	if an.now < x.start {
		return -1
	}
	if x.len <= 0 {
		return 1
	}
	return min(1, float64(an.now-x.start)/float64(x.len))
}

// start turns a batch of events into animations, one after another.
func (an *animator) start(a *App, t *Table, ev []game.Event) {
	sp := a.Settings.Speed
	if sp == SpeedInstant {
		return
	}
	at := max(a.Tick, an.end)
	add := func(x anim, gap int) {
		x.start = at
		x.len = sp.Ticks(x.len)
		an.list = append(an.list, x)
		if e := x.start + x.len; e > an.end {
			an.end = e
		}
		at += sp.Ticks(gap)
	}
	for _, e := range ev {
		strip := stripRect(max(0, e.Seat)).Center()
		switch e.Kind {
		case game.EvCans:
			c := spacePos(e.Space)
			an.inFlight[e.Space]++
			add(anim{kind: aCan, len: 22, from: Point{strip.X - 60, strip.Y}, to: Point{c.X, c.Y}, seat: e.Seat, space: e.Space}, 14)
		case game.EvPaintTaken:
			from := Point{paintColumn(e.Tile), boardsY + 34}
			add(anim{kind: aPaint, len: 24, from: from, to: strip, seat: e.Seat, tile: e.Tile}, 10)
		case game.EvPermitTaken:
			from := permitSlotPos(min(e.N, 3))
			pips := e.Pips
			if e.Private { // everyone at the table sees the animation
				pips = 0
			}
			add(anim{kind: aPermit, len: 24, from: from, to: strip, seat: e.Seat, pips: pips}, 10)
		case game.EvPermitRefill:
			add(anim{kind: aPermit, len: 20, from: permitSlotPos(3), to: permitSlotPos(e.N), pips: e.Pips}, 6)
		case game.EvBonusTaken:
			add(anim{kind: aBonus, len: 24, from: bonusSlotPos(e.N), to: strip, seat: e.Seat, bonus: e.Bonus}, 10)
		case game.EvSprayed, game.EvNeutralFlip:
			r := segmentRect(t.s.Tunnel(), e.Segment)
			add(anim{kind: aFlip, len: 44, from: r.Center(), seat: e.Seat, seg: e.Segment}, 30)
		case game.EvScore:
			add(anim{kind: aScore, len: 30, seat: e.Seat, score0: e.Points - e.N, score1: e.Points}, 0)
		}
	}
}

// flipProgress tells how far segment seg has turned over (1 when still).
func (an *animator) flipProgress(seg int) float64 {
	for i := range an.list {
		x := &an.list[i]
		if x.kind == aFlip && x.seg == seg {
			p := an.progress(x)
			if p < 0 {
				return 0
			}
			return p
		}
	}
	return 1
}

// shownScore is the score a marker shows while it walks.
func (an *animator) shownScore(seat, real int) int {
	for i := range an.list {
		x := &an.list[i]
		if x.kind == aScore && x.seat == seat {
			p := an.progress(x)
			if p < 0 {
				return x.score0
			}
			return x.score0 + int(float64(x.score1-x.score0)*sprites.EaseInOut(p)+0.5)
		}
	}
	return real
}

// draw paints the things in motion on top of the table.
func (an *animator) draw(d *Draw, t *Table) {
	for i := range an.list {
		x := &an.list[i]
		p := an.progress(x)
		if p < 0 {
			continue
		}
		e := sprites.EaseInOut(p)
		pos := Point{x.from.X + (x.to.X-x.from.X)*e, x.from.Y + (x.to.Y-x.from.Y)*e}
		switch x.kind {
		case aCan:
			h := 30.0
			sprites.DrawSprayCan(d.Dst, d.S(pos.X-h*sprites.CanAspect/2), d.S(pos.Y-h/2-20*(1-(2*e-1)*(2*e-1))), d.S(h), t.seatColor(x.seat))
		case aPaint:
			sprites.DrawPaintTile(d.Dst, tilePaints[x.tile], d.S(pos.X), d.S(pos.Y), d.S(paintTile), d.S(paintTile))
		case aPermit:
			sprites.DrawPermitTile(d.Dst, x.pips, d.S(pos.X), d.S(pos.Y), d.S(permitTile*0.8))
		case aBonus:
			sprites.DrawBonusTile(d.Dst, sprites.Bonus(x.bonus), d.S(pos.X), d.S(pos.Y), d.S(bonusTile*0.8))
		case aFlip:
			if p > 0.35 && p < 0.95 {
				sprites.DrawSprayPuff(d.Dst, d.S(x.from.X), d.S(x.from.Y), d.S(60), t.seatColor(x.seat), (p-0.35)/0.6)
			}
		}
	}
}

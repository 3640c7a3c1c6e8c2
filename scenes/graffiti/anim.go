package graffiti

import (
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/graffiti/kinds"
	"graffiti/scenes/sound"
	"graffiti/scenes/ui"
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

// anim is one thing in motion. Its timing and path are a sprites tween
// (Start and Len in ticks); a score marker's walk is a tween of the score.
type anim struct {
	kind  animKind
	move  sprites.VecTween
	seat  int
	space graffiti.Space
	tile  graffiti.Tile
	bonus graffiti.Bonus
	pips  int // 0: face down
	seg   int
	score sprites.Tween
	// The sound the animation makes, and the tick it makes it at.
	cue   sound.Cue
	cueAt int
	cued  bool
}

type animator struct {
	list []anim
	end  int // tick when the last one ends
	now  int
	// Shown scores walk toward the real ones.
	inFlight [graffiti.NumSpaces]int // cans still flying to a space
}

func (an *animator) busy(tick int) bool { return tick < an.end }

// finish ends every animation now (a tap while things move).
func (an *animator) finish() {
	an.list = an.list[:0]
	an.end = 0
	an.inFlight = [graffiti.NumSpaces]int{}
}

func (an *animator) Update(a *scenes.App) {
	an.now = a.Tick
	for i := range an.list {
		if x := &an.list[i]; !x.cued && a.Tick >= x.cueAt {
			x.cued = true
			a.Cue(x.cue)
		}
	}
	kept := an.list[:0]
	for _, x := range an.list {
		if !x.move.Done(a.Tick) {
			kept = append(kept, x)
		} else if x.kind == aCan {
			an.inFlight[x.space]--
		}
	}
	an.list = kept
}

// progress of an animation at the current tick, 0 to 1 (-1 before it
// starts: it is not drawn yet).
func (an *animator) progress(x *anim) float64 {
	if an.now < x.move.Start {
		return -1
	}
	return x.move.Progress(an.now)
}

// start turns a batch of events into animations, one after another.
func (an *animator) start(a *scenes.App, t *Table, ev []graffiti.Event) {
	an.startAt(a, t, ev, a.Settings.Speed)
}

// startAt is start at the pace sp (a summary's moves shown again go fast
// whatever the setting).
func (an *animator) startAt(a *scenes.App, t *Table, ev []graffiti.Event, sp scenes.Speed) {
	if sp == scenes.SpeedInstant {
		// No motion: each kind of sound of the batch, once, now.
		var heard [sound.NumCues]bool
		for _, e := range ev {
			if c, ok := eventCue(e.Kind); ok && !heard[c] {
				heard[c] = true
				a.Cue(c)
			}
		}
		return
	}
	at := max(a.Tick, an.end)
	add := func(x anim, length, gap int) {
		x.move.Start, x.move.Len, x.move.Ease = at, sp.Ticks(length), sprites.EaseInOut
		x.cueAt = at
		if x.kind == aCan {
			x.cueAt += x.move.Len // the clack as it lands
		}
		if x.kind == aScore {
			x.score.Start, x.score.Len, x.score.Ease = x.move.Start, x.move.Len, sprites.EaseInOut
		}
		an.list = append(an.list, x)
		if e := x.move.Start + x.move.Len; e > an.end {
			an.end = e
		}
		at += sp.Ticks(gap)
	}
	vec := func(p ui.Point) sprites.Vec { return sprites.Vec{X: p.X, Y: p.Y} }
	for _, e := range ev {
		strip := stripRect(max(0, e.Seat)).Center()
		cue, _ := eventCue(e.Kind)
		add := func(x anim, length, gap int) {
			x.cue = cue
			add(x, length, gap)
		}
		switch e.Kind {
		case graffiti.EvCans:
			c := spacePos(e.Space)
			an.inFlight[e.Space]++
			add(anim{kind: aCan, move: sprites.VecTween{From: vec(ui.Point{X: strip.X - 60, Y: strip.Y}), To: vec(ui.Point{X: c.X, Y: c.Y})}, seat: e.Seat, space: e.Space}, 22, 14)
		case graffiti.EvPaintTaken:
			from := ui.Point{X: paintColumn(e.Tile), Y: boardsY + 34}
			add(anim{kind: aPaint, move: sprites.VecTween{From: vec(from), To: vec(strip)}, seat: e.Seat, tile: e.Tile}, 24, 10)
		case graffiti.EvPermitTaken:
			from := permitSlotPos(min(e.N, 3))
			pips := e.Pips
			if e.Private { // everyone at the table sees the animation
				pips = 0
			}
			add(anim{kind: aPermit, move: sprites.VecTween{From: vec(from), To: vec(strip)}, seat: e.Seat, pips: pips}, 24, 10)
		case graffiti.EvPermitRefill:
			add(anim{kind: aPermit, move: sprites.VecTween{From: vec(permitSlotPos(3)), To: vec(permitSlotPos(e.N))}, pips: e.Pips}, 20, 6)
		case graffiti.EvBonusTaken:
			add(anim{kind: aBonus, move: sprites.VecTween{From: vec(bonusSlotPos(e.N)), To: vec(strip)}, seat: e.Seat, bonus: e.Bonus}, 24, 10)
		case graffiti.EvSprayed, graffiti.EvNeutralFlip:
			r := segmentRect(t.S.Tunnel(), e.Segment)
			c := vec(r.Center())
			add(anim{kind: aFlip, move: sprites.VecTween{From: c, To: c}, seat: e.Seat, seg: e.Segment}, 44, 30)
		case graffiti.EvScore:
			add(anim{kind: aScore, seat: e.Seat, score: sprites.Tween{From: float64(e.Points - e.N), To: float64(e.Points)}}, 30, 0)
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
			return int(x.score.At(an.now) + 0.5)
		}
	}
	return real
}

// draw paints the things in motion on top of the table.
func (an *animator) draw(d *scenes.Draw, t *Table) {
	for i := range an.list {
		x := &an.list[i]
		p := an.progress(x)
		if p < 0 {
			continue
		}
		e := sprites.EaseInOut(p)
		v := x.move.At(an.now)
		pos := ui.Point{X: v.X, Y: v.Y}
		switch x.kind {
		case aCan:
			h := 30.0
			sprites.DrawArtistCan(d.Dst, d.S(pos.X-h*sprites.CanAspect/2), d.S(pos.Y-h/2-20*(1-(2*e-1)*(2*e-1))), d.S(h), t.seatColor(x.seat), t.initialOf(x.seat))
		case aPaint:
			sprites.DrawPaintTile(d.Dst, kinds.Tile(x.tile), d.S(pos.X), d.S(pos.Y), d.S(paintTile), d.S(paintTile))
		case aPermit:
			sprites.DrawPermitTile(d.Dst, x.pips, d.S(pos.X), d.S(pos.Y), d.S(permitTile*0.8))
		case aBonus:
			sprites.DrawBonusTile(d.Dst, kinds.Bonus(x.bonus), d.S(pos.X), d.S(pos.Y), d.S(bonusTile*0.8))
		case aFlip:
			if p > 0.35 && p < 0.95 {
				sprites.DrawSprayPuff(d.Dst, d.S(pos.X), d.S(pos.Y), d.S(60), t.seatColor(x.seat), (p-0.35)/0.6)
			}
		}
	}
}

// eventCue is the sound an event makes on the table.
func eventCue(k graffiti.EventKind) (sound.Cue, bool) {
	switch k {
	case graffiti.EvCans:
		return sound.Clack, true
	case graffiti.EvPaintTaken, graffiti.EvPermitTaken, graffiti.EvPermitRefill, graffiti.EvBonusTaken:
		return sound.Slide, true
	case graffiti.EvSprayed, graffiti.EvNeutralFlip:
		return sound.Hiss, true
	case graffiti.EvScore:
		return sound.Tick, true
	}
	return 0, false
}

package graffiti

import (
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/sprites"
)

// drawHover lights the space or segment under the pointer, or under a
// finger held down (touch has no other hover): a legal one in amber,
// what a tap there would choose; any other faintly, so a person sees
// the board answer before tapping.
func (t *Table) drawHover(d *scenes.Draw) {
	if d.App.Demo != nil {
		return // the demo's pointer is hidden: nothing is under it
	}
	in := d.App.Input()
	tg, ok := t.hitTarget(in.Hover)
	if !ok || tg == t.target {
		return
	}
	var sp [graffiti.NumSpaces]bool
	var seg [graffiti.NumSegments]bool
	t.glowTargets(&sp, &seg)
	col, alpha := sprites.Chalk, float32(0.35)
	switch tg.kind {
	case tSegment:
		if seg[tg.seg] {
			col, alpha = sprites.NeonAmber, 1
		}
		r := segmentRect(t.S.Tunnel(), tg.seg).Inset(-5)
		d.Fill(r, 12, col, alpha*0.12)
		d.Stroke(r, 12, 2, col, alpha)
	case tSpace:
		if sp[tg.space] {
			col, alpha = sprites.NeonAmber, 1
		}
		if tg.space == graffiti.SpBig {
			d.Stroke(bigSpace.Inset(-6), 18, 2, col, alpha)
			return
		}
		c := spacePos(tg.space)
		d.Ring(c.X, c.Y, c.R+8, 2, col, alpha)
	}
}

package scenes

import (
	"graffiti/game/tagcity"
	"graffiti/scenes/ui"
	"graffiti/sprites"
)

// On the HQ's side B the six large tokens are drawn at random, or chosen
// section by section (edition page, the new-game screen): under the HQ
// button, a slot per section I-VI and a "?" that gives the choice back
// to chance. The first tap on a slot lays out side A's printed shapes to
// start from; each tap moves that slot to the next large token no other
// section holds.

// tokenRect is slot k (0-5 the sections, 6 the "?") under the HQ's
// button v.
func tokenRect(v ui.Rect, k int) ui.Rect {
	return ui.Rect{X: v.X + float64(k)*47, Y: v.Y + v.H + 4, W: 44, H: 32}
}

// choosingTokens reports whether the token slots are on screen.
func (s *tagCityForm) choosingTokens() bool { return s.hqB }

// TapExtra answers a tap on the slots; it reports whether one took it.
func (s *tagCityForm) TapExtra(p ui.Point, under func(int) ui.Rect) bool {
	if !s.choosingTokens() {
		return false
	}
	v := under(0)
	if ui.Hit(tokenRect(v, tagcity.Sections), p) {
		s.tokens = nil
		return true
	}
	for k := 0; k < tagcity.Sections; k++ {
		if !ui.Hit(tokenRect(v, k), p) {
			continue
		}
		if s.tokens == nil {
			hq := tagcity.HQSideA()
			s.tokens = hq[:]
		}
		s.tokens[k] = s.nextToken(s.tokens[k])
		return true
	}
	return false
}

// nextToken is the large token after sh that no section holds.
func (s *tagCityForm) nextToken(sh tagcity.Shape) tagcity.Shape {
	for i := 1; i <= int(tagcity.NumShapes); i++ {
		c := tagcity.Shape((int(sh) + i) % int(tagcity.NumShapes))
		if tagcity.IsSmall(c) {
			continue
		}
		used := false
		for _, t := range s.tokens {
			used = used || t == c
		}
		if !used {
			return c
		}
	}
	return sh
}

// tokenCodes are the chosen tokens as the core reads them (none: drawn).
func (s *tagCityForm) tokenCodes() []string {
	if !s.choosingTokens() || s.tokens == nil {
		return nil
	}
	var out []string
	for _, t := range s.tokens {
		out = append(out, tagcity.ShapeCode(t))
	}
	return out
}

// DrawExtra shows the six slots and the "?" under the HQ's button.
func (s *tagCityForm) DrawExtra(d *Draw, v int, under ui.Rect) bool {
	if v != 0 || !s.choosingTokens() {
		return false
	}
	for k := 0; k <= tagcity.Sections; k++ {
		r := tokenRect(under, k)
		d.Fill(r, 6, sprites.Ink, 0.9)
		if k == tagcity.Sections {
			alpha := float32(0.5)
			if s.tokens == nil {
				alpha = 1
			}
			d.Stroke(r, 6, 2, sprites.NeonAmber, alpha)
			d.Text("?", r.X+r.W/2, r.Y+r.H/2, 18, ui.Bold, ui.Center, sprites.Chalk, alpha)
			continue
		}
		col := sprites.TCSections[k]
		d.Stroke(r, 6, 1.5, col, 0.8)
		if s.tokens == nil {
			d.Text(tcRoman(k), r.X+r.W/2, r.Y+r.H/2, 13, ui.Bold, ui.Center, col, 0.9)
			continue
		}
		tcDrawShape(d, s.tokens[k], 0, r.X+6, r.Y+6, 5, col, 1)
		d.Text(tcRoman(k), r.X+r.W-4, r.Y+r.H-8, 9, ui.Bold, ui.Right, sprites.Chalk, 0.8)
	}
	return true
}

package tagcity

import (
	"graffiti/game/tagcity"
	"graffiti/scenes"
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
func TokenRect(v ui.Rect, k int) ui.Rect {
	return ui.Rect{X: v.X + float64(k)*47, Y: v.Y + v.H + 4, W: 44, H: 32}
}

// choosingTokens reports whether the token slots are on screen.
func (s *TagCityForm) choosingTokens() bool { return s.On(0) }

// TapExtra answers a tap on the slots; it reports whether one took it.
func (s *TagCityForm) TapExtra(p ui.Point, under func(int) ui.Rect) bool {
	if !s.choosingTokens() {
		return false
	}
	v := under(0)
	if ui.Hit(TokenRect(v, tagcity.Sections), p) {
		s.Tokens = nil
		return true
	}
	for k := 0; k < tagcity.Sections; k++ {
		if !ui.Hit(TokenRect(v, k), p) {
			continue
		}
		if s.Tokens == nil {
			hq := tagcity.HQSideA()
			s.Tokens = hq[:]
		}
		s.Tokens[k] = s.nextToken(s.Tokens[k])
		return true
	}
	return false
}

// nextToken is the large token after sh that no section holds.
func (s *TagCityForm) nextToken(sh tagcity.Shape) tagcity.Shape {
	for i := 1; i <= int(tagcity.NumShapes); i++ {
		c := tagcity.Shape((int(sh) + i) % int(tagcity.NumShapes))
		if tagcity.IsSmall(c) {
			continue
		}
		used := false
		for _, t := range s.Tokens {
			used = used || t == c
		}
		if !used {
			return c
		}
	}
	return sh
}

// tokenCodes are the chosen tokens as the core reads them (none: drawn).
func (s *TagCityForm) TokenCodes() []string {
	if !s.choosingTokens() || s.Tokens == nil {
		return nil
	}
	var out []string
	for _, t := range s.Tokens {
		out = append(out, tagcity.ShapeCode(t))
	}
	return out
}

// DrawExtra shows the six slots and the "?" under the HQ's button.
func (s *TagCityForm) DrawExtra(d *scenes.Draw, v int, under ui.Rect) bool {
	if v != 0 || !s.choosingTokens() {
		return false
	}
	for k := 0; k <= tagcity.Sections; k++ {
		r := TokenRect(under, k)
		d.Fill(r, 6, sprites.Ink, 0.9)
		if k == tagcity.Sections {
			alpha := float32(0.5)
			if s.Tokens == nil {
				alpha = 1
			}
			d.Stroke(r, 6, 2, sprites.NeonAmber, alpha)
			d.Text("?", r.X+r.W/2, r.Y+r.H/2, 18, ui.Bold, ui.Center, sprites.Chalk, alpha)
			continue
		}
		col := sprites.TCSections[k]
		d.Stroke(r, 6, 1.5, col, 0.8)
		if s.Tokens == nil {
			d.Text(tcRoman(k), r.X+r.W/2, r.Y+r.H/2, 13, ui.Bold, ui.Center, col, 0.9)
			continue
		}
		tcDrawShape(d, s.Tokens[k], 0, r.X+6, r.Y+6, 5, col, 1)
		d.Text(tcRoman(k), r.X+r.W-4, r.Y+r.H-8, 9, ui.Bold, ui.Right, sprites.Chalk, 0.8)
	}
	return true
}

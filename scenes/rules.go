package scenes

import "graffiti/sprites"

// Rules is the rules help: the rules in our own words, English and
// French, with pictures the game draws. It returns to the scene it was
// opened from.
type Rules struct {
	from Scene
	back *Button
}

// NewRules opens the rules help over a scene.
func NewRules(a *App, from Scene) *Rules {
	return &Rules{from: from, back: &Button{R: Rect{540, 640, 200, 56}, Label: a.T("back"), Enabled: true}}
}

// Update returns to the scene it came from.
func (r *Rules) Update(a *App) error {
	if r.back.Hit(a.Input()) || a.Input().Key == KeyBack {
		a.Goto(r.from)
	}
	return nil
}

// Draw shows the rules.
func (r *Rules) Draw(d *Draw) {
	background(d, 0.6)
	d.Text(d.App.T("rules"), 640, 80, 60, Display, Center, sprites.NeonPink, 1)
	r.back.Draw(d, 20)
}

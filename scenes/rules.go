package scenes

import "graffiti/scenes/rulebook"

// Rules is the rules help (scenes/rulebook) as a scene, over the wall:
// Back or Escape returns to the scene it was opened from.
type Rules struct {
	from Scene
	Book *rulebook.Book
}

// NewRules opens the rules help over a scene, on its first page: the
// rules of the game at the table it was opened from, or of the game
// chosen on the title.
func NewRules(a *App, from Scene) *Rules {
	box := a.box()
	if t, ok := from.(interface{ Box() Box }); ok {
		box = t.Box()
	}
	return &Rules{from: from, Book: box.Book(a.Lang())}
}

// Page is the page on screen, from 0.
func (r *Rules) Page() int { return r.Book.Page() }

// Pages is how many pages the help has.
func (r *Rules) Pages() int { return r.Book.Pages() }

// Update turns pages and goes back.
func (r *Rules) Update(a *App) error {
	if r.Book.Update(a.Input(), a.Lang()) {
		a.Goto(r.from)
	}
	return nil
}

// Draw shows the page over the dimmed wall.
func (r *Rules) Draw(d *Draw) {
	Background(d, 0.62)
	r.Book.Draw(d.Painter, d.App.Lang(), d.App.Tick, d.App.Input().Hover)
}

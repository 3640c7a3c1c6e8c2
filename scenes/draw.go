package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes/ui"
)

// Draw is a scene's painter: the ui's, with the app for what a scene
// draws from it (the language, the pointer).
type Draw struct {
	*ui.Painter
	App *App
}

func newDraw(dst *ebiten.Image, k float64, a *App) *Draw {
	p := ui.NewPainter(dst, k)
	p.Buttons = &a.buttons
	return &Draw{Painter: p, App: a}
}

// Button draws b, lit when the pointer is over it.
func (d *Draw) Button(b *ui.Button, size float64) { b.Draw(d.Painter, d.App.Input().Hover, size) }

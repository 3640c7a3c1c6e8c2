package graffiti

import (
	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes/ui"
)

// Lesson is the game's first game that teaches, from its rules core.
func (graffitiBox) Lesson() game.Lesson { return graffiti.Lesson() }

// lessonParts are the parts of the table a lesson's step may light, by
// name, where the table draws them (layout.go): the tunnel, each of its
// sections ("section-B") and segments ("B4"), the score track, the three
// action boards, the players' strips (a game of two), the tiles behind
// the screen and the choice strip with its Confirm and Pass.
var lessonParts = func() map[string]ui.Rect {
	parts := map[string]ui.Rect{
		"tunnel":       {X: secX0, Y: 8, W: 5*secW + 4*secGap, H: 292},
		"track":        {X: 10, Y: trackY - 4, W: 1260, H: boardsY - trackY},
		"permit-board": permitBoard,
		"bonus-board":  bonusBoard,
		"paint-board":  paintBoard,
		"players":      {X: stripX, Y: boardsY, W: stripW, H: 2*stripH + 6},
		"tiles":        privRect,
		"strip":        choiceRect,
		"menu":         menuBtn,
		"rules":        rulesBtn,
	}
	for sec := graffiti.Section(0); sec < graffiti.NumSections; sec++ {
		parts["section-"+sec.String()] = sectionRect(int(sec))
	}
	tun := graffiti.TunnelFor(false)
	for i, d := range tun.Segments {
		parts[d.Name] = segmentRect(tun, i)
	}
	return parts
}()

func (graffitiBox) Part(name string) (ui.Rect, bool) {
	r, ok := lessonParts[name]
	return r, ok
}

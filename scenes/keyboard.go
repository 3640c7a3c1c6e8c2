package scenes

import (
	"unicode"

	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// The on-screen keyboard of the new-game screen: while a name is being
// edited it opens under the seats, so a name can be typed on a tablet or
// a phone with no keyboard. A physical keyboard types as well.

var keyRows = [...]string{"ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZÉÈ-'"}

const (
	keyW, keyH = 62.0, 46.0
	keyGap     = 6.0
)

// keyboardPanel is where the keyboard sits: at the foot of the screen,
// under the last seat's row, its keys at least 40 pixels on their short
// side.
var KeyboardPanel = ui.Rect{X: 290, Y: 486, W: 700, H: 4*(keyH+keyGap) + 18}

// keyRect is the rectangle of key k of row r.
func KeyRect(r, k int) ui.Rect {
	return ui.Rect{X: KeyboardPanel.X + 12 + float64(k)*(keyW+keyGap), Y: KeyboardPanel.Y + 12 + float64(r)*(keyH+keyGap), W: keyW, H: keyH}
}

// The last row: space, erase and done.
var (
	keySpace = ui.Rect{X: KeyboardPanel.X + 12, Y: KeyboardPanel.Y + 12 + 3*(keyH+keyGap), W: 3*keyW + 2*keyGap, H: keyH}
	KeyErase = ui.Rect{X: keySpace.X + keySpace.W + keyGap, Y: keySpace.Y, W: 3*keyW + 2*keyGap, H: keyH}
	KeyDone  = ui.Rect{X: KeyErase.X + KeyErase.W + keyGap, Y: keySpace.Y, W: 4*keyW + 3*keyGap, H: keyH}
)

// keyboardTap answers a tap on the keyboard: a letter, a space, an erase
// or done. It reports whether the tap was on the keyboard.
func (s *Setup) keyboardTap(p ui.Point) bool {
	if s.Editing < 0 || !ui.Hit(KeyboardPanel, p) {
		return false
	}
	name := []rune(s.Names[s.Editing])
	switch {
	case ui.Hit(KeyDone, p):
		s.endEditing()
		return true
	case ui.Hit(KeyErase, p):
		if len(name) > 0 {
			name = name[:len(name)-1]
		}
	case ui.Hit(keySpace, p):
		if len(name) > 0 && len(name) < maxName {
			name = append(name, ' ')
		}
	default:
		for r, row := range keyRows {
			for k, c := range []rune(row) {
				if ui.Hit(KeyRect(r, k), p) && len(name) < maxName {
					// Capital at the start of a word, small after.
					if len(name) > 0 && unicode.IsLetter(name[len(name)-1]) {
						c = unicode.ToLower(c)
					}
					name = append(name, c)
				}
			}
		}
	}
	s.Names[s.Editing] = string(name)
	return true
}

// drawKeyboard draws the keyboard while a name is edited.
func (s *Setup) drawKeyboard(d *Draw) {
	if s.Editing < 0 {
		return
	}
	d.Fill(KeyboardPanel, 14, sprites.Night, 0.97)
	d.Stroke(KeyboardPanel, 14, 2, sprites.NeonCyan, 0.9)
	for r, row := range keyRows {
		for k, c := range []rune(row) {
			b := ui.Button{R: KeyRect(r, k), Label: string(c), Enabled: true}
			d.Button(&b, 20)
		}
	}
	for _, b := range []ui.Button{
		{R: keySpace, Label: d.App.T(words.KeySpace), Enabled: true},
		{R: KeyErase, Label: d.App.T(words.KeyErase), Enabled: true},
		{R: KeyDone, Label: d.App.T(words.Done), Enabled: true, Accent: sprites.NeonAmber},
	} {
		d.Button(&b, 20)
	}
}

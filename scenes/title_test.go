package scenes

import "testing"

// The title's wall tags the letters of the game on the shelf, whichever
// it is: its first six different letters, in capitals, skipping what is
// not a letter; a short name repeats them.
func TestTheWallSpellsTheGameOnTheShelf(t *testing.T) {
	for name, want := range map[string]string{
		"Graffiti":    "GRAFIT",
		"Tag City":    "TAGCIY",
		"Kunststücke": "KUNSTÜ",
		"Go!":         "GOGOGO",
	} {
		got := wallLetters(name)
		if string(got[:]) != want {
			t.Errorf("%q spells %q on the wall, want %q", name, string(got[:]), want)
		}
	}
}

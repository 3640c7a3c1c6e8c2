// Package rulebook is the rules help: the rules of each game on the
// shelf (a Volume: Graffiti, Tag City, Kunststücke) in this edition's own
// words, English and French, a page at a time, each page with pictures
// the game draws itself. It knows the screen only through scenes/ui; the
// Rules scene of package scenes shows it.
package rulebook

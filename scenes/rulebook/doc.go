// Package rulebook is the rules help: the rules of Graffiti in this
// edition's own words, English and French, a page at a time, each page
// with pictures drawn from the game's own sprites. It knows the screen
// only through scenes/ui; the Rules scene of package scenes shows it.
package rulebook

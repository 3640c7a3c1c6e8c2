// Package rulebook is the rules help's book: a game's rules (a Volume:
// its pages in this edition's own words, English and French, and a
// picture the game draws itself for each page) shown a page at a time,
// with the page controls. Each game's scenes package writes its Volume;
// the Rules scene of package scenes opens the book of the game on the
// screen. It knows the screen only through scenes/ui.
package rulebook

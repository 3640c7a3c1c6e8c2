package kunststucke

import "fmt"

// EventKind names what happened; the table animates events and the log
// tells them.
type EventKind uint8

const (
	EvTurn       EventKind = iota // Seat is to play turn N
	EvPlaced                      // Seat placed Shape turned Rot at At
	EvDiscarded                   // Seat discarded Shape (face up, to the discard tray)
	EvUndone                      // Seat took Shape back into the hand
	EvSlid                        // Seat slid Shape from From to At along Route for a token; N tokens left
	EvLooked                      // Seat looks at pile Pile (N tiles)
	EvTook                        // Seat took Tile from pile Pile onto Slot; the tile is private
	EvTileScored                  // final: Seat's Tile on Slot met by group N for Points, or unmet (N = -1)
	EvGameOver                    // the game is over; the winners are in the state
)

// Event is one thing that happened. A private event's Tile is the seat's
// secret: a table tells it only to Seat (and EventFor blanks it).
type Event struct {
	Kind    EventKind
	Seat    int
	Shape   ShapeID
	Rot     int
	At      Cell
	From    Cell
	Route   []Cell
	Pile    int
	Slot    int
	Tile    TileID
	N       int
	Points  int
	Private bool
}

// For is the event as viewer may learn it: a private tile is blanked
// (-1) for everyone but its seat.
func (e Event) For(viewer int) Event {
	if e.Private && viewer != e.Seat {
		e.Tile = -1
	}
	return e
}

func (s *State) name(seat int) string {
	if seat >= 0 && seat < len(s.Players) {
		return s.Players[seat].Name
	}
	return "?"
}

// Text tells the event in English for the log, as viewer may know it.
func (e Event) Text(s *State, viewer int) string {
	who := s.name(e.Seat)
	switch e.Kind {
	case EvTurn:
		return fmt.Sprintf("turn %d: %s to play", e.N, who)
	case EvPlaced:
		return fmt.Sprintf("%s placed the %s at %s", who, e.Shape, e.At)
	case EvDiscarded:
		return fmt.Sprintf("%s discarded the %s", who, e.Shape)
	case EvUndone:
		return fmt.Sprintf("%s took the %s back", who, e.Shape)
	case EvSlid:
		return fmt.Sprintf("%s slid the %s from %s to %s — 1 token", who, e.Shape, e.From, e.At)
	case EvLooked:
		return fmt.Sprintf("%s looks at pile %s", who, PileName(e.Pile))
	case EvTook:
		if e.Private && viewer != e.Seat {
			return fmt.Sprintf("%s took a tile from pile %s and put it on the %d slot", who, PileName(e.Pile), SlotValues[e.Slot])
		}
		return fmt.Sprintf("%s took %s from pile %s and put it on the %d slot", who, e.Tile, PileName(e.Pile), SlotValues[e.Slot])
	case EvTileScored:
		if e.N < 0 {
			return fmt.Sprintf("%s's %s on the %d slot is not met: no %s group of %s", who, e.Tile, SlotValues[e.Slot], e.Tile.Colour(), sizeWords(e.Tile))
		}
		return fmt.Sprintf("%s's %s on the %d slot is met: %d + %d = %d", who, e.Tile, SlotValues[e.Slot], e.Tile.Number(), SlotValues[e.Slot], e.Points)
	case EvGameOver:
		return "the canvas is finished"
	}
	return "?"
}

func sizeWords(t TileID) string {
	if t.Number() == TopTile {
		return fmt.Sprintf("%d or more", TopTile)
	}
	return fmt.Sprintf("exactly %d", t.Number())
}

package graffiti

import "fmt"

// EventKind names what happened. The table animates events and the log
// tells them; each carries the facts it needs in a few plain fields.
type EventKind uint8

const (
	EvCans          EventKind = iota // Seat put N cans on Space
	EvPaintTaken                     // Seat took a Tile from Space
	EvPermitTaken                    // Seat took a permit with Pips from slot N (0-2) or the stack (N = 3); private
	EvFirstToken                     // Seat took the first-player token
	EvPermitRefill                   // slot N refilled with Pips
	EvPermitShuffle                  // the discard pile (N tiles) became the stack
	EvBonusTaken                     // Seat took Bonus from slot N; private unless 2 VP
	EvBobbyTaken                     // Seat took the bobby
	EvBonusUsed                      // Seat used Bonus (out of the game)
	EvScore                          // Seat scored N points (Points is the new total)
	EvPermitPaid                     // Seat discarded a permit with Pips
	EvPaintPaid                      // Seat put a Tile in front of the screen
	EvSprayed                        // Seat sprayed Segment for N VP
	EvGraffitiDone                   // graffiti N is complete
	EvReserved                       // Seat put the reservation marker on Segment
	EvReserveBack                    // Seat's reservation marker came back from Segment
	EvPassed                         // Seat passed
	EvTurn                           // Seat is to play (extra turn when N = 1)
	EvRoundEnd                       // round N ended
	EvCansBack                       // Seat took N cans back
	EvKept                           // Seat kept N paint tiles behind the screen
	EvPaintBack                      // N tiles of kind Tile went back to the paint board from Seat
	EvBonusRefill                    // slot N refilled with Bonus
	EvBobbyBack                      // the bobby went back to the board from Seat
	EvRevealed                       // a permit with Pips was revealed (for a flip: set aside until the flips are made; for the block: discarded)
	EvNeutralFlip                    // Segment got a neutral tag
	EvNoFlip                         // nothing to flip for Pips (section all sprayed, or no neutral tag left)
	EvBlocked                        // variant 1: the blocking token is on section N
	EvRoundStart                     // round N starts
	EvFinalTiles                     // Seat scores N for tiles left
	EvFinalTags                      // Seat scores N for tags on complete graffiti
	EvGameOver                       // the game is over; winners are in the state
	EvKeepChosen                     // Seat chose what to keep; the choice stays secret until all have chosen
)

// Event is one thing that happened. Private events concern tiles behind
// Seat's screen: a table should show their details only to that seat.
//
// Its zero fields are left out of its JSON: an event names two or three
// of them, and a room's update carries its events to every connection
// (a reader gets the zeros back as they were).
type Event struct {
	Kind    EventKind `json:",omitempty"`
	Seat    int       `json:",omitempty"`
	Space   Space     `json:",omitempty"`
	Tile    Tile      `json:",omitempty"`
	Bonus   Bonus     `json:",omitempty"`
	Pips    int       `json:",omitempty"`
	Segment int       `json:",omitempty"`
	N       int       `json:",omitempty"`
	Points  int       `json:",omitempty"`
	Private bool      `json:",omitempty"`
}

func seatName(s *State, seat int) string {
	if seat == Neutral {
		return "neutral"
	}
	if seat >= 0 && seat < len(s.Players) {
		return s.Players[seat].Name
	}
	return "?"
}

// Text tells the event in English words for the log; for a private event
// the details are told only when viewer is its seat.
func (e Event) Text(s *State, viewer int) string {
	who := seatName(s, e.Seat)
	seg := func() string { return s.tunnel().Segments[e.Segment].Name }
	hidden := e.Private && viewer != e.Seat
	switch e.Kind {
	case EvCans:
		return fmt.Sprintf("%s puts %d can(s) on %s", who, e.N, e.Space)
	case EvPaintTaken:
		return fmt.Sprintf("%s takes a %s paint tile", who, tileWords[e.Tile])
	case EvPermitTaken:
		if hidden {
			return fmt.Sprintf("%s takes a permit from the stack", who)
		}
		return fmt.Sprintf("%s takes a permit with %d pips", who, e.Pips)
	case EvFirstToken:
		return fmt.Sprintf("%s takes the first-player token", who)
	case EvPermitRefill:
		return fmt.Sprintf("permit slot %d refilled with %d pips", e.N+1, e.Pips)
	case EvPermitShuffle:
		return fmt.Sprintf("the %d discarded permits are shuffled into a new stack", e.N)
	case EvBonusTaken:
		return fmt.Sprintf("%s takes the %s bonus", who, bonusWords[e.Bonus])
	case EvBobbyTaken:
		return fmt.Sprintf("%s takes the bobby", who)
	case EvBonusUsed:
		return fmt.Sprintf("%s uses the %s bonus", who, bonusWords[e.Bonus])
	case EvScore:
		return fmt.Sprintf("%s scores %d (now %d)", who, e.N, e.Points)
	case EvPermitPaid:
		return fmt.Sprintf("%s discards a permit with %d pips", who, e.Pips)
	case EvPaintPaid:
		return fmt.Sprintf("%s pays a %s tile", who, tileWords[e.Tile])
	case EvSprayed:
		return fmt.Sprintf("%s sprays %s for %d VP", who, seg(), e.N)
	case EvGraffitiDone:
		d := s.tunnel().Graffiti[e.N]
		pos := "lower"
		if d.Upper {
			pos = "upper"
		}
		return fmt.Sprintf("the %s graffiti of section %s is complete", pos, d.Section)
	case EvReserved:
		return fmt.Sprintf("%s reserves %s", who, seg())
	case EvReserveBack:
		return fmt.Sprintf("%s's reservation marker leaves %s", who, seg())
	case EvPassed:
		return fmt.Sprintf("%s passes", who)
	case EvTurn:
		if e.N == 1 {
			return fmt.Sprintf("%s takes an extra turn", who)
		}
		return fmt.Sprintf("%s to play", who)
	case EvRoundEnd:
		return fmt.Sprintf("round %d ends", e.N)
	case EvCansBack:
		return fmt.Sprintf("%s takes %d can(s) back", who, e.N)
	case EvKept:
		return fmt.Sprintf("%s keeps %d paint tile(s)", who, e.N)
	case EvPaintBack:
		return fmt.Sprintf("%d %s tile(s) go back to the paint board", e.N, tileWords[e.Tile])
	case EvBonusRefill:
		return fmt.Sprintf("bonus slot %d refilled with %s", e.N+1, bonusWords[e.Bonus])
	case EvBobbyBack:
		return fmt.Sprintf("the bobby goes back from %s", who)
	case EvRevealed:
		return fmt.Sprintf("a permit with %d pips is revealed", e.Pips)
	case EvNeutralFlip:
		return fmt.Sprintf("%s gets a neutral tag", seg())
	case EvNoFlip:
		return fmt.Sprintf("nothing to flip in section %s", Section(e.Pips-1))
	case EvBlocked:
		return fmt.Sprintf("section %s is blocked this round", Section(e.N))
	case EvRoundStart:
		return fmt.Sprintf("round %d starts", e.N)
	case EvFinalTiles:
		return fmt.Sprintf("%s scores %d for tiles left", who, e.N)
	case EvFinalTags:
		return fmt.Sprintf("%s scores %d for tags on complete graffiti", who, e.N)
	case EvGameOver:
		return "the game is over"
	case EvKeepChosen:
		return fmt.Sprintf("%s has chosen the paint tiles to keep", who)
	}
	return fmt.Sprintf("event %d", e.Kind)
}

package tagcity

import (
	"fmt"
	"strings"
)

// EventKind names what happened. The table animates events and the log
// tells them; each carries the facts it needs in a few plain fields.
type EventKind uint8

const (
	EvRoundStart  EventKind = iota // round N starts, Seat is the leader
	EvRolled                       // the leader (Seat) rolled the dice: Faces
	EvPlaced                       // the leader (Seat) placed a die showing Face on Section
	EvDieTaken                     // Seat took the die showing Face from Section
	EvTagged                       // Seat drew Shape (orientation Orient, box at Row, Col)
	EvDrone                        // Seat circled drone space N (value Value) to draw Shape
	EvBubble                       // Seat circled bubble N (value Value); the others cross it
	EvNoBubble                     // Seat checked social networks with no bubble left: no penalty
	EvFeature                      // Seat completed feature N and circled Value (High: the high value)
	EvFinalChosen                  // Seat chose what to do with the final die; the choice stays secret
	EvReveal                       // every final-die choice is revealed and takes effect (die showing Face on Section)
	EvLastRound                    // an end condition is met (N: the EndReason bits new now): this round is the last
	EvLeader                       // the leader pawn passes to Seat
	EvGameOver                     // the battle is over; winners are in the state
)

// Event is one thing that happened. Nothing in Tag City is private but
// the final-die choices, and those are told only by EvReveal's events.
type Event struct {
	Kind    EventKind
	Seat    int
	N       int
	Face    int
	Section int
	Shape   Shape
	Orient  int
	Row     int
	Col     int
	Value   int
	High    bool
	Faces   []int
}

func seatName(s *State, seat int) string {
	if seat >= 0 && seat < len(s.Taggers) {
		return s.Taggers[seat].Name
	}
	return "?"
}

// Text tells the event in English words for the log.
func (e Event) Text(s *State) string {
	who := seatName(s, e.Seat)
	switch e.Kind {
	case EvRoundStart:
		return fmt.Sprintf("round %d: %s leads", e.N, who)
	case EvRolled:
		parts := make([]string, len(e.Faces))
		for i, f := range e.Faces {
			parts[i] = fmt.Sprint(f)
		}
		return fmt.Sprintf("%s rolls %s", who, strings.Join(parts, ", "))
	case EvPlaced:
		return fmt.Sprintf("%s places the %d on section %s", who, e.Face, romanOf(e.Section))
	case EvDieTaken:
		return fmt.Sprintf("%s takes the %d from section %s", who, e.Face, romanOf(e.Section))
	case EvTagged:
		return fmt.Sprintf("%s tags a %s at %s", who, shapes[e.Shape].Name, cellName(e.Row, e.Col))
	case EvDrone:
		return fmt.Sprintf("%s uses a drone for a %s (%d)", who, shapes[e.Shape].Name, e.Value)
	case EvBubble:
		return fmt.Sprintf("%s checks social networks: bubble %d (%d)", who, e.N+1, e.Value)
	case EvNoBubble:
		return fmt.Sprintf("%s checks social networks: no bubble left, no penalty", who)
	case EvFeature:
		v := "low"
		if e.High {
			v = "high"
		}
		return fmt.Sprintf("%s completes %s: %s value %d", who, FeatureName(e.N), v, e.Value)
	case EvFinalChosen:
		return fmt.Sprintf("%s has chosen", who)
	case EvReveal:
		return fmt.Sprintf("the final die (%d on %s): every choice is revealed", e.Face, romanOf(e.Section))
	case EvLastRound:
		return "last round: " + EndReason(e.N).String()
	case EvLeader:
		return fmt.Sprintf("the leader pawn passes to %s", who)
	case EvGameOver:
		return "the battle is over"
	}
	return fmt.Sprintf("event %d", e.Kind)
}

func (e EndReason) String() string {
	var parts []string
	if e&EndHighs != 0 {
		parts = append(parts, "every high value is taken")
	}
	if e&EndBubbles != 0 {
		parts = append(parts, "all bubbles used")
	}
	if e&EndDrones != 0 {
		parts = append(parts, "a drone remote is full")
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

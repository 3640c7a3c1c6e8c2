package scenes

import (
	"fmt"
	"strings"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/scenes/words"
)

// Seat says who plays a seat: a person at the device, or a bot of a level.
type Seat struct {
	Bot   bool
	Level bot.Level
}

// seatChoices are the set-up's choices for a seat, in the order a tap
// cycles through them.
var seatChoices = []Seat{{}, {true, bot.Easy}, {true, bot.Medium}, {true, bot.Hard}}

// key is the seat's label in the catalogue of words.
func (s Seat) key() words.Word {
	if !s.Bot {
		return words.SeatPerson
	}
	return levelWords[s.Level]
}

// levelWords names each bot level on the seat button, by level.
var levelWords = [...]words.Word{bot.Random: words.SeatRandom, bot.Easy: words.SeatEasy, bot.Medium: words.SeatMedium, bot.Hard: words.SeatHard}

// next is the choice after s on the set-up.
func (s Seat) Next() Seat {
	for i, c := range seatChoices {
		if c == s {
			return seatChoices[(i+1)%len(seatChoices)]
		}
	}
	return seatChoices[0]
}

// seatsToSave writes the seats as the save keeps them: "" for a person,
// the level's name for a bot. All people save as nothing, so the saves
// of games without bots read as before.
func SeatsToSave(seats []Seat) []string {
	var out []string
	anyBot := false
	for _, s := range seats {
		name := ""
		if s.Bot {
			name, anyBot = s.Level.String(), true
		}
		out = append(out, name)
	}
	if !anyBot {
		return nil
	}
	return out
}

// seatsFromSave reads the seats of a save with n players.
func SeatsFromSave(saved []string, n int) ([]Seat, error) {
	seats := make([]Seat, n)
	if saved == nil {
		return seats, nil
	}
	if len(saved) != n {
		return nil, fmt.Errorf("%d seats for %d players", len(saved), n)
	}
	for i, name := range saved {
		if err := seats[i].parse(name); err != nil {
			return nil, err
		}
	}
	return seats, nil
}

// parse reads a seat's name: "" or "person" for a person, else a bot's
// level.
func (s *Seat) parse(name string) error {
	name = strings.TrimSpace(name)
	if name == "" || strings.EqualFold(name, "person") {
		*s = Seat{}
		return nil
	}
	l, err := bot.ParseLevel(name)
	if err != nil {
		return err
	}
	*s = Seat{Bot: true, Level: l}
	return nil
}

// people counts the seats a person plays.
func People(seats []Seat) int {
	n := 0
	for _, s := range seats {
		if !s.Bot {
			n++
		}
	}
	return n
}

// firstPerson is the first seat a person plays, or game.Nobody.
func firstPerson(seats []Seat) int {
	for i, s := range seats {
		if !s.Bot {
			return i
		}
	}
	return game.Nobody
}

// ParseSeats reads who plays each of n seats from a comma-separated list
// ("person,hard"); seats not listed are people.
func ParseSeats(list string, n int) ([]Seat, error) {
	seats := make([]Seat, n)
	if strings.TrimSpace(list) == "" {
		return seats, nil
	}
	names := strings.Split(list, ",")
	if len(names) > n {
		return nil, fmt.Errorf("%d seats listed for %d players", len(names), n)
	}
	for i, name := range names {
		if err := seats[i].parse(name); err != nil {
			return nil, err
		}
	}
	return seats, nil
}

// joinNames lists names: "Ana", "Ana & Ben".
func JoinNames(names []string) string {
	out := ""
	for i, n := range names {
		if i > 0 {
			out += " & "
		}
		out += n
	}
	return out
}

// seatLabel is how the strips and the set-up name who plays a seat.
func (a *App) SeatLabel(s Seat) string { return a.T(s.key()) }

// newBotSeed seeds a new table's bots: App.BotSeed when set, else the
// system's random source, like a new game's deal.
func (a *App) NewBotSeed() uint64 {
	if a.BotSeed != 0 {
		return a.BotSeed
	}
	return FreshSeed()
}

package scenes

import (
	"fmt"
	"strings"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/scenes/words"
)

// Seat says who plays a seat: a person at the device, or a bot of a level;
// in a room, Away: a person on a phone of their own, or a bot the host
// runs. Nobody at this device acts for an away seat: the table waits for
// its session to tell what was played.
type Seat struct {
	Bot   bool
	Level bot.Level
	Away  bool
	// Apart: away on a device of its own that never shows this screen
	// (a room's far seat sees only its own player's table).
	Apart bool
	// Replayed: a step of a game played before (a room's replay):
	// nobody plays the seat now, so the table says what the step did,
	// never that it waits for a phone or a bot (live words).
	Replayed bool
	// Scripted: a lesson's seat, whose moves the lesson plays (Away and
	// Bot too, so a table waits for them as for a room's bot).
	Scripted bool
}

// seatChoices are the set-up's choices for a seat, in the order a tap
// cycles through them.
var seatChoices = []Seat{{}, {Bot: true, Level: bot.Easy}, {Bot: true, Level: bot.Medium}, {Bot: true, Level: bot.Hard}}

// OnPhone: a person of a room playing on a phone of their own, whose
// turn the table shows as theirs, not as a bot's thinking.
func (s Seat) OnPhone() bool { return s.Away && !s.Bot }

// key is the seat's label in the catalogue of words.
func (s Seat) key() words.Word {
	switch {
	case s.Scripted:
		return words.SeatLesson
	case s.Bot:
		return levelWords[s.Level] // a room's bot, on its host, too
	case s.Away:
		return words.SeatPhone
	}
	return words.SeatPerson
}

// levelWords names each bot level on the seat button, by level.
var levelWords = [...]words.Word{bot.Random: words.SeatRandom, bot.Easy: words.SeatEasy, bot.Medium: words.SeatMedium, bot.Hard: words.SeatHard}

// NextIn is the choice after s on the set-up; where rooms can be opened,
// a person's seat may also be on a phone (after the person at this
// device, before the bots).
func (s Seat) NextIn(rooms bool) Seat {
	choices := seatChoices
	if rooms {
		choices = append([]Seat{{}, {Away: true}}, seatChoices[1:]...)
	}
	for i, c := range choices {
		if c == s {
			return choices[(i+1)%len(choices)]
		}
	}
	return choices[0]
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

// People counts the seats people play: at this device, and, in a room,
// on their own phones. Those see this screen too, around the café's
// table: a seat played here shows its secrets behind the curtain as soon
// as anyone else plays, here or on a phone. People apart (a far seat's
// rivals, on devices of their own) never see this screen: not counted.
func People(seats []Seat) int {
	n := 0
	for _, s := range seats {
		if !s.Bot && !s.Apart {
			n++
		}
	}
	return n
}

// firstPerson is the first seat a person plays who sees this screen, or
// game.Nobody.
func firstPerson(seats []Seat) int {
	for i, s := range seats {
		if !s.Bot && !s.Apart {
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

// WinnersLine says who won: "Ana wins!", or a shared victory when
// several did (a game whose tie-break left a tie).
func WinnersLine(a *App, names []string) string {
	if len(names) == 1 {
		return a.T(words.Winner, names[0])
	}
	return a.T(words.SharedWin, JoinNames(names))
}

// JoinNames lists names: "Ana", "Ana & Ben".
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

package room

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes"
)

// Opener is the app's OpenRoom for the host whose rooms are at url: it
// asks the host for a room of the game set up and shows its table
// screen, its QR code giving the page's join address. An open room is
// listed on the host's lobby in the table's language; a room with a
// clock has the host's bot play a turn let pass.
func Opener(url string) func(a *scenes.App, box scenes.Box, names []string, seats []scenes.Seat, variants []string, choice scenes.RoomChoice) scenes.Scene {
	return func(a *scenes.App, box scenes.Box, names []string, seats []scenes.Seat, variants []string, choice scenes.RoomChoice) scenes.Scene {
		kinds := make([]string, len(seats))
		var here []int
		for i, s := range seats {
			kinds[i] = wire.Person
			switch {
			case s.Bot:
				kinds[i] = s.Level.String()
			case !s.Away:
				here = append(here, i) // a person at this screen: hot-seat, with the curtain
			}
		}
		req := wire.Request{Type: wire.ReqCreate, Game: box.Rules().Name(), Seats: kinds, Names: names, Variants: variants, Open: choice.Open, Lang: a.Lang().Tag(), Clock: int(choice.Clock / time.Second)}
		t := NewTable(nil, box, Open(url, req, "", ""), storeKeeper{a, tableFile})
		t.url, t.here = url, here
		return t
	}
}

// tableFile is where a table screen keeps its room's owner token.
func tableFile(code string) string { return "room-" + code + ".table" }

// heldFile is where a table screen keeps the tokens of the seats it
// plays itself, hot-seat: a line "SEAT TOKEN" each.
func heldFile(code string) string { return "room-" + code + ".here" }

// NewScreen is a room's table screen again after its reload (?table=
// CODE): its owner token kept, back as the room's table, and back in the
// seats it played itself; without it, as a spectator, the board without
// secrets all the same.
func NewScreen(a *scenes.App, shelf []scenes.Box, url, code string) *Table {
	code = wire.NormalCode(code)
	token, _ := a.Store.Load(tableFile(code))
	first := wire.Request{Type: wire.ReqWatch, Room: code}
	t := NewTable(shelf, nil, Open(url, first, code, string(token)), storeKeeper{a, tableFile})
	t.url = url
	if len(token) > 0 {
		held, _ := a.Store.Load(heldFile(code))
		t.rehold = readHeld(string(held))
	}
	return t
}

// readHeld reads a heldFile: the seats and their tokens.
func readHeld(s string) map[int]string {
	out := map[int]string{}
	for _, line := range strings.Split(s, "\n") {
		seat, token, ok := strings.Cut(line, " ")
		if n, err := strconv.Atoi(seat); ok && err == nil && token != "" {
			out[n] = token
		}
	}
	return out
}

// writeHeld is a heldFile's text.
func writeHeld(tokens map[int]string) string {
	var b strings.Builder
	for seat, token := range tokens {
		fmt.Fprintf(&b, "%d %s\n", seat, token)
	}
	return b.String()
}

// tokenFile is where a phone keeps its seat's token for room code (the
// browser's local storage, a desktop's config folder): a reload goes
// back to the seat.
func tokenFile(code string) string { return "room-" + code + ".token" }

// NewPhone is the hand page of room code on a phone that opened the
// room's join address, with its invitation when the address had one (the
// QR code's): back to its seat when it kept a token.
func NewPhone(a *scenes.App, shelf []scenes.Box, url, code, invite string) *Hand {
	code = wire.NormalCode(code)
	token, _ := a.Store.Load(tokenFile(code))
	return NewHand(shelf, url, code, invite, string(token), mineKeeper{storeKeeper{a, tokenFile}, url})
}

// Keeper keeps a seat's token across reloads.
type Keeper interface {
	Keep(room, token string)
	Forget(room string)
}

// storeKeeper keeps tokens in the app's store, a room's in file(code).
type storeKeeper struct {
	a    *scenes.App
	file func(code string) string
}

func (k storeKeeper) Keep(room, token string) {
	if err := k.a.Store.Save(k.file(room), []byte(token)); err != nil {
		k.a.StoreFailed(err)
	}
}

// KeepHeld keeps the tokens of the seats a table screen plays itself.
func (k storeKeeper) KeepHeld(room string, tokens map[int]string) {
	if err := k.a.Store.Save(heldFile(room), []byte(writeHeld(tokens))); err != nil {
		k.a.StoreFailed(err)
	}
}

func (k storeKeeper) Forget(room string) {
	if err := k.a.Store.Delete(k.file(room)); err != nil {
		k.a.StoreFailed(err)
	}
}

// boxNamed is the game of shelf a host names, its box put in box (nil
// for none: a host of games this program has not).
func boxNamed(shelf []scenes.Box, name string, box *scenes.Box) game.Game {
	i, err := scenes.FindBox(shelf, name)
	if err != nil || name == "" {
		return nil
	}
	*box = shelf[i]
	return shelf[i].Rules()
}

package scenes

// MyGames is the title's way to the games this device sits in, on any
// host it has joined: the rooms' screens (scenes/room) keep them and
// list them, and tell the title through this, since they import the
// shell and it cannot import them.
type MyGames interface {
	// Entry is the title's button for them: its label, and whether one
	// of them waits for this device's move (the button is lit); "" when
	// the device keeps none, and the title shows no button.
	Entry(a *App) (label string, yourTurn bool)
	// Open is the screen that lists them.
	Open(a *App) Scene
}

// myGames is the title's My games, once the rooms' screens are built in.
var myGames MyGames

// ListMyGames gives the title its My games.
func ListMyGames(m MyGames) { myGames = m }

// Shelf is the app's games, for the screens that find a game by its
// name outside a table (My games).
func (a *App) Shelf() []Box { return a.shelf }

// openMineUpright opens the app on My games instead of its title when
// it starts on a phone held upright and the device sits in games: the
// title is a wide screen (the page asks to turn the phone for it), the
// list is upright, and a phone's player who opens the page again, days
// later, comes back for their games. Its Title button leads on to the
// title.
func (a *App) openMineUpright() {
	if _, onTitle := a.Cur.(*Title); !onTitle || a.Next != nil || myGames == nil || a.window[0] == 0 || a.Wide() {
		return
	}
	if label, _ := myGames.Entry(a); label != "" {
		a.Cur = myGames.Open(a)
	}
}

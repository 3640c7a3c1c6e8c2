package room

import (
	"context"
	"errors"
	"image/color"
	"strings"
	"time"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// The title's My games (scenes.MyGames), once this package is built in:
// the title cannot import the rooms' screens.
func init() { scenes.ListMyGames(myGamesEntry{}) }

type myGamesEntry struct{}

// Entry is the title's button: My games, with how many wait for this
// device's move as last heard.
func (myGamesEntry) Entry(a *scenes.App) (string, bool) {
	all := loadMine(a.Store)
	if len(all) == 0 {
		return "", false
	}
	n := 0
	for _, k := range all {
		if k.Mine() {
			n++
		}
	}
	if n > 0 {
		return a.T(MyGamesToPlay, n), true
	}
	return a.T(MyGames), false
}

func (myGamesEntry) Open(a *scenes.App) scenes.Scene { return NewMyGames(a) }

// MyGamesScreen lists the games this device sits in, on any host it has
// joined: each game, who plays it, whose turn it is or how it ended, as
// its host says now (asked for each seat's status, wire.SeatPath,
// without joining the room). Play goes back to the seat with its token;
// a finished game's Result opens its watch page, the final scoring and
// its replay; Forget drops a finished game, or one its host has no more.
// On a window taller than wide it is laid out upright, for a phone.
type MyGamesScreen struct {
	shelf []scenes.Box
	all   []Kept
	// heard is what the host last said of each game this visit, by
	// its index in all: asking, heard, unreached.
	heard   []reach
	answers chan answer
	askedAt int // the tick the hosts were last asked (-1: never)
	page    int
	upright bool // laid out upright: the window is taller than wide
	buttons []mineButton
}

// reach is what this visit knows of a game's host.
type reach int

const (
	asking    reach = iota // asked, no answer yet
	heard                  // answered: the game is as the list says
	unreached              // no answer: the list says what was last heard
)

// answer is a host's answer for one game.
type answer struct {
	k   Kept
	st  wire.SeatStatus
	err error
}

// mineButton is a button of the screen, with what a tap on it does.
type mineButton struct {
	b    ui.Button
	size float64
	do   func(a *scenes.App)
}

// askEvery is how often the hosts are asked again while the list is on
// screen: a minute's ticks.
const askEvery = 3600

// NewMyGames is the list of the device's games.
func NewMyGames(a *scenes.App) *MyGamesScreen {
	return &MyGamesScreen{shelf: a.Shelf(), askedAt: -1, upright: !a.Wide()}
}

// Portrait: on a window taller than wide (a phone) the list is upright.
func (m *MyGamesScreen) Portrait() bool { return m.upright }

// AnyTapAt: the magnifier stays away from the upright list, whose
// buttons are a finger's.
func (m *MyGamesScreen) AnyTapAt(*scenes.App, ui.Point) bool { return m.upright }

// ask asks each game's host how it stands, a host at a time per host
// (its answers in order), the hosts side by side.
func (m *MyGamesScreen) ask(a *scenes.App) {
	m.all = loadMine(a.Store)
	m.heard = make([]reach, len(m.all))
	m.answers = make(chan answer, len(m.all))
	m.askedAt = a.Tick
	byHost := map[string][]Kept{}
	for i, k := range m.all {
		if k.Gone {
			m.heard[i] = heard
			continue
		}
		byHost[k.URL] = append(byHost[k.URL], k)
	}
	for _, ks := range byHost {
		go func(out chan<- answer) {
			for _, k := range ks {
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				st, err := wire.AskSeat(ctx, k.URL, k.Room, k.Token)
				cancel()
				out <- answer{k, st, err}
				scenes.Stir() // the screen wakes from its rest to show it
			}
		}(m.answers)
	}
}

// took keeps what a host answered: the game as it stands, or gone for
// good (no room, a seat freed), or unreached (the list keeps what it
// last heard).
func (m *MyGamesScreen) took(a *scenes.App, ans answer) {
	i := -1
	for j, k := range m.all {
		if k.same(ans.k) {
			i = j
		}
	}
	if i < 0 {
		return // forgotten meanwhile
	}
	k := m.all[i]
	switch {
	case ans.err == nil:
		k = k.heard(ans.st, time.Now())
	case errors.Is(ans.err, wire.ErrNoRoom), errors.Is(ans.err, wire.ErrNotSeat):
		k.Gone = true
	default:
		m.heard[i] = unreached
		return
	}
	m.all[i], m.heard[i] = k, heard
	keepMine(a, k)
}

// Update takes the hosts' answers and the taps.
func (m *MyGamesScreen) Update(a *scenes.App) error {
	m.upright = !a.Wide()
	if m.askedAt < 0 || a.Tick-m.askedAt >= askEvery {
		m.ask(a)
	}
	for more := true; more; {
		select {
		case ans := <-m.answers:
			m.took(a, ans)
		default:
			more = false
		}
	}
	m.layout(a)
	in := a.Input()
	for _, b := range m.buttons {
		if b.b.Enabled && b.b.Hit(in) {
			b.do(a)
			break
		}
	}
	return nil
}

// open goes to game k: its seat, or, over, its watch page (the final
// scoring and the replay).
func (m *MyGamesScreen) open(a *scenes.App, k Kept) {
	if k.Over() {
		a.Goto(NewWatch(m.shelf, k.URL, k.Room))
		return
	}
	showSeat(k.Room)
	a.Goto(NewHand(m.shelf, k.URL, k.Room, "", k.Token, mineKeeper{storeKeeper{a, tokenFile}, k.URL}))
}

// forget drops game k from the device, its token with it; the title
// again once none is left.
func (m *MyGamesScreen) forget(a *scenes.App, k Kept) {
	forgetMine(a, k.URL, k.Room)
	if err := a.Store.Delete(tokenFile(k.Room)); err != nil {
		a.StoreFailed(err)
	}
	for i := range m.all {
		if m.all[i].same(k) {
			m.all = append(m.all[:i], m.all[i+1:]...)
			m.heard = append(m.heard[:i], m.heard[i+1:]...)
			break
		}
	}
	if len(m.all) == 0 {
		a.Goto(scenes.NewTitle(a))
	}
}

// The list's measures: wide, a row of cards under the heading and the
// bar at the foot; upright, taller cards with their buttons under their
// words, and the bar's buttons a finger's.
type mineLayout struct {
	cardX, cardW, top, cardH, gap float64
	barY, barH                    float64
	rows                          int
}

func (m *MyGamesScreen) measures(a *scenes.App) mineLayout {
	w, h := a.Logical()
	if !m.upright {
		return mineLayout{cardX: 140, cardW: w - 280, top: 116, cardH: 88, gap: 10, barY: h - 76, barH: 56, rows: 5}
	}
	l := mineLayout{cardX: 24, cardW: w - 48, top: 150, cardH: 226, gap: 16, barY: h - 120, barH: 96}
	l.rows = max(1, int((l.barY-24-l.top+l.gap)/(l.cardH+l.gap)))
	return l
}

// pages is how many pages the list takes.
func (m *MyGamesScreen) pages(l mineLayout) int { return max(1, (len(m.all)+l.rows-1)/l.rows) }

// layout places the buttons: each card's Play (or Result) and Forget,
// the title, and the pages' when the list is longer than a page.
func (m *MyGamesScreen) layout(a *scenes.App) {
	m.buttons = m.buttons[:0]
	l := m.measures(a)
	m.page = min(m.page, m.pages(l)-1)
	for row := range l.rows {
		i := m.page*l.rows + row
		if i >= len(m.all) {
			break
		}
		k := m.all[i]
		open, forget := m.cardButtons(l, row)
		switch {
		case k.Gone:
		case k.Over():
			m.button(open, a.T(MineResult), sprites.Gold, func(a *scenes.App) { m.open(a, k) })
		default:
			accent := sprites.NeonCyan
			if k.Mine() {
				accent = sprites.NeonPink
			}
			m.button(open, a.T(MineOpen), accent, func(a *scenes.App) { m.open(a, k) })
		}
		if k.Gone || k.Over() {
			m.button(forget, a.T(MineForget), sprites.NeonAmber, func(a *scenes.App) { m.forget(a, k) })
		}
	}
	w, _ := a.Logical()
	bw := 220.0
	if m.upright {
		bw = 230
	}
	m.button(ui.Rect{X: l.cardX, Y: l.barY, W: bw, H: l.barH}, a.T(words.ToTitle), sprites.NeonCyan, func(a *scenes.App) { a.Goto(scenes.NewTitle(a)) })
	if n := m.pages(l); n > 1 {
		right := l.cardX + l.cardW
		next := ui.Rect{X: right - bw, Y: l.barY, W: bw, H: l.barH}
		prev := ui.Rect{X: next.X - bw - 12, Y: l.barY, W: bw, H: l.barH}
		if m.upright {
			prev.X = w/2 - bw/2 // between Title and Next
		}
		m.button(prev, a.T(words.RulesPrev), sprites.Steel, func(*scenes.App) { m.page = (m.page + n - 1) % n })
		m.button(next, a.T(words.RulesNext), sprites.Steel, func(*scenes.App) { m.page = (m.page + 1) % n })
	}
}

// card is row's card on the page.
func (l mineLayout) card(row int) ui.Rect {
	return ui.Rect{X: l.cardX, Y: l.top + float64(row)*(l.cardH+l.gap), W: l.cardW, H: l.cardH}
}

// cardButtons are where row's Play (or Result) and Forget lie: at the
// card's right, wide; along its foot, upright.
func (m *MyGamesScreen) cardButtons(l mineLayout, row int) (open, forget ui.Rect) {
	c := l.card(row)
	if !m.upright {
		forget = ui.Rect{X: c.X + c.W - 172, Y: c.Y + 16, W: 156, H: c.H - 32}
		open = ui.Rect{X: forget.X - 184, Y: forget.Y, W: 172, H: forget.H}
		return open, forget
	}
	half := (c.W - 48) / 2
	open = ui.Rect{X: c.X + 16, Y: c.Y + c.H - 88, W: half, H: 72}
	forget = ui.Rect{X: open.X + half + 16, Y: open.Y, W: half, H: 72}
	return open, forget
}

// button places a button, with what a tap on it does.
func (m *MyGamesScreen) button(r ui.Rect, label string, c color.RGBA, do func(*scenes.App)) {
	size := 24.0
	if m.upright {
		size = 30
	}
	for size > 14 && ui.TextWidth(label, size, ui.Bold) > r.W-16 {
		size--
	}
	m.buttons = append(m.buttons, mineButton{b: ui.Button{R: r, Label: label, Enabled: true, Accent: c}, size: size, do: do})
}

// Draw draws the list.
func (m *MyGamesScreen) Draw(d *scenes.Draw) {
	a := d.App
	m.layout(a)
	scenes.Background(d, 0.7)
	w, _ := a.Logical()
	l := m.measures(a)
	head := 56.0
	if m.upright {
		head = 80
	}
	d.Text(a.T(MyGames), w/2, l.top/2, head, ui.Display, ui.Center, sprites.NeonPink, 1)
	for row := range l.rows {
		if i := m.page*l.rows + row; i < len(m.all) {
			m.drawCard(d, l.card(row), m.all[i], m.heard[i])
		}
	}
	for i := range m.buttons {
		d.Button(&m.buttons[i].b, m.buttons[i].size)
	}
	if n := m.pages(l); n > 1 {
		x, y := l.cardX+l.cardW-2*220-24-12, l.barY+l.barH/2
		if m.upright {
			x, y = w/2, l.barY-20
		}
		d.Text(a.T(MinePage, m.page+1, n), x, y, 20, ui.Bold, ui.Center, sprites.Chalk, 0.8)
	}
}

// drawCard draws game k on card c: the game and whose turn it is (or
// how it ended) on its first line, who plays it and its room on the
// next; upright, the turn on a line of its own above the buttons.
func (m *MyGamesScreen) drawCard(d *scenes.Draw, c ui.Rect, k Kept, r reach) {
	a := d.App
	status, col := m.status(a, k, r)
	d.Fill(c, 14, sprites.Ink, 0.88)
	d.Stroke(c, 14, 3, col, 0.9)
	title := k.Game
	if i, err := scenes.FindBox(m.shelf, k.Game); err == nil {
		title = m.shelf[i].Rules().Title()
	}
	var names []string
	for i, n := range k.Names {
		if i == k.Seat {
			n = a.T(MineYou, n)
		}
		names = append(names, n)
	}
	who := strings.Join(names, " · ")
	room := a.T(Code, k.Room)
	left := c.X + 20
	if !m.upright {
		open, _ := m.cardButtons(m.measures(a), 0)
		right := open.X - 20 // the words keep clear of the card's buttons
		w := right - left
		d.Text(ui.Fit(title, 28, ui.Display, w*0.45), left, c.Y+30, 28, ui.Display, ui.Left, sprites.NeonPink, 1)
		d.Text(ui.Fit(status, 22, ui.Bold, w*0.55-12), right, c.Y+30, 22, ui.Bold, ui.Right, col, 1)
		d.Text(ui.Fit(who, 20, ui.Body, w*0.7), left, c.Y+64, 20, ui.Body, ui.Left, sprites.Chalk, 0.9)
		d.Text(ui.Fit(room, 18, ui.Bold, w*0.3-12), right, c.Y+64, 18, ui.Bold, ui.Right, sprites.Steel, 1)
		return
	}
	right := c.X + c.W - 20
	w := right - left
	d.Text(ui.Fit(title, 36, ui.Display, w*0.6), left, c.Y+38, 36, ui.Display, ui.Left, sprites.NeonPink, 1)
	d.Text(ui.Fit(room, 22, ui.Bold, w*0.4-12), right, c.Y+38, 22, ui.Bold, ui.Right, sprites.Steel, 1)
	d.Text(ui.Fit(who, 24, ui.Body, w), left, c.Y+76, 24, ui.Body, ui.Left, sprites.Chalk, 0.9)
	d.Text(ui.Fit(status, 28, ui.Bold, w), left, c.Y+112, 28, ui.Bold, ui.Left, col, 1)
}

// status says whose turn it is in k, or how it ended, and its colour:
// the device's turn lit, a result in gold; a host not reached says so
// beside what was last heard.
func (m *MyGamesScreen) status(a *scenes.App, k Kept, r reach) (string, color.RGBA) {
	name := func(seat int) string {
		if seat >= 0 && seat < len(k.Names) {
			return k.Names[seat]
		}
		return "?"
	}
	var s string
	c := sprites.NeonCyan
	switch {
	case k.Gone:
		return a.T(MineGone), sprites.NeonAmber
	case k.Over():
		var won []string
		for _, w := range k.Result.Winners {
			won = append(won, name(w))
		}
		s, c = a.T(Over)+" · "+a.T(Wins, strings.Join(won, " & ")), sprites.Gold
	case k.Mine():
		s, c = a.T(YourTurn), sprites.NeonPink
	case k.ToAct == game.Nobody:
		s = ""
	default:
		s = a.T(ToPlay, name(k.ToAct))
	}
	switch r {
	case asking:
		if k.Seen == 0 {
			return a.T(MineAsking), sprites.Steel
		}
	case unreached:
		s += " (" + a.T(MineUnreached) + ")"
	}
	return s, c
}

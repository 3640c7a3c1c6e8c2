package room

import (
	"image/color"
	"math/rand/v2"
	"slices"
	"strings"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes"
	"graffiti/scenes/sound"
	"graffiti/scenes/ui"
	"graffiti/sprites"
)

// The hand is laid out for a phone held upright: 720 wide, 1280 tall.
const (
	HandW = 720
	HandH = 1280
)

// Hand is a seat's page on its player's device. Before it holds a seat it
// lists the room's seats to choose from; then, upright, it draws the
// seat's own table recomposed (drawn.go, upright.go), or, on List, what
// only that seat sees in words, the scores, whose turn it is and its
// legal moves chosen a word at a time; in a wide window (a far seat) the
// game's whole table.
type Hand struct {
	shelf []scenes.Box
	box   scenes.Box // the room's game, once the host has named it
	url   string     // the rooms' address
	code  string
	link  *Link
	sess  *Remote
	keep  Keeper // the seat's token, kept for a reload
	noted Kept   // the seat as the device's games last kept it (mine.go)
	// invite is the room's invitation, from the join link (the QR
	// code's): without it a claim waits for the table.
	invite string
	denied string // the table's refusal of a claim, said on the seats
	kept   bool   // the token of the seat held is kept
	leave  int    // the tick Leave was first tapped (a second tap within leaveTicks leaves), or -1

	legal     []string // the legal actions of the seat's stand-in, when it is to act
	legalAt   int      // the actions count legal is for (-1: none)
	chosen    []string // the words of the move chosen so far
	page      int      // of the choices at this step
	sent      int      // the actions count an action was sent at (-1: none)
	sentAt    int      // the host's refusals when it was sent
	wasMyTurn bool
	buttons   []handButton
	// board is the game's own table, drawn from the seat's view, when the
	// page is wider than tall (a far seat: a laptop, a tablet on its side,
	// a desktop's -room): played by the table's taps; wide says it is.
	board scenes.Scene
	wide  bool
	// up is the table recomposed upright (upright.go): how a seat plays
	// on a phone held upright, unless list asks for the words instead.
	up      *upright
	list    bool
	upActs  int           // the actions count when the zoomed view was opened
	app     *scenes.App   // the app, for NextTap's autoplayer
	players scenes.Player // NextTap's taps on the table
	// planned is the autoplayer's tap not given yet (the page zooms to
	// it first), at the actions count plannedAt.
	planned   *ui.Point
	plannedAt int
	pick      *rand.Rand // NextTap's choices (drive.go)
	since     sinceCard  // what the others did, told when the turn comes (since.go)
	finger    fingerNote // a refusal, told where the finger was (finger.go)
	// seatsShown: the room's seats were drawn to choose from, once;
	// handShown: the seat's hand was drawn, once.
	seatsShown, handShown bool
	// tally is the scoring the table went to at the game's end, drawn
	// upright (tally.go).
	tally scenes.Tallied
	// end is a far seat's scoring, drawn within the page with the
	// room's rematch over it, at rematchAt (rematch.go).
	end       scenes.Scene
	rematchAt ui.Rect
}

// handButton is a button of the page, with what a tap on it does.
type handButton struct {
	b    ui.Button
	kind buttonKind
	size float64 // of its label
	do   func(a *scenes.App)
}

// buttonKind is what a button of the hand is for.
type buttonKind int

const (
	seatButton   buttonKind = iota // a seat to take
	wordButton                     // the next word of the move
	backButton                     // the last word taken back
	moreButton                     // the next page of words
	playButton                     // the whole move, played
	leaveButton                    // the seat given up (a second tap)
	laterButton                    // the page left for My games, the seat kept (beside Leave's second tap)
	listButton                     // the words instead of the drawn table, or back
	replayButton                   // the game over: its replay, on the watch page
	titleButton                    // the game over: the title, the room left
)

// Portrait: the app lays this page out upright, but for a far seat's
// table.
func (h *Hand) Portrait() bool { return !h.far() }

// far tells whether the page plays its seat on the game's whole table.
func (h *Hand) far() bool { return h.wide && h.seated() }

// drawn tells whether the page plays its seat on its table recomposed
// upright (not the list of words).
func (h *Hand) drawn() bool { return !h.wide && !h.list && h.seated() }

// seated: the page holds a seat of a game it knows.
func (h *Hand) seated() bool {
	return h.box != nil && h.sess.Welcomed() && h.sess.Seat() != game.Nobody
}

// AnyTapAt: the app's magnifier stays away from the upright page, laid
// out for fingers (the drawn table zooms its parts itself), and from a
// far seat's table where the table says so.
func (h *Hand) AnyTapAt(a *scenes.App, p ui.Point) bool {
	return !h.far() || boardTapsAt(h.board, a, p)
}

// boardTapsAt tells whether the game's table answers a tap anywhere at p
// (a curtain lifted, an animation skipped), where the table says so.
func boardTapsAt(board scenes.Scene, a *scenes.App, p ui.Point) bool {
	t, ok := board.(interface {
		AnyTapAt(*scenes.App, ui.Point) bool
	})
	return ok && t.AnyTapAt(a, p)
}

// NewHand opens a room's page on a phone: with a token kept from before
// (a reload) it goes back to its seat; without, it watches the room to
// list its seats. keep keeps a seat's token once the host gives one.
func NewHand(shelf []scenes.Box, url, code, invite, token string, keep Keeper) *Hand {
	h := &Hand{shelf: shelf, url: url, code: code, invite: invite, keep: keep, legalAt: -1, sent: -1, leave: -1}
	first := wire.Request{Type: wire.ReqWatch, Room: code}
	if seat, ok := wire.EarlyClaim(); ok && invite != "" {
		// The page's loader claimed the seat tapped on its list: the
		// game takes that claim up, answered already, as its own (the
		// token the loader kept from its answer is that claim's).
		first, token = wire.Request{Type: wire.ReqClaim, Room: code, Invite: invite, Seat: &seat}, ""
	}
	h.open(first, token)
	return h
}

func (h *Hand) open(first wire.Request, token string) {
	if h.link != nil {
		h.link.Close()
	}
	h.link = openLink(h.url, first, h.code, token, true)
	h.sess = NewRemote(nil, h.find, h.link)
	h.board, h.planned, h.players = nil, nil, nil
	h.legal, h.legalAt, h.chosen, h.page, h.sent = nil, -1, nil, 0, -1
	h.since, h.finger = sinceCard{}, fingerNote{} // a new session counts its refusals anew
}

// find is the game of the shelf the host names, and keeps its box.
func (h *Hand) find(name string) game.Game { return boxNamed(h.shelf, name, &h.box) }

// Session is the room's game as the page holds it.
func (h *Hand) Session() *Remote { return h.sess }

// claim takes seat: a connection of its own, bound by the claim.
func (h *Hand) claim(seat int) {
	h.denied = "" // an earlier refusal is not this claim's
	h.open(wire.Request{Type: wire.ReqClaim, Room: h.code, Invite: h.invite, Seat: &seat}, "")
}

// Update takes what came, tells the player when their turn comes, and
// answers taps.
func (h *Hand) Update(a *scenes.App) error {
	if h.sess.Pump() && h.up != nil {
		h.up.stale = true // the game moved: the table's picture is drawn again
	}
	if h.toRematch(a) {
		return nil
	}
	if room, token := h.link.Credentials(); token != "" && h.sess.Seat() != game.Nobody && !h.kept {
		h.keep.Keep(room, token)
		h.kept = true // once is enough; a reload reads it back
	}
	h.noteMine(a)
	_, token := h.link.Credentials()
	if !h.sess.Welcomed() && h.sess.code == wire.CodeDenied {
		// The table did not let this claim in: back to the seats, which
		// say so.
		h.denied = h.sess.RefusalIn(a.Lang(), h.box)
		h.open(wire.Request{Type: wire.ReqWatch, Room: h.code}, "")
		return nil
	}
	if h.sess.Gone() || (token != "" && !h.sess.Welcomed() && h.sess.Refused() > 0 && !h.sess.Outdated()) {
		// The seat was freed, left, or its token works no more (a
		// reload after that): back to the seats, the token forgotten.
		// A host of another protocol version says to reload the page
		// (its reason shows): the token is kept for the page reloaded.
		h.keep.Forget(h.code)
		h.kept = false
		h.open(wire.Request{Type: wire.ReqWatch, Room: h.code}, "")
		return nil
	}
	if h.sent >= 0 && h.sess.Refused() > h.sentAt {
		h.sent = -1 // refused (the reason shows): the move is the player's again
	}
	if h.box != nil && h.sess.Welcomed() && h.sess.Seat() == game.Nobody {
		// The seat chosen on the page while the game downloaded, taken
		// if it is still free (else the seats show who has it).
		if seat, seats := scenes.SeatChosen(), h.sess.RoomSeats(); seat >= 0 && seat < len(seats) && seats[seat].Kind == wire.Person && !seats[seat].Taken {
			h.claim(seat)
			return nil
		}
	}
	h.wide, h.app = a.Wide(), a
	if h.seated() && h.board == nil {
		h.board = h.box.Watch(a, h.sess)
		h.up = newUpright(h.box.Upright())
	}
	// The screen kept on while the seat's game goes on (a secure page).
	scenes.KeepAwake(h.seated() && h.sess.Result() == nil)
	if h.far() {
		// The seat's whole table: its own taps, its own turn's sound.
		a.Room = h.sess.Status("far", h.sess.ToAct() == h.sess.Seat() && h.sess.Result() == nil)
		if h.end != nil {
			return h.updateEnd(a)
		}
		err := h.board.Update(a)
		if end := keptEnd(a); end != nil {
			h.end = end
		}
		return err
	}
	mine := h.myTurn()
	if mine && !h.wasMyTurn {
		a.Cue(sound.Clack)
		scenes.Vibrate(200)
		h.turnCame(a)
	}
	h.wasMyTurn = mine
	a.Room = h.sess.Status("hand", mine)
	a.Room.Zoomed = h.up != nil && h.up.zoomed
	if h.drawn() {
		return h.updateDrawn(a)
	}
	h.refresh()
	h.layout(a)
	in := a.Input()
	for _, b := range h.buttons {
		if b.b.Hit(in) {
			b.do(a)
			break
		}
	}
	return nil
}

// myTurn: the seat is to act and has not sent its action yet.
func (h *Hand) myTurn() bool {
	s := h.sess
	return s.Seat() != game.Nobody && s.ToAct() == s.Seat() && s.Result() == nil && h.sent != s.Actions()
}

// refresh asks the stand-in of the seat's view for its legal actions when
// the game moved on.
func (h *Hand) refresh() {
	s := h.sess
	if !h.myTurn() {
		h.legal, h.legalAt = nil, -1
		return
	}
	if h.legalAt == s.Actions() {
		return
	}
	m, err := h.box.Rules().StandIn(s.View(s.Seat()), uint64(s.Actions())+1)
	if err != nil {
		return
	}
	h.legal, h.legalAt, h.chosen, h.page = m.Legal(), s.Actions(), nil, 0
}

// choices are the words that may come next after those chosen, in the
// order of the legal list, and whether the words chosen are a whole
// action already.
func (h *Hand) choices() (next []string, whole string) {
	for _, act := range h.legal {
		w := strings.Fields(act)
		if len(w) < len(h.chosen) || !slices.Equal(w[:len(h.chosen)], h.chosen) {
			continue
		}
		if len(w) == len(h.chosen) {
			whole = act
			continue
		}
		if !slices.Contains(next, w[len(h.chosen)]) {
			next = append(next, w[len(h.chosen)])
		}
	}
	return next, whole
}

// perPage choices show at once, two a row, so the whole move to play
// stays on a 16:9 phone.
const perPage = 6

// Draw draws the page, and lays out its buttons for the next tap.
func (h *Hand) Draw(d *scenes.Draw) {
	switch {
	case h.far() && h.end != nil:
		h.drawEnd(d)
		return
	case h.far() && h.board != nil:
		h.board.Draw(d)
		drawRanOut(d, h.sess, h.sess.Seat())
		return
	case h.drawn() && h.board != nil:
		h.markHand()
		h.drawDrawn(d)
		return
	}
	a := d.App
	h.layout(a)
	scenes.Background(d, 0.7)
	s := h.sess
	if h.box != nil {
		d.Text(h.box.Rules().Title(), 36, 52, 40, ui.Display, ui.Left, sprites.NeonPink, 1)
	}
	d.Text(a.T(Code, h.code), HandW-24, 52, 22, ui.Bold, ui.Right, sprites.NeonCyan, 1)
	if s.waiting {
		// A claim by the code alone: the table is asked to let it in.
		for i, l := range ui.Wrap(a.T(WaitTable), 30, ui.Bold, HandW-96) {
			d.Text(l, HandW/2, 600+float64(i)*42, 30, ui.Bold, ui.Center, sprites.NeonPink, 1)
		}
		return
	}
	if !s.Welcomed() || h.box == nil {
		h.drawLink(d, 640)
		return
	}
	if s.Seat() == game.Nobody {
		h.drawSeats(d)
		h.drawLink(d, 1250)
		return
	}
	h.markHand()
	seats := s.RoomSeats()
	d.Text(seats[s.Seat()].Name, 36, 104, 28, ui.Bold, ui.Left, sprites.Chalk, 1)
	h.drawStatus(d, seats)
	h.drawScores(d, seats)
	h.drawSecrets(d)
	if h.myTurn() {
		h.drawMoves(d)
	}
	h.drawButtons(d)
	h.drawLink(d, 1250)
}

// drawButtons draws the page's buttons as layout placed them.
func (h *Hand) drawButtons(d *scenes.Draw) {
	for i := range h.buttons {
		d.Button(&h.buttons[i].b, h.buttons[i].size)
	}
}

// drawStatus says whose turn it is, or how the game ended.
func (h *Hand) drawStatus(d *scenes.Draw, seats []wire.SeatInfo) {
	a, s := d.App, h.sess
	r := ui.Rect{X: 24, Y: 136, W: HandW - 48, H: 92}
	var msg string
	c := sprites.NeonCyan
	switch {
	case s.Result() != nil:
		var names []string
		for _, w := range s.Result().Winners {
			names = append(names, seats[w].Name)
		}
		msg, c = a.T(Over)+" · "+a.T(Wins, strings.Join(names, " & ")), sprites.Gold
	case h.myTurn():
		msg, c = s.withLeft(a, a.T(YourTurn)), sprites.NeonPink
	case s.ToAct() == s.Seat():
		msg = a.T(NotYourTurn) // sent; the host's answer is on its way
	case s.ranOutWords(a, s.Seat()) != "":
		msg, c = s.ranOutWords(a, s.Seat()), sprites.NeonAmber
	case s.ToAct() >= 0 && seats[s.ToAct()].Kind != wire.Person:
		msg = a.T(Thinking, seats[s.ToAct()].Name)
	case s.ToAct() >= 0:
		msg = s.withLeft(a, a.T(ToPlay, seats[s.ToAct()].Name))
	}
	d.Fill(r, 16, sprites.Ink, 0.9)
	d.Stroke(r, 16, 3, c, 1)
	d.Text(ui.Fit(msg, 38, ui.Bold, r.W-32), r.X+r.W/2, r.Y+r.H/2, 38, ui.Bold, ui.Center, c, 1)
}

// drawScores lists each seat's score as the seat's view tells it.
func (h *Hand) drawScores(d *scenes.Draw, seats []wire.SeatInfo) {
	a, s := d.App, h.sess
	scores := h.scores()
	d.Text(a.T(Scores), 36, 262, 22, ui.Bold, ui.Left, sprites.Steel, 1)
	for i, seat := range seats {
		y := 300 + float64(i)*44
		c := sprites.Chalk
		if i == s.ToAct() {
			c = sprites.NeonPink
			d.Circle(48, y, 8, c, 1) // whose turn
		}
		d.Text(seat.Name, 70, y, 26, ui.Body, ui.Left, c, 1)
		if i < len(scores) {
			d.Text(scenes.Num(scores[i]), HandW-36, y, 26, ui.Bold, ui.Right, c, 1)
		}
	}
}

// scores are the scores so far, from the host's result at the end, else
// from the stand-in of the seat's view.
func (h *Hand) scores() []int {
	if r := h.sess.Result(); r != nil {
		return r.Scores
	}
	m, err := h.box.Rules().StandIn(h.sess.View(h.sess.Seat()), 1)
	if err != nil {
		return nil
	}
	return m.Result().Scores
}

// drawSecrets tells, in the game's words, what only this seat sees.
func (h *Hand) drawSecrets(d *scenes.Draw) {
	a := d.App
	d.Text(a.T(OnlyYou), 36, 480, 22, ui.Bold, ui.Left, sprites.Steel, 1)
	lines := h.box.Secrets(a.Lang(), h.sess.View(h.sess.Seat()))
	if len(lines) == 0 {
		lines = []string{a.T(NothingHidden)}
	}
	y := 516.0
	for _, l := range lines {
		for _, w := range ui.Wrap(l, 24, ui.Body, HandW-72) {
			if y > 650 {
				return
			}
			d.Text(w, 36, y, 24, ui.Body, ui.Left, sprites.Chalk, 1)
			y += 34
		}
	}
}

// drawMoves says what the move's words so far are.
func (h *Hand) drawMoves(d *scenes.Draw) {
	a := d.App
	d.Text(a.T(Moves), 36, 686, 22, ui.Bold, ui.Left, sprites.Steel, 1)
	if len(h.chosen) > 0 {
		said := make([]string, len(h.chosen))
		for i := range h.chosen {
			said[i] = h.box.Say(a.Lang(), h.sess.View(h.sess.Seat()), strings.Join(h.chosen[:i+1], " "), false)
		}
		d.Text(ui.Fit(strings.Join(said, " · "), 24, ui.Bold, HandW-72), 36, 720, 24, ui.Bold, ui.Left, sprites.NeonCyan, 1)
	}
}

// layout places the page's buttons for the state it shows: the seats to
// choose, or, on the seat's turn, the next words of its move, Back and
// More, and the whole move to play.
func (h *Hand) layout(a *scenes.App) {
	h.buttons = h.buttons[:0]
	s := h.sess
	switch {
	case !s.Welcomed() || h.box == nil:
	case s.Seat() == game.Nobody:
		h.layoutSeats(a)
	case h.drawn():
		h.layoutBar(a)
	default:
		h.layoutLeave(a, ui.Rect{X: HandW - 184, Y: 80, W: 160, H: 44}, ui.Rect{X: HandW - 536, Y: 80, W: 160, H: 44}, 20)
		h.button(listButton, ui.Rect{X: HandW - 360, Y: 80, W: 160, H: 44}, a.T(Board), 20, sprites.NeonCyan, func(*scenes.App) { h.list = false })
		if h.myTurn() {
			h.layoutMoves(a)
		}
	}
}

// leaveTicks is how long Leave waits for its second tap: one tap alone
// never gives a seat up.
const leaveTicks = 180

// layoutLeave places Leave at r, its label size big, while the game goes
// on: under the room's code on the list of words, in the drawn page's bar.
// Its first tap asks for a second to give the seat up, and offers Later
// at later: the page left for My games, the seat kept (stepAway).
func (h *Hand) layoutLeave(a *scenes.App, r, later ui.Rect, size float64) {
	if h.sess.Result() != nil {
		return
	}
	label := a.T(Leave)
	if h.leaving(a) {
		label = a.T(LeaveSure)
		h.button(laterButton, later, a.T(Later), size, sprites.NeonCyan, h.stepAway)
	}
	h.button(leaveButton, r, label, size, sprites.NeonAmber, func(a *scenes.App) {
		if h.leaving(a) {
			h.link.Send(wire.Request{Type: wire.ReqLeave})
			h.leave = -1
			return
		}
		h.leave = a.Tick
	})
}

// leaving tells whether Leave was tapped once and waits for its second
// tap (or for Later).
func (h *Hand) leaving(a *scenes.App) bool { return h.leave >= 0 && a.Tick-h.leave < leaveTicks }

// stepAway leaves the room's page for My games with the seat kept: as
// when the page is closed, the device keeps the seat's token and the
// host the seat, and My games (or a notice) brings the player back to
// it. A player over days goes to their other games this way, where
// Leave gives the seat up.
func (h *Hand) stepAway(a *scenes.App) {
	h.leave = -1
	h.link.Close()
	showHome()
	a.Goto(NewMyGames(a))
}

func (h *Hand) layoutMoves(a *scenes.App) {
	view := h.sess.View(h.sess.Seat())
	next, whole := h.choices()
	if h.page*perPage >= len(next) {
		h.page = 0
	}
	for i, w := range next[h.page*perPage : min(len(next), (h.page+1)*perPage)] {
		r := ui.Rect{X: 24 + float64(i%2)*344, Y: 752 + float64(i/2)*88, W: 328, H: 76}
		label := h.box.Say(a.Lang(), view, strings.Join(append(slices.Clone(h.chosen), w), " "), false)
		h.button(wordButton, r, ui.Fit(label, 24, ui.Bold, r.W-16), 24, sprites.NeonCyan, func(*scenes.App) {
			h.chosen, h.page = append(h.chosen, w), 0
		})
	}
	nav := 752 + 3*88.0
	if len(h.chosen) > 0 {
		h.button(backButton, ui.Rect{X: 24, Y: nav, W: 200, H: 76}, a.T(Back), 24, sprites.Steel, func(*scenes.App) {
			h.chosen, h.page = h.chosen[:len(h.chosen)-1], 0
		})
	}
	if len(next) > perPage {
		h.button(moreButton, ui.Rect{X: HandW - 224, Y: nav, W: 200, H: 76}, a.T(More), 24, sprites.Steel, func(*scenes.App) {
			h.page = (h.page + 1) % ((len(next) + perPage - 1) / perPage)
		})
	}
	if whole != "" {
		r := ui.Rect{X: 24, Y: nav + 88, W: HandW - 48, H: 80}
		say := h.box.Say(a.Lang(), view, whole, true)
		h.button(playButton, r, ui.Fit(a.T(Play, say), 26, ui.Bold, r.W-24), 26, sprites.NeonPink, func(*scenes.App) {
			if h.sess.Act(whole) == nil {
				h.sent, h.sentAt = h.sess.Actions(), h.sess.Refused()
			}
		})
	}
}

func (h *Hand) layoutSeats(a *scenes.App) {
	for i, s := range h.sess.RoomSeats() {
		r := ui.Rect{X: 60, Y: 260 + float64(i)*120, W: HandW - 120, H: 100}
		label := a.T(SeatN, i+1, s.Name)
		switch {
		case s.Kind != wire.Person:
			label += " · " + a.T(SeatBot)
		case s.Taken:
			label += " · " + a.T(SeatJoined)
		}
		free := s.Kind == wire.Person && !s.Taken
		h.buttons = append(h.buttons, handButton{b: ui.Button{R: r, Label: label, Enabled: free, Accent: sprites.NeonPink}, kind: seatButton, size: 30,
			do: func(*scenes.App) { h.claim(i) }})
	}
}

// drawSeats asks for a seat (its buttons are layout's).
func (h *Hand) drawSeats(d *scenes.Draw) {
	a := d.App
	d.Text(a.T(ChooseSeat), HandW/2, 200, 34, ui.Bold, ui.Center, sprites.Chalk, 1)
	h.drawButtons(d)
	if h.denied != "" {
		for i, l := range ui.Wrap(h.denied, 22, ui.Body, HandW-96) {
			d.Text(l, HandW/2, 740+float64(i)*30, 22, ui.Body, ui.Center, sprites.NeonAmber, 1)
		}
	}
	if !h.seatsShown && len(h.buttons) > 0 {
		scenes.Mark("graffiti-seats") // the join's figure ends here (docs/figures.md)
		h.seatsShown = true
	}
	if r := h.sess.RefusalIn(a.Lang(), h.box); r != "" {
		for i, l := range ui.Wrap(r, 22, ui.Body, HandW-48) {
			d.Text(l, HandW/2, 780+float64(i)*30, 22, ui.Body, ui.Center, sprites.NeonAmber, 1)
		}
	}
}

// markHand marks the seat's hand first drawn in the page's timeline:
// a phone's join to its hand, beside the floor (docs/figures.md), ends
// there.
func (h *Hand) markHand() {
	if !h.handShown {
		scenes.Mark("graffiti-hand")
		h.handShown = true
	}
}

// button places a button, with what a tap on it does.
func (h *Hand) button(kind buttonKind, r ui.Rect, label string, size float64, c color.RGBA, do func(*scenes.App)) {
	h.buttons = append(h.buttons, handButton{b: ui.Button{R: r, Label: label, Enabled: true, Accent: c}, kind: kind, size: size, do: do})
}

// drawLink says when the connection is lost, and the host's last refusal.
func (h *Hand) drawLink(d *scenes.Draw, y float64) {
	a := d.App
	msg := ""
	switch up, tries := h.link.Up(); {
	case !up && tries == 0:
		msg = a.T(Connecting)
	case !up:
		msg = a.T(Reconnecting)
	}
	if r := h.sess.RefusalIn(a.Lang(), h.box); r != "" && h.sess.Seat() != game.Nobody {
		msg = r
	}
	// Wrapped, not cut (a German refusal is long), the last line at y:
	// the lines above it take the room the hand leaves at its foot.
	lines := ui.Wrap(msg, 20, ui.Body, HandW-48)
	for i, l := range lines {
		d.Text(l, HandW/2, y-float64(len(lines)-1-i)*26, 20, ui.Body, ui.Center, sprites.NeonAmber, 1)
	}
}

package room

import (
	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/game"
	"graffiti/rooms/wire"
	"graffiti/scenes"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// Table is a room on its shared screen (a café's tablet or TV): the
// game's own table over the room's session, every seat away, so it shows
// the board without secrets and who is being waited for; over it, until
// every person's seat is taken, the room's code, its join address and
// its QR code.
type Table struct {
	shelf []scenes.Box
	box   scenes.Box // the room's game, once known
	link  *Link
	sess  *Remote
	keep  Keeper
	kept  bool         // the owner token is kept, for the screen's reload
	join  string       // the address a phone opens to join
	board scenes.Scene // the box's table, once the host has welcomed this screen
	qr    *ebiten.Image
	wqr   *ebiten.Image // the watch link's QR code, once asked for
	// big is the QR code that fills the screen (bigqr.go), nil when
	// none does, and bigSays what it is for.
	big     *ebiten.Image
	bigSays words.Word

	url  string // the rooms' address
	here []int  // the seats this screen plays, hot-seat, to claim once the room is made
	// rehold are the seats it played before its reload, by their kept
	// tokens; heldKept: their tokens are kept for the next.
	rehold   map[int]string
	heldKept bool
	// end is the scoring the board went to, drawn within the screen
	// with the room's rematch over it, at rematchAt (rematch.go).
	end       scenes.Scene
	rematchAt ui.Rect
}

// NewTable is the shared screen of a room over link, of box's game or,
// when nil, of the shelf's game the host names; keep keeps its owner
// token (nil: not kept).
func NewTable(shelf []scenes.Box, box scenes.Box, link *Link, keep Keeper) *Table {
	t := &Table{shelf: shelf, box: box, link: link, keep: keep}
	var g game.Game
	if box != nil {
		g = box.Rules()
	}
	t.sess = NewRemote(g, t.find, link)
	return t
}

// find is the game of the shelf the host names, and keeps its box.
func (t *Table) find(name string) game.Game { return boxNamed(t.shelf, name, &t.box) }

// Update takes what the host sent and moves the board on.
func (t *Table) Update(a *scenes.App) error {
	if t.board == nil && t.leaving(a) {
		return nil
	}
	t.sess.Pump()
	a.Room = t.sess.Status("table", false)
	if t.sess.Welcomed() {
		a.Room.Join = t.invitedURL() // the tests' phones open the QR code's address
	}
	if room, token := t.link.Credentials(); !t.kept && token != "" && t.keep != nil && t.sess.Welcomed() {
		// The screen's own reload comes back to its room, as its table.
		t.keep.Keep(room, token)
		scenes.ShowRoom(room)
		t.kept = true
	}
	if room, _ := t.link.Credentials(); len(t.rehold) > 0 && room != "" && t.sess.Welcomed() && t.owner() {
		// Back after a reload: the seats played here, by their tokens.
		for seat, token := range t.rehold {
			t.sess.Hold(seat, Open(t.url, wire.Request{Type: wire.ReqHello, Room: room}, room, token))
		}
		t.rehold, t.heldKept = nil, true
	}
	if k, ok := t.keep.(interface {
		KeepHeld(room string, tokens map[int]string)
	}); ok && !t.heldKept && len(t.sess.held) > 0 && t.sess.Holding() {
		// The seats played here come back with the screen's reload.
		tokens := map[int]string{}
		room := ""
		for seat, h := range t.sess.held {
			room, tokens[seat] = h.link.Credentials()
		}
		k.KeepHeld(room, tokens)
		t.heldKept = true
	}
	if room, _ := t.link.Credentials(); len(t.here) > 0 && room != "" && t.sess.Welcomed() {
		// The seats played at this screen are claimed like a phone's,
		// each on a connection of its own.
		for _, seat := range t.here {
			t.sess.Hold(seat, Open(t.url, wire.Request{Type: wire.ReqClaim, Room: room, Invite: t.invitation(), Seat: &seat}, room, ""))
		}
		t.here = nil
	}
	if t.board == nil && t.sess.Welcomed() && t.sess.Holding() && t.box != nil {
		t.board = t.box.Watch(a, t.sess)
	}
	if t.board == nil {
		return nil
	}
	if t.end != nil {
		return t.updateEnd(a)
	}
	if t.panel() {
		// The panel is over the board: its taps are the panel's. Free
		// gives a taken seat back (a phone lost for good), revoking its
		// token, for another phone to take.
		if t.updateBigQR(a) {
			return nil
		}
		in := a.Input()
		for i, s := range t.sess.RoomSeats() {
			seat := i
			switch {
			case !t.owner() || s.Kind != wire.Person:
			case s.Taken && ui.Tapped(in, freeRect(i)):
				t.link.Send(wire.Request{Type: wire.ReqFree, Seat: &seat})
			case s.Asked && ui.Tapped(in, allowRect(i)):
				t.link.Send(wire.Request{Type: wire.ReqAllow, Seat: &seat})
			case s.Asked && ui.Tapped(in, denyRect(i)):
				t.link.Send(wire.Request{Type: wire.ReqDeny, Seat: &seat})
			}
		}
		in.Taps = nil
	}
	err := t.board.Update(a)
	if end := keptEnd(a); end != nil {
		t.end = end
	}
	return err
}

// owner: this screen is the room's table (a spectator frees nothing).
func (t *Table) owner() bool { return t.sess.role == wire.RoleTable }

// panel tells whether the join panel is up: while a person's seat waits
// for a phone, until the game is over.
func (t *Table) panel() bool { return len(t.Waiting()) > 0 && t.sess.Result() == nil }

// freeRect is seat i's Free button on the panel's list of seats;
// allowRect and denyRect answer a person who asks for it without the
// room's invitation (typed its code).
func freeRect(i int) ui.Rect  { return ui.Rect{X: 896, Y: 174 + float64(i)*78, W: 100, H: 38} }
func allowRect(i int) ui.Rect { return ui.Rect{X: 790, Y: 174 + float64(i)*78, W: 100, H: 38} }
func denyRect(i int) ui.Rect  { return ui.Rect{X: 896, Y: 174 + float64(i)*78, W: 100, H: 38} }

// Waiting are the people's seats no phone has taken yet.
func (t *Table) Waiting() []int {
	var out []int
	for i, s := range t.sess.RoomSeats() {
		if _, here := t.sess.held[i]; s.Kind == wire.Person && !s.Taken && !here {
			out = append(out, i)
		}
	}
	return out
}

// Draw draws the board, and over it what the room waits for.
func (t *Table) Draw(d *scenes.Draw) {
	a := d.App
	if t.board == nil {
		scenes.Background(d, 0.55)
		t.drawState(d, 640, 360)
		return
	}
	if t.end != nil {
		t.drawEnd(d)
		return
	}
	t.board.Draw(d)
	room, _ := t.link.Credentials()
	waiting := t.Waiting()
	if !t.panel() {
		// Everyone is here: the board alone, its banner saying whose
		// turn it is (and whose time ran out, clock.go). (A phone that
		// lost its way keeps its token.)
		drawRanOut(d, t.sess, game.Nobody)
		return
	}
	d.Fill(ui.Rect{X: 0, Y: 0, W: scenes.ScreenW, H: scenes.ScreenH}, 0, sprites.Night, 0.6)
	p := ui.Rect{X: 240, Y: 40, W: 800, H: 640}
	d.Fill(p, 18, sprites.Ink, 0.95)
	d.Stroke(p, 18, 3, sprites.NeonPink, 1)
	d.Text(a.T(Code, room), 640, 90, 44, ui.Display, ui.Center, sprites.NeonPink, 1)
	if join := t.invitedURL(); t.qr == nil && join != "" && (t.invitation() != "" || t.sess.Welcomed()) {
		t.qr, _ = qrImage(join)
	}
	if t.big != nil {
		t.drawBigQR(d)
		return
	}
	if t.qr != nil {
		q := qrPanel
		d.Fill(ui.Rect{X: q.X - 10, Y: q.Y - 10, W: q.W + 20, H: q.H + 20}, 6, sprites.Chalk, 1)
		drawQR(d.Dst, t.qr, q.X, q.Y, q.W, float64(d.K))
		d.Text(a.T(TapToEnlarge), q.X+q.W/2, q.Y+q.H+22, 16, ui.Body, ui.Center, sprites.Steel, 1)
	}
	d.Text(a.T(JoinHere), 640, 532, 24, ui.Bold, ui.Center, sprites.Chalk, 1)
	d.Text(a.T(JoinOr, t.joinURL()), 640, 566, 20, ui.Body, ui.Center, sprites.NeonCyan, 1)
	t.drawSeats(d, 650, 160)
	watch := ui.Button{R: watchButton, Label: a.T(WatchLink), Enabled: t.joinURL() != "", Accent: sprites.NeonCyan}
	d.Button(&watch, 18)
	d.Text(ui.Fit(a.T(WatchAt, watchOf(t.joinURL())), 16, ui.Body, 760), 640, 596, 16, ui.Body, ui.Center, sprites.Steel, 1)
	if len(waiting) > 0 {
		names := t.sess.RoomSeats()
		d.Text(a.T(WaitJoin, names[waiting[0]].Name), 640, 632, 22, ui.Body, ui.Center, sprites.NeonAmber, 1)
	}
}

// drawSeats lists the seats, who has joined and who is awaited.
func (t *Table) drawSeats(d *scenes.Draw, x, y float64) {
	a := d.App
	for i, s := range t.sess.RoomSeats() {
		word, c := SeatFree, sprites.NeonAmber
		switch {
		case s.Kind != wire.Person:
			word, c = SeatBot, sprites.Steel
		case s.Taken:
			word, c = SeatJoined, sprites.NeonCyan
		case s.Asked:
			word, c = SeatAsked, sprites.NeonPink
		}
		yy := y + float64(i)*78
		d.Fill(ui.Rect{X: x, Y: yy, W: 360, H: 66}, 10, sprites.Slate, 0.8)
		d.Text(a.T(SeatN, i+1, s.Name), x+18, yy+22, 24, ui.Bold, ui.Left, sprites.Chalk, 1)
		d.Text(a.T(word), x+18, yy+50, 18, ui.Body, ui.Left, c, 1)
		if t.owner() && s.Kind == wire.Person && s.Taken {
			b := ui.Button{R: freeRect(i), Label: a.T(Free), Enabled: true, Accent: sprites.NeonAmber}
			d.Button(&b, 18)
		}
		if t.owner() && s.Asked && !s.Taken {
			allow := ui.Button{R: allowRect(i), Label: a.T(Allow), Enabled: true, Accent: sprites.NeonCyan}
			deny := ui.Button{R: denyRect(i), Label: a.T(Deny), Enabled: true, Accent: sprites.NeonAmber}
			d.Button(&allow, 18)
			d.Button(&deny, 18)
		}
	}
}

// waitBack is the way back to the title while the screen waits for the
// host: on a page served without rooms it never comes.
var waitBack = ui.Rect{X: 560, Y: 430, W: 160, H: 56}

// leaving takes Back (the button or Escape) before the host's welcome:
// the screen stops calling the host and goes back to the title.
func (t *Table) leaving(a *scenes.App) bool {
	in := a.Input()
	if in.Key != ui.KeyBack && !ui.Tapped(in, waitBack) {
		return false
	}
	t.link.Close()
	a.Goto(scenes.NewTitle(a))
	return true
}

// drawState says what the screen waits for before the host's welcome,
// with the way back.
func (t *Table) drawState(d *scenes.Draw, x, y float64) {
	a := d.App
	msg := a.T(Connecting)
	if up, tries := t.link.Up(); !up && tries > 0 {
		// Never welcomed: most likely a page served without rooms.
		msg = a.T(NoHost)
	}
	if r := t.sess.RefusalIn(a.Lang(), t.box); r != "" {
		msg = r
	}
	d.Text(msg, x, y, 28, ui.Bold, ui.Center, sprites.Chalk, 1)
	back := ui.Button{R: waitBack, Label: a.T(words.Back), Enabled: true}
	d.Button(&back, 22)
}

// joinURL is the address the QR code gives: set at the start, or the
// page's own with the room's code once the host has made it.
func (t *Table) joinURL() string {
	if t.join == "" {
		if room, _ := t.link.Credentials(); room != "" {
			t.join = scenes.JoinURL(room, t.sess.join)
		}
	}
	return t.join
}

// invitation is the room's invitation (wire.Invitation), made from the
// table's own token; "" on a screen that holds none (a spectator's).
func (t *Table) invitation() string {
	if _, token := t.link.Credentials(); token != "" && t.sess.role == wire.RoleTable {
		return wire.Invitation(wire.HashToken(token))
	}
	return ""
}

// invitedURL is the join address with the room's invitation: the QR
// code's, which takes a free seat at once. The address written out for
// typing has the code alone: a seat claimed so waits for the table.
func (t *Table) invitedURL() string {
	join, inv := t.joinURL(), t.invitation()
	if join == "" || inv == "" {
		return join
	}
	return join + "&" + wire.InviteParam + "=" + inv
}

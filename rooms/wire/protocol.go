// Package wire is the rooms' protocol, as both ends speak it: the
// requests a client sends, the messages the host sends, their version,
// the refusals, the decoder the host reads requests with, and the client
// a phone, a table or a test connects with (it works natively and in the
// browser). docs/rooms.md is this package in words; package rooms is the
// host.
package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"graffiti/game"
)

// Version is the protocol's: a request of another version is refused
// (CodeVersion), so a phone holding an old page is told to reload rather
// than misunderstood. Version 2: requests are read strictly (names
// exact, once each), and no number in a message passes 2^53 (Tag City's
// grids are three 32-bit words in a view). Version 3: an update may
// carry a patch of the view held instead of the view (patch.go).
// Version 4: a seat may ask to be told of its turn by Web Push (notify,
// screen, the welcome's pushKey): a page of version 3 knows none of
// them, and one of version 4 on an older host would wait for answers
// that never come, so each is told to reload. Version 5: a create may
// list its room on the host's lobby (open) and say its table's language
// (lang), which a host of version 4 refuses as fields it has not.
// Version 6: a finished room offers its rematch (rematch.go: rematch,
// accept, decline; the message rematch), which a page of version 5 would
// not show; and a create may give its room a time per move (clock), a
// turn let pass is played by the host's bot and marked so (lapsed,
// lapses), and a welcome or update says when the turn's time runs out
// (due): a host of version 5 would refuse the field and never play for
// a seat.
const Version = 6

// MaxRequest is the largest request the host reads: the longest action
// text of the three games is under 200 bytes, a create with four names
// under 1 KB. A larger one is refused (CodeTooBig); one over HardLimit
// closes the connection (the WebSocket's own status 1009).
const (
	MaxRequest = 4 << 10
	HardLimit  = 64 << 10
)

// MaxSafe is the largest integer a JavaScript number holds exactly
// (2^53-1): no message either way holds one beyond it, so a page's
// JSON.parse reads every number as it was written. Larger values (Tag
// City's grids of bits) are sent as text.
const MaxSafe = 1<<53 - 1

// Request types, what a client asks.
const (
	ReqCreate = "create" // a new room: game, seats (person or a bot level), names, variants
	ReqWatch  = "watch"  // the public view of room: the table with the room's owner token, a spectator without
	ReqClaim  = "claim"  // a free person's seat of room: answered with its token
	ReqHello  = "hello"  // back to the seat of token in room (a reconnect)
	ReqAct    = "act"    // an action by its text, for the seat of token, at the number of actions played
	ReqLeave  = "leave"  // give up the seat of token: its token stops working
	ReqFree   = "free"   // the table (owner token) frees seat, revoking its token
	ReqPing   = "ping"   // keeps a quiet connection open
	// ReqReplay asks, on a connection bound to a room (any role), for
	// the room's game as it stood after at actions, as a spectator sees it.
	ReqReplay = "replay"
	// ReqAllow and ReqDeny answer, from the table, a person who asked
	// for seat without the room's invitation (the seat's "asked").
	ReqAllow = "allow"
	ReqDeny  = "deny"
	// ReqNotify gives, for the seat of token, the browser's push
	// subscription (push) and the language its notices are written in
	// (lang): the host tells the seat of its turn when no page of it is
	// on screen. Without push, the seat's subscription is forgotten.
	ReqNotify = "notify"
	// ReqScreen tells whether the connection's page is on screen (on,
	// the document's visibility): a seat with a page on screen sees its
	// turn and is sent no notice. A connection starts on screen.
	ReqScreen = "screen"
)

// Request is a message from a client: one JSON object, its fields
// those of its type.
type Request struct {
	V        int      `json:"v"`
	Type     string   `json:"type"`
	ID       int      `json:"id,omitempty"` // echoed in the answer, so a client matches them
	Room     string   `json:"room,omitempty"`
	Token    string   `json:"token,omitempty"`
	Seat     *int     `json:"seat,omitempty"`
	At       *int     `json:"at,omitempty"`
	Action   string   `json:"action,omitempty"`
	Game     string   `json:"game,omitempty"`
	Seats    []string `json:"seats,omitempty"`
	Names    []string `json:"names,omitempty"`
	Variants []string `json:"variants,omitempty"`
	Invite   string   `json:"invite,omitempty"` // in a claim: the room's invitation (Invitation)
	// Push and Lang are a notify's: the browser's subscription (null or
	// absent: none) and the notices' language ("en", "fr", "de").
	Push *Subscription `json:"push,omitempty"`
	Lang string        `json:"lang,omitempty"`
	// On is a screen's: the page is on screen (true) or hidden (false).
	On *bool `json:"on,omitempty"`
	// Open is a create's: the room is listed on the host's lobby (when
	// the host keeps one), where anyone may ask the table for a free
	// seat. Its Lang is the table's language, told in the lobby.
	Open bool `json:"open,omitempty"`
	// Fill is a rematch's, from the table: what a seat that does not
	// accept becomes in the new room (FillFree, or a bot's level).
	Fill string `json:"fill,omitempty"`
	// Clock is a create's: the time per move, in seconds (0: none),
	// MinClock to MaxClock. A seat that lets it pass is played by the
	// host's bot for that turn (clock.go in package rooms).
	Clock int `json:"clock,omitempty"`
}

// Subscription is a browser's push subscription as its
// PushSubscription.toJSON() writes it: the push service's address the
// host posts notices to, and the keys they are encrypted for (base64url,
// RFC 8291: the browser's P-256 public key and its 16-byte secret).
type Subscription struct {
	Endpoint string   `json:"endpoint"`
	Keys     PushKeys `json:"keys"`
}

// PushKeys are a subscription's keys.
type PushKeys struct {
	P256dh string `json:"p256dh"`
	Auth   string `json:"auth"`
}

// Message types, what the host sends.
const (
	MsgCreated = "created" // the room made by a create: its code and the owner token
	MsgWelcome = "welcome" // the role now held, the seats, and the role's view
	MsgUpdate  = "update"  // after an action: the role's view and events
	MsgSeats   = "seats"   // a seat was claimed, left or freed
	MsgRefused = "refused" // a request refused, with a code and a reason in words
	MsgPong    = "pong"
	MsgGone    = "gone" // the connection's seat was freed or left: its token works no more
	// MsgStep answers a replay: the public view after actions actions,
	// the events of the last of them as a spectator learns them, and of,
	// how many the room has played.
	MsgStep = "step"
	// MsgWait tells a claim without the room's invitation that it waits
	// for the table's answer: a welcome, or a refusal "denied".
	MsgWait = "wait"
	// MsgNotifying answers a notify: the seat's subscription is kept
	// (or, without push, forgotten).
	MsgNotifying = "notifying"
)

// Message is a message from the host.
type Message struct {
	V       int        `json:"v"`
	Type    string     `json:"type"`
	ID      int        `json:"id,omitempty"`
	Room    string     `json:"room,omitempty"`
	Role    string     `json:"role,omitempty"`
	Seat    *int       `json:"seat,omitempty"`
	Token   string     `json:"token,omitempty"`
	Game    string     `json:"game,omitempty"`
	Seats   []SeatInfo `json:"seats,omitempty"`
	Actions int        `json:"actions,omitempty"`
	ToAct   *int       `json:"toAct,omitempty"`
	// Base is, in an update sent as a patch, the number of actions of
	// the view the patch is made from: the role's view of the last
	// welcome or update it was sent (a replay's steps are not).
	Base   *int              `json:"base,omitempty"`
	View   json.RawMessage   `json:"view,omitempty"`
	Patch  json.RawMessage   `json:"patch,omitempty"` // instead of the view: see patch.go
	Events []json.RawMessage `json:"events,omitempty"`
	Result *game.Result      `json:"result,omitempty"` // once the game is over
	Code   string            `json:"code,omitempty"`
	Reason string            `json:"reason,omitempty"`
	// Join is, in a table's welcome, the address phones reach the host
	// at (http://192.168.1.20:8080/), when the host knows one: a table
	// page opened at localhost gives it in its QR code instead of its own.
	Join string `json:"join,omitempty"`
	// Of is, in a step, how many actions the room has played: the
	// replay's last step.
	Of int `json:"of,omitempty"`
	// PushKey is, in a seat's welcome, the host's VAPID public key
	// (base64url, the applicationServerKey a page subscribes with) when
	// the host sends notices; none when it does not (a notify is then
	// refused CodeNoPush).
	PushKey string `json:"pushKey,omitempty"`
	// Rematch is, in a rematch message, the room's rematch as it stands
	// (rematch.go).
	Rematch *Rematch `json:"rematch,omitempty"`
	// Clock is, in a welcome, the room's time per move in seconds (none
	// without one); Due, in a welcome or an update of such a room, when
	// the turn's time runs out (Unix milliseconds, by the host's clock),
	// while a person's seat is to act.
	Clock int   `json:"clock,omitempty"`
	Due   int64 `json:"due,omitempty"`
	// Lapsed is, in an update or a replay's step, the seat whose time
	// ran out: the host's bot played the action for it. Lapses is, in a
	// welcome, how many of each seat's moves were so played (none while
	// none was).
	Lapsed *int  `json:"lapsed,omitempty"`
	Lapses []int `json:"lapses,omitempty"`
}

// The times per move a room may have: a minute to thirty days (a room
// nobody plays in ends after thirty days, docs/rooms.md).
const (
	MinClock = 60
	MaxClock = 30 * 24 * 60 * 60
)

// SeatInfo is a seat as everyone may know it: who sits there, a person
// or a bot of a level, and whether a person holds it.
type SeatInfo struct {
	Name  string `json:"name"`
	Kind  string `json:"kind"` // "person", or a bot level ("easy", "medium", "hard")
	Taken bool   `json:"taken,omitempty"`
	// Asked: a person who has not the room's invitation asks for this
	// free seat, and waits for the table to allow or deny it.
	Asked bool `json:"asked,omitempty"`
	// Kept: in a rematch's room, the seat waits for its player's answer
	// to the rematch; nobody else may take it meanwhile.
	Kept bool `json:"kept,omitempty"`
}

// Roles a connection holds.
const (
	RoleTable     = "table"
	RoleSeat      = "seat"
	RoleSpectator = "spectator"
)

// Person is the kind of a seat a person plays.
const Person = "person"

// Refusal codes. The reason beside each says it in words.
const (
	CodeMalformed = "malformed"   // not one JSON object of the protocol
	CodeTooBig    = "too-big"     // over MaxRequest
	CodeVersion   = "version"     // another protocol version
	CodeUnknown   = "unknown"     // a type the protocol does not have
	CodeTooFast   = "too-fast"    // over the connection's rate
	CodeBound     = "bound"       // the connection already holds a role (one role each)
	CodeUnbound   = "unbound"     // the request needs a role the connection does not hold
	CodeNoRoom    = "no-room"     // no open room of that code
	CodeOptions   = "options"     // a create the game cannot set up
	CodeFull      = "full"        // the host holds as many rooms as it may
	CodeNoSeat    = "no-seat"     // no such seat, a bot's, or taken
	CodeToken     = "token"       // a token not of this connection's seat and room
	CodeRevoked   = "revoked"     // the seat was freed or left: its token works no more
	CodeNotOwner  = "not-owner"   // only the table (the owner token) may do that
	CodeTurn      = "not-my-turn" // the seat is not the one to act
	CodeStale     = "stale"       // the action was chosen at another point of the game (a replay, or a late one)
	CodeRules     = "rules"       // the rules refuse the action; the reason says why
	CodeLost      = "lost"        // the log did not take the record: nothing changed, try again
	CodeDenied    = "denied"      // the table did not let a claim without the invitation take the seat
	CodeWaiting   = "waiting"     // the connection waits for the table's answer to its claim
	CodeNoPush    = "no-push"     // the host sends no notices (no push keys: a page over plain HTTP has no push either)
)

// Refusal codes of the limits a client address is held to (the host's
// Limits): each says which, the reason how many and how long to wait.
const (
	CodeTooManyRooms   = "too-many-rooms"       // the address holds as many open rooms as it may
	CodeTooManyCreates = "too-many-creates"     // the address made as many rooms this minute as it may
	CodeTooManyConns   = "too-many-connections" // the address holds as many connections as it may: this one is closed
	CodeTooManyMisses  = "too-many-misses"      // the address asked for too many codes with no room: its look-ups wait
)

// Refusal is a request refused, before anything changed.
type Refusal struct {
	Code   string
	Reason string
}

func (r *Refusal) Error() string { return r.Code + ": " + r.Reason }

// Refuse is a refusal with its reason in words.
func Refuse(code, format string, args ...any) *Refusal {
	return &Refusal{Code: code, Reason: fmt.Sprintf(format, args...)}
}

// fields each type requires (r) and allows (a), beyond v, type and id.
var shapes = map[string]struct{ need, allow string }{
	ReqCreate: {"game seats", "names variants open lang clock"},
	ReqWatch:  {"room", "token"},
	ReqClaim:  {"room seat", "invite"},
	ReqHello:  {"room token", ""},
	ReqAct:    {"token at action", ""},
	ReqLeave:  {"token", ""},
	ReqFree:   {"token seat", ""},
	ReqPing:   {"", ""},
	ReqReplay: {"at", ""},
	ReqAllow:  {"token seat", ""},
	ReqDeny:   {"token seat", ""},
	// A page may name its room in these, as in a hello; the host holds
	// it to the connection's.
	ReqNotify: {"token", "room push lang"},
	ReqScreen: {"token on", "room"},
}

// Takes tells whether a request of type typ needs or allows field: a
// client adds its token only where it is wanted.
func Takes(typ, field string) bool {
	shape := shapes[typ]
	return slices.Contains(strings.Fields(shape.need+" "+shape.allow), field)
}

// Encode writes a message of the host; its fields are the host's own, so
// it cannot fail. The view and the events are already JSON (json.Marshal's,
// compact) and are put in as they are, after the other fields:
// json.Marshal would read each of them through again to compact it, which
// was a fifth of a busy host's time.
func Encode(m Message) []byte {
	m.V = Version
	view, patch, events := m.View, m.Patch, m.Events
	m.View, m.Patch, m.Events = nil, nil, nil
	b, err := json.Marshal(m)
	if err != nil {
		panic(fmt.Sprintf("rooms: a message that cannot be written: %v", err))
	}
	if len(view) == 0 && len(patch) == 0 && len(events) == 0 {
		return b
	}
	n := len(b) + len(view) + len(patch) + len(`,"view":,"patch":,"events":[]`)
	for _, e := range events {
		n += len(e) + 1
	}
	out := append(make([]byte, 0, n), b[:len(b)-1]...) // without its closing brace
	if len(view) > 0 {
		out = append(append(out, `,"view":`...), view...)
	}
	if len(patch) > 0 {
		out = append(append(out, `,"patch":`...), patch...)
	}
	if len(events) > 0 {
		out = append(out, `,"events":[`...)
		for i, e := range events {
			if i > 0 {
				out = append(out, ',')
			}
			out = append(out, e...)
		}
		out = append(out, ']')
	}
	return append(out, '}')
}

// Head decodes a message of the host without its events, and with its
// view or patch as they came, not read through: Encode writes them after
// every other field, so their keys cannot appear before them (a quote
// inside a string is escaped). A client that needs the view only now and
// then (a load's players, of which one in five is to act) reads it only
// then: the view is most of a message, and reading every view through
// was half of the players' time.
func Head(b []byte) (Message, error) {
	at := len(b)
	for _, key := range [...]string{`,"view":`, `,"patch":`, `,"events":[`} {
		if i := bytes.Index(b, []byte(key)); i >= 0 && i < at {
			at = i
		}
	}
	var m Message
	if at == len(b) {
		err := json.Unmarshal(b, &m)
		return m, err
	}
	if err := json.Unmarshal(append(b[:at:at], '}'), &m); err != nil {
		return m, err
	}
	for _, f := range [...]struct {
		key string
		to  *json.RawMessage
	}{{`,"view":`, &m.View}, {`,"patch":`, &m.Patch}} {
		if !bytes.HasPrefix(b[at:], []byte(f.key)) {
			continue
		}
		start := at + len(f.key)
		end := valueEnd(b, start)
		if end < 0 {
			return m, errors.New("a message whose view or patch does not end")
		}
		*f.to, at = b[start:end], end
	}
	return m, nil
}

// valueEnd is the end of the JSON value that starts at i, or -1: Head's
// view and patch, found without reading them through.
func valueEnd(b []byte, i int) int {
	if i >= len(b) {
		return -1
	}
	switch b[i] {
	case '"':
		for k := i + 1; k < len(b); k++ {
			switch b[k] {
			case '\\':
				k++
			case '"':
				return k + 1
			}
		}
		return -1
	case '{', '[':
		depth := 0
		for k := i; k < len(b); k++ {
			switch b[k] {
			case '"':
				k = valueEnd(b, k) - 1
				if k < 0 {
					return -1
				}
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return k + 1
				}
			}
		}
		return -1
	}
	k := i
	for k < len(b) && !delimiter(b[k]) {
		k++
	}
	if k == i {
		return -1
	}
	return k
}

// NormalCode is a room's code as typed or scanned: upper case, without
// spaces (the host's codes are upper case; a person may type them in any).
func NormalCode(s string) string {
	return strings.ToUpper(strings.ReplaceAll(strings.TrimSpace(s), " ", ""))
}

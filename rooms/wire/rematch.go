package wire

// The rematch: once a room's game is over, its table or any seat offers
// the same seats a new room, the same game dealt with a new seed. Each
// seat answers from its own device; a seat that accepts is given its
// token for its seat in the new room, on its own connection alone. When
// every seat has answered, or the offer's time is up, a seat that did
// not accept becomes what the table chose (Fill): a free seat, or a
// bot. Every device moves to the new room by its code (Rematch.Next):
// the table with its own token, which is the new room's table's too.

// Requests of the rematch, on a connection bound to the finished room.
const (
	// ReqRematch offers the rematch, or, from a seat once it is
	// offered, accepts it; from the table, fill chooses what a seat that
	// does not accept becomes (none: FillFree), again while it is open.
	ReqRematch = "rematch"
	// ReqAccept and ReqDecline are a seat's answer to the offer.
	ReqAccept  = "accept"
	ReqDecline = "decline"
)

// MsgRematch tells the room's rematch as it stands: to every connection
// of the finished room when it is offered, answered and closed, and to
// each connection that comes to the room after; with seat and token,
// to the connection of a seat that accepted alone: its seat in the new
// room.
const MsgRematch = "rematch"

// Refusals of the rematch.
const (
	CodeNotOver   = "not-over"   // a rematch of a game that goes on
	CodeNoRematch = "no-rematch" // no rematch offered, or its answers closed
	CodeAnswered  = "answered"   // the seat has answered the offer already
)

// FillFree is a rematch's Fill that leaves a seat not accepted free in
// the new room, for anyone the table lets in.
const FillFree = "free"

// Answers to a rematch, by seat.
const (
	AnswerYes = "yes"
	AnswerNo  = "no"
	AnswerBot = "bot" // a bot's seat: a bot of the same level plays it again
)

// Rematch is a finished room's rematch: the new room, who offered it,
// what a seat that does not accept becomes, each seat's answer ("" none
// yet), and, while it takes answers, until when.
type Rematch struct {
	Next    string   `json:"next"`
	By      int      `json:"by"` // the seat that offered it, -1 the table
	Fill    string   `json:"fill"`
	Answers []string `json:"answers,omitempty"`
	Open    bool     `json:"open,omitempty"`
	Until   int64    `json:"until,omitempty"` // Unix milliseconds, by the host's clock
}

func init() {
	shapes[ReqRematch] = struct{ need, allow string }{"token", "fill"}
	shapes[ReqAccept] = struct{ need, allow string }{"token", ""}
	shapes[ReqDecline] = struct{ need, allow string }{"token", ""}
}

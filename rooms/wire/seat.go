package wire

import (
	"encoding/json"
	"errors"
	"net/url"
	"strings"

	"graffiti/game"
)

// SeatPath is where a host answers, for a seat's token, how its room
// stands (GET, JSON: a SeatStatus): a device's "My games" asks it for
// each game it keeps, without joining the room. The request is no
// connection of the room: a seat asked about counts as away, and is
// still told of its turn by Web Push.
//
// The room is the query's room=CODE; the token goes in the request's
// Authorization header ("Bearer TOKEN"), never in its address, which
// logs and proxies keep. The answers: 200 with the status; 404 no such
// room (never made, or ended and let go); 410 the seat was freed or
// left, its token revoked; 403 a token not of the room; 429 an address
// that missed too many codes this minute (as a look-up by code is);
// 503 the room held by another host of a cluster, or its log unread:
// ask again later.
const SeatPath = "/seat"

// SeatStatus is how a room stands for one of its seats: what a seat's
// welcome tells of it, without the view (its secrets stay on the
// connection that plays it).
type SeatStatus struct {
	Room    string       `json:"room"`
	Game    string       `json:"game"`
	Seat    int          `json:"seat"`
	Seats   []SeatInfo   `json:"seats"`
	Actions int          `json:"actions"`
	ToAct   int          `json:"toAct"`            // -1 once the game is over
	Result  *game.Result `json:"result,omitempty"` // once the game is over
}

// The refusals of a seat's status, as a client reads its answer.
var (
	// ErrNoRoom: the host holds no such room (any more).
	ErrNoRoom = errors.New("no such room on the host")
	// ErrNotSeat: the token is no seat's of the room (freed, left, or
	// never one).
	ErrNotSeat = errors.New("the token holds no seat of the room")
)

// HostURL is the address of the pages of the host whose rooms'
// WebSocket is roomsURL (ws://HOST/rooms, wss://…; a host's own tests
// serve the rooms at the root): http://HOST, https://…, without a
// trailing slash.
func HostURL(roomsURL string) string {
	u := strings.TrimSuffix(strings.TrimSuffix(roomsURL, "/"), "/rooms")
	switch {
	case strings.HasPrefix(u, "wss://"):
		u = "https://" + strings.TrimPrefix(u, "wss://")
	case strings.HasPrefix(u, "ws://"):
		u = "http://" + strings.TrimPrefix(u, "ws://")
	}
	return u
}

// SeatURL is the address of room code's status on the host whose rooms'
// WebSocket is roomsURL.
func SeatURL(roomsURL, code string) string {
	return HostURL(roomsURL) + SeatPath + "?room=" + url.QueryEscape(NormalCode(code))
}

// seatAnswer is a status's answer read: the status, or the refusal its
// HTTP status says.
func seatAnswer(status int, body []byte) (SeatStatus, error) {
	var s SeatStatus
	switch status {
	case 200:
		if err := json.Unmarshal(body, &s); err != nil {
			return s, err
		}
		return s, nil
	case 404:
		return s, ErrNoRoom
	case 403, 410:
		return s, ErrNotSeat
	}
	return s, errors.New("the host answered " + strings.TrimSpace(string(body)))
}

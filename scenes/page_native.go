//go:build !js

package scenes

import (
	"strings"

	"graffiti/rooms/wire"
)

func publishFrame(*App) {}

// Mark names a moment of the start-up for the browser's timeline.
func Mark(string) {}

// DemoRequested reports whether the page asked for the demo (?demo=1);
// natively the -demo flag does.
func DemoRequested() bool { return false }

// TableRequested: a desktop's table screen is opened by -rooms and the
// new-game screen.
func TableRequested() string { return "" }

// InviteRequested: a desktop's -room claims by the code alone (the table
// lets it in).
func InviteRequested() string { return "" }

// SeatChosen: a desktop's page lists no seats before the game starts.
func SeatChosen() int { return -1 }

// WatchRequested: natively the -watch flag asks (cli/play.go).
func WatchRequested() string { return "" }

// ShowRoom: a desktop has no address to show the room in.
func ShowRoom(string) {}

// Vibrate: a desktop does not.
func Vibrate(int) {}

// KeepAwake: a desktop's screen is its own to keep on.
func KeepAwake(bool) {}

// RoomRequested: natively the -room flag asks.
func RoomRequested() (code, url string) { return "", "" }

// RoomsURL is the rooms of the host the -rooms flag names ("": none).
func RoomsURL() string { return roomsURL }

// JoinURL is the address a phone opens to join room code: the host's
// page, with the code.
func JoinURL(code, hostJoin string) string {
	return JoinAt(wire.HostURL(roomsURL)+"/", hostJoin, code)
}

// roomsURL is set by SetRoomsURL from the -rooms flag.
var roomsURL string

// SetRoomsURL names the host whose rooms this desktop opens (the -rooms
// flag): its address, http://host:port/.
func SetRoomsURL(host string) {
	host = strings.TrimSuffix(host, "/")
	host = strings.Replace(strings.Replace(host, "https://", "wss://", 1), "http://", "ws://", 1)
	if !strings.HasPrefix(host, "ws") {
		host = "ws://" + host
	}
	roomsURL = host + "/rooms"
}

package room

import (
	"embed"

	"graffiti/scenes/words"
)

// A room's words: keys of their own (their IDs under "room."), their
// texts in msg/, loaded at start (words.Load).
const (
	Code          words.Word = "room.Code"
	JoinHere      words.Word = "room.JoinHere"
	JoinOr        words.Word = "room.JoinOr"
	SeatFree      words.Word = "room.SeatFree"
	SeatJoined    words.Word = "room.SeatJoined"
	SeatBot       words.Word = "room.SeatBot"
	WaitJoin      words.Word = "room.WaitJoin"
	YourTurn      words.Word = "room.YourTurn"
	ToPlay        words.Word = "room.ToPlay"
	Thinking      words.Word = "room.Thinking"
	Over          words.Word = "room.Over"
	Wins          words.Word = "room.Wins"
	Scores        words.Word = "room.Scores"
	OnlyYou       words.Word = "room.OnlyYou"
	NothingHidden words.Word = "room.NothingHidden"
	Moves         words.Word = "room.Moves"
	Play          words.Word = "room.Play"
	Back          words.Word = "room.Back"
	More          words.Word = "room.More"
	ChooseSeat    words.Word = "room.ChooseSeat"
	SeatN         words.Word = "room.SeatN"
	Connecting    words.Word = "room.Connecting"
	Reconnecting  words.Word = "room.Reconnecting"
	Freed         words.Word = "room.Freed"
	NoHost        words.Word = "room.NoHost"
	NotYourTurn   words.Word = "room.NotYourTurn"
	Leave         words.Word = "room.Leave"
	Later         words.Word = "room.Later"
	LeaveSure     words.Word = "room.LeaveSure"
	Free          words.Word = "room.Free"
	Board         words.Word = "room.Board"
	List          words.Word = "room.List"
	TapToZoom     words.Word = "room.TapToZoom"
	TapToEnlarge  words.Word = "room.TapToEnlarge"
	TapToClose    words.Word = "room.TapToClose"
	First         words.Word = "room.First"
	StepBack      words.Word = "room.StepBack"
	PlayOn        words.Word = "room.PlayOn"
	Pause         words.Word = "room.Pause"
	Forward       words.Word = "room.Forward"
	Last          words.Word = "room.Last"
	Speed         words.Word = "room.Speed"
	LiveWord      words.Word = "room.LiveWord"
	Watching      words.Word = "room.Watching"
	StepOf        words.Word = "room.StepOf"
	WatchAt       words.Word = "room.WatchAt"
	WatchLink     words.Word = "room.WatchLink"
	WatchCode     words.Word = "room.WatchCode"
	Replay        words.Word = "room.Replay"
	SeatAsked     words.Word = "room.SeatAsked"
	// A move the host's bot played for a seat whose time per move ran
	// out (clock.go).
	RanOut         words.Word = "room.RanOut"
	YourTimeRanOut words.Word = "room.YourTimeRanOut"
	ByClock        words.Word = "room.ByClock"
	// How long the turn has left (clock.go).
	LeftDays    words.Word = "room.LeftDays"
	LeftHours   words.Word = "room.LeftHours"
	LeftMinutes words.Word = "room.LeftMinutes"
	LeftMoment  words.Word = "room.LeftMoment"
	Allow       words.Word = "room.Allow"
	Deny        words.Word = "room.Deny"
	WaitTable   words.Word = "room.WaitTable"
	// The host's refusals, by code (refusal.go).
	RefusedMalformed      words.Word = "room.RefusedMalformed"
	RefusedTooBig         words.Word = "room.RefusedTooBig"
	RefusedVersion        words.Word = "room.RefusedVersion"
	RefusedUnknown        words.Word = "room.RefusedUnknown"
	RefusedTooFast        words.Word = "room.RefusedTooFast"
	RefusedBound          words.Word = "room.RefusedBound"
	RefusedUnbound        words.Word = "room.RefusedUnbound"
	RefusedNoRoom         words.Word = "room.RefusedNoRoom"
	RefusedOptions        words.Word = "room.RefusedOptions"
	RefusedFull           words.Word = "room.RefusedFull"
	RefusedNoSeat         words.Word = "room.RefusedNoSeat"
	RefusedToken          words.Word = "room.RefusedToken"
	RefusedRevoked        words.Word = "room.RefusedRevoked"
	RefusedNotOwner       words.Word = "room.RefusedNotOwner"
	RefusedTurn           words.Word = "room.RefusedTurn"
	RefusedStale          words.Word = "room.RefusedStale"
	RefusedRules          words.Word = "room.RefusedRules"
	RefusedLost           words.Word = "room.RefusedLost"
	RefusedDenied         words.Word = "room.RefusedDenied"
	RefusedWaiting        words.Word = "room.RefusedWaiting"
	RefusedTooManyRooms   words.Word = "room.RefusedTooManyRooms"
	RefusedTooManyCreates words.Word = "room.RefusedTooManyCreates"
	RefusedTooManyConns   words.Word = "room.RefusedTooManyConns"
	RefusedTooManyMisses  words.Word = "room.RefusedTooManyMisses"
	RefusedNoPush         words.Word = "room.RefusedNoPush"
)

// The texts of these keys, in each language: msg/words.*.toml (and,
// for a game, its rules help's: msg/rules.*.toml).
//
//go:embed msg
var msgFiles embed.FS

func init() { words.Load("room", msgFiles) }

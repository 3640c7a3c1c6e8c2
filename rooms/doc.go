// Package rooms is the host of rooms: one game played by several
// devices, the board on a shared screen (the table), each player's
// secrets on their own phone (a seat), and anyone else watching (a
// spectator). The host is authoritative: it holds the match, checks
// every action a seat sends by its text, and sends each connection only
// what its role may see, the seat's view and events or the public ones,
// never the state.
//
// Nothing is lost: every record of a room (its creation, a seat claimed
// or freed, an action) is stored in the room's log, and acknowledged by
// it, before the room changes or anyone hears of it; a host started again
// rebuilds every room from its log. The log is JetStream, embedded in the
// host process (jetstream.go), behind the small interface Log; or a NATS
// cluster's, shared by several hosts, each room leased to one of them at
// a time (cluster.go).
//
// The protocol, its messages, versions and refusals, is written in
// docs/rooms.md; protocol.go is its code.
package rooms

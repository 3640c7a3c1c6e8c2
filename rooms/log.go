package rooms

import "context"

// Log is where the host keeps what makes its rooms: one ordered list of
// records per room. Append returns only once the record is stored and
// acknowledged, so the host tells nobody of a change the log might not
// have. It is JetStream: embedded (OpenJetStream), or a NATS cluster's
// (ConnectJetStream), which several hosts share (Cluster).
type Log interface {
	// Append stores rec as room's next record. last is the sequence of
	// the room's last record (0 for a new room): if the log holds a later
	// one, another writer got there first and nothing is stored.
	Append(ctx context.Context, room string, last uint64, rec []byte) (seq uint64, err error)
	// Each calls f with every record of every room, each room's in order.
	Each(ctx context.Context, f func(room string, seq uint64, rec []byte) error) error
	// Room gives one room's records, in order, with the last's sequence.
	Room(ctx context.Context, room string) (recs [][]byte, last uint64, err error)
	// Purge removes every record of room: a room that has ended.
	Purge(ctx context.Context, room string) error
	Close() error
}

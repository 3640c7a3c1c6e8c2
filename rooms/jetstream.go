package rooms

import (
	"context"
	"errors"
	"fmt"
	"hash/crc32"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"graffiti/rooms/wire"
)

// The rooms' records are kept on several streams, each room's on one of
// them, its subject the stream's prefix and the room's code. Each stream
// has its own file and writes it on its own. A log that syncs every
// record before it is acknowledged spreads its rooms over the streams by
// their codes (streamOf): one stream syncs one record at a time, and a
// host of a thousand rooms waited on that, where several streams' syncs
// run at once (a disk takes several at once faster than one after
// another). A log synced every interval keeps new rooms on the first
// stream: there the syncs are few, and more streams only cost more
// work (the round trips' 99th percentile at a thousand rooms: 26 ms on
// one stream, 44 ms on eight; synced at every record, 157 ms and 72 ms).
// The first stream's name and subjects are those of the log when it had
// only one, so rooms written then are found there; a room goes on where
// it was found.
const shards = 8

// stream names shard k's stream and its subjects' prefix.
func stream(k int) (name, prefix string) {
	if k == 0 {
		return "ROOMS", "rooms."
	}
	return fmt.Sprintf("ROOMS_%d", k), fmt.Sprintf("rooms%d.", k)
}

// streamOf is the stream a room's records go to.
func streamOf(room string) int {
	return int(crc32.ChecksumIEEE([]byte(room)) % shards)
}

// JetStream is the Log of a NATS server with JetStream embedded in this
// process: its files under a directory, no network listener (the host
// connects to it in process).
type JetStream struct {
	ns      *server.Server
	nc      *nats.Conn
	js      jetstream.JetStream
	streams [shards]jetstream.Stream

	spread bool // new rooms are spread over the streams (synced at every record)

	mu    sync.Mutex
	where map[string]int // the stream of every room read or written
}

// OpenJetStream starts the embedded server on dir (made if need be) and
// opens, or makes, the rooms' streams. With interval 0, every record is
// on the disk before it is acknowledged, and new rooms are spread over
// the streams so that their syncs run side by side. Otherwise the disk
// is synced every interval: a record is still written to the system
// before it is acknowledged, so a host killed loses nothing it
// acknowledged, but a machine that loses its power may lose the last
// interval.
func OpenJetStream(ctx context.Context, dir string, interval time.Duration) (*JetStream, error) {
	ns, err := server.NewServer(&server.Options{
		ServerName: "graffiti-host",
		JetStream:  true,
		StoreDir:   dir,
		DontListen: true,
		NoSigs:     true,
		// Every record written through to its file before it is
		// acknowledged: a host killed the instant after loses nothing
		// it acknowledged (the default syncs every two minutes), or
		// synced every interval, as the host's -sync says.
		SyncAlways:   interval == 0,
		SyncInterval: interval,
		// The host's messages are small; JetStream's default memory
		// reserve is a quarter of the machine's.
		JetStreamMaxMemory: 64 << 20,
	})
	if err != nil {
		return nil, fmt.Errorf("rooms' log: %w", err)
	}
	ns.Start()
	if !ns.ReadyForConnections(30 * time.Second) {
		ns.Shutdown()
		return nil, errors.New("rooms' log: the embedded NATS server did not start")
	}
	j, err := connectJetStream(ctx, ns, 1, nats.InProcessServer(ns))
	if err != nil {
		ns.Shutdown()
		return nil, err
	}
	j.spread = interval == 0
	return j, nil
}

// ConnectJetStream uses the JetStream of a NATS cluster at url (several
// hosts share it: Cluster), the rooms' stream kept on replicas servers.
func ConnectJetStream(ctx context.Context, url string, replicas int) (*JetStream, error) {
	nc, err := nats.Connect(url, nats.MaxReconnects(-1), nats.ReconnectWait(250*time.Millisecond))
	if err != nil {
		return nil, fmt.Errorf("rooms' log: %w", err)
	}
	j, err := openStream(ctx, nil, nc, replicas)
	if err != nil {
		return nil, err
	}
	// Spread, so that the streams' leaders are spread over the servers.
	j.spread = true
	return j, nil
}

func connectJetStream(ctx context.Context, ns *server.Server, replicas int, opts ...nats.Option) (*JetStream, error) {
	nc, err := nats.Connect("", opts...)
	if err != nil {
		return nil, fmt.Errorf("rooms' log: %w", err)
	}
	return openStream(ctx, ns, nc, replicas)
}

// openStream opens, or makes, the rooms' streams on the connection.
func openStream(ctx context.Context, ns *server.Server, nc *nats.Conn, replicas int) (*JetStream, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		nc.Close()
		return nil, fmt.Errorf("rooms' log: %w", err)
	}
	j := &JetStream{ns: ns, nc: nc, js: js, where: map[string]int{}}
	for k := range j.streams {
		name, prefix := stream(k)
		j.streams[k], err = js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
			Name:       name,
			Subjects:   []string{prefix + ">"},
			Storage:    jetstream.FileStorage,
			MaxMsgSize: wire.HardLimit,
			Replicas:   max(1, replicas),
		})
		if err != nil {
			nc.Close()
			return nil, fmt.Errorf("rooms' log: %w", err)
		}
	}
	return j, nil
}

// shard is the stream room's records are on: where it was read or
// written, or for a new room its own stream (spread) or the first.
func (j *JetStream) shard(room string) int {
	j.mu.Lock()
	defer j.mu.Unlock()
	if k, ok := j.where[room]; ok {
		return k
	}
	if j.spread {
		return streamOf(room)
	}
	return 0
}

// found notes that room's records are on stream k.
func (j *JetStream) found(room string, k int) {
	j.mu.Lock()
	j.where[room] = k
	j.mu.Unlock()
}

// Append publishes rec on the room's subject, expecting last as the
// subject's last sequence, and waits for the acknowledgement.
func (j *JetStream) Append(ctx context.Context, room string, last uint64, rec []byte) (uint64, error) {
	k := j.shard(room)
	name, prefix := stream(k)
	pa, err := j.js.Publish(ctx, prefix+room, rec, jetstream.WithExpectStream(name), jetstream.WithExpectLastSequencePerSubject(last))
	if err != nil {
		return 0, fmt.Errorf("rooms' log: %w", err)
	}
	if last == 0 {
		j.found(room, k)
	}
	return pa.Sequence, nil
}

// Each reads every stream once, each in order, with an ordered consumer.
func (j *JetStream) Each(ctx context.Context, f func(room string, seq uint64, rec []byte) error) error {
	for k, st := range j.streams {
		info, err := st.Info(ctx)
		if err != nil {
			return fmt.Errorf("rooms' log: %w", err)
		}
		_, prefix := stream(k)
		last := info.State.LastSeq
		if info.State.Msgs == 0 {
			last = 0 // every record purged: rooms that ended
		}
		err = j.read(ctx, st, nil, last, func(m jetstream.Msg, seq uint64) error {
			room := strings.TrimPrefix(m.Subject(), prefix)
			j.found(room, k)
			return f(room, seq, m.Data())
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// Room reads one room's subject: on the stream it is known to be on, or
// else on its own stream or the first, where another host may have
// written it.
func (j *JetStream) Room(ctx context.Context, room string) ([][]byte, uint64, error) {
	j.mu.Lock()
	k, known := j.where[room]
	j.mu.Unlock()
	if !known {
		k = streamOf(room)
	}
	_, prefix := stream(k)
	last, err := j.streams[k].GetLastMsgForSubject(ctx, prefix+room)
	if errors.Is(err, jetstream.ErrMsgNotFound) && !known && k != 0 {
		k = 0
		_, prefix = stream(0)
		last, err = j.streams[0].GetLastMsgForSubject(ctx, prefix+room)
	}
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return nil, 0, nil
	}
	if err != nil {
		return nil, 0, fmt.Errorf("rooms' log: %w", err)
	}
	j.found(room, k)
	var recs [][]byte
	err = j.read(ctx, j.streams[k], []string{prefix + room}, last.Sequence, func(m jetstream.Msg, _ uint64) error {
		recs = append(recs, m.Data())
		return nil
	})
	return recs, last.Sequence, err
}

// Purge removes room's subject from its stream (the host holds the room,
// so it knows which), and forgets where it was.
func (j *JetStream) Purge(ctx context.Context, room string) error {
	k := j.shard(room)
	_, prefix := stream(k)
	if err := j.streams[k].Purge(ctx, jetstream.WithPurgeSubject(prefix+room)); err != nil {
		return fmt.Errorf("rooms' log: %w", err)
	}
	j.mu.Lock()
	delete(j.where, room)
	j.mu.Unlock()
	return nil
}

// read delivers stream st's messages (of subjects, or all) up to and
// including sequence last, or to the last there is.
func (j *JetStream) read(ctx context.Context, st jetstream.Stream, subjects []string, last uint64, f func(jetstream.Msg, uint64) error) error {
	if last == 0 {
		return nil
	}
	c, err := st.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{FilterSubjects: subjects})
	if err != nil {
		return fmt.Errorf("rooms' log: %w", err)
	}
	for {
		batch, err := c.Fetch(512, jetstream.FetchMaxWait(5*time.Second))
		if err != nil {
			return fmt.Errorf("rooms' log: %w", err)
		}
		n := 0
		for m := range batch.Messages() {
			n++
			md, err := m.Metadata()
			if err != nil {
				return fmt.Errorf("rooms' log: %w", err)
			}
			if err := f(m, md.Sequence.Stream); err != nil {
				return err
			}
			// The records up to last may end before it: the last
			// ones were a room's that ended, purged.
			if md.Sequence.Stream >= last || md.NumPending == 0 {
				return nil
			}
		}
		if err := batch.Error(); err != nil {
			return fmt.Errorf("rooms' log: %w", err)
		}
		if n == 0 {
			return fmt.Errorf("rooms' log: the stream ended before sequence %d", last)
		}
	}
}

// Close closes the connection and shuts an embedded server down, its
// files flushed.
func (j *JetStream) Close() error {
	j.nc.Close()
	if j.ns != nil {
		j.ns.Shutdown()
		j.ns.WaitForShutdown()
	}
	return nil
}

// Conn is the log's NATS connection, which a host of a cluster forwards
// requests over too.
func (j *JetStream) Conn() *nats.Conn { return j.nc }

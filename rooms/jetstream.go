package rooms

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"graffiti/rooms/wire"
)

// streamName is the JetStream stream of every room; each room's records
// are its subject, subjectPrefix and the room's code.
const (
	streamName    = "ROOMS"
	subjectPrefix = "rooms."
)

// JetStream is the Log of a NATS server with JetStream embedded in this
// process: its files under a directory, no network listener (the host
// connects to it in process).
type JetStream struct {
	ns     *server.Server
	nc     *nats.Conn
	js     jetstream.JetStream
	stream jetstream.Stream
}

// OpenJetStream starts the embedded server on dir (made if need be) and
// opens, or makes, the rooms' stream. With interval 0, every record is
// on the disk before it is acknowledged. Otherwise the disk is synced
// every interval: a record is still written to the system before it is
// acknowledged, so a host killed loses nothing it acknowledged, but a
// machine that loses its power may lose the last interval. One sync a
// record bounds a host to what the disk syncs a second (about a
// thousand here, a few hundred on many disks), shared by all its rooms.
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
	return j, nil
}

// ConnectJetStream uses the JetStream of a NATS cluster at url (several
// hosts share it: Cluster), the rooms' stream kept on replicas servers.
func ConnectJetStream(ctx context.Context, url string, replicas int) (*JetStream, error) {
	nc, err := nats.Connect(url, nats.MaxReconnects(-1), nats.ReconnectWait(250*time.Millisecond))
	if err != nil {
		return nil, fmt.Errorf("rooms' log: %w", err)
	}
	return openStream(ctx, nil, nc, replicas)
}

func connectJetStream(ctx context.Context, ns *server.Server, replicas int, opts ...nats.Option) (*JetStream, error) {
	nc, err := nats.Connect("", opts...)
	if err != nil {
		return nil, fmt.Errorf("rooms' log: %w", err)
	}
	return openStream(ctx, ns, nc, replicas)
}

// openStream opens, or makes, the rooms' stream on the connection.
func openStream(ctx context.Context, ns *server.Server, nc *nats.Conn, replicas int) (*JetStream, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		nc.Close()
		return nil, fmt.Errorf("rooms' log: %w", err)
	}
	stream, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name:       streamName,
		Subjects:   []string{subjectPrefix + ">"},
		Storage:    jetstream.FileStorage,
		MaxMsgSize: wire.HardLimit,
		Replicas:   max(1, replicas),
	})
	if err != nil {
		nc.Close()
		return nil, fmt.Errorf("rooms' log: %w", err)
	}
	return &JetStream{ns: ns, nc: nc, js: js, stream: stream}, nil
}

// Append publishes rec on the room's subject, expecting last as the
// subject's last sequence, and waits for the acknowledgement.
func (j *JetStream) Append(ctx context.Context, room string, last uint64, rec []byte) (uint64, error) {
	pa, err := j.js.Publish(ctx, subjectPrefix+room, rec, jetstream.WithExpectStream(streamName), jetstream.WithExpectLastSequencePerSubject(last))
	if err != nil {
		return 0, fmt.Errorf("rooms' log: %w", err)
	}
	return pa.Sequence, nil
}

// Each reads the whole stream once, in order, with an ordered consumer.
func (j *JetStream) Each(ctx context.Context, f func(room string, seq uint64, rec []byte) error) error {
	info, err := j.stream.Info(ctx)
	if err != nil {
		return fmt.Errorf("rooms' log: %w", err)
	}
	return j.read(ctx, nil, info.State.LastSeq, func(m jetstream.Msg, seq uint64) error {
		return f(strings.TrimPrefix(m.Subject(), subjectPrefix), seq, m.Data())
	})
}

// Room reads one room's subject.
func (j *JetStream) Room(ctx context.Context, room string) ([][]byte, uint64, error) {
	last, err := j.stream.GetLastMsgForSubject(ctx, subjectPrefix+room)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return nil, 0, nil
	}
	if err != nil {
		return nil, 0, fmt.Errorf("rooms' log: %w", err)
	}
	var recs [][]byte
	err = j.read(ctx, []string{subjectPrefix + room}, last.Sequence, func(m jetstream.Msg, _ uint64) error {
		recs = append(recs, m.Data())
		return nil
	})
	return recs, last.Sequence, err
}

// read delivers the stream's messages (of subjects, or all) up to and
// including sequence last.
func (j *JetStream) read(ctx context.Context, subjects []string, last uint64, f func(jetstream.Msg, uint64) error) error {
	if last == 0 {
		return nil
	}
	c, err := j.stream.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{FilterSubjects: subjects})
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
			if md.Sequence.Stream >= last {
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

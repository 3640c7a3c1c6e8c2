package rooms

import (
	"context"
	"fmt"
	"testing"
	"time"

	"graffiti/rooms/wire"
)

// The writer gets the messages in the order they were sent, and a box
// emptied after a burst keeps no room for one.
func TestAnOutboxKeepsItsOrderAndHoldsOnlyWhatWaits(t *testing.T) {
	o := newOutbox()
	for i := range 20 {
		if !o.put([]byte(fmt.Sprint(i))) {
			t.Fatalf("message %d refused with %d waiting", i, i)
		}
	}
	batch := o.take(nil)
	for i, b := range batch {
		if string(b) != fmt.Sprint(i) {
			t.Fatalf("message %d taken as %q", i, b)
		}
	}
	if len(batch) != 20 || cap(o.msgs) != 0 {
		t.Errorf("took %d of 20; the emptied box still holds room for %d", len(batch), cap(o.msgs))
	}
	select {
	case <-o.ready:
	default:
		t.Error("no signal for the messages put")
	}
}

// A connection whose client takes nothing is let go once queued
// messages wait, and not before.
func TestAConnectionTooSlowForItsMessagesIsLetGo(t *testing.T) {
	stuck := make(chan struct{})
	defer close(stuck)
	c := &conn{h: &Host{cfg: Config{WriteTimeout: time.Hour}}, out: newOutbox(),
		deliver: func(b []byte) error {
			<-stuck
			return nil
		}}
	c.ctx, c.cancel = context.WithCancel(context.Background())
	defer c.cancel()
	go c.write()
	c.send([]byte("first"))          // the one the writer is stuck on
	for waiting := 1; waiting > 0; { // until the writer holds it
		time.Sleep(time.Millisecond)
		c.out.mu.Lock()
		waiting = len(c.out.msgs)
		c.out.mu.Unlock()
	}
	for i := range queued {
		c.send([]byte(fmt.Sprint(i)))
	}
	if c.ctx.Err() != nil {
		t.Fatalf("let go with %d messages waiting", queued)
	}
	c.send([]byte("one too many"))
	if c.ctx.Err() == nil {
		t.Errorf("still held with %d messages waiting", queued+1)
	}
}

// A write that takes longer than the write timeout ends the connection.
func TestAWriteThatTakesTooLongEndsTheConnection(t *testing.T) {
	stuck := make(chan struct{})
	defer close(stuck)
	c := &conn{h: &Host{cfg: Config{WriteTimeout: 50 * time.Millisecond}}, out: newOutbox(),
		deliver: func(b []byte) error {
			if string(b) == "stuck" {
				<-stuck
			}
			return nil
		}}
	c.ctx, c.cancel = context.WithCancel(context.Background())
	defer c.cancel()
	go c.write()
	c.send([]byte("fine"))
	time.Sleep(200 * time.Millisecond)
	if c.ctx.Err() != nil {
		t.Fatal("a connection whose writes went through was ended")
	}
	c.send([]byte("stuck"))
	select {
	case <-c.ctx.Done():
	case <-time.After(10 * time.Second):
		t.Error("a write stuck for 10 s has not ended its connection")
	}
}

// A connection that pings is kept; one quiet past the read timeout is
// closed.
func TestAQuietConnectionIsClosedAtTheReadTimeout(t *testing.T) {
	th := startHost(t, t.TempDir(), func(c *Config) { c.ReadTimeout = 300 * time.Millisecond })
	c := dial(t, th.url)
	for range 10 {
		ask(t, c, wire.Request{Type: wire.ReqPing}, wire.MsgPong)
		time.Sleep(100 * time.Millisecond)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if m, _, err := c.Receive(ctx); err == nil {
		t.Errorf("a quiet connection heard %s, and was not closed", m.Type)
	} else if ctx.Err() != nil {
		t.Error("a quiet connection was still open after 10 s")
	}
}

package rooms

import "sync"

// outbox is a connection's messages waiting for its writer, in order, at
// most queued of them. It holds only what waits: a channel of queued
// places held 6 KB for every connection whether anything waited or not,
// 30 MB of a host of 5,000 connections, all of it gone through by the
// collector at every cycle.
type outbox struct {
	mu    sync.Mutex
	msgs  [][]byte
	ready chan struct{} // something waits (one signal for any number)
}

func newOutbox() *outbox { return &outbox{ready: make(chan struct{}, 1)} }

// put queues b; false, and nothing queued, when queued messages already
// wait.
func (o *outbox) put(b []byte) bool {
	o.mu.Lock()
	full := len(o.msgs) >= queued
	if !full {
		o.msgs = append(o.msgs, b)
	}
	o.mu.Unlock()
	if !full {
		select {
		case o.ready <- struct{}{}:
		default: // already signalled: the writer takes everything
		}
	}
	return !full
}

// take moves the waiting messages to batch and returns it. A box that
// had to hold a burst lets its room go once emptied.
func (o *outbox) take(batch [][]byte) [][]byte {
	o.mu.Lock()
	batch = append(batch[:0], o.msgs...)
	clear(o.msgs)
	if cap(o.msgs) > 8 {
		o.msgs = nil
	} else {
		o.msgs = o.msgs[:0]
	}
	o.mu.Unlock()
	return batch
}

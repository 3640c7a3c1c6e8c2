package wire

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// Client is one connection to a host's rooms, as a phone, a table or a
// test holds it. Natively it is a coder/websocket connection
// (socket_native.go); in the browser, the page's own WebSocket
// (socket_js.go): coder/websocket's browser side brings net/http into
// the download, half a megabyte gzipped, for a client that needs none of
// it.
type Client struct {
	s socket
	// held is the view of the last welcome or update, after heldAt
	// actions: the one the host's next patch is made from.
	held   []byte
	heldAt int
}

// socket is a WebSocket as the client uses it: text messages both ways.
type socket interface {
	write(ctx context.Context, b []byte) error
	read(ctx context.Context) ([]byte, error)
	close() error
}

// Dial connects to a host's rooms endpoint (ws:// or wss://).
func Dial(ctx context.Context, url string) (*Client, error) {
	s, _, err := dialBound(ctx, url, "")
	if err != nil {
		return nil, err
	}
	return &Client{s: s}, nil
}

// DialBound connects to url and binds the connection with bind, its
// first request. A phone's page is faster: its loader opened the
// connection and sent that very request while the game downloaded
// (web/loader.js), so the host's answer may already be waiting; that
// connection is taken up as it is (socket_js.go).
func DialBound(ctx context.Context, url string, bind Request) (*Client, error) {
	bind.V = Version
	b, err := json.Marshal(bind)
	if err != nil {
		return nil, err
	}
	s, bound, err := dialBound(ctx, url, string(b))
	if err != nil {
		return nil, err
	}
	if !bound {
		if err := s.write(ctx, b); err != nil {
			s.close()
			return nil, err
		}
	}
	return &Client{s: s}, nil
}

// Send sends a request of the protocol's version.
func (c *Client) Send(ctx context.Context, req Request) error {
	req.V = Version
	b, err := json.Marshal(req)
	if err != nil {
		return err
	}
	return c.s.write(ctx, b)
}

// Receive waits for the host's next message, and gives its bytes too.
func (c *Client) Receive(ctx context.Context) (Message, []byte, error) {
	return c.receive(ctx, func(b []byte) (m Message, err error) {
		err = json.Unmarshal(b, &m)
		return m, err
	})
}

// ReceiveHead is Receive without the view and the events (Head): the
// bytes give them on demand.
func (c *Client) ReceiveHead(ctx context.Context) (Message, []byte, error) {
	return c.receive(ctx, Head)
}

func (c *Client) receive(ctx context.Context, decode func([]byte) (Message, error)) (Message, []byte, error) {
	b, err := c.s.read(ctx)
	if err != nil {
		return Message{}, nil, err
	}
	m, err := decode(b)
	if err == nil {
		err = c.patched(&m)
	}
	if err != nil {
		return Message{}, b, fmt.Errorf("a message of the host: %w", err)
	}
	return m, b, nil
}

// patched makes the view of an update sent as a patch, from the view
// held, and holds the view of every welcome and update: the message
// then has its view whole, as if it had come so.
func (c *Client) patched(m *Message) error {
	if m.Type != MsgWelcome && m.Type != MsgUpdate {
		return nil // a replay's step, among others, is not the view held
	}
	if m.Patch != nil {
		if m.Base == nil || c.held == nil || *m.Base != c.heldAt {
			return fmt.Errorf("a patch of the view after %v actions; the view held is after %d", m.Base, c.heldAt)
		}
		v, err := Apply(c.held, m.Patch)
		if err != nil {
			return err
		}
		m.View = v
	}
	if m.View != nil {
		c.held, c.heldAt = append(c.held[:0], m.View...), m.Actions
	}
	return nil
}

// Close ends the connection.
func (c *Client) Close() error { return c.s.close() }

// KeepAlive pings on c every so often until ctx ends or a ping fails,
// as the screens do, so that the host does not close c as gone quiet (a
// connection may be written from several goroutines).
func (c *Client) KeepAlive(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if c.Send(ctx, Request{Type: ReqPing}) != nil {
				return
			}
		}
	}
}

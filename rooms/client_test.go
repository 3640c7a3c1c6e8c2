package rooms

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/coder/websocket"
)

// Client is one connection to a host's rooms, as a phone, a table or a
// test holds it; it works natively and in the browser.
type Client struct {
	ws *websocket.Conn
}

// Dial connects to a host's rooms endpoint (ws:// or wss://).
func Dial(ctx context.Context, url string) (*Client, error) {
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(1 << 20) // a view with its events is a few KB
	return &Client{ws: ws}, nil
}

// Send sends a request of the protocol's version.
func (c *Client) Send(ctx context.Context, req Request) error {
	req.V = Version
	b, err := json.Marshal(req)
	if err != nil {
		return err
	}
	return c.ws.Write(ctx, websocket.MessageText, b)
}

// SendRaw sends bytes as they are: for tests of what the host refuses.
func (c *Client) SendRaw(ctx context.Context, typ websocket.MessageType, b []byte) error {
	return c.ws.Write(ctx, typ, b)
}

// Receive waits for the host's next message, and gives its bytes too.
func (c *Client) Receive(ctx context.Context) (Message, []byte, error) {
	_, b, err := c.ws.Read(ctx)
	if err != nil {
		return Message{}, nil, err
	}
	var m Message
	if err := json.Unmarshal(b, &m); err != nil {
		return Message{}, b, fmt.Errorf("a message of the host: %w", err)
	}
	return m, b, nil
}

// Close ends the connection.
func (c *Client) Close() error { return c.ws.Close(websocket.StatusNormalClosure, "") }

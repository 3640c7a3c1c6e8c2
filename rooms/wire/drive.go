//go:build !js

package wire

import (
	"context"

	"github.com/coder/websocket"
)

// What the tests of the host drive a connection with, beyond what a
// phone does: bytes that are no request, and a network lost.

// SendRaw sends bytes as they are: for tests of what the host refuses.
func (c *Client) SendRaw(ctx context.Context, typ websocket.MessageType, b []byte) error {
	return c.s.(nativeSocket).ws.Write(ctx, typ, b)
}

// CloseNow drops the connection without the closing handshake, as a
// phone losing its network does.
func (c *Client) CloseNow() error { return c.s.(nativeSocket).ws.CloseNow() }

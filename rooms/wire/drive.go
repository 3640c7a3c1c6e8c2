//go:build !js

package wire

import (
	"context"
	"net"
	"net/http"
	"net/netip"

	"github.com/coder/websocket"
)

// What the tests of the host drive a connection with, beyond what a
// phone does: bytes that are no request, a network lost, and another
// client address.

// SendRaw sends bytes as they are: for tests of what the host refuses.
func (c *Client) SendRaw(ctx context.Context, typ websocket.MessageType, b []byte) error {
	return c.s.(nativeSocket).ws.Write(ctx, typ, b)
}

// CloseNow drops the connection without the closing handshake, as a
// phone losing its network does.
func (c *Client) CloseNow() error { return c.s.(nativeSocket).ws.CloseNow() }

// DialFrom connects from the local address from: on one machine, a
// client of 127.0.0.2 is another client address than one of 127.0.0.3
// (the whole of 127.0.0.0/8 is loopback), as the host's limits count
// them.
func DialFrom(ctx context.Context, url string, from netip.Addr) (*Client, error) {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: from.AsSlice()}}
	return DialClient(ctx, url, &http.Client{Transport: &http.Transport{DialContext: d.DialContext}})
}

// DialClient is Dial through hc: a test's host over TLS, its
// certificate made by the test and trusted by hc alone.
func DialClient(ctx context.Context, url string, hc *http.Client) (*Client, error) {
	s, err := dialWith(ctx, url, &websocket.DialOptions{HTTPClient: hc})
	if err != nil {
		return nil, err
	}
	return &Client{s: s}, nil
}

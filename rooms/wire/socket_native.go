//go:build !js

package wire

import (
	"context"

	"github.com/coder/websocket"
)

// nativeSocket is a coder/websocket connection.
type nativeSocket struct{ ws *websocket.Conn }

// dialBound dials url: only a page's loader binds a connection ahead
// (socket_js.go), so natively the caller always sends its first request.
func dialBound(ctx context.Context, url, _ string) (socket, bool, error) {
	s, err := dialWith(ctx, url, nil)
	return s, false, err
}

func dialWith(ctx context.Context, url string, opts *websocket.DialOptions) (socket, error) {
	ws, _, err := websocket.Dial(ctx, url, opts)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(1 << 20) // a view with its events is a few KB
	return nativeSocket{ws}, nil
}

func (s nativeSocket) write(ctx context.Context, b []byte) error {
	return s.ws.Write(ctx, websocket.MessageText, b)
}

func (s nativeSocket) read(ctx context.Context) ([]byte, error) {
	_, b, err := s.ws.Read(ctx)
	return b, err
}

func (s nativeSocket) close() error { return s.ws.Close(websocket.StatusNormalClosure, "") }

// EarlyClaim: a program has no page whose loader claims a seat.
func EarlyClaim() (seat int, ok bool) { return -1, false }

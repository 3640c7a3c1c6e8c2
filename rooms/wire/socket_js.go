//go:build js

package wire

import (
	"context"
	"errors"
	"sync"
	"syscall/js"
)

// jsSocket is the page's WebSocket. Its events come on the browser's
// one thread, in callbacks that must not block: they queue what came
// and wake the reader.
type jsSocket struct {
	ws        js.Value
	listeners []listener

	mu     sync.Mutex
	in     [][]byte
	err    error
	wake   chan struct{} // one wake-up waiting at most
	opened chan struct{}
}

var errClosed = errors.New("the connection closed")

// dialBound dials url for a connection to be bound by bind (a request's
// text; "" for none), and tells whether the loader's connection, taken
// up, was bound with it already.
func dialBound(ctx context.Context, url, bind string) (socket, bool, error) {
	s := &jsSocket{wake: make(chan struct{}, 1), opened: make(chan struct{})}
	var bound bool
	s.ws, bound = early(url, bind)
	if s.ws.IsUndefined() {
		s.ws = js.Global().Get("WebSocket").New(url)
	} else {
		// Taken up from the loader: what came before is read first.
		for _, m := range jsStrings(s.ws.Get("early")) {
			s.in = append(s.in, []byte(m))
		}
		s.ws.Set("early", js.Null())
	}
	if s.ws.Get("readyState").Int() == wsOpen {
		close(s.opened)
	} else {
		s.on("open", func(js.Value) { close(s.opened) })
	}
	s.on("message", func(e js.Value) {
		data := e.Get("data")
		if data.Type() != js.TypeString {
			return // the host sends text only
		}
		s.mu.Lock()
		s.in = append(s.in, []byte(data.String()))
		s.mu.Unlock()
		s.signal()
	})
	s.on("close", func(js.Value) { s.fail(errClosed) })
	s.on("error", func(js.Value) { s.fail(errClosed) })
	select {
	case <-s.opened:
		return s, bound, nil
	case <-s.wake:
		s.close()
		return nil, false, s.failure()
	case <-ctx.Done():
		s.close()
		return nil, false, ctx.Err()
	}
}

// listener is one of the socket's event listeners, kept to be taken
// off before its function is released.
type listener struct {
	event string
	fn    js.Func
}

func (s *jsSocket) on(event string, f func(js.Value)) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(args[0])
		return nil
	})
	s.listeners = append(s.listeners, listener{event, fn})
	s.ws.Call("addEventListener", event, fn)
}

func (s *jsSocket) signal() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

func (s *jsSocket) fail(err error) {
	s.mu.Lock()
	if s.err == nil {
		s.err = err
	}
	s.mu.Unlock()
	s.signal()
}

func (s *jsSocket) failure() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

func (s *jsSocket) write(ctx context.Context, b []byte) error {
	if err := s.failure(); err != nil {
		return err
	}
	s.ws.Call("send", string(b))
	return ctx.Err()
}

func (s *jsSocket) read(ctx context.Context) ([]byte, error) {
	for {
		s.mu.Lock()
		if len(s.in) > 0 {
			b := s.in[0]
			s.in = s.in[1:]
			s.mu.Unlock()
			return b, nil
		}
		err := s.err
		s.mu.Unlock()
		if err != nil {
			return nil, err
		}
		select {
		case <-s.wake:
		case <-ctx.Done():
			s.close()
			return nil, ctx.Err()
		}
	}
}

func (s *jsSocket) close() error {
	// The listeners off first: the browser fires close (and error, on a
	// socket still opening) after this call returns, and a released
	// function it still held would throw "call to released function".
	for _, l := range s.listeners {
		s.ws.Call("removeEventListener", l.event, l.fn)
	}
	s.ws.Call("close", 1000)
	s.fail(errClosed)
	for _, l := range s.listeners {
		l.fn.Release()
	}
	s.listeners = nil
	return nil
}

// wsOpen is WebSocket's readyState of an open connection (0 is still
// opening; above, closing or closed).
const wsOpen = 1

// early is the connection the page's loader opened to url while the game
// downloaded (web/loader.js), once, if it is still opening or open, and
// whether the loader bound it with bind already. The loader's claim of
// the seat tapped on its list is taken up by the dial that would claim
// it (its intent is bind), and the loader's watch of the room is then
// of no more use: closed. Otherwise the watch is taken up; one the
// loader bound with another request holds a role this dial does not
// want: it is closed. window.graffitiEarlyUse tells the tests what
// became of them.
func early(url, bind string) (js.Value, bool) {
	g := js.Global()
	if ws := g.Get("graffitiEarlyClaim"); usable(ws, url) && ws.Get("intent").String() == bind {
		g.Set("graffitiEarlyClaim", js.Undefined())
		ws.Set("taken", true)
		if watch := g.Get("graffitiEarlySocket"); !watch.IsUndefined() && !watch.IsNull() {
			g.Set("graffitiEarlySocket", js.Undefined())
			watch.Set("taken", true)
			watch.Call("close")
		}
		g.Set("graffitiEarlyUse", "claimed")
		return ws, ws.Get("bound").Type() == js.TypeString
	}
	ws := g.Get("graffitiEarlySocket")
	if ws.IsUndefined() || ws.IsNull() {
		return js.Undefined(), false
	}
	g.Set("graffitiEarlySocket", js.Undefined())
	ws.Set("taken", true) // the loader binds it no more
	sent := ws.Get("bound")
	bound := sent.Type() == js.TypeString
	if !usable(ws, url) || (bound && sent.String() != bind) {
		g.Set("graffitiEarlyUse", "closed")
		ws.Call("close")
		return js.Undefined(), false
	}
	use := "bound"
	if !bound {
		// The loader binds it as soon as it is open and build.json has
		// named the protocol, which the loader reads before the game's
		// download: an open connection unbound is the loader's fault.
		// One still connecting is the host's slowness to answer (a
		// machine under load), and the dial binds it when it opens.
		use = "opened"
		if ws.Get("readyState").Int() != wsOpen {
			use = "connecting"
		}
	}
	g.Set("graffitiEarlyUse", use)
	return ws, bound
}

// usable: ws is a loader's connection to url, still opening or open.
func usable(ws js.Value, url string) bool {
	return live(ws) && ws.Get("url").String() == url
}

// live: ws is a loader's connection still opening or open.
func live(ws js.Value) bool {
	return !ws.IsUndefined() && !ws.IsNull() && ws.Get("readyState").Int() <= wsOpen
}

// EarlyClaim is the seat the page's loader claimed for this page from
// its list while the game downloaded (web/loader.js), if it did and the
// claim is still opening or open: the page's first request is then
// that claim, whose connection the game takes up (early).
func EarlyClaim() (seat int, ok bool) {
	ws := js.Global().Get("graffitiEarlyClaim")
	if !live(ws) {
		return -1, false
	}
	return ws.Get("seat").Int(), true
}

// jsStrings is a JavaScript array of strings.
func jsStrings(a js.Value) []string {
	if a.IsUndefined() || a.IsNull() {
		return nil
	}
	out := make([]string, a.Length())
	for i := range out {
		out[i] = a.Index(i).String()
	}
	return out
}

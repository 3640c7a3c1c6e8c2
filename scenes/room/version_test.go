package room

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/coder/websocket"

	"graffiti/rooms/wire"
	"graffiti/scenes"
	"graffiti/scenes/boxes"
	"graffiti/sprites/gametest"
)

// keptTokens is a Keeper that remembers what it was told.
type keptTokens map[string]string

func (k keptTokens) Keep(room, token string) { k[room] = token }
func (k keptTokens) Forget(room string)      { delete(k, room) }

// A phone whose page is older than its host (the host refuses its
// protocol version) shows the host's word to reload and keeps its seat's
// token, so that the page reloaded goes back to its seat; a refusal of
// another kind before the welcome (a token revoked) forgets it.
func TestAnOutdatedPageKeepsItsTokenAndSaysToReload(t *testing.T) {
	gametest.Need(t)
	for _, c := range []struct {
		code string
		kept bool
	}{{wire.CodeVersion, true}, {wire.CodeRevoked, false}} {
		reason := "refused " + c.code + ": reload the page"
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ws, err := websocket.Accept(w, r, nil)
			if err != nil {
				return
			}
			defer ws.CloseNow()
			for {
				if _, _, err := ws.Read(context.Background()); err != nil {
					return
				}
				ws.Write(context.Background(), websocket.MessageText, wire.Encode(wire.Message{Type: wire.MsgRefused, Code: c.code, Reason: reason}))
			}
		}))
		keep := keptTokens{"ACDEF": "a seat's token"}
		a := newPhoneApp()
		h := NewHand(boxes.Shelf, "ws"+strings.TrimPrefix(srv.URL, "http"), "ACDEF", "", "a seat's token", keep)
		a.Cur = h
		until(t, "the host's refusal", []*scenes.App{a}, func() bool { return h.sess.Refused() > 0 })
		step(t, []*scenes.App{a})
		if _, ok := keep["ACDEF"]; ok != c.kept {
			t.Errorf("refused %s: the token kept %v, not %v", c.code, ok, c.kept)
		}
		if c.kept && h.sess.Refusal() != reason {
			t.Errorf("refused %s: the page says %q, not the host's %q", c.code, h.sess.Refusal(), reason)
		}
		h.link.Close()
		srv.CloseClientConnections()
		srv.Close()
	}
}

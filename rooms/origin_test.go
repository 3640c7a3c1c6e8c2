package rooms

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// A page of another site may not connect to the rooms (the WebSocket
// handshake checks the Origin header: another site's page could
// otherwise act with the tokens a player's browser holds for this one),
// unless the host allows that site (-origin).
func TestAPageOfAnotherSiteIsRefusedUnlessAllowed(t *testing.T) {
	dial := func(url, origin string) error {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		c, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {origin}}})
		if err == nil {
			c.CloseNow()
		}
		return err
	}
	strict := startHost(t, t.TempDir())
	if err := dial(strict.url, "http://other.example"); err == nil {
		t.Fatal("a page of another site connected")
	}
	if err := dial(strict.url, strict.srv.URL); err != nil {
		t.Fatalf("the host's own page was refused: %v", err)
	}
	open := startHost(t, t.TempDir(), func(c *Config) { c.Origins = []string{"other.example"} })
	if err := dial(open.url, "http://other.example"); err != nil {
		t.Fatalf("an allowed site was refused: %v", err)
	}
}

package web

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"graffiti/rooms"
	"graffiti/rooms/hostproc"
	"graffiti/rooms/wire"
)

// A public host over TLS (-tls-cert, -tls-key; a certificate made here
// for 127.0.0.1, which Chromium is told to take): the phone's page, a
// secure page, opens the rooms at wss://, takes its seat, hears the
// game's first move (its own, by List, when its turn comes first), and
// keeps the screen on while its game goes on (the screen's wake lock).
func TestBrowserPhonePlaysOverTLS(t *testing.T) {
	t.Parallel() // a browser of its own, untimed
	// The room, opened by a table that is a Go client: Tag City, the
	// phone's seat and a bot.
	srv, created, phone := tlsRoom(t, wire.Request{Game: "tagcity", Seats: []string{wire.Person, "easy"}})
	if err := chromedp.Do(phone, chromedp.EmulateViewport(390, 844, chromedp.EmulatePortrait, chromedp.EmulateMobile, chromedp.EmulateScale(1))); err != nil {
		t.Fatal(err)
	}
	open(t, phone, invitedLink(srv.URL, created))
	if evalString(t, phone, `String(window.isSecureContext)`) != "true" {
		t.Fatal("the page over https is no secure page")
	}
	takeSeat(t, phone, 0)
	waitFor(t, phone, "the screen's wake lock", `window.graffiti.wakeLock === "held"`)
	// The game's first move heard over wss://: the phone's, in words
	// (List), when its turn comes first, else the bot's.
	for i := 0; ; i++ {
		st, _ := statusOf(t, phone)
		if st.Actions > 0 {
			break
		}
		if i > 300 {
			t.Fatal("the phone's first move was not played")
		}
		if p, ok := roomTap(t, phone, 0, "list"); ok && st.Turn {
			touchHeld(t, phone, p[0], p[1])
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// tlsRooms is a host of rooms and the page over TLS (-tls-cert, -tls-key;
// a certificate made here for 127.0.0.1, which Chromium is told to take
// and pool trusts), as roomsMux with options: closed with the test.
func tlsRooms(t *testing.T, options ...func(*rooms.Config)) (*httptest.Server, *x509.CertPool) {
	t.Helper()
	cert, key, pool, err := hostproc.SelfSigned(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	edge := rooms.Edge{CertFile: cert, KeyFile: key}
	cfg, _, err := edge.TLS(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	mux, _ := roomsMux(t, theBuild(t).Handler(), options...)
	loop := &net.IPNet{IP: net.IPv4(127, 0, 0, 1), Mask: net.CIDRMask(8, 32)}
	srv := httptest.NewUnstartedServer(rooms.OnlyFor(edge.Names([]net.Addr{loop}), mux))
	srv.TLS = cfg
	srv.Config.ErrorLog = log.New(io.Discard, "", 0)
	srv.StartTLS()
	t.Cleanup(func() { srv.CloseClientConnections(); srv.Close() })
	if !strings.HasPrefix(srv.URL, "https://") {
		t.Fatalf("the host is at %s", srv.URL)
	}
	return srv, pool
}

// takeSeat takes seat on a phone's page opened by the room's link, by
// touch, as a person would.
func takeSeat(t *testing.T, phone context.Context, seat int) {
	t.Helper()
	for i := 0; ; i++ {
		if st, _ := statusOf(t, phone); st.Seat == seat {
			return
		}
		if i > 200 {
			t.Fatalf("the phone took no seat %d", seat)
		}
		if p, ok := roomTap(t, phone, seat, ""); ok {
			touchHeld(t, phone, p[0], p[1])
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// tlsRoom is a room req describes on a host over TLS (tlsRooms, options
// its configuration), made by a table that is a Go client, and a phone's
// browser told to take the host's certificate; both closed with the
// test: the host, the room created, and the phone.
func tlsRoom(t *testing.T, req wire.Request, options ...func(*rooms.Config)) (*httptest.Server, wire.Message, context.Context) {
	t.Helper()
	path := chromiumPath(t)
	srv, pool := tlsRooms(t, options...)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	t.Cleanup(cancel)
	table := tlsClient(t, ctx, srv, pool)
	t.Cleanup(func() { table.CloseNow() })
	created := makeRoom(t, ctx, table, req)
	phone, done := browserFor(t, path, 4*time.Minute, chromedp.Flag("ignore-certificate-errors", true))
	t.Cleanup(done)
	return srv, created, phone
}

// tlsClient connects to the rooms of a tlsRooms host, as a table's
// program does.
func tlsClient(t *testing.T, ctx context.Context, srv *httptest.Server, pool *x509.CertPool) *wire.Client {
	t.Helper()
	c, err := wire.DialClient(ctx, "wss"+strings.TrimPrefix(srv.URL, "https")+"/rooms",
		&http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

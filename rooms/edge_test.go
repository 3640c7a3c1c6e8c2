package rooms

import (
	"context"
	"crypto/tls"
	"io"
	"log"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/acme/autocert"

	"graffiti/rooms/hostproc"
	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// A host with a certificate (-tls-cert, -tls-key; one made here, for
// 127.0.0.1) serves its rooms at wss://, and a phone plays a whole game
// over it; a client that does not trust the certificate is not let in,
// and plain HTTP on the TLS port is no way in either.
func TestAHostOverTLSServesWSSAndAGameIsPlayedOverIt(t *testing.T) {
	th := startHost(t, t.TempDir())
	cert, key, pool, err := hostproc.SelfSigned(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	e := Edge{CertFile: cert, KeyFile: key}
	cfg, m, err := e.TLS(t.TempDir())
	if err != nil || cfg == nil || m != nil || !e.Secure() {
		t.Fatalf("the edge's TLS: %v %v %v", cfg, m, err)
	}
	mux := http.NewServeMux()
	mux.Handle("/rooms", th.h)
	srv := httptest.NewUnstartedServer(OnlyFor(e.Names([]net.Addr{cidr(t, "127.0.0.1/8")}), mux))
	srv.TLS = cfg
	srv.Config.ErrorLog = log.New(io.Discard, "", 0) // the refused handshakes below
	srv.StartTLS()
	defer srv.Close()
	url := "wss" + strings.TrimPrefix(srv.URL, "https") + "/rooms"
	trusting := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if _, err := wire.Dial(ctx, url); err == nil {
		t.Fatal("a client that does not trust the certificate connected")
	}
	if _, err := wire.Dial(ctx, "ws"+strings.TrimPrefix(url, "wss")); err == nil {
		t.Fatal("plain HTTP on the TLS port connected")
	}
	connect := func() *wire.Client {
		c, err := wire.DialClient(ctx, url, trusting)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.CloseNow() })
		return c
	}
	g, err := boxes.Find("tagcity")
	if err != nil {
		t.Fatal(err)
	}
	table := connect()
	created, _ := ask(t, table, wire.Request{Type: wire.ReqCreate, Game: g.Name(), Seats: []string{wire.Person, "easy"}}, wire.MsgCreated)
	c := connect()
	w, raw := ask(t, c, wire.Request{Type: wire.ReqClaim, Room: created.Room, Invite: invitation(created), Seat: seatPtr(0)}, wire.MsgWelcome)
	heard, err := phone(ctx, g, c, 0, w.Token, heard{w, raw}, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	last := heard[len(heard)-1].msg
	if last.Result == nil {
		t.Fatal("the game over TLS did not end")
	}
	t.Logf("%d messages over wss://", len(heard))
}

// The edge's flags make the configuration they say, and refuse the
// combinations that mean nothing; -acme's manager is checked without
// asking Let's Encrypt anything.
func TestTheEdgeFlagsBuildTheirConfiguration(t *testing.T) {
	data := t.TempDir()
	e := Edge{ACME: "games.example.org", Redirect: ":80"}
	cfg, m, err := e.TLS(data)
	if err != nil || cfg == nil || m == nil {
		t.Fatalf("-acme: %v %v %v", cfg, m, err)
	}
	if cfg.GetCertificate == nil || !slices.Contains(cfg.NextProtos, "acme-tls/1") || cfg.MinVersion < tls.VersionTLS12 {
		t.Errorf("-acme's TLS: certificates %v, protocols %v, version %x", cfg.GetCertificate != nil, cfg.NextProtos, cfg.MinVersion)
	}
	if dir, ok := m.Cache.(autocert.DirCache); !ok || string(dir) != filepath.Join(data, "acme") {
		t.Errorf("-acme's cache: %#v, not the data folder's acme", m.Cache)
	}
	if m.HostPolicy == nil || m.HostPolicy(context.Background(), "games.example.org") != nil || m.HostPolicy(context.Background(), "evil.example") == nil {
		t.Error("-acme asks for a certificate of another name, or not of its own")
	}
	if m.Prompt == nil {
		t.Error("-acme does not accept Let's Encrypt's terms: it gets no certificate")
	}
	if names := e.Names(nil); !slices.Contains(names, "games.example.org") {
		t.Errorf("-acme's name is not one the host answers for: %q", names)
	}
	for _, bad := range []Edge{
		{ACME: "a.example", CertFile: "c", KeyFile: "k"},
		{CertFile: "c"},
		{KeyFile: "k"},
		{Redirect: ":80"},
		{CertFile: filepath.Join(data, "none.pem"), KeyFile: filepath.Join(data, "none.key")},
	} {
		if _, _, err := bad.TLS(data); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
	if cfg, m, err := (Edge{Public: []string{"a.example"}}).TLS(data); cfg != nil || m != nil || err != nil {
		t.Errorf("no TLS asked: %v %v %v", cfg, m, err)
	}

	// The redirect: to the same address over HTTPS, for the host's names
	// alone; Let's Encrypt's challenges answered, not redirected.
	names := HostNames([]net.Addr{cidr(t, "192.168.1.20/24")}, []string{"games.example.org"})
	for _, c := range []struct {
		port, host, path string
		code             int
		to               string
	}{
		{"443", "games.example.org", "/?room=ACDEF", http.StatusPermanentRedirect, "https://games.example.org/?room=ACDEF"},
		{"8443", "games.example.org:80", "/a/b", http.StatusPermanentRedirect, "https://games.example.org:8443/a/b"},
		{"8443", "192.168.1.20:8080", "/", http.StatusPermanentRedirect, "https://192.168.1.20:8443/"},
		{"443", "evil.example", "/", http.StatusMisdirectedRequest, ""},
		{"443", "games.example.org", "/.well-known/acme-challenge/x", http.StatusNotFound, ""},
	} {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("GET", c.path, nil)
		req.Host = c.host
		RedirectToHTTPS(names, c.port, m).ServeHTTP(rec, req)
		if rec.Code != c.code || rec.Header().Get("Location") != c.to {
			t.Errorf("http://%s%s to port %s: %d %q, not %d %q", c.host, c.path, c.port, rec.Code, rec.Header().Get("Location"), c.code, c.to)
		}
	}
}

package rooms

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// dialAs opens the rooms at url as a page of origin would, asking for
// host (the Host header; "" for the url's own), with header's other
// fields; it gives the handshake's answer when refused.
func dialAs(url, host, origin string, header http.Header) (int, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	h := http.Header{"Origin": {origin}}
	for k, v := range header {
		h[k] = v
	}
	c, resp, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: h, Host: host})
	if err == nil {
		c.CloseNow()
		return http.StatusSwitchingProtocols, nil
	}
	if resp == nil {
		return 0, err
	}
	return resp.StatusCode, err
}

// A page of another site may not connect to the rooms (the WebSocket
// handshake checks the Origin header: another site's page could
// otherwise act with the tokens a player's browser holds for this one),
// unless the host allows that site (-origin). The origin is compared by
// scheme, host and port: a page of this host over plain HTTP may not
// drive it over TLS, nor a page of another port.
func TestAPageOfAnotherSiteIsRefusedUnlessAllowed(t *testing.T) {
	strict := startHost(t, t.TempDir())
	own := strict.srv.URL // http://127.0.0.1:PORT
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(own, "http://"))
	for _, c := range []struct {
		origin string
		header http.Header
		ok     bool
	}{
		{own, nil, true},
		{strings.ToUpper(own), nil, true},
		{"", nil, true}, // no browser's
		{"http://other.example", nil, false},
		{"https://127.0.0.1:" + port, nil, false}, // another scheme
		{"http://127.0.0.1:1" + port, nil, false}, // another port
		{"http://127.0.0.1", nil, false},          // port 80
		{"http://localhost:" + port, nil, false},  // another host, though the same machine
		{"ws://127.0.0.1:" + port, nil, false},    // no page's scheme
		{"null", nil, false},                      // a sandboxed page, a file
		{"https://127.0.0.1:" + port, http.Header{"X-Forwarded-Proto": {"https"}}, true}, // behind a proxy that ended TLS
		{own, http.Header{"X-Forwarded-Proto": {"https"}}, false},
	} {
		code, err := dialAs(strict.url, "", c.origin, c.header)
		if c.ok != (err == nil) {
			t.Errorf("a page of %q (%v): %d %v", c.origin, c.header, code, err)
		} else if !c.ok && code != http.StatusForbidden {
			t.Errorf("a page of %q refused %d, not %d", c.origin, code, http.StatusForbidden)
		}
	}
	open := startHost(t, t.TempDir(), func(c *Config) { c.Origins = []string{"other.example", "https://*.games.example"} })
	for origin, ok := range map[string]bool{
		"http://other.example": true, "https://other.example": true, "https://a.games.example": true,
		"http://a.games.example": false, "http://another.example": false,
	} {
		if _, err := dialAs(open.url, "", origin, nil); ok != (err == nil) {
			t.Errorf("-origin other.example,https://*.games.example, a page of %s: %v", origin, err)
		}
	}
}

// The host answers only for its own names: a page of another site whose
// name was pointed at this machine (DNS rebinding: Host evil.example)
// gets neither the page nor the rooms, whatever its Origin.
func TestAHostAnswersOnlyForItsNames(t *testing.T) {
	th := startHost(t, t.TempDir())
	ifaces := []net.Addr{cidr(t, "127.0.0.1/8"), cidr(t, "::1/128"), cidr(t, "192.168.1.20/24"), cidr(t, "fe80::1/64")}
	mux := http.NewServeMux()
	mux.Handle("/rooms", th.h)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("page")) })
	srv := httptest.NewServer(OnlyFor(HostNames(ifaces, []string{"Games.Example.org", "xn--caf-dma.example:443"}), mux))
	defer srv.Close()
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(srv.URL, "http://"))
	for _, c := range []struct {
		host string
		ok   bool
	}{
		{"127.0.0.1:" + port, true},
		{"localhost:" + port, true},
		{"LOCALHOST", true},
		{"[::1]:" + port, true},
		{"192.168.1.20:8080", true},
		{"games.example.org", true},
		{"games.example.org.:443", true},
		{"xn--caf-dma.example", true},
		{"evil.example:" + port, false},
		{"evil.example", false},
		{"games.example.org.evil.example", false},
		{"192.168.1.21:" + port, false},
		{"localhost.evil.example:" + port, false},
	} {
		req, _ := http.NewRequest("GET", srv.URL+"/", nil)
		req.Host = c.host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if want := map[bool]int{true: 200, false: http.StatusMisdirectedRequest}[c.ok]; resp.StatusCode != want {
			t.Errorf("the page for Host %s: %d, not %d", c.host, resp.StatusCode, want)
		}
		origin := "http://" + c.host
		code, err := dialAs("ws"+strings.TrimPrefix(srv.URL, "http")+"/rooms", c.host, origin, nil)
		if c.ok != (err == nil) || !c.ok && code != http.StatusMisdirectedRequest {
			t.Errorf("the rooms for Host %s, a page of %s: %d %v", c.host, origin, code, err)
		}
	}
}

func cidr(t *testing.T, s string) net.Addr {
	ip, n, err := net.ParseCIDR(s)
	if err != nil {
		t.Fatal(err)
	}
	n.IP = ip
	return n
}

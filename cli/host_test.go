//go:build !js

package cli

import (
	"flag"
	"io"
	"net/netip"
	"reflect"
	"slices"
	"testing"

	"graffiti/rooms"
)

// The host's limit flags: 0 lifts a limit, the trusted proxies are
// ranges or single addresses, and nothing given keeps the defaults.
func TestTheHostsLimitFlags(t *testing.T) {
	parse := func(args ...string) (rooms.Config, error) {
		fs := flag.NewFlagSet("host", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		l := hostLimitFlags(fs)
		if err := fs.Parse(args); err != nil {
			t.Fatal(err)
		}
		var cfg rooms.Config
		return cfg, l.apply(&cfg)
	}
	cfg, err := parse()
	if err != nil || cfg.Limits.Rooms != rooms.DefaultLimits.Rooms || cfg.Limits.Misses != rooms.DefaultLimits.Misses || cfg.KeepIdle != rooms.DefaultKeepIdle {
		t.Fatalf("no flags: %+v, keep idle %v (%v)", cfg.Limits, cfg.KeepIdle, err)
	}
	cfg, err = parse("-client-conns", "0", "-client-creates", "3", "-trust-proxy", "10.0.0.0/8, 127.0.0.1", "-keep-finished", "1h")
	want := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("127.0.0.1/32")}
	if err != nil || cfg.Limits.Conns >= 0 || cfg.Limits.Creates != 3 || !slices.Equal(cfg.Limits.TrustProxy, want) || cfg.KeepFinished.Hours() != 1 {
		t.Fatalf("flags read as %+v, keep finished %v (%v)", cfg.Limits, cfg.KeepFinished, err)
	}
	if _, err := parse("-trust-proxy", "proxy.example"); err == nil {
		t.Fatal("a proxy by name was taken")
	}
}

// The host's edge flags fill the edge they name, -public as often as it
// is given; the addresses told to open it are its public names first,
// over HTTPS when it has TLS, the port written when not the scheme's own.
func TestTheHostsEdgeFlags(t *testing.T) {
	fs := flag.NewFlagSet("host", flag.ContinueOnError)
	e := edgeFlags(fs)
	if err := fs.Parse([]string{"-public", "games.example.org", "-public", "café.example", "-tls-cert", "c.pem", "-tls-key", "k.pem", "-http-redirect", ":80"}); err != nil {
		t.Fatal(err)
	}
	want := rooms.Edge{Public: []string{"games.example.org", "café.example"}, CertFile: "c.pem", KeyFile: "k.pem", Redirect: ":80"}
	if !reflect.DeepEqual(*e, want) {
		t.Fatalf("the flags made %+v, not %+v", *e, want)
	}
	for _, c := range []struct {
		edge  rooms.Edge
		port  string
		reach []string
	}{
		{rooms.Edge{}, "8080", []string{"http://192.168.1.20:8080/"}},
		{rooms.Edge{Public: []string{"games.example.org"}}, "80", []string{"http://games.example.org/", "http://192.168.1.20:80/"}},
		{rooms.Edge{CertFile: "c", KeyFile: "k", Public: []string{"games.example.org"}}, "8443", []string{"https://games.example.org:8443/", "https://192.168.1.20:8443/"}},
		{rooms.Edge{ACME: "games.example.org"}, "443", []string{"https://games.example.org/", "https://192.168.1.20:443/"}},
	} {
		reach := []string{"http://192.168.1.20:" + c.port + "/"}
		if got := edgeReach(&c.edge, reach, c.port); !slices.Equal(got, c.reach) {
			t.Errorf("%+v on port %s: %q, not %q", c.edge, c.port, got, c.reach)
		}
	}
}

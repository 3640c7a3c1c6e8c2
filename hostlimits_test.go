//go:build !js

package main

import (
	"flag"
	"io"
	"net/netip"
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

//go:build !js

package main

import (
	"flag"
	"fmt"
	"net/netip"
	"strings"
	"time"

	"graffiti/rooms"
)

// hostLimits are graffiti host's flags of each client address's limits
// and of how long rooms are kept (docs/rooms.md, "What the host protects
// against"). A limit of 0 is no limit.
type hostLimits struct {
	rooms, creates, conns, misses *int
	bind, keepFinished, keepIdle  *time.Duration
	trust                         *string
}

func hostLimitFlags(fs *flag.FlagSet) *hostLimits {
	d := rooms.DefaultLimits
	return &hostLimits{
		rooms:        fs.Int("client-rooms", d.Rooms, "open rooms one client address may have made (0: no limit)"),
		creates:      fs.Int("client-creates", d.Creates, "rooms one client address may make a minute (0: no limit)"),
		conns:        fs.Int("client-conns", d.Conns, "connections one client address may hold open (0: no limit)"),
		misses:       fs.Int("client-misses", d.Misses, "room codes with no room one client address may ask for a minute; past them its look-ups wait (0: no limit)"),
		bind:         fs.Duration("bind-within", d.Bind, "a connection that takes no role (table, seat, spectator) this long after it opened is closed"),
		trust:        fs.String("trust-proxy", "", "reverse proxies in front of the host, comma-separated ranges (127.0.0.1/32, 10.0.0.0/8): a connection from one is counted against the address in its X-Forwarded-For"),
		keepFinished: fs.Duration("keep-finished", rooms.DefaultKeepFinished, "how long a room is kept once its game is over (its replay can be watched), then it ends"),
		keepIdle:     fs.Duration("keep-idle", rooms.DefaultKeepIdle, "how long a room nobody acts in is kept, then it ends"),
	}
}

// apply sets the limits in cfg.
func (l *hostLimits) apply(cfg *rooms.Config) error {
	lift := func(n int) int { // the flags' "none" is 0, the Config's below 0
		if n <= 0 {
			return -1
		}
		return n
	}
	cfg.Limits = rooms.Limits{Rooms: lift(*l.rooms), Creates: lift(*l.creates), Conns: lift(*l.conns), Misses: lift(*l.misses), Bind: *l.bind}
	for _, s := range strings.Split(*l.trust, ",") {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		p, err := netip.ParsePrefix(s)
		if err != nil {
			a, aerr := netip.ParseAddr(s)
			if aerr != nil {
				return fmt.Errorf("-trust-proxy %q: a range (10.0.0.0/8) or an address", s)
			}
			p = netip.PrefixFrom(a, a.BitLen())
		}
		cfg.Limits.TrustProxy = append(cfg.Limits.TrustProxy, p.Masked())
	}
	if *l.bind <= 0 || *l.keepFinished <= 0 || *l.keepIdle <= 0 {
		return fmt.Errorf("-bind-within, -keep-finished and -keep-idle are durations above zero")
	}
	cfg.KeepFinished, cfg.KeepIdle = *l.keepFinished, *l.keepIdle
	return nil
}

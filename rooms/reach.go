package rooms

import (
	"net"
	"net/netip"
	"slices"
	"strconv"
)

// Reachable are the addresses phones on the network can open a host at
// that listens at addr, given the machine's interface addresses: every
// non-loopback address when it listens on all of them ([::]:8080),
// IPv4 first (what a café's Wi-Fi hands out), else its own address;
// none when it listens on loopback alone. Link-local IPv6 addresses are
// left out: a browser cannot open them without a zone.
func Reachable(addr net.Addr, ifaces []net.Addr) []string {
	ap, err := netip.ParseAddrPort(addr.String())
	if err != nil {
		return nil
	}
	port := strconv.Itoa(int(ap.Port()))
	ip := ap.Addr().Unmap()
	var found []netip.Addr
	switch {
	case ip.IsLoopback():
		return nil
	case ip.IsUnspecified():
		for _, a := range ifaces {
			p, err := netip.ParsePrefix(a.String())
			if err != nil {
				continue
			}
			if x := p.Addr().Unmap(); !x.IsLoopback() && !x.IsLinkLocalUnicast() && !x.IsMulticast() {
				found = append(found, x)
			}
		}
	default:
		found = append(found, ip)
	}
	slices.SortStableFunc(found, func(a, b netip.Addr) int {
		switch {
		case a.Is4() && !b.Is4():
			return -1
		case b.Is4() && !a.Is4():
			return 1
		}
		return 0
	})
	var out []string
	for _, a := range found {
		if u := "http://" + net.JoinHostPort(a.String(), port) + "/"; !slices.Contains(out, u) {
			out = append(out, u) // an address two interfaces share, once
		}
	}
	return out
}

package scenes

import (
	"net/netip"
	"net/url"
	"strings"
)

// JoinAt is the address a phone opens to join room code, from the page's
// own address (origin and path) and the one the host says phones reach
// it at (hostJoin, "" when it knows none): the page's own, unless the
// page was opened at a loopback address (localhost, 127.0.0.1, [::1]),
// which would send every phone to itself.
func JoinAt(page, hostJoin, code string) string {
	base := page
	if hostJoin != "" && loopback(page) {
		base = hostJoin
	}
	return base + "?room=" + code
}

// loopback tells whether address names this machine alone.
func loopback(address string) bool {
	u, err := url.Parse(address)
	if err != nil {
		return false
	}
	h := strings.ToLower(u.Hostname())
	if h == "localhost" || strings.HasSuffix(h, ".localhost") {
		return true
	}
	ip, err := netip.ParseAddr(h)
	return err == nil && ip.Unmap().IsLoopback()
}

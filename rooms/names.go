package rooms

import (
	"net"
	"net/http"
	"net/netip"
	"slices"
	"strings"
)

// HostNames are the names a host answers for: localhost, the machine's
// own addresses (ifaces, as net.InterfaceAddrs gives them: loopback
// too), and the public names it is given (-public). A request for any
// other name is refused (OnlyFor): a page of another site whose name
// was made to point at this machine (DNS rebinding) comes with its own
// name, and would otherwise be served as one of the host's.
func HostNames(ifaces []net.Addr, public []string) []string {
	names := []string{"localhost"}
	for _, a := range ifaces {
		if p, err := netip.ParsePrefix(a.String()); err == nil {
			names = append(names, p.Addr().Unmap().String())
		}
	}
	for _, n := range public {
		names = append(names, hostName(n))
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// OnlyFor serves next the requests whose Host is one of names (any
// port), and refuses the others: 421 Misdirected Request, with why.
func OnlyFor(names []string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !slices.Contains(names, hostName(r.Host)) {
			http.Error(w, "this host does not answer for "+r.Host+": open it at one of its own addresses, or start it with -public NAME", http.StatusMisdirectedRequest)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// hostName is the name of a Host header (or a name given), without
// its port or brackets, in lower case, an address in its usual form
// (::ffff:127.0.0.1 is 127.0.0.1).
func hostName(hostport string) string {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.ToLower(strings.Trim(host, "[]")), ".")
	if a, err := netip.ParseAddr(host); err == nil {
		return a.Unmap().String()
	}
	return host
}

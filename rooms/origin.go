package rooms

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// checkOrigin allows a WebSocket handshake from a page of the host's own
// origin, compared by scheme, host and port (a page served over plain
// HTTP may not drive a host served over TLS, nor a page of another
// port), or of one of patterns (-origin: a host pattern, example.com or
// *.example.com, of any scheme; or a whole origin, https://example.com).
// A handshake with no Origin is no browser's: a page cannot leave it
// out, and a program can write any.
func checkOrigin(r *http.Request, patterns []string) error {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return nil
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return fmt.Errorf("the page's origin %q is no address", origin)
	}
	if canonOrigin(u.Scheme, u.Host) == canonOrigin(ownScheme(r), r.Host) {
		return nil
	}
	for _, p := range patterns {
		target := u.Host
		if strings.Contains(p, "://") {
			target = u.Scheme + "://" + u.Host
		}
		if ok, _ := path.Match(strings.ToLower(p), strings.ToLower(target)); ok {
			return nil
		}
	}
	return fmt.Errorf("a page of %s may not use the rooms of %s://%s", origin, ownScheme(r), r.Host)
}

// ownScheme is the scheme the page of this request was served with:
// https over TLS, or behind a reverse proxy that ended the TLS and says
// so (X-Forwarded-Proto). A browser cannot add that header to a
// WebSocket handshake, so a page cannot pass for a secure one with it.
func ownScheme(r *http.Request) string {
	if r.TLS != nil || strings.EqualFold(r.Header.Get("X-Forwarded-Proto"), "https") {
		return "https"
	}
	return "http"
}

// canonOrigin is scheme://host:port in lower case, the port written out
// when it is the scheme's own.
func canonOrigin(scheme, hostport string) string {
	scheme = strings.ToLower(scheme)
	host, port, err := net.SplitHostPort(hostport)
	if err != nil {
		host, port = strings.Trim(hostport, "[]"), map[string]string{"http": "80", "https": "443"}[scheme]
	}
	return scheme + "://" + net.JoinHostPort(strings.ToLower(host), port)
}

//go:build !js

package main

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"strings"
	"time"

	"graffiti/rooms"
)

// edgeFlags are a host's flags of how it meets the network (rooms.Edge).
func edgeFlags(fs *flag.FlagSet) *rooms.Edge {
	e := &rooms.Edge{}
	fs.Func("public", "a name the host answers for besides its own addresses and localhost (repeatable): the name a site puts it at; any other Host is refused (DNS rebinding)", func(s string) error {
		e.Public = append(e.Public, s)
		return nil
	})
	fs.StringVar(&e.CertFile, "tls-cert", "", "serve HTTPS with this certificate (PEM, the chain after it), the page opening the rooms at wss://")
	fs.StringVar(&e.KeyFile, "tls-key", "", "the certificate's private key (PEM)")
	fs.StringVar(&e.ACME, "acme", "", "serve HTTPS for this public name with a certificate from Let's Encrypt, got and renewed on its own (kept in the data folder's acme folder; -addr :443, and -http-redirect :80 for its challenges)")
	fs.StringVar(&e.Redirect, "http-redirect", "", "with HTTPS: answer plain HTTP at this address (:80) with a redirect to HTTPS")
	return e
}

// serveEdge serves srv on l, over TLS when the edge has it, and the
// redirect from plain HTTP beside it; stop ends the redirect.
func serveEdge(e *rooms.Edge, srv *http.Server, l net.Listener, data string, names []string) (serve func() error, stop func(), err error) {
	cfg, m, err := e.TLS(data)
	if err != nil {
		return nil, nil, err
	}
	if cfg == nil {
		return func() error { return srv.Serve(l) }, func() {}, nil
	}
	srv.TLSConfig = cfg
	serve = func() error { return srv.ServeTLS(l, "", "") }
	if e.Redirect == "" {
		return serve, func() {}, nil
	}
	_, port, _ := net.SplitHostPort(l.Addr().String())
	rl, err := net.Listen("tcp", e.Redirect)
	if err != nil {
		return nil, nil, fmt.Errorf("-http-redirect: %w", err)
	}
	redirect := &http.Server{Handler: rooms.RedirectToHTTPS(names, port, m), ReadHeaderTimeout: 10 * time.Second, IdleTimeout: time.Minute, MaxHeaderBytes: 16 << 10}
	go func() {
		if err := redirect.Serve(rl); !errors.Is(err, http.ErrServerClosed) {
			fmt.Printf("host: -http-redirect: %v\n", err)
		}
	}()
	return serve, func() { redirect.Close() }, nil
}

// edgeReach are the addresses to open the host at: over HTTPS when it
// has TLS, its public names first (a certificate names them, not the
// machine's addresses).
func edgeReach(e *rooms.Edge, reach []string, port string) []string {
	scheme := "http://"
	if e.Secure() {
		scheme = "https://"
		for i, r := range reach {
			reach[i] = "https://" + strings.TrimPrefix(r, "http://")
		}
	}
	var public []string
	for _, n := range append([]string{e.ACME}, e.Public...) {
		if n == "" {
			continue
		}
		if _, _, err := net.SplitHostPort(n); err != nil && !(e.Secure() && port == "443") && !(!e.Secure() && port == "80") {
			n = net.JoinHostPort(n, port)
		}
		public = append(public, scheme+n+"/")
	}
	return append(public, reach...)
}

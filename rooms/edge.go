package rooms

import (
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"path/filepath"

	"golang.org/x/crypto/acme/autocert"
)

// Edge is how a host meets a network beyond a café's: the public names
// it answers for besides its own addresses (-public), and its TLS, from
// a certificate's files (-tls-cert, -tls-key) or from Let's Encrypt
// (-acme NAME), with plain HTTP on another address sent to HTTPS
// (-http-redirect). The zero Edge is a café's host: plain HTTP, its own
// addresses and localhost alone.
type Edge struct {
	Public            []string
	CertFile, KeyFile string
	ACME              string
	Redirect          string
}

// Secure tells whether the host serves HTTPS (its page then opens the
// rooms at wss://).
func (e Edge) Secure() bool { return e.CertFile != "" || e.KeyFile != "" || e.ACME != "" }

// Names are the names the host answers for (HostNames): with -acme, its
// certificate's name too.
func (e Edge) Names(ifaces []net.Addr) []string {
	public := e.Public
	if e.ACME != "" {
		public = append(public[:len(public):len(public)], e.ACME)
	}
	return HostNames(ifaces, public)
}

// TLS is the host's TLS configuration, nil for plain HTTP; with -acme,
// the manager that gets and renews its certificate (nil else), its
// cache in the folder data/acme (the host's data folder: an account key
// and the certificates, kept across restarts so that Let's Encrypt is
// not asked again, which limits how often it may be).
func (e Edge) TLS(data string) (*tls.Config, *autocert.Manager, error) {
	switch {
	case e.ACME != "" && (e.CertFile != "" || e.KeyFile != ""):
		return nil, nil, errors.New("-acme gets its own certificate: give it or -tls-cert and -tls-key, not both")
	case (e.CertFile == "") != (e.KeyFile == ""):
		return nil, nil, errors.New("-tls-cert and -tls-key go together")
	case e.Redirect != "" && !e.Secure():
		return nil, nil, errors.New("-http-redirect sends plain HTTP to HTTPS: it needs -tls-cert and -tls-key, or -acme")
	case e.CertFile != "":
		cert, err := tls.LoadX509KeyPair(e.CertFile, e.KeyFile)
		if err != nil {
			return nil, nil, fmt.Errorf("the certificate: %w", err)
		}
		return &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}, nil, nil
	case e.ACME != "":
		m := &autocert.Manager{
			Prompt:     autocert.AcceptTOS,
			HostPolicy: autocert.HostWhitelist(e.ACME),
			Cache:      autocert.DirCache(filepath.Join(data, "acme")),
		}
		cfg := m.TLSConfig()
		cfg.MinVersion = tls.VersionTLS12
		return cfg, m, nil
	}
	return nil, nil, nil
}

// RedirectToHTTPS answers plain HTTP for names with the same address
// over HTTPS at port ("" or "443": HTTPS's own), 308 so that nothing is
// asked twice; with an ACME manager, its challenges first (Let's
// Encrypt's HTTP-01 asks on port 80).
func RedirectToHTTPS(names []string, port string, m *autocert.Manager) http.Handler {
	var h http.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := hostName(r.Host)
		if net.ParseIP(host).To4() == nil && net.ParseIP(host) != nil {
			host = "[" + host + "]"
		}
		if port != "" && port != "443" {
			host += ":" + port
		}
		http.Redirect(w, r, "https://"+host+r.URL.RequestURI(), http.StatusPermanentRedirect)
	})
	if m != nil {
		h = m.HTTPHandler(h)
	}
	return OnlyFor(names, h)
}

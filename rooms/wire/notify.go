//go:build !js

package wire

import (
	"crypto/ecdh"
	"encoding/base64"
	"net/url"
	"strings"
)

// MaxEndpoint is the longest push service address the host keeps: the
// browsers' services give a few hundred bytes.
const MaxEndpoint = 2048

// checkNotify reads a notify's subscription and language as the host
// will use them: the host posts to the endpoint, so it is an https
// address, as every browser's push service is (that it is a public one
// is not checked: a page could name an https server of the host's own
// network), and it encrypts for the keys, so they are a P-256 point and
// a 16-byte secret.
func checkNotify(r Request) error {
	if r.Lang != "" && (len(r.Lang) > 16 || strings.Trim(r.Lang, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-") != "") {
		return Refuse(CodeMalformed, "a %s's lang is a language tag (en, fr, de)", r.Type)
	}
	if r.Push == nil {
		return nil
	}
	u, err := url.Parse(r.Push.Endpoint)
	if err != nil || u.Scheme != "https" || u.Host == "" || u.User != nil || len(r.Push.Endpoint) > MaxEndpoint {
		return Refuse(CodeMalformed, "a push endpoint is an https address of at most %d bytes", MaxEndpoint)
	}
	key, err := pushKey(r.Push.Keys.P256dh)
	if err == nil {
		_, err = ecdh.P256().NewPublicKey(key)
	}
	if err != nil {
		return Refuse(CodeMalformed, "a push subscription's p256dh is a P-256 public key, base64url")
	}
	if auth, err := pushKey(r.Push.Keys.Auth); err != nil || len(auth) != 16 {
		return Refuse(CodeMalformed, "a push subscription's auth is 16 bytes, base64url")
	}
	return nil
}

// pushKey reads a subscription's key: base64url, as toJSON writes it
// (without padding; with it, as some libraries do).
func pushKey(s string) ([]byte, error) {
	return base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
}

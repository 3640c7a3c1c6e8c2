// Package pushtest reads a Web Push notice as the browser it was sent to
// would, for the tests of the host's notices (rooms) and of the page's
// (web): a test holds a subscription's private key and secret, as a
// browser does, where no push service is reachable.
package pushtest

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
)

// Open decrypts a notice (RFC 8188's aes128gcm with RFC 8291's keys) for
// the subscription of key and auth: the header's salt, record size and
// the host's one-time public key, then one record, whose data it gives.
func Open(key *ecdh.PrivateKey, auth, body []byte) ([]byte, error) {
	if len(body) < 21 || len(body) < 21+int(body[20]) {
		return nil, errors.New("no header")
	}
	salt, rs, idLen := body[:16], binary.BigEndian.Uint32(body[16:20]), int(body[20])
	hostKey, err := ecdh.P256().NewPublicKey(body[21 : 21+idLen])
	if err != nil {
		return nil, err
	}
	record := body[21+idLen:]
	if len(record) > int(rs) {
		return nil, fmt.Errorf("a record of %d bytes, over %d", len(record), rs)
	}
	secret, err := key.ECDH(hostKey)
	if err != nil {
		return nil, err
	}
	info := append(append([]byte("WebPush: info\x00"), key.PublicKey().Bytes()...), hostKey.Bytes()...)
	ikm, err := hkdf.Key(sha256.New, secret, auth, string(info), 32)
	if err != nil {
		return nil, err
	}
	cek, err := hkdf.Key(sha256.New, ikm, salt, "Content-Encoding: aes128gcm\x00", 16)
	if err != nil {
		return nil, err
	}
	nonce, err := hkdf.Key(sha256.New, ikm, salt, "Content-Encoding: nonce\x00", 12)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(cek)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	plain, err := gcm.Open(nil, nonce, record, nil)
	if err != nil {
		return nil, err
	}
	// The padding: the data, a 2 (the last record), zeros.
	end := len(plain) - 1
	for end >= 0 && plain[end] == 0 {
		end--
	}
	if end < 0 || plain[end] != 2 {
		return nil, errors.New("no last record's delimiter")
	}
	return plain[:end], nil
}

// Sub is a browser's push subscription as a test holds it: its private
// key and its secret.
type Sub struct {
	Key  *ecdh.PrivateKey
	Auth []byte
}

// NewSub makes a subscription's keys as a browser's
// pushManager.subscribe does: a P-256 key pair and a 16-byte secret.
func NewSub() (Sub, error) {
	key, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		return Sub{}, err
	}
	s := Sub{Key: key, Auth: make([]byte, 16)}
	rand.Read(s.Auth)
	return s, nil
}

// Public are its public key and secret, base64url, as the
// subscription's toJSON gives them (its keys' p256dh and auth).
func (s Sub) Public() (p256dh, auth string) {
	b64 := base64.RawURLEncoding.EncodeToString
	return b64(s.Key.PublicKey().Bytes()), b64(s.Auth)
}

// Open decrypts a notice posted to the subscription.
func (s Sub) Open(body []byte) ([]byte, error) { return Open(s.Key, s.Auth, body) }

package wire

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
)

// HashToken is what a host keeps of a token, in its log and in memory (its
// SHA-256, in hex): a token cannot be read back from the log.
func HashToken(t string) string {
	if t == "" {
		return ""
	}
	h := sha256.Sum256([]byte(t))
	return hex.EncodeToString(h[:])
}

// Invitation is the room's invitation, the secret its join link and QR
// code carry besides the five-letter code: a claim with it takes a free
// seat at once, one without waits for the table's approval. It is made
// from what the host keeps of the table's token (owner, its HashToken),
// so the host needs to store nothing more and a table screen reloaded
// with its token has it again; nobody without the token or the host's log
// can make it. 72 bits, 12 URL-safe characters.
func Invitation(owner string) string {
	h := sha256.Sum256([]byte("invitation\x00" + owner))
	return base64.RawURLEncoding.EncodeToString(h[:9])
}

// InviteParam is the join link's query parameter that carries the
// invitation (?room=CODE&i=…): one letter, so that the link stays a
// small QR code (version 3 at error correction L for a café's address).
const InviteParam = "i"

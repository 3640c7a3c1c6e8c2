package rooms

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/binary"

	"graffiti/rooms/wire"
)

// codeLetters are a room code's: no two that a person reading a screen
// across a café could take for each other (no O and 0, I, L and 1, S and
// 5, Z and 2, B and 8, G and 6).
const codeLetters = "ACDEFHJKMNPRTUVWXY3479"

// codeLen letters give 22⁵, over five million codes.
const codeLen = 5

func newCode() string {
	var b [codeLen]byte
	rand.Read(b[:])
	for i := range b {
		b[i] = codeLetters[int(b[i])%len(codeLetters)]
	}
	return string(b[:])
}

// tokenBytes is a token's randomness: 192 bits.
const tokenBytes = 24

// newToken is a seat's (or the table's) secret: random, URL-safe.
func newToken() string {
	var b [tokenBytes]byte
	rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// hashToken is what the host keeps of a token (wire.HashToken).
func hashToken(t string) string { return wire.HashToken(t) }

// newSeed is a deal's seed, recorded with the room.
func newSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

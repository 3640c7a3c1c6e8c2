package game

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
)

// Digest is a stable digest of a whole state as its JSON: the same seed
// and actions give the same digest on every platform. A state that does
// not marshal is a bug of its game.
func Digest(state any) string {
	b, err := json.Marshal(state)
	if err != nil {
		panic("state does not marshal: " + err.Error())
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:8])
}

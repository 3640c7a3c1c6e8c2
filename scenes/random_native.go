//go:build !js

package scenes

import "crypto/rand"

// randomBytes fills b from the system's cryptographic source.
func randomBytes(b []byte) {
	_, _ = rand.Read(b) // crypto/rand.Read does not fail (Go 1.24+)
}

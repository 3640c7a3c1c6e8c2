package scenes

import "syscall/js"

// randomBytes fills b from the browser's cryptographic source, the one
// crypto/rand reads there too: crypto.getRandomValues. Called directly,
// it leaves crypto/rand's generators (AES, SHA-3, HMAC) out of the
// download.
func randomBytes(b []byte) {
	a := js.Global().Get("Uint8Array").New(len(b))
	js.Global().Get("crypto").Call("getRandomValues", a)
	js.CopyBytesToGo(b, a)
}

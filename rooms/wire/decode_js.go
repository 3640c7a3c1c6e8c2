package wire

// Decode: the browser's build reads no requests (a page writes them, the
// host reads them, decode.go), so it carries no decoder; the host's
// package compiles in it only for the tests' vet. Every request is
// refused here.
func Decode([]byte) (Request, error) {
	return Request{}, Refuse(CodeMalformed, "this build reads no requests")
}

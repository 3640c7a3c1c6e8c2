//go:build !js

package cli

import (
	"fmt"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// A busy port fails at once: the port is opened before the wasm is
// built (which takes half a minute), not after.
func TestServeOnABusyPortFailsAtOnce(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer l.Close()
	port := l.Addr().(*net.TCPAddr).Port
	start := time.Now()
	var out strings.Builder
	code := runServe([]string{"-addr", "127.0.0.1", "-port", fmt.Sprint(port)}, &out)
	took := time.Since(start)
	if code == 0 {
		t.Fatal("serve on a busy port succeeded")
	}
	t.Logf("serve on a busy port failed after %v", took)
	// Told by what it printed, not by the clock: it must not have
	// started the half-minute build before finding the port taken.
	if strings.Contains(out.String(), "building") {
		t.Errorf("serve started building before opening the port: %q", out.String())
	}
}

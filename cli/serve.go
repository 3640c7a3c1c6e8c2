//go:build !js

package cli

import (
	"flag"
	"fmt"
	"io"
	"net"

	"graffiti/web"
)

// runServe builds the wasm from this module and serves the page on the
// loopback address, so the browser edition is one command away.
func runServe(args []string, out io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	port := fs.Int("port", 8080, "port to listen on")
	addr := fs.String("addr", "127.0.0.1", "address to listen on")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	// The port first: a busy port fails at once, not after the build.
	l, err := net.Listen("tcp", net.JoinHostPort(*addr, fmt.Sprint(*port)))
	if err != nil {
		return fail("serve: %v", err)
	}
	defer l.Close()
	fmt.Fprintln(out, "building the browser edition (GOOS=js GOARCH=wasm)…")
	b, err := web.Compile(".")
	if err != nil {
		return fail("serve: %v", err)
	}
	raw, gz := b.Sizes()
	fmt.Fprintf(out, "graffiti.wasm: %.2f MB, %.2f MB gzipped\n", float64(raw)/1e6, float64(gz)/1e6)
	fmt.Fprintf(out, "open http://%s/\n", l.Addr())
	if err := b.Server(web.DefaultTimeouts).Serve(l); err != nil {
		return fail("serve: %v", err)
	}
	return 0
}

//go:build !js

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"graffiti/rooms"
	"graffiti/scenes/boxes"
	"graffiti/web"
)

// runServe builds the wasm from this module and serves the page on the
// loopback address, so the browser edition is one command away.
func runServe(args []string) int {
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
	fmt.Println("building the browser edition (GOOS=js GOARCH=wasm)…")
	b, err := web.Compile(".")
	if err != nil {
		return fail("serve: %v", err)
	}
	raw, gz := b.Sizes()
	fmt.Printf("graffiti.wasm: %.2f MB, %.2f MB gzipped\n", float64(raw)/1e6, float64(gz)/1e6)
	fmt.Printf("open http://%s/\n", l.Addr())
	if err := b.Server(web.DefaultTimeouts).Serve(l); err != nil {
		return fail("serve: %v", err)
	}
	return 0
}

// runHost serves rooms: the browser edition for the table and the
// phones, and the rooms' WebSocket at /rooms, their log in -data.
func runHost(args []string) int {
	fs := flag.NewFlagSet("host", flag.ContinueOnError)
	addr := fs.String("addr", ":8080", "address to listen on (all interfaces: the phones of the room must reach it)")
	data := fs.String("data", defaultRoomsDir(), "the folder of the rooms' log: a host started again on it finds every room as it was")
	origins := fs.String("origin", "", "page origins allowed to connect besides the host's own, comma-separated host patterns (example.com, *.example.com)")
	page := fs.Bool("page", true, "serve the browser edition too (false: the rooms only, for a host behind another web server)")
	syncing := fs.String("sync", "always", "when the rooms' log is synced to the disk: always (every action, before anyone hears of it), or every DURATION (100ms: written at once, so a host killed loses nothing; a power cut may lose that much; many actions a second)")
	folder := fs.String("web", "", "serve the browser edition from this folder (a release's web archive, unzipped: its graffiti folder) instead of building it from the source")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	l, err := net.Listen("tcp", *addr)
	if err != nil {
		return fail("host: %v", err)
	}
	defer l.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	var every time.Duration
	if *syncing != "always" {
		if every, err = time.ParseDuration(*syncing); err != nil || every <= 0 {
			return fail("host: -sync %q: always, or a duration such as 100ms", *syncing)
		}
	}
	log, err := rooms.OpenJetStream(ctx, *data, every)
	if err != nil {
		return fail("host: %v", err)
	}
	defer log.Close()
	var allow []string
	if *origins != "" {
		allow = strings.Split(*origins, ",")
	}
	h, err := rooms.NewHost(ctx, rooms.Config{Games: boxes.Games, Log: log, Origins: allow})
	if err != nil {
		return fail("host: %v", err)
	}
	defer h.Close()

	mux := http.NewServeMux()
	mux.Handle("/rooms", h)
	switch {
	case *page && *folder != "":
		if _, err := os.Stat(filepath.Join(*folder, "graffiti.wasm")); err != nil {
			return fail("host: -web %s: no browser edition there (%v)", *folder, err)
		}
		mux.Handle("/", web.Folder(*folder))
	case *page:
		fmt.Println("building the browser edition (GOOS=js GOARCH=wasm)…")
		b, err := web.Compile(".")
		if err != nil {
			return fail("host: %v\n(a release has no Go to build the page with: give -web and the web archive's graffiti folder, or -page=false)", err)
		}
		mux.Handle("/", b.Handler())
	}
	// No server-wide read or write timeout: a room's connection lasts the
	// game. The rooms time out quiet or stalled connections themselves.
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute, MaxHeaderBytes: 64 << 10}
	fmt.Printf("%d rooms in %s\n", h.Rooms(), *data)
	fmt.Printf("listening on http://%s/ (rooms at /rooms)\n", l.Addr())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(l) }()
	select {
	case err := <-done:
		if !errors.Is(err, http.ErrServerClosed) {
			return fail("host: %v", err)
		}
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(sctx)
	}
	return 0
}

// defaultRoomsDir is the rooms' folder in the user's config folder.
func defaultRoomsDir() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		dir = "."
	}
	return filepath.Join(dir, "graffiti", "rooms")
}

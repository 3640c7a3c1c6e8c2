//go:build !js

package main

import (
	"cmp"
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
	"graffiti/rooms/hostproc"
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
	origins := fs.String("origin", "", "page origins allowed to connect besides the host's own (compared by scheme, host and port), comma-separated: host patterns of any scheme (example.com, *.example.com) or whole origins (https://example.com)")
	page := fs.Bool("page", true, "serve the browser edition too (false: the rooms only, for a host behind another web server)")
	syncing := fs.String("sync", "always", "when the rooms' log is synced to the disk: always (every action, before anyone hears of it), or every DURATION (100ms: written at once, so a host killed loses nothing; a power cut may lose that much; many actions a second)")
	natsURL := fs.String("nats", "", "share the rooms with other hosts on this NATS cluster (nats://HOST:4222, comma-separated for several) instead of the embedded log: each room held by one host at a time, any host takes any client (docs/rooms.md)")
	replicas := fs.Int("replicas", 3, "with -nats: the servers the rooms' log and leases are kept on")
	name := fs.String("name", "", "with -nats: this host's name among the hosts (default: a random one)")
	lease := fs.Duration("lease", 10*time.Second, "with -nats: how long a room's lease lasts unrenewed: a host that dies loses its rooms to the others after that")
	folder := fs.String("web", "", "serve the browser edition from this folder (a release's web archive, unzipped: its graffiti-web folder) instead of the one shipped beside the program (or, from the source, built)")
	limits := hostLimitFlags(fs)
	edge := edgeFlags(fs)
	profiles := hostProfileFlags(fs)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	stopProfiles, err := profiles.start()
	if err != nil {
		return fail("host: %v", err)
	}
	defer stopProfiles()
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
	var allow []string
	if *origins != "" {
		allow = strings.Split(*origins, ",")
	}
	cfg := rooms.Config{Games: boxes.Games, Origins: allow}
	if err := limits.apply(&cfg); err != nil {
		return fail("host: %v", err)
	}
	var log *rooms.JetStream
	if *natsURL != "" {
		if log, err = rooms.ConnectJetStream(ctx, *natsURL, *replicas); err != nil {
			return fail("host: %v", err)
		}
		owners, err := log.Owners(ctx, *lease, *replicas)
		if err != nil {
			log.Close()
			return fail("host: the rooms' leases: %v", err)
		}
		cfg.Cluster = &rooms.Cluster{ID: cmp.Or(*name, rooms.NewHostID()), NC: log.Conn(), Owners: owners, Lease: *lease}
		fmt.Printf("host %s of the rooms on %s\n", cfg.Cluster.ID, *natsURL)
	} else if log, err = rooms.OpenJetStream(ctx, *data, every); err != nil {
		return fail("host: %v", err)
	}
	defer log.Close()
	cfg.Log = log
	ifaces, _ := net.InterfaceAddrs()
	_, port, _ := net.SplitHostPort(l.Addr().String())
	reach := edgeReach(edge, rooms.Reachable(l.Addr(), ifaces), port)
	if len(reach) > 0 {
		cfg.Join = reach[0] // the table's QR code, when its page is opened at localhost
	}
	h, err := rooms.NewHost(ctx, cfg)
	if err != nil {
		return fail("host: %v", err)
	}
	defer h.Close()

	mux := http.NewServeMux()
	mux.Handle("/rooms", h)
	if *folder == "" {
		*folder = shippedPage()
	}
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
			return fail("host: %v\n(no browser edition beside this program and no Go to build it: give -web and the web archive's graffiti-web folder, or -page=false)", err)
		}
		mux.Handle("/", b.Handler())
	}
	// No server-wide read or write timeout: a room's connection lasts the
	// game. The rooms time out quiet or stalled connections themselves.
	names := edge.Names(ifaces)
	srv := &http.Server{Handler: rooms.OnlyFor(names, mux), ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute, MaxHeaderBytes: 64 << 10}
	serve, stopRedirect, err := serveEdge(edge, srv, l, *data, names)
	if err != nil {
		return fail("host: %v", err)
	}
	defer stopRedirect()
	if cfg.Cluster == nil {
		fmt.Printf("%d rooms in %s\n", h.Rooms(), *data)
	}
	fmt.Println(hostproc.Listening(l.Addr(), edge.Secure()))
	sayReach(reach)
	done := make(chan error, 1)
	go func() { done <- serve() }()
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

// sayReach tells the café which address to open on the table device:
// the one phones reach too, so the QR code it shows works for them.
func sayReach(reach []string) {
	if len(reach) == 0 {
		fmt.Println("phones cannot reach this host: it listens on this machine alone (give -addr :8080 to let the network in)")
		return
	}
	fmt.Printf("on the table device (a tablet, a TV, this machine), open %s\n", reach[0])
	for _, r := range reach[1:] {
		fmt.Printf("  or %s\n", r)
	}
}

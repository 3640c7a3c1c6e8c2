//go:build !js

package cli

import (
	"cmp"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strings"
	"syscall"
	"time"

	"graffiti/rooms"
	"graffiti/rooms/hostproc"
	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
	"graffiti/web"
)

// runHost serves rooms: the browser edition for the table and the
// phones, and the rooms' WebSocket at /rooms, their log in -data.
func runHost(args []string, out io.Writer) int {
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
	push := fs.Bool("push", false, "tell seats of their turn by Web Push over plain HTTP too (a host behind a reverse proxy that ends TLS): with -tls-cert or -acme it is on anyway; the keys are kept in the data folder")
	contact := fs.String("push-contact", rooms.DefaultPushContact, "who runs the host, told to the browsers' push services with each notice: mailto:ADDRESS or an https address")
	lobby := fs.Bool("lobby", false, "list the rooms whose table chose \"Open to anyone\" and that have a seat free, at /?lobby (the page) and /lobby (JSON): anyone may ask the table for a seat there")
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
	cfg := rooms.Config{Games: boxes.Games, Origins: allow, Lobby: *lobby}
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
		fmt.Fprintf(out, "host %s of the rooms on %s\n", cfg.Cluster.ID, *natsURL)
	} else if log, err = rooms.OpenJetStream(ctx, *data, every); err != nil {
		return fail("host: %v", err)
	}
	defer log.Close()
	cfg.Log = log
	// Browsers give push to secure pages alone: a café's plain HTTP
	// host has none to send to, unless a proxy in front of it ends TLS.
	if *push || edge.Secure() {
		keys, err := rooms.LoadVAPIDKeys(*data)
		if err != nil {
			return fail("host: %v", err)
		}
		cfg.Push = &rooms.Push{Keys: keys, Contact: *contact}
		fmt.Fprintf(out, "seats are told of their turn by Web Push (its keys in %s)\n", *data)
	}
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
	mux.Handle(wire.LobbyPath, h.Lobby()) // without -lobby, it answers that this host lists no rooms
	mux.Handle(wire.SeatPath, h.Seat())   // a seat's status, for a device's My games
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
		fmt.Fprintln(out, "building the browser edition (GOOS=js GOARCH=wasm)…")
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
		fmt.Fprintf(out, "%d rooms in %s\n", h.Rooms(), *data)
	}
	fmt.Fprintln(out, hostproc.Listening(l.Addr(), edge.Secure()))
	sayReach(out, reach)
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
func sayReach(out io.Writer, reach []string) {
	if len(reach) == 0 {
		fmt.Fprintln(out, "phones cannot reach this host: it listens on this machine alone (give -addr :8080 to let the network in)")
		return
	}
	fmt.Fprintf(out, "on the table device (a tablet, a TV, this machine), open %s\n", reach[0])
	for _, r := range reach[1:] {
		fmt.Fprintf(out, "  or %s\n", r)
	}
}

// shippedPage is the browser edition a release ships with the program
// (release/web.go's shippedWeb): the web folder beside it (Windows,
// Linux, and where install.sh puts it), or in the app's Resources
// (macOS). graffiti host serves it when no -web is given, so a café
// hosts rooms with the program alone. "" when there is none, as in a
// source checkout (go run builds in a scratch folder): then the page is
// built from the source.
func shippedPage() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	if real, err := filepath.EvalSymlinks(exe); err == nil {
		exe = real // a link in ~/.local/bin to the installed program
	}
	dir := filepath.Dir(exe)
	for _, web := range []string{
		filepath.Join(dir, "web"),
		filepath.Join(dir, "..", "Resources", "web"),
	} {
		if fi, err := os.Stat(filepath.Join(web, "graffiti.wasm")); err == nil && !fi.IsDir() {
			return web
		}
	}
	return ""
}

// hostLimits are graffiti host's flags of each client address's limits
// and of how long rooms are kept (docs/rooms.md, "What the host protects
// against"). A limit of 0 is no limit.
type hostLimits struct {
	rooms, creates, conns, misses *int
	bind, keepFinished, keepIdle  *time.Duration
	trust                         *string
}

func hostLimitFlags(fs *flag.FlagSet) *hostLimits {
	d := rooms.DefaultLimits
	return &hostLimits{
		rooms:        fs.Int("client-rooms", d.Rooms, "open rooms one client address may have made (0: no limit)"),
		creates:      fs.Int("client-creates", d.Creates, "rooms one client address may make a minute (0: no limit)"),
		conns:        fs.Int("client-conns", d.Conns, "connections one client address may hold open (0: no limit)"),
		misses:       fs.Int("client-misses", d.Misses, "room codes with no room one client address may ask for a minute; past them its look-ups wait (0: no limit)"),
		bind:         fs.Duration("bind-within", d.Bind, "a connection that takes no role (table, seat, spectator) this long after it opened is closed"),
		trust:        fs.String("trust-proxy", "", "reverse proxies in front of the host, comma-separated ranges (127.0.0.1/32, 10.0.0.0/8): a connection from one is counted against the address in its X-Forwarded-For"),
		keepFinished: fs.Duration("keep-finished", rooms.DefaultKeepFinished, "how long a room is kept once its game is over (its replay can be watched), then it ends"),
		keepIdle:     fs.Duration("keep-idle", rooms.DefaultKeepIdle, "how long a room nobody acts in is kept, then it ends"),
	}
}

// apply sets the limits in cfg.
func (l *hostLimits) apply(cfg *rooms.Config) error {
	lift := func(n int) int { // the flags' "none" is 0, the Config's below 0
		if n <= 0 {
			return -1
		}
		return n
	}
	cfg.Limits = rooms.Limits{Rooms: lift(*l.rooms), Creates: lift(*l.creates), Conns: lift(*l.conns), Misses: lift(*l.misses), Bind: *l.bind}
	for _, s := range strings.Split(*l.trust, ",") {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		p, err := netip.ParsePrefix(s)
		if err != nil {
			a, aerr := netip.ParseAddr(s)
			if aerr != nil {
				return fmt.Errorf("-trust-proxy %q: a range (10.0.0.0/8) or an address", s)
			}
			p = netip.PrefixFrom(a, a.BitLen())
		}
		cfg.Limits.TrustProxy = append(cfg.Limits.TrustProxy, p.Masked())
	}
	if *l.bind <= 0 || *l.keepFinished <= 0 || *l.keepIdle <= 0 {
		return fmt.Errorf("-bind-within, -keep-finished and -keep-idle are durations above zero")
	}
	cfg.KeepFinished, cfg.KeepIdle = *l.keepFinished, *l.keepIdle
	return nil
}

// edgeFlags are a host's flags of how it meets the network (rooms.Edge).
func edgeFlags(fs *flag.FlagSet) *rooms.Edge {
	e := &rooms.Edge{}
	fs.Func("public", "a name the host answers for besides its own addresses and localhost (repeatable): the name a site puts it at; any other Host is refused (DNS rebinding)", func(s string) error {
		e.Public = append(e.Public, s)
		return nil
	})
	fs.StringVar(&e.CertFile, "tls-cert", "", "serve HTTPS with this certificate (PEM, the chain after it), the page opening the rooms at wss://")
	fs.StringVar(&e.KeyFile, "tls-key", "", "the certificate's private key (PEM)")
	fs.StringVar(&e.ACME, "acme", "", "serve HTTPS for this public name with a certificate from Let's Encrypt, got and renewed on its own (kept in the data folder's acme folder; -addr :443, and -http-redirect :80 for its challenges)")
	fs.StringVar(&e.Redirect, "http-redirect", "", "with HTTPS: answer plain HTTP at this address (:80) with a redirect to HTTPS")
	return e
}

// serveEdge serves srv on l, over TLS when the edge has it, and the
// redirect from plain HTTP beside it; stop ends the redirect.
func serveEdge(e *rooms.Edge, srv *http.Server, l net.Listener, data string, names []string) (serve func() error, stop func(), err error) {
	cfg, m, err := e.TLS(data)
	if err != nil {
		return nil, nil, err
	}
	if cfg == nil {
		return func() error { return srv.Serve(l) }, func() {}, nil
	}
	srv.TLSConfig = cfg
	serve = func() error { return srv.ServeTLS(l, "", "") }
	if e.Redirect == "" {
		return serve, func() {}, nil
	}
	_, port, _ := net.SplitHostPort(l.Addr().String())
	rl, err := net.Listen("tcp", e.Redirect)
	if err != nil {
		return nil, nil, fmt.Errorf("-http-redirect: %w", err)
	}
	redirect := &http.Server{Handler: rooms.RedirectToHTTPS(names, port, m), ReadHeaderTimeout: 10 * time.Second, IdleTimeout: time.Minute, MaxHeaderBytes: 16 << 10}
	go func() {
		if err := redirect.Serve(rl); !errors.Is(err, http.ErrServerClosed) {
			fmt.Printf("host: -http-redirect: %v\n", err)
		}
	}()
	return serve, func() { redirect.Close() }, nil
}

// edgeReach are the addresses to open the host at: over HTTPS when it
// has TLS, its public names first (a certificate names them, not the
// machine's addresses).
func edgeReach(e *rooms.Edge, reach []string, port string) []string {
	scheme := "http://"
	if e.Secure() {
		scheme = "https://"
		for i, r := range reach {
			reach[i] = "https://" + strings.TrimPrefix(r, "http://")
		}
	}
	var public []string
	for _, n := range append([]string{e.ACME}, e.Public...) {
		if n == "" {
			continue
		}
		if _, _, err := net.SplitHostPort(n); err != nil && !(e.Secure() && port == "443") && !(!e.Secure() && port == "80") {
			n = net.JoinHostPort(n, port)
		}
		public = append(public, scheme+n+"/")
	}
	return append(public, reach...)
}

// hostProfiles are a host's CPU and allocation profiles, written when it
// stops: where a loaded host's time goes (docs/figures.md; loadtest
// -profile asks the host it starts for them).
type hostProfiles struct{ cpu, mem *string }

func hostProfileFlags(fs *flag.FlagSet) hostProfiles {
	return hostProfiles{
		cpu: fs.String("cpuprofile", "", "write the host's CPU profile to this file, from its start to its end"),
		mem: fs.String("memprofile", "", "write the host's allocation profile to this file when it ends"),
	}
}

// start begins the CPU profile; stop ends it and writes the allocations.
func (p hostProfiles) start() (stop func(), err error) {
	var cpu *os.File
	if *p.cpu != "" {
		if cpu, err = os.Create(*p.cpu); err != nil {
			return nil, err
		}
		if err := pprof.StartCPUProfile(cpu); err != nil {
			cpu.Close()
			return nil, err
		}
	}
	return func() {
		if cpu != nil {
			pprof.StopCPUProfile()
			cpu.Close()
		}
		if *p.mem != "" {
			runtime.GC() // the figures of the last cycle
			if err := writeProfile("allocs", *p.mem); err != nil {
				fmt.Fprintf(os.Stderr, "host: -memprofile: %v\n", err)
			}
		}
	}, nil
}

func writeProfile(name, file string) error {
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	defer f.Close()
	return pprof.Lookup(name).WriteTo(f, 0)
}

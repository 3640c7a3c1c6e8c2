//go:build !js

package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"graffiti/rooms/hostproc"
	"graffiti/rooms/load"
)

// runLoadtest drives simulated rooms against room hosts and prints the
// round trips, the messages, the errors, and the host's CPU and memory
// (docs/figures.md, "Rooms at scale"). Without -hosts it starts one host
// of its own, this program as a separate process on loopback, so that
// what the host uses is measured apart from the players.
func runLoadtest(args []string, out io.Writer) int {
	g, args, err := gameOf(args)
	if err != nil {
		return fail("loadtest: %v", err)
	}
	fs := flag.NewFlagSet("loadtest", flag.ContinueOnError)
	hosts := fs.String("hosts", "", "the hosts' addresses, comma-separated (http://HOST:PORT); none: start one here, on loopback")
	rooms := fs.Int("rooms", 100, "rooms playing at once")
	seats := fs.Int("seats", 4, "people in each room, each on a connection of their own")
	rate := fs.Float64("rate", 0.5, "each seat's actions a second (0.5: one every 2 s)")
	idle := fs.Int("idle", 0, "rooms opened besides, only watched by a table: the rooms a host holds between games")
	warmup := fs.Duration("warmup", 10*time.Second, "time to make the connections, its round trips not counted")
	duration := fs.Duration("duration", 30*time.Second, "the time measured, after the warm-up")
	seed := fs.Uint64("seed", 1, "the players' choices")
	syncing := fs.String("sync", "always", "the -sync of the host started here")
	profile := fs.String("profile", "", "a folder: the host started here writes its CPU and allocation profiles there (host.cpu, host.mem)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	// The players' own collector would add its pauses and its share of
	// the cores to the round trips measured: they collect less often, at
	// the price of memory (the host keeps its own setting).
	debug.SetGCPercent(400)
	var urls []string
	var host *hostProcess
	if *hosts == "" {
		if host, err = startHostProcess(*syncing, *profile); err != nil {
			return fail("loadtest: %v", err)
		}
		defer host.stop()
		urls = []string{host.Rooms}
	} else {
		for _, h := range strings.Split(*hosts, ",") {
			urls = append(urls, "ws"+strings.TrimPrefix(strings.TrimSuffix(h, "/"), "http")+"/rooms")
		}
	}
	fmt.Fprintf(out, "loadtest: %d rooms × %d seats of %s at %g actions a seat a second, %d idle rooms besides; %s measured after %s of warm-up; %d host(s)",
		*rooms, *seats, g.Name(), *rate, *idle, *duration, *warmup, len(urls))
	if host != nil {
		fmt.Fprintf(out, ", syncing %s", *syncing)
	}
	fmt.Fprintln(out)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var cpu0 float64
	counted := make(chan float64, 1) // the host's CPU when the warm-up ends
	if host != nil {
		cpu0 = host.CPUSeconds()
		t := time.AfterFunc(*warmup, func() { counted <- host.CPUSeconds() })
		defer t.Stop()
	}
	res, err := load.Run(ctx, load.Config{URLs: urls, Game: g, Rooms: *rooms, Seats: *seats, Rate: *rate, Idle: *idle, Warmup: *warmup, Duration: *duration, Seed: *seed})
	if err != nil {
		return fail("loadtest: %v", err)
	}
	secs := res.Elapsed.Seconds()
	fmt.Fprintf(out, "actions: %d acknowledged, %d counted (%.0f a second); round trip p50 %s, p95 %s, p99 %s, max %s\n",
		res.Actions, len(res.RTT), float64(len(res.RTT))/secs, ms(res.Quantile(.5)), ms(res.Quantile(.95)), ms(res.Quantile(.99)), ms(res.Quantile(1)))
	fmt.Fprintf(out, "messages: %d received, %.0f a second, %.1f MB a second; games played to the end: %d\n",
		res.Messages, float64(res.Messages)/(secs+warmup.Seconds()), float64(res.Bytes)/1e6/(secs+warmup.Seconds()), res.Games)
	if n := float64(len(res.RTT)); n > 0 {
		fmt.Fprintf(out, "per action counted: %.0f bytes received over all connections", float64(res.CountedBytes)/n)
		if host != nil {
			fmt.Fprintf(out, ", host CPU %.0f µs", 1e6*(host.CPUSeconds()-<-counted)/n)
		}
		fmt.Fprintln(out)
	}
	fmt.Fprintf(out, "refused: %d; errors: %d\n", res.Refused, res.Failures)
	for _, e := range res.Errors {
		fmt.Fprintln(out, "  ", e)
	}
	if host != nil {
		rss, peak := host.Memory()
		fmt.Fprintf(out, "host: CPU %.0f %% of a core over the whole run, resident %.0f MB at the end (peak %.0f MB)\n",
			100*(host.CPUSeconds()-cpu0)/(secs+warmup.Seconds()), rss, peak)
	}
	if res.Refused > 0 || res.Failures > 0 {
		return 1
	}
	return 0
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d)/1e6) }

// hostProcess is a room host this program started: graffiti host on a
// loopback port, its log in a folder of its own, removed when it stops.
type hostProcess struct {
	*hostproc.Process
	dir string
}

func startHostProcess(syncing, profile string) (*hostProcess, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "graffiti-loadtest")
	if err != nil {
		return nil, err
	}
	// Every room and player of the load is on one address: no limits.
	flags := []string{"-data", dir, "-page=false", "-sync", syncing,
		"-client-rooms", "0", "-client-creates", "0", "-client-conns", "0"}
	if profile != "" {
		flags = append(flags, "-cpuprofile", filepath.Join(profile, "host.cpu"), "-memprofile", filepath.Join(profile, "host.mem"))
	}
	p, err := hostproc.Start(self, os.Stderr, flags...)
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return &hostProcess{Process: p, dir: dir}, nil
}

func (h *hostProcess) stop() {
	h.Stop(10 * time.Second)
	os.RemoveAll(h.dir)
}

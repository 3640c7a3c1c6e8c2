package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"graffiti/rooms/load"
)

// runLoadtest drives simulated rooms against room hosts and prints the
// round trips, the messages, the errors, and the host's CPU and memory
// (docs/figures.md, "Rooms at scale"). Without -hosts it starts one host
// of its own, this program as a separate process on loopback, so that
// what the host uses is measured apart from the players.
func runLoadtest(args []string) int {
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
		if host, err = startHostProcess(*syncing); err != nil {
			return fail("loadtest: %v", err)
		}
		defer host.stop()
		urls = []string{host.url}
	} else {
		for _, h := range strings.Split(*hosts, ",") {
			urls = append(urls, "ws"+strings.TrimPrefix(strings.TrimSuffix(h, "/"), "http")+"/rooms")
		}
	}
	fmt.Printf("loadtest: %d rooms × %d seats of %s at %g actions a seat a second, %d idle rooms besides; %s measured after %s of warm-up; %d host(s)",
		*rooms, *seats, g.Name(), *rate, *idle, *duration, *warmup, len(urls))
	if host != nil {
		fmt.Printf(", syncing %s", *syncing)
	}
	fmt.Println()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var cpu0 float64
	if host != nil {
		cpu0 = host.cpuSeconds()
	}
	res, err := load.Run(ctx, load.Config{URLs: urls, Game: g, Rooms: *rooms, Seats: *seats, Rate: *rate, Idle: *idle, Warmup: *warmup, Duration: *duration, Seed: *seed})
	if err != nil {
		return fail("loadtest: %v", err)
	}
	secs := res.Elapsed.Seconds()
	fmt.Printf("actions: %d acknowledged, %d counted (%.0f a second); round trip p50 %s, p95 %s, p99 %s, max %s\n",
		res.Actions, len(res.RTT), float64(len(res.RTT))/secs, ms(res.Quantile(.5)), ms(res.Quantile(.95)), ms(res.Quantile(.99)), ms(res.Quantile(1)))
	fmt.Printf("messages: %d received, %.0f a second, %.1f MB a second; games played to the end: %d\n",
		res.Messages, float64(res.Messages)/(secs+warmup.Seconds()), float64(res.Bytes)/1e6/(secs+warmup.Seconds()), res.Games)
	fmt.Printf("refused: %d; errors: %d\n", res.Refused, res.Failures)
	for _, e := range res.Errors {
		fmt.Println("  ", e)
	}
	if host != nil {
		rss, peak := host.memory()
		fmt.Printf("host: CPU %.0f %% of a core over the whole run, resident %.0f MB at the end (peak %.0f MB)\n",
			100*(host.cpuSeconds()-cpu0)/(secs+warmup.Seconds()), rss, peak)
	}
	if res.Refused > 0 || res.Failures > 0 {
		return 1
	}
	return 0
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d)/1e6) }

// hostProcess is a room host this program started: graffiti host on a
// loopback port, its log in a temporary folder.
type hostProcess struct {
	cmd *exec.Cmd
	dir string
	url string
}

func startHostProcess(syncing string) (*hostProcess, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "graffiti-loadtest")
	if err != nil {
		return nil, err
	}
	h := &hostProcess{dir: dir}
	h.cmd = exec.Command(self, "host", "-addr", "127.0.0.1:0", "-data", dir, "-page=false", "-sync", syncing)
	h.cmd.Stderr = os.Stderr
	out, err := h.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := h.cmd.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if a, ok := strings.CutPrefix(sc.Text(), "listening on http://"); ok {
			addr, _, _ := strings.Cut(a, "/")
			h.url = "ws://" + addr + "/rooms"
			break
		}
	}
	if h.url == "" {
		h.stop()
		return nil, fmt.Errorf("the host never said where it listens")
	}
	go io.Copy(io.Discard, out)
	return h, nil
}

func (h *hostProcess) stop() {
	h.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { h.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		h.cmd.Process.Kill()
		<-done
	}
	os.RemoveAll(h.dir)
}

// cpuSeconds is the host's CPU time so far, user and system (Linux's
// /proc; 0 elsewhere).
func (h *hostProcess) cpuSeconds() float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", h.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	// The fields after the command's name, which is in parentheses.
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	if len(f) < 13 {
		return 0
	}
	user, _ := strconv.ParseFloat(f[11], 64)
	sys, _ := strconv.ParseFloat(f[12], 64)
	return (user + sys) / 100 // clock ticks: 100 a second on Linux
}

// memory is the host's resident set now and at its peak, in MB.
func (h *hostProcess) memory() (rss, peak float64) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", h.cmd.Process.Pid))
	if err != nil {
		return 0, 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		k, v, _ := strings.Cut(line, ":")
		kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
		switch k {
		case "VmRSS":
			rss = kb / 1024
		case "VmHWM":
			peak = kb / 1024
		}
	}
	return rss, peak
}

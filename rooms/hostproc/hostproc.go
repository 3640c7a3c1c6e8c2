// Package hostproc runs `graffiti host` as a process of its own, on a
// loopback port it picks: the load test measures a host apart from its
// players, and tests kill hosts, start them again, and check a release's.
// A host prints where it listens (Listening) once it does; Start waits
// for that line.
package hostproc

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
)

const listening = "listening on "

// Listening is the line a host prints once it listens at addr, over
// HTTPS when secure.
func Listening(addr net.Addr, secure bool) string {
	scheme := "http"
	if secure {
		scheme = "https"
	}
	return fmt.Sprintf("%s%s://%s/ (rooms at /rooms)", listening, scheme, addr)
}

// Process is a host started by Start.
type Process struct {
	Cmd   *exec.Cmd
	URL   string          // its pages, http://ADDR/ (https:// over TLS)
	Rooms string          // its rooms' WebSocket, ws://ADDR/rooms (wss://)
	Ended <-chan struct{} // closed once it has ended

	done chan struct{}
	said lockedBuffer
}

// Args are the arguments of a host on a loopback port it picks, with
// flags: what Start runs bin with.
func Args(flags ...string) []string {
	return append([]string{"host", "-addr", "127.0.0.1:0"}, flags...)
}

// Start runs bin's host on 127.0.0.1, with flags, and waits up to 30 s
// for it to listen. What it writes is kept (Said), and its standard
// error copied to echo if echo is not nil.
func Start(bin string, echo io.Writer, flags ...string) (*Process, error) {
	return StartCmd(exec.Command(bin, Args(flags...)...), echo)
}

// StartCmd is Start for a host cmd runs as it says: a release's program
// under an emulator (Wine, QEMU), its arguments from Args.
func StartCmd(cmd *exec.Cmd, echo io.Writer) (*Process, error) {
	p := &Process{Cmd: cmd, done: make(chan struct{})}
	p.Ended = p.done
	p.Cmd.Stderr = &p.said
	if echo != nil {
		p.Cmd.Stderr = io.MultiWriter(&p.said, echo)
	}
	stdout, err := p.Cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := p.Cmd.Start(); err != nil {
		return nil, err
	}
	addr := make(chan string, 1)
	go func() {
		for sc := bufio.NewScanner(stdout); sc.Scan(); {
			p.said.Write(append(sc.Bytes(), '\n'))
			if a, ok := strings.CutPrefix(sc.Text(), listening); ok && strings.HasPrefix(a, "http") {
				addr <- strings.TrimSuffix(strings.Fields(a)[0], "/")
			}
		}
		// Its output read to the end: Wait may close the pipe.
		p.Cmd.Wait()
		close(p.done)
	}()
	select {
	case a := <-addr:
		p.URL = a + "/"
		p.Rooms = "ws" + strings.TrimPrefix(a, "http") + "/rooms"
		return p, nil
	case <-p.done:
		return nil, fmt.Errorf("the host ended before it listened: %v\n%s", p.Cmd.ProcessState, p.Said())
	case <-time.After(30 * time.Second):
		p.Kill()
		return nil, fmt.Errorf("the host did not listen within 30 s:\n%s", p.Said())
	}
}

// Said is what the host has written so far, on its standard error and
// output: its errors, the rooms it found in its log, where it listens.
func (p *Process) Said() string { return p.said.String() }

// Kill ends the host at once, and waits for it.
func (p *Process) Kill() {
	p.Cmd.Process.Kill()
	<-p.done
}

// Stop asks the host to end, as Ctrl-C does, and kills it if it has not
// within grace.
func (p *Process) Stop(grace time.Duration) {
	if err := p.Cmd.Process.Signal(os.Interrupt); err != nil {
		p.Kill() // no interrupt to send (Windows), or already ended
		return
	}
	select {
	case <-p.done:
	case <-time.After(grace):
		p.Kill()
	}
}

// CPUSeconds is the host's CPU time so far, user and system (Linux's
// /proc; 0 elsewhere).
func (p *Process) CPUSeconds() float64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", p.Cmd.Process.Pid))
	if err != nil {
		return 0
	}
	// The fields after the command's name, which is in parentheses.
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	if len(f) < 13 {
		return 0
	}
	user, _ := strconv.ParseFloat(f[11], 64)
	sys, _ := strconv.ParseFloat(f[12], 64)
	return (user + sys) / 100 // clock ticks: 100 a second on Linux
}

// Memory is the host's resident set now and at its peak, in MB (Linux's
// /proc; 0 elsewhere).
func (p *Process) Memory() (rss, peak float64) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", p.Cmd.Process.Pid))
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

// lockedBuffer is a process's output, written by exec's goroutine and
// read by others.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

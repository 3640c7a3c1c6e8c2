package web

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"io"
	"math/rand"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// fakeBuild is a build made without the compiler: random bytes stand in
// for the wasm, so the server's tests take milliseconds.
func fakeBuild(t *testing.T) *Build {
	t.Helper()
	raw := make([]byte, 200_000)
	rand.New(rand.NewSource(1)).Read(raw[:100_000]) // half noise, half zeros
	var gz bytes.Buffer
	w := gzip.NewWriter(&gz)
	w.Write(raw)
	w.Close()
	return &Build{Wasm: raw, WasmGz: gz.Bytes(), WasmExec: []byte("// wasm_exec.js\n")}
}

var servedPaths = []string{"/", "/index.html", "/loader.js", "/words.js", "/push.js", "/sw.js", "/wasm_exec.js", "/build.json", "/graffiti.wasm"}

// get sends a request to h and gives the answer.
func get(t *testing.T, h http.Handler, method, path string, header map[string]string) *http.Response {
	t.Helper()
	r := httptest.NewRequest(method, path, nil)
	for k, v := range header {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Result()
}

func body(t *testing.T, resp *http.Response) []byte {
	t.Helper()
	b, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return b
}

// Only GET and HEAD: anything else is 405 with Allow.
func TestServerAnswersOnlyGetAndHead(t *testing.T) {
	h := fakeBuild(t).Handler()
	for _, m := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT"} {
		for _, p := range []string{"/", "/graffiti.wasm"} {
			resp := get(t, h, m, p, nil)
			if resp.StatusCode != http.StatusMethodNotAllowed {
				t.Errorf("%s %s: %d", m, p, resp.StatusCode)
			}
			if a := resp.Header.Get("Allow"); a != "GET, HEAD" {
				t.Errorf("%s %s: Allow %q", m, p, a)
			}
		}
	}
	for _, p := range servedPaths {
		g := get(t, h, "GET", p, nil)
		hd := get(t, h, "HEAD", p, nil)
		if g.StatusCode != 200 || hd.StatusCode != 200 {
			t.Errorf("%s: GET %d, HEAD %d", p, g.StatusCode, hd.StatusCode)
		}
		if n := len(body(t, hd)); n != 0 {
			t.Errorf("HEAD %s sent %d bytes of body", p, n)
		}
		if hd.Header.Get("Content-Length") != g.Header.Get("Content-Length") || g.Header.Get("Content-Length") == "" {
			t.Errorf("%s: Content-Length %q (GET) and %q (HEAD)", p, g.Header.Get("Content-Length"), hd.Header.Get("Content-Length"))
		}
	}
	if resp := get(t, h, "GET", "/secret.txt", nil); resp.StatusCode != 404 {
		t.Errorf("an unknown path: %d", resp.StatusCode)
	}
}

// A reload does not fetch the wasm again: every answer has an ETag, and
// asking with it gives 304 and no body.
func TestAReloadGets304(t *testing.T) {
	h := fakeBuild(t).Handler()
	for _, enc := range []string{"gzip, deflate, br", ""} {
		for _, p := range servedPaths {
			first := get(t, h, "GET", p, map[string]string{"Accept-Encoding": enc})
			tag := first.Header.Get("ETag")
			if tag == "" || !strings.HasPrefix(tag, `"`) {
				t.Fatalf("%s: ETag %q", p, tag)
			}
			again := get(t, h, "GET", p, map[string]string{"Accept-Encoding": enc, "If-None-Match": tag})
			if again.StatusCode != http.StatusNotModified {
				t.Errorf("%s (%q): a reload with its ETag gave %d", p, enc, again.StatusCode)
			}
			if n := len(body(t, again)); n != 0 {
				t.Errorf("%s: the 304 carried %d bytes", p, n)
			}
			stale := get(t, h, "GET", p, map[string]string{"Accept-Encoding": enc, "If-None-Match": `"0000"`})
			if stale.StatusCode != 200 {
				t.Errorf("%s: another ETag gave %d", p, stale.StatusCode)
			}
		}
	}
	gz := get(t, h, "GET", "/graffiti.wasm", map[string]string{"Accept-Encoding": "gzip"}).Header.Get("ETag")
	raw := get(t, h, "GET", "/graffiti.wasm", nil).Header.Get("ETag")
	if gz == raw {
		t.Error("the gzipped and the raw wasm share an ETag")
	}
}

// gzip only to a browser whose Accept-Encoding accepts it; otherwise the
// raw wasm, which must then be byte for byte the build's.
func TestWasmIsGzippedOnlyWhenAccepted(t *testing.T) {
	b := fakeBuild(t)
	h := b.Handler()
	for header, wantGz := range map[string]bool{
		"":                     false,
		"gzip":                 true,
		"GZIP":                 true,
		"gzip, deflate, br":    true,
		"deflate, gzip;q=0.5":  true,
		"x-gzip":               true,
		"br":                   false,
		"identity":             false,
		"gzip;q=0":             false,
		"gzip; q=0.0, br":      false,
		"*":                    true,
		"*;q=0":                false,
		"gzip;q=0, *":          false,
		"br, *;q=0.1":          true,
		"deflate, notgzip":     false,
		"compress, x-gzip;q=0": false,
	} {
		resp := get(t, h, "GET", "/graffiti.wasm", map[string]string{"Accept-Encoding": header})
		got := body(t, resp)
		isGz := resp.Header.Get("Content-Encoding") == "gzip"
		if isGz != wantGz {
			t.Errorf("Accept-Encoding %q: gzip %v, want %v", header, isGz, wantGz)
			continue
		}
		want := b.Wasm
		if wantGz {
			want = b.WasmGz
		}
		if !bytes.Equal(got, want) {
			t.Errorf("Accept-Encoding %q: the body is not the build's", header)
		}
		if resp.Header.Get("Content-Type") != "application/wasm" || !strings.Contains(resp.Header.Get("Vary"), "Accept-Encoding") {
			t.Errorf("Accept-Encoding %q: headers %v", header, resp.Header)
		}
	}
}

// Nothing is sniffed: every answer, refusals included, says nosniff.
func TestEveryAnswerSaysNosniff(t *testing.T) {
	h := fakeBuild(t).Handler()
	for _, p := range append(servedPaths, "/nothing-here") {
		for _, m := range []string{"GET", "HEAD", "POST"} {
			resp := get(t, h, m, p, nil)
			if resp.Header.Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("%s %s (%d): no nosniff", m, p, resp.StatusCode)
			}
			if resp.StatusCode == 200 && resp.Header.Get("Content-Type") == "" {
				t.Errorf("%s %s: no Content-Type", m, p)
			}
		}
	}
}

// The server drops a client that stalls in its request or idles after
// one, on a real loopback connection.
func TestTheServerDropsStalledAndIdleClients(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	srv := fakeBuild(t).Server(Timeouts{ReadHeader: 300 * time.Millisecond, Read: time.Second, Write: 2 * time.Second, Idle: 300 * time.Millisecond})
	go srv.Serve(l)
	defer srv.Close()

	closedWithin := func(c net.Conn, d time.Duration) bool {
		c.SetReadDeadline(time.Now().Add(d))
		_, err := io.Copy(io.Discard, c)
		ne, timeout := err.(net.Error)
		return !(timeout && ne.Timeout())
	}

	// Half a request, then nothing.
	c, err := net.Dial("tcp", l.Addr().String())
	require.NoError(t, err)
	defer c.Close()
	io.WriteString(c, "GET / HTTP/1.1\r\nHost: x\r\n")
	start := time.Now()
	if !closedWithin(c, 5*time.Second) {
		t.Error("a client stalled in its headers was kept 5 s")
	}
	t.Logf("stalled client dropped after %v", time.Since(start).Round(10*time.Millisecond))

	// A whole request, then idle on a kept-alive connection.
	c2, err := net.Dial("tcp", l.Addr().String())
	require.NoError(t, err)
	defer c2.Close()
	io.WriteString(c2, "GET /build.json HTTP/1.1\r\nHost: x\r\n\r\n")
	resp, err := http.ReadResponse(bufio.NewReader(c2), nil)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("request: %v", err)
	}
	io.Copy(io.Discard, resp.Body)
	if !closedWithin(c2, 5*time.Second) {
		t.Error("an idle client was kept 5 s")
	}
}

// The defaults the serve command uses are all set.
func TestDefaultTimeoutsAreSet(t *testing.T) {
	srv := fakeBuild(t).Server(DefaultTimeouts)
	if srv.ReadHeaderTimeout <= 0 || srv.ReadTimeout <= 0 || srv.WriteTimeout <= 0 || srv.IdleTimeout <= 0 {
		t.Errorf("timeouts %v %v %v %v", srv.ReadHeaderTimeout, srv.ReadTimeout, srv.WriteTimeout, srv.IdleTimeout)
	}
	if srv.WriteTimeout < time.Minute {
		t.Error("the write timeout would cut the wasm off on a slow connection")
	}
}

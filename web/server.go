// Package web builds the browser edition and serves it: the page, the
// loader, wasm_exec.js of the same Go, and the game's wasm, gzipped once
// at build time and sent with its encoding and type.
package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"graffiti/rooms/wire"
)

//go:embed index.html loader.js push.js sw.js
var pageFiles embed.FS

// Build is a compiled browser edition.
type Build struct {
	Wasm     []byte // raw
	WasmGz   []byte // gzip, best compression
	WasmExec []byte // wasm_exec.js of the Go that built it
}

// Sizes of the build, for the README's figures.
func (b *Build) Sizes() (raw, gz int) { return len(b.Wasm), len(b.WasmGz) }

// coldPackages are compiled without inlining for the browser: inlined
// calls copy a function's body into every caller, and in these packages
// that buys nothing a player sees. They run once at start-up (Ebitengine's
// shader compiler: go/..., text/template and its own shader packages, with
// math/big's math/rand and the shaders' hash/fnv; the gamepad database;
// the fonts' parsing; images decoded, with compress/... and hash/crc32),
// at a save (encoding/json, reflect), or for the scenes' layout and words
// (fmt, strconv, the labels' layout in graffiti/fonts), whose frame is
// spent drawing, not calling. The rules core and the bots
// (graffiti/game/...), whose searches are the browser's busiest loops,
// keep their inlining, as do Ebitengine's drawing and the runtime.
// Together they make the download about 0.4 MB (gzipped) smaller: issue
// 8's goal of 4.5 MB with three games on the shelf. The network's, the
// cryptography's (a room's address and link, a seat's token, the
// state's digest) and the message files' reading (TOML, at start-up)
// joined them when the tables' kept pictures took the download past
// the 4.7 MB bar (4,703,883 bytes; 4,688,779 after). The command line
// (the program's flags: none in the browser), the message catalogue's
// library and its plural rules, and the room's QR code joined them with
// the lessons.
var coldPackages = []string{
	"go/...", "text/...", "encoding/...", "math/big", "regexp/...", "log/...",
	"archive/...", "image/...",
	"fmt", "reflect", "strconv", "time", "os",
	"github.com/hajimehoshi/ebiten/v2/internal/shader",
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir/...",
	"github.com/hajimehoshi/ebiten/v2/internal/builtinshader",
	"github.com/hajimehoshi/ebiten/v2/internal/colormshader",
	"github.com/hajimehoshi/ebiten/v2/internal/legacyshader",
	"github.com/hajimehoshi/ebiten/v2/internal/gamepaddb",
	"github.com/hajimehoshi/ebiten/v2/internal/vmprotocol",
	"graffiti/scenes/...", "graffiti/sprites/...", "graffiti/fonts",
	"compress/...", "hash/...", "math/rand",
	"github.com/BurntSushi/...",
	"net", "net/...", "crypto/...",
	"graffiti", "graffiti/cli", "github.com/nicksnyder/...", "golang.org/x/text/...", "rsc.io/qr/...",
}

// TestHooks is the build tag of what the browser tests read from outside
// the game (window.graffiti, window.graffitiNextTap: scenes/hooks_js.go).
const TestHooks = "testhooks"

// Compile builds the game (the module at dir) for js/wasm with the go
// command on the PATH, stripped, and compresses it. Tags are build tags:
// the tests build with TestHooks, a release without.
func Compile(dir string, tags ...string) (*Build, error) {
	return CompileVersion(dir, "", tags...)
}

// CompileVersion is Compile for a release: version is its name, which
// the title shows in its corner (main.version), as the desktop builds do.
func CompileVersion(dir, version string, tags ...string) (*Build, error) {
	return compile(dir, version, true, tags)
}

// compile builds the program at dir for the browser; lighter says
// whether with the game's lighter Ebitengine files (browserEbiten).
func compile(dir, version string, lighter bool, tags []string) (*Build, error) {
	tmp, err := os.MkdirTemp("", "graffiti-wasm")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "graffiti.wasm")
	ldflags := "-s -w"
	if version != "" {
		ldflags += " -X main.version=" + version
	}
	args := []string{"build", "-trimpath", "-ldflags=" + ldflags}
	if len(tags) > 0 {
		args = append(args, "-tags="+strings.Join(tags, ","))
	}
	for _, p := range coldPackages {
		args = append(args, "-gcflags="+p+"=-l")
	}
	env := append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if lighter {
		modfile, err := withBrowserEbiten(dir, tmp, env)
		if err != nil {
			return nil, err
		}
		args = append(args, "-modfile="+modfile)
	}
	cmd := exec.Command("go", append(args, "-o", out, ".")...)
	cmd.Dir = dir
	cmd.Env = env
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("building the wasm: %v\n%s", err, msg)
	}
	b := &Build{}
	if b.Wasm, err = os.ReadFile(out); err != nil {
		return nil, err
	}
	var gz bytes.Buffer
	w, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	w.Write(b.Wasm)
	w.Close()
	b.WasmGz = gz.Bytes()
	root, err := goroot()
	if err != nil {
		return nil, err
	}
	if b.WasmExec, err = os.ReadFile(filepath.Join(root, "lib", "wasm", "wasm_exec.js")); err != nil {
		// Go before 1.24 kept it under misc/.
		if b.WasmExec, err = os.ReadFile(filepath.Join(root, "misc", "wasm", "wasm_exec.js")); err != nil {
			return nil, fmt.Errorf("wasm_exec.js not found under %s", root)
		}
	}
	return b, nil
}

// goroot is the GOROOT of the go command that builds the wasm, so that
// wasm_exec.js matches it.
func goroot() (string, error) {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOROOT: %v", err)
	}
	return strings.TrimSpace(string(out)), nil
}

// Files are the page and the build as a static folder holds them, by
// name: index.html, loader.js, words.js (the page's words), push.js and
// sw.js (the offer to be told of one's turn, and the service worker that
// shows the notices: served at the root, its scope the page's), wasm_exec.js,
// build.json (the sizes the loader's bar reads, and the rooms' protocol
// version its early connection speaks) and graffiti.wasm.
// Handler serves them; the release's web folder is them.
func (b *Build) Files() map[string][]byte {
	info, _ := json.Marshal(map[string]int{"wasmBytes": len(b.Wasm), "wasmGzipBytes": len(b.WasmGz), "protocol": wire.Version})
	index, _ := pageFiles.ReadFile("index.html")
	loader, _ := pageFiles.ReadFile("loader.js")
	push, _ := pageFiles.ReadFile("push.js")
	sw, _ := pageFiles.ReadFile("sw.js")
	return map[string][]byte{
		"index.html":    index,
		"loader.js":     loader,
		"push.js":       push,
		"sw.js":         sw,
		"words.js":      pageWordsJS,
		"wasm_exec.js":  b.WasmExec,
		"build.json":    info,
		"graffiti.wasm": b.Wasm,
	}
}

// Handler serves the page and the build: GET and HEAD only (anything
// else is answered 405), every answer with a strong ETag so that a reload
// asks "changed?" and gets 304 instead of the wasm again, the wasm gzipped
// only to a browser that says it accepts gzip, and nothing the browser may
// sniff into another type.
func (b *Build) Handler() http.Handler {
	page := b.Files()
	files := map[string]asset{
		"/":             newAsset(page["index.html"], "text/html; charset=utf-8"),
		"/index.html":   newAsset(page["index.html"], "text/html; charset=utf-8"),
		"/loader.js":    newAsset(page["loader.js"], "text/javascript; charset=utf-8"),
		"/words.js":     newAsset(page["words.js"], "text/javascript; charset=utf-8"),
		"/push.js":      newAsset(page["push.js"], "text/javascript; charset=utf-8"),
		"/sw.js":        newAsset(page["sw.js"], "text/javascript; charset=utf-8"),
		"/wasm_exec.js": newAsset(page["wasm_exec.js"], "text/javascript; charset=utf-8"),
		"/build.json":   newAsset(page["build.json"], "application/json"),
	}
	wasm := newAsset(b.Wasm, "application/wasm")
	wasmGz := newAsset(b.WasmGz, "application/wasm")
	wasmGz.etag = strings.TrimSuffix(wasm.etag, `"`) + `-gzip"`
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h.Set("Allow", "GET, HEAD")
			http.Error(w, "only GET and HEAD", http.StatusMethodNotAllowed)
			return
		}
		if r.URL.Path == "/graffiti.wasm" {
			// The same URL gives two encodings: caches must keep them apart.
			h.Set("Vary", "Accept-Encoding")
			if acceptsGzip(r.Header.Get("Accept-Encoding")) {
				h.Set("Content-Encoding", "gzip")
				wasmGz.serve(w, r)
				return
			}
			wasm.serve(w, r)
			return
		}
		f, ok := files[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		f.serve(w, r)
	})
}

// asset is one file served from memory, with its ETag.
type asset struct {
	body        []byte
	ctype, etag string
}

func newAsset(body []byte, ctype string) asset {
	sum := sha256.Sum256(body)
	return asset{body: body, ctype: ctype, etag: `"` + hex.EncodeToString(sum[:12]) + `"`}
}

// serve answers with the asset; http.ServeContent handles HEAD,
// If-None-Match (304) and ranges. "no-cache" makes the browser ask each
// time, and the ETag makes the answer 304 when nothing changed.
func (f asset) serve(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", f.ctype)
	h.Set("ETag", f.etag)
	h.Set("Cache-Control", "no-cache")
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(f.body))
}

// acceptsGzip reads an Accept-Encoding header: gzip (or x-gzip, or *) with
// a quality above zero, and not refused by a later "gzip;q=0".
func acceptsGzip(header string) bool { return acceptsEncoding(header, "gzip", "x-gzip") }

// acceptsEncoding reads an Accept-Encoding header for one encoding (by
// any of its names): named, or *, with a quality above zero.
func acceptsEncoding(header string, names ...string) bool {
	named, star := -1.0, -1.0
	for _, part := range strings.Split(header, ",") {
		fields := strings.Split(part, ";")
		name := strings.ToLower(strings.TrimSpace(fields[0]))
		q := 1.0
		for _, p := range fields[1:] {
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil {
					f = 0
				}
				q = f
			}
		}
		switch {
		case slices.Contains(names, name):
			named = q
		case name == "*":
			star = q
		}
	}
	if named >= 0 {
		return named > 0
	}
	return star > 0
}

// Timeouts of the server: long enough for the wasm over a slow café
// connection, short enough that idle or stalled clients do not pile up.
type Timeouts struct {
	ReadHeader, Read, Write, Idle time.Duration
}

// DefaultTimeouts are those of `graffiti serve`.
var DefaultTimeouts = Timeouts{ReadHeader: 10 * time.Second, Read: 30 * time.Second, Write: 5 * time.Minute, Idle: 2 * time.Minute}

// Server is the HTTP server for the build with the given timeouts.
func (b *Build) Server(t Timeouts) *http.Server {
	return &http.Server{
		Handler:           b.Handler(),
		ReadHeaderTimeout: t.ReadHeader,
		ReadTimeout:       t.Read,
		WriteTimeout:      t.Write,
		IdleTimeout:       t.Idle,
		MaxHeaderBytes:    64 << 10,
	}
}

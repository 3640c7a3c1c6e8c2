// Package web builds the browser edition and serves it: the page, the
// loader, wasm_exec.js of the same Go, and the game's wasm, gzipped once
// at build time and sent with its encoding and type.
package web

import (
	"bytes"
	"compress/gzip"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

//go:embed index.html loader.js
var pageFiles embed.FS

// Build is a compiled browser edition.
type Build struct {
	Wasm     []byte // raw
	WasmGz   []byte // gzip, best compression
	WasmExec []byte // wasm_exec.js of the Go that built it
}

// Sizes of the build, for the README's figures.
func (b *Build) Sizes() (raw, gz int) { return len(b.Wasm), len(b.WasmGz) }

// Compile builds the game (the module at dir) for js/wasm with the go
// command on the PATH, stripped, and compresses it.
func Compile(dir string) (*Build, error) {
	tmp, err := os.MkdirTemp("", "graffiti-wasm")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "graffiti.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", out, ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
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
		return runtime.GOROOT(), nil
	}
	return strings.TrimSpace(string(out)), nil
}

// Handler serves the page and the build.
func (b *Build) Handler() http.Handler {
	mux := http.NewServeMux()
	info, _ := json.Marshal(map[string]int{"wasmBytes": len(b.Wasm), "wasmGzipBytes": len(b.WasmGz)})
	static, _ := fs.Sub(pageFiles, ".")
	files := http.FileServer(http.FS(static))
	mux.HandleFunc("/graffiti.wasm", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/wasm")
		w.Header().Set("Cache-Control", "no-cache")
		if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			w.Header().Set("Content-Encoding", "gzip")
			w.Header().Set("Vary", "Accept-Encoding")
			w.Header().Set("Content-Length", fmt.Sprint(len(b.WasmGz)))
			w.Write(b.WasmGz)
			return
		}
		w.Header().Set("Content-Length", fmt.Sprint(len(b.Wasm)))
		w.Write(b.Wasm)
	})
	mux.HandleFunc("/wasm_exec.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Write(b.WasmExec)
	})
	mux.HandleFunc("/build.json", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-cache")
		w.Write(info)
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		// The page may be framed by a café's site.
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
	return mux
}

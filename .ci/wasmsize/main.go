// Command wasmsize tells what a Go program built for js/wasm is made of,
// where go tool nm cannot read it: the size of each section (the code,
// the data: strings, tables, types, embedded files), raw and brotli'd
// when the brotli command is there, and the code's bytes by package,
// named from the wasm's name section (build without -s -w for it).
//
//	GOOS=js GOARCH=wasm go build -trimpath -o g.wasm . && go run ./.ci/wasmsize g.wasm [N]
//
// prints the N largest packages (40 unless told) and functions.
package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: wasmsize FILE.wasm [N]")
		os.Exit(2)
	}
	top := 40
	if len(os.Args) > 2 {
		top, _ = strconv.Atoi(os.Args[2])
	}
	b, err := os.ReadFile(os.Args[1])
	if err == nil {
		err = report(b, top)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
}

// reader reads a wasm's LEB128 numbers and names.
type reader struct {
	b   []byte
	pos int
}

func (r *reader) u() int {
	v, s := 0, 0
	for r.pos < len(r.b) {
		c := r.b[r.pos]
		r.pos++
		v |= int(c&0x7f) << s
		s += 7
		if c < 0x80 {
			break
		}
	}
	return v
}

func (r *reader) name() string {
	n := r.u()
	s := string(r.b[r.pos : r.pos+n])
	r.pos += n
	return s
}

var sectionNames = map[byte]string{0: "custom", 1: "type", 2: "import", 3: "function", 4: "table", 5: "memory", 6: "global", 7: "export", 9: "element", 10: "code", 11: "data", 12: "data count"}

func report(b []byte, top int) error {
	if len(b) < 8 || !bytes.Equal(b[:4], []byte("\x00asm")) {
		return errors.New("not a wasm file")
	}
	r := &reader{b: b, pos: 8}
	var imports int
	var bodies []int
	names := map[int]string{}
	fmt.Printf("%-16s %10s %10s\n", "section", "bytes", "brotli")
	for r.pos < len(b) {
		id := b[r.pos]
		r.pos++
		n := r.u()
		start, end := r.pos, r.pos+n
		s := &reader{b: b[:end], pos: start}
		label := sectionNames[id]
		switch id {
		case 0:
			label += ":" + s.name()
			if label == "custom:name" {
				functionNames(s, names)
			}
		case 2:
			imports = countFuncImports(s)
		case 10:
			for range s.u() {
				m := s.u()
				bodies = append(bodies, m)
				s.pos += m
			}
		}
		fmt.Printf("%-16s %10d %10s\n", label, n, brotli(b[start:end]))
		r.pos = end
	}
	byPkg := map[string]int{}
	type fn struct {
		name string
		size int
	}
	var fns []fn
	for i, m := range bodies {
		name := names[imports+i]
		byPkg[pkgOf(name)] += m
		fns = append(fns, fn{name, m})
	}
	fmt.Printf("\ncode by package (%d functions):\n", len(bodies))
	pkgs := make([]string, 0, len(byPkg))
	for p := range byPkg {
		pkgs = append(pkgs, p)
	}
	sort.Slice(pkgs, func(i, j int) bool { return byPkg[pkgs[i]] > byPkg[pkgs[j]] })
	for _, p := range pkgs[:min(top, len(pkgs))] {
		fmt.Printf("%10d %s\n", byPkg[p], p)
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].size > fns[j].size })
	fmt.Println("\nlargest functions:")
	for _, f := range fns[:min(top, len(fns))] {
		fmt.Printf("%10d %s\n", f.size, f.name)
	}
	return nil
}

// countFuncImports is how many functions the import section brings: the
// code section's bodies are numbered after them.
func countFuncImports(s *reader) int {
	n := 0
	for range s.u() {
		s.name()
		s.name()
		kind := s.b[s.pos]
		s.pos++
		switch kind {
		case 0: // a function: its type
			n++
			s.u()
		case 1: // a table: its type, its limits
			s.pos++
			if s.u()&1 != 0 {
				s.u()
			}
			s.u()
		case 2: // a memory: its limits
			if s.u()&1 != 0 {
				s.u()
			}
			s.u()
		case 3: // a global: its type, mutable
			s.pos += 2
		}
	}
	return n
}

// functionNames reads the name section's function names.
func functionNames(s *reader, names map[int]string) {
	for s.pos < len(s.b) {
		kind := s.b[s.pos]
		s.pos++
		size := s.u()
		end := s.pos + size
		if kind == 1 {
			for range s.u() {
				i := s.u()
				names[i] = s.name()
			}
		}
		s.pos = end
	}
}

// pkgOf is a function's package as the Go linker names it in a wasm
// (graffiti_scenes_words.T, github.com_x_y.(*T).M): up to the first dot
// after the host's.
func pkgOf(name string) string {
	name = strings.TrimLeft(name, "(*")
	host := ""
	for _, h := range []string{"github.com_", "golang.org_", "rsc.io_", "go:", "type:"} {
		if strings.HasPrefix(name, h) {
			host, name = h, name[len(h):]
			break
		}
	}
	if i := strings.IndexByte(name, '.'); i > 0 {
		name = name[:i]
	}
	return host + name
}

// brotli is the size of b compressed by the brotli command at its best,
// or "-" where there is none.
func brotli(b []byte) string {
	if len(b) < 1024 {
		return "-"
	}
	cmd := exec.Command("brotli", "-q", "11", "-c")
	cmd.Stdin = bytes.NewReader(b)
	out, err := cmd.Output()
	if err != nil {
		return "-"
	}
	return strconv.Itoa(len(out))
}

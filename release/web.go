package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/andybalholm/brotli"

	"graffiti/web"
)

// webIconSizes: 32 for the tab, 180 for iOS' home screen, 192 and 512
// for the manifest (Android's home screen and splash).
var webIconSizes = []int{32, 180, 192, 512}

// webTop is the web folder's name inside its zip: what a café copies
// to its server (the URL's path is theirs to choose). It is not the
// program's name: unzipped beside the Linux program (graffiti), a
// folder of the same name could not be made.
const webTop = "graffiti-web/"

// shippedWeb is the page's folder inside each native archive, beside
// the program (inside Graffiti.app, in Contents/Resources): graffiti
// host serves it when no -web is given (cli/host.go), so a café needs
// no Go and no second download to host rooms.
const shippedWeb = "web/"

// precompressed are the files that get .gz and .br copies beside them,
// for a server that sends those to a browser that accepts them (nginx's
// gzip_static and brotli_static, Caddy's precompressed): the text and
// the wasm; the PNGs are compressed already.
var precompressed = []string{".html", ".js", ".json", ".wasm", ".webmanifest"}

// web writes graffiti-VERSION-web.zip: the browser edition as a static
// folder any file server can serve, with a web manifest so a tablet can
// put it on its home screen, and precompressed copies.
func (r *release) web() (string, error) {
	entries, err := r.webEntries(webTop)
	if err != nil {
		return "", err
	}
	name := r.name("web", ".zip")
	return name, writeZip(filepath.Join(r.out, name), entries, r.stamp)
}

// webEntries are the browser edition's files under top, each text and
// the wasm with its .gz and .br copies. The native archives ship the
// brotli copies too, though they add 3 MB: graffiti host sends them to
// every phone that joins (web.Folder), and a phone on a café's Wi-Fi
// shows the room's seats a second sooner with the smaller download
// (docs/figures.md, a phone's join).
func (r *release) webEntries(top string) ([]entry, error) {
	files, err := r.page()
	if err != nil {
		return nil, err
	}
	var names []string
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	var entries []entry
	for _, n := range names {
		entries = append(entries, entry{path: top + n, mode: 0o644, data: files[n]})
		if !slices.ContainsFunc(precompressed, func(ext string) bool { return strings.HasSuffix(n, ext) }) {
			continue
		}
		c, err := r.compressed(n, files[n])
		if err != nil {
			return nil, err
		}
		entries = append(entries, entry{path: top + n + ".gz", mode: 0o644, data: c.gz}, entry{path: top + n + ".br", mode: 0o644, data: c.br})
	}
	return entries, nil
}

// page is the browser edition's files with the manifest and the drawn
// icons, compiled once for the web archive and the native ones.
func (r *release) page() (map[string][]byte, error) {
	if r.pageFiles != nil {
		return r.pageFiles, nil
	}
	b, err := web.CompileVersion(r.src, r.version)
	if err != nil {
		return nil, err
	}
	files := b.Files()
	if files["index.html"], err = withManifest(files["index.html"]); err != nil {
		return nil, err
	}
	files["manifest.webmanifest"] = manifest()
	files["README.txt"] = r.readme("web")
	for _, n := range webIconSizes {
		png, err := os.ReadFile(r.icons[n])
		if err != nil {
			return nil, err
		}
		files[fmt.Sprintf("icons/graffiti-%d.png", n)] = png
	}
	r.pageFiles = files
	return files, nil
}

// copies are a page file's gzip and brotli copies.
type copies struct{ gz, br []byte }

// compressed gives the copies of the page's file name, made once for
// every archive that ships them (brotli at its best takes a while on
// the wasm).
func (r *release) compressed(name string, data []byte) (copies, error) {
	if c, ok := r.pageCopies[name]; ok {
		return c, nil
	}
	gz, br, err := compress(data)
	if err != nil {
		return copies{}, err
	}
	if r.pageCopies == nil {
		r.pageCopies = map[string]copies{}
	}
	r.pageCopies[name] = copies{gz, br}
	return r.pageCopies[name], nil
}

// compress gives the file gzipped and brotli'd, each at its best.
func compress(data []byte) (gz, br []byte, err error) {
	var g, b bytes.Buffer
	gw, _ := gzip.NewWriterLevel(&g, gzip.BestCompression)
	if _, err := gw.Write(data); err != nil {
		return nil, nil, err
	}
	if err := gw.Close(); err != nil {
		return nil, nil, err
	}
	bw := brotli.NewWriterLevel(&b, brotli.BestCompression)
	if _, err := bw.Write(data); err != nil {
		return nil, nil, err
	}
	if err := bw.Close(); err != nil {
		return nil, nil, err
	}
	return g.Bytes(), b.Bytes(), nil
}

// pageIcon is the page's own small icon line, which a release replaces
// with its drawn icons and its manifest.
const pageIcon = `<link rel="icon" href="data:image/svg+xml,`

// withManifest links the page to its manifest and its drawn icons.
func withManifest(index []byte) ([]byte, error) {
	lines := strings.Split(string(index), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, pageIcon) {
			lines[i] = `<link rel="manifest" href="manifest.webmanifest">
<link rel="icon" type="image/png" sizes="32x32" href="icons/graffiti-32.png">
<link rel="apple-touch-icon" href="icons/graffiti-180.png">
<meta name="theme-color" content="#0f0d14">
<meta name="mobile-web-app-capable" content="yes">
<meta name="apple-mobile-web-app-capable" content="yes">`
			return []byte(strings.Join(lines, "\n")), nil
		}
	}
	return nil, fmt.Errorf("index.html has no line starting %q to put the manifest's in place of", pageIcon)
}

// manifest is manifest.webmanifest: the name and icons a tablet's home
// screen shows, the page full screen like an app, and the café demo as
// a shortcut. No orientation: a phone that joins a room holds its hand
// upright, a table is wide.
func manifest() []byte {
	type icon struct {
		Src     string `json:"src"`
		Sizes   string `json:"sizes"`
		Type    string `json:"type"`
		Purpose string `json:"purpose,omitempty"`
	}
	type shortcut struct {
		Name string `json:"name"`
		URL  string `json:"url"`
	}
	m := struct {
		Name       string     `json:"name"`
		ShortName  string     `json:"short_name"`
		Desc       string     `json:"description"`
		StartURL   string     `json:"start_url"`
		Scope      string     `json:"scope"`
		Display    string     `json:"display"`
		Background string     `json:"background_color"`
		Theme      string     `json:"theme_color"`
		Icons      []icon     `json:"icons"`
		Shortcuts  []shortcut `json:"shortcuts"`
	}{
		Name:       "Graffiti",
		ShortName:  "Graffiti",
		Desc:       "Graffiti, Tag City and Kunststücke: street-art board games, hot-seat and against bots",
		StartURL:   "./",
		Scope:      "./",
		Display:    "fullscreen",
		Background: "#0f0d14",
		Theme:      "#0f0d14",
		Icons: []icon{
			{Src: "icons/graffiti-192.png", Sizes: "192x192", Type: "image/png"},
			{Src: "icons/graffiti-512.png", Sizes: "512x512", Type: "image/png"},
		},
		Shortcuts: []shortcut{{Name: "Café demo", URL: "./?demo=1"}},
	}
	data, _ := json.MarshalIndent(m, "", "  ")
	return append(data, '\n')
}

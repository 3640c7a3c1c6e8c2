package web

import (
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Folder serves a release's web folder (graffiti-VERSION-web.zip's
// graffiti/) as it is on disk: a host started from a release has no Go
// to compile the page with. Like a static server with precompressed
// files, it sends FILE.br or FILE.gz, where there is one, to a browser
// that accepts it. It lists no folder and serves no dotfile (a .git or
// an .env left beside the page): both are not found.
func Folder(dir string) http.Handler {
	files := http.FileServer(public{http.Dir(dir)})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		name := path.Clean("/" + r.URL.Path)
		if hidden(name) {
			http.NotFound(w, r)
			return
		}
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		for _, enc := range []struct {
			ext, name string
			names     []string
		}{{".br", "br", []string{"br"}}, {".gz", "gzip", []string{"gzip", "x-gzip"}}} {
			if !acceptsEncoding(r.Header.Get("Accept-Encoding"), enc.names...) {
				continue
			}
			f, err := os.Open(filepath.Join(dir, filepath.FromSlash(name)+enc.ext))
			if err != nil {
				continue
			}
			defer f.Close()
			fi, err := f.Stat()
			if err != nil || fi.IsDir() {
				continue
			}
			ctype := mime.TypeByExtension(path.Ext(name))
			if ctype == "" {
				ctype = "application/octet-stream"
			}
			h.Set("Content-Type", ctype)
			h.Set("Content-Encoding", enc.name)
			h.Set("Vary", "Accept-Encoding")
			http.ServeContent(w, r, name, fi.ModTime(), f)
			return
		}
		files.ServeHTTP(w, r)
	})
}

// public is a folder as the page's server shows it: no name of it
// starting with a dot, and no folder but one with its index.html (which
// http.FileServer serves in its place; another it would list).
type public struct{ dir http.Dir }

func (p public) Open(name string) (http.File, error) {
	if hidden(name) {
		return nil, fs.ErrNotExist
	}
	f, err := p.dir.Open(name)
	if err != nil {
		return nil, err
	}
	if fi, err := f.Stat(); err != nil || fi.IsDir() {
		if err == nil {
			var index http.File
			if index, err = p.dir.Open(path.Join(name, "index.html")); err == nil {
				index.Close()
				return f, nil
			}
		}
		f.Close()
		return nil, fs.ErrNotExist
	}
	return f, nil
}

// hidden tells whether a slash-separated path has a part that starts
// with a dot.
func hidden(name string) bool {
	for _, part := range strings.Split(name, "/") {
		if strings.HasPrefix(part, ".") {
			return true
		}
	}
	return false
}

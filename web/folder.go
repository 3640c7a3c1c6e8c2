package web

import (
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
// that accepts it.
func Folder(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		name := path.Clean("/" + r.URL.Path)
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

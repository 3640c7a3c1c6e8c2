package web

import (
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// A host started from a release serves its web folder: each file with
// its type, the precompressed copy the browser accepts (brotli first),
// the file itself to one that accepts neither, and nothing outside.
func TestAFolderIsServedWithItsPrecompressedCopies(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"index.html": "page", "graffiti.wasm": "raw", "graffiti.wasm.gz": "gz", "graffiti.wasm.br": "br", "loader.js": "js",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(filepath.Dir(dir), "secret"), []byte("no"), 0o644)
	h := Folder(dir)
	for _, c := range []struct{ path, accept, body, enc, ctype string }{
		{"/graffiti.wasm", "gzip, deflate, br", "br", "br", "application/wasm"},
		{"/graffiti.wasm", "gzip", "gz", "gzip", "application/wasm"},
		{"/graffiti.wasm", "br;q=0, gzip", "gz", "gzip", "application/wasm"},
		{"/graffiti.wasm", "", "raw", "", "application/wasm"},
		{"/", "gzip, br", "page", "", "text/html; charset=utf-8"},
		{"/loader.js", "br", "js", "", "text/javascript; charset=utf-8"},
	} {
		req := httptest.NewRequest("GET", c.path, nil)
		if c.accept != "" {
			req.Header.Set("Accept-Encoding", c.accept)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		body, _ := io.ReadAll(rec.Body)
		if string(body) != c.body || rec.Header().Get("Content-Encoding") != c.enc || rec.Header().Get("Content-Type") != c.ctype {
			t.Errorf("GET %s (Accept-Encoding %q): %q, encoding %q, type %q; want %q, %q, %q", c.path, c.accept,
				body, rec.Header().Get("Content-Encoding"), rec.Header().Get("Content-Type"), c.body, c.enc, c.ctype)
		}
	}
	for _, p := range []string{"/../secret", "/..%2fsecret"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", p, nil))
		if body, _ := io.ReadAll(rec.Body); string(body) == "no" {
			t.Errorf("GET %s reached a file outside the folder", p)
		}
	}
}

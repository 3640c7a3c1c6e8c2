package web

import (
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
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

// A folder lists none of its folders and serves no dotfile: what was
// left beside the page (a .git, an .env, an editor's backup) stays there.
// The page built from the source (graffiti serve) serves its few files
// alone.
func TestAFolderListsNoFolderAndServesNoDotfile(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"index.html": "page", "assets/a.png": "png", "docs/index.html": "docs",
		".env": "secret", ".env.br": "secret br", ".git/config": "secret", "assets/.draft.png": "secret", ".well/file": "secret",
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := Folder(dir)
	for _, c := range []struct {
		path string
		code int
		body string
	}{
		{"/", 200, "page"},
		{"/assets/a.png", 200, "png"},
		{"/docs/", 200, "docs"},
		{"/assets/", 404, ""},
		{"/assets", 404, ""},
		{"/.git/", 404, ""},
		{"/.git/config", 404, ""},
		{"/.env", 404, ""},
		{"/assets/.draft.png", 404, ""},
		{"/assets/../.env", 404, ""},
		{"/.well/file", 404, ""},
	} {
		req := httptest.NewRequest("GET", c.path, nil)
		req.Header.Set("Accept-Encoding", "br")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		body, _ := io.ReadAll(rec.Body)
		if rec.Code != c.code || c.code == 200 && string(body) != c.body || strings.Contains(string(body), "secret") || strings.Contains(string(body), "a.png") && c.code != 200 {
			t.Errorf("GET %s: %d %q, not %d %q", c.path, rec.Code, body, c.code, c.body)
		}
	}
	built := fakeBuild(t).Handler()
	for _, p := range []string{"/.env", "/.git/config", "/web/", "/scenes/", "/.well-known/", "/index.html/"} {
		rec := httptest.NewRecorder()
		built.ServeHTTP(rec, httptest.NewRequest("GET", p, nil))
		if rec.Code != 404 {
			t.Errorf("the built page: GET %s: %d, not 404", p, rec.Code)
		}
	}
}

//go:build !js

package main

import (
	"os"
	"path/filepath"
)

// shippedPage is the browser edition a release ships with the program
// (release/web.go's shippedWeb): the web folder beside it (Windows,
// Linux, and where install.sh puts it), or in the app's Resources
// (macOS). graffiti host serves it when no -web is given, so a café
// hosts rooms with the program alone. "" when there is none, as in a
// source checkout (go run builds in a scratch folder): then the page is
// built from the source.
func shippedPage() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	if real, err := filepath.EvalSymlinks(exe); err == nil {
		exe = real // a link in ~/.local/bin to the installed program
	}
	dir := filepath.Dir(exe)
	for _, web := range []string{
		filepath.Join(dir, "web"),
		filepath.Join(dir, "..", "Resources", "web"),
	} {
		if fi, err := os.Stat(filepath.Join(web, "graffiti.wasm")); err == nil && !fi.IsDir() {
			return web
		}
	}
	return ""
}

//go:build !js

package words

import "os"

// SystemLangs is the system's locale, most wanted first: LC_ALL,
// LC_MESSAGES, LANG (Linux and macOS; on Windows only LANG is read, if
// set, so Windows starts in English unless LANG says otherwise).
func SystemLangs() []string {
	var out []string
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := os.Getenv(v); s != "" {
			out = append(out, s)
		}
	}
	return out
}

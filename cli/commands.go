//go:build !js

package cli

// The sub-commands, a café's first, then the developers'. The browser has
// none: what they reach (the rooms' host, net/http) would swell its wasm.
func init() {
	commands = []command{hostCommand, loadtestCommand, serveCommand, simCommand, replayCommand, arenaCommand}
}

//go:build !js

package cli

// The sub-commands, a café's first, then the developers'. The browser has
// none: what they reach (the rooms' host, net/http) would swell its wasm.
func init() {
	commands = []command{
		{name: "host", args: "[flags]", run: runHost, help: "serve rooms to this machine's network: the table's screen and each player's phone as their hand, the game kept here (graffiti host -h for its flags)"},
		{name: "loadtest", args: "[flags]", run: runLoadtest, help: "simulated rooms against a host: round trips, messages, errors, the host's CPU and memory"},
		{name: "serve", args: "[flags]", run: runServe, developers: true, help: "build the browser edition from the source and serve it on 127.0.0.1 (needs Go)"},
		{name: "sim", args: "[flags]", run: sim, developers: true, help: "play random games headless and check the rules' invariants (-game help lists the games)"},
		{name: "replay", args: "FILE", run: replay, developers: true, help: "replay a game record and print the outcome as JSON"},
		{name: "arena", args: "[flags]", run: arena, developers: true, help: "play bots against each other headless and print their results"},
	}
}

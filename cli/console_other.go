//go:build !windows

package cli

// attachConsole: elsewhere a program started from a command line prints
// to it already.
func attachConsole() {}

//go:build js

package main

// runServe is not part of the browser edition: the page is what it serves,
// and net/http would add megabytes to the wasm.
func runServe([]string) int { return fail("serve runs on the desktop, not in the browser") }

// runHost, likewise: the host keeps rooms on a desktop or a server.
func runHost([]string) int { return fail("host runs on the desktop, not in the browser") }

func runLoadtest([]string) int { return fail("loadtest runs on the desktop, not in the browser") }

//go:build !js

package main

// A window has no page to tell.
func mark(string) {}
func firstFrame() {}

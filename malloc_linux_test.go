//go:build linux && !android

package main

import "testing"

// On glibc the allocator takes both settings; a setting in the
// environment is left to glibc.
func TestTuneMallocOnGlibc(t *testing.T) {
	if !tuneMalloc(func(string) string { return "" }) {
		t.Fatal("glibc refused the mmap threshold or the arena count")
	}
	if tuneMalloc(func(k string) string {
		if k == "MALLOC_ARENA_MAX" {
			return "4"
		}
		return ""
	}) {
		t.Fatal("tuned though the environment sets MALLOC_ARENA_MAX")
	}
}

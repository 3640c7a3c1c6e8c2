//go:build linux && !android

package cli

import (
	"testing"

	"graffiti/scenes"
)

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

// glibc's malloc_trim is lent to the scenes, which call it after a scene
// change or a resize.
func TestTuneMallocLendsTheScenesTrim(t *testing.T) {
	scenes.ReleaseNative = nil
	tuneMalloc(func(string) string { return "1" })
	if scenes.ReleaseNative == nil {
		t.Fatal("no malloc_trim for the scenes")
	}
	scenes.ReleaseNative()
}

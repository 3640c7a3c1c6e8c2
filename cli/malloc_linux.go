//go:build linux && !android

package cli

import (
	"github.com/ebitengine/purego"

	"graffiti/scenes"
)

// tuneMalloc sets the C allocator up for a game that runs all day. Under
// Mesa's software rasteriser (llvmpipe: a café's machine without a GPU
// driver, and every test under Xvfb) textures and buffers are the C
// allocator's; glibc's default raises its mmap threshold each time a
// big block is freed, after which big blocks come from heaps that hold
// on to freed memory, and it opens a heap per thread. Over an evening of
// games the resident set then climbs though nothing leaks. A fixed
// threshold gives big blocks back to the system when freed; two arenas
// keep the heaps few. A setting in the environment (MALLOC_*_) wins:
// glibc reads it first and this only runs when none is set. It reports
// whether glibc took both settings. It also lends scenes glibc's
// malloc_trim, whatever the environment says.
func tuneMalloc(env func(string) string) bool {
	lib, err := purego.Dlopen("libc.so.6", purego.RTLD_NOW|purego.RTLD_GLOBAL)
	if err != nil {
		return false // not glibc: nothing to tune
	}
	if _, err := purego.Dlsym(lib, "malloc_trim"); err == nil {
		// What the heaps still hold once a scene's textures are freed
		// (small blocks, between live ones) goes back too, after each
		// scene change and resize (scenes.App.settle): over an evening
		// the heaps otherwise keep the high-water mark of every table.
		var trim func(pad uintptr) int32
		purego.RegisterLibFunc(&trim, lib, "malloc_trim")
		scenes.ReleaseNative = func() { trim(0) }
	}
	if env("MALLOC_MMAP_THRESHOLD_") != "" || env("MALLOC_ARENA_MAX") != "" {
		return false
	}
	if _, err := purego.Dlsym(lib, "mallopt"); err != nil {
		return false
	}
	var mallopt func(param, value int32) int32
	purego.RegisterLibFunc(&mallopt, lib, "mallopt")
	const (
		mMmapThreshold = -3
		mArenaMax      = -8
	)
	return mallopt(mMmapThreshold, 128<<10) == 1 && mallopt(mArenaMax, 2) == 1
}

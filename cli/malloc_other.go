//go:build !linux || android

package cli

// tuneMalloc has nothing to tune where the C allocator is not glibc's.
func tuneMalloc(func(string) string) bool { return false }

//go:build !(linux || darwin)

package graffiti

import "time"

// cpuTime is not measured here; the benchmarks then report wall time only.
func cpuTime() time.Duration { return 0 }

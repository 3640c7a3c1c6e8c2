//go:build unix

package boxes

import (
	"syscall"
	"time"
)

// processCPU is the processor time the process has taken, over all its
// threads, in the user's mode and the system's.
func processCPU() time.Duration {
	var u syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &u)
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

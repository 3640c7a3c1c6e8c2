package boxes

import "time"

// processCPU is never read in the browser, where the idle table's test
// starts no process of its own (a build that vets the tests for js
// needs it): the browser's figure is a page's (docs/figures.md).
func processCPU() time.Duration { return 0 }

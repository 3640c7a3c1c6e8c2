package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
)

// hostProfiles are a host's CPU and allocation profiles, written when it
// stops: where a loaded host's time goes (docs/figures.md; loadtest
// -profile asks the host it starts for them).
type hostProfiles struct{ cpu, mem *string }

func hostProfileFlags(fs *flag.FlagSet) hostProfiles {
	return hostProfiles{
		cpu: fs.String("cpuprofile", "", "write the host's CPU profile to this file, from its start to its end"),
		mem: fs.String("memprofile", "", "write the host's allocation profile to this file when it ends"),
	}
}

// start begins the CPU profile; stop ends it and writes the allocations.
func (p hostProfiles) start() (stop func(), err error) {
	var cpu *os.File
	if *p.cpu != "" {
		if cpu, err = os.Create(*p.cpu); err != nil {
			return nil, err
		}
		if err := pprof.StartCPUProfile(cpu); err != nil {
			cpu.Close()
			return nil, err
		}
	}
	return func() {
		if cpu != nil {
			pprof.StopCPUProfile()
			cpu.Close()
		}
		if *p.mem != "" {
			runtime.GC() // the figures of the last cycle
			if err := writeProfile("allocs", *p.mem); err != nil {
				fmt.Fprintf(os.Stderr, "host: -memprofile: %v\n", err)
			}
		}
	}, nil
}

func writeProfile(name, file string) error {
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	defer f.Close()
	return pprof.Lookup(name).WriteTo(f, 0)
}

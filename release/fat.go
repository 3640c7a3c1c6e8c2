package main

import (
	"bytes"
	"debug/macho"
	"encoding/binary"
	"fmt"
)

// fatAlign is where each program starts in a universal file: 2^14 bytes,
// the page size of Apple silicon, as Apple's lipo aligns arm64.
const fatAlign = 14

// fatMachO joins Mach-O programs of different processors into one
// universal ("fat") file, as lipo -create does: a big-endian header
// naming each processor and where its program lies, then the programs,
// each unchanged (so each keeps its own code signature).
func fatMachO(programs [][]byte) ([]byte, error) {
	align := 1 << fatAlign
	head := new(bytes.Buffer)
	put := func(v uint32) { binary.Write(head, binary.BigEndian, v) }
	put(macho.MagicFat)
	put(uint32(len(programs)))
	offsets := make([]int, len(programs))
	at := 8 + 20*len(programs) // the header: magic, count, then 5 words a program
	for i, p := range programs {
		f, err := macho.NewFile(bytes.NewReader(p))
		if err != nil {
			return nil, err
		}
		cpu, sub := uint32(f.Cpu), f.SubCpu
		f.Close()
		at = (at + align - 1) &^ (align - 1)
		if at+len(p) > 1<<32-1 {
			return nil, fmt.Errorf("a universal file holds at most 4 GB")
		}
		offsets[i] = at
		put(cpu)
		put(sub)
		put(uint32(at))
		put(uint32(len(p)))
		put(fatAlign)
		at += len(p)
	}
	out := make([]byte, at)
	copy(out, head.Bytes())
	for i, p := range programs {
		copy(out[offsets[i]:], p)
	}
	return out, nil
}

package cli

import (
	"log"
	"os"
	"syscall"
)

// attachConsole lets a release's Graffiti.exe print where it was typed.
// It is a GUI program (no console window opens beside the game), and
// Windows starts those without a console: graffiti host, -version and
// the rest would print to nothing. Started from a command line, it takes
// that line's console; from Explorer there is none, and nothing changes.
func attachConsole() {
	const attachParentProcess = uintptr(^uint32(0)) // (DWORD)-1
	ok, _, _ := syscall.NewLazyDLL("kernel32.dll").NewProc("AttachConsole").Call(attachParentProcess)
	if ok == 0 {
		return // no parent console, or a console of its own already (a plain go build)
	}
	out, err := os.OpenFile("CONOUT$", os.O_WRONLY, 0)
	if err != nil {
		return
	}
	os.Stdout, os.Stderr = out, out
	log.SetOutput(out)
}

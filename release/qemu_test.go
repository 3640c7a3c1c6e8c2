package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"graffiti/scenes/boxes"
)

// The Linux arm64 archive (a café's Raspberry Pi) run under QEMU's user
// emulation, named here rather than through binfmt, which a CI machine
// may not let one mount: -version, every game's simulation giving the
// native program's very games, and the room host answering a load test
// and keeping its rooms across a restart. Its title is not drawn: under
// emulation, with an arm64 sysroot of X11 and Mesa, a picture takes over
// a minute.
func TestTheArm64ProgramUnderQemu(t *testing.T) {
	t.Parallel()
	dir, ver := dist(t)
	q := qemu(t, dir)
	native := nativeProgram(t, dir, ver)
	prog := unpack(t, untar(t, filepath.Join(dir, "graffiti-"+ver+"-linux-arm64.tar.gz")), "graffiti-"+ver+"/graffiti", t.TempDir())
	versionIs(t, q, prog, ver)
	for _, g := range boxes.Games {
		t.Run("sim "+g.Name(), func(t *testing.T) {
			t.Parallel()
			args := []string{"sim", "-game", g.Name(), "-games", "5"}
			want := simulated(t, exec.Command(native, args...))
			got := simulated(t, q.command(prog, args...))
			if got != want {
				t.Errorf("%s under QEMU played other games than the native program's:\n%s\nwant\n%s", strings.Join(args, " "), got, want)
			}
			q.runs.say(t, "%s: %d player counts, the native program's games exactly", strings.Join(args, " "), strings.Count(got, "\n"))
		})
	}
	t.Run("host", func(t *testing.T) {
		t.Parallel()
		hostKeepsItsRooms(t, q, prog, t.TempDir(), native)
	})
}

// qemu is QEMU's arm64 user emulation with Debian's arm64 C library
// (the program is dynamically linked), or a skip saying what is missing.
func qemu(t *testing.T, dir string) *emulator {
	t.Helper()
	q := &emulator{name: "QEMU", runs: newRunsLog(t, dir, "qemu"), ctrlC: true}
	bin, err := exec.LookPath("qemu-aarch64-static")
	if err != nil {
		q.runs.skip(t, "no qemu-aarch64-static here (apt-get install qemu-user-static; .ci/setup does): the arm64 program is not run")
	}
	const sysroot = "/usr/aarch64-linux-gnu"
	if _, err := os.Stat(filepath.Join(sysroot, "lib", "ld-linux-aarch64.so.1")); err != nil {
		q.runs.skip(t, "no arm64 C library in %s (apt-get install libc6-arm64-cross; .ci/setup does): the arm64 program, dynamically linked, is not run", sysroot)
	}
	q.argv = []string{bin, "-L", sysroot}
	return q
}

// simulated is what a sim printed, each line without its speed (the
// actions a second and the seconds, which emulation changes): the games
// alone, which a seed fixes on every machine.
func simulated(t *testing.T, cmd *exec.Cmd) string {
	t.Helper()
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%v: %v\n%s", cmd.Args, err, out)
	}
	return speed.ReplaceAllString(string(out), "")
}

// speed is the end of a sim's line: its actions a second, its seconds.
var speed = regexp.MustCompile(`(?m), [0-9.]+ actions/s \(checked after each\), [0-9.]+ s$`)

//go:build linux

package storage

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A save is durable: the data is flushed (fsync) before the rename that
// makes it the save, and the folder is flushed after it, so that neither
// the contents nor the new name can be lost in a power cut. The test runs
// itself under strace and reads the system calls; without strace it skips.
func TestASaveIsFlushedBeforeAndAfterTheRename(t *testing.T) {
	if dir := os.Getenv("GRAFFITI_DURABLE_CHILD"); dir != "" {
		d := DirStore{Dir: dir}
		if err := d.Save("autosave.json", []byte("first")); err != nil {
			t.Fatal(err)
		}
		if err := d.Save("autosave.json", []byte("second")); err != nil {
			t.Fatal(err)
		}
		return
	}
	strace, err := exec.LookPath("strace")
	if err != nil {
		t.Skip("no strace on this machine (apt-get install strace): the durability test skips")
	}
	dir := t.TempDir()
	log := filepath.Join(t.TempDir(), "trace")
	cmd := exec.Command(strace, "-f", "-o", log, "-e", "trace=openat,fsync,fdatasync,rename,renameat,renameat2,close",
		os.Args[0], "-test.run=^TestASaveIsFlushedBeforeAndAfterTheRename$", "-test.count=1")
	cmd.Env = append(os.Environ(), "GRAFFITI_DURABLE_CHILD="+dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		if strings.Contains(string(out), "PTRACE") || strings.Contains(string(out), "Operation not permitted") {
			t.Skipf("strace may not trace here: %s", out)
		}
		t.Fatalf("%v\n%s", err, out)
	}
	raw, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	// Follow the file descriptors: which one is the temporary file, which
	// the folder, and the order of fsync and rename.
	openRe := regexp.MustCompile(`openat\(AT_FDCWD, "([^"]+)", [^)]*\) = (\d+)`)
	fsyncRe := regexp.MustCompile(`f(?:data)?sync\((\d+)\)\s+= 0`)
	renameRe := regexp.MustCompile(`rename(?:at2?)?\((?:AT_FDCWD, )?"([^"]+)", (?:AT_FDCWD, )?"([^"]+)"`)
	fds := map[string]string{}
	var events []string
	for _, line := range joinResumed(string(raw)) {
		if m := openRe.FindStringSubmatch(line); m != nil {
			fds[m[2]] = m[1]
		} else if m := fsyncRe.FindStringSubmatch(line); m != nil {
			switch name := fds[m[1]]; {
			case name == dir:
				events = append(events, "fsync folder")
			case strings.HasPrefix(filepath.Base(name), "autosave.json.") && strings.HasSuffix(name, ".tmp"):
				events = append(events, "fsync temp")
			}
		} else if m := renameRe.FindStringSubmatch(line); m != nil && m[2] == filepath.Join(dir, "autosave.json") {
			events = append(events, "rename")
		}
	}
	want := "fsync temp, rename, fsync folder, fsync temp, rename, fsync folder"
	if got := strings.Join(events, ", "); got != want {
		t.Errorf("two saves made %q; want %q", got, want)
	}
}

// joinResumed is strace's lines, each call whole: under -f, a call that
// another thread's call interrupts is written in two lines ("1234
// fsync(5 <unfinished ...>", then "1234 <... fsync resumed>) = 0"),
// and read one by one the fsync went unseen (once in a run of the
// README's command, on a loaded machine).
func joinResumed(raw string) []string {
	begun := map[string]string{} // pid: the call's first half
	var lines []string
	for _, line := range strings.Split(raw, "\n") {
		pid, rest, _ := strings.Cut(line, " ")
		if head, ok := strings.CutSuffix(rest, " <unfinished ...>"); ok {
			begun[pid] = head
			continue
		}
		if strings.HasPrefix(rest, "<... ") {
			if _, tail, ok := strings.Cut(rest, " resumed>"); ok {
				line = pid + " " + begun[pid] + tail
				delete(begun, pid)
			}
		}
		lines = append(lines, line)
	}
	return lines
}

// A call strace wrote in two lines is read whole, the other thread's
// call between them left as it was.
func TestAnInterruptedCallIsReadWhole(t *testing.T) {
	raw := "101 fsync(5 <unfinished ...>\n102 close(7) = 0\n101 <... fsync resumed>) = 0\n"
	got := strings.Join(joinResumed(raw), "|")
	if want := "102 close(7) = 0|101 fsync(5) = 0|"; got != want {
		t.Errorf("read %q; want %q", got, want)
	}
}

package main

import (
	"image"
	"image/draw"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The Windows archive run under Debian's Wine 8.0: Graffiti.exe prints
// its version, draws the title and a table as the native program does,
// and hosts rooms that answer a load test and come back after a restart.
// Wine gives the game OpenGL (it reports Windows 7); the DirectX 11 that
// Windows 10 and 11 give fails under Wine 8.0's shader compiler, and a
// program started from Linux has no Windows console to attach to, so
// neither is run here (docs/cafe.md).
func TestTheWindowsProgramUnderWine(t *testing.T) {
	t.Parallel()
	dir, ver := dist(t)
	w, prefix := wine(t, dir)
	native := nativeProgram(t, dir, ver)
	zipped := unzip(t, filepath.Join(dir, "graffiti-"+ver+"-windows-amd64.zip"))
	for name := range zipped {
		if strings.EqualFold(filepath.Base(name), "bcryptprimitives.dll") {
			t.Errorf("the Windows archive carries %s: the stub is Wine's scaffolding, Windows has its own", name)
		}
	}
	exe := unpack(t, zipped, "Graffiti-"+ver+"/Graffiti.exe", t.TempDir())
	versionIs(t, w, exe, ver)
	for _, shot := range [][]string{
		// 300 ticks: the title lights its tubes in its first frames,
		// which a few ticks would catch at a step the load decides.
		{"title", "-ticks", "300"},
		{"table", "-seed", "7", "-ticks", "60", "-actions", "60"},
	} {
		t.Run("shot "+shot[0], func(t *testing.T) {
			t.Parallel()
			if os.Getenv("DISPLAY") == "" {
				w.runs.skip(t, "no display (xvfb-run): the pictures are not drawn")
			}
			args := append([]string{"-shot"}, shot...)
			pics := filepath.Join(dir, "runs", "wine")
			os.MkdirAll(pics, 0o755)
			linux := draws(t, exec.Command(native, args...), pics, shot[0]+"-linux.png")
			windows := draws(t, w.command(exe, args...), pics, shot[0]+"-windows.png")
			over, worst := unlike(linux, windows)
			if len(over) > shotSlack || worst > shotWorst {
				t.Fatalf("-shot %s: the Windows picture differs from the Linux one by more than 2 %% a channel in %d pixels (%v…; at most %d allowed) and by %d at worst (at most %d): see %s",
					strings.Join(shot, " "), len(over), over[:min(len(over), 5)], shotSlack, worst, shotWorst, pics)
			}
			w.runs.say(t, "Graffiti.exe %s: the Linux program's picture, every channel within 2 %% but in %d pixels (by %d of 255 at worst)", strings.Join(args, " "), len(over), worst)
		})
	}
	t.Run("host", func(t *testing.T) {
		t.Parallel()
		// The rooms' log in the prefix's C: drive, a folder a run of its
		// own (the prefix is kept from run to run).
		data, err := os.MkdirTemp(filepath.Join(prefix, "drive_c"), "rooms-")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.RemoveAll(data) })
		hostKeepsItsRooms(t, w, exe, `C:\`+filepath.Base(data), native)
	})
}

// The pictures of the two programs are the same but for rounding: Wine's
// OpenGL and the native one reach the same Mesa by other ways, and an
// edge's pixel may land a step apart. Every channel of every pixel
// within 2 % of its range (5 of 255), but for at most shotSlack pixels,
// and none by more than shotWorst (a tenth): a picture drawn otherwise
// (another deal, a frame more or less) differs in thousands of pixels.
const (
	shotTolerance = 5
	shotSlack     = 8
	shotWorst     = 25
)

// wine is Debian's Wine with a prefix of the tests' own, in the release
// folder's runs/ so that a second run finds it made (wineboot takes 11 s
// and more), and with the stub of bcryptprimitives.dll that Go's runtime
// needs under Wine 8.0 (.ci/wine): made anew each run, never in an
// archive. Wine's server for the prefix is ended when the test is.
func wine(t *testing.T, dir string) (w *emulator, prefix string) {
	t.Helper()
	w = &emulator{name: "Wine", runs: newRunsLog(t, dir, "wine")}
	bin, err := exec.LookPath("wine64")
	if err != nil {
		bin = "/usr/lib/wine/wine64" // Debian's wine64 package leaves it off the PATH
	}
	if _, err := os.Stat(bin); err != nil {
		w.runs.skip(t, "no Wine here (apt-get install wine wine64; .ci/setup does): the Windows program is not run")
	}
	gcc, err := exec.LookPath("x86_64-w64-mingw32-gcc")
	if err != nil {
		w.runs.skip(t, "no mingw-w64 here (apt-get install gcc-mingw-w64-x86-64-win32; .ci/setup does): without the stub of bcryptprimitives.dll it builds, Wine 8.0 runs no Go program")
	}
	prefix = filepath.Join(dir, "runs", "wineprefix")
	w.argv = []string{bin}
	w.env = []string{"WINEPREFIX=" + prefix, "WINEDEBUG=-all", "WINEDLLOVERRIDES=mscoree,mshtml="}
	t.Cleanup(func() {
		server := exec.Command(filepath.Join(filepath.Dir(bin), "wineserver"), "-k")
		server.Env = append(os.Environ(), w.env...)
		server.Run()
	})
	made := filepath.Join(prefix, "made")
	if _, err := os.Stat(made); err != nil {
		os.RemoveAll(prefix) // none, or one a run left half made
		if out, err := w.command("wineboot", "--init").CombinedOutput(); err != nil {
			t.Fatalf("wineboot --init: %v\n%s", err, out)
		}
		os.WriteFile(made, nil, 0o644)
		w.runs.say(t, "made the Wine prefix %s", prefix)
	}
	stub := filepath.Join(prefix, "drive_c", "windows", "system32", "bcryptprimitives.dll")
	if out, err := exec.Command(gcc, "-shared", "-O2", "-s", "-o", stub, "../.ci/wine/bcryptprimitives.c", "-ladvapi32").CombinedOutput(); err != nil {
		t.Fatalf("building the stub of bcryptprimitives.dll: %v\n%s", err, out)
	}
	if out, err := w.command("--version").Output(); err == nil {
		w.runs.say(t, "%s, with the stub of bcryptprimitives.dll of .ci/wine", strings.TrimSpace(string(out)))
	}
	return w, prefix
}

// draws runs a -shot command with its picture written into folder as
// name, and reads the picture.
func draws(t *testing.T, cmd *exec.Cmd, folder, name string) *image.RGBA {
	t.Helper()
	cmd.Dir = folder
	cmd.Args = append(cmd.Args, "-out", name)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v: %v\n%s", cmd.Args, err, out)
	}
	f, err := os.Open(filepath.Join(folder, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	rgba := image.NewRGBA(img.Bounds())
	draw.Draw(rgba, rgba.Bounds(), img, img.Bounds().Min, draw.Src)
	return rgba
}

// unlike lists the pixels of b where a channel differs from a's by more
// than shotTolerance, and gives the largest difference of any channel.
func unlike(a, b *image.RGBA) (over []image.Point, worst int) {
	if a.Bounds() != b.Bounds() {
		return []image.Point{b.Bounds().Max}, 255
	}
	for i := 0; i < len(a.Pix); i += 4 {
		d := 0
		for c := range 4 {
			d = max(d, abs(int(a.Pix[i+c])-int(b.Pix[i+c])))
		}
		worst = max(worst, d)
		if d > shotTolerance {
			over = append(over, image.Pt(i/4%a.Rect.Dx(), i/4/a.Rect.Dx()))
		}
	}
	return over, worst
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

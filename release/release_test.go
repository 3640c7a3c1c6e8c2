package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"debug/macho"
	"debug/pe"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"image"
	"image/png"
	"io"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/jackmordaunt/icns/v3"
	"github.com/tc-hib/winres"
	"github.com/tc-hib/winres/version"

	"graffiti/rooms/hostproc"
)

// The archives' checks read a release that .ci/release wrote: CI runs it,
// then the tests with GRAFFITI_DIST naming its folder. Without it they
// skip (making a release takes minutes); the unit tests below run always.

// dist is the release folder, and the version its archives are named with.
func dist(t *testing.T) (dir, ver string) {
	t.Helper()
	dir = os.Getenv("GRAFFITI_DIST")
	if dir == "" {
		t.Skip("GRAFFITI_DIST names no release (bash .ci/release writes one): the archives' checks skip")
	}
	m, _ := filepath.Glob(filepath.Join(dir, "graffiti-*-windows-amd64.zip"))
	if len(m) != 1 {
		t.Fatalf("%s holds %d Windows archives", dir, len(m))
	}
	ver = strings.TrimSuffix(strings.TrimPrefix(filepath.Base(m[0]), "graffiti-"), "-windows-amd64.zip")
	return dir, ver
}

// unzip reads a zip of the release: each file's bytes and mode by path.
func unzip(t *testing.T, path string) map[string]entry {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	files := map[string]entry{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatalf("%s in %s: %v", f.Name, path, err)
		}
		files[f.Name] = entry{path: f.Name, mode: f.Mode(), data: data}
	}
	return files
}

// untar reads a tarball of the release likewise (folders left out).
func untar(t *testing.T, path string) map[string]entry {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	files := map[string]entry{}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return files
		}
		if err != nil {
			t.Fatal(err)
		}
		if h.Typeflag != tar.TypeReg {
			continue
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			t.Fatal(err)
		}
		files[h.Name] = entry{path: h.Name, mode: fs.FileMode(h.Mode), data: data}
	}
}

// Graffiti.exe is a GUI program (no console window), with the icon at
// every size and the version information Explorer shows.
func TestTheWindowsArchive(t *testing.T) {
	dir, ver := dist(t)
	files := unzip(t, filepath.Join(dir, "graffiti-"+ver+"-windows-amd64.zip"))
	exe, ok := files["Graffiti-"+ver+"/Graffiti.exe"]
	if !ok {
		t.Fatalf("no Graffiti.exe in the zip: %v", names(files))
	}
	if _, ok := files["Graffiti-"+ver+"/README.txt"]; !ok {
		t.Error("no README.txt in the zip")
	}
	f, err := pe.NewFile(bytes.NewReader(exe.data))
	if err != nil {
		t.Fatal(err)
	}
	oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok {
		t.Fatalf("Graffiti.exe is not a 64-bit program: %T", f.OptionalHeader)
	}
	if oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		t.Errorf("Graffiti.exe's subsystem is %d, not the GUI's (%d): it opens a console window", oh.Subsystem, pe.IMAGE_SUBSYSTEM_WINDOWS_GUI)
	}
	rs, err := winres.LoadFromEXE(bytes.NewReader(exe.data))
	if err != nil {
		t.Fatalf("Graffiti.exe's resources: %v", err)
	}
	icon, err := rs.GetIcon(winres.Name("APP"))
	if err != nil {
		t.Fatalf("Graffiti.exe has no icon: %v", err)
	}
	var ico bytes.Buffer
	if err := icon.SaveICO(&ico); err != nil {
		t.Fatal(err)
	}
	got := icoSizes(t, ico.Bytes())
	slices.Sort(got)
	if !slices.Equal(got, windowsIconSizes) {
		t.Errorf("the icon's sizes are %v, want %v", got, windowsIconSizes)
	}
	vi, err := version.FromBytes(rs.Get(winres.RT_VERSION, winres.ID(1), version.LangDefault))
	if err != nil {
		t.Fatalf("Graffiti.exe has no version information: %v", err)
	}
	table := versionStrings(t, vi)
	for key, want := range map[string]string{version.ProductName: "Graffiti", version.ProductVersion: ver, version.OriginalFilename: "Graffiti.exe"} {
		if table[key] != want {
			t.Errorf("version information %s = %q, want %q", key, table[key], want)
		}
	}
}

// icoSizes reads an .ico's directory: each image's width (0 is 256).
func icoSizes(t *testing.T, ico []byte) []int {
	t.Helper()
	if len(ico) < 6 {
		t.Fatal("the icon is empty")
	}
	n := int(ico[4]) | int(ico[5])<<8
	var sizes []int
	for i := range n {
		w := int(ico[6+16*i])
		if w == 0 {
			w = 256
		}
		sizes = append(sizes, w)
	}
	return sizes
}

func names(files map[string]entry) []string {
	var n []string
	for k := range files {
		n = append(n, k)
	}
	return n
}

// plist reads an XML property list's top dictionary, its strings and
// booleans as text.
func plist(t *testing.T, data []byte) map[string]string {
	t.Helper()
	var doc struct {
		XMLName xml.Name `xml:"plist"`
		Dict    struct {
			Items []struct {
				XMLName xml.Name
				Text    string `xml:",chardata"`
			} `xml:",any"`
		} `xml:"dict"`
	}
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("Info.plist does not parse: %v", err)
	}
	d := map[string]string{}
	items := doc.Dict.Items
	for i := 0; i+1 < len(items); i += 2 {
		if items[i].XMLName.Local != "key" {
			t.Fatalf("Info.plist: %q where a key belongs", items[i].XMLName.Local)
		}
		v := items[i+1]
		switch v.XMLName.Local {
		case "string":
			d[items[i].Text] = v.Text
		case "true", "false":
			d[items[i].Text] = v.XMLName.Local
		default:
			t.Fatalf("Info.plist: a %s for %s", v.XMLName.Local, items[i].Text)
		}
	}
	return d
}

// Graffiti.app: its Info.plist parses and names the program that is
// there, one program for Apple silicon and Intel, and the icon it names.
func TestTheMacArchive(t *testing.T) {
	dir, ver := dist(t)
	files := unzip(t, filepath.Join(dir, "graffiti-"+ver+"-macos-universal.zip"))
	info, ok := files["Graffiti.app/Contents/Info.plist"]
	if !ok {
		t.Fatalf("no Info.plist in the app: %v", names(files))
	}
	p := plist(t, info.data)
	for key, want := range map[string]string{
		"CFBundleIdentifier": bundleID, "CFBundlePackageType": "APPL", "NSHighResolutionCapable": "true",
		"LSMinimumSystemVersion": minimumMacOS, "CFBundleGetInfoString": "Graffiti " + ver,
	} {
		if p[key] != want {
			t.Errorf("Info.plist %s = %q, want %q", key, p[key], want)
		}
	}
	if p["CFBundleShortVersionString"] == "" || p["CFBundleVersion"] == "" {
		t.Error("Info.plist gives no version")
	}
	prog, ok := files["Graffiti.app/Contents/MacOS/"+p["CFBundleExecutable"]]
	if p["CFBundleExecutable"] == "" || !ok {
		t.Fatalf("Info.plist names the program %q, which is not in Contents/MacOS", p["CFBundleExecutable"])
	}
	if prog.mode&0o111 == 0 {
		t.Errorf("the program's mode is %v: it would not run", prog.mode)
	}
	fat, err := macho.NewFatFile(bytes.NewReader(prog.data))
	if err != nil {
		t.Fatalf("the program is not a universal one: %v", err)
	}
	cpus := map[macho.Cpu]bool{}
	for _, a := range fat.Arches {
		cpus[a.Cpu] = true
		if a.Type != macho.TypeExec {
			t.Errorf("the %v program is a %v, not a program", a.Cpu, a.Type)
		}
	}
	if !cpus[macho.CpuArm64] || !cpus[macho.CpuAmd64] || len(fat.Arches) != 2 {
		t.Errorf("the universal program holds %v, want arm64 and amd64", fat.Arches)
	}
	icon, ok := files["Graffiti.app/Contents/Resources/"+p["CFBundleIconFile"]+".icns"]
	if !ok {
		t.Fatalf("Info.plist names the icon %q, which is not in Resources", p["CFBundleIconFile"])
	}
	desc, err := icns.Probe(bytes.NewReader(icon.data))
	if err != nil || len(desc) < 8 {
		t.Errorf("the icns holds %d icons (%v)", len(desc), err)
	}
}

// The Linux tarballs: the program, its desktop entry (valid), its icons
// at the usual sizes. This machine's runs -version and draws its title
// under Xvfb: the title of the game, with the version in its corner.
func TestTheLinuxArchives(t *testing.T) {
	dir, ver := dist(t)
	top := "graffiti-" + ver + "/"
	for _, arch := range []string{"amd64", "arm64"} {
		files := untar(t, filepath.Join(dir, "graffiti-"+ver+"-linux-"+arch+".tar.gz"))
		prog, ok := files[top+"graffiti"]
		if !ok || prog.mode&0o111 == 0 {
			t.Fatalf("%s: no program to run in the tarball (%v)", arch, names(files))
		}
		for _, n := range linuxIconSizes {
			icon, ok := files[fmt.Sprintf("%sicons/hicolor/%dx%d/apps/graffiti.png", top, n, n)]
			if !ok {
				t.Errorf("%s: no %d px icon", arch, n)
				continue
			}
			if c, err := png.DecodeConfig(bytes.NewReader(icon.data)); err != nil || c.Width != n || c.Height != n {
				t.Errorf("%s: the %d px icon is %dx%d (%v)", arch, n, c.Width, c.Height, err)
			}
		}
		for _, f := range []string{"graffiti.desktop", "install.sh", "README.txt"} {
			if _, ok := files[top+f]; !ok {
				t.Errorf("%s: no %s", arch, f)
			}
		}
		if arch != runtime.GOARCH || runtime.GOOS != "linux" {
			continue
		}
		work := t.TempDir()
		bin := filepath.Join(work, "graffiti")
		if err := os.WriteFile(bin, prog.data, 0o755); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(bin, "-version").Output()
		if err != nil || string(out) != "graffiti "+ver+"\n" {
			t.Errorf("graffiti -version: %q (%v), want %q", out, err, "graffiti "+ver+"\n")
		}
		desktop := filepath.Join(work, "graffiti.desktop")
		os.WriteFile(desktop, files[top+"graffiti.desktop"].data, 0o644)
		validateDesktop(t, desktop)
		hostServesTheWebFolder(t, bin, dir, ver)
		titleWithVersion(t, bin, work)
	}
}

// versionStrings are the version information's strings, in its one
// language, as the package's JSON gives them.
func versionStrings(t *testing.T, vi *version.Info) map[string]string {
	t.Helper()
	data, err := vi.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Info map[string]map[string]string `json:"info"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Info) != 1 {
		t.Fatalf("the version information is in %d languages: %s", len(doc.Info), data)
	}
	for _, strs := range doc.Info {
		return strs
	}
	return nil
}

// validateDesktop runs desktop-file-validate on a desktop entry, where
// it is installed (.ci/setup installs it).
func validateDesktop(t *testing.T, path string) {
	t.Helper()
	tool, err := exec.LookPath("desktop-file-validate")
	if err != nil {
		t.Log("no desktop-file-validate here (apt-get install desktop-file-utils): the desktop entry is not validated")
		return
	}
	if out, err := exec.Command(tool, path).CombinedOutput(); err != nil || len(bytes.TrimSpace(out)) > 0 {
		t.Errorf("desktop-file-validate: %v\n%s", err, out)
	}
}

// titleWithVersion has the released program draw its title under Xvfb,
// and this checkout's plain build the same: the same picture but for the
// version, written small in its bottom right corner.
func titleWithVersion(t *testing.T, bin, work string) {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no display (xvfb-run): the title is not drawn")
	}
	plain := filepath.Join(work, "plain")
	build := exec.Command("go", "build", "-o", plain, ".")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the checkout: %v\n%s", err, out)
	}
	// 300 ticks: the title's first eleven frames light its tubes in
	// steps, and how many frames 30 ticks gave depended on the machine's
	// load (the two titles once differed there).
	shot := func(prog, name string) image.Image {
		return draws(t, exec.Command(prog, "-shot", "title", "-ticks", "300"), work, name)
	}
	released, checkout := shot(bin, "released.png"), shot(plain, "plain.png")
	if released.Bounds() != image.Rect(0, 0, 1280, 720) || checkout.Bounds() != released.Bounds() {
		t.Fatalf("the titles are %v and %v, not 1280×720", released.Bounds(), checkout.Bounds())
	}
	corner := image.Rect(1100, 690, 1280, 720)
	inCorner, outside := 0, 0
	for y := 0; y < 720; y++ {
		for x := 0; x < 1280; x++ {
			if released.At(x, y) == checkout.At(x, y) {
				continue
			}
			if image.Pt(x, y).In(corner) {
				inCorner++
			} else {
				outside++
			}
		}
	}
	if inCorner < 50 || outside > 0 {
		t.Errorf("the released title differs from the checkout's in %d pixels of the version's corner (want 50 or more) and %d elsewhere (want none)", inCorner, outside)
	}
}

// Windows and macOS take a version of numbers: a tag's, and for a
// commit without one (its name may start with digits) the build's number.
func TestNumericVersion(t *testing.T) {
	for name, want := range map[string]string{
		"v1.2.0": "1.2.0", "v1.2.0-3-gabcdef0": "1.2.0", "v2.1": "2.1.0", "v1.0.0-dirty": "1.0.0",
		"328dbee": "0.0.412", "328dbee-dirty": "0.0.412", "dev": "0.0.412",
	} {
		if got := numericVersion(name, 412); got != want {
			t.Errorf("numericVersion(%q) = %q, want %q", name, got, want)
		}
	}
}

// The release's page links its manifest in place of the page's own
// small icon: a page without that line fails the release, not quietly.
func TestTheReleasedPageLinksItsManifest(t *testing.T) {
	index, err := os.ReadFile("../web/index.html")
	if err != nil {
		t.Fatal(err)
	}
	page, err := withManifest(index)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`<link rel="manifest" href="manifest.webmanifest">`, `href="icons/graffiti-180.png"`, `<script src="loader.js"></script>`} {
		if !bytes.Contains(page, []byte(want)) {
			t.Errorf("the released page has no %s", want)
		}
	}
	if bytes.Contains(page, []byte(pageIcon)) {
		t.Error("the released page keeps the page's own icon beside its drawn ones")
	}
	if _, err := withManifest([]byte("<html></html>")); err == nil {
		t.Error("a page without its icon line was taken")
	}
	var m map[string]any
	if err := json.Unmarshal(manifest(), &m); err != nil {
		t.Errorf("the manifest: %v", err)
	}
}

// hostServesTheWebFolder: the released program, as a room host, serves
// the released web folder (it has no Go to build the page with): the
// page and the game brotli'd to a browser that takes them, an icon as it is.
func hostServesTheWebFolder(t *testing.T, bin, dir, ver string) {
	t.Helper()
	root := t.TempDir()
	for name, e := range unzip(t, filepath.Join(dir, "graffiti-"+ver+"-web.zip")) {
		dst := filepath.Join(root, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(dst), 0o755)
		if err := os.WriteFile(dst, e.data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	host, err := hostproc.Start(bin, nil, "-data", t.TempDir(), "-web", filepath.Join(root, strings.TrimSuffix(webTop, "/")))
	if err != nil {
		t.Fatalf("the released host: %v", err)
	}
	defer host.Kill()
	addr := host.URL
	for path, want := range map[string]string{"": "br", "graffiti.wasm": "br", "icons/graffiti-192.png": ""} {
		req, _ := http.NewRequest("GET", addr+path, nil)
		req.Header.Set("Accept-Encoding", "gzip, br")
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != want {
			t.Errorf("the released host's %s: %s, encoding %q (want 200, %q)", addr+path, resp.Status, resp.Header.Get("Content-Encoding"), want)
		}
	}
}

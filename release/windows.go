package main

import (
	"bytes"
	"image"
	"os"
	"path/filepath"

	"github.com/tc-hib/winres"
	"github.com/tc-hib/winres/version"
)

// windowsIconSizes are the sizes of Graffiti.exe's icon: what Explorer,
// the taskbar and the Start menu ask for, at every scale.
var windowsIconSizes = []int{16, 24, 32, 48, 64, 128, 256}

// windows writes graffiti-VERSION-windows-amd64.zip: Graffiti.exe, a GUI
// program with its icon, version and product name as Windows resources,
// and README.txt.
func (r *release) windows() (string, error) {
	bin, err := r.binary("windows", "amd64")
	if err != nil {
		return "", err
	}
	exe, err := r.withResources(bin)
	if err != nil {
		return "", err
	}
	name := r.name("windows-amd64", ".zip")
	top := "Graffiti-" + r.version + "/"
	page, err := r.webEntries(top + shippedWeb)
	if err != nil {
		return "", err
	}
	return name, writeZip(filepath.Join(r.out, name), append([]entry{
		{path: top + "Graffiti.exe", mode: 0o755, data: exe},
		{path: top + "README.txt", mode: 0o644, data: r.readme("windows")},
	}, page...), r.stamp)
}

// withResources returns the program with its resources: the icon, drawn
// at each size, and the version information Explorer's Properties and
// the Task Manager show.
func (r *release) withResources(bin string) ([]byte, error) {
	var imgs []image.Image
	for _, n := range windowsIconSizes {
		img, err := r.icons.image(n)
		if err != nil {
			return nil, err
		}
		imgs = append(imgs, img)
	}
	icon, err := winres.NewIconFromImages(imgs)
	if err != nil {
		return nil, err
	}
	rs := &winres.ResourceSet{}
	if err := rs.SetIcon(winres.Name("APP"), icon); err != nil {
		return nil, err
	}
	vi := version.Info{}
	vi.SetFileVersion(r.numeric)
	vi.SetProductVersion(r.numeric)
	for key, value := range map[string]string{
		version.ProductName:      "Graffiti",
		version.FileDescription:  "Graffiti",
		version.ProductVersion:   r.version,
		version.FileVersion:      r.version,
		version.OriginalFilename: "Graffiti.exe",
		version.InternalName:     "graffiti",
		version.Comments:         "Graffiti, Tag City and Kunststücke: the digital editions",
	} {
		if err := vi.Set(version.LangDefault, key, value); err != nil {
			return nil, err
		}
	}
	rs.SetVersionInfo(vi)
	src, err := os.Open(bin)
	if err != nil {
		return nil, err
	}
	defer src.Close()
	var out bytes.Buffer
	if err := rs.WriteToEXE(&out, src, winres.ForceCheckSum()); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

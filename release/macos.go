package main

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"

	"github.com/jackmordaunt/icns/v3"
)

// bundleID names the app to macOS (its settings, its permissions).
const bundleID = "com.graffiti-edition.graffiti"

// minimumMacOS is the oldest macOS the Go that builds the game runs on.
const minimumMacOS = "12.0"

// macos writes graffiti-VERSION-macos-universal.zip: Graffiti.app, one
// program for Apple silicon and Intel Macs, its Info.plist and its icon.
// It is not signed by a developer (each half keeps the ad-hoc signature
// the Go linker gives an arm64 program): docs/cafe.md says how to open
// it the first time.
func (r *release) macos() (string, error) {
	var halves [][]byte
	for _, arch := range []string{"arm64", "amd64"} {
		bin, err := r.binary("darwin", arch)
		if err != nil {
			return "", err
		}
		data, err := os.ReadFile(bin)
		if err != nil {
			return "", err
		}
		halves = append(halves, data)
	}
	universal, err := fatMachO(halves)
	if err != nil {
		return "", err
	}
	icon, err := r.icns()
	if err != nil {
		return "", err
	}
	app := "Graffiti.app/Contents/"
	page, err := r.webEntries(app + "Resources/" + shippedWeb)
	if err != nil {
		return "", err
	}
	name := r.name("macos-universal", ".zip")
	return name, writeZip(filepath.Join(r.out, name), append([]entry{
		{path: app + "Info.plist", mode: 0o644, data: r.infoPlist()},
		{path: app + "PkgInfo", mode: 0o644, data: []byte("APPL????")},
		{path: app + "MacOS/Graffiti", mode: 0o755, data: universal},
		{path: app + "Resources/Graffiti.icns", mode: 0o644, data: icon},
		{path: "README.txt", mode: 0o644, data: r.readme("macos")},
	}, page...), r.stamp)
}

// icns is the app's icon, each of its sizes drawn at that size.
func (r *release) icns() ([]byte, error) {
	big, err := r.icons.image(1024)
	if err != nil {
		return nil, err
	}
	set, err := icns.NewIconSet(big, icns.Lanczos3)
	if err != nil {
		return nil, err
	}
	for _, ic := range set.Icons {
		if img, err := r.icons.image(int(ic.Type.Size)); err == nil {
			ic.Image = img
		} else {
			return nil, fmt.Errorf("the icns wants a %d px icon: %v", ic.Type.Size, err)
		}
	}
	var b bytes.Buffer
	if _, err := set.WriteTo(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// infoPlist is the bundle's Info.plist: the program to start, its names
// and versions, its icon, that it draws at the Retina resolution, and
// the oldest macOS it runs on.
func (r *release) infoPlist() []byte {
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
`)
	str := func(k, v string) {
		b.WriteString("\t<key>" + k + "</key>\n\t<string>")
		xml.EscapeText(&b, []byte(v))
		b.WriteString("</string>\n")
	}
	str("CFBundleExecutable", "Graffiti")
	str("CFBundleIdentifier", bundleID)
	str("CFBundleName", "Graffiti")
	str("CFBundleDisplayName", "Graffiti")
	str("CFBundlePackageType", "APPL")
	str("CFBundleSignature", "????")
	str("CFBundleIconFile", "Graffiti")
	str("CFBundleShortVersionString", r.numeric)
	str("CFBundleVersion", r.numeric)
	str("CFBundleGetInfoString", "Graffiti "+r.version)
	str("CFBundleInfoDictionaryVersion", "6.0")
	str("LSMinimumSystemVersion", minimumMacOS)
	str("LSApplicationCategoryType", "public.app-category.board-games")
	b.WriteString("\t<key>NSHighResolutionCapable</key>\n\t<true/>\n")
	b.WriteString("</dict>\n</plist>\n")
	return b.Bytes()
}

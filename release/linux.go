package main

import (
	"fmt"
	"path/filepath"
)

// linuxIconSizes are the hicolor theme's usual sizes.
var linuxIconSizes = []int{16, 24, 32, 48, 64, 128, 256, 512}

// desktopEntry is graffiti.desktop: how a Linux desktop lists the game,
// with the café demo as an action of its launcher.
const desktopEntry = `[Desktop Entry]
Type=Application
Version=1.4
Name=Graffiti
GenericName=Board game
GenericName[fr]=Jeu de plateau
Comment=Graffiti, Tag City and Kunststücke: street-art board games, hot-seat and against bots
Comment[fr]=Graffiti, Tag City et Kunststücke : jeux de plateau de street art, à plusieurs sur un écran et contre des bots
Exec=graffiti
Icon=graffiti
Terminal=false
Categories=Game;BoardGame;
Keywords=graffiti;street art;board game;Tag City;Kunststücke;
Actions=demo;

[Desktop Action demo]
Name=Café demo
Name[fr]=Démo de café
Exec=graffiti -demo
`

// installScript puts the game where a desktop finds it, for the one
// user who runs it: the program in ~/.local/bin, the launcher and the
// icons under ~/.local/share.
const installScript = `#!/bin/sh
# Installs Graffiti for this user: the program, its launcher and its icons.
set -e
cd "$(dirname "$0")"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
mkdir -p "$HOME/.local/bin" "$data/applications"
cp graffiti "$HOME/.local/bin/graffiti"
cp graffiti.desktop "$data/applications/graffiti.desktop"
for d in icons/hicolor/*/apps; do
  mkdir -p "$data/$d"
  cp "$d/graffiti.png" "$data/$d/graffiti.png"
done
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
echo "Graffiti is installed: find it among your games, or run $HOME/.local/bin/graffiti"
`

// linux writes graffiti-VERSION-linux-ARCH.tar.gz: the program, its
// desktop entry, its icons at the hicolor sizes, an installer for one
// user, and README.txt.
func (r *release) linux(arch string) (string, error) {
	bin, err := r.binary("linux", arch)
	if err != nil {
		return "", err
	}
	top := "graffiti-" + r.version + "/"
	prog, err := fileEntry(top+"graffiti", bin, 0o755)
	if err != nil {
		return "", err
	}
	entries := []entry{
		prog,
		{path: top + "graffiti.desktop", mode: 0o644, data: []byte(desktopEntry)},
		{path: top + "install.sh", mode: 0o755, data: []byte(installScript)},
		{path: top + "README.txt", mode: 0o644, data: r.readme("linux")},
	}
	for _, n := range linuxIconSizes {
		icon, err := fileEntry(fmt.Sprintf("%sicons/hicolor/%dx%d/apps/graffiti.png", top, n, n), r.icons[n], 0o644)
		if err != nil {
			return "", err
		}
		entries = append(entries, icon)
	}
	name := r.name("linux-"+arch, ".tar.gz")
	return name, writeTarGz(filepath.Join(r.out, name), entries, r.stamp)
}

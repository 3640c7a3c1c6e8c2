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
// user who runs it: the program with its page in ~/.local/share/graffiti
// (graffiti host finds the page beside the program), a link to it in
// ~/.local/bin, the launcher and the icons under ~/.local/share. The
// launcher names the program by its whole path: ~/.local/bin is on
// Debian's PATH only from the next login, and the launcher, its café
// demo and the autostart entry must work at once. Run again to update,
// even while the game or the host runs: each file is copied under a
// new name in its folder, then renamed over the old one (a running
// program keeps its old file; cp over it fails with "Text file busy").
// No update-desktop-database: the launcher opens no file types, and the
// cache it writes would be left behind by the uninstaller.
const installScript = `#!/bin/sh
# Installs Graffiti for this user, or updates it (even while it runs):
# the program and its page in ~/.local/share/graffiti, a link to it in
# ~/.local/bin, its launcher and icons. With --demo-at-login, the café
# demo also starts at each login. ./uninstall.sh removes it all.
set -e
cd "$(dirname "$0")"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
config="${XDG_CONFIG_HOME:-$HOME/.config}"
home="$data/graffiti"
case "$home" in
*[\"\\\$%\|]*|*\` + "`" + `*) echo "install.sh: $home has a character a launcher cannot name" >&2; exit 1 ;;
esac
exec_line="Exec=\"$home/graffiti\""
mkdir -p "$home" "$HOME/.local/bin" "$data/applications"
cp graffiti "$home/.graffiti.new"
mv -f "$home/.graffiti.new" "$home/graffiti"
rm -rf "$home/.web.new" "$home/.web.old"
cp -R web "$home/.web.new"
if [ -d "$home/web" ]; then mv "$home/web" "$home/.web.old"; fi
mv "$home/.web.new" "$home/web"
rm -rf "$home/.web.old"
ln -sfn "$home/graffiti" "$HOME/.local/bin/graffiti"
sed "s|^Exec=graffiti|$exec_line|" graffiti.desktop > "$data/applications/.graffiti.desktop.new"
mv -f "$data/applications/.graffiti.desktop.new" "$data/applications/graffiti.desktop"
for d in icons/hicolor/*/apps; do
  mkdir -p "$data/$d"
  cp "$d/graffiti.png" "$data/$d/.graffiti.png.new"
  mv -f "$data/$d/.graffiti.png.new" "$data/$d/graffiti.png"
done
if [ "$1" = "--demo-at-login" ]; then
  mkdir -p "$config/autostart"
  sed -e "s|^Exec=graffiti\$|$exec_line -demo|" -e "s|^Exec=graffiti -demo\$|$exec_line -demo|" graffiti.desktop > "$config/autostart/graffiti-demo.desktop"
  echo "The café demo starts at each login ($config/autostart/graffiti-demo.desktop)."
fi
echo "Graffiti is installed: find it among your games, or run $home/graffiti"
`

// uninstallScript removes what installScript put, and the autostart
// entries the guide speaks of; the saves and the rooms' log stay unless
// asked, as they are the café's, not the program's.
const uninstallScript = `#!/bin/sh
# Removes Graffiti for this user: the program, its page, its link, its
# launcher, its icons and its autostart entry. Games in progress and the
# rooms' log (~/.config/graffiti) are kept, unless --purge is given.
set -e
data="${XDG_DATA_HOME:-$HOME/.local/share}"
config="${XDG_CONFIG_HOME:-$HOME/.config}"
rm -rf "$data/graffiti"
rm -f "$HOME/.local/bin/graffiti" "$data/applications/graffiti.desktop" \
  "$config/autostart/graffiti-demo.desktop" "$config/autostart/graffiti.desktop"
for f in "$data"/icons/hicolor/*/apps/graffiti.png; do rm -f "$f"; done
if [ "$1" = "--purge" ]; then
  rm -rf "$config/graffiti"
  echo "Graffiti is removed, with its saves and rooms."
elif [ -d "$config/graffiti" ]; then
  echo "Graffiti is removed. Kept: the games in progress and the rooms' log in $config/graffiti (./uninstall.sh --purge removes them too)."
else
  echo "Graffiti is removed."
fi
`

// linux writes graffiti-VERSION-linux-ARCH.tar.gz: the program and its
// page (web/), its desktop entry, its icons at the hicolor sizes, an
// installer and an uninstaller for one user, and README.txt.
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
		{path: top + "uninstall.sh", mode: 0o755, data: []byte(uninstallScript)},
		{path: top + "README.txt", mode: 0o644, data: r.readme("linux")},
	}
	for _, n := range linuxIconSizes {
		icon, err := fileEntry(fmt.Sprintf("%sicons/hicolor/%dx%d/apps/graffiti.png", top, n, n), r.icons[n], 0o644)
		if err != nil {
			return "", err
		}
		entries = append(entries, icon)
	}
	page, err := r.webEntries(top + shippedWeb)
	if err != nil {
		return "", err
	}
	entries = append(entries, page...)
	name := r.name("linux-"+arch, ".tar.gz")
	return name, writeTarGz(filepath.Join(r.out, name), entries, r.stamp)
}

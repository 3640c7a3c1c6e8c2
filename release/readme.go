package main

import "strings"

// readme is the README.txt of one archive: what the game is, how to
// start it the first time on that system, the café demo, and where the
// café's page is (docs/cafe.md in the source).
func (r *release) readme(system string) []byte {
	var b strings.Builder
	b.WriteString("Graffiti " + r.version + "\n")
	b.WriteString(`
Three street-art board games on one shelf: Graffiti (Ruskowski &
Süßelbeck, Queen Games 2023), Tag City and Kunststücke. Played at one
screen by 2 to 4 people, with bots if you like, in English and French.

`)
	b.WriteString(firstStart[system])
	b.WriteString(`
Café demo: start the game with -demo (on Linux, the launcher's "Café
demo" action; in the browser, add ?demo=1 to the address). Bots play game
after game, full screen; any touch goes back to the title.

Rooms, each player's hand on their own phone: run "graffiti host" on a
machine of your network (Windows: Graffiti.exe host; macOS:
Graffiti.app/Contents/MacOS/Graffiti host) and open
http://THAT-MACHINE:8080/ on the table's screen. The host serves the
browser edition from the web folder shipped beside the program: nothing
else to download. "graffiti -h" lists every command.

Games in progress are kept between starts. The whole café guide (which
archive, first start, kiosk, the web folder on your own server, rooms,
updating) is docs/cafe.md in the game's source.
`)
	return []byte(strings.ReplaceAll(b.String(), "\n", lineEnd[system]))
}

// lineEnd: Notepad reads both, older ones only CRLF.
var lineEnd = map[string]string{"windows": "\r\n", "macos": "\n", "linux": "\n", "web": "\n"}

var firstStart = map[string]string{
	"windows": `First start: unzip the folder anywhere (the Desktop will do) and
double-click Graffiti.exe. The program is not signed, so Windows may show
"Windows protected your PC": click "More info", then "Run anyway". It
asks only once.
`,
	"macos": `First start: unzip, drag Graffiti.app into Applications, then
Control-click (or right-click) it and choose Open, and Open again. The
app is not signed by a developer, so a plain double-click the first time
says it cannot be checked; after this once it opens like any app. On
macOS 15 and later: double-click, then System Settings, Privacy &
Security, "Open Anyway". Runs on Apple silicon and Intel Macs, macOS 12
or later.
`,
	"linux": `First start: unpack (tar xzf graffiti-*.tar.gz) and run ./graffiti in
the folder. ./install.sh puts it among your desktop's games for you (the
program and its web folder in ~/.local/share/graffiti, a link in
~/.local/bin, the launcher and icons in ~/.local/share); the launcher
works at once. Run ./install.sh again to update, even while the game
runs; ./install.sh --demo-at-login also starts the café demo at each
login. ./uninstall.sh removes it all but the saves (~/.config/graffiti;
./uninstall.sh --purge removes those too). It needs X11 or XWayland and
OpenGL (Mesa), as any desktop has.
`,
	"web": `This folder is the browser edition. Copy it to any web server that
serves static files (nginx, Apache, Caddy, a NAS) and open its address in
a recent Chrome, Firefox, Safari or Edge. The .gz and .br files are the
same files precompressed: a server that can send them (nginx
gzip_static/brotli_static, Caddy's file_server precompressed) makes the
download about 2.5 MB (brotli) or 3.4 MB (gzip); the others send graffiti.wasm
as it is (about 14 MB). On a tablet,
"Add to Home Screen" makes it an app with its icon, full screen.
`,
}

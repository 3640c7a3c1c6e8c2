// Command graffiti is the digital edition of the board game Graffiti,
// with Tag City and Kunststücke on its shelf. Its command line is package
// cli's: graffiti -h lists its sub-commands and flags.
package main

import "graffiti/cli"

// version is the release's name, given by the release build (release/,
// web/): go build -ldflags "-X main.version=v1.2.0". A plain build has none.
var version string

func main() { cli.Main(version) }

package cli

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"

	"github.com/hajimehoshi/ebiten/v2"

	"graffiti/scenes"
	"graffiti/scenes/boxes"
	"graffiti/scenes/room"
	"graffiti/scenes/sound"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

var (
	shot      = flag.String("shot", "", "render a scene to a PNG instead of playing: title, setup, rules, settings, demo, icon (a square -width wide), and each game's table, curtain and scoring (and its own scenes: Graffiti's leave, since, log, keep)")
	shotTicks = flag.Int("ticks", 60, "with -shot: ticks to run before the picture")
	shotOut   = flag.String("out", "shot.png", "with -shot: the PNG to write")
	shotSeed  = flag.Uint64("seed", 7, "with -shot: the game's seed")
	shotPl    = flag.Int("players", 4, "with -shot: players at the table")
	shotActs  = flag.Int("actions", 60, "with -shot table: random legal actions played first")
	shotFR    = flag.Bool("fr", false, "with -shot: in French (as -lang fr)")
	shotLang  = flag.String("lang", "", "with -shot: the language, by its tag (en, fr, de)")
	shotResz  = flag.Int("resizes", 0, "with -shot: window size changes while the ticks run (the last back to 1280x720)")
	shotMem   = flag.Bool("memory", false, "with -shot: print the process's memory at the end")
	demo      = flag.Bool("demo", false, "start in the café demo (kiosk): bots play game after game, full screen; any touch returns to the title")
	shotWidth = flag.Int("width", 1280, "with -shot: the picture's width in pixels (1920 for 1920×1080), everything drawn at that resolution")
	shotSeats = flag.String("seats", "", "with -shot table: who plays each seat, comma-separated: person, random, easy, medium, hard")
	soak      = flag.Int("soak", 0, "play this many bot-free 2-player games by taps, printing the memory after each")
	shotSpec  = flag.Bool("special", false, "with -shot at the table: variant 2, the special graffiti")
	shotBlock = flag.Bool("block", false, "with -shot at the table: variant 1, the blocking token")
	shotBox   = flag.String("box", "graffiti", "with -shot: the game chosen on the title, by its name (graffiti sim -game help lists them)")
	shotPage  = flag.Int("page", 0, "with -shot rules: the page open, from 0; with -shot lesson: the step, from 0")
	showVer   = flag.Bool("version", false, "print the build's version and quit")
	shotGame  = flag.String("game", "", "with -shot: the game, as -box says it (a table, curtain or scoring of any game: -shot table -game NAME)")
	roomsAt   = flag.String("rooms", "", "a host's address (http://HOST:8080, see graffiti host): the new-game screen opens rooms there, this screen their table")
	roomCode  = flag.String("room", "", "with -rooms: join this room as a phone does (its hand, upright)")
	watchCode = flag.String("watch", "", "with -rooms: watch this room, live or its replay")
)

// play opens the window and runs the game (or renders a screenshot),
// its title showing the release's name, version.
func play(version string) int {
	scenes.Mark("graffiti-main")
	limitGoHeap(os.Getenv)
	sprites.ReadBackScreen = desktop
	ebiten.SetWindowTitle("Graffiti")
	ebiten.SetWindowSize(scenes.ScreenW, scenes.ScreenH)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	var store scenes.Store = scenes.DefaultStore()
	if *shot != "" || *soak > 0 {
		store = scenes.MemStore{}
	}
	app := scenes.NewApp(store, nil, boxes.Shelf)
	app.Version = version
	if *roomsAt != "" {
		scenes.SetRoomsURL(*roomsAt)
	}
	if url := scenes.RoomsURL(); url != "" && *shot == "" {
		app.OpenRoom = room.Opener(url)
	}
	scenes.Mark("graffiti-app")
	app.SetFullscreen = ebiten.SetFullscreen
	if *shot == "" && *soak == 0 {
		app.Sound = sound.NewMixer(func() sound.Output {
			if !sound.Available() {
				return nil // no device: silent, rather than stopped by an audio error
			}
			return sound.Device()
		})
		if runtime.GOOS != "js" {
			app.Sound.Wake() // a browser waits for the first touch
		}
	}
	app.SetCursorHidden = func(hidden bool) {
		if hidden {
			ebiten.SetCursorMode(ebiten.CursorModeHidden)
		} else {
			ebiten.SetCursorMode(ebiten.CursorModeVisible)
		}
	}
	var g ebiten.Game = app
	if desktop && *shot != "" {
		lang := words.English
		if *shotFR {
			lang = words.French
		}
		if *shotLang != "" {
			lang = words.ByTag(*shotLang)
		}
		name := *shotBox
		if *shotGame != "" {
			name = *shotGame
		}
		box, err := scenes.FindBox(boxes.Shelf, name)
		if err != nil {
			return fail("%v", err)
		}
		seats, err := scenes.ParseSeats(*shotSeats, *shotPl)
		if err != nil {
			return fail("graffiti: -seats: %v", err)
		}
		g, err = scenes.NewShot(app, scenes.ShotOptions{Scene: *shot, Ticks: *shotTicks, Players: *shotPl, Seed: *shotSeed, Actions: *shotActs, Lang: lang, Out: *shotOut, Resizes: *shotResz, Memory: *shotMem, Seats: seats, Width: *shotWidth, Special: *shotSpec, Block: *shotBlock, Box: box, Page: *shotPage})
		if err != nil {
			return fail("graffiti: %v", err)
		}
	} else if desktop && *soak > 0 {
		ebiten.SetTPS(600) // as fast as the frames allow
		g = scenes.NewSoak(app, *soak, *shotSeed)
	} else if code, url := roomAsked(); code != "" {
		app.Cur = room.NewPhone(app, boxes.Shelf, url, code, scenes.InviteRequested())
	} else if code := watchAsked(); code != "" {
		app.Cur = room.NewWatch(boxes.Shelf, scenes.RoomsURL(), code)
	} else if code := scenes.TableRequested(); code != "" {
		app.Cur = room.NewScreen(app, boxes.Shelf, scenes.RoomsURL(), code)
	} else if *demo || scenes.DemoRequested() {
		// A kiosk: full screen where the platform allows (a browser
		// allows it only after a touch), without changing the setting.
		ebiten.SetFullscreen(true)
		app.StartDemo()
	} else if app.Settings.Fullscreen {
		ebiten.SetFullscreen(true)
	}
	if g == ebiten.Game(app) {
		// The game loop runs only the frames the app asks for, and
		// keeps its picture between them (scenes/pace.go, rest.go).
		app.DrawWhenAsked()
	}
	if err := ebiten.RunGameWithOptions(g, runOptions); err != nil {
		return fail("graffiti: %v (a display is needed; headless, try: xvfb-run go run .)", err)
	}
	if *shot != "" && *shotOut != "" {
		fmt.Println("wrote", *shotOut)
	}
	return 0
}

// roomAsked is the room to join as a phone: the page's ?room=, or -room
// on a desktop with -rooms.
func roomAsked() (code, url string) {
	if code, url := scenes.RoomRequested(); code != "" {
		return code, url
	}
	if *roomCode != "" && scenes.RoomsURL() != "" {
		return *roomCode, scenes.RoomsURL()
	}
	return "", ""
}

// watchAsked is the room to watch: the page's ?watch=, or -watch on a
// desktop with -rooms.
func watchAsked() string {
	if code := scenes.WatchRequested(); code != "" {
		return code
	}
	if scenes.RoomsURL() != "" {
		return *watchCode
	}
	return ""
}

// runOptions runs the game on one thread, as it runs in the browser.
// With a render thread of its own, ebiten sends each frame's commands
// while the next frame is queued in another queue: it keeps every queue
// it ever had in flight at once, and each keeps the vertex and uniform
// buffers of the busiest frame it carried (a frame that redraws every
// picture after a resize), old generations included. The soak's peak then
// kept climbing, 310 to 358 MB over five games (+15 %); on one thread, one
// queue: 342 to 351 MB (+2.7 %).
var runOptions = &ebiten.RunGameOptions{SingleThread: true}

// goHeapLimit is the Go heap's soft limit while the game plays. The live
// heap of a table is about 50 MB; between collections garbage can double
// it, and when a window changes size the pictures of the new size are
// drawn while the old size's garbage still waits: the peak resident set
// then rose with every resize. Past the limit the collector runs sooner.
// It is soft: a heap that needs more gets it.
const goHeapLimit = 100 << 20

// goGCPercent is the collector's target while the game plays: garbage
// up to a quarter of the live heap on a desktop, not Go's default of as
// much again. A frame allocates little (a table at rest next to
// nothing), and the collector works beside the game's one thread, so it
// runs more often for a smaller heap: against 50, four runs each of the
// table under Xvfb peaked at 194–198 MB against 198–200, the title at
// 190–192 against 193–195. In the browser the collector stops the page's
// one thread, and it keeps to half.
var goGCPercent = map[bool]int{true: 25, false: 50}[desktop]

// limitGoHeap sets the Go heap's soft limit, unless GOMEMLIMIT says one,
// and the collector's target, unless GOGC says one.
func limitGoHeap(env func(string) string) bool {
	if env("GOGC") == "" {
		debug.SetGCPercent(goGCPercent)
	}
	if env("GOMEMLIMIT") != "" {
		return false
	}
	debug.SetMemoryLimit(goHeapLimit)
	return true
}

//go:build js && testhooks

package scenes

import (
	"encoding/json"
	"fmt"
	"strings"
	"syscall/js"
	"time"

	"graffiti/game/bot"
	"graffiti/scenes/ui"
)

// The tests read window.graffiti to test the game from outside: the
// scene on screen, the game's state hash, the frames drawn and when the
// first one was; window.graffitiNextTap says where a person would tap
// next. Only a build with the testhooks tag has them (web.Compile's
// tests ask for it); a release has none (TestReleaseWasmCarriesNoTestHooks).
var (
	hookObj      js.Value
	hookFrames   int
	hookLastHash string
	hookLastKind string
	hookLastBusy bool
	hookLastCur  string
)

func init() { testHooks = publishHooks }

func publishHooks(a *App) {
	webApp = a
	if hookFrames == 0 {
		hookObj = js.Global().Get("Object").New()
		js.Global().Set("graffiti", hookObj)
		// The first frame is on the page once the browser has drawn it:
		// ebiten sends its commands after Draw returns, so the time is
		// taken in the next animation frame, after they have been run.
		var shown js.Func
		shown = js.FuncOf(func(js.Value, []js.Value) any {
			Mark("graffiti-first-frame")
			hookObj.Set("firstFrameAt", js.Global().Get("performance").Call("now"))
			shown.Release()
			return nil
		})
		js.Global().Call("requestAnimationFrame", shown)
	}
	hookFrames++
	// The frame count goes out every frame (one property: cheap), so a
	// test waiting for "a frame after my click" waits one frame, not ten.
	hookObj.Set("frames", hookFrames)
	hookObj.Set("ticks", a.Tick) // the updates run: a test's input was seen once it grows
	hookObj.Set("untouched", a.rests && a.untouched())
	hookObj.Set("thinking", sceneThinking(a))
	hookObj.Set("demo", a.InDemo())
	if a.Lesson != nil {
		hookObj.Set("lesson", a.Lesson.Step)
	} else {
		hookObj.Set("lesson", -1)
	}
	hookObj.Set("sound", a.Sound.Awake())
	hookObj.Set("longestSlice", float64(a.longestSlice.Microseconds())/1000)
	hookObj.Set("slicedDecisions", a.SlicedDecisions)
	hookObj.Set("slicesThought", a.slicesThought)
	hookObj.Set("slowSlices", a.slowSlices)
	hookObj.Set("longestDecision", float64(a.longestDecision.Microseconds())/1000)
	hookObj.Set("searched", float64(a.searched.Milliseconds()))
	hookObj.Set("searchWall", float64(a.searchWall.Milliseconds()))
	if a.Room.Kind != "" {
		// A room's screen: the browser tests read who holds what, and
		// the outcome each screen tells.
		b, _ := json.Marshal(a.Room)
		hookObj.Set("room", string(b))
		hookObj.Set("wakeLock", WakeState())
	}
	// The scene's kind, game and hash go out when it starts or stops
	// moving, when another scene is on screen, and every tenth frame: a
	// table at rest runs a frame in seconds (pace.go), and a scene
	// changed since must not wait ten of them to be told.
	busy, cur := sceneBusy(a), fmt.Sprintf("%T %p", a.Current(), a.Current())
	if busy != hookLastBusy || cur != hookLastCur || hookFrames%10 == 1 {
		hookObj.Set("busy", busy)
		hookLastBusy, hookLastCur = busy, cur
		kind, game, hash := sceneInfo(a)
		if kind != hookLastKind {
			hookObj.Set("scene", kind)
			hookLastKind = kind
		}
		hookObj.Set("game", game)
		if hash != hookLastHash {
			hookObj.Set("hash", hash)
			hookLastHash = hash
		}
		hookObj.Set("time", time.Now().UnixMilli())
	}
}

// sceneBusy reports whether the scene is moving and would not take a tap
// now: a fade, the table's motion, the shutter falling or rising.
func sceneBusy(a *App) bool {
	if a.Next != nil {
		return true
	}
	info, _ := boxInfo(a)
	return info.Busy
}

// sceneInfo names the scene on screen, the game it belongs to and, at a
// table, the state's hash and whether its curtain is down: what the
// browser test reads.
func sceneInfo(a *App) (kind, game, hash string) {
	if a.Next != nil {
		return "fading", "", "" // taps are not taken until the fade ends
	}
	switch s := a.Cur.(type) {
	case *Title:
		return "title", "", ""
	case *Setup:
		return "setup", "", s.seatList() // who plays each seat, for the test
	case *Rules:
		return "rules", "", ""
	case *SettingsScene:
		return "settings", "", ""
	}
	info, game := boxInfo(a)
	return info.Kind, game, info.Hash
}

// sceneThinking reports whether a bot at the table is deciding now (the
// browser test measures the frames drawn meanwhile).
func sceneThinking(a *App) bool {
	info, _ := boxInfo(a)
	return a.Next == nil && info.Thinking
}

// seatList names who plays each seat, "person,hard": what the browser
// test reads to know its taps on the seat buttons were taken.
func (s *Setup) seatList() string {
	names := make([]string, s.Players)
	for i := range names {
		names[i] = "person"
		switch {
		case s.Seats[i].Away:
			names[i] = "phone"
		case s.Seats[i].Bot:
			names[i] = s.Seats[i].Level.String()
		}
	}
	return strings.Join(names, ",")
}

// For the browser's memory figure only: window.graffitiNextTap() answers
// where a person would click next to play a bot-free 2-player game (see
// Autoplay), as [x, y] in the game's 1280×720 coordinates, or null while
// the scene moves. The test clicks there with the mouse; the game takes
// the click as any other. graffitiNextTap(name) plays the shelf's game
// of that name.
var (
	webApp      *App
	webAutoplay = &Autoplay{seed: 3, Instant: true}
)

func init() {
	js.Global().Set("graffitiNextTap", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if webApp == nil {
			return nil
		}
		if len(args) > 0 && args[0].Type() == js.TypeString {
			if b, err := FindBox(webApp.shelf, args[0].String()); err == nil {
				webAutoplay.Box = b
			}
		}
		p, ok := webAutoplay.Next(webApp)
		if !ok {
			return nil
		}
		return []any{p.X, p.Y}
	}))
}

// window.graffitiRestful(false) draws every tick from then on: a test
// that compares the page's pace on two screens compares their drawing,
// not whether one of them rests (scenes/rest.go).
func init() {
	js.Global().Set("graffitiRestful", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if webApp != nil && len(args) > 0 {
			webApp.rests = args[0].Truthy()
		}
		return nil
	}))
}

// window.graffitiRoomTap(seat, kinds) answers where a person would tap
// next in a room, as [x, y, width, height] in the scene's own layout
// (1280×720, or 720×1280 for a phone's hand): on the new-game screen,
// the seats kinds names ("phone,phone,easy": two phones and an easy
// bot; three phones when it names none), then Room; on a phone's hand, seat while
// choosing one, then its moves (the hand's NextTap: on its drawn table,
// or, after kinds "list" asked for List, in words); on a watch page, the
// replay's control kinds names ("first", "back", "play", "forward",
// "last", "speed", "live"). null when there is nothing to tap.
func init() {
	js.Global().Set("graffitiRoomTap", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if webApp == nil || webApp.Next != nil || len(args) == 0 {
			return nil
		}
		a, seat := webApp, args[0].Int()
		lw, lh := a.logical()
		var p ui.Point
		switch s := a.Cur.(type) {
		case *Setup:
			want := roomSeatsWanted(args)
			p = s.CountRect(len(want)).Center()
			if s.Players == len(want) && s.Room != nil {
				p = s.Room.R.Center()
				for i := s.Players - 1; i >= 0; i-- {
					if s.Seats[i] != want[i] {
						p = s.WhoRect(i).Center() // on to the seat wanted
					}
				}
			}
		case interface {
			ControlTap(string) (ui.Point, bool)
		}:
			// A watch page: the replay's control the second argument names.
			var ok bool
			if len(args) < 2 || args[1].Type() != js.TypeString {
				return nil
			}
			if p, ok = s.ControlTap(args[1].String()); !ok {
				return nil
			}
		case interface {
			NextTap(int) (ui.Point, bool)
			ListTap() (ui.Point, bool)
		}:
			var ok bool
			if list := len(args) > 1 && args[1].Type() == js.TypeString && args[1].String() == "list"; list {
				p, ok = s.ListTap() // the moves in words, from now on
			}
			if !ok {
				if p, ok = s.NextTap(seat); !ok {
					return nil
				}
			}
		default:
			return nil
		}
		return []any{p.X, p.Y, lw, lh}
	}))
}

// window.graffitiControlTap(label) answers where a person taps the
// enabled control the last frame drew whose words begin with label
// (the page's language: "My games" finds "My games (1 to play)"), as
// [x, y, width, height] in the scene's own layout, as graffitiRoomTap;
// null when the screen shows none. A test taps a screen's button as a
// person reads it, on any screen that draws its controls.
func init() {
	js.Global().Set("graffitiControlTap", js.FuncOf(func(_ js.Value, args []js.Value) any {
		a := webApp
		if a == nil || a.Next != nil || len(args) == 0 || args[0].Type() != js.TypeString {
			return nil
		}
		lw, lh := a.logical()
		for _, c := range a.Controls() {
			if c.Enabled && strings.HasPrefix(c.Label, args[0].String()) {
				p := c.R.Center()
				return []any{p.X, p.Y, lw, lh}
			}
		}
		return nil
	}))
}

// roomSeatsWanted are the seats graffitiRoomTap's second argument asks
// for on the new-game screen, as many as it names (three phones when it
// names none): a phone each unless it names a bot's level.
func roomSeatsWanted(args []js.Value) []Seat {
	if len(args) < 2 || args[1].Type() != js.TypeString || args[1].String() == "" {
		return []Seat{{Away: true}, {Away: true}, {Away: true}}
	}
	var want []Seat
	for _, k := range strings.Split(args[1].String(), ",") {
		if l, err := bot.ParseLevel(k); err == nil {
			want = append(want, Seat{Bot: true, Level: l})
		} else {
			want = append(want, Seat{Away: true})
		}
	}
	return want
}

// window.graffitiLessonTap(name) answers where a newcomer taps next to
// learn the shelf's game of that name: its tab and Learn on the title,
// then the lesson's own next tap (Lesson.NextTap), Play a real game at
// the end; null while the scene moves or a scripted seat plays.
// window.graffiti.lesson is the lesson's step under way (-1: none).
var lessonPlayers = map[int]Player{}

func init() {
	js.Global().Set("graffitiLessonTap", js.FuncOf(func(_ js.Value, args []js.Value) any {
		a := webApp
		if a == nil || a.Next != nil || len(args) == 0 {
			return nil
		}
		b, err := FindBox(a.shelf, args[0].String())
		if err != nil {
			return nil
		}
		var p ui.Point
		switch s := a.Cur.(type) {
		case *Title:
			p = s.Learn.R.Center()
			if a.Settings.Box != b {
				p = s.Boxes[b].R.Center()
			}
		default:
			if a.Lesson == nil {
				return nil
			}
			if lessonPlayers[b] == nil {
				lessonPlayers[b] = a.shelf[b].Player(1)
			}
			var ok bool
			if p, ok, _ = a.Lesson.NextTap(a, lessonPlayers[b]); !ok {
				return nil
			}
		}
		return []any{p.X, p.Y}
	}))
}

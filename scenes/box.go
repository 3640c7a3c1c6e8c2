package scenes

import (
	"image/color"
	"strings"

	"graffiti/game"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// Box is one game on the program's shelf, as the shell plays it. The
// title chooses one; each keeps its own autosave, and the one played last
// is the one Continue takes up. The shell (title, new-game screen,
// settings, curtain, rules help, store, bots' thinking) is shared; a box
// brings its rules, its words, its part of the new-game screen, its
// table, its autosave, its rules pages, its demo games, its pictures and
// its autoplayer. Each game's scenes package makes one; the registry
// (scenes/boxes) lists them, and NewApp takes the list.
type Box interface {
	// Rules is the game's contract: its name and how many may play.
	Rules() game.Game
	// Cover is the box's title and the line under it, as the title
	// screen prints them.
	Cover(lang words.Lang) (name, subtitle string)
	// Credits name the game's authors under the title ("" where the
	// rulebook does not name them).
	Credits(lang words.Lang) string

	// Slot is where the box keeps its autosave, and its backup.
	Slot() (file, backup string)
	// CheckSave reads a save through the game's core: any refusal makes
	// it damaged.
	CheckSave(data []byte) error
	// Continue takes a save up, curtain first.
	Continue(a *App, data []byte) (Scene, error)
	// Watch is the box's table over a session this device does not own,
	// a room's, every seat away: it shows the view the session holds and
	// animates what the session tells.
	Watch(a *App, s Session) Scene
	// Secrets are what only v's seat sees, in words, for its phone in a
	// room (none when nothing is hidden now).
	Secrets(lang words.Lang, v game.View) []string
	// Say is an action's text in words: whole, or, while it is chosen a
	// word at a time, its last word.
	Say(lang words.Lang, v game.View, text string, whole bool) string
	// Refused is the core's refusal of an action in words, as the table
	// tells it in local play (a room's phone tells the host's so).
	Refused(lang words.Lang, err error) string
	// Upright is the box's table on a phone held upright, for a room's
	// seat: the parts of its 1280×720 table the phone shows, row by row
	// from the top, each row laid across the phone's width (scenes/room).
	Upright() [][]ui.Rect

	// Form is the box's part of the new-game screen.
	Form(a *App) Form
	// Demo deals one of the café demo's games: every seat a bot of
	// seats(n), the set-up drawn with r.
	Demo(a *App, r *game.Rand, seats func(n int) []Seat) Scene
	// Book opens the box's rules help on its first page.
	Book(lang words.Lang) *rulebook.Book
	// Shot puts the app on a scene of the box's for a picture: "table",
	// "curtain", "scoring" and the box's own names; it reports whether
	// the name was one of its own.
	Shot(a *App, o ShotOptions) (bool, error)
	// Player plays the box's scenes by taps, for the autoplayer.
	Player(seed uint64) Player
	// Lesson is the box's first game that teaches (scenes/lesson.go);
	// Part is a part of its 1280×720 table, by the name a lesson's step
	// lights it with (false: no such part).
	Lesson() game.Lesson
	Part(name string) (ui.Rect, bool)
	// Info names a scene of the box's for the browser tests: its kind,
	// the state's hash, whether it moves and would not take a tap, and
	// whether a bot is deciding; ok is false for another box's scene.
	Info(a *App, s Scene) (info SceneInfo, ok bool)
}

// Shelved is what every box tells alike, filled by its game: a game's
// box embeds one and adds what is its own. T is the game's table.
type Shelved[T interface {
	Scene
	Session() Session
}] struct {
	Game                    game.Game
	Name, Subtitle, Authors words.Word // Cover, and Credits ("": the rulebook names none)
	File                    string     // Slot: its backup is File's name with ".bak" before ".json"
	Volume                  *rulebook.Volume
	// Check reads a save through the game's core (CheckSave), Resume
	// takes one up (Continue), View makes the table of a session
	// (Watch).
	Check  func(data []byte) error
	Resume func(a *App, data []byte) (T, error)
	View   func(a *App, s Session) T
	// Shutter is a table's curtain, Busy whether it moves or a bot at it
	// is deciding (nil: never said), for Info; the box's final scoring
	// tells its table (a method Table).
	Shutter func(T) *Curtain
	Busy    func(a *App, t T) (busy, thinking bool)
}

func (b *Shelved[T]) Rules() game.Game { return b.Game }

func (b *Shelved[T]) Cover(lang words.Lang) (string, string) {
	return words.T(lang, b.Name), words.T(lang, b.Subtitle)
}

func (b *Shelved[T]) Credits(lang words.Lang) string {
	if b.Authors == "" {
		return ""
	}
	return words.T(lang, b.Authors)
}

func (b *Shelved[T]) Slot() (string, string) {
	return b.File, strings.TrimSuffix(b.File, ".json") + ".bak.json"
}

func (b *Shelved[T]) CheckSave(data []byte) error         { return b.Check(data) }
func (b *Shelved[T]) Watch(a *App, s Session) Scene       { return b.View(a, s) }
func (b *Shelved[T]) Book(lang words.Lang) *rulebook.Book { return rulebook.NewFor(b.Volume, lang) }
func (b *Shelved[T]) Continue(a *App, data []byte) (Scene, error) {
	t, err := b.Resume(a, data)
	if err != nil {
		return nil, err
	}
	return t, nil
}

func (b *Shelved[T]) Info(a *App, s Scene) (SceneInfo, bool) {
	if t, ok := s.(T); ok {
		info := SceneInfo{Kind: "table", Hash: t.Session().Hash()}
		if b.Shutter(t).Down() {
			info.Kind = "curtain"
		}
		if b.Busy != nil {
			info.Busy, info.Thinking = b.Busy(a, t)
		}
		return info, true
	}
	if sc, ok := s.(interface{ Table() T }); ok {
		return SceneInfo{Kind: "scoring", Hash: sc.Table().Session().Hash()}, true
	}
	return SceneInfo{}, false
}

// DemoPlayers draws how many bots play a demo game of g: as many as
// may, or fewer.
func DemoPlayers(r *game.Rand, g game.Game) int {
	lo, hi := g.Players()
	return lo + r.Intn(hi-lo+1)
}

// DemoDealt is a demo's table: a set-up of the demo's own is never
// refused.
func DemoDealt[T Scene](t T, err error) Scene {
	if err != nil {
		panic("demo: a set-up of the demo's own was refused: " + err.Error())
	}
	return t
}

// Toggles are a form's two options, each on or off: a tap turns one
// over.
type Toggles [2]bool

func (*Toggles) Options() int    { return 2 }
func (t *Toggles) On(v int) bool { return t[v] }
func (t *Toggles) Tap(v, _ int)  { t[v] = !t[v] }

// NoExtra is a form that draws nothing under its options.
type NoExtra struct{}

func (NoExtra) TapExtra(ui.Point, func(int) ui.Rect) bool { return false }
func (NoExtra) DrawExtra(*Draw, int, ui.Rect) bool        { return false }

// Form is a box's part of the new-game screen: the seats' proposed
// names and colours, the option buttons (variants, a board's side, who
// starts), and the table dealt on Start.
type Form interface {
	DefaultName(seat int) string
	// Swatches is how many colours a seat chooses from (none: the seats
	// have no colours of their own), Swatch colour c and SwatchMark the
	// mark it carries wherever it tells a seat apart.
	Swatches() int
	Swatch(c int) color.RGBA
	SwatchMark(c int) sprites.Mark
	// Options is the number of option buttons; On tells whether option
	// v is on (or on its second choice), Choice whether the options are
	// choices, never off.
	Options() int
	On(v int) bool
	Choice() bool
	// Words are option v's label and its one-line explanation; names
	// are the seats' names.
	Words(a *App, v int, names []string) (label, line string)
	// Tap answers a tap on option v; Players tells the form the number
	// of seats changed.
	Tap(v int, players int)
	Players(n int)
	// TapExtra answers a tap on what the form draws under an option, and
	// reports whether it took it; DrawExtra draws it under option v, and
	// reports whether it did (the option's explanation then is not).
	TapExtra(p ui.Point, under func(v int) ui.Rect) bool
	DrawExtra(d *Draw, v int, r ui.Rect) bool
	// Deal starts the game set up.
	Deal(a *App, d Deal) (Scene, error)
	// Variants are the options chosen, in the game's variant words
	// ("block", "city=B"), for a room's host to deal.
	Variants() []string
}

// Deal is what the new-game screen asks a box to deal.
type Deal struct {
	Names  []string
	Seats  []Seat
	Colors []int // each seat's swatch
	Seed   uint64
	Typed  bool // the seed was typed, not drawn
}

// Player plays a box's scenes by taps: where a person would tap next on
// scene s, ok false while it moves and a person would wait, known false
// for a scene not of the box's; rematch says the tap is the final
// scoring's Rematch (a game played to its end).
type Player interface {
	Tap(a *App, s Scene) (p ui.Point, ok, known, rematch bool)
}

// TapPlayer is a Player of a box's table T and its final scoring S: At
// is the tap a person would make next at the table (ok false while they
// would wait), Done whether the scoring has told everything (until then
// a tap hurries it along), Rematch its Rematch button (nil in a room's
// game: over, and no rematch to tap).
type TapPlayer[T, S Scene] struct {
	At      func(a *App, t T) (ui.Point, bool)
	Done    func(a *App, s S) bool
	Rematch func(s S) *ui.Button
}

func (p TapPlayer[T, S]) Tap(a *App, s Scene) (ui.Point, bool, bool, bool) {
	switch s := s.(type) {
	case S:
		if !p.Done(a, s) {
			return ui.Point{X: 640, Y: 360}, true, true, false
		}
		if b := p.Rematch(s); b != nil {
			return b.R.Center(), true, true, true
		}
		return ui.Point{}, false, true, false
	case T:
		pt, ok := p.At(a, s)
		return pt, ok, true, false
	}
	return ui.Point{}, false, false, false
}

// SceneInfo is what the browser tests read of a scene of a box's.
type SceneInfo struct {
	Kind     string // "table", "curtain" or "scoring"
	Hash     string // the game's state, to know a move was made
	Busy     bool   // moving: a tap would not be taken now
	Thinking bool   // a bot at the table is deciding
}

// box is the box chosen on the title.
func (a *App) box() Box { return a.shelf[a.Settings.Box] }

// boxInfo is what the box whose scene is on screen tells of it, and
// the box's name.
func boxInfo(a *App) (SceneInfo, string) {
	for _, b := range a.shelf {
		if info, ok := b.Info(a, a.Cur); ok {
			return info, b.Rules().Name()
		}
	}
	return SceneInfo{}, ""
}

// Moving reports whether the game on screen is moving and would not take
// a tap now (a table's motion, its shutter falling or rising); a fade
// is not the game's.
func (a *App) Moving() bool {
	info, _ := boxInfo(a)
	return a.Next == nil && info.Busy
}

// Info is what the box whose scene is on screen tells of it (the tests'
// reading of a scene of any game's).
func (a *App) Info() SceneInfo {
	info, _ := boxInfo(a)
	return info
}

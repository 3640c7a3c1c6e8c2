package scenes

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"syscall"
	"time"

	"graffiti/scenes/storage"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// The autosave is written after every confirmed action. The save before
// it is kept as a backup: a damaged newest save is moved aside, with the
// date in its name, and Continue takes up the backup instead. Nothing is
// ever written over a damaged save. Each box of the shelf keeps its own
// (Box.Slot).

// noticeTicks is how long a notice stays on screen (at 60 ticks a second).
const NoticeTicks = 15 * 60

// decodeSave reads exactly one save into v, refusing unknown fields: a
// save this program did not write is damaged, whichever game it is of.
func DecodeSave(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("unreadable: %v", err)
	}
	if dec.More() {
		return errors.New("unreadable: data after the save")
	}
	return nil
}

// checkAutosave runs when the program starts: for every box on the shelf
// it finds the save that Continue will take up, moves damaged ones aside,
// and writes on the title what happened and where the damaged file now is.
func (a *App) checkAutosave() {
	var notes []string
	for b := range a.shelf {
		notes = append(notes, a.checkSlot(b)...)
	}
	a.TitleNote = strings.Join(notes, " ")
}

// checkSlot finds box's save for Continue and says what was damaged.
func (a *App) checkSlot(box int) []string {
	file, backup := a.shelf[box].Slot()
	a.Resume[box] = ""
	var notes []string
	missingNewest := false
	for _, name := range []string{file, backup} {
		b, err := a.Store.Load(name)
		if errors.Is(err, ErrNotFound) {
			missingNewest = missingNewest || name == file
			continue
		}
		if err != nil {
			a.StoreFailed(err)
			return nil
		}
		if err := a.shelf[box].CheckSave(b); err == nil {
			a.Resume[box] = name
			break
		}
		if name != file {
			// A damaged backup is moved aside too, but said only when
			// it was the one Continue would have taken up.
			if where, ok := a.moveAside(name, b); ok && len(notes) == 0 {
				notes = append(notes, a.T(words.SaveDamaged, where))
			}
			continue
		}
		where, ok := a.moveAside(name, b)
		if !ok {
			notes = append(notes, a.T(words.SaveDamagedStuck, where))
			a.frozen = true
			break
		}
		notes = append(notes, a.T(words.SaveDamaged, where))
	}
	switch {
	case len(notes) > 0 && a.Resume[box] == backup:
		notes = append(notes, a.T(words.ContinueFromBackup))
	case len(notes) > 0 && !a.frozen:
		notes = append(notes, a.T(words.NoEarlierSave))
	case missingNewest && a.Resume[box] == backup:
		notes = append(notes, a.T(words.NewestSaveMissing))
	}
	return notes
}

// moveAside gives a damaged save a dated name no other file has, and says
// where it is. A store that cannot rename gets a copy then a delete.
func (a *App) moveAside(name string, b []byte) (string, bool) {
	base := strings.TrimSuffix(name, ".json")
	stamp := a.now().UTC().Format("20060102-150405")
	aside := ""
	for i := 1; ; i++ {
		aside = fmt.Sprintf("%s-damaged-%s.json", base, stamp)
		if i > 1 {
			aside = fmt.Sprintf("%s-damaged-%s-%d.json", base, stamp, i)
		}
		if _, err := a.Store.Load(aside); errors.Is(err, ErrNotFound) {
			break
		}
		if i > 100 {
			return storage.Where(a.Store, name), false
		}
	}
	if err := a.Store.Rename(name, aside); err != nil {
		if err := a.Store.Save(aside, b); err != nil {
			return storage.Where(a.Store, name), false
		}
		if err := a.Store.Delete(name); err != nil {
			return storage.Where(a.Store, name), false
		}
	}
	return storage.Where(a.Store, aside), true
}

func (a *App) now() time.Time {
	if a.clock != nil {
		return a.clock()
	}
	return time.Now()
}

// saveGame writes box's autosave: the file file makes around the core's
// state. A finished game leaves none, and a demo never writes one (the
// person's own saved game stays as it was).
func (a *App) SaveGame(box Box, over bool, state any, file func(state json.RawMessage) any) {
	if a.Demo != nil {
		return
	}
	if over {
		a.ClearAutosave(box)
		return
	}
	raw, err := json.Marshal(state)
	if err != nil {
		a.StoreFailed(err)
		return
	}
	b, err := json.Marshal(file(raw))
	if err != nil {
		a.StoreFailed(err)
		return
	}
	a.WriteAutosave(box, b)
}

// SaveSession writes box's autosave of session s (SaveGame), unless the
// session is a room's: its host keeps its game.
func (a *App) SaveSession(box Box, s Session, over bool, file func(state json.RawMessage) any) {
	if !s.Owner() {
		return
	}
	state, err := s.Save()
	if err != nil {
		a.StoreFailed(err)
		return
	}
	a.SaveGame(box, over, json.RawMessage(state), file)
}

// A SavedGame is a box's autosave file as read: the game it names, who
// plays each seat ("" a person, else the bot's level), the core's state.
type SavedGame interface {
	Saved() (game string, seats []string, state json.RawMessage)
}

// GameSave is the autosave file a game writes when it keeps no more
// than the game, who plays each seat and the core's state (a game's
// save that keeps more embeds it).
type GameSave struct {
	Game  string          `json:"game"`
	Seats []string        `json:"seats,omitempty"` // "" a person, else the bot's level
	State json.RawMessage `json:"state"`
}

func (sv *GameSave) Saved() (string, []string, json.RawMessage) {
	return sv.Game, sv.Seats, sv.State
}

// ReadSave reads a box's autosave into sv (DecodeSave), and its state
// through the core (load), which checks itself: a save of another game
// than name (title), of none, or any refusal makes it damaged.
func ReadSave[S interface{ N() int }](b []byte, sv SavedGame, name, title string, load func([]byte) (S, error)) (S, []Seat, error) {
	var none S
	if err := DecodeSave(b, sv); err != nil {
		return none, nil, err
	}
	game, seatWords, state := sv.Saved()
	if game != name {
		return none, nil, fmt.Errorf("a save of %q, not of %s", game, title)
	}
	if len(state) == 0 || string(state) == "null" {
		return none, nil, errors.New("it holds no game")
	}
	s, err := load(state)
	if err != nil {
		return none, nil, err
	}
	seats, err := SeatsFromSave(seatWords, s.N())
	if err != nil {
		return none, nil, err
	}
	return s, seats, nil
}

// loadResume reads the save Continue takes up for box (its autosave or
// its backup, as the title found them), or ErrNotFound.
func (a *App) LoadResume(box int) ([]byte, error) {
	if a.Resume[box] == "" {
		return nil, ErrNotFound
	}
	return a.Store.Load(a.Resume[box])
}

// continueGame takes up the chosen box's save.
func (a *App) continueGame() (Scene, error) {
	b, err := a.LoadResume(a.Settings.Box)
	if err != nil {
		return nil, err
	}
	return a.box().Continue(a, b)
}

// clearAutosave removes box's saves: its game is over.
func (a *App) ClearAutosave(b Box) {
	box := a.IndexOf(b)
	file, backup := b.Slot()
	_ = a.Store.Delete(file)
	_ = a.Store.Delete(backup)
	a.Resume[box] = ""
}

// writeAutosave keeps box's save on the store as the backup, then writes
// the new one whole, and remembers box as the game being played, which
// Continue takes up. A failure is told once; the game goes on.
func (a *App) WriteAutosave(bx Box, b []byte) {
	box := a.IndexOf(bx)
	file, backup := bx.Slot()
	if a.frozen {
		// A damaged save could not be moved aside: writing would
		// overwrite it.
		a.StoreFailed(errFrozen)
		return
	}
	if a.Resume[box] == file {
		// The newest save was read back good or written by us: it
		// becomes the backup. When it is missing, the backup stays.
		if err := a.Store.Rename(file, backup); err != nil && !errors.Is(err, ErrNotFound) {
			a.StoreFailed(err)
			return
		}
	}
	if err := a.Store.Save(file, b); err != nil {
		a.StoreFailed(err)
		return
	}
	a.Resume[box] = file
	a.TitleNote = ""
	if a.Settings.Box != box {
		a.Settings.Box = box
		a.SaveSettings()
	}
}

var errFrozen = errors.New("a damaged save is in the way")

// storeFailed tells, once, that the game cannot be saved, in plain words.
func (a *App) StoreFailed(err error) {
	if a.toldStore {
		return
	}
	a.toldStore = true
	a.Notice = []string{a.T(words.CannotSave, a.storeReason(err)), a.T(words.PlayOn)}
	a.NoticeAt = a.Tick
}

// storeReason turns a store's error into a few plain words.
func (a *App) storeReason(err error) string {
	msg := strings.ToLower(err.Error())
	switch {
	case errors.Is(err, syscall.ENOSPC) || strings.Contains(msg, "no space"):
		return a.T(words.ReasonDiskFull)
	case strings.Contains(msg, "quota"):
		return a.T(words.ReasonBrowserFull)
	case errors.Is(err, storage.ErrUnavailable):
		return a.T(words.ReasonBrowserRefuses)
	case errors.Is(err, errFrozen):
		return a.T(words.ReasonDamagedInTheWay)
	}
	// An error from the file system: what went wrong, and the folder.
	inner := err
	for u := errors.Unwrap(inner); u != nil; u = errors.Unwrap(inner) {
		inner = u
	}
	what := inner.Error()
	for errno, key := range map[syscall.Errno]words.Word{
		syscall.EISDIR: words.ErrnoFolderInTheWay, syscall.ENOTDIR: words.ErrnoFileInTheWay,
		syscall.EACCES: words.ErrnoDenied, syscall.EPERM: words.ErrnoDenied, syscall.EROFS: words.ErrnoReadOnly,
	} {
		if errors.Is(err, errno) {
			what = a.T(key)
		}
	}
	where := strings.TrimRight(storage.Where(a.Store, ""), `/\`)
	if where == "" {
		return what
	}
	return a.T(words.ReasonInFolder, where, what)
}

// expireNotice takes the notice away when its time is up.
func (a *App) expireNotice() {
	if len(a.Notice) > 0 && a.Tick-a.NoticeAt >= NoticeTicks {
		a.Notice = nil
	}
}

// drawNotice shows the notice over any scene, fading out at the end.
func (a *App) drawNotice(d *Draw) {
	if len(a.Notice) == 0 {
		return
	}
	left := NoticeTicks - (a.Tick - a.NoticeAt)
	alpha := float32(min(1, float64(left)/60))
	var lines []string
	first := 0
	for i, s := range a.Notice {
		lines = append(lines, ui.Wrap(s, 16, ui.Bold, 1040)...)
		if i == 0 {
			first = len(lines)
		}
	}
	h := 18 + 22*float64(len(lines))
	r := ui.Rect{X: 100, Y: 8, W: 1080, H: h}
	d.Fill(r, 12, sprites.Ink, 0.94*alpha)
	d.Stroke(r, 12, 2, sprites.NeonAmber, alpha)
	for i, l := range lines {
		c := sprites.Chalk
		if i < first {
			c = sprites.NeonAmber
		}
		d.Text(l, 640, r.Y+20+22*float64(i), 16, ui.Bold, ui.Center, c, alpha)
	}
}

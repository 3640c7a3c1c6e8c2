package game

import "encoding/json"

// Files are a game's save and record files: the head they begin with
// and the game's own checks of what was read. Load, ReadRecord and the
// writing of a record are the same for every game and written here
// once, over its state S (a pointer), set-up U and record R (a pointer).
type Files[S Checked, U any, R Opening[U]] struct {
	Head FileHead
	// Loaded, when set, checks and completes a save as read, before its
	// invariants are checked (what the file leaves out, rebuilt).
	Loaded func(S) error
	// Setup tells why no game can have a record's set-up, or nil.
	Setup func(U) error
	// Write, when set, is the record of a set-up and actions as the
	// game writes it; nil: a Record of this head.
	Write func(u U, actions []string) R
}

// Checked is a state that checks what holds in all real play.
type Checked interface{ Invariants() error }

// Opening is a record: its set-up and the texts of its actions.
type Opening[U any] interface{ Opening() (U, []string) }

// Record is a game as its set-up and the texts of its actions. Game is
// the game's key, "" for the game whose files carry none.
type Record[U any] struct {
	Format  int      `json:"format"`
	Game    string   `json:"game,omitempty"`
	Setup   U        `json:"setup"`
	Actions []string `json:"actions"`
}

// Opening is the record's set-up and the texts of its actions.
func (r *Record[U]) Opening() (U, []string) { return r.Setup, r.Actions }

// Load reads a saved state. It refuses a newer file, and refuses as
// damaged (ErrDamaged) another game's, a truncated or corrupt one, one
// with unknown keys, and one whose contents break any invariant of real
// play, so that a damaged save is never played into a hang or a panic.
func (f *Files[S, U, R]) Load(data []byte) (S, error) {
	var s, none S
	if err := f.Head.Read(data, "save", &s); err != nil { // S is a pointer: the decoder makes its state
		return none, err
	}
	if f.Loaded != nil {
		if err := f.Loaded(s); err != nil {
			return none, err
		}
	}
	if err := s.Invariants(); err != nil {
		return none, Damage("save", "it is inconsistent: %v", err)
	}
	return s, nil
}

// ReadRecord parses a record file, refusing as damaged one with unknown
// keys or a set-up no game can have.
func (f *Files[S, U, R]) ReadRecord(data []byte) (R, error) {
	var r, none R
	if err := f.Head.Read(data, "record", &r); err != nil {
		return none, err
	}
	if u, _ := r.Opening(); f.Setup != nil {
		if err := f.Setup(u); err != nil {
			return none, Damage("record", "%v", err)
		}
	}
	return r, nil
}

// NewRecord is the record of a set-up and actions, as the game writes it.
func (f *Files[S, U, R]) NewRecord(u U, actions []string) R {
	if f.Write != nil {
		return f.Write(u, actions)
	}
	return any(&Record[U]{Format: f.Head.Format, Game: f.Head.Game, Setup: u, Actions: actions}).(R)
}

// Record is the record of a set-up and actions as JSON.
func (f *Files[S, U, R]) Record(u U, actions []string) ([]byte, error) {
	return json.Marshal(f.NewRecord(u, actions))
}

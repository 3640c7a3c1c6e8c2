package kunststucke

import (
	"encoding/json"
	"errors"
	"fmt"

	"graffiti/game/kunststucke"
	"graffiti/scenes"
)

// Kunststücke's autosave: its own files beside the other games', written
// the same way (the newest save becomes the backup; a damaged one is
// moved aside), after every confirmed action of a person or a bot.
const (
	KunststuckeAutosave = "kunststucke-autosave.json"
	kunststuckeBackup   = "kunststucke-autosave.bak.json"
)

// kunststuckeSave is the file: who plays each seat, and the core's
// state, which checks itself on loading (kunststucke.Load).
type KunststuckeSave struct {
	Game  string          `json:"game"`
	Seats []string        `json:"seats,omitempty"` // "" a person, else the bot's level
	State json.RawMessage `json:"state"`
}

// decodeKunststuckeSave reads a Kunststücke autosave through the core:
// any refusal makes it damaged.
func decodeKunststuckeSave(b []byte) (*kunststucke.State, []scenes.Seat, error) {
	var sv KunststuckeSave
	if err := scenes.DecodeSave(b, &sv); err != nil {
		return nil, nil, err
	}
	if sv.Game != kunststucke.GameName {
		return nil, nil, fmt.Errorf("a save of %q, not of Kunststücke", sv.Game)
	}
	if len(sv.State) == 0 || string(sv.State) == "null" {
		return nil, nil, errors.New("it holds no game")
	}
	s, err := kunststucke.Load(sv.State)
	if err != nil {
		return nil, nil, err
	}
	seats, err := scenes.SeatsFromSave(sv.Seats, s.N())
	if err != nil {
		return nil, nil, err
	}
	return s, seats, nil
}

// save writes the table's autosave: the session's game and who plays
// each seat; a finished game leaves none, and a demo never writes one.
func (t *Table) save(a *scenes.App) {
	if !t.sess.Owner() {
		return // a room's host keeps its game
	}
	state, err := t.sess.Save()
	if err != nil {
		a.StoreFailed(err)
		return
	}
	a.SaveGame(Box, t.S.Over, json.RawMessage(state), func(state json.RawMessage) any {
		return KunststuckeSave{Game: kunststucke.GameName, Seats: scenes.SeatsToSave(t.Seats), State: state}
	})
}

// Continue takes up Kunststücke's autosave (or its backup): a session
// of the saved game on this device.
func Continue(a *scenes.App, b []byte) (*Table, error) {
	s, seats, err := decodeKunststuckeSave(b)
	if err != nil {
		return nil, err
	}
	sess, err := scenes.NewLocal(kunststucke.Rules, kunststucke.NewMatch(s), seats, nil)
	if err != nil {
		return nil, err
	}
	return TableFrom(a, sess), nil
}

package tagcity

import (
	"encoding/json"
	"errors"
	"fmt"

	"graffiti/game/tagcity"
	"graffiti/scenes"
)

// Tag City's autosave: its own files beside Graffiti's, written the same
// way (the newest save becomes the backup; a damaged one is moved aside),
// after every confirmed action of a person or a bot.
const (
	TagCityAutosave = "tagcity-autosave.json"
	tagCityBackup   = "tagcity-autosave.bak.json"
)

// tagCitySave is the file: who plays each seat, and the core's state,
// which checks itself on loading (tagcity.Load).
type TagCitySave struct {
	Game  string          `json:"game"`
	Seats []string        `json:"seats,omitempty"` // "" a person, else the bot's level
	Marks []int           `json:"marks,omitempty"` // each seat's marker; none: the seat's own
	State json.RawMessage `json:"state"`
}

// decodeTagCitySave reads a Tag City autosave through the core: any
// refusal makes it damaged.
func decodeTagCitySave(b []byte) (*tagcity.State, []scenes.Seat, []int, error) {
	var sv TagCitySave
	if err := scenes.DecodeSave(b, &sv); err != nil {
		return nil, nil, nil, err
	}
	if sv.Game != tagcity.GameName {
		return nil, nil, nil, fmt.Errorf("a save of %q, not of Tag City", sv.Game)
	}
	if len(sv.State) == 0 || string(sv.State) == "null" {
		return nil, nil, nil, errors.New("it holds no game")
	}
	s, err := tagcity.Load(sv.State)
	if err != nil {
		return nil, nil, nil, err
	}
	seats, err := scenes.SeatsFromSave(sv.Seats, s.N())
	if err != nil {
		return nil, nil, nil, err
	}
	if err := checkMarks(sv.Marks, s.N()); err != nil {
		return nil, nil, nil, err
	}
	return s, seats, sv.Marks, nil
}

// save writes the table's autosave; a finished battle leaves
// none, and a demo never writes one.
func (t *Table) Save(a *scenes.App) {
	if !t.sess.Owner() {
		return // a room's host keeps its game
	}
	state, err := t.sess.Save()
	if err != nil {
		a.StoreFailed(err)
		return
	}
	a.SaveGame(Box, t.S.Phase == tagcity.PhaseOver, json.RawMessage(state), func(state json.RawMessage) any {
		return TagCitySave{Game: tagcity.GameName, Seats: scenes.SeatsToSave(t.Seats), Marks: t.Marks, State: state}
	})
}

// ContinueTagCity takes up Tag City's autosave (or its backup).
func Continue(a *scenes.App, b []byte) (*Table, error) {
	s, seats, marks, err := decodeTagCitySave(b)
	if err != nil {
		return nil, err
	}
	sess, err := scenes.NewLocal(tagcity.Rules, tagcity.NewMatch(s), seats, nil)
	if err != nil {
		return nil, err
	}
	return TableFrom(a, sess, marks), nil
}

package tagcity

import (
	"encoding/json"

	"graffiti/game/tagcity"
	"graffiti/scenes"
)

// Tag City's autosave: its own files beside Graffiti's, written the same
// way (the newest save becomes the backup; a damaged one is moved aside),
// after every confirmed action of a person or a bot.
const TagCityAutosave = "tagcity-autosave.json"

// TagCitySave is the file: who plays each seat, and the core's state,
// which checks itself on loading (tagcity.Load), and each seat's marker.
type TagCitySave struct {
	scenes.GameSave
	Marks []int `json:"marks,omitempty"` // each seat's marker; none: the seat's own
}

// decodeTagCitySave reads a Tag City autosave through the core: any
// refusal makes it damaged; marks are each seat's marker.
func decodeTagCitySave(b []byte) (*tagcity.State, []scenes.Seat, []int, error) {
	var sv TagCitySave
	s, seats, err := scenes.ReadSave(b, &sv, tagcity.GameName, "Tag City", tagcity.Load)
	if err == nil {
		err = checkMarks(sv.Marks, s.N())
	}
	if err != nil {
		return nil, nil, nil, err
	}
	return s, seats, sv.Marks, nil
}

// save writes the table's autosave; a finished battle leaves
// none, and a demo never writes one.
func (t *Table) Save(a *scenes.App) {
	a.SaveSession(Box, t.sess, t.S.Phase == tagcity.PhaseOver, func(state json.RawMessage) any {
		return TagCitySave{GameSave: scenes.GameSave{Game: tagcity.GameName, Seats: scenes.SeatsToSave(t.Seats), State: state}, Marks: t.Marks}
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

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

// saveKunststucke writes the table's autosave; a finished game leaves
// none, and a demo never writes one.
func SaveKunststucke(a *scenes.App, s *kunststucke.State, seats []scenes.Seat) {
	a.SaveGame(Box, s.Over, s, func(state json.RawMessage) any {
		return KunststuckeSave{Game: kunststucke.GameName, Seats: scenes.SeatsToSave(seats), State: state}
	})
}

// ContinueKunststucke takes up Kunststücke's autosave (or its backup).
func Continue(a *scenes.App, b []byte) (*Table, error) {
	s, seats, err := decodeKunststuckeSave(b)
	if err != nil {
		return nil, err
	}
	return TableFrom(a, s, seats), nil
}

package kunststucke

import (
	"encoding/json"

	"graffiti/game/kunststucke"
	"graffiti/scenes"
)

// Kunststücke's autosave: its own files beside the other games', written
// the same way (the newest save becomes the backup; a damaged one is
// moved aside), after every confirmed action of a person or a bot.
const KunststuckeAutosave = "kunststucke-autosave.json"

// decodeKunststuckeSave reads a Kunststücke autosave through the core:
// any refusal makes it damaged.
func decodeKunststuckeSave(b []byte) (*kunststucke.State, []scenes.Seat, error) {
	return scenes.ReadSave(b, &scenes.GameSave{}, kunststucke.GameName, "Kunststücke", kunststucke.Load)
}

// save writes the table's autosave (a scenes.GameSave: the core's
// state checks itself on loading, kunststucke.Load): the session's game
// and who plays each seat; a finished game leaves none, and a demo never writes one.
func (t *Table) save(a *scenes.App) {
	a.SaveSession(Box, t.sess, t.S.Over, func(state json.RawMessage) any {
		return scenes.GameSave{Game: kunststucke.GameName, Seats: scenes.SeatsToSave(t.Seats), State: state}
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

package graffiti

import (
	"encoding/json"
	"errors"
	"fmt"

	"graffiti/game/graffiti"
	"graffiti/scenes"
)

// Graffiti's autosave: the whole core state, the colours, who plays each
// seat and the log, after every confirmed action. Its files keep the
// names they had before the shelf, so saves of earlier versions are
// still taken up.
const backupFile = "autosave.bak.json"

// savedGame is an autosave as read: the state stays raw for the core.
type savedGame struct {
	Format int              `json:"format"`
	Colors []int            `json:"colors"`
	Seats  []string         `json:"seats,omitempty"`
	Log    []string         `json:"log"`
	Events []graffiti.Event `json:"events"`
	State  json.RawMessage  `json:"state"`
}

// decodeAutosave reads an autosave and checks it through the core: any
// refusal makes it damaged.
func decodeAutosave(b []byte) (*graffiti.State, savedGame, error) {
	var sv savedGame
	if err := scenes.DecodeSave(b, &sv); err != nil {
		return nil, sv, err
	}
	if sv.Format != graffiti.Format {
		return nil, sv, fmt.Errorf("format %d, not %d", sv.Format, graffiti.Format)
	}
	if len(sv.State) == 0 || string(sv.State) == "null" {
		return nil, sv, errors.New("it holds no game")
	}
	s, err := graffiti.Load(sv.State)
	if err != nil {
		return nil, sv, err
	}
	if len(sv.Colors) != s.N() {
		return nil, sv, fmt.Errorf("%d colours for %d players", len(sv.Colors), s.N())
	}
	seen := map[int]bool{}
	for _, c := range sv.Colors {
		if c < 0 || c > 3 || seen[c] {
			return nil, sv, fmt.Errorf("colours %v", sv.Colors)
		}
		seen[c] = true
	}
	if _, err := scenes.SeatsFromSave(sv.Seats, s.N()); err != nil {
		return nil, sv, err
	}
	for i, e := range sv.Events {
		if !tellable(s, e) {
			return nil, sv, fmt.Errorf("log event %d is not one the game could have told", i)
		}
	}
	return s, sv, nil
}

// ContinueTable restores the autosave (or, when the newest was damaged,
// the backup), curtain first.
func ContinueTable(a *scenes.App, b []byte) (*Table, error) {
	s, sv, err := decodeAutosave(b)
	if err != nil {
		return nil, err
	}
	seats, _ := scenes.SeatsFromSave(sv.Seats, s.N()) // checked by decodeAutosave
	sess, err := scenes.NewLocal(graffiti.Rules, graffiti.NewMatch(s), seats, nil)
	if err != nil {
		return nil, err
	}
	t := tableFrom(a, sess, sv.Colors)
	t.log, t.legacyLog = sv.Events, sv.Log
	return t, nil
}

// save writes the autosave; a finished game leaves none. A demo game is
// never saved: the person's own saved game stays as it was.
func (t *Table) Save(a *scenes.App) {
	if a.Demo != nil || !t.sess.Owner() {
		return
	}
	if t.S.Phase == graffiti.PhaseOver {
		a.ClearAutosave(Box)
		return
	}
	state, err := t.sess.Save()
	if err != nil {
		a.StoreFailed(err)
		return
	}
	b, err := json.Marshal(autosave{Format: graffiti.Format, Colors: t.colors, Seats: scenes.SeatsToSave(t.seats), Log: t.legacyLog, Events: t.log, State: state})
	if err != nil {
		a.StoreFailed(err)
		return
	}
	a.WriteAutosave(Box, b)
}

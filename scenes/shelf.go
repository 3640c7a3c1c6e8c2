package scenes

import (
	"fmt"
	"strings"

	"graffiti/game/graffiti"
	"graffiti/game/kunststucke"
	"graffiti/game/tagcity"
	"graffiti/scenes/words"
)

// Box is one game on the program's shelf. The title chooses one; each
// keeps its own autosave, and the one played last is the one Continue
// takes up. The shell (title, settings, curtain, rules, store, bots'
// thinking) is shared; a box brings its core, its new-game choices and
// its table.
type Box int

const (
	BoxGraffiti Box = iota
	BoxTagCity
	BoxKunststucke
	numBoxes
)

// saveSlot is where a box keeps its autosave, and how a save is checked
// through the box's core before Continue offers it.
type saveSlot struct {
	file, backup string
	check        func([]byte) error
}

// slot is box's autosave. Graffiti's files keep the names they had
// before the shelf, so saves of earlier versions are still taken up.
func (b Box) slot() saveSlot {
	switch b {
	case BoxKunststucke:
		return saveSlot{kunststuckeAutosave, kunststuckeBackup, func(data []byte) error {
			_, _, err := decodeKunststuckeSave(data)
			return err
		}}
	case BoxTagCity:
		return saveSlot{tagCityAutosave, tagCityBackup, func(data []byte) error {
			_, _, _, err := decodeTagCitySave(data)
			return err
		}}
	}
	return saveSlot{autosaveFile, backupFile, func(data []byte) error {
		_, _, err := decodeAutosave(data)
		return err
	}}
}

// name is the box's title, as its cover prints it.
func (b Box) name() words.Word {
	switch b {
	case BoxTagCity:
		return words.TagCityName
	case BoxKunststucke:
		return words.KunststuckeName
	}
	return words.Title
}

// subtitle is the line under the title when the box is chosen.
func (b Box) subtitle() words.Word {
	switch b {
	case BoxTagCity:
		return words.TagCitySubtitle
	case BoxKunststucke:
		return words.KunststuckeSubtitle
	}
	return words.Subtitle
}

// maxPlayers is the most seats the box's game takes (all take two at
// least).
func (b Box) maxPlayers() int {
	switch b {
	case BoxTagCity:
		return tagcity.MaxPlayers
	case BoxKunststucke:
		return kunststucke.MaxPlayers
	}
	return graffiti.MaxPlayers
}

// valid reports whether b is a box of the shelf (settings from a later
// version may name one this one lacks).
func (b Box) valid() bool { return b >= 0 && b < numBoxes }

// continueBox takes up box's autosave.
func continueBox(a *App, box Box) (Scene, error) {
	switch box {
	case BoxTagCity:
		return ContinueTagCity(a)
	case BoxKunststucke:
		return ContinueKunststucke(a)
	}
	return ContinueTable(a)
}

// ParseBox reads a game's name on the shelf: graffiti, tagcity or
// kunststucke.
func ParseBox(name string) (Box, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "", "graffiti":
		return BoxGraffiti, nil
	case "tagcity", "tag-city":
		return BoxTagCity, nil
	case "kunststucke", "kunststücke":
		return BoxKunststucke, nil
	}
	return 0, fmt.Errorf("unknown game %q (graffiti, tagcity, kunststucke)", name)
}

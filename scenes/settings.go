package scenes

import "encoding/json"

// Speed is how fast animations run.
type Speed int

const (
	SpeedNormal Speed = iota
	SpeedFast
	SpeedInstant
	SpeedSlow
	numSpeeds
)

var speedKeys = [numSpeeds]string{"speed normal", "speed fast", "speed instant", "speed slow"}

// Ticks scales an animation's length in ticks by the speed setting.
func (s Speed) Ticks(n int) int {
	switch s {
	case SpeedFast:
		return max(1, n/2)
	case SpeedInstant:
		return 0
	case SpeedSlow:
		return n * 2
	}
	return n
}

// Settings are the person's choices, kept in the store.
type Settings struct {
	Lang       Lang  `json:"lang"`
	Speed      Speed `json:"speed"`
	Fullscreen bool  `json:"fullscreen"`
}

const settingsFile = "settings.json"

func loadSettings(st Store) Settings {
	var s Settings
	if b, err := st.Load(settingsFile); err == nil {
		_ = json.Unmarshal(b, &s)
	}
	if s.Lang < 0 || s.Lang >= numLangs {
		s.Lang = English
	}
	if s.Speed < 0 || s.Speed >= numSpeeds {
		s.Speed = SpeedNormal
	}
	return s
}

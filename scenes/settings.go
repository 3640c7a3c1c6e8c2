package scenes

import (
	"encoding/json"

	"graffiti/scenes/words"
)

// Speed is how fast animations run.
type Speed int

const (
	SpeedNormal Speed = iota
	SpeedFast
	SpeedInstant
	SpeedSlow
	NumSpeeds
)

var SpeedKeys = [NumSpeeds]words.Word{words.SpeedNormal, words.SpeedFast, words.SpeedInstant, words.SpeedSlow}

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
	Lang       words.Lang `json:"lang"`
	Speed      Speed      `json:"speed"`
	Fullscreen bool       `json:"fullscreen"`
	DemoIdle   DemoIdle   `json:"demoIdle,omitempty"`
	Volume     Volume     `json:"volume,omitempty"`
	DemoSound  bool       `json:"demoSound,omitempty"` // the demo is muted unless this is set
	// Box is the game chosen on the title, and the one played last: the
	// title opens on it, and Continue takes up its save.
	Box int `json:"box,omitempty"`
	// Offered are the games (by name) whose lesson the title has offered
	// on this device: it offers each once.
	Offered []string `json:"offered,omitempty"`
}

// Volume is the sound's loudness; the zero value, medium, is the default.
type Volume int

const (
	VolMedium Volume = iota
	VolOff
	VolLow
	VolHigh
	numVolumes
)

// volumeOrder is the settings screen's order of the choices.
var volumeOrder = [numVolumes]Volume{VolOff, VolLow, VolMedium, VolHigh}

var volumeKeys = [numVolumes]words.Word{words.VolumeMedium, words.VolumeOff, words.VolumeLow, words.VolumeHigh}

// Gain is the volume as a factor from 0 to 1.
func (v Volume) Gain() float64 {
	return [numVolumes]float64{VolMedium: 0.6, VolOff: 0, VolLow: 0.3, VolHigh: 1}[v]
}

// DemoIdle is how long the title stays quiet before the demo starts by
// itself: one of demoIdleChoices. The zero value is the default, two
// minutes, so settings saved before it existed get the default.
type DemoIdle int

const (
	DemoIdleDefault DemoIdle = iota // 2 minutes
	DemoIdle1                       // 1 minute
	DemoIdle5                       // 5 minutes
	DemoIdle10                      // 10 minutes
	DemoIdleNever
	numDemoIdles
)

// demoIdleOrder is the settings screen's order of the choices.
var demoIdleOrder = [numDemoIdles]DemoIdle{DemoIdle1, DemoIdleDefault, DemoIdle5, DemoIdle10, DemoIdleNever}

var demoIdleKeys = [numDemoIdles]words.Word{words.Idle2, words.Idle1, words.Idle5, words.Idle10, words.IdleNever}

// Ticks is the quiet time in ticks (60 a second), 0 for never.
func (d DemoIdle) Ticks() int {
	minutes := map[DemoIdle]int{DemoIdleDefault: 2, DemoIdle1: 1, DemoIdle5: 5, DemoIdle10: 10}[d]
	return minutes * 60 * 60
}

const SettingsFile = "settings.json"

func LoadSettings(st Store) Settings {
	// On first start the language is the browser's or the system's; the
	// saved setting wins after that.
	s := Settings{Lang: words.FirstLang(words.SystemLangs())}
	if b, err := st.Load(SettingsFile); err == nil {
		_ = json.Unmarshal(b, &s)
	}
	if s.Lang < 0 || int(s.Lang) >= words.NumLangs() {
		s.Lang = words.English
	}
	if s.Speed < 0 || s.Speed >= NumSpeeds {
		s.Speed = SpeedNormal
	}
	if s.Volume < 0 || s.Volume >= numVolumes {
		s.Volume = VolMedium
	}
	if s.DemoIdle < 0 || s.DemoIdle >= numDemoIdles {
		s.DemoIdle = DemoIdleDefault
	}
	if s.Box < 0 {
		s.Box = 0
	}
	return s
}

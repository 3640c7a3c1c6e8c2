package scenes

import (
	"graffiti/scenes/sound"
	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// SettingsScene chooses the language, the animation speed, full screen
// the title's quiet time before the demo, the sound's volume, and whether
// the demo makes sound (muted by default).
type SettingsScene struct {
	back *ui.Button
}

// NewSettingsScene opens the settings.
func NewSettingsScene(a *App) *SettingsScene {
	return &SettingsScene{back: &ui.Button{R: ui.Rect{X: 540, Y: 650, W: 200, H: 56}, Label: a.T(words.Back), Enabled: true}}
}

func settingRow(i int) ui.Rect { return ui.Rect{X: 240, Y: 136 + float64(i)*82, W: 800, H: 72} }
func SettingOption(i, k int) ui.Rect {
	r := settingRow(i)
	return ui.Rect{X: r.X + 260 + float64(k)*104, Y: r.Y + 14, W: 96, H: 44}
}

// Update answers taps on the options.
func (s *SettingsScene) Update(a *App) error {
	in := a.Input()
	changed := false
	for _, p := range in.Taps {
		for _, l := range words.Langs() {
			if ui.Hit(SettingOption(0, int(l)), p) {
				a.Settings.Lang, changed = l, true
			}
		}
		for k := 0; k < int(NumSpeeds); k++ {
			if ui.Hit(SettingOption(1, k), p) {
				a.Settings.Speed, changed = speedOrder[k], true
			}
		}
		for k := 0; k < 2; k++ {
			if ui.Hit(SettingOption(2, k), p) {
				a.Settings.Fullscreen, changed = k == 1, true
				a.applyFullscreen()
			}
		}
		for k, v := range demoIdleOrder {
			if ui.Hit(SettingOption(3, k), p) {
				a.Settings.DemoIdle, changed = v, true
			}
		}
		for k, v := range volumeOrder {
			if ui.Hit(SettingOption(4, k), p) {
				a.Settings.Volume, changed = v, true
				a.Cue(sound.Clack) // the new loudness, heard
			}
		}
		for k := 0; k < 2; k++ {
			if ui.Hit(SettingOption(5, k), p) {
				a.Settings.DemoSound, changed = k == 1, true
			}
		}
	}
	if changed {
		a.SaveSettings()
		s.back.Label = a.T(words.Back)
	}
	if s.back.Hit(in) || in.Key == ui.KeyBack {
		a.Goto(NewTitle(a))
	}
	return nil
}

var speedOrder = [NumSpeeds]Speed{SpeedSlow, SpeedNormal, SpeedFast, SpeedInstant}

// Draw shows the three settings.
func (s *SettingsScene) Draw(d *Draw) {
	a := d.App
	Background(d, 0.5)
	d.Text(a.T(words.Settings), 640, 80, 64, ui.Display, ui.Center, sprites.NeonPink, 1)
	labels := []string{a.T(words.Language), a.T(words.AnimationSpeed), a.T(words.FullScreen), a.T(words.DemoAfter), a.T(words.Sound), a.T(words.DemoSound)}
	for i, l := range labels {
		r := settingRow(i)
		d.Fill(r, 14, sprites.Night, 0.8)
		d.Text(l, r.X+20, r.Y+r.H/2, 18, ui.Bold, ui.Left, sprites.Chalk, 1)
	}
	opt := func(i, k int, label string, on bool) {
		r := SettingOption(i, k)
		d.Fill(r, 10, sprites.Ink, 0.9)
		alpha := float32(0.4)
		if on {
			alpha = 1
		}
		d.Stroke(r, 10, 2, sprites.NeonCyan, alpha)
		d.Text(label, r.X+r.W/2, r.Y+r.H/2, 13, ui.Bold, ui.Center, sprites.Chalk, alpha)
	}
	for _, l := range words.Langs() {
		opt(0, int(l), l.Name(), a.Settings.Lang == l)
	}
	for k, sp := range speedOrder {
		opt(1, k, a.T(SpeedKeys[sp]), a.Settings.Speed == sp)
	}
	opt(2, 0, a.T(words.Off), !a.Settings.Fullscreen)
	opt(2, 1, a.T(words.On), a.Settings.Fullscreen)
	for k, v := range demoIdleOrder {
		opt(3, k, a.T(demoIdleKeys[v]), a.Settings.DemoIdle == v)
	}
	for k, v := range volumeOrder {
		opt(4, k, a.T(volumeKeys[v]), a.Settings.Volume == v)
	}
	opt(5, 0, a.T(words.Muted), !a.Settings.DemoSound)
	opt(5, 1, a.T(words.On), a.Settings.DemoSound)
	d.Button(s.back, 20)
}

package graffiti

import (
	"testing"

	"graffiti/game"
	"graffiti/game/bot"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/sound"
	"graffiti/scenes/ui"
)

// cueCounter counts the sounds that reach the output, by their buffer's
// length (each cue's buffer has its own).
type cueCounter struct{ by map[int]int }

func (c *cueCounter) Play(pcm []byte, _ float64) { c.by[len(pcm)]++ }

// A game at the table makes every sound of its events: the cans' clack,
// the tiles' slide, the spray's hiss, the score's tick, the shutter's
// roll between two people and the winner's fanfare; muted in the
// settings, it makes none. The demo is muted unless the settings say.
func TestTableSoundsFollowTheEventsAndMuteSilencesThem(t *testing.T) {
	play := func(vol scenes.Volume) map[sound.Cue]int {
		out := &cueCounter{by: map[int]int{}}
		a := botApp(scenes.SpeedFast)
		a.Settings.Volume = vol
		a.Sound = sound.NewMixer(func() sound.Output { return out })
		a.Sound.Wake()
		tb := seated(t, a, graffiti.Setup{Players: 3, Seed: 9}, []scenes.Seat{{}, {}, {Bot: true, Level: bot.Easy}})
		r := game.NewRand(2)
		for i := 0; ; i++ {
			if i > 300000 {
				t.Fatal("the game did not end")
			}
			if sc, ok := a.Cur.(*Scoring); ok {
				if sc.step == 3 && a.Tick-sc.start > 300 {
					break
				}
				tick(t, a, 1)
				continue
			}
			handOver := tb.S.Actor() != tb.curtain.LiftedFor && !tb.curtain.Down() // it falls on the next tick
			if tb.isBot(tb.S.Actor()) || tb.anim.busy(a.Tick) || tb.curtain.Moving(a) || handOver || tb.S.Phase == graffiti.PhaseOver {
				tick(t, a, 1)
				continue
			}
			if tb.curtain.Down() {
				tap(t, a, ui.Point{X: 640, Y: 360})
				continue
			}
			if tb.S.Phase == graffiti.PhaseKeep {
				tap(t, a, center(confirmBtn))
				continue
			}
			playByTaps(t, a, tb, ChooseFor(tb.Legal, &r))
		}
		got := map[sound.Cue]int{}
		for c := sound.Cue(0); c < sound.NumCues; c++ {
			got[c] = out.by[len(sound.Synth(c))]
		}
		return got
	}
	heard := play(scenes.VolMedium)
	for c := sound.Cue(0); c < sound.NumCues; c++ {
		if heard[c] == 0 {
			t.Errorf("no %s in a whole game (heard %v)", c, heard)
		}
	}
	for c, n := range play(scenes.VolOff) {
		if n > 0 {
			t.Errorf("%d %s with the sound off", n, c)
		}
	}
}

// The demo makes no sound unless the settings allow it.
func TestDemoIsMutedByDefault(t *testing.T) {
	for _, allowed := range []bool{false, true} {
		out := &cueCounter{by: map[int]int{}}
		a := botApp(scenes.SpeedNormal)
		a.BotIterations, a.DemoSeed = 30, 4
		a.Settings.DemoSound = allowed
		a.Sound = sound.NewMixer(func() sound.Output { return out })
		a.Sound.Wake()
		a.StartDemo()
		tick(t, a, 3000)
		n := 0
		for _, k := range out.by {
			n += k
		}
		if allowed && n == 0 {
			t.Error("the demo made no sound with sound in the demo on")
		}
		if !allowed && n > 0 {
			t.Errorf("the demo made %d sounds while muted", n)
		}
	}
}

// A touch opens the sound's output only when the sound is on: a page
// whose player turned it off never opens one (a browser's audio thread
// runs from the output's opening to the page's end, silent or not), and
// the first touch after it is turned on opens it.
func TestATouchOpensTheSoundOnlyWhenItIsOn(t *testing.T) {
	a := scenes.TestApp(testShelf, scenes.SpeedNormal)
	opened := 0
	a.Sound = sound.NewMixer(func() sound.Output { opened++; return &cueCounter{by: map[int]int{}} })
	a.Settings.Volume = scenes.VolOff
	tap(t, a, ui.Point{X: 5, Y: 5})
	tick(t, a, 2)
	if opened != 0 || a.Sound.Awake() {
		t.Fatalf("a touch with the sound off opened its output (%d times)", opened)
	}
	a.Settings.Volume = scenes.VolLow
	tap(t, a, ui.Point{X: 5, Y: 5})
	tick(t, a, 2)
	if opened != 1 || !a.Sound.Awake() {
		t.Fatalf("a touch with the sound on opened its output %d times", opened)
	}
}

package tagcity

import (
	"strings"

	"graffiti/game/tagcity"
	"graffiti/scenes"
	"graffiti/scenes/sound"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// The log, the animations and the points a drawing would score, all read
// from the core's events.

// logEvents adds the events the log tells; the placement of the dice is
// one line, the roll is told when the leader shows it.
func (t *Table) logEvents(ev []tagcity.Event) {
	for _, e := range ev {
		switch e.Kind {
		case tagcity.EvRolled:
			continue
		case tagcity.EvPlaced:
			if n := len(t.log); n > 0 && t.log[n-1].ev.Kind == tagcity.EvPlaced {
				continue
			}
		}
		t.log = append(t.log, tcLogEntry{ev: e})
	}
}

// tcFeatureName names a feature: "column F", "row 4", "the Red district".
func tcFeatureName(lang words.Lang, f int) string {
	switch {
	case f < tagcity.Cols:
		return words.T(lang, TCColumn, string(rune('A'+f)))
	case f < tagcity.Cols+tagcity.Rows:
		return words.T(lang, TCRow, f-tagcity.Cols+1)
	}
	return words.T(lang, TCDistrictOf, words.T(lang, tcDistrictWords[f-tagcity.Cols-tagcity.Rows]))
}

var tcDistrictWords = [tagcity.Districts]words.Word{TCDistRed, TCDistYellow, TCDistPurple, TCDistGreen, TCDistBlue}

var tcShapeWords = [tagcity.NumShapes]words.Word{
	tagcity.O4: TCShapeBlock, tagcity.I4: TCShapeLine, tagcity.T4: TCShapeTee, tagcity.L4: TCShapeHook,
	tagcity.S4: TCShapeZig, tagcity.P5: TCShapeBomb, tagcity.L5: TCShapeLong, tagcity.U5: TCShapeCup,
	tagcity.T5: TCShapeHammer, tagcity.V5: TCShapeCorner, tagcity.Z5: TCShapeBolt,
	tagcity.M1: TCShapeDot, tagcity.D2: TCShapeDash, tagcity.L3: TCShapeElbow,
}

// tcRoman is section sec's numeral, the mark its colour carries.
func tcRoman(sec int) string {
	if sec < 0 || sec >= tagcity.Sections {
		return "?"
	}
	return sprites.TCSectionNumerals[sec]
}

func tcHighWord(lang words.Lang, high bool) string {
	if high {
		return words.T(lang, TCHigh)
	}
	return words.T(lang, TCLow)
}

// tcEndText names the end conditions met.
func tcEndText(lang words.Lang, e tagcity.EndReason) string {
	var parts []string
	for _, c := range []struct {
		r tagcity.EndReason
		w words.Word
	}{{tagcity.EndHighs, TCEndHighs}, {tagcity.EndBubbles, TCEndBubbles}, {tagcity.EndDrones, TCEndDrones}} {
		if e&c.r != 0 {
			parts = append(parts, words.T(lang, c.w))
		}
	}
	return strings.Join(parts, ", ")
}

// eventText is one log line, or "" for events the log leaves out.
func (t *Table) eventText(lang words.Lang, e tagcity.Event) string {
	name := "?"
	if e.Seat >= 0 && e.Seat < t.S.N() {
		name = t.S.Taggers[e.Seat].Name
	}
	switch e.Kind {
	case tagcity.EvRoundStart:
		return words.T(lang, TCLogRound, e.N, name)
	case tagcity.EvRolled:
		parts := make([]string, len(e.Faces))
		for i, f := range e.Faces {
			parts[i] = scenes.Num(f)
		}
		return words.T(lang, TCLogRolled, name, strings.Join(parts, " "))
	case tagcity.EvPlaced:
		return words.T(lang, TCLogPlaced, name)
	case tagcity.EvDieTaken:
		return words.T(lang, TCLogTaken, name, e.Face, tcRoman(e.Section))
	case tagcity.EvTagged:
		return words.T(lang, TCLogTagged, name, words.T(lang, tcShapeWords[e.Shape]), string(rune('A'+e.Col))+scenes.Num(e.Row+1))
	case tagcity.EvDrone:
		return words.T(lang, TCLogDrone, name, e.Value)
	case tagcity.EvBubble:
		return words.T(lang, TCLogBubble, name, e.N+1, e.Value)
	case tagcity.EvNoBubble:
		return words.T(lang, TCLogNoBubble, name)
	case tagcity.EvFeature:
		return words.T(lang, TCLogFeature, name, tcFeatureName(lang, e.N), tcHighWord(lang, e.High), e.Value)
	case tagcity.EvFinalChosen:
		return words.T(lang, TCLogChosen, name)
	case tagcity.EvReveal:
		return words.T(lang, TCLogReveal, e.Face, tcRoman(e.Section))
	case tagcity.EvLastRound:
		return words.T(lang, TCLastRound, tcEndText(lang, tagcity.EndReason(e.N)))
	case tagcity.EvLeader:
		return words.T(lang, TCLogLeader, name)
	case tagcity.EvGameOver:
		return words.T(lang, TCLogOver)
	}
	return ""
}

// tcFx is one event animated: a drawing sprayed on, a value circled, a
// bubble or drone space circled.
type tcFx struct {
	ev   tagcity.Event
	at   int
	mask tagcity.Grid
}

// startFx animates the events of an action, one after another a little:
// the drawings first, then the values they circle.
func (t *Table) startFx(a *scenes.App, ev []tagcity.Event) {
	keep := t.fx[:0]
	for _, f := range t.fx {
		if a.Tick-f.at < 4*tcFxTicks {
			keep = append(keep, f)
		}
	}
	t.fx = keep
	delay := 0
	hiss := false
	for _, e := range ev {
		switch e.Kind {
		case tagcity.EvTagged:
			act := tagcity.Action{Kind: tagcity.ActTag, Shape: e.Shape, Orient: uint8(e.Orient), Row: uint8(e.Row), Col: uint8(e.Col)}
			t.fx = append(t.fx, tcFx{ev: e, at: a.Tick, mask: act.Squares()})
			hiss = true
		case tagcity.EvFeature, tagcity.EvBubble, tagcity.EvDrone:
			delay += a.Settings.Speed.Ticks(10)
			t.fx = append(t.fx, tcFx{ev: e, at: a.Tick + a.Settings.Speed.Ticks(12) + delay})
		case tagcity.EvReveal:
			t.reveal = a.Tick
		}
	}
	if hiss {
		a.Cue(sound.Hiss)
	}
}

// fxBusy reports whether anything still moves.
func (t *Table) fxBusy(a *scenes.App) bool {
	n := a.Settings.Speed.Ticks(tcFxTicks)
	for _, f := range t.fx {
		if a.Tick-f.at < n {
			return true
		}
	}
	return false
}

// fxProgress is how far the animation of an event matching match has
// come, 0 to 1 (1 when there is none).
func (t *Table) fxProgress(a *scenes.App, match func(f *tcFx) bool) float64 {
	n := a.Settings.Speed.Ticks(tcFxTicks)
	for i := range t.fx {
		f := &t.fx[i]
		if match(f) {
			if n == 0 {
				return 1
			}
			return min(1, max(0, float64(a.Tick-f.at)/float64(n)))
		}
	}
	return 1
}

func (t *Table) cellProgress(a *scenes.App, seat, r, c int) float64 {
	return t.fxProgress(a, func(f *tcFx) bool {
		return f.ev.Kind == tagcity.EvTagged && f.ev.Seat == seat && f.mask.Has(r, c)
	})
}

func (t *Table) markProgress(a *scenes.App, kind tagcity.EventKind, seat, n int) float64 {
	return t.fxProgress(a, func(f *tcFx) bool {
		return f.ev.Kind == kind && f.ev.N == n && (seat < 0 || f.ev.Seat == seat)
	})
}

// tcPreview is what a drawing or a use would score, as the core says.
type tcPreview struct {
	act   tagcity.Action
	gen   int
	valid bool
	lines []tagcity.Event // the features it completes
	delta int             // the change of the tagger's score
}

// previewOf applies act to a clone of the state and reads what the core
// says it scores. For the final die, where a choice takes effect only at
// the reveal, the clone lets everyone still to choose check social
// networks (which changes nothing on this tagger's board: with the final
// die a feature's high value is the one open before it, whatever the
// others do) and reads this tagger's events of the reveal.
func (t *Table) previewOf(act tagcity.Action) tcPreview {
	if t.preview.valid && t.preview.act == act && t.preview.gen == t.gen {
		return t.preview
	}
	p := tcPreview{act: act, gen: t.gen}
	c := t.S.Clone()
	seat := c.Actor()
	before := c.Score(seat)
	final := c.Phase == tagcity.PhaseFinal
	ev, err := c.Apply(act)
	if err != nil {
		return p
	}
	round := c.Round
	// Only a final-die choice waits for the others; a pick's score is
	// the pick's alone (the last pick opens the final die, which it
	// must not play).
	for final && c.Phase == tagcity.PhaseFinal && c.Round == round {
		more, err := c.Apply(tagcity.Action{Kind: tagcity.ActSocial})
		if err != nil {
			return p
		}
		ev = append(ev, more...)
	}
	p.valid = true
	for _, e := range ev {
		if e.Kind == tagcity.EvFeature && e.Seat == seat {
			p.lines = append(p.lines, e)
		}
	}
	p.delta = c.Score(seat) - before
	t.preview = p
	return p
}

// Since is what the others did since seat last acted, in words, for a
// phone's page when the seat's turn comes.
func (t *Table) Since(lang words.Lang, seat int) []string {
	from := 0
	if seat >= 0 && seat < len(t.read) {
		from = t.read[seat]
	}
	return scenes.SinceLines(t.log, from, seat, func(e tcLogEntry) (int, string) {
		return e.ev.Seat, t.eventText(lang, e.ev)
	})
}

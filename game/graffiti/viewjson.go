package graffiti

import (
	"strconv"

	"graffiti/game/appendjson"
)

// A room's host writes five views and their events for every action, ten
// thousand a second at a thousand rooms; encoding/json's reflection over
// them was a sixth of its time. AppendJSON writes the same bytes as
// json.Marshal, field by field (viewjson_test.go compares the two on
// every view and event of random games): a field added to View, its
// parts or Event must be added here too, or that test fails.

// AppendJSON appends the view as json.Marshal writes it.
func (v View) AppendJSON(b []byte) []byte {
	b = appendjson.Int(append(b, `{"seat":`...), v.Seat)
	b = v.Setup.appendJSON(append(b, `,"setup":`...))
	b = appendjson.Int(append(b, `,"round":`...), v.Round)
	b = appendjson.Int(append(b, `,"phase":`...), int(v.Phase))
	b = appendjson.Int(append(b, `,"current":`...), v.Current)
	b = appendjson.Int(append(b, `,"first":`...), v.First)
	b = append(b, `,"players":`...)
	if v.Players == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, p := range v.Players {
			if i > 0 {
				b = append(b, ',')
			}
			b = p.appendJSON(b)
		}
		b = append(b, ']')
	}
	b = appendjson.Ints(append(b, `,"supply":`...), v.Supply[:])
	b = appendjson.Int(append(b, `,"permitStack":`...), v.PermitStack)
	b = appendjson.Ints(append(b, `,"permitSlots":`...), v.PermitSlots[:])
	b = appendjson.Int(append(b, `,"discard":`...), v.Discard)
	b = appendjson.Int(append(b, `,"bonusStack":`...), v.BonusStack)
	b = appendjson.Ints(append(b, `,"bonusSlots":`...), v.BonusSlots[:])
	b = appendjson.Ints(append(b, `,"bonusUsed":`...), v.BonusUsed[:])
	b = appendjson.Int(append(b, `,"bobby":`...), v.Bobby)
	b = append(b, `,"spaces":[`...)
	for i, s := range v.Spaces {
		if i > 0 {
			b = append(b, ',')
		}
		b = s.appendJSON(b)
	}
	b = appendjson.Ints(append(b, `],"segments":`...), v.Segments[:])
	b = appendjson.Int(append(b, `,"neutralLeft":`...), v.NeutralLeft)
	b = appendjson.Int(append(b, `,"blocked":`...), v.Blocked)
	b = appendjson.Int(append(b, `,"flipSection":`...), v.FlipSection)
	if len(v.Revealed) > 0 {
		b = appendjson.Ints(append(b, `,"revealed":`...), v.Revealed)
	}
	if len(v.KeepQueue) > 0 {
		b = appendjson.Ints(append(b, `,"keepQueue":`...), v.KeepQueue)
	}
	if len(v.Winners) > 0 {
		b = appendjson.Ints(append(b, `,"winners":`...), v.Winners)
	}
	b = appendjson.Int(append(b, `,"actions":`...), v.Actions)
	return append(b, '}')
}

func (s Setup) appendJSON(b []byte) []byte {
	b = appendjson.Int(append(b, `{"players":`...), s.Players)
	if len(s.Names) > 0 {
		b = appendjson.Strings(append(b, `,"names":`...), s.Names)
	}
	b = strconv.AppendUint(append(b, `,"seed":`...), s.Seed, 10)
	if s.Block {
		b = append(b, `,"block":true`...)
	}
	if s.Special {
		b = append(b, `,"special":true`...)
	}
	if s.TypedSeed {
		b = append(b, `,"typedSeed":true`...)
	}
	return append(b, '}')
}

func (p *PlayerView) appendJSON(b []byte) []byte {
	b = appendjson.String(append(b, `{"name":`...), p.Name)
	b = appendjson.Int(append(b, `,"cans":`...), p.Cans)
	b = appendjson.Int(append(b, `,"tags":`...), p.Tags)
	b = appendjson.Int(append(b, `,"score":`...), p.Score)
	b = appendjson.Int(append(b, `,"points":{"play":`...), p.Points.Play)
	b = appendjson.Int(append(b, `,"tiles":`...), p.Points.Tiles)
	b = appendjson.Int(append(b, `,"tags":`...), p.Points.Tags)
	b = appendjson.Ints(append(b, `},"paid":`...), p.Paid[:])
	b = appendjson.Int(append(b, `,"reserve":`...), p.Reserve)
	if p.Passed {
		b = append(b, `,"passed":true`...)
	}
	b = appendjson.Int(append(b, `,"nPaint":`...), p.NPaint)
	b = appendjson.Int(append(b, `,"nPermits":`...), p.NPermits)
	b = appendjson.Int(append(b, `,"nBonus":`...), p.NBonus)
	b = appendjson.Ints(append(b, `,"used":`...), p.Used[:])
	if p.Paint != nil {
		b = appendjson.Ints(append(b, `,"paint":`...), p.Paint[:])
	}
	if p.Permits != nil {
		b = appendjson.Ints(append(b, `,"permits":`...), p.Permits[:])
	}
	if p.Bonus != nil {
		b = appendjson.Ints(append(b, `,"bonus":`...), p.Bonus[:])
	}
	return append(b, '}')
}

func (s *SpaceState) appendJSON(b []byte) []byte {
	b = append(b, '{')
	sep := false
	field := func(key string) {
		if sep {
			b = append(b, ',')
		}
		sep = true
		b = append(b, key...)
	}
	if s.Taken {
		field(`"taken":true`)
	}
	if s.Added {
		field(`"added":true`)
	}
	if len(s.Occ) > 0 {
		field(`"occ":[`)
		for i, o := range s.Occ {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendjson.Int(append(b, `{"seat":`...), o.Seat)
			b = appendjson.Int(append(b, `,"cans":`...), o.Cans)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

// AppendJSON appends the event as json.Marshal writes it: its zero
// fields left out.
func (e Event) AppendJSON(b []byte) []byte {
	start := len(b)
	field := func(name string, v int) {
		if v == 0 {
			return
		}
		if len(b) > start {
			b = append(b, ',')
		} else {
			b = append(b, '{')
		}
		b = appendjson.Int(append(append(append(b, '"'), name...), '"', ':'), v)
	}
	field("Kind", int(e.Kind))
	field("Seat", e.Seat)
	field("Space", int(e.Space))
	field("Tile", int(e.Tile))
	field("Bonus", int(e.Bonus))
	field("Pips", e.Pips)
	field("Segment", e.Segment)
	field("N", e.N)
	field("Points", e.Points)
	if e.Private {
		if len(b) > start {
			b = append(b, ',')
		} else {
			b = append(b, '{')
		}
		b = append(b, `"Private":true`...)
	}
	if len(b) == start {
		b = append(b, '{')
	}
	return append(b, '}')
}

package graffiti

import (
	"encoding/json"
	"strconv"
)

// A room's host writes five views and their events for every action, ten
// thousand a second at a thousand rooms; encoding/json's reflection over
// them was a sixth of its time. AppendJSON writes the same bytes as
// json.Marshal, field by field (viewjson_test.go compares the two on
// every view and event of random games): a field added to View, its
// parts or Event must be added here too, or that test fails.

// AppendJSON appends the view as json.Marshal writes it.
func (v View) AppendJSON(b []byte) []byte {
	b = appendInt(append(b, `{"seat":`...), v.Seat)
	b = v.Setup.appendJSON(append(b, `,"setup":`...))
	b = appendInt(append(b, `,"round":`...), v.Round)
	b = appendInt(append(b, `,"phase":`...), int(v.Phase))
	b = appendInt(append(b, `,"current":`...), v.Current)
	b = appendInt(append(b, `,"first":`...), v.First)
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
	b = appendInts(append(b, `,"supply":`...), v.Supply[:])
	b = appendInt(append(b, `,"permitStack":`...), v.PermitStack)
	b = appendInts(append(b, `,"permitSlots":`...), v.PermitSlots[:])
	b = appendInt(append(b, `,"discard":`...), v.Discard)
	b = appendInt(append(b, `,"bonusStack":`...), v.BonusStack)
	b = appendInts(append(b, `,"bonusSlots":`...), v.BonusSlots[:])
	b = appendInts(append(b, `,"bonusUsed":`...), v.BonusUsed[:])
	b = appendInt(append(b, `,"bobby":`...), v.Bobby)
	b = append(b, `,"spaces":[`...)
	for i, s := range v.Spaces {
		if i > 0 {
			b = append(b, ',')
		}
		b = s.appendJSON(b)
	}
	b = appendInts(append(b, `],"segments":`...), v.Segments[:])
	b = appendInt(append(b, `,"neutralLeft":`...), v.NeutralLeft)
	b = appendInt(append(b, `,"blocked":`...), v.Blocked)
	b = appendInt(append(b, `,"flipSection":`...), v.FlipSection)
	if len(v.Revealed) > 0 {
		b = appendInts(append(b, `,"revealed":`...), v.Revealed)
	}
	if len(v.KeepQueue) > 0 {
		b = appendInts(append(b, `,"keepQueue":`...), v.KeepQueue)
	}
	if len(v.Winners) > 0 {
		b = appendInts(append(b, `,"winners":`...), v.Winners)
	}
	b = appendInt(append(b, `,"actions":`...), v.Actions)
	return append(b, '}')
}

func (s Setup) appendJSON(b []byte) []byte {
	b = appendInt(append(b, `{"players":`...), s.Players)
	if len(s.Names) > 0 {
		b = append(b, `,"names":[`...)
		for i, n := range s.Names {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, n)
		}
		b = append(b, ']')
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
	b = appendString(append(b, `{"name":`...), p.Name)
	b = appendInt(append(b, `,"cans":`...), p.Cans)
	b = appendInt(append(b, `,"tags":`...), p.Tags)
	b = appendInt(append(b, `,"score":`...), p.Score)
	b = appendInt(append(b, `,"points":{"play":`...), p.Points.Play)
	b = appendInt(append(b, `,"tiles":`...), p.Points.Tiles)
	b = appendInt(append(b, `,"tags":`...), p.Points.Tags)
	b = appendInts(append(b, `},"paid":`...), p.Paid[:])
	b = appendInt(append(b, `,"reserve":`...), p.Reserve)
	if p.Passed {
		b = append(b, `,"passed":true`...)
	}
	b = appendInt(append(b, `,"nPaint":`...), p.NPaint)
	b = appendInt(append(b, `,"nPermits":`...), p.NPermits)
	b = appendInt(append(b, `,"nBonus":`...), p.NBonus)
	b = appendInts(append(b, `,"used":`...), p.Used[:])
	if p.Paint != nil {
		b = appendInts(append(b, `,"paint":`...), p.Paint[:])
	}
	if p.Permits != nil {
		b = appendInts(append(b, `,"permits":`...), p.Permits[:])
	}
	if p.Bonus != nil {
		b = appendInts(append(b, `,"bonus":`...), p.Bonus[:])
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
			b = appendInt(append(b, `{"seat":`...), o.Seat)
			b = appendInt(append(b, `,"cans":`...), o.Cans)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

// AppendJSON appends the event as json.Marshal writes it.
func (e Event) AppendJSON(b []byte) []byte {
	b = appendInt(append(b, `{"Kind":`...), int(e.Kind))
	b = appendInt(append(b, `,"Seat":`...), e.Seat)
	b = appendInt(append(b, `,"Space":`...), int(e.Space))
	b = appendInt(append(b, `,"Tile":`...), int(e.Tile))
	b = appendInt(append(b, `,"Bonus":`...), int(e.Bonus))
	b = appendInt(append(b, `,"Pips":`...), e.Pips)
	b = appendInt(append(b, `,"Segment":`...), e.Segment)
	b = appendInt(append(b, `,"N":`...), e.N)
	b = appendInt(append(b, `,"Points":`...), e.Points)
	b = strconv.AppendBool(append(b, `,"Private":`...), e.Private)
	return append(b, '}')
}

func appendInt(b []byte, n int) []byte { return strconv.AppendInt(b, int64(n), 10) }

func appendInts(b []byte, ns []int) []byte {
	if ns == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, n := range ns {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendInt(b, n)
	}
	return append(b, ']')
}

// appendString writes a name as it is when nothing in it needs escaping
// (printable ASCII but the quote, the backslash and encoding/json's HTML
// escapes), and through encoding/json otherwise.
func appendString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	return append(append(append(b, '"'), s...), '"')
}

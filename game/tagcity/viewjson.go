package tagcity

import (
	"strconv"

	aj "graffiti/game/appendjson"
)

// AppendJSON writes the view and events as json.Marshal writes them,
// field by field, for a room's host that writes one per seat for every
// action (viewjson_test.go compares the two on every view and event of
// random games): a field added to View, its parts or Event must be
// added here too, or that test fails.

// AppendJSON appends the view as json.Marshal writes it.
func (v View) AppendJSON(b []byte) []byte {
	b = aj.Int(append(b, `{"seat":`...), v.Seat)
	b = v.Setup.appendJSON(append(b, `,"setup":`...))
	b = aj.Ints(append(b, `,"hq":`...), v.HQ[:])
	b = aj.Int(append(b, `,"round":`...), v.Round)
	b = aj.Int(append(b, `,"phase":`...), v.Phase)
	b = aj.Int(append(b, `,"leader":`...), v.Leader)
	b = aj.Int(append(b, `,"current":`...), v.Current)
	b = append(b, `,"dice":`...)
	if v.Dice == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, d := range v.Dice {
			if i > 0 {
				b = append(b, ',')
			}
			b = aj.Int(append(b, `{"face":`...), d.Face)
			b = aj.Int(append(b, `,"section":`...), d.Section)
			b = aj.Int(append(b, `,"taker":`...), d.Taker)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	b = append(b, `,"taggers":`...)
	if v.Taggers == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i := range v.Taggers {
			if i > 0 {
				b = append(b, ',')
			}
			b = v.Taggers[i].appendJSON(b)
		}
		b = append(b, ']')
	}
	b = aj.Ints(append(b, `,"highBy":`...), v.HighBy[:])
	b = aj.Ints(append(b, `,"bubbles":`...), v.Bubbles[:])
	if len(v.Chosen) > 0 {
		b = aj.Ints(append(b, `,"chosen":`...), v.Chosen)
	}
	if v.Mine != nil {
		b = v.Mine.appendJSON(append(b, `,"mine":`...))
	}
	if v.Ending != 0 {
		b = aj.Int(append(b, `,"ending":`...), v.Ending)
	}
	if len(v.Winners) > 0 {
		b = aj.Ints(append(b, `,"winners":`...), v.Winners)
	}
	b = aj.Int(append(b, `,"actions":`...), v.Actions)
	return append(b, '}')
}

func (s Setup) appendJSON(b []byte) []byte {
	b = aj.Int(append(b, `{"players":`...), s.Players)
	if len(s.Names) > 0 {
		b = aj.Strings(append(b, `,"names":`...), s.Names)
	}
	b = strconv.AppendUint(append(b, `,"seed":`...), s.Seed, 10)
	b = append(append(append(b, `,"hq":"`...), s.HQ.String()...), '"')
	b = append(append(append(b, `,"city":"`...), s.City.String()...), '"')
	if len(s.Tokens) > 0 {
		b = aj.Strings(append(b, `,"tokens":`...), s.Tokens)
	}
	if s.TypedSeed {
		b = append(b, `,"typedSeed":true`...)
	}
	return append(b, '}')
}

// appendJSON writes the embedded Tagger's fields but its Grid, which
// Words shadows under the same name, as encoding/json does.
func (t *TaggerView) appendJSON(b []byte) []byte {
	b = aj.String(append(b, `{"name":`...), t.Name)
	b = aj.Int(append(b, `,"done":`...), t.Done)
	b = aj.Int(append(b, `,"high":`...), t.High)
	b = aj.Int(append(b, `,"drones":`...), t.Drones)
	if t.Checks != 0 {
		b = aj.Int(append(b, `,"checks":`...), t.Checks)
	}
	b = aj.Ints(append(b, `,"grid":`...), t.Words[:])
	b = aj.Int(append(b, `,"score":`...), t.Score)
	k := &t.Breakdown
	b = aj.Int(append(b, `,"breakdown":{"high":`...), k.High)
	b = aj.Int(append(b, `,"low":`...), k.Low)
	b = aj.Int(append(b, `,"drone":`...), k.Drone)
	b = aj.Int(append(b, `,"bubbles":`...), k.Bubbles)
	b = aj.Int(append(b, `,"circled":`...), k.Circled)
	b = aj.Int(append(b, `,"total":`...), k.Total)
	return append(b, "}}"...)
}

func (u *Use) appendJSON(b []byte) []byte {
	b = aj.Int(append(b, `{"kind":`...), u.Kind)
	b = aj.Int(append(b, `,"shape":`...), u.Shape)
	b = aj.Int(append(b, `,"orient":`...), u.Orient)
	b = aj.Int(append(b, `,"row":`...), u.Row)
	b = aj.Int(append(b, `,"col":`...), u.Col)
	return append(b, '}')
}

// AppendJSON appends the event as json.Marshal writes it.
func (e Event) AppendJSON(b []byte) []byte {
	b = aj.Int(append(b, `{"Kind":`...), e.Kind)
	b = aj.Int(append(b, `,"Seat":`...), e.Seat)
	b = aj.Int(append(b, `,"N":`...), e.N)
	b = aj.Int(append(b, `,"Face":`...), e.Face)
	b = aj.Int(append(b, `,"Section":`...), e.Section)
	b = aj.Int(append(b, `,"Shape":`...), e.Shape)
	b = aj.Int(append(b, `,"Orient":`...), e.Orient)
	b = aj.Int(append(b, `,"Row":`...), e.Row)
	b = aj.Int(append(b, `,"Col":`...), e.Col)
	b = aj.Int(append(b, `,"Value":`...), e.Value)
	b = strconv.AppendBool(append(b, `,"High":`...), e.High)
	b = aj.Ints(append(b, `,"Faces":`...), e.Faces)
	return append(b, '}')
}

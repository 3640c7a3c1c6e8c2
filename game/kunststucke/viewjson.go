package kunststucke

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
	b = aj.Int(append(b, `,"setup":{"players":`...), v.Setup.Players)
	b = strconv.AppendUint(append(b, `,"seed":`...), v.Setup.Seed, 10)
	if len(v.Setup.Names) > 0 {
		b = aj.Strings(append(b, `,"names":`...), v.Setup.Names)
	}
	b = aj.Int(append(b, `,"youngest":`...), v.Setup.Youngest)
	b = aj.Int(append(b, `},"first":`...), v.First)
	b = aj.Int(append(b, `,"turn":`...), v.Turn)
	b = aj.Int(append(b, `,"current":`...), v.Current)
	b = strconv.AppendBool(append(b, `,"played":`...), v.Played)
	b = strconv.AppendBool(append(b, `,"drew":`...), v.Drew)
	b = aj.Int(append(b, `,"looking":`...), v.Looking)
	b = aj.Int(append(b, `,"undo":`...), v.Undo)
	b = append(b, `,"shapes":[`...)
	for i, s := range v.Shapes {
		if i > 0 {
			b = append(b, ',')
		}
		b = aj.Int(append(b, `{"w":`...), s.Where)
		b = aj.Int(append(b, `,"s":`...), s.Seat)
		b = aj.Int(append(b, `,"r":`...), s.Rot)
		b = aj.Int(append(b, `,"x":`...), s.X)
		b = aj.Int(append(b, `,"y":`...), s.Y)
		b = append(b, '}')
	}
	b = aj.Ints(append(b, `],"piles":`...), v.Piles[:])
	if len(v.Examined) > 0 {
		b = aj.Ints(append(b, `,"examined":`...), v.Examined)
	}
	b = append(b, `,"players":`...)
	if v.Players == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i := range v.Players {
			if i > 0 {
				b = append(b, ',')
			}
			b = v.Players[i].appendJSON(b)
		}
		b = append(b, ']')
	}
	b = strconv.AppendBool(append(b, `,"over":`...), v.Over)
	if len(v.Winners) > 0 {
		b = aj.Ints(append(b, `,"winners":`...), v.Winners)
	}
	b = aj.Int(append(b, `,"actions":`...), v.Actions)
	return append(b, '}')
}

func (p *PlayerView) appendJSON(b []byte) []byte {
	b = aj.String(append(b, `{"name":`...), p.Name)
	b = aj.Int(append(b, `,"tokens":`...), p.Tokens)
	b = aj.Array(append(b, `,"filled":`...), p.Filled[:], strconv.AppendBool)
	b = aj.Ints(append(b, `,"from":`...), p.From[:])
	if p.Slots != nil {
		b = aj.Ints(append(b, `,"slots":`...), p.Slots[:])
	}
	b = aj.Int(append(b, `,"score":`...), p.Score)
	b = aj.Int(append(b, `,"met":`...), p.Met)
	return append(b, '}')
}

// AppendJSON appends the event as json.Marshal writes it.
func (e Event) AppendJSON(b []byte) []byte {
	b = aj.Int(append(b, `{"Kind":`...), e.Kind)
	b = aj.Int(append(b, `,"Seat":`...), e.Seat)
	b = aj.Int(append(b, `,"Shape":`...), e.Shape)
	b = aj.Int(append(b, `,"Rot":`...), e.Rot)
	b = appendCell(append(b, `,"At":`...), e.At)
	b = appendCell(append(b, `,"From":`...), e.From)
	b = aj.Array(append(b, `,"Route":`...), e.Route, appendCell)
	b = aj.Int(append(b, `,"Pile":`...), e.Pile)
	b = aj.Int(append(b, `,"Slot":`...), e.Slot)
	b = aj.Int(append(b, `,"Tile":`...), e.Tile)
	b = aj.Int(append(b, `,"N":`...), e.N)
	b = aj.Int(append(b, `,"Points":`...), e.Points)
	b = strconv.AppendBool(append(b, `,"Private":`...), e.Private)
	return append(b, '}')
}

func appendCell(b []byte, c Cell) []byte {
	b = aj.Int(append(b, `{"X":`...), c.X)
	b = aj.Int(append(b, `,"Y":`...), c.Y)
	return append(b, '}')
}

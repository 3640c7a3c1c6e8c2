package graffiti

import (
	"fmt"
	"strconv"
	"strings"

	"graffiti/game"
)

// The text form of actions, as logs and records hold it (docs/notation.md).

// String is the canonical text form; docs/notation.md describes it.
func (a Action) String() string {
	var b strings.Builder
	b.WriteString(a.Kind.String())
	switch a.Kind {
	case ActPaint:
		b.WriteString(" " + spaceName(a.Space))
		if a.Space == SpBig {
			b.WriteString(":" + a.Tile.String())
		}
	case ActPermit, ActBonus:
		b.WriteString(" " + spaceName(a.Space))
	case ActSpray:
		k := 1
		if int(a.Space) >= int(SpTunnel) && int(a.Space) < int(NumSpaces) && spaces[a.Space].Cost == 2 {
			k = 2
		}
		fmt.Fprintf(&b, " %s @%d permit:", segName(a.Segment), k)
		switch a.Permit {
		case PermitOne:
			fmt.Fprintf(&b, "%d", a.Pips)
		case PermitTwo:
			fmt.Fprintf(&b, "%d+%d", a.Pips, a.Pips)
		case PermitBonus:
			b.WriteString("bonus")
		}
		b.WriteString(" paint:" + tileList(a.Tiles, a.Wild))
	case ActReserve, ActFlip:
		b.WriteString(" " + segName(a.Segment))
	case ActKeep:
		b.WriteString(" " + tileList(a.Tiles, 0))
		if a.Save {
			b.WriteString(" +save")
		}
	}
	if a.Add {
		b.WriteString(" +add")
	}
	if a.Discount {
		b.WriteString(" +discount")
	}
	return b.String()
}

func tileList(ts [NumTiles]uint8, wild uint8) string {
	var parts []string
	for t := Tile(0); t < NumTiles; t++ {
		for i := uint8(0); i < ts[t]; i++ {
			parts = append(parts, t.String())
		}
	}
	for i := uint8(0); i < wild; i++ {
		parts = append(parts, "wild")
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ",")
}

func spaceByName(board Board, name string) (Space, bool) {
	for i := range Spaces {
		if spaces[i].Board == board && spaces[i].Name == name {
			return Space(i), true
		}
	}
	return 0, false
}

func parseTiles(s string, allowWild bool) ([NumTiles]uint8, uint8, error) {
	var ts [NumTiles]uint8
	var wild uint8
	if s == "none" {
		return ts, 0, nil
	}
	for _, p := range strings.Split(s, ",") {
		if p == "wild" && allowWild {
			wild++
			continue
		}
		found := false
		for t := Tile(0); t < NumTiles; t++ {
			if t.String() == p {
				ts[t]++
				found = true
			}
		}
		if !found {
			return ts, 0, fmt.Errorf("unknown paint tile %q", p)
		}
	}
	return ts, wild, nil
}

// Parse reads an action's text form. Parse(a.String()) == a for every action.
func Parse(text string) (Action, error) {
	kind, args, err := game.ActionKind(text, kindWords[:])
	if err != nil {
		return Action{}, err
	}
	a := Action{Kind: Kind(kind)}
	// Trailing modifiers.
	for len(args) > 0 && strings.HasPrefix(args[len(args)-1], "+") {
		switch m := args[len(args)-1]; {
		case m == "+add" && a.Add, m == "+discount" && a.Discount, m == "+save" && a.Save:
			return a, fmt.Errorf("modifier %s given twice", m)
		case m == "+add" && a.Kind <= ActSpray:
			a.Add = true
		case m == "+discount" && a.Kind <= ActSpray:
			a.Discount = true
		case m == "+save" && a.Kind == ActKeep:
			a.Save = true
		default:
			return a, fmt.Errorf("unknown modifier %q for %s", m, a.Kind)
		}
		args = args[:len(args)-1]
	}
	want := map[Kind]int{ActPaint: 1, ActPermit: 1, ActBonus: 1, ActSpray: 4, ActPass: 0, ActReserve: 1, ActExtra: 0, ActEnd: 0, ActKeep: 1, ActFlip: 1}[a.Kind]
	if len(args) != want {
		return a, fmt.Errorf("%s takes %d argument(s), got %d", a.Kind, want, len(args))
	}
	switch a.Kind {
	case ActPaint:
		name, tile, big := strings.Cut(args[0], ":")
		sp, ok := spaceByName(PaintBoard, name)
		if !ok || big != (sp == SpBig) {
			return a, fmt.Errorf("unknown paint space %q", args[0])
		}
		a.Space = sp
		if big {
			ts, _, err := parseTiles(tile, false)
			if err != nil || ts[TileR]+ts[TileY]+ts[TileB] != 1 || tile == "none" {
				return a, fmt.Errorf("the big paint space gives one R, Y or B tile, not %q", tile)
			}
			for t := TileR; t <= TileB; t++ {
				if ts[t] == 1 {
					a.Tile = t
				}
			}
		} else {
			a.Tile = spaces[sp].Tile
		}
	case ActPermit, ActBonus:
		board := PermitBoard
		if a.Kind == ActBonus {
			board = BonusBoard
		}
		sp, ok := spaceByName(board, args[0])
		if !ok {
			return a, fmt.Errorf("unknown %s space %q", a.Kind, args[0])
		}
		a.Space = sp
	case ActSpray:
		seg := SegmentByName(args[0])
		if seg < 0 {
			return a, fmt.Errorf("unknown segment %q", args[0])
		}
		a.Segment = int8(seg)
		sec := tunnels[0].Segments[seg].Section()
		switch args[1] {
		case "@1":
			a.Space = TunnelSpace(sec, 0)
		case "@2":
			a.Space = TunnelSpace(sec, 1)
		default:
			return a, fmt.Errorf("tunnel space must be @1 or @2, not %q", args[1])
		}
		p, ok := strings.CutPrefix(args[2], "permit:")
		if !ok {
			return a, fmt.Errorf("expected permit:..., got %q", args[2])
		}
		if p == "bonus" {
			a.Permit = PermitBonus
		} else if x, y, two := strings.Cut(p, "+"); two {
			n, err1 := strconv.Atoi(x)
			m, err2 := strconv.Atoi(y)
			if err1 != nil || err2 != nil || n != m || n < 1 || n > 5 {
				return a, fmt.Errorf("two permits must show equal pips 1-5, not %q", p)
			}
			a.Permit, a.Pips = PermitTwo, int8(n)
		} else {
			n, err := strconv.Atoi(p)
			if err != nil || n < 1 || n > 5 {
				return a, fmt.Errorf("a permit shows 1-5 pips, not %q", p)
			}
			a.Permit, a.Pips = PermitOne, int8(n)
		}
		pay, ok := strings.CutPrefix(args[3], "paint:")
		if !ok {
			return a, fmt.Errorf("expected paint:..., got %q", args[3])
		}
		ts, wild, err := parseTiles(pay, true)
		if err != nil {
			return a, err
		}
		a.Tiles, a.Wild = ts, wild
	case ActReserve, ActFlip:
		seg := SegmentByName(args[0])
		if seg < 0 {
			return a, fmt.Errorf("unknown segment %q", args[0])
		}
		a.Segment = int8(seg)
	case ActKeep:
		ts, _, err := parseTiles(args[0], false)
		if err != nil {
			return a, err
		}
		a.Tiles = ts
	}
	return a, nil
}

func segName(i int8) string {
	if i < 0 || int(i) >= NumSegments {
		return "?"
	}
	return tunnels[0].Segments[i].Name
}

func spaceName(sp Space) string {
	if sp >= NumSpaces {
		return "?"
	}
	return spaces[sp].Name
}

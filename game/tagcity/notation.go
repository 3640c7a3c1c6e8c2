package tagcity

import (
	"fmt"
	"strconv"
	"strings"

	"graffiti/game"
)

// The text form of actions (docs/tagcity-rules.md, "Notation"):
//
//	place 1:I 3:III 3:IV 6:I     every die rolled, face:section
//	tag 3@IV P5/2 C4             take the 3 on IV, draw P5 in orientation 2, box at C4
//	drone 3@IV m1/0 A1           take the 3 on IV, drone: draw m1
//	social 3@IV b2               take the 3 on IV, circle bubble 2
//	social 3@IV                  the same with no bubble left
//	tag P5/2 C4, drone m1/0 A1, social   with the final die
//
// The actor is never written: it is whoever the state waits for.

// String is the canonical text form.
func (a Action) String() string {
	var b strings.Builder
	b.WriteString(a.Kind.String())
	if a.Kind == ActPlace {
		for f := 1; f <= Faces; f++ {
			if a.Later[f] > a.Faces[f] {
				return b.String() + " ?"
			}
			lo, hi := DieSections(f)
			for i := uint8(0); i < a.Faces[f]-a.Later[f]; i++ {
				fmt.Fprintf(&b, " %d:%s", f, romanOf(lo))
			}
			for i := uint8(0); i < a.Later[f]; i++ {
				fmt.Fprintf(&b, " %d:%s", f, romanOf(hi))
			}
		}
		return b.String()
	}
	if a.Face != 0 {
		fmt.Fprintf(&b, " %d@%s", a.Face, romanOf(int(a.Section)))
	}
	switch a.Kind {
	case ActTag, ActDrone:
		code := "?"
		if a.Shape < NumShapes {
			code = shapes[a.Shape].Code
		}
		fmt.Fprintf(&b, " %s/%d %c%d", code, a.Orient, 'A'+a.Col, int(a.Row)+1)
	case ActSocial:
		if a.Bubble != 0 {
			fmt.Fprintf(&b, " b%d", a.Bubble)
		}
	}
	return b.String()
}

func romanOf(sec int) string {
	if sec < 0 || sec >= Sections {
		return "?"
	}
	return romans[sec]
}

func parseRoman(s string) (int, bool) {
	for i, r := range romans {
		if r == s {
			return i, true
		}
	}
	return 0, false
}

// ShapeByCode finds a token by its code ("P5", "m1").
func ShapeByCode(code string) (Shape, bool) {
	for s := Shape(0); s < NumShapes; s++ {
		if shapes[s].Code == code {
			return s, true
		}
	}
	return 0, false
}

// Parse reads an action's text form. Parse(a.String()) == a for every
// action String writes.
func Parse(text string) (Action, error) {
	kind, args, err := game.ActionKind(text, kindWords[:])
	if err != nil {
		return Action{}, err
	}
	a := Action{Kind: Kind(kind)}
	if a.Kind == ActPlace {
		if len(args) == 0 || len(args) > MaxPlayers+1 {
			return a, fmt.Errorf("place names 3 to 5 dice as face:section, got %d", len(args))
		}
		for _, p := range args {
			fs, ss, ok := strings.Cut(p, ":")
			face, err := strconv.Atoi(fs)
			sec, okSec := parseRoman(ss)
			if !ok || err != nil || face < 1 || face > Faces || !okSec {
				return a, fmt.Errorf("a die is placed as face:section, like 3:IV, not %q", p)
			}
			lo, hi := DieSections(face)
			switch sec {
			case lo:
			case hi:
				a.Later[face]++
			default:
				return a, fmt.Errorf("a die showing %d goes on section %s or %s, not %s", face, romans[lo], romans[hi], ss)
			}
			a.Faces[face]++
		}
		return a, nil
	}
	if len(args) > 0 && strings.Contains(args[0], "@") {
		fs, ss, _ := strings.Cut(args[0], "@")
		face, err := strconv.Atoi(fs)
		sec, ok := parseRoman(ss)
		if err != nil || face < 1 || face > Faces || !ok {
			return a, fmt.Errorf("a die is named face@section, like 3@IV, not %q", args[0])
		}
		a.Face, a.Section = uint8(face), uint8(sec)
		args = args[1:]
	}
	switch a.Kind {
	case ActTag, ActDrone:
		if len(args) != 2 {
			return a, fmt.Errorf("%s takes a drawing (shape/orientation square), got %d argument(s)", a.Kind, len(args))
		}
		code, os, ok := strings.Cut(args[0], "/")
		sh, okShape := ShapeByCode(code)
		o, err := strconv.Atoi(os)
		if !ok || !okShape || err != nil || o < 0 || o >= 8 {
			return a, fmt.Errorf("a drawing is shape/orientation, like P5/2, not %q", args[0])
		}
		sq := args[1]
		if len(sq) < 2 || sq[0] < 'A' || sq[0] >= 'A'+Cols {
			return a, fmt.Errorf("unknown square %q", sq)
		}
		row, err := strconv.Atoi(sq[1:])
		if err != nil || row < 1 || row > Rows || strconv.Itoa(row) != sq[1:] {
			return a, fmt.Errorf("unknown square %q", sq)
		}
		a.Shape, a.Orient, a.Row, a.Col = sh, uint8(o), uint8(row-1), sq[0]-'A'
	case ActSocial:
		switch len(args) {
		case 0:
		case 1:
			n, err := strconv.Atoi(strings.TrimPrefix(args[0], "b"))
			if !strings.HasPrefix(args[0], "b") || err != nil || n < 1 || n > NumBubbles || "b"+strconv.Itoa(n) != args[0] {
				return a, fmt.Errorf("a bubble is b1 to b%d, not %q", NumBubbles, args[0])
			}
			a.Bubble = uint8(n)
		default:
			return a, fmt.Errorf("social takes at most a bubble, got %d arguments", len(args))
		}
	}
	return a, nil
}

package tagcity

// Kind is what an action does.
type Kind uint8

const (
	ActPlace  Kind = iota // the leader places every die rolled
	ActTag                // take a die (or use the final die) and draw its shape
	ActDrone              // take a die (or use the final die) and draw any HQ shape, circling a drone space
	ActSocial             // take a die (or use the final die) and check social networks
	numKinds
)

var kindWords = [numKinds]string{"place", "tag", "drone", "social"}

func (k Kind) String() string {
	if k < numKinds {
		return kindWords[k]
	}
	return "?"
}

// Action is one decision. It is a plain value: comparable with ==, cheap
// to copy; its text form (String, Parse; docs/tagcity-rules.md,
// "Notation") is what logs and records hold.
type Action struct {
	Kind Kind
	// The die taken, in the pick phase: its face (1-6) and section (0-5
	// for I-VI). Both 0 in the final-die phase, where the die is the one
	// left.
	Face, Section uint8
	// The drawing of a tag or a drone: the token, its orientation (an
	// index into Orientations) and the top-left square of its box.
	Shape    Shape
	Orient   uint8
	Row, Col uint8
	// Social networks in the pick phase: the bubble circled (1-5), 0 when
	// none is free. Always 0 in the final-die phase (settled point 9).
	Bubble uint8
	// Place: how many dice of each face (index 1-6) were rolled, and how
	// many of them go on the later of their two sections (section k+1 for
	// face k, section I for face 6); the others go on section k.
	Faces, Later [Faces + 1]uint8
}

// canonical keeps only the fields the action's kind takes. Check refuses
// an action with stray fields, so that one decision has one form only.
func (a Action) canonical() Action {
	c := Action{Kind: a.Kind, Face: a.Face, Section: a.Section}
	switch a.Kind {
	case ActPlace:
		c.Face, c.Section = 0, 0
		c.Faces, c.Later = a.Faces, a.Later
		c.Faces[0], c.Later[0] = 0, 0 // faces are 1-6
	case ActTag, ActDrone:
		c.Shape, c.Orient, c.Row, c.Col = a.Shape, a.Orient, a.Row, a.Col
	case ActSocial:
		c.Bubble = a.Bubble
	}
	return c
}

func (a Action) use() Use {
	return Use{Kind: a.Kind, Shape: a.Shape, Orient: int(a.Orient), Row: int(a.Row), Col: int(a.Col)}
}

// Squares gives the squares a tag or drone action draws (empty for the
// others or a drawing off the grid): for the table's ghost.
func (a Action) Squares() Grid {
	if a.Kind != ActTag && a.Kind != ActDrone {
		return Grid{}
	}
	m, _ := drawing(a.Shape, int(a.Orient), int(a.Row), int(a.Col))
	return m
}

package graffiti

// Kind is what an action does.
type Kind uint8

const (
	ActPaint   Kind = iota // cans on the paint board: take a paint tile
	ActPermit              // cans on the permit board: take permits
	ActBonus               // cans on the bonus board: take a bonus tile or the bobby
	ActSpray               // cans in the tunnel: spray a segment
	ActPass                // end your round
	ActReserve             // free step: the reservation bonus
	ActExtra               // after your action: the extra-action bonus
	ActEnd                 // after your action: end the turn without it
	ActKeep                // round end: the paint tiles you keep
	ActFlip                // round end, 2-3 players: the neutral flip
	numKinds
)

var kindWords = [numKinds]string{"paint", "permit", "bonus", "spray", "pass", "reserve", "extra", "end", "keep", "flip"}

func (k Kind) String() string { return kindWords[k] }

// PermitUse is how a spray is permitted.
type PermitUse uint8

const (
	PermitOne   PermitUse = iota // one permit with the section's pips
	PermitTwo                    // two permits with equal pips: any section
	PermitBonus                  // the permit bonus tile: any section
)

// Action is one decision. It is a plain value: comparable with ==, cheap
// to copy, and its text form (String, Parse) is what logs and records hold.
type Action struct {
	Kind     Kind
	Space    Space     // placements
	Tile     Tile      // the big paint space: which single tile
	Segment  int8      // spray, reserve, flip
	Permit   PermitUse // spray
	Pips     int8      // spray with PermitOne or PermitTwo
	Wild     uint8     // spray: wild-paint bonus tiles paid
	Add      bool      // placement: the Add bonus, onto a taken 1-can space
	Discount bool      // placement: the Discount bonus, one can less
	Save     bool      // keep: the Save bonus, keep 3
	Tiles    [NumTiles]uint8
}

// Pass is the pass action.
var Pass = Action{Kind: ActPass}

// canonical keeps only the fields the action's kind takes. Check refuses
// an action with stray fields, so that one decision has one form only.
func (a Action) canonical() Action {
	c := Action{Kind: a.Kind}
	switch a.Kind {
	case ActPaint:
		c.Space, c.Tile, c.Add, c.Discount = a.Space, a.Tile, a.Add, a.Discount
	case ActPermit, ActBonus:
		c.Space, c.Add, c.Discount = a.Space, a.Add, a.Discount
	case ActSpray:
		c = a
		c.Tile, c.Save = 0, false
		if a.Permit == PermitBonus {
			c.Pips = 0
		}
	case ActReserve, ActFlip:
		c.Segment = a.Segment
	case ActKeep:
		c.Tiles, c.Save = a.Tiles, a.Save
	}
	return c
}

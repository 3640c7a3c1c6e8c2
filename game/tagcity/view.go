package tagcity

import (
	"slices"

	"graffiti/game"
)

// View is the state as one seat may see it. Everything in Tag City is
// public but the random source (the seed and the future rolls) and the
// final-die choices: Chosen says who has chosen, never what, and Mine is
// the viewer's own choice. Serialised, it holds nothing another seat
// keeps hidden.
type View struct {
	Seat    int                `json:"seat"` // the viewer; Nobody sees only what is public
	Setup   Setup              `json:"setup"`
	HQ      [Sections]Shape    `json:"hq"`
	Round   int                `json:"round"`
	Phase   Phase              `json:"phase"`
	Leader  int                `json:"leader"`
	Current int                `json:"current"`
	Dice    []Die              `json:"dice"`
	Taggers []TaggerView       `json:"taggers"`
	HighBy  [NumFeatures]uint8 `json:"highBy"`
	Bubbles [NumBubbles]uint8  `json:"bubbles"`
	Chosen  []int              `json:"chosen,omitempty"` // seats that have chosen the final die, in order
	Mine    *Use               `json:"mine,omitempty"`   // the viewer's own final-die choice, while held
	Ending  EndReason          `json:"ending,omitempty"`
	Winners []int              `json:"winners,omitempty"`
	Actions int                `json:"actions"` // played so far
}

// TaggerView is a city board with its score so far. Its grid is written
// as Words (viewgrid.go), whose JSON name shadows the board's own Grid.
type TaggerView struct {
	Tagger
	Words     GridWords `json:"grid"`
	Score     int       `json:"score"`
	Breakdown Breakdown `json:"breakdown"`
}

// ViewFor gives the state as seat sees it.
func (s *State) ViewFor(seat int) View {
	v := View{
		Seat: seat, Setup: s.Setup, HQ: s.HQ, Round: s.Round, Phase: s.Phase, Leader: s.Leader,
		Current: s.Current, Dice: slices.Clone(s.Dice), HighBy: s.HighBy, Bubbles: s.Bubbles,
		Ending: s.Ending, Winners: slices.Clone(s.Winners), Actions: s.Actions,
	}
	v.Setup.Seed = 0 // the seed would tell the future rolls
	v.Setup.Names = slices.Clone(s.Setup.Names)
	v.Setup.Tokens = slices.Clone(s.Setup.Tokens)
	for i := range s.Taggers {
		b := s.Breakdown(i)
		v.Taggers = append(v.Taggers, TaggerView{Tagger: s.Taggers[i], Words: WordsOf(s.Taggers[i].Grid), Score: b.Total, Breakdown: b})
	}
	for _, f := range s.Finals {
		v.Chosen = append(v.Chosen, f.Seat)
		if f.Seat == seat {
			u := f.Use
			v.Mine = &u
		}
	}
	return v
}

// permuteHidden changes what viewer cannot see and nothing else: the
// other seats' pending final-die choices become other legal choices, and
// the random source is replaced. It reports whether a choice changed. The
// secrecy checks compare viewer's serialised view before and after.
func (s *State) permuteHidden(viewer int, r *game.Rand) bool {
	changed := false
	if s.Phase == PhaseFinal {
		cur := s.Current
		for i, f := range s.Finals {
			if f.Seat == viewer {
				continue
			}
			s.Current = f.Seat
			a := s.RandomAction(r)
			if u := a.use(); u != f.Use {
				s.Finals[i].Use = u
				changed = true
			}
		}
		s.Current = cur
	}
	s.RNG = game.NewRand(r.Uint64())
	return changed
}

// Determinize gives a full state consistent with everything the view
// shows, for a search that sees only its seat's view: the choices of the
// seats that have chosen the final die are drawn with RandomAction from
// the board as it stands (the board before the final die, which is all
// they saw), and the random source from r. The result's ViewFor(v.Seat)
// is v.
func Determinize(v *View, r *game.Rand) (*State, error) {
	s := &State{
		Game: GameName, Format: Format, Setup: v.Setup, RNG: game.NewRand(r.Uint64()), HQ: v.HQ,
		Round: v.Round, Phase: v.Phase, Leader: v.Leader, Current: v.Current, Dice: slices.Clone(v.Dice),
		HighBy: v.HighBy, Bubbles: v.Bubbles, Ending: v.Ending, Winners: slices.Clone(v.Winners), Actions: v.Actions,
	}
	s.Setup.Names = slices.Clone(v.Setup.Names)
	s.Setup.Tokens = slices.Clone(v.Setup.Tokens)
	for _, t := range v.Taggers {
		s.Taggers = append(s.Taggers, t.Tagger)
	}
	cur := s.Current
	for _, seat := range v.Chosen {
		if seat == v.Seat && v.Mine != nil {
			s.Finals = append(s.Finals, Final{Seat: seat, Use: *v.Mine})
			continue
		}
		if seat < 0 || seat >= len(s.Taggers) || s.Phase != PhaseFinal {
			return nil, errBadView
		}
		s.Current = seat
		s.Finals = append(s.Finals, Final{Seat: seat, Use: s.RandomAction(r).use()})
	}
	s.Current = cur
	if err := s.Invariants(); err != nil {
		return nil, err
	}
	return s, nil
}

var errBadView = refuse("the view names a final-die chooser outside the final-die phase")

// StandIn is the game as a view's seat may know it: a whole state whose
// every detail the view shows is the view's, the rest (the other seats'
// choices of the final die, the random source) dealt from seed: the same
// view and seed give the same stand-in. A table asks the core's rules of
// it and draws from it only what the view shows: a test draws it from
// two seeds and compares.
func StandIn(v View, seed uint64) (*State, error) {
	r := game.NewRand(seed ^ 0x57a9d)
	return Determinize(&v, &r)
}

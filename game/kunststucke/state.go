package kunststucke

import (
	"fmt"
	"slices"

	"graffiti/game"
)

// Format is the version of saves and records this program writes.
const Format = 1

// GameName is what saves and records say they hold.
const GameName = "kunststucke"

// Nobody is the seat of no one: the current seat once the game is over.
const Nobody = -1

// Setup is how a game starts: the seed deals everything.
type Setup struct {
	Players int      `json:"players"`
	Seed    uint64   `json:"seed"`
	Names   []string `json:"names,omitempty"`
	// Youngest is the seat that starts (the rulebook's youngest player),
	// or -1 to let the seed choose (point 17).
	Youngest int `json:"youngest"`
}

func (u *Setup) check() error {
	if u.Players < MinPlayers || u.Players > MaxPlayers {
		return fmt.Errorf("the game is for %d to %d players, not %d", MinPlayers, MaxPlayers, u.Players)
	}
	if u.Names != nil && len(u.Names) != u.Players {
		return fmt.Errorf("%d names for %d players", len(u.Names), u.Players)
	}
	for _, n := range u.Names {
		if err := game.CheckName(n); err != nil {
			return err
		}
	}
	if u.Youngest < -1 || u.Youngest >= u.Players {
		return fmt.Errorf("the youngest seat %d is not one of the %d seats", u.Youngest, u.Players)
	}
	return nil
}

// Where a shape is.
type Where uint8

const (
	InHand    Where = iota // in Seat's hand, face up
	SetAside               // left over at the deal, face up in the set-aside tray
	OnCanvas               // on the canvas at Rot, X, Y
	Discarded              // discarded by Seat, face up in the discard tray
	numWheres
)

var whereWords = [numWheres]string{"hand", "aside", "canvas", "discard"}

func (w Where) String() string {
	if w >= numWheres {
		return "?"
	}
	return whereWords[w]
}

// ShapeState is where one shape of the box is. Seat is the holder in a
// hand, who placed it on the canvas, who discarded it; -1 when set aside.
type ShapeState struct {
	Where Where `json:"w"`
	Seat  int8  `json:"s"`
	Rot   int8  `json:"r"`
	X     int8  `json:"x"`
	Y     int8  `json:"y"`
}

// At is the shape's anchor cell on the canvas.
func (ss ShapeState) At() Cell { return Cell{ss.X, ss.Y} }

// Player is one artist.
type Player struct {
	Name   string `json:"name"`
	Tokens int    `json:"tokens"`
	// Slots holds the objective tile on each slot of the scoring board, -1
	// for a free slot; From the pile (0 = A) it was drawn from, -1 if free.
	Slots [NumSlots]TileID `json:"slots"`
	From  [NumSlots]int8   `json:"from"`
	// Score and Met are the final score and objectives met, set when the
	// game ends (a running score would reveal the tiles).
	Score int `json:"score"`
	Met   int `json:"met"`
}

// Free tells whether the player has a free slot.
func (p *Player) Free() bool { return slices.Contains(p.Slots[:], -1) }

// Drawn is how many tiles the player holds.
func (p *Player) Drawn() int {
	n := 0
	for _, t := range p.Slots {
		if t >= 0 {
			n++
		}
	}
	return n
}

// State is the whole game. Its arrays make Clone a copy of one value and
// two short slices.
type State struct {
	Format int    `json:"format"`
	Game   string `json:"game"`
	Setup  Setup  `json:"setup"`
	First  int    `json:"first"` // the seat that started
	// Turn counts the turns begun; the seat to play is Current.
	Turn    int `json:"turn"`
	Current int `json:"current"`
	Actions int `json:"actions"`
	// This turn so far: the shape placed or discarded (point 15's one
	// shape a turn), the tile drawn, and the pile being looked at (-1).
	Played  bool `json:"played"`
	Drew    bool `json:"drew"`
	Looking int  `json:"looking"`
	// Undo is the shape just placed or discarded while it may still be
	// taken back into the hand (point 19), or -1.
	Undo    ShapeID               `json:"undo"`
	Shapes  [NumShapes]ShapeState `json:"shapes"`
	Piles   [NumTiles]int8        `json:"piles"` // the pile each tile lies in, -1 once drawn
	Players []Player              `json:"players"`
	Over    bool                  `json:"over"`
	Winners []int                 `json:"winners,omitempty"`
	board   [NumCells]int8        // the shape on each cell, -1; rebuilt from Shapes
}

// N is the number of players.
func (s *State) N() int { return len(s.Players) }

// Clone is a deep copy.
func (s *State) Clone() *State {
	c := *s
	c.Setup.Names = slices.Clone(s.Setup.Names)
	c.Players = slices.Clone(s.Players)
	c.Winners = slices.Clone(s.Winners)
	return &c
}

// At is the shape on a cell, or -1.
func (s *State) At(c Cell) ShapeID {
	if c.X < 0 || c.X >= CanvasSize || c.Y < 0 || c.Y >= CanvasSize {
		return -1
	}
	return ShapeID(s.board[int(c.Y)*CanvasSize+int(c.X)])
}

// Hand lists seat's shapes still to play.
func (s *State) Hand(seat int) []ShapeID {
	var h []ShapeID
	for id := range s.Shapes {
		if ss := s.Shapes[id]; ss.Where == InHand && int(ss.Seat) == seat {
			h = append(h, ShapeID(id))
		}
	}
	return h
}

// Pile lists the tiles in pile p, sorted by colour and number (point 9:
// the order tells nothing, so none is kept).
func (s *State) Pile(p int) []TileID {
	var ts []TileID
	for t, q := range s.Piles {
		if int(q) == p {
			ts = append(ts, TileID(t))
		}
	}
	return ts
}

// PileSize is the number of tiles in pile p.
func (s *State) PileSize(p int) int {
	n := 0
	for _, q := range s.Piles {
		if int(q) == p {
			n++
		}
	}
	return n
}

// New sets a game up from its seed: the shapes dealt (the youngest first),
// the tiles shuffled into five piles, 10 tokens each.
func New(u Setup) (*State, []Event, error) {
	if err := u.check(); err != nil {
		return nil, nil, err
	}
	n := u.Players
	u.Names = slices.Clone(u.Names)
	if u.Names == nil {
		u.Names = slices.Clone(defaultNames[:n])
	}
	r := game.NewRand(u.Seed)
	s := &State{Format: Format, Game: GameName, Setup: u, Turn: 1, Looking: -1, Undo: -1}
	s.First = u.Youngest
	if s.First < 0 {
		s.First = r.Intn(n)
	}
	s.Current = s.First
	deck := make([]ShapeID, NumShapes)
	for i := range deck {
		deck[i] = ShapeID(i)
	}
	game.Shuffle(&r, deck)
	deal := Deal(n)
	for i := range s.Shapes {
		s.Shapes[i] = ShapeState{Where: SetAside, Seat: -1}
	}
	for i, id := range deck[:deal*n] {
		s.Shapes[id] = ShapeState{Where: InHand, Seat: int8((s.First + i/deal) % n)}
	}
	tiles := make([]TileID, NumTiles)
	for i := range tiles {
		tiles[i] = TileID(i)
	}
	game.Shuffle(&r, tiles)
	for i, t := range tiles {
		s.Piles[t] = int8(i / TilesPerPile)
	}
	for i := 0; i < n; i++ {
		p := Player{Name: u.Names[i], Tokens: Tokens}
		for k := range p.Slots {
			p.Slots[k], p.From[k] = -1, -1
		}
		s.Players = append(s.Players, p)
	}
	s.rebuild()
	return s, []Event{{Kind: EvTurn, Seat: s.Current, N: s.Turn}}, nil
}

// rebuild fills the board from the shapes, reporting a shape off the
// canvas, badly turned, or on another.
func (s *State) rebuild() error {
	b, err := buildBoard(&s.Shapes)
	if err != nil {
		return err
	}
	s.board = b
	return nil
}

func buildBoard(shapes *[NumShapes]ShapeState) (board [NumCells]int8, err error) {
	for i := range board {
		board[i] = -1
	}
	for id, ss := range shapes {
		if ss.Where != OnCanvas {
			continue
		}
		if ss.Rot < 0 || ss.Rot > 3 || orients[ShapeID(id).Kind()][ss.Rot].same != ss.Rot {
			return board, fmt.Errorf("%s lies at turn %d, not a turn of its own", ShapeID(id), ss.Rot)
		}
		for _, c := range Footprint(ShapeID(id), int(ss.Rot), ss.At()) {
			if c.X < 0 || c.X >= CanvasSize || c.Y < 0 || c.Y >= CanvasSize {
				return board, fmt.Errorf("%s is off the canvas at %s", ShapeID(id), c)
			}
			i := int(c.Y)*CanvasSize + int(c.X)
			if board[i] >= 0 {
				return board, fmt.Errorf("%s and %s both cover %s", ShapeID(board[i]), ShapeID(id), c)
			}
			board[i] = int8(id)
		}
	}
	return board, nil
}

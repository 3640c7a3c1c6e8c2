package wire

// LobbyPath is where a host started with a lobby lists its open rooms
// (GET, JSON: a Lobby). The page at /?lobby reads it.
const LobbyPath = "/lobby"

// Lobby is a host's list of the rooms whose table chose to be open to
// anyone and that have a seat free: a tap on one asks the table for that
// seat, as a claim with the room's code alone does.
type Lobby struct {
	Rooms []LobbyRoom `json:"rooms"`
}

// LobbyRoom is one room of the lobby. Its seats are as a code join's
// page lists them (the seats message): each seat's name, kind, whether
// a person holds it and whether someone asks for it. No token, no
// invitation: the code alone, which lets anyone watch and ask.
type LobbyRoom struct {
	Room    string     `json:"room"`
	Game    string     `json:"game"`
	Title   string     `json:"title"`             // the game's, as its box writes it (Tag City): the page names no game itself
	Lang    string     `json:"lang,omitempty"`    // the table's language (en, fr, de), when its create gave it
	Actions int        `json:"actions,omitempty"` // played so far: none, a game not begun
	Clock   int        `json:"clock,omitempty"`   // the time per move, in seconds: none, no clock
	Seats   []SeatInfo `json:"seats"`
}

// Free tells whether a person may ask for seat: a person's, held by
// nobody, asked for by nobody, kept for nobody's answer to a rematch.
func (s SeatInfo) Free() bool { return s.Kind == Person && !s.Taken && !s.Asked && !s.Kept }

package rooms

import (
	"time"

	"graffiti/game/bot"
	"graffiti/rooms/wire"
)

// The turn clock. A room made with a time per move (the create's clock)
// keeps when the turn of the seat to act began: the time of the log's
// record that began it, the create or the action after which another
// seat was to act (a turn of Graffiti or Kunststücke is several
// actions; the time is the turn's, not each action's), so a host started
// again, or another host of a cluster taking the room over, counts from
// the same moment. When the time has passed and a person's seat is to
// act, the host's bot plays that turn for the seat, at clockLevel, each
// of its actions an action of the log marked lapsed: a replay, the tally and a host
// started again know it was the clock's. Every connection's update says
// whose time ran out, and the subscribed seats are told by a notice
// (notice.go). The host looks at each sweep (expiry.go: a minute), so a
// turn is played within a minute of its time.

// clockLevel is the bot that plays a turn let pass: medium, a fair
// move that neither throws the seat's game away nor plays it better
// than its player would.
const clockLevel = bot.Medium

// timed notes what a create or an action (applied) tells the clock:
// the time per move, when a new turn began, and an action the clock
// played. A record with no time (a log written before rooms ended)
// starts the turn at the host's start (undated).
func (s *state) timed(rec record) {
	if rec.Type == recCreate {
		s.clock = time.Duration(rec.Clock) * time.Second
	}
	if rec.Type == recCreate || s.m.Over() || s.m.ToAct() != rec.Seat {
		s.turnFrom = time.Time{}
		if rec.Time != 0 {
			s.turnFrom = time.UnixMilli(rec.Time)
		}
	}
	if rec.Lapsed {
		if s.byClock == nil {
			s.byClock = map[int]int{}
		}
		s.byClock[rec.At] = rec.Seat
	}
}

// lapsesAt is when the turn of the seat to act runs out; zero when no
// clock runs: none set, the game over, nobody's turn, or a bot's seat to
// act (it plays at once).
func (s *state) lapsesAt() time.Time {
	if s.clock == 0 || s.m == nil || s.m.Over() || s.turnFrom.IsZero() || s.m.ToAct() < 0 {
		return time.Time{}
	}
	if _, isBot := s.bot(s.m.ToAct()); isBot {
		return time.Time{}
	}
	return s.turnFrom.Add(s.clock)
}

// lastLapsed is the seat whose time ran out for the last action played,
// ok false when that action was the seat's own (or none was played).
func (s *state) lastLapsed() (seat int, ok bool) {
	if s.m == nil || s.m.Actions() == 0 {
		return 0, false
	}
	seat, ok = s.byClock[s.m.Actions()-1]
	return seat, ok
}

// lapses counts, by seat, the moves the clock played; nil when none.
func (s *state) lapses() []int {
	if len(s.byClock) == 0 {
		return nil
	}
	out := make([]int, len(s.kinds))
	for _, seat := range s.byClock {
		out[seat]++
	}
	return out
}

// clocked writes the clock's part of a welcome or an update: the time
// per move and the counts of moves the clock played (a welcome's), when
// the turn runs out, and whose time ran out for this update's action.
func (s *state) clocked(msg *wire.Message) {
	if due := s.lapsesAt(); !due.IsZero() {
		msg.Due = due.UnixMilli()
	}
	switch msg.Type {
	case wire.MsgWelcome:
		msg.Clock = int(s.clock / time.Second)
		msg.Lapses = s.lapses()
	case wire.MsgUpdate:
		if seat, ok := s.lastLapsed(); ok {
			msg.Lapsed = ptr(seat)
		}
	}
}

// lapse plays the turn of the seat to act with the host's bot when its
// time has run out at now: an action, and, when the seat is still to
// act, its next (play calls lapse again), until the turn is over.
// Called with r.mu held.
func (r *room) lapse(now time.Time) {
	due := r.st.lapsesAt()
	if due.IsZero() || now.Before(due) || r.thinking || r.gone || r.h.ctx.Err() != nil {
		return
	}
	r.play(r.st.m.ToAct(), clockLevel, true)
}

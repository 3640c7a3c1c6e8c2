package rooms

import (
	"fmt"
	"maps"
	"slices"
	"time"

	"graffiti/rooms/wire"
)

// Rooms end. A room whose game is over is kept KeepFinished (a week: its
// replay can be watched), one nobody acts in KeepIdle (a month); then it
// is closed: its connections told and let go, its records purged from
// the log, so its tokens are dead and a host started again does not
// bring it back, and its place under MaxRooms and its maker's limit is
// free again.

// How long rooms are kept by default: a week once finished, a month
// idle.
const (
	DefaultKeepFinished = 7 * 24 * time.Hour
	DefaultKeepIdle     = 30 * 24 * time.Hour
)

func (c *Config) keepDefaults() {
	if c.KeepFinished <= 0 {
		c.KeepFinished = DefaultKeepFinished
	}
	if c.KeepIdle <= 0 {
		c.KeepIdle = DefaultKeepIdle
	}
	if c.RematchWait <= 0 {
		c.RematchWait = DefaultRematchWait
	}
	if c.Sweep <= 0 {
		c.Sweep = time.Minute
	}
	if c.Now == nil {
		c.Now = time.Now
	}
}

func (h *Host) now() time.Time { return h.cfg.Now() }

// dated notes when rec was stored. A record of a log written before
// rooms ended has no time: undated gives its room the host's start.
//
// A notify is nobody playing: a subscription, or the host forgetting
// one its push service dropped, keeps no room that long.
func (s *state) dated(rec record) {
	if rec.Time != 0 && rec.Type != recNotify {
		s.last = time.UnixMilli(rec.Time)
	}
	if s.m != nil && s.m.Over() && s.over.IsZero() {
		s.over = s.last
	}
}

func (s *state) undated(now time.Time) {
	if s.last.IsZero() {
		s.last = now
	}
	if s.m != nil && s.m.Over() && s.over.IsZero() {
		s.over = now
	}
	if s.turnFrom.IsZero() {
		s.turnFrom = now
	}
}

// due says why the room ends at now, or "" while it is kept.
func (s *state) due(now time.Time, keepFinished, keepIdle time.Duration) string {
	switch {
	case !s.over.IsZero() && now.Sub(s.over) >= keepFinished:
		return fmt.Sprintf("its game ended %s ago", days(now.Sub(s.over)))
	case now.Sub(s.last) >= keepIdle:
		return fmt.Sprintf("nobody has played in it for %s", days(now.Sub(s.last)))
	}
	return ""
}

// days says a long time in days, a short one as it is.
func days(d time.Duration) string {
	if d >= 48*time.Hour {
		return fmt.Sprintf("%d days", d/(24*time.Hour))
	}
	return d.Round(time.Second).String()
}

// startSweeping ends the rooms due, and forgets the client addresses
// that hold nothing, every Sweep until the host closes.
func (h *Host) startSweeping() {
	h.bots.Add(1)
	go func() {
		defer h.bots.Done()
		t := time.NewTicker(h.cfg.Sweep)
		defer t.Stop()
		for {
			select {
			case <-h.ctx.Done():
				return
			case <-t.C:
				h.sweep()
			}
		}
	}()
}

func (h *Host) sweep() {
	now := h.now()
	h.mu.Lock()
	rooms := slices.Collect(maps.Values(h.rooms))
	h.mu.Unlock()
	for _, r := range rooms {
		r.mu.Lock()
		r.closeDue(now) // a rematch's answers, closed when its time is up
		why := r.st.due(now, h.cfg.KeepFinished, h.cfg.KeepIdle)
		if why == "" {
			r.lapse(now) // a turn let pass (clock.go)
		}
		r.mu.Unlock()
		if why != "" {
			h.end(r, why)
		}
	}
	h.clients.sweep(now)
}

// end closes room r: purged from the log first (a purge that fails
// leaves the room as it was, for the next sweep), then out of the host.
// Its connections are sent gone, with why, and closed.
func (h *Host) end(r *room, why string) {
	r.mu.Lock()
	if r.gone || r.st.m == nil {
		r.mu.Unlock()
		return
	}
	if err := h.cfg.Log.Purge(h.ctx, r.code); err != nil {
		h.cfg.Logf("room %s: ending it: %v", r.code, err)
		r.mu.Unlock()
		return
	}
	r.gone = true
	bye := wire.Encode(wire.Message{Type: wire.MsgGone, Room: r.code, Reason: "room " + r.code + " has ended: " + why})
	for c := range r.conns {
		c.send(bye)
		c.close()
	}
	r.conns = map[*conn]bool{}
	r.mu.Unlock()

	h.mu.Lock()
	if h.rooms[r.code] == r {
		delete(h.rooms, r.code)
	}
	_, leased := h.leases[r.code]
	h.mu.Unlock()
	h.clients.ended(r.addr)
	if leased {
		h.letGo(r.code) // its lease given up: nobody owns a room that is no more
	}
	h.cfg.Logf("room %s has ended: %s", r.code, why)
}

package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"graffiti/game"
	"graffiti/game/bot"
)

// Contract plays games of g from each of the options, by random legal
// actions given as text, and checks what the contract of package game
// promises every caller (the headless commands, the sessions, the host
// of rooms) after every action:
//
//   - the same options and seed deal the same game;
//   - every listed action is accepted by Check, its text is canonical,
//     and playing it on a clone leaves the match itself as it was;
//   - an action refused (one the rules forbid now, or not an action)
//     leaves the state untouched, and the rules' refusal is a
//     *game.Refusal, in words a table can translate;
//   - every view and every event, as each seat and the public may learn
//     it, is JSON; a view does not change when only what its viewer may
//     not see is reshuffled;
//   - Save and Load, Record and Replay give the same state back;
//   - the stand-in of a view shows its seat that view, and the stand-in
//     of the view of the seat to act lists the same legal actions;
//   - the invariants hold, the seat to act is a seat until the end, and
//     the end has winners and no legal action;
//   - a bot of every level, from the view of the seat to act, chooses a
//     legal action (checked a few times a game).
//
// It plays one game at every player count of g, from the fewest: the
// i-th from the seed i+1 with variants[i], the variants in the game's
// own words.
func Contract(t *testing.T, g game.Game, variants ...[]string) {
	t.Helper()
	min, max := g.Players()
	if len(variants) != max-min+1 {
		t.Fatalf("%s: variants for %d player counts, the game is for %d to %d", g.Name(), len(variants), min, max)
	}
	for i, v := range variants {
		o := game.Options{Players: min + i, Seed: uint64(i + 1), Variants: v}
		m, ev, err := g.New(o)
		if err != nil {
			t.Fatalf("%s: New(%+v): %v", g.Name(), o, err)
		}
		again, _, _ := g.New(o)
		if m.Hash() != again.Hash() {
			t.Fatalf("%s: the same options dealt two games", g.Name())
		}
		if m.Seats() != o.Players || len(m.Names()) != o.Players {
			t.Fatalf("%s: %d seats and %d names for %d players", g.Name(), m.Seats(), len(m.Names()), o.Players)
		}
		eventsAreJSON(t, g, ev, m.Seats())
		r := game.NewRand(o.Seed ^ 0xc0a7)
		var stale []string // actions once legal: most are refused later
		for step := 0; !m.Over(); step++ {
			if step > 20000 {
				t.Fatalf("%s: no end after %d actions", g.Name(), step)
			}
			actor := m.ToAct()
			if actor < 0 || actor >= m.Seats() {
				t.Fatalf("%s: seat %d to act of %d", g.Name(), actor, m.Seats())
			}
			legal := m.Legal()
			if len(legal) == 0 {
				t.Fatalf("%s: no legal action for seat %d, action %d", g.Name(), actor, m.Actions())
			}
			hash := m.Hash()
			for _, text := range sample(legal, 6, &r) {
				if err := m.Check(text); err != nil {
					t.Fatalf("%s: listed %q, Check refuses: %v", g.Name(), text, err)
				}
				c := m.Clone()
				if _, err := c.Apply(text); err != nil {
					t.Fatalf("%s: listed %q, Apply refuses: %v", g.Name(), text, err)
				}
				if m.Hash() != hash {
					t.Fatalf("%s: playing %q on a clone changed the match", g.Name(), text)
				}
			}
			refused(t, g, m, legal, stale, &r)
			viewsAreJSON(t, g, m)
			viewsKeepSecrets(t, g, m, uint64(step))
			standInsKnowWhatTheViewShows(t, g, m, legal)
			if step%17 == 0 {
				roundTrips(t, g, m)
				botsChooseLegally(t, g, m, uint64(step))
			}
			text := legal[r.Intn(len(legal))]
			stale = append(stale, text)
			ev, err := m.Apply(text)
			if err != nil {
				t.Fatalf("%s: listed %q refused: %v", g.Name(), text, err)
			}
			if err := m.Invariants(); err != nil {
				t.Fatalf("%s: after %q: %v", g.Name(), text, err)
			}
			eventsAreJSON(t, g, ev, m.Seats())
		}
		if m.ToAct() != game.Nobody || len(m.Legal()) != 0 || len(m.Result().Winners) == 0 {
			t.Fatalf("%s: over with seat %d to act, %d legal actions, winners %v", g.Name(), m.ToAct(), len(m.Legal()), m.Result().Winners)
		}
		if len(m.Result().Scores) != m.Seats() {
			t.Fatalf("%s: %d scores for %d seats", g.Name(), len(m.Result().Scores), m.Seats())
		}
		roundTrips(t, g, m)
		standInsKnowWhatTheViewShows(t, g, m, nil)
		if _, err := json.Marshal(m.Outcome()); err != nil {
			t.Fatalf("%s: the outcome is not JSON: %v", g.Name(), err)
		}
	}
	if _, err := g.Load([]byte(`{"format":1,`)); !errors.Is(err, game.ErrDamaged) {
		t.Errorf("%s: a truncated save gave %v, not a damaged one", g.Name(), err)
	}
}

// refused tries actions the rules forbid now (once legal, not now) and
// one that is no action at all: each is refused, leaving the state as
// it was, and a forbidden one with a *game.Refusal.
func refused(t *testing.T, g game.Game, m game.Match, legal, stale []string, r *game.Rand) {
	t.Helper()
	hash := m.Hash()
	tries := 0
	for _, i := range perm(len(stale), r) {
		text := stale[i]
		if slices.Contains(legal, text) {
			continue
		}
		err := m.Check(text)
		var why *game.Refusal
		if !errors.As(err, &why) {
			t.Fatalf("%s: %q, not legal now, Check gave %v, not a refusal in words", g.Name(), text, err)
		}
		if _, err := m.Apply(text); err == nil || m.Hash() != hash {
			t.Fatalf("%s: %q, not legal now, was played (%v)", g.Name(), text, err)
		}
		if tries++; tries == 3 {
			break
		}
	}
	if _, err := m.Apply("no such action"); err == nil || m.Hash() != hash {
		t.Fatalf("%s: a text that is no action was played", g.Name())
	}
}

func viewsAreJSON(t *testing.T, g game.Game, m game.Match) {
	t.Helper()
	for seat := game.Nobody; seat < m.Seats(); seat++ {
		b, err := json.Marshal(m.View(seat))
		if err != nil {
			t.Fatalf("%s: the view of seat %d is not JSON: %v", g.Name(), seat, err)
		}
		// A room sends the view as JSON and the phone reads it back: it
		// must read back as the very view.
		v, err := g.ReadView(b)
		if err != nil {
			t.Fatalf("%s: the view of seat %d does not read back: %v", g.Name(), seat, err)
		}
		if again, _ := json.Marshal(v); !bytes.Equal(again, b) {
			t.Fatalf("%s: the view of seat %d reads back as another:\n%s\n%s", g.Name(), seat, b, again)
		}
	}
}

// viewsKeepSecrets reshuffles, for every seat and the public, what that
// viewer may not see: the reshuffled match keeps its invariants and
// shows that viewer exactly the same view.
func viewsKeepSecrets(t *testing.T, g game.Game, m game.Match, seed uint64) {
	t.Helper()
	for seat := game.Nobody; seat < m.Seats(); seat++ {
		other, changed := m.Reshuffle(seat, seed+uint64(seat+1)*7919)
		if !changed {
			continue
		}
		if err := other.Invariants(); err != nil {
			t.Fatalf("%s: reshuffled for seat %d: %v", g.Name(), seat, err)
		}
		a, _ := json.Marshal(m.View(seat))
		b, _ := json.Marshal(other.View(seat))
		if !bytes.Equal(a, b) {
			t.Fatalf("%s: seat %d sees what it may not: its view changed when only its hidden part did", g.Name(), seat)
		}
	}
}

// standInsKnowWhatTheViewShows: the stand-in of each seat's view (and of
// the public view) shows that seat its view again, and the stand-in of
// the view of the seat to act lists the game's legal actions.
func standInsKnowWhatTheViewShows(t *testing.T, g game.Game, m game.Match, legal []string) {
	t.Helper()
	for seat := game.Nobody; seat < m.Seats(); seat++ {
		s, err := g.StandIn(m.View(seat), uint64(seat+2))
		if err != nil {
			t.Fatalf("%s: the stand-in of seat %d's view: %v", g.Name(), seat, err)
		}
		a, _ := json.Marshal(m.View(seat))
		b, _ := json.Marshal(s.View(seat))
		if !bytes.Equal(a, b) {
			t.Fatalf("%s: the stand-in of seat %d's view shows it another view:\n%s\n%s", g.Name(), seat, a, b)
		}
		if seat == m.ToAct() && !slices.Equal(s.Legal(), legal) {
			t.Fatalf("%s: the stand-in of the view of seat %d, to act, lists other legal actions", g.Name(), seat)
		}
	}
}

func eventsAreJSON(t *testing.T, g game.Game, ev []game.Event, seats int) {
	t.Helper()
	for _, e := range ev {
		for seat := game.Nobody; seat < seats; seat++ {
			b, err := json.Marshal(e.Told(seat))
			if err != nil {
				t.Fatalf("%s: an event told to seat %d is not JSON: %v", g.Name(), seat, err)
			}
			back, err := g.ReadEvent(b)
			if err != nil {
				t.Fatalf("%s: an event told to seat %d does not read back: %v", g.Name(), seat, err)
			}
			if again, _ := json.Marshal(back); !bytes.Equal(again, b) {
				t.Fatalf("%s: an event told to seat %d reads back as another:\n%s\n%s", g.Name(), seat, b, again)
			}
		}
	}
}

// roundTrips saves and loads, records and replays m: the same state.
func roundTrips(t *testing.T, g game.Game, m game.Match) {
	t.Helper()
	data, err := m.Save()
	if err != nil {
		t.Fatalf("%s: Save: %v", g.Name(), err)
	}
	back, err := g.Load(data)
	if err != nil {
		t.Fatalf("%s: Load of a save: %v", g.Name(), err)
	}
	again, _ := back.Save()
	if back.Hash() != m.Hash() || !bytes.Equal(again, data) {
		t.Fatalf("%s: a save loaded is another state", g.Name())
	}
	rec, err := m.Record()
	if err != nil {
		t.Fatalf("%s: Record: %v", g.Name(), err)
	}
	replayed, err := g.Replay(rec)
	if err != nil {
		t.Fatalf("%s: Replay of its record: %v", g.Name(), err)
	}
	if replayed.Hash() != m.Hash() {
		t.Fatalf("%s: the record replays to another state", g.Name())
	}
}

// botsChooseLegally asks a bot of every level, from the view of the
// seat to act, for its choice: a legal action.
func botsChooseLegally(t *testing.T, g game.Game, m game.Match, seed uint64) {
	t.Helper()
	legal := m.Legal()
	for l := bot.Random; l < bot.NumLevels; l++ {
		d, err := g.Decide(l, m.View(m.ToAct()), seed, bot.Budget{Iterations: 30, Workers: 1})
		if err != nil {
			t.Fatalf("%s: a %s bot: %v", g.Name(), l, err)
		}
		for !d.Done() {
			d.Step(10)
		}
		if c := d.Choice(); !slices.Contains(legal, c) {
			t.Fatalf("%s: a %s bot chose %q, not a legal action", g.Name(), l, c)
		}
	}
}

// sample is up to n of xs, drawn with r.
func sample(xs []string, n int, r *game.Rand) []string {
	if len(xs) <= n {
		return xs
	}
	var out []string
	for _, i := range perm(len(xs), r)[:n] {
		out = append(out, xs[i])
	}
	return out
}

// perm is 0..n-1 in an order drawn with r.
func perm(n int, r *game.Rand) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	game.Shuffle(r, p)
	return p
}

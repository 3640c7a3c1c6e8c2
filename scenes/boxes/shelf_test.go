package boxes

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"graffiti/scenes"
	"graffiti/sprites"
)

// The title's tabs choose the game; the choice is remembered, and the
// new-game screen sets up that game: its own seats, its own proposed
// names, its table. Every game of the shelf, each chosen over another.
func TestTheTitleChoosesTheGameAndTheNewGameScreenSetsItUp(t *testing.T) {
	require.Greater(t, len(Shelf), 1, "a shelf of several games")
	for i, b := range Shelf {
		store := scenes.MemStore{}
		a := scenes.TestAppAt(Shelf, store)
		a.Settings.Speed = scenes.SpeedInstant
		// Another game was chosen last time.
		a.Settings.Box = (i + 1) % len(Shelf)
		a.SaveSettings()
		a.Cur = scenes.NewTitle(a)
		title := a.Current().(*scenes.Title)
		require.Len(t, title.Boxes, len(Shelf), "one tab a game")
		for k, tab := range title.Boxes {
			if name, _ := Shelf[k].Cover(a.Lang()); tab.Label != name {
				t.Errorf("tab %d says %q; its game's cover %q", k, tab.Label, name)
			}
		}
		tap(t, a, center(title.Boxes[i].R))
		if a.Settings.Box != i {
			t.Fatalf("the tab of box %d (%s) left the box at %d", i, b.Rules().Title(), a.Settings.Box)
		}
		if scenes.LoadSettings(store).Box != i {
			t.Errorf("box %d: the chosen game was not remembered in the settings", i)
		}
		title = a.Current().(*scenes.Title)
		for k, tab := range title.Boxes {
			if lit := tab.Accent == sprites.NeonPink; lit != (k == i) {
				t.Errorf("box %d chosen: tab %d lit %v", i, k, lit)
			}
		}
		tap(t, a, center(title.NewGame.R))
		tick(t, a, 20)
		s, ok := a.Current().(*scenes.Setup)
		if !ok || s.Box != b {
			t.Fatalf("New game on the tab of box %d opened %T for %v", i, a.Current(), s)
		}
		least, most := b.Rules().Players()
		form := b.Form(a)
		for seat := 0; seat < most; seat++ {
			if s.Names[seat] != form.DefaultName(seat) {
				t.Errorf("box %d: seat %d is proposed as %q; want its game's %q", i, seat, s.Names[seat], form.DefaultName(seat))
			}
		}
		tap(t, a, center(s.CountRect(most)))
		if s.Players != most {
			t.Fatalf("box %d: the count %d gave %d seats", i, most, s.Players)
		}
		tap(t, a, center(s.CountRect(most+1))) // no such count: nothing happens
		if s.Players != most {
			t.Errorf("box %d: a tap past the counts gave %d seats; %s seats %d to %d", i, s.Players, b.Rules().Title(), least, most)
		}
		tap(t, a, center(s.Start.R))
		tick(t, a, 20)
		if got := boxOf(a.Current()); got != i {
			t.Fatalf("Start on the new-game screen of box %d opened %T (box %d)", i, a.Current(), got)
		}
		if info, got := sceneInfo(a, a.Current()); got != i || (info.Kind != "table" && info.Kind != "curtain") {
			t.Errorf("box %d: the table dealt tells of itself as box %d's %q", i, got, info.Kind)
		}
	}
}

// playOne plays the next action at the table of box on screen by the
// taps a person makes (the box's own player), and returns the state's
// hash after it.
func playOne(t *testing.T, a *scenes.App, box int) string {
	t.Helper()
	before, got := sceneInfo(a, a.Current())
	require.Equal(t, box, got, "a table of box %d on screen", box)
	p := Shelf[box].Player(1)
	for i := 0; i < 10000; i++ {
		pt, ok, known, _ := p.Tap(a, a.Current())
		if !known {
			t.Fatalf("box %d's player does not know %T", box, a.Current())
		}
		if ok {
			a.Tap(pt.X, pt.Y)
		}
		tick(t, a, 1)
		if info, _ := sceneInfo(a, a.Current()); info.Hash != before.Hash {
			return info.Hash
		}
	}
	t.Fatalf("box %d: no action played in 10,000 ticks", box)
	return ""
}

// continued is the scene Continue on the title of box opens, after the
// fade.
func continued(t *testing.T, a *scenes.App, box int) scenes.Scene {
	t.Helper()
	if a.Settings.Box != box {
		tap(t, a, center(a.Current().(*scenes.Title).Boxes[box].R))
	}
	title := a.Current().(*scenes.Title)
	if title.Cont == nil {
		t.Fatalf("no Continue on the tab of box %d (%s)", box, Shelf[box].Rules().Title())
	}
	tap(t, a, center(title.Cont.R))
	tick(t, a, 20)
	return a.Current()
}

// Each game keeps its own autosave, and the program opens on the game
// played last, whose save Continue takes up; the other games' saves are
// still there, untouched, behind their tabs. Every game of the shelf is
// the one played last in turn, with the others' saves of the earlier
// build on the store and another game chosen on the title.
func TestEachGameKeepsItsAutosaveAndContinueTakesUpTheLastPlayed(t *testing.T) {
	// The state each earlier save holds, as its box takes it up.
	held := make([]string, len(Shelf))
	for k, b := range Shelf {
		sc, err := b.Continue(scenes.TestApp(Shelf, scenes.SpeedInstant), earlierSave(t, k))
		require.NoError(t, err)
		info, got := sceneInfo(scenes.TestApp(Shelf, scenes.SpeedInstant), sc)
		require.Equal(t, k, got, "box %d's Continue deals its own table", k)
		held[k] = info.Hash
	}
	for i, b := range Shelf {
		store := scenes.MemStore{}
		for k, o := range Shelf {
			if k != i {
				file, _ := o.Slot()
				store[file] = earlierSave(t, k)
			}
		}
		a := scenes.TestAppAt(Shelf, store)
		a.Settings.Speed = scenes.SpeedInstant
		other := (i + 1) % len(Shelf)
		tap(t, a, center(a.Current().(*scenes.Title).Boxes[other].R))
		require.Equal(t, other, scenes.LoadSettings(store).Box)

		// Box i's game is dealt, two people at the table, and its first
		// action played by taps.
		form := b.Form(a)
		least, _ := b.Rules().Players()
		d := scenes.Deal{Seed: 5}
		for seat := 0; seat < least; seat++ {
			d.Names = append(d.Names, form.DefaultName(seat))
			d.Seats = append(d.Seats, scenes.Seat{})
			d.Colors = append(d.Colors, seat)
		}
		tb, err := form.Deal(a, d)
		require.NoError(t, err)
		a.Cur, a.Next = tb, nil
		hash := playOne(t, a, i)
		if file, _ := b.Slot(); a.Resume[i] != file {
			t.Errorf("box %d: after an action Continue would take up %q, not %q", i, a.Resume[i], file)
		}

		c := scenes.TestAppAt(Shelf, store)
		if c.Settings.Box != i {
			t.Fatalf("the program opened on box %d; box %d (%s) was played last", c.Settings.Box, i, b.Rules().Title())
		}
		back := continued(t, c, i)
		if info, got := sceneInfo(c, back); got != i || info.Hash != hash {
			t.Errorf("Continue on box %d opened %T (box %d) at %s; the game played was at %s", i, back, got, info.Hash, hash)
		}
		if got := boxOf(back); got != i {
			t.Errorf("Continue on box %d opened the table of box %d", i, got)
		}

		// The other games' saves wait behind their own tabs.
		for k, o := range Shelf {
			if k == i {
				continue
			}
			file, _ := o.Slot()
			if data, err := store.Load(file); err != nil || !bytes.Equal(data, earlierSave(t, k)) {
				t.Errorf("box %d played: box %d's save %s is no longer as it was (%v)", i, k, file, err)
			}
			c := scenes.TestAppAt(Shelf, store)
			back := continued(t, c, k)
			if info, got := sceneInfo(c, back); got != k || boxOf(back) != k || info.Hash != held[k] {
				t.Errorf("box %d played: Continue behind the tab of box %d opened %T (box %d) at %s; the save holds %s", i, k, back, got, info.Hash, held[k])
			}
		}
	}
}

// A damaged save of any game, cut off mid-write, another game's save in
// its place or a state its core refuses, is moved aside and said on the title, and never offered;
// the other games' saves are untouched and still offered.
func TestADamagedSaveIsMovedAsideAndNotOffered(t *testing.T) {
	for i, b := range Shelf {
		good := earlierSave(t, i)
		for _, bad := range [][]byte{good[:len(good)/2], earlierSave(t, (i+1)%len(Shelf)), refusedState(t, good)} {
			store := scenes.MemStore{}
			for k, o := range Shelf {
				file, _ := o.Slot()
				store[file] = earlierSave(t, k)
			}
			file, _ := b.Slot()
			store[file] = bad
			a := scenes.TestAppAt(Shelf, store)
			if a.Resume[i] != "" {
				t.Errorf("box %d: Continue would take up the damaged %q", i, a.Resume[i])
			}
			if a.TitleNote == "" {
				t.Errorf("box %d: the title says nothing of the damaged save", i)
			}
			if _, err := store.Load(file); err == nil {
				t.Errorf("box %d: the damaged save is still in the way", i)
			}
			a.Settings.Box = i
			if scenes.NewTitle(a).Cont != nil {
				t.Errorf("box %d: Continue offered for a damaged save", i)
			}
			for k, o := range Shelf {
				if k == i {
					continue
				}
				f, _ := o.Slot()
				if data, err := store.Load(f); a.Resume[k] != f || err != nil || !bytes.Equal(data, earlierSave(t, k)) {
					t.Errorf("box %d damaged: box %d's save %s is no longer offered as it was (resume %q, %v)", i, k, f, a.Resume[k], err)
				}
			}
		}
	}
}

// refusedState is save with a state in it that its game's core refuses.
func refusedState(t *testing.T, save []byte) []byte {
	var fields map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(save, &fields))
	fields["state"] = json.RawMessage(`{"format":1}`)
	out, err := json.Marshal(fields)
	require.NoError(t, err)
	return out
}

// Rules opens the help of the game on the screen: the game chosen on the
// title, or the one at the table, whichever tab is chosen.
func TestRulesOpenTheChosenGamesHelp(t *testing.T) {
	a := scenes.TestAppAt(Shelf, scenes.MemStore{})
	for i, b := range Shelf {
		want := b.Book(a.Lang()).Volume()
		for k := 0; k < i; k++ {
			if Shelf[k].Book(a.Lang()).Volume() == want {
				t.Fatalf("boxes %d and %d share one volume of rules", k, i)
			}
		}
		a.Settings.Box = i
		a.Cur = scenes.NewTitle(a)
		tap(t, a, center(a.Current().(*scenes.Title).Rules.R))
		tick(t, a, 20)
		r, ok := a.Current().(*scenes.Rules)
		if !ok || r.Book.Volume() != want {
			t.Errorf("Rules on the title of box %d opened %T (want volume %p)", i, a.Current(), want)
		}
	}
	for i, b := range Shelf {
		least, _ := b.Rules().Players()
		require.NoError(t, a.Prepare(scenes.ShotOptions{Scene: "table", Box: i, Players: least, Seed: 3}))
		require.Equal(t, i, boxOf(a.Current()), "a table of box %d", i)
		for k := range Shelf {
			a.Settings.Box = k // whichever tab is chosen
			if v := scenes.NewRules(a, a.Current()).Book.Volume(); v != b.Book(a.Lang()).Volume() {
				t.Errorf("Rules at the table of box %d, box %d chosen, opened another volume (%p)", i, k, v)
			}
		}
	}
}

// The café demo takes the shelf's games in turn, in the shelf's order,
// every seat a bot's: each game plays to its final scoring and on to the
// next by itself, and after the last the first comes again.
func TestTheDemoAlternatesTheGames(t *testing.T) {
	a := scenes.TestApp(Shelf, scenes.SpeedNormal)
	a.DemoSeed, a.BotSeed, a.BotIterations = 3, 3, 50
	a.StartDemo()
	if got := boxOf(a.Next); got != 0 {
		t.Fatalf("the demo began with %T (box %d); want the shelf's first", a.Next, got)
	}
	box, scored, ticks := 0, false, 0
	for played := 0; played < len(Shelf); {
		tick(t, a, 1)
		ticks++
		if ticks > 100000 {
			t.Fatalf("box %d's demo game never moved on (on %T, scored %v)", box, a.Current(), scored)
		}
		if a.Demo == nil {
			t.Fatalf("the demo stopped by itself on %T", a.Current())
		}
		info, got := sceneInfo(a, a.Current())
		switch {
		case got == box:
			scored = scored || info.Kind == "scoring"
		case got == (box+1)%len(Shelf) && scored:
			t.Logf("box %d's demo game (%s) played to its scoring in %d ticks", box, Shelf[box].Rules().Title(), ticks)
			played++
			box, scored, ticks = got, false, 0
		default:
			t.Fatalf("box %d's demo game (scored %v) led to %T (box %d)", box, scored, a.Current(), got)
		}
	}
	if a.Demo.Games != len(Shelf)+1 {
		t.Errorf("%d demo games dealt; want the shelf's %d and the first again", a.Demo.Games, len(Shelf))
	}
}

// The state each game's earlier save holds (earlierSave), to its hash,
// in the shelf's order.
var earlierHash = []string{"a7085590c0bbcc9f", "b8a0b4c8cbbcdb81", "673c6a1a2fddd685"}

// A save of each game written by the build before the house was laid out
// for several games (mid-game, bots among the seats): Continue on the
// title takes it up, the state is the one saved, to its hash, and the
// game plays on to its end by taps.
func TestTheEarlierBuildsSavesContinueToTheEnd(t *testing.T) {
	require.Len(t, earlierHash, len(Shelf))
	for i, b := range Shelf {
		file, _ := b.Slot()
		a := scenes.TestAppAt(Shelf, scenes.MemStore{file: earlierSave(t, i)})
		a.Settings.Speed = scenes.SpeedInstant
		// The bots decide in ticks, not in wall time: a test's ticks run
		// far faster than real time, and a bot thinking a second of it
		// was not heard within the test's ticks on a quiet machine.
		a.BotIterations = 60
		a.Settings.Box = i
		a.Cur = scenes.NewTitle(a)
		back := continued(t, a, i)
		if info, got := sceneInfo(a, back); got != i || info.Kind == "scoring" || info.Hash != earlierHash[i] {
			t.Fatalf("box %d: Continue opened %T (box %d, %q) at %s, not the saved %s", i, back, got, info.Kind, info.Hash, earlierHash[i])
		}
		playToTheEnd(t, a, i, 3, 200000)
	}
}

// playToTheEnd plays box's game on screen to its final scoring by the
// autoplayer's taps (the bots at the table playing their seats), within
// ticks, and on to a rematch; it tells how many times the curtain was
// down, and fails unless the rematch is a new game of box.
func playToTheEnd(t *testing.T, a *scenes.App, box int, seed uint64, ticks int) (curtains int) {
	t.Helper()
	p := scenes.NewAutoplay(seed)
	p.Box = box
	taps := 0
	for i := 0; p.Games < 1; i++ {
		if i > ticks {
			t.Fatalf("box %d: no final scoring after %d ticks (%d taps, scene %T)", box, ticks, taps, a.Current())
		}
		if info, got := sceneInfo(a, a.Current()); got == box && info.Kind == "curtain" {
			curtains++
		}
		if pt, ok := p.Next(a); ok {
			a.Tap(pt.X, pt.Y)
			taps++
		}
		tick(t, a, 1)
	}
	if got := boxOf(a.Current()); got != box {
		t.Fatalf("box %d: the rematch led to %T (box %d), not a new game", box, a.Current(), got)
	}
	t.Logf("box %d (%s): the game played to its end in %d taps", box, Shelf[box].Rules().Title(), taps)
	return curtains
}

// Every game plays through the autoplayer, the browser's memory figure:
// from its tab on the title to its final scoring by taps alone, two
// people with the curtain between them, and on to a rematch.
func TestAutoplayFinishesEveryGame(t *testing.T) {
	for i := range Shelf {
		a := scenes.TestApp(Shelf, scenes.SpeedInstant)
		if playToTheEnd(t, a, i, 5, 200000) == 0 {
			t.Errorf("box %d: two people played with no curtain between them", i)
		}
	}
}

// Each game's autosave keeps who plays each seat: Continue takes up the
// same state with a bot, at its level, in the same seat.
func TestContinueKeepsTheSeats(t *testing.T) {
	for i, b := range Shelf {
		store := scenes.MemStore{}
		a := scenes.TestAppAt(Shelf, store)
		a.Settings.Speed = scenes.SpeedInstant
		a.BotIterations = 60 // decided in ticks, not wall time (TestTheEarlierBuildsSavesContinueToTheEnd)
		form := b.Form(a)
		least, _ := b.Rules().Players()
		d := scenes.Deal{Seed: 5}
		for seat := 0; seat < least; seat++ {
			d.Names = append(d.Names, form.DefaultName(seat))
			d.Seats = append(d.Seats, scenes.Seat{Bot: seat == 1})
			d.Colors = append(d.Colors, seat)
		}
		d.Seats[1].Level = 2
		tb, err := form.Deal(a, d)
		require.NoError(t, err)
		a.Cur, a.Next = tb, nil
		for range 4 {
			playOne(t, a, i)
		}
		info, _ := sceneInfo(a, a.Current())

		c := scenes.TestAppAt(Shelf, store)
		back, ok := continued(t, c, i).(interface{ Session() scenes.Session })
		if !ok {
			t.Fatalf("box %d: Continue opened %T", i, c.Current())
		}
		seats := back.Session().Seats()
		if back.Session().Hash() != info.Hash || !seats[1].Bot || seats[1].Level != 2 || seats[0].Bot {
			t.Errorf("box %d: Continue restored %s with seats %+v; the game was at %s, a level 2 bot in seat 1", i, back.Session().Hash(), seats, info.Hash)
		}
	}
}

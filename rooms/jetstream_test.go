package rooms

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"
)

// A log synced at every record spreads its rooms over its streams by
// their codes, each room's records on one stream, in order; opened
// again, synced every interval, it finds them all, and they go on where
// they are while its new rooms go to the first stream.
func TestTheLogSpreadsRoomsOverItsStreams(t *testing.T) {
	ctx, dir := context.Background(), t.TempDir()
	js := openLog(t, dir, 0)
	want := map[string][]string{}
	used := map[int]bool{}
	for i := range 40 {
		room := fmt.Sprintf("R%03d", i)
		used[streamOf(room)] = true
		var last uint64
		for n := range 3 {
			rec := fmt.Sprintf(`{"n":%d,"room":%q}`, n, room)
			var err error
			if last, err = js.Append(ctx, room, last, []byte(rec)); err != nil {
				t.Fatal(err)
			}
			want[room] = append(want[room], rec)
		}
		if _, err := js.Append(ctx, room, last-1, []byte(`{}`)); err == nil {
			t.Fatalf("room %s: an append expecting an old sequence was stored", room)
		}
	}
	if len(used) < shards {
		t.Errorf("40 rooms went to %d of the %d streams", len(used), shards)
	}
	for k, st := range js.streams {
		info, err := st.Info(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if used[k] != (info.State.Msgs > 0) {
			t.Errorf("stream %d holds %d records", k, info.State.Msgs)
		}
	}
	js.Close()

	js = openLog(t, dir, 100*time.Millisecond)
	defer js.Close()
	got := map[string][]string{}
	if err := js.Each(ctx, func(room string, _ uint64, rec []byte) error {
		got[room] = append(got[room], string(rec))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	for room, recs := range want {
		if !slices.Equal(got[room], recs) {
			t.Errorf("room %s read back as %q, want %q", room, got[room], recs)
		}
		one, last, err := js.Room(ctx, room)
		if err != nil || len(one) != len(recs) {
			t.Errorf("room %s alone: %d records (%v), want %d", room, len(one), err, len(recs))
		}
		if _, err := js.Append(ctx, room, last, []byte(`{}`)); err != nil {
			t.Errorf("room %s does not go on: %v", room, err)
		}
	}
	// A new room, on a log synced every interval: the first stream.
	room := "NEW0"
	for i := 1; streamOf(room) == 0; i++ {
		room = fmt.Sprintf("NEW%d", i)
	}
	info0, _ := js.streams[0].Info(ctx)
	if _, err := js.Append(ctx, room, 0, []byte(`{}`)); err != nil {
		t.Fatal(err)
	}
	if info, _ := js.streams[0].Info(ctx); info.State.Msgs != info0.State.Msgs+1 {
		t.Error("a new room of a log synced every interval is not on the first stream")
	}
}

// A room written when the log had one stream (on the first, whatever its
// code) is found there, read alone there, and goes on there.
func TestARoomOfTheOneStreamLogGoesOnThere(t *testing.T) {
	ctx, dir := context.Background(), t.TempDir()
	js := openLog(t, dir, 0)
	room := "OLD0"
	for i := 1; streamOf(room) == 0; i++ {
		room = fmt.Sprintf("OLD%d", i)
	}
	// As the one-stream log wrote it: the first stream, subject rooms.CODE.
	pa, err := js.js.Publish(ctx, "rooms."+room, []byte(`{"n":0}`))
	if err != nil {
		t.Fatal(err)
	}
	js.Close()

	for _, byEach := range []bool{true, false} {
		js := openLog(t, dir, 0)
		last := pa.Sequence
		if byEach { // a host started on the log reads every room
			if err := js.Each(ctx, func(string, uint64, []byte) error { return nil }); err != nil {
				t.Fatal(err)
			}
		} else { // a host of a cluster takes the room over
			recs, seq, err := js.Room(ctx, room)
			if err != nil || len(recs) == 0 {
				t.Fatalf("the old room alone: %d records (%v)", len(recs), err)
			}
			last = seq
		}
		seq, err := js.Append(ctx, room, last, []byte(`{"n":1}`))
		if err != nil {
			t.Fatalf("the old room cannot go on (read by Each: %v): %v", byEach, err)
		}
		pa.Sequence = seq
		recs, _, err := js.Room(ctx, room)
		if err != nil {
			t.Fatal(err)
		}
		if info, _ := js.streams[0].Info(ctx); info.State.Msgs != uint64(len(recs)) {
			t.Errorf("the old room's %d records are not all on the first stream (%d there)", len(recs), info.State.Msgs)
		}
		js.Close()
	}
}

// openLog opens the log in dir, synced as interval says.
func openLog(t *testing.T, dir string, interval time.Duration) *JetStream {
	t.Helper()
	js, err := OpenJetStream(context.Background(), dir, interval)
	if err != nil {
		t.Fatal(err)
	}
	return js
}

// A room purged is gone from the log, its records read by nobody, even
// when they were the last of their stream; the other rooms are read as
// they were.
func TestARoomPurgedIsGoneFromTheLog(t *testing.T) {
	ctx, dir := context.Background(), t.TempDir()
	js := openLog(t, dir, 100*time.Millisecond) // every room on the first stream
	for _, room := range []string{"KEPT1", "GONE1", "KEPT2", "GONE2"} {
		var last uint64
		for n := range 3 {
			var err error
			if last, err = js.Append(ctx, room, last, []byte(fmt.Sprintf(`{"n":%d}`, n))); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, room := range []string{"GONE1", "GONE2"} {
		if err := js.Purge(ctx, room); err != nil {
			t.Fatal(err)
		}
	}
	js.Close()
	js = openLog(t, dir, 0)
	defer js.Close()
	read := map[string]int{}
	if err := js.Each(ctx, func(room string, _ uint64, _ []byte) error {
		read[room]++
		return nil
	}); err != nil {
		t.Fatalf("the log read again: %v", err)
	}
	if len(read) != 2 || read["KEPT1"] != 3 || read["KEPT2"] != 3 {
		t.Fatalf("the log read again holds %v, not the two rooms kept, 3 records each", read)
	}
	if recs, _, err := js.Room(ctx, "GONE2"); err != nil || len(recs) != 0 {
		t.Fatalf("the purged room alone: %d records (%v)", len(recs), err)
	}
	if _, err := js.Append(ctx, "GONE2", 0, []byte(`{}`)); err != nil {
		t.Fatalf("a new room of a purged room's code cannot start: %v", err)
	}
}

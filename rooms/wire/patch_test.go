package wire

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"
)

// diff is DiffIndexed of two values it indexes.
func diff(dst, held, next []byte) ([]byte, bool) {
	he, ok1 := Index(held, nil)
	ne, ok2 := Index(next, nil)
	if !ok1 || !ok2 {
		return dst, false
	}
	return DiffIndexed(dst, held, he, next, ne)
}

// A patch of DiffIndexed's, applied to the view held, gives the new view byte
// for byte: values changed, keys come and gone, arrays grown, strings
// holding brackets, quotes and commas.
func TestAPatchMakesTheNewViewFromTheOneHeld(t *testing.T) {
	for _, c := range []struct{ held, next, patch string }{
		{`{"a":1,"b":[1,2,3],"c":"x"}`, `{"a":1,"b":[1,2,3],"c":"x"}`, `[]`},
		{`{"a":1,"b":[1,2,3],"c":"long enough to be worth it"}`, `{"a":1,"b":[1,7,3],"c":"long enough to be worth it"}`, `[14,15,7]`},
		{`{"a":1,"b":{"x":1,"y":2},"c":"long enough to be worth it"}`, `{"a":1,"b":{"x":1},"c":"long enough to be worth it"}`, `[17,-23,""]`},
		{`{"a":1,"p":true,"b":2,"c":"long enough to be worth it"}`, `{"p":false,"b":2,"q":[1],"c":"long enough to be worth it"}`, `[1,-7,"",11,15,false,21,-22,",\"q\":[1],"]`},
		{`{"a":1,"b":[1,2],"c":"long enough to be worth it, longer"}`, `{"a":1,"b":[1,2,3],"c":"long enough to be worth it, longer"}`, `[11,16,[1,2,3]]`},
		{`{"s":"a \"[{,\" b","n":12345,"t":"long enough to be worth it"}`, `{"s":"a \"[{,\" b","n":12346,"t":"long enough to be worth it"}`, `[23,28,12346]`},
	} {
		p, ok := diff(nil, []byte(c.held), []byte(c.next))
		if !ok || string(p) != c.patch {
			t.Errorf("%s → %s: patch %s (%v), want %s", c.held, c.next, p, ok, c.patch)
			continue
		}
		got, err := Apply([]byte(c.held), p)
		if err != nil || string(got) != c.next {
			t.Errorf("%s + %s = %s (%v), want %s", c.held, p, got, err, c.next)
		}
	}
	// A patch no shorter than the view is not worth sending.
	if p, ok := diff(nil, []byte(`[1]`), []byte(`[2]`)); ok {
		t.Errorf("[1] → [2]: a patch %s said worth sending", p)
	}
}

// Random JSON values and random changes of them: every patch worth
// sending makes the changed value.
func TestRandomPatchesMakeTheirValues(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	sent := 0
	for n := range 3000 {
		held := randomValue(r, 4)
		next := mutate(r, held, 4)
		hb, _ := json.Marshal(held)
		nb, _ := json.Marshal(next)
		p, ok := diff(nil, hb, nb)
		if !ok {
			continue
		}
		sent++
		got, err := Apply(hb, p)
		if err != nil || !bytes.Equal(got, nb) {
			t.Fatalf("case %d: %s + %s = %s (%v), want %s", n, hb, p, got, err, nb)
		}
	}
	if sent < 1000 {
		t.Fatalf("only %d patches of 3000 were worth sending", sent)
	}
}

// A patch that does not fit the view held is an error, never a panic
// nor a view made of the wrong bytes.
func TestAPatchThatDoesNotFitIsRefused(t *testing.T) {
	held := []byte(`{"a":[1,2,3]}`)
	for _, p := range []string{``, `{}`, `[`, `[1,2]`, `[5,3,1]`, `[0,99,1]`, `[3,4,1,2,3,1]`, `[x,1,1]`, `[1,2,"a`} {
		if got, err := Apply(held, []byte(p)); err == nil {
			t.Errorf("patch %q was applied: %s", p, got)
		}
	}
}

func FuzzApply(f *testing.F) {
	f.Add([]byte(`{"a":[1,2,3]}`), []byte(`[5,6,7]`))
	f.Fuzz(func(t *testing.T, held, patch []byte) {
		_, _ = Apply(held, patch)
	})
}

func randomValue(r *rand.Rand, depth int) any {
	switch k := r.IntN(6); {
	case depth == 0 || k < 2:
		return r.IntN(1000)
	case k == 2:
		return fmt.Sprintf("s%d \"[{,}]\"", r.IntN(100))
	case k == 3:
		a := make([]any, r.IntN(5))
		for i := range a {
			a[i] = randomValue(r, depth-1)
		}
		return a
	default:
		m := map[string]any{}
		for i := range r.IntN(5) {
			m[fmt.Sprint("k", i)] = randomValue(r, depth-1)
		}
		return m
	}
}

// mutate changes some of v's values, keys and lengths.
func mutate(r *rand.Rand, v any, depth int) any {
	if r.IntN(8) == 0 {
		return randomValue(r, depth)
	}
	switch v := v.(type) {
	case []any:
		out := make([]any, len(v))
		for i, e := range v {
			out[i] = mutate(r, e, depth-1)
		}
		if r.IntN(6) == 0 {
			out = append(out, randomValue(r, depth-1))
		}
		return out
	case map[string]any:
		out := map[string]any{}
		for k, e := range v {
			if r.IntN(10) > 0 {
				out[k] = mutate(r, e, depth-1)
			}
		}
		if r.IntN(6) == 0 {
			out[fmt.Sprint("k", r.IntN(8))] = randomValue(r, depth-1)
		}
		return out
	case int:
		if r.IntN(3) == 0 {
			return v + 1
		}
	}
	return v
}

// Any two JSON values, compacted as the views are written: a patch
// worth sending makes the second from the first.
func FuzzDiffThenApply(f *testing.F) {
	f.Add([]byte(`{"a":1,"b":[1,2]}`), []byte(`{"b":[1,3],"c":"x"}`))
	f.Fuzz(func(t *testing.T, held, next []byte) {
		var h, n bytes.Buffer
		if json.Compact(&h, held) != nil || json.Compact(&n, next) != nil {
			return
		}
		p, ok := diff(nil, h.Bytes(), n.Bytes())
		if !ok {
			return
		}
		got, err := Apply(h.Bytes(), p)
		if err != nil || !bytes.Equal(got, n.Bytes()) {
			t.Fatalf("%s + %s = %s (%v), want %s", h.Bytes(), p, got, err, n.Bytes())
		}
	})
}

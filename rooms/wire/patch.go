package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"sync"
)

// A patch makes a role's new view from the one it holds: most of a view
// is the same after an action (a Graffiti view is 2.6 KB, of which an
// action changes a few numbers), and sending it whole to every
// connection was 11 KB an action for a room of four phones and a table.
//
// The views are JSON written by one writer, whose objects always hold
// their keys in one order, so two views are compared value by value, in
// step: an object's members matched by their keys, an array's elements
// by their places; where an array's length differs, or a value's kind,
// the whole value is replaced. A patch is a JSON array of triples,
// `[start, end, value, …]`: the bytes start to end of the view held are
// replaced by value, the triples in order and apart. Members that come
// or go between two matched ones (a field left out when empty) are
// bytes, not a value: their triple's end is negative and its value a
// JSON string of those bytes. Everything a patch holds is a part of the
// new view: it tells nothing the new view does not.

// DiffIndexed appends to dst the patch that makes next from held (two
// JSON values written by the same writer, with their indexes: a host
// keeps each role's, as the view it holds is the next one of the diff
// before), and reports whether it is worth sending: false when it would
// be no shorter than next itself.
func DiffIndexed(dst, held []byte, heldEnds []int32, next []byte, nextEnds []int32) ([]byte, bool) {
	start := len(dst)
	dst = append(dst, '[')
	mem := members.Get().(*[]member)
	defer members.Put(mem)
	d := differ{held: held, next: next, hEnds: heldEnds, nEnds: nextEnds, out: dst, mem: (*mem)[:0]}
	d.value(skipSpace(held, 0), skipSpace(next, 0))
	*mem = d.mem
	if d.bad {
		return dst[:start], false
	}
	out := d.out
	if len(out) > start+1 {
		out = out[:len(out)-1] // the last triple's comma
	}
	out = append(out, ']')
	if len(out)-start >= len(next) {
		return dst[:start], false
	}
	return out, true
}

// members are the objects' members a diff lists, kept between diffs.
var members = sync.Pool{New: func() any { return new([]member) }}

// Index gives, for each byte of b where a JSON value starts, where that
// value ends (0 elsewhere), in one pass: the diff asks for the ends of
// values inside values, which a scan from each start would read again
// at every depth (a third of a busy host's time, it was). False when b
// is not one JSON value as a writer writes it.
func Index(b []byte, ends []int32) ([]int32, bool) {
	ends = slices.Grow(ends[:0], len(b))[:len(b)]
	clear(ends)
	var stack [64]int32
	depth := 0
	for k := 0; k < len(b); k++ {
		switch b[k] {
		case '"':
			e := k + 1
			for e < len(b) && b[e] != '"' {
				if b[e] == '\\' {
					e++
				}
				e++
			}
			if e >= len(b) {
				return ends, false
			}
			ends[k], k = int32(e+1), e
		case '{', '[':
			if depth == len(stack) {
				return ends, false
			}
			stack[depth] = int32(k)
			depth++
		case '}', ']':
			if depth == 0 {
				return ends, false
			}
			depth--
			ends[stack[depth]] = int32(k + 1)
		case ',', ':', ' ', '\n', '\t', '\r':
		default:
			e := k
			for e < len(b) && !delimiter(b[e]) {
				e++
			}
			ends[k], k = int32(e), e-1
		}
	}
	return ends, depth == 0
}

func delimiter(c byte) bool {
	switch c {
	case ',', '}', ']', ':', ' ', '\n', '\t', '\r':
		return true
	}
	return false
}

type differ struct {
	held, next   []byte
	hEnds, nEnds []int32 // Index's
	out          []byte
	bad          bool     // a value that is not JSON: no patch
	mem          []member // the members of the objects being compared, outer first
}

// end is where the value at i of held (or of next, n) ends; -1 where
// none starts.
func (d *differ) end(i int, n bool) int {
	b, ends := d.held, d.hEnds
	if n {
		b, ends = d.next, d.nEnds
	}
	if i >= len(b) || ends[i] == 0 {
		d.bad = true
		return -1
	}
	return int(ends[i])
}

// value compares the values that start at i in held and j in next, and
// writes what changed.
func (d *differ) value(i, j int) {
	ie, je := d.end(i, false), d.end(j, true)
	if d.bad {
		return
	}
	if bytes.Equal(d.held[i:ie], d.next[j:je]) {
		return
	}
	mark := len(d.out)
	if (d.held[i] == '{' && d.next[j] == '{' && d.members(i, ie, j, je)) ||
		(d.held[i] == '[' && d.next[j] == '[' && d.elements(i, j)) {
		return
	}
	// Replaced whole: what was written inside it goes.
	d.out = d.out[:mark]
	d.out = strconv.AppendInt(d.out, int64(i), 10)
	d.out = append(d.out, ',')
	d.out = strconv.AppendInt(d.out, int64(ie), 10)
	d.out = append(d.out, ',')
	d.out = append(d.out, d.next[j:je]...)
	d.out = append(d.out, ',')
}

// members compares two objects member by member. Their keys come in
// one order (the writer's), so those of both are matched in it; the
// members between two matched ones (some gone, some come: a field left
// out when empty) are spliced as bytes, with their commas. False when a
// key is not JSON.
func (d *differ) members(i, ie, j, je int) bool {
	base := len(d.mem)
	defer func() { d.mem = d.mem[:base] }()
	d.mem = d.listMembers(i, false, d.mem)
	split := len(d.mem)
	d.mem = d.listMembers(j, true, d.mem)
	if d.bad {
		return false
	}
	// The inner objects' members go after these (or in a new array:
	// these stay as they are).
	held, next := d.mem[base:split:split], d.mem[split:]
	if len(held)*len(next) > 1<<12 {
		return false // keys are matched by a search: an object of thousands is replaced whole
	}
	// The gap before each matched pair: from the end of the last
	// matched value (or the brace) to the pair's keys.
	hFrom, nFrom := i+1, j+1
	k := 0
	for _, n := range next {
		at := -1
		for x := k; x < len(held); x++ {
			if bytes.Equal(d.held[held[x].key:held[x].keyEnd], d.next[n.key:n.keyEnd]) {
				at = x
				break
			}
		}
		if at < 0 {
			continue // come: spliced with the gap before the next match
		}
		h := held[at]
		d.gap(hFrom, h.key, nFrom, n.key)
		d.value(h.value, n.value)
		if d.bad {
			return false
		}
		hFrom, nFrom, k = h.end, n.end, at+1
	}
	d.gap(hFrom, ie-1, nFrom, je-1)
	return true
}

// gap splices held[hs:he] to next[ns:ne] where they differ: bytes between
// members, which need not be a JSON value, so they go as a JSON string
// with the span's end negative.
func (d *differ) gap(hs, he, ns, ne int) {
	if bytes.Equal(d.held[hs:he], d.next[ns:ne]) {
		return
	}
	d.out = strconv.AppendInt(d.out, int64(hs), 10)
	d.out = append(d.out, ',', '-')
	d.out = strconv.AppendInt(d.out, int64(he), 10)
	d.out = append(d.out, ',')
	d.out = appendString(d.out, d.next[ns:ne])
	d.out = append(d.out, ',')
}

// member is where an object's member lies: its key's start and end, its
// value's start (past the colon) and end.
type member struct{ key, keyEnd, value, end int }

// listMembers appends the members of the object at i (of next if n).
func (d *differ) listMembers(i int, n bool, out []member) []member {
	b := d.held
	if n {
		b = d.next
	}
	i = skipSpace(b, i+1)
	for i < len(b) && b[i] != '}' && !d.bad {
		ke := d.end(i, n)
		if d.bad || b[i] != '"' {
			d.bad = true
			return out
		}
		v := skipSpace(b, skipSpace(b, ke)+1) // past the colon
		e := d.end(v, n)
		if d.bad {
			return out
		}
		out = append(out, member{key: i, keyEnd: ke, value: v, end: e})
		i = next(b, e)
	}
	if i >= len(b) {
		d.bad = true
	}
	return out
}

// elements compares two arrays element by element; false when their
// lengths differ.
func (d *differ) elements(i, j int) bool {
	i, j = skipSpace(d.held, i+1), skipSpace(d.next, j+1)
	for i < len(d.held) && j < len(d.next) {
		if d.held[i] == ']' || d.next[j] == ']' {
			return d.held[i] == d.next[j]
		}
		d.value(i, j)
		if d.bad {
			return false
		}
		i, j = next(d.held, d.end(i, false)), next(d.next, d.end(j, true))
	}
	d.bad = true
	return false
}

// next is the start of the member or element after one that ends at e
// (past its comma), or of the closing bracket.
func next(b []byte, e int) int {
	e = skipSpace(b, e)
	if e < len(b) && b[e] == ',' {
		e = skipSpace(b, e+1)
	}
	return e
}

// appendString appends b as a JSON string.
func appendString(out, b []byte) []byte {
	const hex = "0123456789abcdef"
	out = append(out, '"')
	for _, c := range b {
		switch {
		case c == '"' || c == '\\':
			out = append(out, '\\', c)
		case c < 0x20:
			out = append(out, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
		default:
			out = append(out, c)
		}
	}
	return append(out, '"')
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\n' || b[i] == '\t' || b[i] == '\r') {
		i++
	}
	return i
}

var errPatch = errors.New("a patch that does not fit the view held")

// Apply makes the new view from the one held and a patch of DiffIndexed's.
func Apply(held, patch []byte) ([]byte, error) {
	var parts []json.RawMessage
	if err := json.Unmarshal(patch, &parts); err != nil || len(parts)%3 != 0 {
		return nil, errPatch
	}
	out := make([]byte, 0, len(held)+len(patch))
	at := 0
	for k := 0; k < len(parts); k += 3 {
		start, err1 := strconv.Atoi(string(parts[k]))
		end, err2 := strconv.Atoi(string(parts[k+1]))
		value := []byte(parts[k+2])
		if end < 0 {
			// Bytes between members, as a JSON string.
			var s string
			if err := json.Unmarshal(value, &s); err != nil {
				return nil, errPatch
			}
			end, value = -end, []byte(s)
		}
		if err1 != nil || err2 != nil || start < at || end < start || end > len(held) {
			return nil, errPatch
		}
		out = append(append(out, held[at:start]...), value...)
		at = end
	}
	return append(out, held[at:]...), nil
}

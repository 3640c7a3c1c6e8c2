// Package appendjson holds the pieces the games' views and events are
// written with, byte for byte as encoding/json writes them but without
// its reflection: a room's host writes a view per seat for every action.
// Each game's AppendJSON is held to json.Marshal by its own test.
package appendjson

import (
	"encoding/json"
	"strconv"
	"unicode/utf8"
)

// Int appends n.
func Int[T ~int | ~int8 | ~uint8 | ~uint32](b []byte, n T) []byte {
	return strconv.AppendInt(b, int64(n), 10)
}

// Ints appends ns as a JSON array, or null when ns is nil.
func Ints[T ~int | ~int8 | ~uint8 | ~uint32](b []byte, ns []T) []byte { return Array(b, ns, Int[T]) }

// Array appends xs as a JSON array, each written by each, or null when
// xs is nil.
func Array[T any](b []byte, xs []T, each func([]byte, T) []byte) []byte {
	if xs == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, x := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		b = each(b, x)
	}
	return append(b, ']')
}

// String writes s as it is when nothing in it needs escaping (valid
// UTF-8 but control characters, the quote, the backslash, encoding/json's
// HTML escapes and U+2028, U+2029), and through encoding/json otherwise:
// names like "Chloé" are written at every action, names to escape seldom.
func String(b []byte, s string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
				return marshal(b, s)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || r == '\u2028' || r == '\u2029' {
			return marshal(b, s)
		}
		i += n
	}
	return append(append(append(b, '"'), s...), '"')
}

func marshal(b []byte, s string) []byte {
	q, _ := json.Marshal(s)
	return append(b, q...)
}

// Strings appends ss as a JSON array, or null when ss is nil.
func Strings(b []byte, ss []string) []byte { return Array(b, ss, String) }

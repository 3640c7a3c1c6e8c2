// Package appendjson holds the pieces the games' views and events are
// written with, byte for byte as encoding/json writes them but without
// its reflection: a room's host writes a view per seat for every action.
// Each game's AppendJSON is held to json.Marshal by its own test.
package appendjson

import (
	"encoding/json"
	"strconv"
)

// Int appends n.
func Int[T ~int | ~uint8 | ~uint32](b []byte, n T) []byte {
	return strconv.AppendInt(b, int64(n), 10)
}

// Ints appends ns as a JSON array, or null when ns is nil.
func Ints[T ~int | ~uint8 | ~uint32](b []byte, ns []T) []byte { return Array(b, ns, Int[T]) }

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

// String writes s as it is when nothing in it needs escaping (printable
// ASCII but the quote, the backslash and encoding/json's HTML escapes),
// and through encoding/json otherwise.
func String(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	return append(append(append(b, '"'), s...), '"')
}

// Strings appends ss as a JSON array, or null when ss is nil.
func Strings(b []byte, ss []string) []byte { return Array(b, ss, String) }

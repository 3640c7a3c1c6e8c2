//go:build !js

package wire

import (
	"strings"

	strict "github.com/go-json-experiment/json"
)

// The host's reading of requests. Not in the browser's build: a page
// writes requests and reads messages, and the strict decoder and its
// tables would add to every download.

var fieldOrder = strings.Fields("room token seat at action game seats names variants invite push lang on open fill clock")

// Decode reads a request: one JSON object of the protocol's version,
// of a known type, with the fields its type needs and no others. Every
// failure is a *Refusal; nothing is read from a request that fails.
func Decode(data []byte) (Request, error) {
	var r Request
	if len(data) > MaxRequest {
		return r, Refuse(CodeTooBig, "a request is at most %d bytes; this one has %d", MaxRequest, len(data))
	}
	// encoding/json/v2's reading: one value and nothing after it, its
	// names matched exactly (no other case, no Unicode folding: "to\u212aen"
	// is no token), no name twice, no invalid UTF-8, and, asked here, no
	// member the request has not. encoding/json took the last of two
	// names, any case of one, and any member but a stray.
	if err := strict.Unmarshal(data, &r, strict.RejectUnknownMembers(true)); err != nil {
		return Request{}, Refuse(CodeMalformed, "not a request: %v", err)
	}
	// No number past 2^53 either way, which a page's JSON.parse would
	// round: an id is echoed, and is then the host's to keep exact.
	for _, n := range []*int{&r.ID, r.Seat, r.At, &r.Clock} {
		if n != nil && (*n > MaxSafe || *n < -MaxSafe) {
			return Request{}, Refuse(CodeMalformed, "a number of a request is within ±%d", MaxSafe)
		}
	}
	if r.V != Version {
		return Request{}, Refuse(CodeVersion, "protocol version %d, the host speaks %d: reload the page", r.V, Version)
	}
	shape, ok := shapes[r.Type]
	if !ok {
		return Request{}, Refuse(CodeUnknown, "no request of type %q", r.Type)
	}
	// An empty list is no list, as an empty text is no text: a create
	// needs seats, and neither is written again.
	for _, l := range []*[]string{&r.Seats, &r.Names, &r.Variants} {
		if len(*l) == 0 {
			*l = nil
		}
	}
	has := map[string]bool{
		"room": r.Room != "", "token": r.Token != "", "seat": r.Seat != nil, "at": r.At != nil,
		"action": r.Action != "", "game": r.Game != "", "seats": r.Seats != nil, "names": r.Names != nil,
		"variants": r.Variants != nil, "invite": r.Invite != "", "push": r.Push != nil, "lang": r.Lang != "",
		"on": r.On != nil, "open": r.Open, "fill": r.Fill != "", "clock": r.Clock != 0,
	}
	for _, f := range strings.Fields(shape.need) {
		if !has[f] {
			return Request{}, Refuse(CodeMalformed, "a %s request needs %s", r.Type, f)
		}
		delete(has, f)
	}
	for _, f := range strings.Fields(shape.allow) {
		delete(has, f)
	}
	for _, f := range fieldOrder {
		if has[f] {
			return Request{}, Refuse(CodeMalformed, "a %s request has no %s", r.Type, f)
		}
	}
	if err := checkNotify(r); err != nil {
		return Request{}, err
	}
	return r, nil
}

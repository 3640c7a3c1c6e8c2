//go:build !js

package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// requestShapes is the protocol's table of requests (docs/rooms.md)
// written again here, so Decode is checked against the page and not
// against its own table: the fields each type needs, and those it may
// have, beyond v, type and id.
var requestShapes = map[string]struct{ need, may []string }{
	ReqCreate:  {[]string{"game", "seats"}, []string{"names", "variants", "open", "lang", "clock"}},
	ReqWatch:   {[]string{"room"}, []string{"token"}},
	ReqClaim:   {[]string{"room", "seat"}, []string{"invite"}},
	ReqHello:   {[]string{"room", "token"}, nil},
	ReqAct:     {[]string{"token", "at", "action"}, nil},
	ReqLeave:   {[]string{"token"}, nil},
	ReqFree:    {[]string{"token", "seat"}, nil},
	ReqPing:    {nil, nil},
	ReqReplay:  {[]string{"at"}, nil},
	ReqAllow:   {[]string{"token", "seat"}, nil},
	ReqDeny:    {[]string{"token", "seat"}, nil},
	ReqNotify:  {[]string{"token"}, []string{"room", "push", "lang"}},
	ReqScreen:  {[]string{"token", "on"}, []string{"room"}},
	ReqRematch: {[]string{"token"}, []string{"fill"}},
	ReqAccept:  {[]string{"token"}, nil},
	ReqDecline: {[]string{"token"}, nil},
}

// fieldsOf are the fields a request has: those its JSON writes.
func fieldsOf(r Request) []string {
	var out []string
	for _, f := range []struct {
		name string
		has  bool
	}{
		{"room", r.Room != ""}, {"token", r.Token != ""}, {"seat", r.Seat != nil}, {"at", r.At != nil},
		{"action", r.Action != ""}, {"game", r.Game != ""}, {"seats", len(r.Seats) > 0},
		{"names", len(r.Names) > 0}, {"variants", len(r.Variants) > 0}, {"invite", r.Invite != ""},
		{"push", r.Push != nil}, {"lang", r.Lang != ""}, {"on", r.On != nil},
		{"open", r.Open}, {"fill", r.Fill != ""}, {"clock", r.Clock != 0},
	} {
		if f.has {
			out = append(out, f.name)
		}
	}
	return out
}

// requestNames are the names of a request's members, as the protocol
// writes them.
var requestNames = strings.Fields("v type id room token seat at action game seats names variants invite push lang on open fill clock")

// topKeys are the names of the members of the JSON object data holds,
// as they are written, read by encoding/json's tokens (which keeps every
// name and folds none).
func topKeys(data []byte) ([]string, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	if tok, err := d.Token(); err != nil || tok != json.Delim('{') {
		return nil, fmt.Errorf("no object: %v %v", tok, err)
	}
	var keys []string
	for d.More() {
		tok, err := d.Token()
		if err != nil {
			return nil, err
		}
		keys = append(keys, tok.(string))
		var skip json.RawMessage
		if err := d.Decode(&skip); err != nil {
			return nil, err
		}
	}
	return keys, nil
}

// decodeRefusals are the codes Decode itself refuses with; the others
// are the host's, for requests it has read.
var decodeRefusals = []string{CodeMalformed, CodeTooBig, CodeVersion, CodeUnknown}

// testPush is a browser's subscription as PushSubscription.toJSON()
// writes it (its keys the RFC 8291 example's).
const testPush = `{"endpoint":"https://push.example/send/abc","keys":{"p256dh":"BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4","auth":"BTBZMqHH6r4Tts7J_aSIgg"}}`

// requestSeeds are a request of every type, with and without what it may
// have, and bytes that are none.
var requestSeeds = []string{
	`{"v":6,"type":"create","game":"kunststucke","seats":["person","hard","person"]}`,
	`{"v":6,"type":"create","id":3,"game":"graffiti","seats":["person","easy"],"names":["Ana","Chloé"],"variants":["short"]}`,
	`{"v":6,"type":"create","game":"tagcity","seats":["person","person"],"open":true,"lang":"de"}`,
	`{"v":6,"type":"create","game":"tagcity","seats":["person","person"],"clock":86400}`,
	`{"v":6,"type":"watch","room":"ACDEF"}`,
	`{"v":6,"type":"watch","id":1,"room":"acd ef","token":"bG9uZyBsaXZlIHRoZSB0YWJsZQ"}`,
	`{"v":6,"type":"claim","room":"ACDEF","seat":0}`,
	`{"v":6,"type":"claim","room":"ACDEF","seat":1,"invite":"AbCdEfGhIjKl"}`,
	`{"v":6,"type":"replay","at":3}`,
	`{"v":6,"type":"allow","token":"t","seat":1}`,
	`{"v":6,"type":"deny","token":"t","seat":0}`,
	`{"v":6,"type":"hello","room":"ACDEF","token":"c2VhdCB0b2tlbg"}`,
	`{"v":6,"type":"act","id":12,"token":"c2VhdCB0b2tlbg","at":0,"action":"slide violet-flag H7"}`,
	`{"v":6,"type":"act","token":"t","at":17,"action":"take red-6+ 2"}`,
	`{"v":6,"type":"leave","token":"t"}`,
	`{"v":6,"type":"free","token":"t","seat":2}`,
	`{"v":6,"type":"notify","token":"t","push":` + testPush + `,"lang":"de"}`,
	`{"v":6,"type":"notify","id":5,"room":"ACDEF","token":"t","push":null}`,
	`{"v":6,"type":"screen","token":"t","on":false}`,
	`{"v":6,"type":"screen","room":"ACDEF","token":"t","on":true}`,
	`{"v":6,"type":"rematch","token":"t"}`,
	`{"v":6,"type":"rematch","id":2,"token":"t","fill":"medium"}`,
	`{"v":6,"type":"accept","token":"t"}`,
	`{"v":6,"type":"decline","id":9,"token":"t"}`,
	`{"v":6,"type":"accept","token":"t","fill":"free"}`,
	`{"v":6,"type":"ping"}`,
	` {"id":-4, "type":"ping", "v":6} ` + "\n",
	``,
	`{`,
	`null`,
	`[{"v":6,"type":"ping"}]`,
	`"ping"`,
	`{"v":6,"type":"ping"}]`,
	`{"v":6,"type":"ping"}{"v":6,"type":"ping"}`,
	`{"v":1,"type":"ping"}`,
	`{"type":"ping"}`,
	`{"v":"1","type":"ping"}`,
	`{"v":6,"type":"shout"}`,
	`{"v":6,"type":"ping","room":"ACDEF"}`,
	`{"v":6,"type":"ping","force":true}`,
	`{"v":6,"type":"act","token":"t","action":"draw"}`,
	`{"v":6,"type":"act","token":"t","at":1.5,"action":"draw"}`,
	`{"v":6,"type":"claim","room":"ACDEF","seat":null}`,
	`{"v":6,"type":"create","game":"tagcity","seats":null}`,
	`{"v":6,"tYpe":"create","gAme":"0000","seAts":[]}`,
	`{"v":6,"type":"ping","names":[],"variants":[]}`,
	`{"v":6,"type":"ping","V":1,"Type":"act"}`,
	`{"v":6,"type":"watch","room":"ACDEF","room":"HJKMN"}`,
	`{"v":6,"type":"hello","room":"ACDEF","to\u212aen":"t"}`,
	`{"v":6,"type":"ping","id":9007199254740993}`,
	"{\"v\":3,\"type\":\"hello\",\"room\":\"\xff\",\"token\":\"\x00\"}",
	`{"v":6,"type":"ping"}` + strings.Repeat(" ", MaxRequest),
}

// FuzzDecode checks Decode on any bytes: it never panics; what it
// accepts is one JSON object of the protocol's version and of a known
// type with the fields the type needs and no others, which written
// again reads back the same; what it refuses is refused with one of its
// codes, a reason, and nothing read.
func FuzzDecode(f *testing.F) {
	for _, s := range requestSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		req, err := Decode(data)
		if err != nil {
			var r *Refusal
			if !errors.As(err, &r) {
				t.Fatalf("%q: refused with %T %v, not a *Refusal", data, err, err)
			}
			if !slices.Contains(decodeRefusals, r.Code) || r.Reason == "" {
				t.Fatalf("%q: refused %q (%q)", data, r.Code, r.Reason)
			}
			if (r.Code == CodeTooBig) != (len(data) > MaxRequest) {
				t.Fatalf("%q, %d bytes: refused %s", data, len(data), r.Code)
			}
			if !reflect.DeepEqual(req, Request{}) {
				t.Fatalf("%q: refused, yet read %+v", data, req)
			}
			return
		}
		if len(data) > MaxRequest {
			t.Fatalf("a request of %d bytes accepted", len(data))
		}
		if trimmed := bytes.TrimLeft(data, " \t\r\n"); !json.Valid(data) || len(trimmed) == 0 || trimmed[0] != '{' {
			t.Fatalf("%q accepted: not one JSON object", data)
		}
		if keys, err := topKeys(data); err != nil {
			t.Fatalf("%q accepted: %v", data, err)
		} else if len(slices.Compact(slices.Sorted(slices.Values(keys)))) != len(keys) {
			t.Fatalf("%q accepted with a name twice: %q", data, keys)
		} else if i := slices.IndexFunc(keys, func(k string) bool { return !slices.Contains(requestNames, k) }); i >= 0 {
			t.Fatalf("%q accepted with a name %q no request has (in that case)", data, keys[i])
		}
		if !utf8.Valid(data) {
			t.Fatalf("%q accepted: not UTF-8", data)
		}
		for _, n := range []*int{&req.ID, req.Seat, req.At} {
			if n != nil && (*n > 1<<53-1 || *n < -(1<<53-1)) {
				t.Fatalf("%q accepted: a number a page cannot hold exactly", data)
			}
		}
		shape, ok := requestShapes[req.Type]
		if req.V != Version || !ok {
			t.Fatalf("%q accepted as version %d, type %q", data, req.V, req.Type)
		}
		has := fieldsOf(req)
		for _, f := range shape.need {
			if !slices.Contains(has, f) {
				t.Fatalf("%q accepted: a %s with no %s", data, req.Type, f)
			}
		}
		for _, f := range has {
			if !slices.Contains(shape.need, f) && !slices.Contains(shape.may, f) {
				t.Fatalf("%q accepted: a %s with a %s", data, req.Type, f)
			}
		}
		again, err := json.Marshal(req)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Decode(again)
		if err != nil {
			t.Fatalf("%q accepted as %+v, written %s, refused: %v", data, req, again, err)
		}
		if !reflect.DeepEqual(back, req) {
			t.Fatalf("%q accepted as %+v, written %s, read back as %+v", data, req, again, back)
		}
	})
}

// TestDecodeRefusesWhatIsNoRequestWithItsCode is Decode's refusals, one
// of each kind, the order of its checks (too big before anything, the
// version before the type, the type before the fields), and the edges
// it accepts.
func TestDecodeRefusesWhatIsNoRequestWithItsCode(t *testing.T) {
	ping := `{"v":6,"type":"ping"}`
	for _, c := range []struct {
		what, data, code string // code "": accepted
	}{
		{"nothing", ``, CodeMalformed},
		{"half an object", `{"v":6,"type":"ping"`, CodeMalformed},
		{"an array", `[` + ping + `]`, CodeMalformed},
		{"two objects", ping + ping, CodeMalformed},
		{"an object and a stray bracket", ping + `]`, CodeMalformed},
		{"an object and a stray brace", ping + `}`, CodeMalformed},
		{"an object and a word", ping + ` ping`, CodeMalformed},
		{"a field no request has", `{"v":6,"type":"ping","force":true}`, CodeMalformed},
		{"a field twice", `{"v":6,"type":"watch","room":"ACDEF","room":"HJKMN"}`, CodeMalformed},
		{"the type twice", `{"v":6,"type":"act","type":"ping"}`, CodeMalformed},
		{"a field in capitals", `{"v":6,"type":"watch","ROOM":"ACDEF"}`, CodeMalformed},
		{"a field in another case", `{"v":6,"type":"hello","room":"ACDEF","Token":"t"}`, CodeMalformed},
		{"a field Unicode folds to another", `{"v":6,"type":"hello","room":"ACDEF","to\u212aen":"t"}`, CodeMalformed},
		{"a field Unicode folds to another, as its bytes", "{\"v\":3,\"type\":\"hello\",\"room\":\"ACDEF\",\"to\u212aen\":\"t\"}", CodeMalformed},
		{"a value not UTF-8", "{\"v\":3,\"type\":\"watch\",\"room\":\"\xffACDE\"}", CodeMalformed},
		{"an id beyond 2^53", `{"v":6,"type":"ping","id":9007199254740993}`, CodeMalformed},
		{"a seat below -2^53", `{"v":6,"type":"claim","room":"ACDEF","seat":-9007199254740993}`, CodeMalformed},
		{"an id of 2^53-1", `{"v":6,"type":"ping","id":9007199254740991}`, ""},
		{"a version in words", `{"v":"1","type":"ping"}`, CodeMalformed},
		{"no version", `{"type":"ping"}`, CodeVersion},
		{"version 1, an old page's", `{"v":1,"type":"ping"}`, CodeVersion},
		{"version 2, a page of before the patches", `{"v":2,"type":"ping"}`, CodeVersion},
		{"version 3, a page of before the notices", `{"v":3,"type":"ping"}`, CodeVersion},
		{"version 4, a page of before the lobby", `{"v":4,"type":"ping"}`, CodeVersion},
		{"version 5, a page of before the rematch and the clocks", `{"v":5,"type":"ping"}`, CodeVersion},
		{"version 7", `{"v":7,"type":"ping"}`, CodeVersion},
		{"version 7 of no known type", `{"v":7,"type":"shout"}`, CodeVersion},
		{"a join with a clock", `{"v":6,"type":"claim","room":"ACDEF","seat":0,"clock":60}`, CodeMalformed},
		{"a clock in words", `{"v":6,"type":"create","game":"tagcity","seats":["person","person"],"clock":"1d"}`, CodeMalformed},
		{"a clock beyond 2^53", `{"v":6,"type":"create","game":"tagcity","seats":["person","person"],"clock":9007199254740993}`, CodeMalformed},
		{"a watch that would be open", `{"v":6,"type":"watch","room":"ACDEF","open":true}`, CodeMalformed},
		{"a create's lang that is no tag", `{"v":6,"type":"create","game":"tagcity","seats":["person","person"],"lang":"de;x"}`, CodeMalformed},
		{"no type", `{"v":6}`, CodeUnknown},
		{"a host's message type", `{"v":6,"type":"welcome"}`, CodeUnknown},
		{"an unknown type with a field", `{"v":6,"type":"shout","room":"ACDEF"}`, CodeUnknown},
		{"an act with no point of the game", `{"v":6,"type":"act","token":"t","action":"draw"}`, CodeMalformed},
		{"an act with an empty action", `{"v":6,"type":"act","token":"t","at":0,"action":""}`, CodeMalformed},
		{"an act with a room", `{"v":6,"type":"act","token":"t","at":0,"action":"draw","room":"ACDEF"}`, CodeMalformed},
		{"a claim of a null seat", `{"v":6,"type":"claim","room":"ACDEF","seat":null}`, CodeMalformed},
		{"a ping with a room", `{"v":6,"type":"ping","room":"ACDEF"}`, CodeMalformed},
		{"a create with no seats", `{"v":6,"type":"create","game":"tagcity"}`, CodeMalformed},
		{"a create with an empty list of seats", `{"v":6,"type":"create","game":"tagcity","seats":[]}`, CodeMalformed},
		{"a byte too many", ping + strings.Repeat(" ", MaxRequest+1-len(ping)), CodeTooBig},
		{"too big and no JSON", strings.Repeat("{", MaxRequest+1), CodeTooBig},
		{"as big as may be", ping + strings.Repeat(" ", MaxRequest-len(ping)), ""},
		{"spaces around", " \n" + ping + "\t\r\n ", ""},
		{"an empty room, as none", `{"v":6,"type":"ping","room":""}`, ""},
		{"an empty list, as none", `{"v":6,"type":"ping","names":[]}`, ""},
		{"a notify", `{"v":6,"type":"notify","token":"t","push":` + testPush + `,"lang":"fr"}`, ""},
		{"a notify that forgets", `{"v":6,"type":"notify","token":"t"}`, ""},
		{"a notify with no token", `{"v":6,"type":"notify","push":` + testPush + `}`, CodeMalformed},
		{"a notify to plain http", `{"v":6,"type":"notify","token":"t","push":` + strings.Replace(testPush, "https:", "http:", 1) + `}`, CodeMalformed},
		{"a notify with no keys", `{"v":6,"type":"notify","token":"t","push":{"endpoint":"https://push.example/a"}}`, CodeMalformed},
		{"a notify whose key is no point", `{"v":6,"type":"notify","token":"t","push":` + strings.Replace(testPush, "BCVx", "BAAA", 1) + `}`, CodeMalformed},
		{"a notify with a member its push has not", `{"v":6,"type":"notify","token":"t","push":{"endpoint":"https://push.example/a","expirationTime":null,"keys":{"p256dh":"x","auth":"y"}}}`, CodeMalformed},
		{"a notify in no language", `{"v":6,"type":"notify","token":"t","lang":"<b>"}`, CodeMalformed},
		{"a screen", `{"v":6,"type":"screen","token":"t","on":false}`, ""},
		{"a screen that says nothing", `{"v":6,"type":"screen","token":"t"}`, CodeMalformed},
		{"a screen in words", `{"v":6,"type":"screen","token":"t","on":"no"}`, CodeMalformed},
	} {
		req, err := Decode([]byte(c.data))
		var r *Refusal
		switch {
		case c.code == "" && err != nil:
			t.Errorf("%s: refused: %v", c.what, err)
		case c.code == "":
		case !errors.As(err, &r) || r.Code != c.code || r.Reason == "":
			t.Errorf("%s: %v, not refused %s", c.what, err, c.code)
		case !reflect.DeepEqual(req, Request{}):
			t.Errorf("%s: refused, yet read %+v", c.what, req)
		}
	}
}

// A message written with its view or patch and events put in as they
// are reads back as the same message json.Marshal would have written,
// with or without a view, a patch and events.
func TestEncodePutsTheViewAndEventsInAsTheyAre(t *testing.T) {
	seat := 2
	for _, m := range []Message{
		{Type: MsgUpdate, Room: "ABCD", Actions: 7, ToAct: &seat, View: json.RawMessage(`{"a":[1,2],"b":"x\"y"}`), Events: []json.RawMessage{json.RawMessage(`{"e":1}`), json.RawMessage(`"two"`)}},
		{Type: MsgWelcome, ID: 3, Role: RoleSeat, Seat: &seat, View: json.RawMessage(`{}`)},
		{Type: MsgUpdate, Events: []json.RawMessage{json.RawMessage(`[]`)}},
		{Type: MsgSeats, Seats: []SeatInfo{{Name: "Ana", Kind: "person", Taken: true}}},
		{Type: MsgWelcome, Seats: []SeatInfo{{Name: `Bo,"view":{},"events":[`, Kind: "person"}}, View: json.RawMessage(`{"events":[1]}`), Events: []json.RawMessage{json.RawMessage(`{"view":2}`)}},
		{Type: MsgRefused, ID: 9, Code: CodeMalformed, Reason: "no"},
		{Type: MsgUpdate, Actions: 8, Base: &seat, Patch: json.RawMessage(`[3,4,"a,\"patch\":"]`), Events: []json.RawMessage{json.RawMessage(`{"patch":1}`)}},
	} {
		b := Encode(m)
		if !json.Valid(b) {
			t.Fatalf("Encode wrote no JSON: %s", b)
		}
		m.V = Version
		want, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		var got, exp map[string]any
		if err := json.Unmarshal(b, &got); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(want, &exp); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, exp) {
			t.Errorf("Encode wrote %s; json.Marshal %s", b, want)
		}
		// Its head is all of it but the events, the view as it came.
		head, err := Head(b)
		if err != nil {
			t.Fatalf("the head of %s: %v", b, err)
		}
		whole := m
		whole.Events = nil
		if !reflect.DeepEqual(head, whole) {
			t.Errorf("the head of %s is %+v, not %+v", b, head, whole)
		}
	}
}

package rooms

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"

	"graffiti/rooms/wire"
)

// A seat is told of its turn, once a turn, when it has a subscription
// (a notify) and no page of it is on screen: its connections are
// closed, or each said it is hidden (screen). The turn is the number of
// actions played, so a reconnect, a page hidden and shown again or any
// event after it never tells the seat twice; at the end, every
// subscribed seat is told the result, by the same rule. What was told
// is kept in memory: a host started again may tell a turn once more,
// which is better than a turn it would never tell.

// noticeWords are the notices' words in each language of msg/.
//
//go:embed msg/notice.*.toml
var noticeFiles embed.FS

var noticeWords = func() *i18n.Bundle {
	b := i18n.NewBundle(language.English)
	b.RegisterUnmarshalFunc("toml", toml.Unmarshal)
	names, _ := fs.Glob(noticeFiles, "msg/notice.*.toml") // a translator adds a language by adding a file
	for _, f := range names {
		if _, err := b.LoadMessageFileFS(noticeFiles, f); err != nil {
			panic(fmt.Sprintf("rooms: the notices' words: %v", err)) // the program's own files; the tests read them
		}
	}
	return b
}()

// noticeLang is the language a notice is written in: lang's, when there
// are words for it ("de-CH" is German), else English.
func noticeLang(lang string) string {
	base, _, _ := strings.Cut(strings.ToLower(lang), "-")
	for _, t := range noticeWords.LanguageTags() {
		if t.String() == base {
			return base
		}
	}
	return "en"
}

// noticeBody is a notice as the page's service worker reads it, once
// decrypted: what to show (title, body, in lang), where a tap goes
// (url), and which room, seat and point of the game it tells of.
type noticeBody struct {
	Room    string `json:"room"`
	Seat    int    `json:"seat"`
	Lang    string `json:"lang"`
	Title   string `json:"title"`
	Body    string `json:"body"`
	URL     string `json:"url"`
	Actions int    `json:"actions"`
	Over    bool   `json:"over"`
	// Lapsed is the seat whose time ran out, when the host's bot played
	// the last action for it (clock.go).
	Lapsed *int `json:"lapsed,omitempty"`
}

// pushSub is a seat's subscription and the language of its notices.
type pushSub struct {
	wire.Subscription
	Lang string
}

// remind tells each seat that should be told now: the seat to act, or
// every seat once the game is over, or every seat but its own when a
// seat's time ran out (clock.go), subscribed, not yet told at this point
// of the game, and with no page on screen. Called with r.mu held,
// after anything that may make a seat to be told: an action, a claim, a
// notify, a page hidden, a connection gone.
func (r *room) remind() {
	if r.h.push == nil || r.gone || r.st.m == nil || r.h.ctx.Err() != nil {
		return
	}
	at, over, toAct := r.st.m.Actions(), r.st.m.Over(), r.st.m.ToAct()
	lapsed, ranOut := r.st.lastLapsed()
	for seat, sub := range r.st.subs {
		told := over || seat == toAct || (ranOut && seat != lapsed)
		if sub == nil || !told || r.onScreen(seat) {
			continue
		}
		if was, ok := r.noticed[seat]; ok && was == at {
			continue
		}
		if r.noticed == nil {
			r.noticed = map[int]int{}
		}
		r.noticed[seat] = at
		r.h.push.queue(notice{r: r, seat: seat, sub: sub.Subscription, body: r.noticeFor(seat, sub.Lang)})
	}
}

// onScreen tells whether a page of seat is connected and on screen.
func (r *room) onScreen(seat int) bool {
	for c := range r.conns {
		if c.role == wire.RoleSeat && c.seat == seat && !c.hidden {
			return true
		}
	}
	return false
}

// noticeFor is the notice to seat now, in lang. Its url opens the room
// on the device that holds the seat's token (kept by the room's code:
// scenes/room's tokenFile), which goes back to its seat as a reload
// does; seat tells the page, and its service worker, which seat it is.
func (r *room) noticeFor(seat int, lang string) []byte {
	l := i18n.NewLocalizer(noticeWords, lang)
	say := func(id string, data map[string]any) string {
		s, err := l.Localize(&i18n.LocalizeConfig{MessageID: id, TemplateData: data})
		if err != nil {
			panic(fmt.Sprintf("rooms: notice words %q: %v", id, err)) // every file has every key: the tests check
		}
		return s
	}
	list := func(names []string) string {
		if len(names) < 2 {
			return strings.Join(names, "")
		}
		return say("And", map[string]any{"Some": strings.Join(names[:len(names)-1], ", "), "Last": names[len(names)-1]})
	}
	names := r.st.m.Names()
	var others []string
	for i, n := range names {
		if i != seat {
			others = append(others, n)
		}
	}
	n := noticeBody{Room: r.code, Seat: seat, Lang: lang, Actions: r.st.m.Actions(), Over: r.st.m.Over(),
		Title: say("With", map[string]any{"Game": r.st.g.Title(), "Others": list(others)}),
		URL:   fmt.Sprintf("/?room=%s&seat=%d", r.code, seat),
		Body:  say("YourTurn", nil)}
	if seat, ok := r.st.lastLapsed(); ok {
		n.Lapsed = ptr(seat)
		n.Body = say("RanOut", map[string]any{"Name": names[seat]})
		if r.st.m.ToAct() == n.Seat {
			n.Body = say("RanOutYourTurn", map[string]any{"Name": names[seat]})
		}
	}
	if n.Over {
		var won []string
		for _, w := range r.st.m.Result().Winners {
			won = append(won, names[w])
		}
		switch len(won) {
		case 0:
			n.Body = say("Over", nil)
		case 1:
			n.Body = say("Wins", map[string]any{"Name": won[0]})
		default:
			n.Body = say("Share", map[string]any{"Names": list(won)})
		}
	}
	b, err := json.Marshal(n)
	if err != nil {
		panic(fmt.Sprintf("rooms: a notice cannot be written: %v", err))
	}
	return b
}

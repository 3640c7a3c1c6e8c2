package web

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"
)

var fillName = regexp.MustCompile(`\{[a-z]+\}`)

// The page's words: every key English has in every language, none empty,
// none left in English, each with English's {names} to fill.
func TestPageWordsAreInEveryLanguage(t *testing.T) {
	w, err := pageWords()
	if err != nil {
		t.Fatal(err)
	}
	en := w["en"]
	if len(w) < 3 || len(en) < 8 {
		t.Fatalf("languages %d, English keys %d", len(w), len(en))
	}
	for tag, texts := range w {
		if len(texts) != len(en) {
			t.Errorf("%s has %d keys, English %d", tag, len(texts), len(en))
		}
		for k, e := range en {
			s := texts[k]
			if s == "" {
				t.Errorf("%s: %s has no text", tag, k)
				continue
			}
			if tag != "en" && s == e {
				t.Errorf("%s: %s is English's %q", tag, k, s)
			}
			a, b := fillName.FindAllString(e, -1), fillName.FindAllString(s, -1)
			slices.Sort(a)
			slices.Sort(b)
			if !slices.Equal(a, b) {
				t.Errorf("%s: %s fills %v, English %v", tag, k, b, a)
			}
		}
	}
}

// words.js holds every language's words as the page reads them.
func TestWordsJSCarriesThePageWords(t *testing.T) {
	js := string(pageWordsJS)
	const head = "window.graffitiPageWords = "
	i := strings.Index(js, head)
	if i < 0 {
		t.Fatalf("no %q in words.js", head)
	}
	rest := js[i+len(head):]
	var got map[string]map[string]string
	if err := json.NewDecoder(strings.NewReader(rest)).Decode(&got); err != nil {
		t.Fatal(err)
	}
	if got["de"]["TurnSideways"] == "" || got["fr"]["Loading"] == "" {
		t.Errorf("words.js: %v", got)
	}
}

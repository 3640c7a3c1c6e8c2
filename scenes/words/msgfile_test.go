package words

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// The program reads the message files itself (msgfile.go, plurals.go):
// these tests keep them go-i18n's files, read the same by go-i18n (a
// translator's tools) as by the games.

var i18nToml = map[string]i18n.UnmarshalFunc{"toml": toml.Unmarshal}

// goI18nFile is a message file and go-i18n's reading of it.
func goI18nFile(t *testing.T, name string) ([]byte, *i18n.MessageFile) {
	t.Helper()
	buf, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	f, err := i18n.ParseMessageFileBytes(buf, name, i18nToml)
	if err != nil {
		t.Fatalf("go-i18n: %v", err)
	}
	return buf, f
}

// Every message file, read by go-i18n and by parseMessages: the same
// language, the same keys, the same text in every plural form.
func TestGoI18nReadsEveryFileAsWeDo(t *testing.T) {
	names, _ := filepath.Glob("../*/msg/*.toml")
	if len(names) < 10 {
		t.Fatalf("message files: %v", names)
	}
	for _, n := range names {
		buf, theirs := goI18nFile(t, n)
		ours, err := parseMessages(string(buf))
		if err != nil {
			t.Errorf("%s: %v", n, err)
			continue
		}
		if tag, err := fileTag(n); err != nil || tag != theirs.Tag.String() {
			t.Errorf("%s: language %q (%v), go-i18n's %q", n, tag, err, theirs.Tag)
		}
		byID := map[string]*message{}
		for _, m := range ours {
			byID[m.ID] = m
		}
		if len(byID) != len(ours) || len(ours) != len(theirs.Messages) {
			t.Errorf("%s: %d messages (%d keys), go-i18n's %d", n, len(ours), len(byID), len(theirs.Messages))
		}
		for _, g := range theirs.Messages {
			m := byID[g.ID]
			want := message{g.ID, g.Zero, g.One, g.Two, g.Few, g.Many, g.Other}
			if m == nil || *m != want {
				t.Errorf("%s: %s is %+v, go-i18n reads %+v", n, g.ID, m, want)
			}
		}
	}
}

// Every key in every language with every count, and with none: the text
// the catalogue picks is the one go-i18n's Localize gives from a bundle
// of the same files (with its CLDR rules and its fallbacks to English
// and to "other").
func TestGoI18nPicksTheTextsWeDo(t *testing.T) {
	c := everyFile(t)
	bundle := i18n.NewBundle(language.English)
	names, _ := filepath.Glob("../*/msg/*.toml")
	for _, n := range names {
		_, f := goI18nFile(t, n)
		if pkg := filepath.Base(filepath.Dir(filepath.Dir(n))); pkg != "words" {
			for _, m := range f.Messages {
				m.ID = pkg + "." + m.ID
			}
		}
		if err := bundle.AddMessages(f.Tag, f.Messages...); err != nil {
			t.Fatal(err)
		}
	}
	counts := []int{0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 100, 101, 1000000, 2000000, 1000001}
	for l, tag := range c.langs {
		loc := i18n.NewLocalizer(bundle, tag)
		for w := range c.texts {
			want, _ := loc.Localize(&i18n.LocalizeConfig{MessageID: string(w)})
			if got := c.pick(Lang(l), w, 0, false); got != want {
				t.Errorf("%s in %s: %q, go-i18n %q", w, tag, got, want)
			}
			for _, n := range counts {
				want, _ := loc.Localize(&i18n.LocalizeConfig{MessageID: string(w), PluralCount: n})
				if got := c.pick(Lang(l), w, n, true); got != want {
					t.Errorf("%s in %s for %d: %q, go-i18n %q", w, tag, n, got, want)
				}
			}
		}
	}
}

// plurals.go's rules are go-i18n's CLDR rules, for every language it
// names, over every count to 3000 and the millions' edges.
func TestPluralRulesAreGoI18ns(t *testing.T) {
	counts := []int{}
	for n := 0; n <= 3000; n++ {
		counts = append(counts, n)
	}
	for _, m := range []int{1000000, 2000000, 5000000} {
		counts = append(counts, m-1, m, m+1, m+100000)
	}
	for base := range pluralRules {
		tag := language.MustParse(base)
		bundle := i18n.NewBundle(tag)
		all := &i18n.Message{ID: "n", Zero: "zero", One: "one", Two: "two", Few: "few", Many: "many", Other: "other"}
		if err := bundle.AddMessages(tag, all); err != nil {
			t.Fatal(err)
		}
		loc := i18n.NewLocalizer(bundle, base)
		for _, n := range counts {
			want, err := loc.Localize(&i18n.LocalizeConfig{MessageID: "n", PluralCount: n})
			if err != nil {
				t.Fatalf("%s: %v", base, err)
			}
			if got := pluralForm(base, n); got != want {
				t.Errorf("%s: %d is %q, go-i18n %q", base, n, got, want)
				break
			}
		}
	}
}

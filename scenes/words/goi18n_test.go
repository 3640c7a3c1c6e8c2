package words

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// The catalogue reads the message files with go-i18n, but picks a text
// and its plural form itself, with a cache (a screen asks for the same
// texts every frame): these tests hold its picks to go-i18n's Localize.

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

// pluralForm names CLDR's category of a count, as go-i18n keeps the
// rules: known counts of six plural families, from one form to six.
func TestPluralFormIsCLDRs(t *testing.T) {
	for _, c := range []struct {
		lang string
		n    int
		want string
	}{
		{"en", 1, "one"}, {"en", 0, "other"}, {"de", 1, "one"}, {"de", 2, "other"}, {"de", -1, "one"},
		{"fr", 0, "one"}, {"fr", 1, "one"}, {"fr", 2, "other"}, {"fr", 1000000, "many"},
		{"pl", 1, "one"}, {"pl", 2, "few"}, {"pl", 5, "many"}, {"pl", 22, "few"}, {"pl", 12, "many"},
		{"ru", 21, "one"}, {"ru", 11, "many"}, {"ja", 1, "other"},
		{"ar", 0, "zero"}, {"ar", 2, "two"}, {"ar", 3, "few"}, {"ar", 11, "many"}, {"ar", 100, "other"},
		{"cy", 3, "few"}, {"cy", 6, "many"},
	} {
		if got := pluralForm(c.lang, c.n); got != c.want {
			t.Errorf("%s: %d is %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}

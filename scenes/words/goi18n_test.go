package words

import (
	"os"
	"path/filepath"
	"strings"
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
	return goI18nFileBytes(t, name, buf)
}

// goI18nFileBytes is go-i18n's reading of a message file's bytes.
func goI18nFileBytes(t *testing.T, name string, buf []byte) ([]byte, *i18n.MessageFile) {
	t.Helper()
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

// pluralForm reads CLDR's rules (plurals_cldr.go) as go-i18n applies
// them: for every language of the table and some of their regions, the
// same form of every count up to 2,000 and of the millions.
func TestPluralFormIsGoI18ns(t *testing.T) {
	probe := &i18n.Message{ID: "form", Zero: "zero", One: "one", Two: "two", Few: "few", Many: "many", Other: "other"}
	var counts []int
	for n := range 2001 {
		counts = append(counts, n)
	}
	counts = append(counts, 10000, 100000, 1000000, 1000001, 2000000, 3000000, 10000000, 21000000)
	var tags []string
	for _, r := range cldrRules {
		for _, tag := range strings.Fields(r.tags) {
			if tag != "root" {
				tags = append(tags, tag, tag+"-CH", tag+"-BR")
			}
		}
	}
	if len(tags) < 300 {
		t.Fatalf("only %d tags in the table", len(tags))
	}
	for _, tag := range tags {
		lt := language.Make(tag)
		b := i18n.NewBundle(lt)
		b.MustAddMessages(lt, probe)
		loc := i18n.NewLocalizer(b, tag)
		for _, n := range counts {
			want, err := loc.Localize(&i18n.LocalizeConfig{MessageID: "form", PluralCount: n})
			if err != nil {
				t.Fatalf("%s: %v", tag, err)
			}
			if got := pluralForm(tag, n); got != want {
				t.Errorf("%s: %d is %q, go-i18n %q", tag, n, got, want)
				break
			}
		}
	}
}

// Every message file of the game reads as go-i18n reads it: the same
// keys, each with the same forms.
func TestMsgFilesReadAsGoI18nDoes(t *testing.T) {
	names, _ := filepath.Glob("../*/msg/*.toml")
	more, _ := filepath.Glob("../../*/msg/*.toml") // the host's and the page's
	names = append(names, more...)
	if len(names) < 30 {
		t.Fatalf("%d message files found", len(names))
	}
	for _, n := range names {
		buf, f := goI18nFile(t, n)
		msgs, err := parseMsgFile(buf)
		if err != nil {
			t.Errorf("%s: %v", n, err)
			continue
		}
		readAsGoI18n(t, n, msgs, f)
	}
}

// readAsGoI18n checks the messages read from the file name against
// go-i18n's reading of it.
func readAsGoI18n(t *testing.T, name string, msgs []*message, f *i18n.MessageFile) {
	t.Helper()
	if len(msgs) != len(f.Messages) {
		t.Errorf("%s: %d messages, go-i18n %d", name, len(msgs), len(f.Messages))
	}
	ours := map[string]message{}
	for _, m := range msgs {
		ours[m.ID] = *m
	}
	for _, g := range f.Messages {
		want := message{g.ID, g.Zero, g.One, g.Two, g.Few, g.Many, g.Other}
		if got := ours[g.ID]; got != want {
			t.Errorf("%s: %s read as %+v, go-i18n %+v", name, g.ID, got, want)
		}
	}
}

// The TOML the files may be written in reads as go-i18n reads it, and
// what the reader does not know is an error, not a text.
func TestMsgFileTOML(t *testing.T) {
	src := "# a note\nA = \"a \\\"b\\\" \\u00e9\\n\" # after\nB = '''\nx\\y'''\nC = \"\"\"\nl1 \\\n   l2\n\"\"\"\"\n\n[D]\ndescription = \"for the translator\"\none = 'one'\nother = \"\"\"o\"\"\"\n"
	_, f := goI18nFileBytes(t, "words.en.toml", []byte(src))
	msgs, err := parseMsgFile([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	readAsGoI18n(t, "the sample", msgs, f)
	for _, bad := range []string{"A = 1\n", "A = \"x\" B\n", "[A]\nthree = \"x\"\n", "A = \"x\nB = \"y\"\n", "A = \"\\q\"\n", "A = \"x\"\nA = \"y\"\n", "= \"x\"\n"} {
		if _, err := parseMsgFile([]byte(bad)); err == nil {
			t.Errorf("%q read without an error", bad)
		}
	}
}

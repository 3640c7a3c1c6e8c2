package words

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

// sameInEnglish are the keys whose text may be the same in another
// language as in English: names, numbers, words both languages share.
var sameInEnglish = map[Word]bool{
	// The shell.
	"BonusBoard": true, "Idle1": true, "Idle10": true, "Idle2": true,
	"Idle5": true, "LegendBonus": true, "Menu": true, "OptionOf": true,
	"RulesActBonus": true, "RulesSymYellow": true, "Tags": true,
	"Title": true, "Total": true,
	// German shares these with English: names, loanwords, a format.
	"Demo": true, "Labelled": true, "SeatPerson": true, "SpeedNormal": true,
	"Subtitle": true,
	// Graffiti.
	"graffiti.WhyPlain": true, "graffiti.WhySection": true,
	// Kunststucke.
	"kunststucke.CapTotal": true, "kunststucke.ColourViolet": true,
	"kunststucke.KSPileN": true, "kunststucke.KSShapeBlock": true,
	"kunststucke.KindBlock": true, "kunststucke.KSPoints": true,
	"kunststucke.KSShapeL": true, "kunststucke.KSShapeT": true,
	"kunststucke.KSTileNamed": true, "kunststucke.KSViolet": true,
	"kunststucke.KindL": true, "kunststucke.KindT": true,
	"kunststucke.KunststuckeName": true,
	// Room.
	"room.LiveWord": true, "room.Pause": true, "room.Scores": true, "room.SeatN": true,
	// Tagcity.
	"tagcity.HeadDrone": true, "tagcity.HeadTotal": true,
	"tagcity.AllCity": true, "tagcity.ShapeBlock": true,
	"tagcity.ShapeHammer": true, "tagcity.TCHQ": true,
	"tagcity.TCShapeBlock": true, "tagcity.TCShapeHammer": true,
	"tagcity.ShapeLong": true, "tagcity.TCDelta": true, "tagcity.TCDrone": true,
	"tagcity.TCDroneCost": true, "tagcity.TCDroneTotal": true,
	"tagcity.TCDronesUsed": true, "tagcity.TCPts": true,
	"tagcity.TCShapeLong": true, "tagcity.TCVerbDrone": true,
	"tagcity.TagCityName": true,
}

// everyFile is a catalogue of every package's message files under
// scenes/, each under its folder's name, as the program loads them.
func everyFile(t *testing.T) *catalogue {
	t.Helper()
	c, err := newCatalogue(os.DirFS("."))
	if err != nil {
		t.Fatal(err)
	}
	dirs, _ := filepath.Glob("../*/msg")
	for _, d := range dirs {
		pkg := filepath.Base(filepath.Dir(d))
		if pkg == "words" {
			continue
		}
		if err := c.load(pkg, os.DirFS(filepath.Dir(d))); err != nil {
			t.Fatal(err)
		}
	}
	if len(dirs) < 5 {
		t.Fatalf("message folders: %v", dirs)
	}
	c.readAll()
	return c
}

var verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)

// verbs is a text's Printf verbs, each with the argument it takes
// ("2:s"), sorted: another language may take them in another order.
func verbs(s string) []string {
	var out []string
	arg := 0
	for _, m := range verb.FindAllStringSubmatch(s, -1) {
		if m[0] == "%%" {
			continue
		}
		if m[1] != "" {
			arg, _ = strconv.Atoi(m[1][1 : len(m[1])-1])
		} else {
			arg++
		}
		out = append(out, strconv.Itoa(arg)+":"+m[0][len(m[0])-1:])
	}
	slices.Sort(out)
	return out
}

// Issue 38's words test: every key has a text in every language, none
// empty, with English's Printf verbs and every plural form the language
// needs (CLDR's, plurals.go's rules, with counts that reach each form); a
// text left the same as English is an error unless its key is in
// sameInEnglish.
func TestEveryKeyHasATextInEveryLanguage(t *testing.T) {
	c := everyFile(t)
	counts := []int{0, 1, 2, 3, 5, 11, 21, 100, 101, 1000000}
	for w, msgs := range c.texts {
		en := msgs[English]
		if en == nil {
			t.Errorf("%s has no English text", w)
			continue
		}
		for l, m := range msgs {
			lang := c.langs[l]
			if m == nil {
				t.Errorf("%s has no %s text", w, lang)
				continue
			}
			if strings.TrimSpace(m.Other) == "" {
				t.Errorf("%s in %s is empty", w, lang)
			}
			for _, f := range forms(m) {
				if !slices.Equal(verbs(f), verbs(en.Other)) {
					t.Errorf("%s in %s: %q takes %v, English %q takes %v", w, lang, f, verbs(f), en.Other, verbs(en.Other))
				}
			}
			if len(forms(m)) > 1 {
				for _, n := range counts {
					if f := pluralForm(lang, n); *m.form(f) == "" {
						t.Errorf("%s in %s with %v has no %q form", w, lang, n, f)
					}
				}
			}
			if l != int(English) && m.Other == en.Other && !sameInEnglish[w] {
				t.Errorf("%s in %s is the same as in English (%q): translate it, or name it in sameInEnglish", w, lang, m.Other)
			}
		}
	}
}

// Every key the code names (a constant of type Word) has a text: a key
// without one would show its ID on screen.
func TestEveryKeyOfTheCodeHasAText(t *testing.T) {
	c := everyFile(t)
	files, _ := filepath.Glob("../*/*.go")
	more, _ := filepath.Glob("../*.go")
	n := 0
	for _, f := range append(files, more...) {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(token.NewFileSet(), f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		check := func(e ast.Expr) {
			if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				id, _ := strconv.Unquote(lit.Value)
				n++
				if c.text(English, Word(id)) == nil {
					t.Errorf("%s: key %s has no text", f, id)
				}
			}
		}
		// A key is a Word constant, a map's Word value, or a literal
		// given to words.T, words.Form or words.Word, or a verb of words.Verbs.
		ast.Inspect(file, func(nd ast.Node) bool {
			switch nd := nd.(type) {
			case *ast.ValueSpec:
				if nd.Type != nil && isWord(nd.Type) {
					for _, e := range nd.Values {
						check(e)
					}
				}
			case *ast.CompositeLit:
				if m, ok := nd.Type.(*ast.MapType); ok && isWord(m.Value) {
					for _, e := range nd.Elts {
						check(e.(*ast.KeyValueExpr).Value)
					}
				}
			case *ast.CallExpr:
				if sel, ok := nd.Fun.(*ast.SelectorExpr); ok {
					if x, ok := sel.X.(*ast.Ident); ok && x.Name == "words" {
						switch {
						case sel.Sel.Name == "Word" && len(nd.Args) == 1:
							check(nd.Args[0])
						case (sel.Sel.Name == "T" || sel.Sel.Name == "Form") && len(nd.Args) >= 2:
							check(nd.Args[1])
						case sel.Sel.Name == "Verbs" && len(nd.Args) >= 2:
							prefix, _ := strconv.Unquote(nd.Args[0].(*ast.BasicLit).Value)
							for _, v := range nd.Args[1:] {
								verb, _ := strconv.Unquote(v.(*ast.BasicLit).Value)
								check(&ast.BasicLit{Kind: token.STRING, Value: strconv.Quote(string(Verbs(prefix, verb)[verb]))})
							}
						}
					}
				}
			}
			return true
		})
	}
	if n < 500 {
		t.Errorf("found %d keys in the code; the catalogue has more", n)
	}
}

func isWord(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name == "Word"
	case *ast.SelectorExpr:
		return e.Sel.Name == "Word"
	}
	return false
}

// Counted words take their language's plural forms (CLDR's): in English
// one is singular; in French zero and one are.
func TestPluralFormsInBothLanguages(t *testing.T) {
	cases := []struct {
		lang Lang
		key  Word
		n    int
		want string
	}{
		{English, CostCans, 1, "1 can"},
		{English, CostCans, 2, "2 cans"},
		{English, CostCans, 0, "0 cans"},
		{French, CostCans, 0, "0 bombe"},
		{French, CostCans, 1, "1 bombe"},
		{French, CostCans, 3, "3 bombes"},
	}
	for _, c := range cases {
		if got := T(c.lang, c.key, c.n); got != c.want {
			t.Errorf("%v word %s with %d: %q, want %q", c.lang, c.key, c.n, got, c.want)
		}
	}
	if got := T(French, TunnelSpace, "C", 2); got != "C (case 2 bombes)" {
		t.Errorf("French tunnel space: %q", got)
	}
	shared.readAll()
	for w, msgs := range shared.texts {
		for _, m := range msgs {
			for _, f := range forms(m) {
				if strings.Contains(f, "(s)") || strings.Contains(f, "|") {
					t.Errorf("%s still says (s) or a hand-written plural: %q", w, f)
				}
			}
		}
	}
}

// French board gamers call a round a "manche" and keep "tour" for one
// player's turn (the rulebook's "tour de jeu" is a round): every French
// word that speaks of the round says "manche". See docs/rules.md.
func TestFrenchCallsARoundAManche(t *testing.T) {
	shared.readAll()
	for w, msgs := range shared.texts {
		en := strings.ToLower(msgs[English].Other)
		if !strings.Contains(en, "round") || strings.Contains(en, "around") {
			continue
		}
		if fr := strings.ToLower(msgs[French].Other); !strings.Contains(fr, "manche") {
			t.Errorf("%s %q is %q in French: a round is a manche", w, en, fr)
		}
	}
}

// A language is its files: a German shell file and a game's German rules
// file, and German is there, named in itself, with its words, its
// plurals, and English where a text is missing.
func TestALanguageIsItsFiles(t *testing.T) {
	shell := fstest.MapFS{
		"msg/words.de.toml": {Data: []byte("LangName = \"Deutsch\"\nNewGame = \"Neues Spiel\"\n[CostCans]\none = \"%d Dose\"\nother = \"%d Dosen\"\n")},
	}
	for _, l := range []string{"en", "fr"} {
		b, err := os.ReadFile("msg/words." + l + ".toml")
		if err != nil {
			t.Fatal(err)
		}
		shell["msg/words."+l+".toml"] = &fstest.MapFile{Data: b}
	}
	c, err := newCatalogue(shell)
	if err != nil {
		t.Fatal(err)
	}
	game := fstest.MapFS{"msg/rules.de.toml": {Data: []byte("RulesPage01 = \"\"\"\nDas Ziel\n\nMalt.\"\"\"\n")},
		"msg/rules.en.toml": {Data: []byte("RulesPage01 = \"\"\"\nThe goal\n\nPaint.\"\"\"\n")}}
	if err := c.load("agame", game); err != nil {
		t.Fatal(err)
	}
	var names []string
	for l := range c.langs {
		names = append(names, c.name(Lang(l)))
	}
	if want := []string{"English", "Deutsch", "Français"}; !slices.Equal(names, want) {
		t.Fatalf("languages %v, want %v", names, want)
	}
	de, _ := c.lang(c.langs[1])
	for _, tc := range []struct {
		w    Word
		args []any
		want string
	}{
		{NewGame, nil, "Neues Spiel"},
		{CostCans, []any{1}, "1 Dose"},
		{CostCans, []any{0}, "0 Dosen"},
		{Continue, nil, c.T(English, Continue)},
		{"agame.RulesPage01", nil, "Das Ziel\n\nMalt."},
	} {
		if got := c.T(de, tc.w, tc.args...); got != tc.want {
			t.Errorf("German %s %v: %q, want %q", tc.w, tc.args, got, tc.want)
		}
	}
	if err := c.load("other", fstest.MapFS{"msg/words.it.toml": {Data: []byte("A = \"a\"\n")}}); err != nil || len(c.langs) != 3 || c.texts["other.A"] != nil {
		t.Errorf("a game's file of a language without a shell file is read: %v, %d languages", err, len(c.langs))
	}
}

// The first language comes from the browser's or the system's list.
func TestFirstLanguage(t *testing.T) {
	for _, c := range []struct {
		wanted []string
		want   Lang
	}{
		{nil, English},
		{[]string{"fr-CA", "en"}, French},
		{[]string{"fr_FR.UTF-8"}, French},
		{[]string{"de-DE", "fr"}, ByTag("de")},
		{[]string{"it", "fr"}, French},
		{[]string{"it", "es"}, English},
		{[]string{"C.UTF-8"}, English},
		{[]string{"en-GB", "fr"}, English},
	} {
		if got := FirstLang(c.wanted); got != c.want {
			t.Errorf("FirstLang(%q) = %v, want %v", c.wanted, got, c.want)
		}
	}
}

// A language is saved as its tag, so a language added later moves no
// other; the numbers older settings saved (0 English, 1 French) are read.
func TestALanguageIsSavedAsItsTag(t *testing.T) {
	b, err := json.Marshal(French)
	if err != nil || string(b) != `"fr"` {
		t.Fatalf("French is saved as %s (%v)", b, err)
	}
	for in, want := range map[string]Lang{`"fr"`: French, `"en"`: English, `1`: French, `0`: English, `"xx"`: English} {
		var l Lang
		if err := json.Unmarshal([]byte(in), &l); err != nil || l != want {
			t.Errorf("%s is read as %v (%v), want %v", in, l, err, want)
		}
	}
}

// A language's files are read when its first text is asked for: a
// phone that plays in English reads no other language's rules books.
func TestALanguageIsReadWhenItIsFirstUsed(t *testing.T) {
	c, err := newCatalogue(os.DirFS("."))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.load("agame", fstest.MapFS{"msg/rules.fr.toml": {Data: []byte("Page = \"La page\"\n")}, "msg/rules.en.toml": {Data: []byte("Page = \"The page\"\n")}}); err != nil {
		t.Fatal(err)
	}
	if slices.Contains(c.read, true) || len(c.texts) != 0 {
		t.Fatalf("read before any text was asked for: %v, %d texts", c.read, len(c.texts))
	}
	if got := c.T(English, NewGame); got == "" || got == string(NewGame) {
		t.Fatalf("English NewGame: %q", got)
	}
	fr := c.match([]string{"fr"})
	for l, read := range c.read {
		if read != (Lang(l) == English) {
			t.Errorf("after an English text, %s read: %v", c.langs[l], read)
		}
	}
	if got := c.T(fr, "agame.Page"); got != "La page" {
		t.Errorf("French agame.Page: %q", got)
	}
	if !c.read[fr] {
		t.Error("French not read after a French text")
	}
}

// A language whose shell file does not name it yet (a translator's
// first file) is offered by its tag, not a crash.
func TestALanguageNotYetNamedIsItsTag(t *testing.T) {
	shell := fstest.MapFS{"msg/words.en.toml": {Data: []byte("LangName = \"English\"\n")}, "msg/words.it.toml": {Data: []byte("NewGame = \"Nuova partita\"\n")}}
	c, err := newCatalogue(shell)
	if err != nil {
		t.Fatal(err)
	}
	if got := c.name(c.match([]string{"it"})); got != "it" {
		t.Errorf("Italian without LangName is named %q", got)
	}
}

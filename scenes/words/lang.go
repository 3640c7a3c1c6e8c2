// Package words is every word a player reads, in English and French:
// the languages, the catalogue under typed keys, plural forms.
package words

import (
	"fmt"
	"strconv"
	"strings"

	"graffiti/game/graffiti"
)

// Lang is the language of every word on screen.
type Lang int

const (
	English Lang = iota
	French
	NumLangs
)

// LangNames are shown in the settings, each in its own language.
var LangNames = [NumLangs]string{"English", "Français"}

// T gives the word w in lang, formatted with args.
func T(lang Lang, w Word, args ...any) string {
	return Sprintf(lang, texts[w][lang], args...)
}

// texts is every word by key: the catalogue's, then each later block's
// (kunststucke.go).
var texts = make([][NumLangs]string, endWords)

// Sprintf formats f with args, in lang's plural forms: a "{tile|tiles}"
// in f takes its singular or plural by the first integer argument (in
// English one is singular; in French zero and one are).
func Sprintf(lang Lang, f string, args ...any) string {
	if strings.Contains(f, "{") {
		f = plural(lang, f, firstInt(args))
	}
	if len(args) == 0 {
		return f
	}
	return fmt.Sprintf(f, args...)
}

// firstInt is the first integer among args, or 0.
func firstInt(args []any) int {
	for _, a := range args {
		if n, ok := a.(int); ok {
			return n
		}
	}
	return 0
}

// plural replaces every "{one|many}" in f by the form n asks for.
func plural(lang Lang, f string, n int) string {
	one := n == 1 || (lang == French && n == 0)
	var b strings.Builder
	for {
		i := strings.IndexByte(f, '{')
		j := strings.IndexByte(f, '}')
		if i < 0 || j < i {
			b.WriteString(f)
			return b.String()
		}
		forms := strings.SplitN(f[i+1:j], "|", 2)
		b.WriteString(f[:i])
		if one || len(forms) == 1 {
			b.WriteString(forms[0])
		} else {
			b.WriteString(forms[1])
		}
		f = f[j+1:]
	}
}

// Numbers puts the component table's numbers into a text: "{cans}",
// "{tags}", "{keep}", "{keepsave}", "{end}", "{special}".
var Numbers = strings.NewReplacer(
	"{cans}", strconv.Itoa(graffiti.CansPerPlayer),
	"{tags}", strconv.Itoa(graffiti.TagsPerPlayer),
	"{keep}", strconv.Itoa(graffiti.KeepLimit),
	"{keepsave}", strconv.Itoa(graffiti.KeepLimitSave),
	"{end}", strconv.Itoa(graffiti.GraffitiToEnd),
	"{special}", strconv.Itoa(graffiti.SpecialTagVP),
)

func init() {
	copy(texts, catalogue[:])
	for w, t := range ksCatalogue {
		texts[w] = t
	}
	for w := range texts {
		for l := range texts[w] {
			texts[w][l] = Numbers.Replace(texts[w][l])
		}
	}
}

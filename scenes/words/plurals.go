package words

import (
	"sync"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// The plural forms' choice: CLDR's cardinal rules for a whole count, as
// go-i18n keeps them (the library the message files are written for,
// with CLDR's current rules, for every language CLDR knows): a
// translator's new language needs no rules written here. go-i18n picks
// a form by localizing a message that holds every form, each text its
// own form's name. It costs the browser's download about 180 KB
// gzipped (the language tags' tables and text/template); x/text's own
// rules cost 100 KB but are CLDR's of 2017 (French "many" millions,
// Hebrew and Vietnamese differ).

// formProbe is a message whose every plural form is its own name.
var formProbe = &i18n.Message{ID: "form", Zero: "zero", One: "one", Two: "two", Few: "few", Many: "many", Other: "other"}

// localizers holds a localizer of the probe for each tag asked about,
// made once: a count's text is picked while drawing.
var localizers sync.Map // string → *i18n.Localizer

// pluralForm is the category of a count n in the language tagged t.
func pluralForm(t string, n int) string {
	if n < 0 {
		n = -n // CLDR's rules count the absolute value
	}
	l, ok := localizers.Load(t)
	if !ok {
		tag := language.Make(t)
		b := i18n.NewBundle(tag)
		b.MustAddMessages(tag, formProbe)
		l, _ = localizers.LoadOrStore(t, i18n.NewLocalizer(b, t))
	}
	f, err := l.(*i18n.Localizer).Localize(&i18n.LocalizeConfig{MessageID: formProbe.ID, PluralCount: n})
	if err != nil {
		return "other"
	}
	return f
}

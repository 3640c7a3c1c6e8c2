package words

import "strings"

// FirstLang is the language to start in the first time: the first of
// wanted (a browser's navigator.languages, or the system's locale: "fr-CA",
// "de_DE.UTF-8") that one of the languages speaks, by its tag or its base
// language; else English.
func FirstLang(wanted []string) Lang {
	tags := make([]string, 0, len(wanted))
	for _, w := range wanted {
		// A POSIX locale: language_TERRITORY.codeset@modifier.
		w, _, _ = strings.Cut(w, ".")
		w, _, _ = strings.Cut(w, "@")
		if w == "" || w == "C" || w == "POSIX" {
			continue
		}
		tags = append(tags, strings.ReplaceAll(w, "_", "-"))
	}
	return shared.match(tags)
}

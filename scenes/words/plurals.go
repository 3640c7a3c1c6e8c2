package words

// The plural forms' choice: CLDR's cardinal rules for a whole count, as
// go-i18n has them (plurals_test.go checks each language here against
// go-i18n's rules over a wide range of counts). They are written out
// here because a library's rules came with a language-tag library whose
// tables cost the browser's download some 100 KB. A language whose
// rules are not here counts every number as "other": its words test
// asks for them.

// pluralRules gives a whole count's CLDR category ("one", "many",
// "other"…) by a language's base subtag.
var pluralRules = map[string]func(n int) string{}

func init() {
	family := func(rule func(n int) string, bases ...string) {
		for _, b := range bases {
			pluralRules[b] = rule
		}
	}
	family(func(n int) string { return oneIf(n == 1, n) },
		"af", "ast", "bg", "da", "de", "el", "en", "et", "eu", "fi", "fy", "hu", "ka", "kk",
		"ky", "mn", "nb", "nl", "nn", "no", "sq", "sv", "sw", "ta", "te", "tr", "ur")
	family(func(n int) string { return manyIfMillions(n == 0 || n == 1, n) }, "fr", "pt")
	family(func(n int) string { return manyIfMillions(n == 1, n) }, "ca", "es", "gl", "it")
	family(func(int) string { return "other" }, "id", "ja", "ko", "ms", "th", "zh")
	family(func(n int) string { return slavic(n%10 == 1 && n%100 != 11, n, "many") }, "ru", "uk")
	family(func(n int) string { return slavic(n == 1, n, "many") }, "pl")
	family(func(n int) string {
		if n == 1 {
			return "one"
		}
		if 2 <= n && n <= 4 {
			return "few"
		}
		return "other"
	}, "cs", "sk")
}

func oneIf(one bool, n int) string {
	if one {
		return "one"
	}
	return "other"
}

// manyIfMillions: "one" if one, "many" for a million and its multiples.
func manyIfMillions(one bool, n int) string {
	switch {
	case one:
		return "one"
	case n != 0 && n%1000000 == 0:
		return "many"
	}
	return "other"
}

// slavic: "one" if one, "few" for 2–4 in the last digit (not 12–14),
// else rest.
func slavic(one bool, n int, rest string) string {
	switch {
	case one:
		return "one"
	case 2 <= n%10 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return "few"
	}
	return rest
}

// pluralForm is the category of a count n in the language tagged t.
func pluralForm(t string, n int) string {
	if n < 0 {
		n = -n // CLDR's rules count the absolute value
	}
	if r := pluralRules[baseOf(t)]; r != nil {
		return r(n)
	}
	return "other"
}

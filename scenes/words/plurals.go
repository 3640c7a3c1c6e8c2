package words

import (
	"strconv"
	"strings"
	"sync"
)

//go:generate go run plurals_gen.go

// The plural forms' choice: CLDR's cardinal rules for a whole count, as
// go-i18n keeps them (the library the message files are written for),
// for every language CLDR knows, so a translator's new language needs no
// rules written here. plurals_cldr.go holds each rule's text as CLDR
// writes it, taken from go-i18n by plurals_gen.go, and pluralForm reads
// them for a whole count: go-i18n itself, with its language tables and
// text/template, cost the browser's download about 180 KB gzipped.
// TestPluralFormIsGoI18ns holds the two to the same forms.

// A cldrRule is the plural rules of a list of languages: each form but
// "other" with the condition that picks it, in CLDR's order.
type cldrRule struct {
	tags  string // space-separated, as CLDR names them (pt-PT)
	forms []formRule
}

type formRule struct{ form, cond string }

var (
	rulesOnce  sync.Once
	rulesByTag map[string][]formRule
)

// pluralForm is the category of a count n in the language tagged t.
func pluralForm(t string, n int) string {
	if n < 0 {
		n = -n // CLDR's rules count the absolute value
	}
	for _, f := range ruleOf(t) {
		if cldrHolds(f.cond, int64(n)) {
			return f.form
		}
	}
	return "other"
}

// ruleOf is the rules of a canonical tag: its own, or its parent's as
// CLDR says (the tag with its last subtag dropped, de-CH speaking as de;
// but Portuguese outside Brazil, pt-AO, speaks as Portugal's), down to
// its language.
func ruleOf(t string) []formRule {
	rulesOnce.Do(func() {
		rulesByTag = map[string][]formRule{}
		for _, r := range cldrRules {
			for _, tag := range strings.Fields(r.tags) {
				rulesByTag[strings.ToLower(tag)] = r.forms
			}
		}
	})
	t = strings.ToLower(t)
	if strings.HasPrefix(t, "pt-") && t != "pt-br" && !strings.HasPrefix(t, "pt-br-") {
		t = "pt-pt"
	}
	for {
		if f, ok := rulesByTag[t]; ok {
			return f
		}
		i := strings.LastIndexByte(t, '-')
		if i < 0 {
			return nil
		}
		t = t[:i]
	}
}

// cldrHolds tells whether a CLDR condition ("n % 10 = 2..4 and n % 100
// != 12..14 or …") holds for the whole count n: its operands n and i are
// n, the others (v, w, f, t, c, e: the fraction's digits, the exponent)
// are 0.
func cldrHolds(cond string, n int64) bool {
	for _, and := range strings.Split(cond, " or ") {
		all := true
		for _, rel := range strings.Split(and, " and ") {
			if !relationHolds(rel, n) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// relationHolds reads one relation: "OPERAND [% MOD] (=|!=) LIST".
func relationHolds(rel string, n int64) bool {
	op, list, neg := rel, "", false
	if i := strings.Index(rel, " != "); i >= 0 {
		op, list, neg = rel[:i], rel[i+4:], true
	} else if i := strings.Index(rel, " = "); i >= 0 {
		op, list = rel[:i], rel[i+3:]
	}
	operand, mod, _ := strings.Cut(op, " % ")
	v := int64(0)
	if operand == "n" || operand == "i" {
		v = n
	}
	if mod != "" {
		m, _ := strconv.ParseInt(mod, 10, 64)
		v %= m
	}
	in := false
	for _, r := range strings.Split(list, ",") {
		lo, hi, isRange := strings.Cut(r, "..")
		a, _ := strconv.ParseInt(lo, 10, 64)
		b := a
		if isRange {
			b, _ = strconv.ParseInt(hi, 10, 64)
		}
		if a <= v && v <= b {
			in = true
			break
		}
	}
	return in != neg
}

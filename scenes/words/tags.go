package words

import (
	"fmt"
	"strings"
)

// Language tags (BCP 47: "fr", "de-CH", "zh-Hant-TW") as the message
// files' names and the browser or the system give them: compared in
// their canonical case, matched by their first subtag, the language.
// The program reads no more of them than that.

// canonTag is t in BCP 47's canonical case (language lower, script
// title, region upper), "_" read as "-"; an error if t is no tag.
func canonTag(t string) (string, error) {
	parts := strings.FieldsFunc(t, func(r rune) bool { return r == '-' || r == '_' })
	if len(parts) == 0 || len(parts[0]) < 2 || len(parts[0]) > 8 || !alpha(parts[0]) {
		return "", fmt.Errorf("%q is no language tag", t)
	}
	for i, p := range parts {
		if len(p) > 8 || !alnum(p) {
			return "", fmt.Errorf("%q is no language tag", t)
		}
		p = strings.ToLower(p)
		switch {
		case i == 0:
		case len(p) == 4 && alpha(p):
			p = strings.ToUpper(p[:1]) + p[1:]
		case len(p) == 2 && alpha(p) || len(p) == 3 && !alpha(p):
			p = strings.ToUpper(p)
		}
		parts[i] = p
	}
	return strings.Join(parts, "-"), nil
}

// baseOf is a canonical tag's language.
func baseOf(t string) string {
	b, _, _ := strings.Cut(t, "-")
	return b
}

func alpha(s string) bool {
	for _, r := range s {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') {
			return false
		}
	}
	return true
}

func alnum(s string) bool {
	for _, r := range s {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9') {
			return false
		}
	}
	return true
}

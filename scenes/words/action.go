package words

import "strings"

// Verbs are a game's verbs as SayAction reads them: each verb's key is
// prefix and the verb capitalised ("game.Verb", "place":
// "game.VerbPlace").
func Verbs(prefix string, verbs ...string) map[string]Word {
	m := make(map[string]Word, len(verbs))
	for _, v := range verbs {
		m[v] = Word(prefix + strings.ToUpper(v[:1]) + v[1:])
	}
	return m
}

// SayAction puts an action's text (its canonical notation, words apart)
// in words for a phone's moves: its first word by verbs (the key of each
// verb), its other words by part (the game's words for a die, a shape, a
// cell…; a word part does not know stays as it is). While the action is
// chosen a word at a time, the last word alone; whole, the verb and every
// part.
func SayAction(verbs map[string]Word, part func(word string) string, lang Lang, text string, whole bool) string {
	f := strings.Fields(text)
	if len(f) == 0 {
		return text
	}
	said := make([]string, len(f))
	said[0] = f[0]
	if verb, ok := verbs[f[0]]; ok {
		said[0] = T(lang, verb)
	}
	for i, w := range f[1:] {
		said[i+1] = part(w)
	}
	if !whole {
		return said[len(said)-1]
	}
	return strings.Join(said, " · ")
}

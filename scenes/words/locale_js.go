package words

import "syscall/js"

// SystemLangs is the browser's navigator.languages, most wanted first.
func SystemLangs() []string {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() || nav.IsNull() {
		return nil
	}
	langs := nav.Get("languages")
	if langs.IsUndefined() || langs.IsNull() {
		if l := nav.Get("language"); l.Type() == js.TypeString {
			return []string{l.String()}
		}
		return nil
	}
	out := make([]string, langs.Length())
	for i := range out {
		out[i] = langs.Index(i).String()
	}
	return out
}

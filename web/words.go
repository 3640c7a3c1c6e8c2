package web

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
)

// The page's own words, before the game has loaded: the loading bar's,
// the request to turn a phone, what a browser that cannot run the game
// is told. They are go-i18n message files like the game's
// (msg/page.<tag>.toml: a translator adds a language by adding one), sent
// to the page as words.js, which the page reads before the loader runs.

//go:embed msg
var pageMsg embed.FS

// pageWords reads every msg/page.<tag>.toml: each language's texts by
// key, the language by its tag.
func pageWords() (map[string]map[string]string, error) {
	names, err := fs.Glob(pageMsg, "msg/page.*.toml")
	if err != nil {
		return nil, err
	}
	out := map[string]map[string]string{}
	for _, n := range names {
		buf, err := pageMsg.ReadFile(n)
		if err != nil {
			return nil, err
		}
		f, err := i18n.ParseMessageFileBytes(buf, path.Base(n), map[string]i18n.UnmarshalFunc{"toml": toml.Unmarshal})
		if err != nil {
			return nil, fmt.Errorf("web: %s: %w", n, err)
		}
		texts := map[string]string{}
		for _, m := range f.Messages {
			texts[m.ID] = m.Other
		}
		out[f.Tag.String()] = texts
	}
	return out, nil
}

// wordsJS is words.js: window.graffitiPageWords, every language's texts,
// and window.graffitiPageWord(key, fill), a text in the page's language:
// the one the settings saved, else the first of the browser's languages
// there are words for, else English: the game's own rule
// (scenes/words.FirstLang), written again in JavaScript because it runs
// before the game has loaded.
func wordsJS() []byte {
	w, err := pageWords()
	if err != nil {
		panic(err) // the files are the program's own; TestPageWordsAreInEveryLanguage reads them
	}
	b, _ := json.Marshal(w)
	var s strings.Builder
	s.WriteString("// The page's words before the game has loaded (web/msg/page.*.toml).\n")
	s.WriteString("window.graffitiPageWords = " + string(b) + ";\n")
	s.WriteString(`(function () {
  "use strict";
  const words = window.graffitiPageWords;
  const wanted = [];
  try {
    const saved = JSON.parse(localStorage.getItem("graffiti/settings.json") || "{}").lang;
    if (typeof saved === "string") wanted.push(saved);
  } catch (e) { /* no storage: the browser's languages */ }
  wanted.push(...(navigator.languages || [navigator.language || ""]));
  let lang = "en";
  for (const t of wanted) {
    const tag = String(t).replace("_", "-").toLowerCase(), base = tag.split("-")[0];
    const found = Object.keys(words).find((k) => k.toLowerCase() === tag) || Object.keys(words).find((k) => k.toLowerCase().split("-")[0] === base);
    if (found) { lang = found; break; }
  }
  window.graffitiPageLang = lang;
  window.graffitiPageWord = function (key, fill) {
    let s = (words[lang] && words[lang][key]) || (words.en && words.en[key]) || key;
    for (const k in fill || {}) s = s.split("{" + k + "}").join(String(fill[k]));
    return s;
  };
})();
`)
	return []byte(s.String())
}

// pageWordsJS is made once: every page served and every release's folder
// sends the same.
var pageWordsJS = wordsJS()

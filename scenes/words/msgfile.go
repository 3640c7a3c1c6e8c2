package words

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The message files are go-i18n's TOML files (a translator's tools read
// them), but the program reads them here: go-i18n's reading and its
// Localize link text/template and a TOML library, which made the
// browser's download a tenth larger. This reads the part of TOML the
// files use, and msgfile_test.go checks go-i18n reads every file the same.

// A message is one key's text in one language: its CLDR plural forms (a
// plain text has only Other).
type message struct {
	ID                               string
	Zero, One, Two, Few, Many, Other string
}

// parseMessages reads a message file: lines `Key = "text"` (or a
// """multi-line""" text), and tables `[Key]` whose lines are a plural
// form each (`one = "…"`); blank lines and # comments between.
func parseMessages(src string) ([]*message, error) {
	p := &tomlReader{src: src, line: 1}
	var out []*message
	var table *message
	for {
		p.skipBlank()
		if p.done() {
			return out, nil
		}
		if p.peek() == '[' {
			p.pos++
			key := p.key()
			if !p.eat(']') {
				return nil, p.fail("want ] after [%s", key)
			}
			table = &message{ID: key}
			out = append(out, table)
			if err := p.endLine(); err != nil {
				return nil, err
			}
			continue
		}
		key := p.key()
		if key == "" {
			return nil, p.fail("want a key")
		}
		p.spaces()
		if !p.eat('=') {
			return nil, p.fail("want = after %s", key)
		}
		p.spaces()
		text, err := p.str()
		if err != nil {
			return nil, err
		}
		if err := p.endLine(); err != nil {
			return nil, err
		}
		if table == nil {
			out = append(out, &message{ID: key, Other: text})
			continue
		}
		f := table.form(key)
		if f == nil {
			return nil, p.fail("%s is no plural form (in [%s])", key, table.ID)
		}
		*f = text
	}
}

// form is the field of a CLDR plural category's name.
func (m *message) form(name string) *string {
	switch name {
	case "zero":
		return &m.Zero
	case "one":
		return &m.One
	case "two":
		return &m.Two
	case "few":
		return &m.Few
	case "many":
		return &m.Many
	case "other":
		return &m.Other
	}
	return nil
}

type tomlReader struct {
	src  string
	pos  int
	line int
}

func (p *tomlReader) done() bool { return p.pos >= len(p.src) }

func (p *tomlReader) peek() byte {
	if p.done() {
		return 0
	}
	return p.src[p.pos]
}

func (p *tomlReader) eat(b byte) bool {
	if p.peek() == b {
		p.pos++
		return true
	}
	return false
}

func (p *tomlReader) fail(format string, args ...any) error {
	return fmt.Errorf("line %d: %s", p.line, fmt.Sprintf(format, args...))
}

func (p *tomlReader) spaces() {
	for p.peek() == ' ' || p.peek() == '\t' {
		p.pos++
	}
}

// skipBlank passes blank lines and comments.
func (p *tomlReader) skipBlank() {
	for !p.done() {
		switch p.peek() {
		case ' ', '\t', '\r':
			p.pos++
		case '\n':
			p.pos++
			p.line++
		case '#':
			for !p.done() && p.peek() != '\n' {
				p.pos++
			}
		default:
			return
		}
	}
}

// endLine passes the rest of a line: spaces and a comment.
func (p *tomlReader) endLine() error {
	p.spaces()
	if p.peek() == '#' {
		for !p.done() && p.peek() != '\n' {
			p.pos++
		}
	}
	p.eat('\r')
	if !p.done() && !p.eat('\n') {
		return p.fail("want the line's end")
	}
	p.line++
	return nil
}

// key is a bare key: letters, digits, _ and -.
func (p *tomlReader) key() string {
	p.spaces()
	start := p.pos
	for c := p.peek(); c == '_' || c == '-' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'; c = p.peek() {
		p.pos++
	}
	k := p.src[start:p.pos]
	p.spaces()
	return k
}

// str is a basic string, "…" or """…""" (whose first newline is not
// part of the text), its escapes undone.
func (p *tomlReader) str() (string, error) {
	multi := strings.HasPrefix(p.src[p.pos:], `"""`)
	switch {
	case multi:
		p.pos += 3
		if strings.HasPrefix(p.src[p.pos:], "\r\n") {
			p.pos += 2
			p.line++
		} else if p.eat('\n') {
			p.line++
		}
	case p.eat('"'):
	default:
		return "", p.fail(`want a "text"`)
	}
	var b strings.Builder
	for {
		if p.done() {
			return "", p.fail("the text does not end")
		}
		c := p.src[p.pos]
		switch {
		case multi && strings.HasPrefix(p.src[p.pos:], `"""`):
			// A closing """ may follow one or two quotes of the text.
			for strings.HasPrefix(p.src[p.pos+1:], `"""`) {
				b.WriteByte('"')
				p.pos++
			}
			p.pos += 3
			return b.String(), nil
		case !multi && c == '"':
			p.pos++
			return b.String(), nil
		case c == '\n':
			if !multi {
				return "", p.fail("a newline in a one-line text")
			}
			b.WriteByte(c)
			p.pos++
			p.line++
		case c == '\\':
			if err := p.escape(&b, multi); err != nil {
				return "", err
			}
		default:
			b.WriteByte(c)
			p.pos++
		}
	}
}

// escape undoes one backslash escape; in a multi-line text a backslash
// ending a line joins it to the next text, passing the whitespace.
func (p *tomlReader) escape(b *strings.Builder, multi bool) error {
	p.pos++
	c := p.peek()
	p.pos++
	switch c {
	case '"', '\\':
		b.WriteByte(c)
	case 'n':
		b.WriteByte('\n')
	case 't':
		b.WriteByte('\t')
	case 'r':
		b.WriteByte('\r')
	case 'b':
		b.WriteByte('\b')
	case 'f':
		b.WriteByte('\f')
	case 'e':
		b.WriteByte(0x1b)
	case 'u', 'U':
		n := 4
		if c == 'U' {
			n = 8
		}
		if p.pos+n > len(p.src) {
			return p.fail(`a short \%c escape`, c)
		}
		r, err := strconv.ParseUint(p.src[p.pos:p.pos+n], 16, 32)
		if err != nil || !utf8.ValidRune(rune(r)) {
			return p.fail(`a bad \%c escape`, c)
		}
		b.WriteRune(rune(r))
		p.pos += n
	case ' ', '\t', '\r', '\n':
		if !multi {
			return p.fail(`a bad escape \%q`, c)
		}
		p.pos--
		for rest := p.src[p.pos:]; len(rest) > 0 && strings.IndexByte(" \t\r\n", rest[0]) >= 0; rest = p.src[p.pos:] {
			if rest[0] == '\n' {
				p.line++
			}
			p.pos++
		}
	default:
		return p.fail(`a bad escape \%q`, c)
	}
	return nil
}

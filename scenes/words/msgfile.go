package words

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The message files are go-i18n's TOML files, and translators write them
// as such; the game reads them itself, with no TOML library and no
// go-i18n, which with their language tables were a tenth of the
// browser's download above Ebitengine's own (TestMsgFilesReadAsGoI18nDoes
// holds this reading to go-i18n's, file by file). It reads the TOML the
// files are written in: comments, a text a key
// (Key = "…", """…""", '…' or '''…'''), and a table a key of plural
// forms ([Key] then one = "…", other = "…"; a description is a note to
// the translator); anything else is an error naming its line.

// parseMsgFile reads a message file's messages, in the file's order.
func parseMsgFile(buf []byte) ([]*message, error) {
	p := &msgParser{src: string(buf), line: 1}
	if !utf8.ValidString(p.src) {
		return nil, fmt.Errorf("not UTF-8")
	}
	var msgs []*message
	var table *message // the [Key] whose forms follow
	ids := map[string]bool{}
	add := func(m *message) error {
		if ids[m.ID] {
			return p.errorf("%s given twice", m.ID)
		}
		ids[m.ID] = true
		msgs = append(msgs, m)
		return nil
	}
	for {
		p.skipBlank()
		if p.done() {
			break
		}
		if p.peek() == '[' {
			p.pos++
			p.skipSpaces()
			id := p.key()
			p.skipSpaces()
			if id == "" || !p.eat("]") {
				return nil, p.errorf("a table's name expected: [Key]")
			}
			table = &message{ID: id}
			if err := add(table); err != nil {
				return nil, err
			}
			if err := p.endLine(); err != nil {
				return nil, err
			}
			continue
		}
		k := p.key()
		if k == "" {
			return nil, p.errorf("a key expected")
		}
		p.skipSpaces()
		if !p.eat("=") {
			return nil, p.errorf("= expected after %s", k)
		}
		p.skipSpaces()
		v, err := p.str()
		if err != nil {
			return nil, err
		}
		if err := p.endLine(); err != nil {
			return nil, err
		}
		if table == nil {
			if err := add(&message{ID: k, Other: v}); err != nil {
				return nil, err
			}
			continue
		}
		switch k {
		case "zero", "one", "two", "few", "many", "other":
			*table.form(k) = v
		case "description":
		default:
			return nil, p.errorf("%s in [%s]: not a plural form", k, table.ID)
		}
	}
	return msgs, nil
}

// msgParser is a message file being read.
type msgParser struct {
	src       string
	pos, line int
}

func (p *msgParser) errorf(format string, args ...any) error {
	return fmt.Errorf("line %d: "+format, append([]any{p.line}, args...)...)
}

func (p *msgParser) done() bool { return p.pos >= len(p.src) }
func (p *msgParser) peek() byte { return p.src[p.pos] }

func (p *msgParser) eat(s string) bool {
	if strings.HasPrefix(p.src[p.pos:], s) {
		p.pos += len(s)
		return true
	}
	return false
}

func (p *msgParser) skipSpaces() {
	for !p.done() && (p.peek() == ' ' || p.peek() == '\t') {
		p.pos++
	}
}

// skipBlank passes blank lines and comments.
func (p *msgParser) skipBlank() {
	for !p.done() {
		switch p.peek() {
		case ' ', '\t', '\r':
			p.pos++
		case '\n':
			p.pos++
			p.line++
		case '#':
			p.skipComment()
		default:
			return
		}
	}
}

// skipBlankLines passes spaces and line ends (after a line-ending
// backslash).
func (p *msgParser) skipBlankLines() {
	for !p.done() && strings.IndexByte(" \t\r\n", p.peek()) >= 0 {
		if p.peek() == '\n' {
			p.line++
		}
		p.pos++
	}
}

func (p *msgParser) skipComment() {
	for !p.done() && p.peek() != '\n' {
		p.pos++
	}
}

// endLine passes the rest of a line: spaces and a comment.
func (p *msgParser) endLine() error {
	p.skipSpaces()
	if !p.done() && p.peek() == '#' {
		p.skipComment()
	}
	p.eat("\r")
	if !p.done() && !p.eat("\n") {
		return p.errorf("the line goes on after its value")
	}
	p.line++
	return nil
}

// key is a bare key (letters, digits, _ and -), or "".
func (p *msgParser) key() string {
	start := p.pos
	for !p.done() {
		c := p.peek()
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' {
			p.pos++
			continue
		}
		break
	}
	return p.src[start:p.pos]
}

// str is a TOML string: basic or literal, on one line or many.
func (p *msgParser) str() (string, error) {
	switch {
	case p.eat(`"""`):
		return p.basic(`"""`, true)
	case p.eat(`"`):
		return p.basic(`"`, false)
	case p.eat(`'''`):
		return p.literal(`'''`, true)
	case p.eat(`'`):
		return p.literal(`'`, false)
	}
	return "", p.errorf("a string expected")
}

// trimFirstNewline drops the newline right after a multi-line string's
// opening quotes, as TOML says.
func (p *msgParser) trimFirstNewline() {
	if p.eat("\r\n") || p.eat("\n") {
		p.line++
	}
}

// basic reads a basic string up to its closing quotes, with its escapes.
func (p *msgParser) basic(end string, multi bool) (string, error) {
	if multi {
		p.trimFirstNewline()
	}
	var b strings.Builder
	for {
		if p.done() {
			return "", p.errorf("a string not closed")
		}
		if p.eat(end) {
			if multi {
				// """ may be followed by one or two more quotes: the text's.
				q := countQuotes(p.src[p.pos:])
				if q > 2 {
					return "", p.errorf("too many quotes after a string")
				}
				b.WriteString(p.src[p.pos : p.pos+q])
				p.pos += q
			}
			return b.String(), nil
		}
		c := p.peek()
		switch {
		case c == '\n' && !multi:
			return "", p.errorf("a string not closed on its line")
		case c == '\n':
			p.line++
			b.WriteByte(c)
			p.pos++
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

func countQuotes(s string) int {
	n := 0
	for n < len(s) && s[n] == '"' {
		n++
	}
	return n
}

// escape reads one escape at the backslash.
func (p *msgParser) escape(b *strings.Builder, multi bool) error {
	p.pos++
	if p.done() {
		return p.errorf("a string not closed")
	}
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
			return p.errorf("a short \\%c escape", c)
		}
		r, err := strconv.ParseUint(p.src[p.pos:p.pos+n], 16, 32)
		if err != nil || !utf8.ValidRune(rune(r)) {
			return p.errorf("a bad \\%c escape", c)
		}
		b.WriteRune(rune(r))
		p.pos += n
	case ' ', '\t', '\r', '\n':
		// A line-ending backslash: the line's end and the spaces after it go.
		if !multi {
			return p.errorf("a backslash at a line's end outside \"\"\"")
		}
		p.pos--
		p.skipSpaces()
		if !p.eat("\r\n") && !p.eat("\n") {
			return p.errorf("a backslash before spaces, not at the line's end")
		}
		p.line++
		p.skipBlankLines()
	default:
		return p.errorf("an unknown escape \\%c", c)
	}
	return nil
}

// literal reads a literal string: no escapes.
func (p *msgParser) literal(end string, multi bool) (string, error) {
	if multi {
		p.trimFirstNewline()
	}
	i := strings.Index(p.src[p.pos:], end)
	if i < 0 {
		return "", p.errorf("a string not closed")
	}
	s := p.src[p.pos : p.pos+i]
	if !multi && strings.Contains(s, "\n") {
		return "", p.errorf("a string not closed on its line")
	}
	p.line += strings.Count(s, "\n")
	p.pos += i + len(end)
	return s, nil
}

package rulebook

import (
	"image/color"
	"strconv"
	"strings"

	"graffiti/scenes/ui"
	"graffiti/scenes/words"
	"graffiti/sprites"
)

// Book is the rules help: the rules in our own words, English and
// French, a page at a time, each with pictures the game draws itself.
// Previous, Next, the page dots and Enter turn the pages; Back and
// Escape close it.
type Book struct {
	page int
	vol  *Volume

	// The volume's pages, per language, and one picture function a page.
	pages    func(words.Lang) []Page
	pictures []func(d *Pen, lang words.Lang)
	// header is what the top right corner says, per language.
	Header map[words.Lang]string

	back, prev, next *ui.Button

	// layouts holds each page's wrapped text, per language, made the
	// first time the page is shown so a frame never wraps again.
	layouts map[words.Lang][]*rulesLayout
	// counter is "3 / 8" for every page.
	counter []string
}

// Where the help's parts sit on the 1280×720 screen.
var (
	TextRect    = ui.Rect{X: 30, Y: 96, W: 640, H: 540}  // the dark panel behind the text
	PictureRect = ui.Rect{X: 690, Y: 96, W: 560, H: 540} // the pictures
	BackRect    = ui.Rect{X: 40, Y: 654, W: 170, H: 50}
	PrevRect    = ui.Rect{X: 330, Y: 654, W: 190, H: 50}
	NextRect    = ui.Rect{X: 760, Y: 654, W: 190, H: 50}
)

const (
	rulesTextX      = 54.0  // left edge of the running text
	rulesTextW      = 592.0 // its width
	rulesTextTop    = 118.0 // centre of the first line
	rulesTextBottom = 620.0 // no line's centre goes below this
	rulesDotGap     = 30.0
	rulesDotY       = 679.0
)

// rulesSizes are the body sizes tried, largest first, until a page fits.
var rulesSizes = []float64{19, 18, 17, 16, 15}

// Volume is one game's rules help: its pages, per language, a picture
// function a page, and the game's name for the header ("" for none:
// the header says only "Rules").
type Volume struct {
	Name     func(lang words.Lang) string
	Pages    func(words.Lang) []Page // PagesOf the game's message files
	Pictures []func(d *Pen, lang words.Lang)
}

// NewFor opens volume v's book on its first page.
func NewFor(v *Volume, lang words.Lang) *Book {
	r := &Book{vol: v, pages: v.Pages, pictures: v.Pictures, Header: map[words.Lang]string{}, layouts: map[words.Lang][]*rulesLayout{}}
	for _, l := range words.Langs() {
		r.Header[l] = words.T(l, words.Rules)
		if name := v.Name(l); name != "" {
			r.Header[l] = name + " · " + r.Header[l]
		}
		r.layouts[l] = make([]*rulesLayout, len(r.pages(l)))
	}
	n := len(r.pages(lang))
	for i := 0; i < n; i++ {
		r.counter = append(r.counter, strconv.Itoa(i+1)+" / "+strconv.Itoa(n))
	}
	r.back = &ui.Button{R: BackRect, Enabled: true}
	r.prev = &ui.Button{R: PrevRect}
	r.next = &ui.Button{R: NextRect, Accent: sprites.NeonAmber}
	r.relabel(lang)
	return r
}

// Volume is the game whose rules the book tells.
func (r *Book) Volume() *Volume { return r.vol }

// Page is the page on screen, from 0.
func (r *Book) Page() int { return r.page }

// Pages is how many pages the help has.
func (r *Book) Pages() int { return len(r.counter) }

func (r *Book) relabel(lang words.Lang) {
	r.back.Label = words.T(lang, words.Back)
	r.prev.Label = words.T(lang, words.RulesPrev)
	r.next.Label = words.T(lang, words.RulesNext)
	r.prev.Enabled = r.page > 0
	r.next.Enabled = r.page < r.Pages()-1
}

// DotRect is the tappable area of page dot i.
func (r *Book) DotRect(i int) ui.Rect {
	x := r.dotX(i)
	return ui.Rect{X: x - rulesDotGap/2, Y: rulesDotY - 22, W: rulesDotGap, H: 44}
}

func (r *Book) dotX(i int) float64 {
	return 640 + (float64(i)-float64(r.Pages()-1)/2)*rulesDotGap
}

// TurnTo opens the book at page (from 0); a page it does not have is
// ignored. Taps turn pages through it, and a screenshot opens one.
func (r *Book) TurnTo(lang words.Lang, page int) {
	if page < 0 || page >= r.Pages() {
		return
	}
	r.page = page
	r.relabel(lang)
}

// Update turns pages; it reports whether Back or Escape closed the book.
func (r *Book) Update(in *ui.Input, lang words.Lang) (closed bool) {
	r.relabel(lang)
	switch {
	case in.Key == ui.KeyBack || r.back.Hit(in):
		return true
	case in.Key == ui.KeyEnter:
		r.TurnTo(lang, r.page+1)
		return false
	case r.prev.Hit(in):
		r.TurnTo(lang, r.page-1)
		return false
	case r.next.Hit(in):
		r.TurnTo(lang, r.page+1)
		return false
	}
	for i := 0; i < r.Pages(); i++ {
		if ui.Tapped(in, r.DotRect(i)) {
			r.TurnTo(lang, i)
			return false
		}
	}
	return false
}

// Draw shows the page over whatever is behind it: title, text,
// pictures and the page controls. tick makes what pulses pulse; hover
// (the pointer) lights the button under it.
func (r *Book) Draw(p *ui.Painter, lang words.Lang, tick int, hover ui.Point) {
	d := &Pen{Painter: p, Tick: tick, hover: hover}
	page := r.pages(lang)[r.page]

	d.Text(page.Title, 52+3, 54+3, 46, ui.Display, ui.Left, sprites.Ink, 0.8)
	d.Text(page.Title, 52, 54, 46, ui.Display, ui.Left, sprites.NeonPink, 1)
	d.Text(r.Header[lang], 1240, 44, 18, ui.Bold, ui.Right, sprites.NeonCyan, 0.85)
	d.Text(r.counter[r.page], 1240, 68, 16, ui.Bold, ui.Right, sprites.Chalk, 0.7)

	d.Fill(TextRect, 14, sprites.Night, 0.72)
	d.Stroke(TextRect, 14, 1.5, sprites.NeonViolet, 0.45)
	r.layout(lang, r.page).draw(d)

	d.Fill(PictureRect, 14, sprites.Night, 0.6)
	d.Stroke(PictureRect, 14, 1.5, sprites.NeonViolet, 0.45)
	if r.page < len(r.pictures) {
		r.pictures[r.page](d, lang)
	}

	r.back.Draw(p, hover, 20)
	r.prev.Draw(p, hover, 19)
	r.next.Draw(p, hover, 19)
	for i := 0; i < r.Pages(); i++ {
		x := r.dotX(i)
		if i == r.page {
			d.Circle(x, rulesDotY, 8, sprites.NeonPink, 1)
		} else {
			d.Ring(x, rulesDotY, 6, 2, sprites.Chalk, 0.6)
		}
	}
}

// layout gives a page's wrapped text, making it the first time.
func (r *Book) layout(lang words.Lang, page int) *rulesLayout {
	if r.layouts[lang][page] == nil {
		r.layouts[lang][page] = LayoutRulesPage(r.pages(lang)[page])
	}
	return r.layouts[lang][page]
}

// rulesLine is one line of text, placed.
type rulesLine struct {
	S     string
	X, Y  float64 // left edge and vertical centre
	Size  float64
	font  ui.Font
	col   color.RGBA
	alpha float32
	W     float64 // measured width
}

// rulesLayout is a page's text broken into lines at one body size.
type rulesLayout struct {
	Lines  []rulesLine
	bars   []ui.Rect // the amber bars beside notes
	Size   float64
	bottom float64 // centre of the last line
}

func (l *rulesLayout) draw(d *Pen) {
	for _, b := range l.bars {
		d.Fill(b, 2, sprites.NeonAmber, 0.9)
	}
	for i := range l.Lines {
		ln := &l.Lines[i]
		d.Text(ln.S, ln.X, ln.Y, ln.Size, ln.font, ui.Left, ln.col, ln.alpha)
	}
}

// layoutRulesPage wraps a page at the largest body size that fits.
func LayoutRulesPage(p Page) *rulesLayout {
	var l *rulesLayout
	for _, size := range rulesSizes {
		l = layoutRulesAt(p, size)
		if l.bottom <= rulesTextBottom {
			break
		}
	}
	return l
}

// rulesMarker splits a paragraph's leading bullet or step number, if any.
func rulesMarker(s string) (marker, rest string) {
	if strings.HasPrefix(s, "• ") {
		return "•", s[len("• "):]
	}
	if len(s) > 3 && s[0] >= '1' && s[0] <= '9' && s[1] == '.' && s[2] == ' ' {
		return s[:2], s[3:]
	}
	return "", s
}

func layoutRulesAt(p Page, size float64) *rulesLayout {
	l := &rulesLayout{Size: size}
	lh := size * 1.4
	gap := size * 0.55
	y := rulesTextTop - lh
	for i, para := range p.Paras {
		if i > 0 {
			y += gap
		}
		switch {
		case strings.HasPrefix(para, "## "):
			y += gap * 0.6
			hs := size + 2
			for _, s := range ui.Wrap(para[3:], hs, ui.Bold, rulesTextW) {
				y += lh
				l.add(s, rulesTextX, y, hs, ui.Bold, sprites.NeonCyan, 1)
			}
		case strings.HasPrefix(para, "! "):
			top := y + lh/2
			for _, s := range ui.Wrap(para[2:], size, ui.Body, rulesTextW-16) {
				y += lh
				l.add(s, rulesTextX+16, y, size, ui.Body, sprites.NeonAmber, 1)
			}
			l.bars = append(l.bars, ui.Rect{X: rulesTextX, Y: top + 2, W: 4, H: y - top + lh/2 - 4})
		default:
			marker, rest := rulesMarker(para)
			indent := 0.0
			if marker != "" {
				indent = size * 1.3
				if marker != "•" {
					indent = size * 1.6
				}
			}
			for k, s := range ui.Wrap(rest, size, ui.Body, rulesTextW-indent) {
				y += lh
				if k == 0 && marker != "" {
					col := sprites.NeonPink
					if marker != "•" {
						col = sprites.NeonAmber
					}
					l.add(marker, rulesTextX, y, size, ui.Bold, col, 1)
				}
				l.add(s, rulesTextX+indent, y, size, ui.Body, sprites.Chalk, 0.95)
			}
		}
	}
	l.bottom = y
	return l
}

func (l *rulesLayout) add(s string, x, y, size float64, f ui.Font, c color.RGBA, alpha float32) {
	l.Lines = append(l.Lines, rulesLine{S: s, X: x, Y: y, Size: size, font: f, col: c, alpha: alpha, W: ui.TextWidth(s, size, f)})
}

// rulesCaptions caches captions wrapped to a width, so pictures never
// wrap during a frame.
type rulesCaptionKey struct {
	s    string
	Size float64
	W    float64
	F    ui.Font
}

var RulesCaptions = map[rulesCaptionKey][]string{}

func rulesCaptionLines(s string, size, w float64, f ui.Font) []string {
	k := rulesCaptionKey{s, size, w, f}
	lines, ok := RulesCaptions[k]
	if !ok {
		lines = ui.Wrap(s, size, f, w)
		RulesCaptions[k] = lines
	}
	return lines
}

// rulesCaption draws a label centred on x, wrapped to width w, its first
// line's centre at y.
func RulesCaption(d *Pen, s string, x, y, w, size float64, f ui.Font, c color.RGBA, alpha float32) {
	for i, ln := range rulesCaptionLines(s, size, w, f) {
		d.Text(ln, x, y+float64(i)*size*1.25, size, f, ui.Center, c, alpha)
	}
}

// rulesCaptionL draws a label from left edge x, wrapped to width w, the
// block of lines centred on y.
func RulesCaptionL(d *Pen, s string, x, y, w, size float64, f ui.Font, c color.RGBA, alpha float32) {
	lines := rulesCaptionLines(s, size, w, f)
	top := y - float64(len(lines)-1)*size*1.25/2
	for i, ln := range lines {
		d.Text(ln, x, top+float64(i)*size*1.25, size, f, ui.Left, c, alpha)
	}
}

// Pen is what a page is drawn with: the ui's painter, with the tick for
// what pulses.
type Pen struct {
	*ui.Painter
	Tick  int
	hover ui.Point
}

// Page is one page of the help: a title and its paragraphs.
type Page struct {
	Title string
	Paras []string
}

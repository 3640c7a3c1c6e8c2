package kunststucke

import (
	"strconv"
	"strings"

	"graffiti/game/kunststucke"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/words"
)

// Kunststücke's rules help, in our own words, English and French. The
// French rulebook (François Haffner's translation of the Moskito rules)
// is the source; where it leaves a point open, this follows the
// edition's settled points (docs/kunststucke-rules.md). French, as board
// gamers say it: a "manche" is a round, a "tour" one artist's turn.
//
// The paragraph marks are Graffiti's (text.go). {size}, {deal}, {slots}
// and the like are replaced by the numbers and names of the core's
// component table (game/kunststucke/table.go), so the help says what
// this edition plays even if someone holding the box corrects a value
// there.

var ksPages = [words.NumLangs][]rulebook.Page{
	words.English: {
		{Title: "The goal", Paras: []string{
			"You are one of {minp} to {maxp} great artists painting one canvas together, each with a secret idea of the finished work. Place and slide coloured shapes so that the canvas ends up as you want it.",
			"Your ideas are objective tiles: {tiles} tiles, all different, one for each colour and number. \"Red 3\" means: at the end, somewhere on the canvas, a red group of exactly 3 red shapes. A \"{top}+\" tile asks for {top} shapes or more.",
			"Each player has a scoring board with {nslots} slots, worth {slots}, and {tokens} tokens to pay for slides. The tiles wait face down on the tile board, in {piles} piles, A to {lastpile}.",
			"At the end every tile turns face up. A tile met scores its number plus its slot's bonus. The highest total wins.",
			"! This edition plays with its own table of shapes, colours and values, taken from the rulebook and from reviews of the box. The values printed in a physical box may differ.",
		}},
		{Title: "Canvas and shapes", Paras: []string{
			"The canvas is a grid of {size} × {size} cells: columns A to {lastcol}, rows 1 to {size}. A cell is named like C7.",
			"The box holds {shapes} shapes: the same {kinds} shapes in each of the {colours} colours, {mincells} to {maxcells} cells each. Each colour also has its own pattern and letter, so colour is never the only cue: {colourlist}.",
			"A shape covers whole cells, lies wholly on the canvas and never on another shape. It may be turned a quarter at a time but never flipped: the pieces have one face.",
			"## Set-up",
			"The shapes are shuffled and dealt: {deal}. Everyone's shapes lie face up, for all to see; the shapes left over leave the game, face up too.",
			"Each player takes a scoring board and {tokens} tokens. The {tiles} tiles are shuffled into {piles} face-down piles of {perpile}, one on each letter. The youngest player starts (or chance, if you like), then play goes clockwise.",
		}},
		{Title: "Your turn", Paras: []string{
			"On your turn, in the order you like:",
			"1. You must place one of your shapes on the canvas, or discard it.",
			"2. You may slide shapes already on the canvas, as many as you can pay for, before and after placing: {cost} each.",
			"3. You may draw one objective tile, before or after placing.",
			"You may end your turn once your shape is placed or discarded.",
			"## Discarding",
			"You may discard a shape instead of placing it, even one that would fit. If none of yours fits anywhere, you must. A discarded shape leaves the game, face up in the discard tray. You may still slide and draw that turn.",
			"Changed your mind? A placement or a discard can be taken back until your next slide, your draw or the end of your turn.",
		}},
		{Title: "Placing a shape", Paras: []string{
			"Put one of your shapes on empty cells, along the guide lines, in any quarter-turn. It must either:",
			"• touch at least one shape of its own colour; then it may touch other colours as well; or",
			"• touch no shape at all: a free placement.",
			"Touching only other colours is not allowed.",
			"Two shapes touch when they share the side of a cell, even one. A corner is never a contact: a shape that meets its colour only at a corner, but another colour along a side, may not go there.",
			"Little by little the canvas fills. Late in the game some shapes fit nowhere: they must be discarded.",
		}},
		{Title: "Sliding shapes", Paras: []string{
			"Anyone may slide any shape on the canvas, whoever placed it, even the one just placed. Each slide costs {cost}; with none left, you cannot slide. Tokens cannot be given away, and those left score nothing.",
			"A slide moves the shape one cell at a time, up, down, left or right, changing direction as often as you like, never turning it. At every step it lies wholly on the canvas, on empty cells: it never pushes, jumps over or passes through another shape.",
			"## The colour rule",
			"It is checked at the start and at the end of the slide only. If the shape touched its own colour before, it must touch its colour after: any shape of that colour. If it touched none, it may end anywhere it can reach, even touching only other colours. The shapes it leaves may be left alone.",
			"Looking at where a shape could go is free. A confirmed slide is final: sliding the shape back is a new slide, for another token.",
		}},
		{Title: "Drawing a tile", Paras: []string{
			"Once a turn, before or after placing, you may draw. Choose a pile, A to {lastpile}, that still holds tiles. Only you see its tiles, sorted by colour and number. Having looked, you must take exactly one; the rest go back as the same pile, face down.",
			"Put the tile face down on a free slot of your scoring board, the one you choose: {slots}. It never moves again. With all {nslots} slots full, you draw no more.",
			"Every tile exists once, so two players never chase the same objective. You may look at your own tiles at any time; on a shared device, a curtain makes sure only you see them.",
			"What you saw in a pile is yours to remember: the table keeps no reminder.",
		}},
		{Title: "Groups and scoring", Paras: []string{
			"A group is every shape of one colour joined side to side through shapes of that colour. A shape with no neighbour of its colour is a group of 1, even if it touches other colours. Size counts shapes, not cells.",
			"At the end, all tiles turn face up. A tile is met if some group of its colour has exactly its number of shapes; a \"{top}+\" is met by a group of {top} or more.",
			"A met tile scores its number ({top} for {top}+) plus the bonus of its slot: Red 2 on the {topslot} slot scores {topslot} + 2 = {example}.",
			"A tile scores once, however many groups meet it. An unmet tile or an empty slot scores nothing, with no penalty. Separate groups of one colour can meet different tiles: a red 2 and a red 5.",
		}},
		{Title: "The end", Paras: []string{
			"Every turn uses exactly one shape and everyone holds as many, so the game lasts as many rounds as each player has shapes: {rounds}. It ends after the turn in which the last shape is placed or discarded; that turn may still slide and draw.",
			"Then all tiles turn face up, everyone adds up their tiles, and the highest total wins.",
			"## Ties",
			"On a tie, the tied player who met more objectives wins; still tied, the one with more tokens left; still tied, they share the win.",
			"## What is secret",
			"Only the faces of the objective tiles: yours, until the end, and a pile's while you look at it. The rest is public: the canvas, every player's shapes, the discards, tokens, which slots hold a tile and from which pile, and how many tiles each pile holds.",
		}},
	},
	words.French: {
		{Title: "Le but du jeu", Paras: []string{
			"Vous êtes l'un des {minp} à {maxp} grands artistes qui peignent ensemble une même toile, chacun avec son idée secrète de l'œuvre finie. Posez et faites glisser des formes colorées pour que la toile finisse comme vous la voulez.",
			"Vos idées sont les tuiles objectif : {tiles} tuiles, toutes différentes, une par couleur et par nombre. La tuile Rouge 3 veut dire : à la fin, quelque part sur la toile, un groupe rouge d'exactement 3 formes rouges. Une tuile {top}+ demande {top} formes ou plus.",
			"Chaque joueur a un tableau de marque à {nslots} cases, qui valent {slots}, et {tokens} jetons pour payer les glissements. Les tuiles attendent face cachée sur le tableau de tuiles, en {piles} piles, de A à {lastpile}.",
			"À la fin, toutes les tuiles sont retournées. Une tuile atteinte rapporte son nombre plus le bonus de sa case. Le plus haut total gagne.",
			"! Cette édition joue avec sa propre table de formes, de couleurs et de valeurs, tirée de la règle et de critiques de la boîte. Les valeurs imprimées dans une boîte physique peuvent différer.",
		}},
		{Title: "La toile et les formes", Paras: []string{
			"La toile est une grille de {size} × {size} cases : colonnes de A à {lastcol}, lignes de 1 à {size}. Une case se nomme comme C7.",
			"La boîte contient {shapes} formes : les mêmes {kinds} formes dans chacune des {colours} couleurs, de {mincells} à {maxcells} cases chacune. Chaque couleur a aussi son motif et sa lettre, pour ne jamais dépendre de la seule couleur : {colourlist}.",
			"Une forme couvre des cases entières, tient tout entière sur la toile et jamais sur une autre forme. On peut la tourner d'un quart de tour à la fois, jamais la retourner : les pièces n'ont qu'une face.",
			"## Mise en place",
			"On mélange les formes et on les distribue : {deal}. Les formes de chacun sont face visible, à la vue de tous ; celles qui restent quittent la partie, face visible elles aussi.",
			"Chaque joueur prend un tableau de marque et {tokens} jetons. Les {tiles} tuiles sont mélangées en {piles} piles de {perpile}, face cachée, une sur chaque lettre. Le plus jeune commence (ou le hasard, si vous préférez), puis on joue dans le sens des aiguilles d'une montre.",
		}},
		{Title: "Votre tour", Paras: []string{
			"À votre tour, dans l'ordre que vous voulez :",
			"1. Vous devez poser l'une de vos formes sur la toile, ou la défausser.",
			"2. Vous pouvez faire glisser des formes déjà posées, autant que vous pouvez en payer, avant et après la pose : {cost} chacune.",
			"3. Vous pouvez piocher une tuile objectif, avant ou après la pose.",
			"Vous pouvez finir votre tour dès que votre forme est posée ou défaussée.",
			"## Défausser",
			"Vous pouvez défausser une forme au lieu de la poser, même si elle pourrait aller quelque part. Si aucune des vôtres ne peut se poser, vous devez le faire. La forme défaussée quitte la partie, face visible dans le bac de défausse. Vous pouvez encore glisser et piocher ce tour-là.",
			"Un regret ? Une pose ou une défausse peut être reprise jusqu'à votre prochain glissement, votre pioche ou la fin de votre tour.",
		}},
		{Title: "Poser une forme", Paras: []string{
			"Posez l'une de vos formes sur des cases vides, en suivant les pointillés, tournée comme vous voulez. Elle doit :",
			"• soit toucher au moins une forme de sa couleur ; elle peut alors toucher aussi d'autres couleurs ;",
			"• soit ne toucher aucune forme : une pose libre.",
			"Toucher seulement d'autres couleurs est interdit.",
			"Deux formes se touchent quand elles partagent le côté d'une case, même un seul. Un coin n'est jamais un contact : une forme qui ne rejoint sa couleur que par un coin, mais une autre couleur par un côté, ne peut pas aller là.",
			"Peu à peu la toile se remplit. En fin de partie, certaines formes ne rentrent plus nulle part : il faut les défausser.",
		}},
		{Title: "Faire glisser", Paras: []string{
			"Chacun peut faire glisser n'importe quelle forme de la toile, qui que soit celui qui l'a posée, même celle qu'on vient de poser. Chaque glissement coûte {cost} ; sans jeton, plus de glissement. Les jetons ne se donnent pas, et ceux qui restent ne rapportent rien.",
			"Un glissement déplace la forme case par case, vers le haut, le bas, la gauche ou la droite, en changeant de direction autant qu'on veut, sans jamais la tourner. À chaque pas elle est tout entière sur la toile, sur des cases vides : elle ne pousse, ne saute ni ne traverse jamais une autre forme.",
			"## La règle des couleurs",
			"Elle ne se vérifie qu'au départ et à l'arrivée. Si la forme touchait sa couleur avant, elle doit toucher sa couleur après : n'importe quelle forme de cette couleur. Si elle n'en touchait aucune, elle peut finir partout où elle peut aller, même en ne touchant que d'autres couleurs. Les formes qu'elle quitte peuvent rester isolées.",
			"Regarder où une forme pourrait aller est gratuit. Un glissement validé est définitif : ramener la forme est un nouveau glissement, pour un jeton de plus.",
		}},
		{Title: "Piocher une tuile", Paras: []string{
			"Une fois par tour, avant ou après la pose, vous pouvez piocher. Choisissez une pile, de A à {lastpile}, qui contient encore des tuiles. Vous seul voyez ses tuiles, triées par couleur et par nombre. Après avoir regardé, vous devez en prendre exactement une ; les autres retournent dans la même pile, face cachée.",
			"Posez la tuile face cachée sur une case libre de votre tableau de marque, celle que vous voulez : {slots}. Elle ne bouge plus. Avec vos {nslots} cases remplies, vous ne piochez plus.",
			"Chaque tuile est unique : deux joueurs ne visent jamais le même objectif. Vous pouvez regarder vos tuiles à tout moment ; sur un appareil partagé, un rideau veille à ce que vous seul les voyiez.",
			"Ce que vous avez vu dans une pile, à vous de vous en souvenir : la table ne garde aucun aide-mémoire.",
		}},
		{Title: "Groupes et points", Paras: []string{
			"Un groupe, ce sont toutes les formes d'une couleur reliées côté à côté par des formes de cette couleur. Une forme sans voisine de sa couleur est un groupe de 1, même si elle touche d'autres couleurs. La taille compte les formes, pas les cases.",
			"À la fin, toutes les tuiles sont retournées. Une tuile est atteinte si un groupe de sa couleur a exactement son nombre de formes ; une tuile {top}+ est atteinte par un groupe de {top} formes ou plus.",
			"Une tuile atteinte rapporte son nombre ({top} pour {top}+) plus le bonus de sa case : Rouge 2 sur la case {topslot} rapporte {topslot} + 2 = {example}.",
			"Une tuile ne rapporte qu'une fois, même atteinte par plusieurs groupes. Une tuile non atteinte ou une case vide ne rapporte rien, sans pénalité. Des groupes séparés d'une même couleur peuvent atteindre des tuiles différentes : un rouge 2 et un rouge 5.",
		}},
		{Title: "La fin", Paras: []string{
			"Chaque tour consomme exactement une forme et chacun en a autant, donc la partie dure autant de manches que chaque joueur a de formes : {rounds}. Elle finit après le tour où la dernière forme est posée ou défaussée ; ce tour-là permet encore de glisser et de piocher.",
			"Alors toutes les tuiles sont retournées, chacun additionne ses tuiles, et le plus haut total gagne.",
			"## Égalités",
			"En cas d'égalité, celui des ex aequo qui a atteint le plus d'objectifs gagne ; toujours à égalité, celui à qui il reste le plus de jetons ; sinon, ils partagent la victoire.",
			"## Ce qui est secret",
			"Seules les faces des tuiles objectif : les vôtres, jusqu'à la fin, et celles d'une pile pendant que vous la regardez. Le reste est public : la toile, les formes de chacun, les défausses, les jetons, quelles cases portent une tuile et de quelle pile, et combien de tuiles compte chaque pile.",
		}},
	},
}

// ksKindNames are the shapes' names, by the core's name for each kind.
var ksKindNames = map[string][words.NumLangs]string{
	"bar":       {"Bar", "Barre"},
	"l":         {"L", "L"},
	"t":         {"T", "T"},
	"stair":     {"Stair", "Escalier"},
	"flag":      {"Flag", "Drapeau"},
	"cup":       {"Cup", "Coupe"},
	"block":     {"Block", "Bloc"},
	"longl":     {"Long L", "Grand L"},
	"longstair": {"Long stair", "Grand escalier"},
	"cross":     {"Cross", "Croix"},
	"bigt":      {"Big T", "Grand T"},
	"longblock": {"Long block", "Grand bloc"},
}

// ksColourNames are the colours' names, by the core's (English) name.
var ksColourNames = map[string][words.NumLangs]string{
	"red":    {"red", "rouge"},
	"green":  {"green", "vert"},
	"yellow": {"yellow", "jaune"},
	"blue":   {"blue", "bleu"},
	"violet": {"violet", "violet"},
}

// ksKindKey is the core's name for shape kind k, like "longl".
func ksKindKey(k int) string {
	s := kunststucke.ShapeID(k).String()
	return s[strings.IndexByte(s, '-')+1:]
}

// ksKindName is shape kind k's name in lang, or the core's name.
func ksKindName(lang words.Lang, k int) string {
	if n, ok := ksKindNames[ksKindKey(k)]; ok {
		return n[lang]
	}
	return ksKindKey(k)
}

// rulesColourName is colour c's name in lang, or the core's name.
func rulesColourName(lang words.Lang, c kunststucke.Colour) string {
	if n, ok := ksColourNames[c.String()]; ok {
		return n[lang]
	}
	return c.String()
}

// ksCapital writes a name with a capital first letter.
func ksCapital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// ksShapeCells are the smallest and largest shapes, in cells.
func ksShapeCells() (lo, hi int) {
	lo, hi = 1<<30, 0
	for k := 0; k < kunststucke.NumKinds; k++ {
		n := kunststucke.ShapeID(k).Cells()
		lo, hi = min(lo, n), max(hi, n)
	}
	return
}

// ksSlotList is the scoring board's slot values: "15, 10, 10, 5 and 5".
func ksSlotList(lang words.Lang) string {
	s := make([]string, len(kunststucke.SlotValues))
	for i, v := range kunststucke.SlotValues {
		s[i] = strconv.Itoa(v)
	}
	return rulebook.Sentence(lang, s)
}

// ksExample is the rulebook's example: Red 2 on the top slot, and what
// it scores.
func ksExample() (tile kunststucke.TileID, slot, points int) {
	tile, _ = kunststucke.ParseTile("red-2")
	for k, v := range kunststucke.SlotValues {
		if v > kunststucke.SlotValues[slot] {
			slot = k
		}
	}
	return tile, slot, kunststucke.TilePoints(tile, slot)
}

// ksNumbers fills a page's {names} from the component table.
func ksNumbers(lang words.Lang) *strings.Replacer {
	en := lang == words.English
	var deal, rounds, colours []string
	for n := kunststucke.MaxPlayers; n >= kunststucke.MinPlayers; n-- {
		d, p := strconv.Itoa(kunststucke.Deal(n)), strconv.Itoa(n)
		// The first in full, the others short: "11 shapes each with 5
		// players, 13 with 4, …".
		switch {
		case en && n == kunststucke.MaxPlayers:
			deal = append(deal, d+" shapes each with "+p+" players")
			rounds = append(rounds, d+" with "+p+" players")
		case en:
			deal = append(deal, d+" with "+p)
			rounds = append(rounds, d+" with "+p)
		case n == kunststucke.MaxPlayers:
			deal = append(deal, d+" formes chacun à "+p+" joueurs")
			rounds = append(rounds, d+" à "+p+" joueurs")
		default:
			deal = append(deal, d+" à "+p)
			rounds = append(rounds, d+" à "+p)
		}
	}
	for c := kunststucke.Colour(0); int(c) < kunststucke.NumColours; c++ {
		colours = append(colours, rulesColourName(lang, c)+" ("+c.Letter()+")")
	}
	cost := strconv.Itoa(kunststucke.SlideCost)
	switch {
	case en && kunststucke.SlideCost == 1:
		cost += " token"
	case en:
		cost += " tokens"
	case kunststucke.SlideCost == 1:
		cost += " jeton"
	default:
		cost += " jetons"
	}
	lo, hi := ksShapeCells()
	_, slot, points := ksExample()
	const size = kunststucke.CanvasSize
	return strings.NewReplacer(
		"{minp}", strconv.Itoa(kunststucke.MinPlayers),
		"{maxp}", strconv.Itoa(kunststucke.MaxPlayers),
		"{tiles}", strconv.Itoa(kunststucke.NumTiles),
		"{top}", strconv.Itoa(kunststucke.TopTile),
		"{nslots}", strconv.Itoa(kunststucke.NumSlots),
		"{slots}", ksSlotList(lang),
		"{tokens}", strconv.Itoa(kunststucke.Tokens),
		"{piles}", strconv.Itoa(kunststucke.NumPiles),
		"{lastpile}", kunststucke.PileName(kunststucke.NumPiles-1),
		"{perpile}", strconv.Itoa(kunststucke.TilesPerPile),
		"{size}", strconv.Itoa(size),
		"{lastcol}", string(rune('A'+size-1)),
		"{shapes}", strconv.Itoa(kunststucke.NumShapes),
		"{kinds}", strconv.Itoa(kunststucke.NumKinds),
		"{colours}", strconv.Itoa(kunststucke.NumColours),
		"{mincells}", strconv.Itoa(lo),
		"{maxcells}", strconv.Itoa(hi),
		"{colourlist}", rulebook.Sentence(lang, colours),
		"{deal}", rulebook.Sentence(lang, deal),
		"{rounds}", rulebook.Sentence(lang, rounds),
		"{cost}", cost,
		"{topslot}", strconv.Itoa(kunststucke.SlotValues[slot]),
		"{example}", strconv.Itoa(points),
	)
}

func init() {
	for l := range ksPages {
		r := ksNumbers(words.Lang(l))
		for i := range ksPages[l] {
			p := &ksPages[l][i]
			for j, s := range p.Paras {
				p.Paras[j] = r.Replace(s)
			}
		}
	}
}

// Kunststucke is the volume of the game's rules help.
var RulesBook = &rulebook.Volume{Name: func(l words.Lang) string { return words.T(l, KunststuckeName) }, Pages: &ksPages, Pictures: ksPictures}

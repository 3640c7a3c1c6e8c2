package tagcity

import (
	"strconv"
	"strings"

	"graffiti/game/tagcity"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/words"
)

// Tag City's rules help, in our own words, English and French. The
// published rulebooks are the source; where they leave a point open,
// this follows the edition's settled points (docs/tagcity-rules.md).
// French, as board gamers say it: a "manche" is a round, a "tour" one
// tagger's turn.
//
// The paragraph marks are Graffiti's (text.go). {drone}, {bubbles},
// {hqA}, {colA} and the like are replaced by the numbers and names of
// the core's component table (game/tagcity/components.go), so the help
// says what this edition plays even if someone holding the box corrects
// a value there.

// tcName is the game's name, the same in both languages.
const tcName = "Tag City"

var tcPages = [words.NumLangs][]rulebook.Page{
	words.English: {
		{Title: "The goal", Paras: []string{
			"You are taggers racing to cover the city with graffiti. The dice decide which shapes you may draw. Finish a column, a row or a district before the others and its prestige is yours. Whoever has the most prestige points when the battle ends is the new All City.",
			"Each tagger has a city board: a grid of {cols} columns, A to {lastcol}, and {rows} rows, 1 to {rows}, cut into five districts: {districts}. A district is told by its colour and its letter. Every column, row and district has a high value and a low value.",
			"All boards are identical and show the same side: A, compact, for first battles; B, toothed, with steeper values.",
			"In the middle lies the HQ, where the dice go. {minp} to {maxp} taggers play, with one die more than there are taggers: {dicelist} dice. The first leader is drawn at random.",
			"! This edition plays with its own table of shapes, maps and values. The boards printed in a physical box may show other ones.",
		}},
		{Title: "The HQ and the dice", Paras: []string{
			"The HQ is a ring of {sections} sections, I to VI clockwise from the top left, each holding a large shape. The die faces 1 to 6 are printed between the sections: face 1 between I and II, face 2 between II and III, and so on round to face 6, between VI and I.",
			"On side A the shapes are printed: {hqA}. On side B, freestyle, six other large shapes are drawn at random or chosen at set-up. Either way the three small shapes, {small}, sit in the centre: they are for drones only.",
			"## The leader rolls",
			"Each round, the leader rolls every die in play and must place each one, as it fell, on one of the two sections beside its face: a 3 goes on III or on IV.",
			"Several dice may share a section, even dice of the same value. The leader may move dice until Confirm; from the first pick on, the placement stands.",
		}},
		{Title: "Pick a die", Paras: []string{
			"The tagger on the leader's left picks first, then play goes clockwise; the leader picks last. On your turn, take exactly one die from the HQ, then choose:",
			"• Tag: draw the shape of the die's section on your city;",
			"• Drone: draw any shape of the HQ instead, for a penalty;",
			"• Social networks: draw nothing and circle a bubble.",
			"You may take a die just to keep it from the others. When everyone has picked, one die is left: the final die.",
			"## Tag the city",
			"Draw the whole shape, turned or flipped as you like, wholly inside the grid and on untagged squares only. It may cross district borders. A drawing is for good.",
			"If a die's shape fits nowhere on your board, you may still take that die, but only for a drone or social networks.",
		}},
		{Title: "Scoring", Paras: []string{
			"When a drawing tags the last free square of a column, a row or a district, you complete it and score it at once, several at a time if need be.",
			"• If its high value is still open, circle it: every other tagger crosses it out on their board.",
			"• If the high value is already crossed out, circle the low value.",
			"Any number of taggers may circle a low value, and each tagger scores a feature only once.",
			"The longer the feature, the more it pays. On side A a column's high value is {colA}, a row's {rowA} and a district's {distA}; the low values are about half. Side B's gaps are steeper: racing matters more.",
			"! A feature completed with the final die follows its own rule: see the final die.",
		}},
		{Title: "Drone and social networks", Paras: []string{
			"## Drone",
			"Take any die, but draw any one of the nine shapes of the HQ instead of its own: the six on the ring, or one of the three small ones. A drone is the only way to draw a small shape.",
			"Cheating costs prestige: circle the first free space of your drone remote, in this order: {drone}. With all {dronespots} circled, you can no longer use the drone.",
			"## Social networks",
			"Take any die and draw nothing. Circle a free bubble of your choice (the table offers the cheapest); every other tagger crosses it out. The {nbubbles} bubbles are shared by all: {bubbles}.",
			"With no bubble left you may still check your networks: nothing is circled, there is no penalty, and it does not count for the tie-break.",
			"Social networks are always possible, so you always have a move.",
		}},
		{Title: "The final die", Paras: []string{
			"When everyone has picked, one die is left. Every tagger uses it, the leader too, all at the same time and in secret: tag its shape, use a drone or check social networks.",
			"On the screen, a curtain comes down between taggers: pass the device, lift the curtain, look at the boards as they were before the final die, choose and confirm. Nothing of an earlier choice shows.",
			"Then every choice is revealed together and takes effect:",
			"• whoever completes a feature whose high value was open before the final die circles the high value, even if others complete it too; the rest cross it out;",
			"• all who check social networks circle the same bubble: the cheapest free one, the lowest-numbered among equals.",
			"Then the leader pawn passes to the left, and the new leader gathers and rolls every die for the next round.",
		}},
		{Title: "End of the battle", Paras: []string{
			"After every drawing and every bubble, the table checks whether the battle is ending:",
			"1. every high value of the columns, rows and districts is circled or crossed out; or",
			"2. all {nbubbles} bubbles are circled or crossed out; or",
			"3. one tagger has circled all {dronespots} spaces of their drone remote.",
			"The round in progress is still played to its end, final die included. Then the battle is over.",
			"## Final score",
			"Add up every value circled on your board: high and low values count for you, drone spaces and bubbles against you. The highest total is the new All City.",
			"On a tie, the tied tagger with the most bubbles circled wins. Still tied, they share the win, to be settled in the next battle: the table offers a rematch.",
		}},
		{Title: "Your first battle", Paras: []string{
			"One device goes round the table. Everything is public but the final die, so the device changes hands without a curtain until then.",
			"1. The leader taps Roll. Drag a die onto a section, or tap the die then a section: its two sections light up. Confirm when every die is placed.",
			"2. On your pick, tap a die on the HQ, then Tag, Drone or Social.",
			"3. Tag: the shape follows the pointer as a ghost. Rotate and Flip turn it, as do the R and F keys and the mouse wheel. The ghost glows where it fits and shows what it would score. Tap to place it.",
			"4. Drone: choose one of the nine shapes, its cost beside it. Social: tap a free bubble. Then Confirm.",
			"Undo takes your move back until the next person starts to act. The other boards are down the right side: tap one to look at it.",
		}},
	},
	words.French: {
		{Title: "Le but du jeu", Paras: []string{
			"Vous êtes des tagueurs qui font la course pour couvrir la ville de graffitis. Les dés décident des formes que vous pouvez dessiner. Complétez une colonne, une ligne ou un quartier avant les autres, et son prestige est à vous. Qui a le plus de points de prestige à la fin de la bataille devient le nouveau All City.",
			"Chaque tagueur a un plateau ville : une grille de {cols} colonnes, de A à {lastcol}, et {rows} lignes, de 1 à {rows}, découpée en cinq quartiers : {districts}. Un quartier se reconnaît à sa couleur et à sa lettre. Chaque colonne, ligne et quartier a une valeur haute et une valeur basse.",
			"Tous les plateaux sont identiques et montrent la même face : A, compacte, pour les premières batailles ; B, dentelée, aux valeurs plus raides.",
			"Au centre, le QG reçoit les dés. On joue de {minp} à {maxp} tagueurs, avec un dé de plus qu'il y a de tagueurs : {dicelist} dés. Le premier meneur est tiré au hasard.",
			"! Cette édition joue avec sa propre table de formes, de plans et de valeurs. Les plateaux imprimés d'une boîte physique peuvent en montrer d'autres.",
		}},
		{Title: "Le QG et les dés", Paras: []string{
			"Le QG est un anneau de {sections} sections, de I à VI dans le sens horaire depuis le haut à gauche, chacune portant une grande forme. Les faces de dé 1 à 6 sont imprimées entre les sections : la face 1 entre I et II, la face 2 entre II et III, et ainsi de suite jusqu'à la face 6, entre VI et I.",
			"Sur la face A, les formes sont imprimées : {hqA}. Sur la face B, freestyle, six autres grandes formes sont tirées au hasard ou choisies en début de partie. Dans les deux cas, les trois petites formes, {small}, restent au centre : elles ne servent qu'au drone.",
			"## Le meneur lance les dés",
			"À chaque manche, le meneur lance tous les dés en jeu et doit placer chacun, sans le changer, sur l'une des deux sections voisines de sa face : un 3 va sur III ou sur IV.",
			"Plusieurs dés peuvent partager une section, même de même valeur. Le meneur peut déplacer les dés jusqu'à Valider ; dès le premier choix, le placement est acquis.",
		}},
		{Title: "Choisir un dé", Paras: []string{
			"Le tagueur à gauche du meneur choisit en premier, puis on continue dans le sens horaire ; le meneur choisit en dernier. À votre tour, prenez exactement un dé du QG, puis choisissez :",
			"• Taguer : dessiner sur votre ville la forme de la section du dé ;",
			"• Drone : dessiner à la place n'importe quelle forme du QG, avec une pénalité ;",
			"• Réseaux sociaux : ne rien dessiner et entourer une bulle.",
			"Vous pouvez prendre un dé rien que pour en priver les autres. Quand tout le monde a choisi, il reste un dé : le dernier dé.",
			"## Taguer la ville",
			"Dessinez la forme entière, tournée ou retournée à votre guise, tout entière dans la grille et sur des cases libres seulement. Elle peut chevaucher plusieurs quartiers. Un dessin est définitif.",
			"Si la forme d'un dé ne rentre nulle part sur votre plateau, vous pouvez tout de même prendre ce dé, mais seulement pour un drone ou les réseaux sociaux.",
		}},
		{Title: "Marquer des points", Paras: []string{
			"Quand un dessin tague la dernière case libre d'une colonne, d'une ligne ou d'un quartier, vous le complétez et marquez aussitôt, plusieurs à la fois s'il le faut.",
			"• Si sa valeur haute est encore libre, entourez-la : tous les autres tagueurs la cochent sur leur plateau.",
			"• Si la valeur haute est déjà cochée, entourez la valeur basse.",
			"Autant de tagueurs qu'on veut peuvent entourer une valeur basse, et chacun ne marque un élément qu'une fois.",
			"Plus l'élément est long, plus il rapporte. Sur la face A, la valeur haute d'une colonne va de {colA}, celle d'une ligne de {rowA} et celle d'un quartier de {distA} ; les valeurs basses valent environ la moitié. Sur la face B, l'écart est plus raide : la course compte davantage.",
			"! Un élément complété avec le dernier dé suit sa propre règle : voir le dernier dé.",
		}},
		{Title: "Drone et réseaux sociaux", Paras: []string{
			"## Drone",
			"Prenez n'importe quel dé, mais dessinez plutôt l'une des neuf formes du QG : les six de l'anneau, ou l'une des trois petites. Le drone est le seul moyen de dessiner une petite forme.",
			"Tricher coûte du prestige : entourez la première case libre de votre télécommande de drone, dans cet ordre : {drone}. Les {dronespots} entourées, vous ne pouvez plus utiliser le drone.",
			"## Réseaux sociaux",
			"Prenez n'importe quel dé et ne dessinez rien. Entourez une bulle libre de votre choix (la table propose la moins chère) ; tous les autres tagueurs la cochent. Les {nbubbles} bulles sont communes à tous : {bubbles}.",
			"Sans bulle libre, vous pouvez encore consulter : rien à entourer, aucune pénalité, et cela ne compte pas pour départager.",
			"Consulter est toujours permis : vous avez toujours un coup.",
		}},
		{Title: "Le dernier dé", Paras: []string{
			"Quand tout le monde a choisi, il reste un dé. Tous les tagueurs l'utilisent, le meneur aussi, en même temps et en secret : taguer sa forme, utiliser un drone ou consulter les réseaux sociaux.",
			"À l'écran, un rideau descend entre les tagueurs : passez l'appareil, levez le rideau, regardez les plateaux tels qu'ils étaient avant le dernier dé, choisissez et validez. Rien d'un choix précédent ne se voit.",
			"Puis tous les choix sont révélés ensemble et s'appliquent :",
			"• qui complète un élément dont la valeur haute était libre avant le dernier dé entoure la valeur haute, même si d'autres le complètent aussi ; les autres la cochent ;",
			"• tous ceux qui consultent les réseaux sociaux entourent la même bulle : la libre la moins chère, celle de plus petit numéro à valeur égale.",
			"Ensuite, le pion meneur passe à gauche, et le nouveau meneur reprend tous les dés et les lance pour la manche suivante.",
		}},
		{Title: "Fin de la bataille", Paras: []string{
			"Après chaque dessin et chaque bulle, la table regarde si la bataille touche à sa fin :",
			"1. toutes les valeurs hautes des colonnes, lignes et quartiers sont entourées ou cochées ; ou",
			"2. les {nbubbles} bulles sont entourées ou cochées ; ou",
			"3. un tagueur a entouré les {dronespots} cases de sa télécommande de drone.",
			"La manche en cours se joue encore jusqu'au bout, dernier dé compris. Puis la bataille est finie.",
			"## Décompte final",
			"Additionnez toutes les valeurs entourées sur votre plateau : les valeurs hautes et basses comptent pour vous, les cases de drone et les bulles contre vous. Le plus haut total est le nouveau All City.",
			"En cas d'égalité, celui des ex aequo qui a entouré le plus de bulles l'emporte. Toujours à égalité, ils partagent la victoire, à départager à la prochaine bataille : la table propose une revanche.",
		}},
		{Title: "Votre première bataille", Paras: []string{
			"Un seul appareil passe de main en main. Tout est public sauf le dernier dé : jusque-là, l'appareil change de main sans rideau.",
			"1. Le meneur touche Lancer. Faites glisser un dé sur une section, ou touchez le dé puis une section : ses deux sections s'éclairent. Validez quand tous les dés sont placés.",
			"2. À votre tour, touchez un dé du QG, puis Taguer, Drone ou Réseaux.",
			"3. Taguer : la forme suit le pointeur, en fantôme. Tourner et Retourner la font pivoter, comme les touches R et F et la molette. Le fantôme brille là où il rentre et montre ce qu'il rapporterait. Touchez pour le poser.",
			"4. Drone : choisissez l'une des neuf formes, son coût à côté. Réseaux : touchez une bulle libre. Puis Valider.",
			"Annuler reprend votre coup tant que la personne suivante n'a pas commencé à jouer. Les autres plateaux sont à droite : touchez-en un pour le regarder.",
		}},
	},
}

// rulesShapeNames are the tokens' names; English is the core's own.
var rulesShapeNames = [words.NumLangs][tagcity.NumShapes]string{
	words.French: {"Bloc", "Ligne", "Té", "Crochet", "Zigzag", "Bombe", "Long", "Coupe", "Marteau", "Coin", "Éclair", "Point", "Tiret", "Coude"},
}

// tcDistrictNames are the districts' names, R, Y, P, G, B.
var tcDistrictNames = [words.NumLangs][tagcity.Districts]string{
	words.French: {"Rouge", "Jaune", "Violet", "Vert", "Bleu"},
}

func init() {
	for s := tagcity.Shape(0); s < tagcity.NumShapes; s++ {
		rulesShapeNames[words.English][s] = tagcity.ShapeName(s)
	}
	for k := 0; k < tagcity.Districts; k++ {
		tcDistrictNames[words.English][k] = tagcity.DistrictName(k)
	}
	for l := range tcPages {
		r := tcNumbers(words.Lang(l))
		for i := range tcPages[l] {
			p := &tcPages[l][i]
			for j, s := range p.Paras {
				p.Paras[j] = r.Replace(s)
			}
		}
	}
}

// tcSigned writes a value as the boards print it: "−3" with a true minus.
func tcSigned(v int) string {
	if v < 0 {
		return "−" + strconv.Itoa(-v)
	}
	return strconv.Itoa(v)
}

// tcValueList is a row of printed values, in order: "−1, −2, −3".
func tcValueList(vs []int) string {
	s := make([]string, len(vs))
	for i, v := range vs {
		s[i] = tcSigned(v)
	}
	return strings.Join(s, ", ")
}

// tcHighRange is the span of the high values of features [from, to) on
// a side: "3 to 6".
func tcHighRange(lang words.Lang, side tagcity.Side, from, to int) string {
	lo, hi := 1<<30, -1<<30
	for f := from; f < to; f++ {
		h, _ := tagcity.FeatureValues(side, f)
		lo, hi = min(lo, h), max(hi, h)
	}
	return strconv.Itoa(lo) + [words.NumLangs]string{" to ", " à "}[lang] + strconv.Itoa(hi)
}

// tcNumbers fills a page's {names} from the component table.
func tcNumbers(lang words.Lang) *strings.Replacer {
	var dice, hq, small, dist []string
	for n := tagcity.MinPlayers; n <= tagcity.MaxPlayers; n++ {
		dice = append(dice, strconv.Itoa(n+1))
	}
	for _, s := range tagcity.HQSideA() {
		hq = append(hq, rulesShapeNames[lang][s])
	}
	for _, s := range tagcity.SmallShapes() {
		small = append(small, rulesShapeNames[lang][s])
	}
	for k := 0; k < tagcity.Districts; k++ {
		dist = append(dist, tcDistrictNames[lang][k]+" ("+string(tagcity.DistrictLetter(k))+")")
	}
	or := [words.NumLangs]string{" or ", " ou "}[lang]
	drone, bubbles := tagcity.DroneValues(), tagcity.BubbleValues()
	const cols, rows = tagcity.Cols, tagcity.Rows
	return strings.NewReplacer(
		"{cols}", strconv.Itoa(cols),
		"{rows}", strconv.Itoa(rows),
		"{lastcol}", string(rune('A'+cols-1)),
		"{districts}", rulebook.Sentence(lang, dist),
		"{minp}", strconv.Itoa(tagcity.MinPlayers),
		"{maxp}", strconv.Itoa(tagcity.MaxPlayers),
		"{dicelist}", strings.Join(dice[:len(dice)-1], ", ")+or+dice[len(dice)-1],
		"{sections}", strconv.Itoa(tagcity.Sections),
		"{hqA}", rulebook.Sentence(lang, hq),
		"{small}", rulebook.Sentence(lang, small),
		"{colA}", tcHighRange(lang, tagcity.SideA, 0, cols),
		"{rowA}", tcHighRange(lang, tagcity.SideA, cols, cols+rows),
		"{distA}", tcHighRange(lang, tagcity.SideA, cols+rows, tagcity.NumFeatures),
		"{drone}", tcValueList(drone[:]),
		"{dronespots}", strconv.Itoa(tagcity.DroneSpots),
		"{bubbles}", tcValueList(bubbles[:]),
		"{nbubbles}", strconv.Itoa(tagcity.NumBubbles),
	)
}

// TagCity is the volume of the game's rules help.
var RulesBook = &rulebook.Volume{Name: func(words.Lang) string { return tcName }, Pages: &tcPages, Pictures: tcPictures}

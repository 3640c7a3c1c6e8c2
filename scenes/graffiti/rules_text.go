package graffiti

import (
	"graffiti/game/graffiti"
	"graffiti/scenes/rulebook"
	"graffiti/scenes/words"
	"strconv"
	"strings"
)

// The rules help, in our own words, English and French. The published
// rulebook is the source; where it leaves a point open, this follows the
// edition's settled points (docs/rules.md).
//
// A paragraph is plain running text unless it starts with:
//
//	"## "  a heading
//	"• "   a bullet (hanging indent)
//	"1. "  a numbered step (hanging indent)
//	"! "   a note, in amber
//
// {cans}, {tags}, {keep}, {keepsave}, {end}, {special} are replaced by the
// numbers of the component table (game/components.go), so the help says
// what this edition plays even if a café owner corrects a value there.

var rulesPages = [words.NumLangs][]rulebook.Page{
	words.English: {
		{Title: "The goal", Paras: []string{
			"You are street artists leaving your mark in the Leake Street Tunnel, London. Whoever has the most victory points (VP) at the end wins.",
			"The tunnel has five sections, A to E, marked with one to five pips. Each section holds two graffiti cut into segments. A segment shows the paint it needs and the VP it gives.",
			"Below the tunnel lie three boards: paint, permits and bonus. Your spray cans take tiles from them. Then you spray segments: you score at once and leave your tag.",
			"Each artist has {cans} spray cans, {tags} tags and a screen. What lies behind your screen is secret. You start with a red, a yellow and a blue paint tile and one permit.",
			"The game is played in rounds. When a round ends with at least {end} complete graffiti, the game is over and the final scoring follows.",
			"! This edition plays with its own table of components and values. The numbers printed on a physical copy of the game may differ from it.",
		}},
		{Title: "Your turn", Paras: []string{
			"The holder of the first-player token starts each round, then play goes clockwise. On your turn you do one action, or you pass.",
			"To act, put 1 or 2 of your spray cans on a free space of that action: the space shows how many. The cans stay there until the round ends, so the space is taken for everyone.",
			"## The four actions",
			"• A · Paint: take one paint tile from the paint board.",
			"• B · Permits: take the permit tiles of a space on the permit board.",
			"• C · Spray: paint one segment of a graffiti in the tunnel.",
			"• D · Bonus: take one bonus tile, or the bobby.",
			"Each tunnel section has one space for 1 can and one for 2 cans, so it takes at most two sprays a round (Add aside).",
			"With no cans left you must pass; you may also pass earlier. Once you have passed, you sit out the rest of the round. It ends when everybody has passed.",
		}},
		{Title: "The paint board", Paras: []string{
			"Paint comes in five colours, each with its own symbol, so it reads even without colour: red drop, yellow triangle, blue square, green leaf, black star.",
			"Red, yellow and blue each have a 1-can space. Below them, the big space costs 2 cans, welcomes anyone any number of times in a round, and gives one single red, yellow or blue tile per use.",
			"Green, black and the three double tiles (red-yellow, red-blue, yellow-blue) each have a 1-can space and a 2-can space. A space gives one tile of its kind, and only while the board has one left.",
			"## Paying with paint",
			"A single tile pays one symbol of its colour. A double tile pays one symbol of either colour, or one of each. Every tile you pay must cover at least one symbol.",
			"Paid tiles lie in front of your screen, for all to see, until the round ends. Segments that ask for green or black give more VP.",
		}},
		{Title: "Permits and spraying", Paras: []string{
			"The permit board shows three permits face up beside the face-down stack. Its four spaces cost 1 can each:",
			"• first-player space: the first permit and the first-player token, so you start the next round;",
			"• the first and second permits;",
			"• the second and third permits;",
			"• the third permit and the top of the stack.",
			"Empty places are refilled at once. When the stack runs out, the discard pile is shuffled into a new one.",
			"## Spraying a segment",
			"Put your cans on a free space of a section and discard a permit whose pips match it. Two permits with equal pips, or the permit bonus, open any section instead.",
			"Pay the paint the segment asks for and score its VP at once. The segment turns over and gets your tag. One segment per spray; with no tags left you cannot spray.",
		}},
		{Title: "Bonus tiles and the bobby", Paras: []string{
			"Five bonus tiles lie face up, each under a 1-can space; a taken tile is replaced only at round end. A bonus works as soon as you have it, several in one turn if you like. Used, it leaves the game.",
			"• 2 VP: scored the moment you take it.",
			"• Wild paint: pays any one symbol.",
			"• Permit: spray in any section without a permit.",
			"• Extra action: after your action, take one more turn at once.",
			"• Reservation: mark an unsprayed segment; until the round ends, only you may spray it.",
			"• Add: put your can on a taken 1-can space (not the big paint space); no more cans go there.",
			"• Discount: one can less (2 becomes 1, 1 becomes 0).",
			"• Save: at round end, keep {keepsave} paint tiles instead of {keep}.",
			"The bobby has his own 1-can space. Until the round ends, your 2-can tunnel spaces cost you 1 can, and in each spray one symbol may be paid with any paint tile. Then he goes back.",
		}},
		{Title: "End of a round", Paras: []string{
			"When everybody has passed, the round ends, in this order:",
			"1. Everyone takes their spray cans back.",
			"2. Everyone secretly keeps up to {keep} paint tiles ({keepsave} with Save); a double tile counts as one. The rest, and all paid tiles, go back to the paint board.",
			"3. Empty bonus spaces are refilled from the bonus stack. The bobby and the reservation markers come back.",
			"4. With 2 or 3 players only: the holder of the first-player token reveals the top permit (two with 2 players). For each, they pick an unsprayed segment of that section and turn it over with a neutral tag. Nobody scores it; a section already all sprayed gets nothing.",
			"Then, if at least {end} graffiti are complete, the game is over. If not, a new round begins, started by the holder of the first-player token.",
		}},
		{Title: "Final scoring", Paras: []string{
			"After the last round, its keep step included, add to your score:",
			"• half a VP for each bonus, permit and paint tile still behind your screen, rounded down;",
			"• for each of your tags on a complete graffiti, as many VP as that graffiti has segments: 2, 3 or 4.",
			"Neutral tags score nothing. The highest total wins. On a tie, the most tags in the tunnel wins; if still tied, the victory is shared.",
			"## Variants, chosen when you start a game",
			"• Variant 1, blocking token: at the start of each round the first player reveals permits until one names a section other than the one blocked last round. That section is closed for the round.",
			"• Variant 2, special graffiti: the three 3-segment graffiti are swapped for special ones with the same letters. Each tag on a complete special graffiti scores {special} VP at the end.",
		}},
		{Title: "Your first game", Paras: []string{
			"One device goes round the table. When the next decision is someone else's, a shutter comes down with their name: hand the device over; they tap to lift it. Your tiles show only while it is up.",
			"1. What you can use now glows cyan. Tap a space on a board, or tap a segment to spray it.",
			"2. The strip below offers the ways to do it, cheapest first: cans, permit, paint. Tap a card to pick another.",
			"3. Confirm plays it. Undo drops your choice; nothing happens before Confirm. Pass is the pink button.",
			"Holding a Reservation? A button beside your tiles reserves a segment. Holding an extra action? After your action the strip offers it; otherwise End turn.",
			"The log, bottom right, tells every move. Menu goes back to the title; the game is saved after each action and Continue resumes it.",
			"## Tips",
			"Get permits early: without one you cannot spray. Segments with green or black pay more.",
		}},
	},
	words.French: {
		{Title: "Le but du jeu", Paras: []string{
			"Vous êtes des artistes de rue qui veulent laisser leur marque dans le Leake Street Tunnel, à Londres. Celui ou celle qui a le plus de points de victoire (PV) à la fin gagne.",
			"Le tunnel compte cinq sections, de A à E, marquées d'un dé de 1 à 5. Chaque section accueille deux graffitis découpés en parties. Une partie indique la peinture qu'elle demande et les PV qu'elle rapporte.",
			"Sous le tunnel, trois plateaux : Peinture, Autorisation et Bonus. Vos bombes de peinture y prennent des tuiles. Puis vous peignez des parties : vous marquez aussitôt et y laissez votre tag.",
			"Chaque artiste a {cans} bombes, {tags} tags et un paravent. Ce qui est derrière votre paravent reste secret. Vous commencez avec une tuile Peinture rouge, une jaune, une bleue et une Autorisation.",
			"La partie se joue en manches (le « tour de jeu » du livret). Quand une manche se termine avec au moins {end} graffitis terminés, la partie s'arrête et on passe au décompte final.",
			"! Cette édition joue avec sa propre table du matériel et des valeurs. Les nombres imprimés sur un exemplaire physique du jeu peuvent en différer.",
		}},
		{Title: "Votre tour", Paras: []string{
			"Le détenteur du jeton Premier joueur commence chaque manche, puis on joue dans le sens des aiguilles d'une montre. À votre tour, vous faites une action, ou vous passez.",
			"Pour agir, posez 1 ou 2 de vos bombes sur une case libre de cette action : la case indique combien. Les bombes y restent jusqu'à la fin de la manche, la case est donc prise pour tous.",
			"## Les quatre actions",
			"• A · Peinture : prendre une tuile Peinture sur le plateau Peinture.",
			"• B · Autorisations : prendre les tuiles d'une case du plateau Autorisation.",
			"• C · Peindre : peindre une partie d'un graffiti du tunnel.",
			"• D · Bonus : prendre une tuile Bonus, ou le policier.",
			"Chaque section du tunnel a une case à 1 bombe et une case à 2 bombes : on y peint au plus deux fois par manche (hors Ajout).",
			"Sans bombe, vous devez passer ; vous pouvez aussi passer plus tôt. Une fois passé, vous ne jouez plus de cette manche, qui se termine quand tout le monde a passé.",
		}},
		{Title: "Le plateau Peinture", Paras: []string{
			"La peinture existe en cinq couleurs, chacune avec son symbole, lisible même sans les couleurs : goutte rouge, triangle jaune, carré bleu, feuille verte, étoile noire.",
			"Rouge, jaune et bleu ont chacun une case à 1 bombe. En dessous, la grande case coûte 2 bombes, accueille tout le monde autant de fois qu'on veut dans la manche, et donne à chaque fois une tuile simple rouge, jaune ou bleue.",
			"Le vert, le noir et les trois tuiles doubles (rouge-jaune, rouge-bleu, jaune-bleu) ont chacun une case à 1 bombe et une à 2 bombes. Une case donne une tuile de sa sorte, seulement s'il en reste sur le plateau.",
			"## Payer la peinture",
			"Une tuile simple paie un symbole de sa couleur. Une tuile double paie un symbole de l'une ou l'autre couleur, ou un de chaque. Chaque tuile payée doit servir à au moins un symbole.",
			"Les tuiles payées restent devant votre paravent, à la vue de tous, jusqu'à la fin de la manche. Les parties qui demandent du vert ou du noir rapportent plus de PV.",
		}},
		{Title: "Autorisations et peinture", Paras: []string{
			"Le plateau Autorisation montre trois tuiles face visible à côté de la pioche face cachée. Ses quatre cases coûtent 1 bombe chacune :",
			"• case Premier joueur : la première tuile et le jeton Premier joueur, vous commencerez la manche suivante ;",
			"• la première et la deuxième tuile ;",
			"• la deuxième et la troisième tuile ;",
			"• la troisième tuile et celle du dessus de la pioche.",
			"Les places vides sont remplies aussitôt. Quand la pioche est épuisée, on mélange la défausse pour en faire une nouvelle.",
			"## Peindre une partie",
			"Posez vos bombes sur une case libre d'une section et défaussez une Autorisation dont le dé correspond. Deux Autorisations de même valeur, ou le bonus Autorisation, ouvrent à la place n'importe quelle section.",
			"Payez la peinture demandée par la partie et marquez aussitôt ses PV. La partie est retournée et reçoit votre tag. Une partie par action ; sans tag restant, vous ne pouvez plus peindre.",
		}},
		{Title: "Bonus et policier", Paras: []string{
			"Cinq tuiles Bonus sont face visible, chacune sous une case à 1 bombe ; une tuile prise n'est remplacée qu'à la fin de la manche. Un bonus sert dès qu'on l'a, plusieurs par manche si vous voulez. Utilisé, il quitte la partie.",
			"• 2 PV : marqués dès que vous le prenez.",
			"• Peinture joker : paie n'importe quel symbole.",
			"• Autorisation : peindre dans n'importe quelle section sans Autorisation.",
			"• Action supplémentaire : après votre action, rejouez aussitôt un tour.",
			"• Réservation : marquez une partie non peinte ; jusqu'à la fin de la manche, vous seul pouvez la peindre.",
			"• Ajout : posez votre bombe sur une case à 1 bombe déjà prise (pas la grande case Peinture) ; plus aucune bombe n'y va ensuite.",
			"• Réduction : une bombe de moins (2 devient 1, 1 devient 0).",
			"• Économie : à la fin de la manche, gardez {keepsave} tuiles Peinture au lieu de {keep}.",
			"Le policier a sa propre case à 1 bombe. Jusqu'à la fin de la manche, vos cases à 2 bombes du tunnel vous coûtent 1 bombe, et à chaque peinture un symbole peut être payé avec n'importe quelle tuile Peinture. Puis il retourne sur le plateau.",
		}},
		{Title: "Fin de la manche", Paras: []string{
			"Quand tout le monde a passé, la manche se termine, dans cet ordre :",
			"1. Chacun reprend ses bombes.",
			"2. Chacun garde en secret jusqu'à {keep} tuiles Peinture ({keepsave} avec Économie) ; une tuile double compte pour une. Les autres, et toutes les tuiles payées, retournent sur le plateau Peinture.",
			"3. Les cases Bonus vides sont complétées depuis la pioche Bonus. Le policier et les marqueurs Réservation reviennent.",
			"4. À 2 ou 3 joueurs seulement : le détenteur du jeton Premier joueur révèle l'Autorisation du dessus de la pioche (deux à 2 joueurs). Pour chacune, il choisit une partie non peinte de cette section et la retourne avec un tag neutre. Personne ne marque ; une section déjà toute peinte ne reçoit rien.",
			"Ensuite, si au moins {end} graffitis sont terminés, la partie est finie. Sinon, une nouvelle manche commence, lancée par le détenteur du jeton Premier joueur.",
		}},
		{Title: "Décompte final", Paras: []string{
			"Après la dernière manche, tuiles gardées comprises, ajoutez à votre score :",
			"• un demi PV par tuile Bonus, Autorisation et Peinture encore derrière votre paravent, arrondi à l'inférieur ;",
			"• pour chacun de vos tags sur un graffiti terminé, autant de PV que ce graffiti a de parties : 2, 3 ou 4.",
			"Les tags neutres ne rapportent rien. Le plus haut total gagne. En cas d'égalité, le plus de tags dans le tunnel l'emporte ; si l'égalité persiste, la victoire est partagée.",
			"## Variantes, à choisir en début de partie",
			"• Variante 1, pion Bloquer : au début de chaque manche, le premier joueur révèle des Autorisations jusqu'à ce qu'une désigne une autre section que celle bloquée à la manche précédente. Cette section est fermée pour cette manche.",
			"• Variante 2, graffitis spéciaux : les trois graffitis à 3 parties sont remplacés par des graffitis spéciaux de mêmes lettres. Chaque tag sur un graffiti spécial terminé rapporte {special} PV à la fin.",
		}},
		{Title: "Votre première partie", Paras: []string{
			"Un seul appareil passe de main en main. Quand la décision suivante revient à quelqu'un d'autre, un rideau descend avec son nom : passez-lui l'appareil, il touche l'écran pour le lever. Vos tuiles ne s'affichent que rideau levé.",
			"1. Ce que vous pouvez utiliser brille en cyan. Touchez une case d'un plateau, ou une partie du tunnel pour la peindre.",
			"2. Le bandeau du dessous propose les façons de le faire, la moins chère d'abord : bombes, Autorisation, peinture. Touchez une carte pour en choisir une autre.",
			"3. Valider joue l'action. Annuler efface votre choix ; rien ne se passe avant Valider. Passer est le bouton rose.",
			"Une Réservation en main ? Un bouton à côté de vos tuiles réserve une partie. Une action supplémentaire ? Après votre action, le bandeau la propose ; sinon, Fin du tour.",
			"Le journal, en bas à droite, raconte chaque coup. Menu ramène à l'accueil ; la partie est sauvegardée après chaque action et Continuer la reprend.",
			"## Conseils",
			"Prenez tôt des Autorisations : sans elles, impossible de peindre. Les parties avec du vert ou du noir rapportent plus.",
		}},
	},
}

func init() {
	for l := range rulesPages {
		for i := range rulesPages[l] {
			p := &rulesPages[l][i]
			for j, s := range p.Paras {
				p.Paras[j] = Numbers.Replace(s)
			}
		}
	}
}

// GraffitiNumbers puts the Graffiti component table's numbers into a text: "{cans}",
// "{tags}", "{keep}", "{keepsave}", "{end}", "{special}".
var Numbers = strings.NewReplacer(
	"{cans}", strconv.Itoa(graffiti.CansPerPlayer),
	"{tags}", strconv.Itoa(graffiti.TagsPerPlayer),
	"{keep}", strconv.Itoa(graffiti.KeepLimit),
	"{keepsave}", strconv.Itoa(graffiti.KeepLimitSave),
	"{end}", strconv.Itoa(graffiti.GraffitiToEnd),
	"{special}", strconv.Itoa(graffiti.SpecialTagVP),
)

// Graffiti is the volume of the game's rules help.
var RulesBook = &rulebook.Volume{Name: func(words.Lang) string { return "" }, Pages: &rulesPages, Pictures: rulesPictures}

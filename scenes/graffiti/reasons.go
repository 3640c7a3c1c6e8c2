package graffiti

import (
	"errors"

	"graffiti/game"
	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/words"
)

// reasonsFR translates the core's refusals; the key is the English format
// the core uses, the arguments are the same.
var reasonsFR = map[string]string{
	"that action showed something hidden (a tile drawn from a stack): it cannot be taken back": "cette action a montré quelque chose de caché (une tuile piochée) : elle ne peut pas être reprise",
	"the round's end cannot be taken back":                                                     "la fin du tour ne peut pas être reprise",
	"%d cans needed, you have %d":                                                              "%d bombes nécessaires, vous en avez %d",
	"%s has acted: use the extra action or end the turn":                                       "%s a joué : action supplémentaire ou fin du tour",
	"%s holds the bobby this round":                                                            "%s a le policier pour ce tour",
	"%s is already sprayed":                                                                    "%s est déjà peinte",
	"%s is in section %s: place your cans there":                                               "%s est dans la section %s : placez-y vos bombes",
	"%s is not a space for %s":                                                                 "%s n'est pas une case pour %s",
	"%s is only possible after your action":                                                    "%s n'est possible qu'après votre action",
	"%s is reserved by %s this round":                                                          "%s est réservée par %s pour ce tour",
	"a permit shows 1 to 5 pips":                                                               "une autorisation montre de 1 à 5 points",
	"add and discount go with a placement, not with %s":                                        "ajout et réduction accompagnent une pose, pas %s",
	"add is not for the big paint space: it takes any number of cans anyway":                   "l'ajout n'est pas pour la grande case : elle accepte déjà toutes les bombes",
	"add only goes on a space for 1 can, and %s takes 2":                                       "l'ajout ne va que sur une case à 1 bombe, et %s en demande 2",
	"bonus space %s is empty until the round ends":                                             "la case bonus %s reste vide jusqu'à la fin du tour",
	"neutral flips happen at the end of the round":                                             "les tags neutres se posent à la fin du tour",
	"no %s tile left on the paint board":                                                       "plus de tuile %s sur le plateau Peinture",
	"paint tiles are kept at the end of the round":                                             "on garde ses tuiles Peinture à la fin du tour",
	"permit space %s has no permit to give":                                                    "la case %s n'a pas d'autorisation à donner",
	"save goes with keep, not with %s":                                                         "économie accompagne garder, pas %s",
	"save lets you keep %d paint tiles: use it only to keep %d":                                "économie permet de garder %d tuiles : utilisez-la seulement pour en garder %d",
	"section %s is blocked this round":                                                         "la section %s est bloquée pour ce tour",
	"section %s needs a permit with %d pips":                                                   "la section %s demande une autorisation à %d points",
	"section %s needs a permit with %d pips, and you have none":                                "la section %s demande une autorisation à %d points, et vous n'en avez pas",
	"space %s already costs you no can":                                                        "la case %s ne vous coûte déjà aucune bombe",
	"space %s already holds an added can":                                                      "la case %s a déjà une bombe ajoutée",
	"space %s gives %s tiles":                                                                  "la case %s donne des tuiles %s",
	"space %s is free: add is for a taken space":                                               "la case %s est libre : l'ajout est pour une case occupée",
	"space %s is taken this round":                                                             "la case %s est occupée pour ce tour",
	"that paint does not pay for %s: it needs%s, and each tile paid must cover some of it":     "cette peinture ne paie pas %s : il faut%s, et chaque tuile payée doit en couvrir une part",
	"the big paint space gives a red, yellow or blue tile":                                     "la grande case donne une tuile rouge, jaune ou bleue",
	"the game is over":                                                                         "la partie est terminée",
	"the neutral tag goes on an unsprayed segment of section %s":                               "le tag neutre va sur une partie non peinte de la section %s",
	"the round is over: %s chooses a segment of section %s for the neutral tag":                "le tour est fini : %s choisit une partie de la section %s pour le tag neutre",
	"the round is over: %s chooses the paint tiles to keep":                                    "le tour est fini : %s choisit les tuiles Peinture à garder",
	"two permits with %d pips needed, you have %d":                                             "deux autorisations à %d points nécessaires, vous en avez %d",
	"unknown segment %d":                                                                       "partie inconnue %d",
	"unknown space %d":                                                                         "case inconnue %d",
	"unknown way to show a permit":                                                             "manière inconnue de montrer une autorisation",
	"you have %d %s tile(s), not %d":                                                           "vous avez %d {tuile|tuiles} %s, pas %d",
	"you have %d wild paint bonus tile(s), not %d":                                             "vous avez %d {bonus|bonus} peinture joker, pas %d",
	"you have no add bonus":                                                                    "vous n'avez pas de bonus ajout",
	"you have no cans left: you must pass":                                                     "plus de bombes : vous devez passer",
	"you have no discount bonus":                                                               "vous n'avez pas de bonus réduction",
	"you have no extra action bonus":                                                           "vous n'avez pas de bonus action supplémentaire",
	"you have no permit bonus":                                                                 "vous n'avez pas de bonus autorisation",
	"you have no reservation bonus":                                                            "vous n'avez pas de bonus réservation",
	"you have no save bonus":                                                                   "vous n'avez pas de bonus économie",
	"you have no tags left":                                                                    "vous n'avez plus de tags",
	"you may keep %d paint tiles (%d with the save bonus), not %d":                             "vous pouvez garder %d tuiles Peinture (%d avec économie), pas %d",
	"your reservation marker is already on %s":                                                 "votre marqueur Réservation est déjà sur %s",
}

// reasonsEN gives the core's refusals that count things their English
// plural forms.
var reasonsEN = map[string]string{
	"you have %d %s tile(s), not %d":               "you have %d %s {tile|tiles}, not %d",
	"you have %d wild paint bonus tile(s), not %d": "you have %d wild paint bonus {tile|tiles}, not %d",
}

// Reason gives the core's refusal in the language of the table.
func Reason(lang words.Lang, err error) string {
	var r *game.Refusal
	if !errors.As(err, &r) {
		return err.Error()
	}
	table := reasonsFR
	if lang == words.English {
		table = reasonsEN
	}
	f, ok := table[r.Format]
	if !ok {
		return scenes.Refused(lang, err)
	}
	args := make([]any, len(r.Args))
	for i, a := range r.Args {
		args[i] = nameArg(lang, a)
	}
	return words.Sprintf(lang, f, args...)
}

// nameArg puts a name the core or a bot gives as an argument (a paint
// tile, a bonus) in lang's words; any other argument stays as it is.
func nameArg(lang words.Lang, a any) any {
	switch a := a.(type) {
	case graffiti.TileName:
		return tileWord(lang, graffiti.Tile(a))
	case graffiti.Bonus:
		return words.T(lang, bonusWords[a])
	}
	return a
}

// tileWord names a paint tile kind.
func tileWord(lang words.Lang, t graffiti.Tile) string {
	a, b, double := t.Paints()
	if !double {
		return words.T(lang, paintKeys[a])
	}
	return words.T(lang, paintKeys[a]) + "/" + words.T(lang, paintKeys[b])
}

var paintKeys = [graffiti.NumPaints]words.Word{words.Red, words.Yellow, words.Blue, words.Green, words.Black}

package scenes

import (
	"fmt"
	"strings"
)

// Lang is the language of every word on screen.
type Lang int

const (
	English Lang = iota
	French
	numLangs
)

// LangNames are shown in the settings, each in its own language.
var LangNames = [numLangs]string{"English", "Français"}

// words is the string table: every user-facing word, English then French.
// Keys are short English phrases so the code reads naturally.
var words = map[string][numLangs]string{
	// Title.
	"title":        {"Graffiti", "Graffiti"},
	"subtitle":     {"Leake Street Tunnel, London", "Leake Street Tunnel, Londres"},
	"new game":     {"New game", "Nouvelle partie"},
	"continue":     {"Continue", "Continuer"},
	"rules":        {"Rules", "Règles"},
	"settings":     {"Settings", "Réglages"},
	"demo":         {"Demo", "Démo"},
	"demo title":   {"Café demo", "Démo du café"},
	"demo touch":   {"Bots are playing. Touch anywhere to play yourself.", "Des bots jouent. Touchez l'écran pour jouer vous-même."},
	"demo badge":   {"Demo: bots playing · touch to play yourself", "Démo : des bots jouent · touchez pour jouer"},
	"credits":      {"A game by Marco Ruskowski & Marcel Süßelbeck", "Un jeu de Marco Ruskowski & Marcel Süßelbeck"},
	"save damaged": {"The saved game was damaged; it is kept, untouched, as %s.", "La partie sauvegardée était abîmée ; elle est gardée telle quelle : %s."},

	// Saves and storage.
	"save damaged stuck":        {"The saved game %s is damaged and could not be moved aside; it is left as it is, and nothing will be saved over it.", "La sauvegarde %s est abîmée et n'a pas pu être mise de côté ; elle reste telle quelle, et rien ne sera écrit par-dessus."},
	"continue from backup":      {"Continue takes up the save made one move earlier.", "Continuer reprend la sauvegarde faite un coup plus tôt."},
	"no earlier save":           {"There is no earlier save to continue from.", "Il n'y a pas de sauvegarde plus ancienne pour continuer."},
	"newest save missing":       {"The newest save was not finished; Continue takes up the one made a move earlier.", "La dernière sauvegarde n'a pas été achevée ; Continuer reprend celle d'un coup plus tôt."},
	"cannot save":               {"The game cannot be saved: %s.", "La partie ne peut pas être sauvegardée : %s."},
	"play on":                   {"You can play on, but this game will be lost when you close it.", "Vous pouvez jouer encore, mais cette partie sera perdue à la fermeture."},
	"reason disk full":          {"the disk is full", "le disque est plein"},
	"reason browser full":       {"the browser's storage is full", "le stockage du navigateur est plein"},
	"reason browser refuses":    {"this browser does not let the page keep anything", "ce navigateur ne laisse rien garder à la page"},
	"reason damaged in the way": {"a damaged save is in the way", "une sauvegarde abîmée est dans le chemin"},
	"reason in folder":          {"the folder %s refuses it (%s)", "le dossier %s la refuse (%s)"},
	"errno folder in the way":   {"a folder is in the way", "un dossier est dans le chemin"},
	"errno file in the way":     {"a file is in the way", "un fichier est dans le chemin"},
	"errno denied":              {"permission denied", "accès refusé"},
	"errno read-only":           {"the disk is read-only", "le disque est en lecture seule"},
	"typed seed":                {"Dealt from a typed seed", "Donne tirée d'une graine saisie"},
	"seed hint":                 {"tap to type one", "touchez pour en saisir une"},

	// New game.
	"players":      {"Players", "Joueurs"},
	"seat":         {"Seat %d", "Place %d"},
	"variant 1":    {"Variant 1: blocking token", "Variante 1 : pion Bloquer"},
	"variant 2":    {"Variant 2: special graffiti", "Variante 2 : graffitis spéciaux"},
	"seed":         {"Seed", "Graine"},
	"random seed":  {"random", "au hasard"},
	"start":        {"Start", "Commencer"},
	"back":         {"Back", "Retour"},
	"on":           {"on", "oui"},
	"off":          {"off", "non"},
	"tap to edit":  {"tap a name to change it, or who plays", "touchez un nom pour le changer, ou qui joue"},
	"seat person":  {"Person", "Humain"},
	"seat easy":    {"Bot: easy", "Bot : facile"},
	"seat medium":  {"Bot: medium", "Bot : moyen"},
	"seat hard":    {"Bot: hard", "Bot : fort"},
	"seat random":  {"Bot: random", "Bot : au hasard"},
	"colour taken": {"each artist needs a colour of their own", "chaque artiste a sa propre couleur"},

	// Colours.
	"red":    {"red", "rouge"},
	"yellow": {"yellow", "jaune"},
	"blue":   {"blue", "bleu"},
	"green":  {"green", "vert"},
	"black":  {"black", "noir"},

	// Settings.
	"language":        {"Language", "Langue"},
	"animation speed": {"Animation speed", "Vitesse des animations"},
	"speed slow":      {"slow", "lente"},
	"speed normal":    {"normal", "normale"},
	"speed fast":      {"fast", "rapide"},
	"speed instant":   {"instant", "instantanée"},
	"full screen":     {"Full screen", "Plein écran"},
	"demo after":      {"Demo after quiet", "Démo après"},
	"idle 1":          {"1 min", "1 min"},
	"idle 2":          {"2 min", "2 min"},
	"idle 5":          {"5 min", "5 min"},
	"idle 10":         {"10 min", "10 min"},
	"idle never":      {"never", "jamais"},
	"sound":           {"Sound", "Son"},
	"volume off":      {"off", "coupé"},
	"volume low":      {"low", "faible"},
	"volume medium":   {"medium", "moyen"},
	"volume high":     {"high", "fort"},
	"demo sound":      {"Sound in the demo", "Son de la démo"},
	"muted":           {"muted", "coupé"},

	// Curtain.
	"pass to":      {"Pass to %s (%s)", "Passez à %s (%s)"},
	"tap to start": {"tap when you are ready", "touchez quand vous êtes prêt"},
	"keep for":     {"%s chooses the paint to keep", "%s choisit la peinture à garder"},

	// Table.
	"round":         {"Round %d", "Tour %d"},
	"to play":       {"%s to play", "À %s de jouer"},
	"pass":          {"Pass", "Passer"},
	"passed":        {"passed", "a passé"},
	"confirm":       {"Confirm", "Valider"},
	"undo":          {"Undo", "Annuler"},
	"extra action":  {"Use extra action", "Action supplémentaire"},
	"end turn":      {"End turn", "Fin du tour"},
	"cans":          {"cans", "bombes"},
	"tags":          {"tags", "tags"},
	"vp":            {"VP", "PV"},
	"your screen":   {"Behind %s's screen", "Derrière le paravent de %s"},
	"no tiles":      {"nothing behind the screen", "rien derrière le paravent"},
	"paint board":   {"Paint", "Peinture"},
	"permit board":  {"Permits", "Autorisations"},
	"bonus board":   {"Bonus", "Bonus"},
	"choose":        {"Choose, then confirm", "Choisissez, puis validez"},
	"options":       {"%d ways", "%d façons"},
	"tunnel space":  {"%s (%d-can space)", "%s (case %d {bombe|bombes})"},
	"cost cans":     {"%d {can|cans}", "%d {bombe|bombes}"},
	"permit one":    {"permit %d", "autorisation %d"},
	"permit two":    {"two permits %d", "deux autorisations %d"},
	"permit bonus":  {"permit bonus", "bonus autorisation"},
	"with add":      {"+ add", "+ ajout"},
	"with discount": {"+ discount", "+ réduction"},
	"reserve":       {"Reserve a segment", "Réserver une partie"},
	"keep title":    {"Keep up to %d paint tiles", "Gardez jusqu'à %d tuiles Peinture"},
	"keep n":        {"Keep %d", "Garder %d"},
	"use save":      {"use Save: keep 3", "utiliser Économie : garder 3"},
	"flip title":    {"Neutral tag: choose a segment of section %s", "Tag neutre : choisissez une partie de la section %s"},
	"blocked":       {"blocked", "bloquée"},
	"log":           {"Log", "Journal"},
	"stack":         {"stack", "pioche"},
	"reserved":      {"reserved", "réservée"},
	"menu":          {"Menu", "Menu"},
	"refused":       {"Not possible: %s", "Impossible : %s"},
	"pick target":   {"Tap a glowing space", "Touchez une case lumineuse"},
	"must pass":     {"No cans left: you must pass", "Plus de bombes : vous devez passer"},
	"since title":   {"Since your last turn", "Depuis votre dernier tour"},
	"since dismiss": {"tap to close", "touchez pour fermer"},
	"leave title":   {"Leave this game?", "Quitter cette partie ?"},
	"leave saved":   {"It is saved: Continue on the title takes it up.", "Elle est sauvegardée : Continuer la reprend depuis l'accueil."},
	"leave stay":    {"Stay", "Rester"},
	"leave go":      {"To the title", "Vers l'accueil"},
	"bot thinking":  {"%s is thinking…", "%s réfléchit…"},
	"bot plays":     {"%s plays", "%s joue"},
	"hint btn":      {"Hint", "Conseil"},
	"hint thinking": {"Thinking of a hint…", "Recherche d'un conseil…"},
	"hint":          {"Hint: %s", "Conseil : %s"},
	"segment pick":  {"Tap a segment to spray", "Touchez une partie à peindre"},

	// Scoring.
	"final scoring":  {"Final scoring", "Décompte final"},
	"during play":    {"during play", "en cours de partie"},
	"tiles left":     {"tiles left (½ VP each)", "tuiles restantes (½ PV chacune)"},
	"tags complete":  {"tags on complete graffiti", "tags sur graffitis terminés"},
	"total":          {"total", "total"},
	"winner":         {"%s wins!", "%s gagne !"},
	"shared win":     {"Shared victory: %s", "Victoire partagée : %s"},
	"tie break":      {"Tie on points: most tags in the tunnel decides", "Égalité de points : le plus de tags dans le tunnel l'emporte"},
	"tags in tunnel": {"tags in the tunnel", "tags dans le tunnel"},
	"rematch":        {"Rematch", "Revanche"},
	"to title":       {"Title", "Accueil"},
	"tap to skip":    {"tap to go faster", "touchez pour accélérer"},
}

// T gives the word for key in lang, formatted with args. A missing key
// shows itself in brackets so it is seen and fixed.
func T(lang Lang, key string, args ...any) string {
	w, ok := words[key]
	if !ok {
		return "[" + key + "]"
	}
	return sprintf(lang, w[lang], args...)
}

// sprintf formats f with args, in lang's plural forms: a "{tile|tiles}"
// in f takes its singular or plural by the first integer argument (in
// English one is singular; in French zero and one are).
func sprintf(lang Lang, f string, args ...any) string {
	if strings.Contains(f, "{") {
		f = plural(lang, f, firstInt(args))
	}
	if len(args) == 0 {
		return f
	}
	return fmt.Sprintf(f, args...)
}

// firstInt is the first integer among args, or 0.
func firstInt(args []any) int {
	for _, a := range args {
		if n, ok := a.(int); ok {
			return n
		}
	}
	return 0
}

// plural replaces every "{one|many}" in f by the form n asks for.
func plural(lang Lang, f string, n int) string {
	one := n == 1 || (lang == French && n == 0)
	var b strings.Builder
	for {
		i := strings.IndexByte(f, '{')
		j := strings.IndexByte(f, '}')
		if i < 0 || j < i {
			b.WriteString(f)
			return b.String()
		}
		forms := strings.SplitN(f[i+1:j], "|", 2)
		b.WriteString(f[:i])
		if one || len(forms) == 1 {
			b.WriteString(forms[0])
		} else {
			b.WriteString(forms[1])
		}
		f = f[j+1:]
	}
}

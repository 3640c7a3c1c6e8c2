package scenes

// The catalogue: every word a player reads, English and French side by
// side, under a typed key, so that a missing word is a compile error. A
// "{one|many}" in a text takes its plural form by the first integer
// argument (sprintf); the rules core's refusals and the bots' reasons,
// which arrive as the core's own English formats, are put into words in
// reasons.go.

// Word is the key of one text of the catalogue.
type Word int

const (
	// The screens.
	// Title.
	wTitle Word = iota
	wSubtitle
	wNewGame
	wContinue
	wRules
	wSettings
	wDemo
	wDemoTitle
	wDemoTouch
	wDemoBadge
	wCredits
	wSaveDamaged
	// Saves and storage.
	wSaveDamagedStuck
	wContinueFromBackup
	wNoEarlierSave
	wNewestSaveMissing
	wCannotSave
	wPlayOn
	wReasonDiskFull
	wReasonBrowserFull
	wReasonBrowserRefuses
	wReasonDamagedInTheWay
	wReasonInFolder
	wErrnoFolderInTheWay
	wErrnoFileInTheWay
	wErrnoDenied
	wErrnoReadOnly
	wTypedSeed
	wSeedHint
	// New game.
	wPlayers
	wSeat
	wVariant1
	wVariant2
	wSeed
	wRandomSeed
	wStart
	wBack
	wOn
	wOff
	wTapToEdit
	wSeatPerson
	wSeatEasy
	wSeatMedium
	wSeatHard
	wSeatRandom
	wColourTaken
	// Colours.
	wRed
	wYellow
	wBlue
	wGreen
	wBlack
	// Settings.
	wLanguage
	wAnimationSpeed
	wSpeedSlow
	wSpeedNormal
	wSpeedFast
	wSpeedInstant
	wFullScreen
	wDemoAfter
	wIdle1
	wIdle2
	wIdle5
	wIdle10
	wIdleNever
	wSound
	wVolumeOff
	wVolumeLow
	wVolumeMedium
	wVolumeHigh
	wDemoSound
	wMuted
	// Curtain.
	wPassTo
	wTapToStart
	wKeepFor
	// Table.
	wRound
	wToPlay
	wPass
	wPassed
	wConfirm
	wUndo
	wExtraAction
	wEndTurn
	wCans
	wTags
	wVp
	wYourScreen
	wNoTiles
	wPaintBoard
	wPermitBoard
	wBonusBoard
	wChoose
	wOptions
	wTunnelSpace
	wCostCans
	wPermitOne
	wPermitTwo
	wPermitBonus
	wWithAdd
	wWithDiscount
	wReserve
	wKeepTitle
	wKeepN
	wUseSave
	wFlipTitle
	wBlocked
	wLog
	wStack
	wReserved
	wMenu
	wRefused
	wPickTarget
	wMustPass
	wSinceTitle
	wSinceDismiss
	wLeaveTitle
	wLeaveSaved
	wLeaveStay
	wLeaveGo
	wBotThinking
	wBotPlays
	wHintBtn
	wHintThinking
	wHint
	wSegmentPick
	// Scoring.
	wFinalScoring
	wDuringPlay
	wTilesLeft
	wTagsComplete
	wTotal
	wWinner
	wSharedWin
	wTieBreak
	wTagsInTunnel
	wRematch
	wToTitle
	wTapToSkip

	// The log: every move in words.
	wBonusVP
	wBonusWild
	wBonusPermit
	wBonusExtra
	wBonusReserve
	wBonusAdd
	wBonusDiscount
	wBonusSave
	wEvCans
	wEvPaint
	wEvPermit
	wEvPermitS
	wEvFirst
	wEvShuffle
	wEvBonus
	wEvBobby
	wEvUsed
	wEvSprayed
	wEvDone
	wEvReserved
	wEvPassed
	wEvRoundEnd
	wEvKept
	wEvRevealed
	wEvNeutral
	wEvNoflip
	wEvBlocked
	wEvRound
	wEvVp
	wEvExtra
	wEvOver

	// The rules: buttons and the captions of the pictures.
	wRulesPrev
	wRulesNext
	// Page 1.
	wRulesSections
	wRulesInProgress
	wRulesComplete
	wRulesBoards
	wRulesKit
	// Page 2.
	wRulesTurnOrder
	wRulesSpace1
	wRulesSpace2
	wRulesTaken
	wRulesActPaint
	wRulesActPermit
	wRulesActSpray
	wRulesActBonus
	wRulesPassWhen
	// Page 3.
	wRulesPaintBoard
	wRulesSymRed
	wRulesSymYellow
	wRulesSymBlue
	wRulesSymGreen
	wRulesSymBlack
	wRulesDoublePays
	// Page 4.
	wRulesPermitBoard
	wRulesFirstPlayer
	wRulesSprayExample
	wRulesInstead
	wRulesTwoEqual
	wRulesOr
	wRulesTheBonus
	wRulesPlus9
	// Page 5.
	wRulesBonus0
	wRulesBonus1
	wRulesBonus2
	wRulesBonus3
	wRulesBonus4
	wRulesBonus5
	wRulesBonus6
	wRulesBonus7
	wRulesBobby
	wRulesBobbySays
	// Page 6.
	wRulesStepCans
	wRulesStepKeep
	wRulesStepBonus
	wRulesStepNeutral
	// Page 7.
	wRulesTilesLeft
	wRulesTagsComplete
	wRulesPlus6
	wRulesPlus3
	wRulesV1
	wRulesV2
	// Page 8.
	wRulesGlow
	wRulesStrip
	wRulesShutter
	wRulesLogDemo
	numWords
)

// catalogue holds every Word in every language.
var catalogue = [numWords][numLangs]string{
	// The screens.
	// Title.
	wTitle:       {"Graffiti", "Graffiti"},
	wSubtitle:    {"Leake Street Tunnel, London", "Leake Street Tunnel, Londres"},
	wNewGame:     {"New game", "Nouvelle partie"},
	wContinue:    {"Continue", "Continuer"},
	wRules:       {"Rules", "Règles"},
	wSettings:    {"Settings", "Réglages"},
	wDemo:        {"Demo", "Démo"},
	wDemoTitle:   {"Café demo", "Démo du café"},
	wDemoTouch:   {"Bots are playing. Touch anywhere to play yourself.", "Des bots jouent. Touchez l'écran pour jouer vous-même."},
	wDemoBadge:   {"Demo: bots playing · touch to play yourself", "Démo : des bots jouent · touchez pour jouer"},
	wCredits:     {"A game by Marco Ruskowski & Marcel Süßelbeck", "Un jeu de Marco Ruskowski & Marcel Süßelbeck"},
	wSaveDamaged: {"The saved game was damaged; it is kept, untouched, as %s.", "La partie sauvegardée était abîmée ; elle est gardée telle quelle : %s."},
	// Saves and storage.
	wSaveDamagedStuck:      {"The saved game %s is damaged and could not be moved aside; it is left as it is, and nothing will be saved over it.", "La sauvegarde %s est abîmée et n'a pas pu être mise de côté ; elle reste telle quelle, et rien ne sera écrit par-dessus."},
	wContinueFromBackup:    {"Continue takes up the save made one move earlier.", "Continuer reprend la sauvegarde faite un coup plus tôt."},
	wNoEarlierSave:         {"There is no earlier save to continue from.", "Il n'y a pas de sauvegarde plus ancienne pour continuer."},
	wNewestSaveMissing:     {"The newest save was not finished; Continue takes up the one made a move earlier.", "La dernière sauvegarde n'a pas été achevée ; Continuer reprend celle d'un coup plus tôt."},
	wCannotSave:            {"The game cannot be saved: %s.", "La partie ne peut pas être sauvegardée : %s."},
	wPlayOn:                {"You can play on, but this game will be lost when you close it.", "Vous pouvez jouer encore, mais cette partie sera perdue à la fermeture."},
	wReasonDiskFull:        {"the disk is full", "le disque est plein"},
	wReasonBrowserFull:     {"the browser's storage is full", "le stockage du navigateur est plein"},
	wReasonBrowserRefuses:  {"this browser does not let the page keep anything", "ce navigateur ne laisse rien garder à la page"},
	wReasonDamagedInTheWay: {"a damaged save is in the way", "une sauvegarde abîmée est dans le chemin"},
	wReasonInFolder:        {"the folder %s refuses it (%s)", "le dossier %s la refuse (%s)"},
	wErrnoFolderInTheWay:   {"a folder is in the way", "un dossier est dans le chemin"},
	wErrnoFileInTheWay:     {"a file is in the way", "un fichier est dans le chemin"},
	wErrnoDenied:           {"permission denied", "accès refusé"},
	wErrnoReadOnly:         {"the disk is read-only", "le disque est en lecture seule"},
	wTypedSeed:             {"Dealt from a typed seed", "Donne tirée d'une graine saisie"},
	wSeedHint:              {"tap to type one", "touchez pour en saisir une"},
	// New game.
	wPlayers:     {"Players", "Joueurs"},
	wSeat:        {"Seat %d", "Place %d"},
	wVariant1:    {"Variant 1: blocking token", "Variante 1 : pion Bloquer"},
	wVariant2:    {"Variant 2: special graffiti", "Variante 2 : graffitis spéciaux"},
	wSeed:        {"Seed", "Graine"},
	wRandomSeed:  {"random", "au hasard"},
	wStart:       {"Start", "Commencer"},
	wBack:        {"Back", "Retour"},
	wOn:          {"on", "oui"},
	wOff:         {"off", "non"},
	wTapToEdit:   {"tap a name to change it, or who plays", "touchez un nom pour le changer, ou qui joue"},
	wSeatPerson:  {"Person", "Humain"},
	wSeatEasy:    {"Bot: easy", "Bot : facile"},
	wSeatMedium:  {"Bot: medium", "Bot : moyen"},
	wSeatHard:    {"Bot: hard", "Bot : fort"},
	wSeatRandom:  {"Bot: random", "Bot : au hasard"},
	wColourTaken: {"each artist needs a colour of their own", "chaque artiste a sa propre couleur"},
	// Colours.
	wRed:    {"red", "rouge"},
	wYellow: {"yellow", "jaune"},
	wBlue:   {"blue", "bleu"},
	wGreen:  {"green", "vert"},
	wBlack:  {"black", "noir"},
	// Settings.
	wLanguage:       {"Language", "Langue"},
	wAnimationSpeed: {"Animation speed", "Vitesse des animations"},
	wSpeedSlow:      {"slow", "lente"},
	wSpeedNormal:    {"normal", "normale"},
	wSpeedFast:      {"fast", "rapide"},
	wSpeedInstant:   {"instant", "instantanée"},
	wFullScreen:     {"Full screen", "Plein écran"},
	wDemoAfter:      {"Demo after quiet", "Démo après"},
	wIdle1:          {"1 min", "1 min"},
	wIdle2:          {"2 min", "2 min"},
	wIdle5:          {"5 min", "5 min"},
	wIdle10:         {"10 min", "10 min"},
	wIdleNever:      {"never", "jamais"},
	wSound:          {"Sound", "Son"},
	wVolumeOff:      {"off", "coupé"},
	wVolumeLow:      {"low", "faible"},
	wVolumeMedium:   {"medium", "moyen"},
	wVolumeHigh:     {"high", "fort"},
	wDemoSound:      {"Sound in the demo", "Son de la démo"},
	wMuted:          {"muted", "coupé"},
	// Curtain.
	wPassTo:     {"Pass to %s (%s)", "Passez à %s (%s)"},
	wTapToStart: {"tap when you are ready", "touchez quand vous êtes prêt"},
	wKeepFor:    {"%s chooses the paint to keep", "%s choisit la peinture à garder"},
	// Table.
	wRound:        {"Round %d", "Tour %d"},
	wToPlay:       {"%s to play", "À %s de jouer"},
	wPass:         {"Pass", "Passer"},
	wPassed:       {"passed", "a passé"},
	wConfirm:      {"Confirm", "Valider"},
	wUndo:         {"Undo", "Annuler"},
	wExtraAction:  {"Use extra action", "Action supplémentaire"},
	wEndTurn:      {"End turn", "Fin du tour"},
	wCans:         {"cans", "bombes"},
	wTags:         {"tags", "tags"},
	wVp:           {"VP", "PV"},
	wYourScreen:   {"Behind %s's screen", "Derrière le paravent de %s"},
	wNoTiles:      {"nothing behind the screen", "rien derrière le paravent"},
	wPaintBoard:   {"Paint", "Peinture"},
	wPermitBoard:  {"Permits", "Autorisations"},
	wBonusBoard:   {"Bonus", "Bonus"},
	wChoose:       {"Choose, then confirm", "Choisissez, puis validez"},
	wOptions:      {"%d ways", "%d façons"},
	wTunnelSpace:  {"%s (%d-can space)", "%s (case %d {bombe|bombes})"},
	wCostCans:     {"%d {can|cans}", "%d {bombe|bombes}"},
	wPermitOne:    {"permit %d", "autorisation %d"},
	wPermitTwo:    {"two permits %d", "deux autorisations %d"},
	wPermitBonus:  {"permit bonus", "bonus autorisation"},
	wWithAdd:      {"+ add", "+ ajout"},
	wWithDiscount: {"+ discount", "+ réduction"},
	wReserve:      {"Reserve a segment", "Réserver une partie"},
	wKeepTitle:    {"Keep up to %d paint tiles", "Gardez jusqu'à %d tuiles Peinture"},
	wKeepN:        {"Keep %d", "Garder %d"},
	wUseSave:      {"use Save: keep 3", "utiliser Économie : garder 3"},
	wFlipTitle:    {"Neutral tag: choose a segment of section %s", "Tag neutre : choisissez une partie de la section %s"},
	wBlocked:      {"blocked", "bloquée"},
	wLog:          {"Log", "Journal"},
	wStack:        {"stack", "pioche"},
	wReserved:     {"reserved", "réservée"},
	wMenu:         {"Menu", "Menu"},
	wRefused:      {"Not possible: %s", "Impossible : %s"},
	wPickTarget:   {"Tap a glowing space", "Touchez une case lumineuse"},
	wMustPass:     {"No cans left: you must pass", "Plus de bombes : vous devez passer"},
	wSinceTitle:   {"Since your last turn", "Depuis votre dernier tour"},
	wSinceDismiss: {"tap to close", "touchez pour fermer"},
	wLeaveTitle:   {"Leave this game?", "Quitter cette partie ?"},
	wLeaveSaved:   {"It is saved: Continue on the title takes it up.", "Elle est sauvegardée : Continuer la reprend depuis l'accueil."},
	wLeaveStay:    {"Stay", "Rester"},
	wLeaveGo:      {"To the title", "Vers l'accueil"},
	wBotThinking:  {"%s is thinking…", "%s réfléchit…"},
	wBotPlays:     {"%s plays", "%s joue"},
	wHintBtn:      {"Hint", "Conseil"},
	wHintThinking: {"Thinking of a hint…", "Recherche d'un conseil…"},
	wHint:         {"Hint: %s", "Conseil : %s"},
	wSegmentPick:  {"Tap a segment to spray", "Touchez une partie à peindre"},
	// Scoring.
	wFinalScoring: {"Final scoring", "Décompte final"},
	wDuringPlay:   {"during play", "en cours de partie"},
	wTilesLeft:    {"tiles left (½ VP each)", "tuiles restantes (½ PV chacune)"},
	wTagsComplete: {"tags on complete graffiti", "tags sur graffitis terminés"},
	wTotal:        {"total", "total"},
	wWinner:       {"%s wins!", "%s gagne !"},
	wSharedWin:    {"Shared victory: %s", "Victoire partagée : %s"},
	wTieBreak:     {"Tie on points: most tags in the tunnel decides", "Égalité de points : le plus de tags dans le tunnel l'emporte"},
	wTagsInTunnel: {"tags in the tunnel", "tags dans le tunnel"},
	wRematch:      {"Rematch", "Revanche"},
	wToTitle:      {"Title", "Accueil"},
	wTapToSkip:    {"tap to go faster", "touchez pour accélérer"},

	// The log: every move in words.
	wBonusVP:       {"2 VP", "2 PV"},
	wBonusWild:     {"wild paint", "peinture joker"},
	wBonusPermit:   {"permit", "autorisation"},
	wBonusExtra:    {"extra action", "action supplémentaire"},
	wBonusReserve:  {"reservation", "réservation"},
	wBonusAdd:      {"add", "ajout"},
	wBonusDiscount: {"discount", "réduction"},
	wBonusSave:     {"save", "économie"},
	wEvCans:        {"%s puts %d {can|cans} on %s", "%s pose %d {bombe|bombes} sur %s"},
	wEvPaint:       {"%s takes a %s paint tile", "%s prend une tuile Peinture %s"},
	wEvPermit:      {"%s takes a permit (%d)", "%s prend une autorisation (%d)"},
	wEvPermitS:     {"%s draws a permit from the stack", "%s pioche une autorisation"},
	wEvFirst:       {"%s takes the first-player token", "%s prend le jeton Premier joueur"},
	wEvShuffle:     {"the discarded permits become the stack", "la défausse devient la pioche"},
	wEvBonus:       {"%s takes the %s bonus", "%s prend le bonus %s"},
	wEvBobby:       {"%s takes the bobby", "%s prend le policier"},
	wEvUsed:        {"%s uses %s", "%s utilise %s"},
	wEvSprayed:     {"%s sprays %s: +%d VP", "%s peint %s : +%d PV"},
	wEvDone:        {"graffiti complete in section %s!", "graffiti terminé en section %s !"},
	wEvReserved:    {"%s reserves %s", "%s réserve %s"},
	wEvPassed:      {"%s passes", "%s passe"},
	wEvRoundEnd:    {"round %d ends", "fin du tour %d"},
	wEvKept:        {"%s keeps %d paint {tile|tiles}", "%s garde %d {tuile|tuiles} Peinture"},
	wEvRevealed:    {"permit %d revealed", "autorisation %d révélée"},
	wEvNeutral:     {"neutral tag on %s", "tag neutre sur %s"},
	wEvNoflip:      {"no neutral flip in section %s", "pas de tag neutre en section %s"},
	wEvBlocked:     {"section %s is blocked this round", "la section %s est bloquée ce tour"},
	wEvRound:       {"— round %d —", "— tour %d —"},
	wEvVp:          {"%s scores 2 VP", "%s marque 2 PV"},
	wEvExtra:       {"%s takes an extra turn", "%s rejoue"},
	wEvOver:        {"the game is over", "la partie est terminée"},

	// The rules: buttons and the captions of the pictures.
	wRulesPrev: {"‹ Previous", "‹ Précédent"},
	wRulesNext: {"Next ›", "Suivant ›"},
	// Page 1.
	wRulesSections:   {"Five sections, one to five pips", "Cinq sections, dés de 1 à 5"},
	wRulesInProgress: {"A graffiti of 4 segments, 2 sprayed", "Un graffiti de 4 parties, 2 peintes"},
	wRulesComplete:   {"Complete: a gold frame", "Terminé : cadre doré"},
	wRulesBoards:     {"The three boards", "Les trois plateaux"},
	wRulesKit:        {"Each artist: {cans} cans, {tags} tags", "Chaque artiste : {cans} bombes, {tags} tags"},
	// Page 2.
	wRulesTurnOrder: {"First player first, then clockwise", "Le premier joueur, puis sens horaire"},
	wRulesSpace1:    {"1-can space", "case à 1 bombe"},
	wRulesSpace2:    {"2-can space", "case à 2 bombes"},
	wRulesTaken:     {"taken", "prise"},
	wRulesActPaint:  {"Paint", "Peinture"},
	wRulesActPermit: {"Permits", "Autorisations"},
	wRulesActSpray:  {"Spray", "Peindre"},
	wRulesActBonus:  {"Bonus", "Bonus"},
	wRulesPassWhen:  {"No cans left, or done", "Plus de bombes, ou fini"},
	// Page 3.
	wRulesPaintBoard: {"The paint board: tiles, stock, spaces", "Le plateau Peinture : tuiles, stock, cases"},
	wRulesSymRed:     {"drop", "goutte"},
	wRulesSymYellow:  {"triangle", "triangle"},
	wRulesSymBlue:    {"square", "carré"},
	wRulesSymGreen:   {"leaf", "feuille"},
	wRulesSymBlack:   {"star", "étoile"},
	wRulesDoublePays: {"A double tile pays one colour, the other, or both", "Une tuile double paie une couleur, l'autre, ou les deux"},
	// Page 4.
	wRulesPermitBoard:  {"Four spaces, 1 can each", "Quatre cases à 1 bombe"},
	wRulesFirstPlayer:  {"+ first player", "+ premier joueur"},
	wRulesSprayExample: {"Section B opens with 2 pips. B4 asks red, yellow, blue: a red-yellow and a blue tile pay it", "Un dé de 2 ouvre la section B. B4 demande rouge, jaune, bleu : une tuile rouge-jaune et une bleue la paient"},
	wRulesInstead:      {"Instead of the matching permit:", "À la place de la bonne Autorisation :"},
	wRulesTwoEqual:     {"two equal permits", "deux Autorisations égales"},
	wRulesOr:           {"or", "ou"},
	wRulesTheBonus:     {"the permit bonus", "le bonus Autorisation"},
	wRulesPlus9:        {"+9 VP", "+9 PV"},
	// Page 5.
	wRulesBonus0:    {"2 VP", "2 PV"},
	wRulesBonus1:    {"Wild paint", "Peinture joker"},
	wRulesBonus2:    {"Permit", "Autorisation"},
	wRulesBonus3:    {"Extra action", "Action supplémentaire"},
	wRulesBonus4:    {"Reservation", "Réservation"},
	wRulesBonus5:    {"Add", "Ajout"},
	wRulesBonus6:    {"Discount", "Réduction"},
	wRulesBonus7:    {"Save", "Économie"},
	wRulesBobby:     {"The bobby", "Le policier"},
	wRulesBobbySays: {"2 cans become 1 in the tunnel; any tile pays one symbol", "2 bombes deviennent 1 dans le tunnel ; n'importe quelle tuile paie un symbole"},
	// Page 6.
	wRulesStepCans:    {"Cans go back", "Les bombes reviennent"},
	wRulesStepKeep:    {"Keep {keep} paint tiles ({keepsave} with Save)", "Gardez {keep} tuiles Peinture ({keepsave} avec Économie)"},
	wRulesStepBonus:   {"The bonus board is refilled", "Le plateau Bonus est complété"},
	wRulesStepNeutral: {"2–3 players: a permit names the section, a neutral tag goes on", "À 2 ou 3 : une Autorisation désigne la section, un tag neutre s'y pose"},
	// Page 7.
	wRulesTilesLeft:    {"5 tiles × ½ VP = 2 VP", "5 tuiles × ½ PV = 2 PV"},
	wRulesTagsComplete: {"3 segments: 3 VP per tag", "3 parties : 3 PV par tag"},
	wRulesPlus6:        {"+6 VP", "+6 PV"},
	wRulesPlus3:        {"+3 VP", "+3 PV"},
	wRulesV1:           {"Variant 1: a blocked section", "Variante 1 : section bloquée"},
	wRulesV2:           {"Variant 2: {special} VP per tag", "Variante 2 : {special} PV par tag"},
	// Page 8.
	wRulesGlow:    {"Glowing: you can use it", "Lumineux : utilisable"},
	wRulesStrip:   {"Pick a card, then Confirm", "Choisissez une carte, puis Valider"},
	wRulesShutter: {"The shutter between players", "Le rideau entre les joueurs"},
	wRulesLogDemo: {"The log tells every move", "Le journal raconte chaque coup"},
}

package words

// The catalogue: every word a player reads, English and French side by
// side, under a typed key, so that a missing word is a compile error. A
// "{one|many}" in a text takes its plural form by the first integer
// argument (Sprintf); the rules core's refusals and the bots' reasons,
// which arrive as the core's own English formats, are put into words by
// the scenes (reasons.go).

// Word is the key of one text of the catalogue.
type Word int

const (
	// The screens.
	// Title.
	Title Word = iota
	Subtitle
	// The shelf: the other games beside Graffiti.
	NewGameOf
	NewGame
	Continue
	Rules
	Settings
	Demo
	DemoTitle
	DemoTouch
	DemoBadge
	Credits
	SaveDamaged
	// Saves and storage.
	SaveDamagedStuck
	ContinueFromBackup
	NoEarlierSave
	NewestSaveMissing
	CannotSave
	PlayOn
	ReasonDiskFull
	ReasonBrowserFull
	ReasonBrowserRefuses
	ReasonDamagedInTheWay
	ReasonInFolder
	ErrnoFolderInTheWay
	ErrnoFileInTheWay
	ErrnoDenied
	ErrnoReadOnly
	TypedSeed
	SeedHint
	// New game.
	Players
	Seat
	Variant1
	Variant2
	Labelled
	Variant1Line
	Variant2Line
	Seed
	RandomSeed
	Start
	Room
	Back
	On
	Off
	TapToEdit
	SeatPerson
	SeatPhone
	SeatEasy
	SeatMedium
	SeatHard
	SeatRandom
	ColourTaken
	// Colours.
	Red
	Yellow
	Blue
	Green
	Black
	// Settings.
	Language
	AnimationSpeed
	SpeedSlow
	SpeedNormal
	SpeedFast
	SpeedInstant
	FullScreen
	DemoAfter
	Idle1
	Idle2
	Idle5
	Idle10
	IdleNever
	Sound
	VolumeOff
	VolumeLow
	VolumeMedium
	VolumeHigh
	DemoSound
	Muted
	// Curtain.
	PassTo
	TapToStart
	KeepFor
	// Table.
	Round
	ToPlay
	Pass
	Passed
	Confirm
	Undo
	TakenBack
	TakeBackMove
	ExtraAction
	EndTurn
	Cans
	Tags
	Vp
	YourScreen
	NoTiles
	PaintBoard
	PermitBoard
	BonusBoard
	Choose
	Options
	OptionOf
	PlusVP
	FirstToken
	TunnelSpace
	CostCans
	PermitOne
	PermitTwo
	PermitBonus
	WithAdd
	WithDiscount
	DescPaint
	DescPermits
	DescFirstToken
	DescFromStack
	DescBonus
	DescBobby
	DescSpray
	DescPays
	DescReserve
	DescFlip
	And
	EffectVP
	EffectWild
	EffectPermit
	EffectExtra
	EffectReserve
	EffectAdd
	EffectDiscount
	EffectSave
	Reserve
	KeepTitle
	KeepN
	UseSave
	FlipTitle
	Blocked
	Log
	Stack
	Reserved
	Menu
	WholeLog
	WholeLogTitle
	Close
	Refused
	PickTarget
	MustPass
	SinceTitle
	SinceDismiss
	SinceAgain
	Done
	KeySpace
	KeyErase
	TipTags
	LegendTags
	LegendPaint
	LegendPermits
	LegendBonus
	TipPaint
	TipPermits
	TipBonus
	TipCans
	TipSegment
	TipNeutral
	TipSprayedBy
	TipPermitSlot
	TipTrack
	TipBigSpace
	TipEmptySlot
	TipTunnelSpace
	LeaveTitle
	LeaveSaved
	LeaveStay
	LeaveGo
	BotThinking
	BotPlays
	PhoneTurn
	HintBtn
	HintThinking
	Hint
	SegmentPick
	// Scoring.
	FinalScoring
	DuringPlay
	TilesLeft
	TagsComplete
	Total
	Winner
	SharedWin
	TieBreak
	TagsInTunnel
	Rematch
	ToTitle
	TapToSkip
	TunnelFinished
	GraffitiDone
	Place1
	Place2
	Place3
	Place4

	// The log: every move in words.
	BonusVP
	BonusWild
	BonusPermit
	BonusExtra
	BonusReserve
	BonusAdd
	BonusDiscount
	BonusSave
	EvCans
	EvPaint
	EvPermit
	EvPermitS
	EvFirst
	EvShuffle
	EvBonus
	EvBobby
	EvUsed
	EvSprayed
	EvDone
	EvReserved
	EvPassed
	EvRoundEnd
	EvKept
	EvRevealed
	EvNeutral
	EvNoflip
	EvBlocked
	EvRound
	EvVp
	EvExtra
	EvOver

	// The rules: buttons and the captions of the pictures.
	RulesPrev
	RulesNext
	// Page 1.
	RulesSections
	RulesInProgress
	RulesComplete
	RulesBoards
	RulesKit
	// Page 2.
	RulesTurnOrder
	RulesSpace1
	RulesSpace2
	RulesTaken
	RulesActPaint
	RulesActPermit
	RulesActSpray
	RulesActBonus
	RulesPassWhen
	// Page 3.
	RulesPaintBoard
	RulesSymRed
	RulesSymYellow
	RulesSymBlue
	RulesSymGreen
	RulesSymBlack
	RulesDoublePays
	// Page 4.
	RulesPermitBoard
	RulesFirstPlayer
	RulesSprayExample
	RulesInstead
	RulesTwoEqual
	RulesOr
	RulesTheBonus
	RulesPlus9
	// Page 5.
	RulesBonus0
	RulesBonus1
	RulesBonus2
	RulesBonus3
	RulesBonus4
	RulesBonus5
	RulesBonus6
	RulesBonus7
	RulesBobby
	RulesBobbySays
	// Page 6.
	RulesStepCans
	RulesStepKeep
	RulesStepBonus
	RulesStepNeutral
	// Page 7.
	RulesTilesLeft
	RulesTagsComplete
	RulesPlus6
	RulesPlus3
	RulesV1
	RulesV2
	// Page 8.
	RulesGlow
	RulesStrip
	RulesShutter
	RulesLogDemo
	// Tag City.
	numWords
)

// catalogue holds every Word in every language.
var catalogue = [numWords][NumLangs]string{
	// The screens.
	// Title.
	Title:    {"Graffiti", "Graffiti"},
	Subtitle: {"Leake Street Tunnel, London", "Leake Street Tunnel, Londres"},
	// The shelf.
	NewGameOf:   {"New game: %s", "Nouvelle partie : %s"},
	NewGame:     {"New game", "Nouvelle partie"},
	Continue:    {"Continue", "Continuer"},
	Rules:       {"Rules", "Règles"},
	Settings:    {"Settings", "Réglages"},
	Demo:        {"Demo", "Démo"},
	DemoTitle:   {"Café demo", "Démo du café"},
	DemoTouch:   {"Bots are playing. Touch anywhere to play yourself.", "Des bots jouent. Touchez l'écran pour jouer vous-même."},
	DemoBadge:   {"Demo: bots playing · touch to play yourself", "Démo : des bots jouent · touchez pour jouer"},
	Credits:     {"A game by Marco Ruskowski & Marcel Süßelbeck", "Un jeu de Marco Ruskowski & Marcel Süßelbeck"},
	SaveDamaged: {"The saved game was damaged; it is kept, untouched, as %s.", "La partie sauvegardée était abîmée ; elle est gardée telle quelle : %s."},
	// Saves and storage.
	SaveDamagedStuck:      {"The saved game %s is damaged and could not be moved aside; it is left as it is, and nothing will be saved over it.", "La sauvegarde %s est abîmée et n'a pas pu être mise de côté ; elle reste telle quelle, et rien ne sera écrit par-dessus."},
	ContinueFromBackup:    {"Continue takes up the save made one move earlier.", "Continuer reprend la sauvegarde faite un coup plus tôt."},
	NoEarlierSave:         {"There is no earlier save to continue from.", "Il n'y a pas de sauvegarde plus ancienne pour continuer."},
	NewestSaveMissing:     {"The newest save was not finished; Continue takes up the one made a move earlier.", "La dernière sauvegarde n'a pas été achevée ; Continuer reprend celle d'un coup plus tôt."},
	CannotSave:            {"The game cannot be saved: %s.", "La partie ne peut pas être sauvegardée : %s."},
	PlayOn:                {"You can play on, but this game will be lost when you close it.", "Vous pouvez jouer encore, mais cette partie sera perdue à la fermeture."},
	ReasonDiskFull:        {"the disk is full", "le disque est plein"},
	ReasonBrowserFull:     {"the browser's storage is full", "le stockage du navigateur est plein"},
	ReasonBrowserRefuses:  {"this browser does not let the page keep anything", "ce navigateur ne laisse rien garder à la page"},
	ReasonDamagedInTheWay: {"a damaged save is in the way", "une sauvegarde abîmée est dans le chemin"},
	ReasonInFolder:        {"the folder %s refuses it (%s)", "le dossier %s la refuse (%s)"},
	ErrnoFolderInTheWay:   {"a folder is in the way", "un dossier est dans le chemin"},
	ErrnoFileInTheWay:     {"a file is in the way", "un fichier est dans le chemin"},
	ErrnoDenied:           {"permission denied", "accès refusé"},
	ErrnoReadOnly:         {"the disk is read-only", "le disque est en lecture seule"},
	TypedSeed:             {"Dealt from a typed seed", "Donne tirée d'une graine saisie"},
	SeedHint:              {"tap to type one", "touchez pour en saisir une"},
	// New game.
	Players:      {"Players", "Joueurs"},
	Seat:         {"Seat %d", "Place %d"},
	Variant1:     {"Variant 1: blocking token", "Variante 1 : pion Bloquer"},
	Variant2:     {"Variant 2: special graffiti", "Variante 2 : graffitis spéciaux"},
	Labelled:     {"%s: %s", "%s : %s"},
	Variant1Line: {"Each round a token closes one section of the tunnel.", "À chaque manche, un pion ferme une section du tunnel."},
	Variant2Line: {"Three graffiti are special: each tag on a complete one scores {special} VP at the end.", "Trois graffitis sont spéciaux : chaque tag sur l'un d'eux terminé rapporte {special} PV à la fin."},
	Seed:         {"Seed", "Graine"},
	RandomSeed:   {"random", "au hasard"},
	Start:        {"Start", "Commencer"},
	Room:         {"Room", "Salle"},
	Back:         {"Back", "Retour"},
	On:           {"on", "oui"},
	Off:          {"off", "non"},
	TapToEdit:    {"tap a name to change it, or who plays", "touchez un nom pour le changer, ou qui joue"},
	SeatPerson:   {"Person", "Humain"},
	SeatPhone:    {"Phone", "Téléphone"},
	SeatEasy:     {"Bot: easy", "Bot : facile"},
	SeatMedium:   {"Bot: medium", "Bot : moyen"},
	SeatHard:     {"Bot: hard", "Bot : fort"},
	SeatRandom:   {"Bot: random", "Bot : au hasard"},
	ColourTaken:  {"each artist needs a colour of their own", "chaque artiste a sa propre couleur"},
	// Colours.
	Red:    {"red", "rouge"},
	Yellow: {"yellow", "jaune"},
	Blue:   {"blue", "bleu"},
	Green:  {"green", "vert"},
	Black:  {"black", "noir"},
	// Settings.
	Language:       {"Language", "Langue"},
	AnimationSpeed: {"Animation speed", "Vitesse des animations"},
	SpeedSlow:      {"slow", "lente"},
	SpeedNormal:    {"normal", "normale"},
	SpeedFast:      {"fast", "rapide"},
	SpeedInstant:   {"instant", "instantanée"},
	FullScreen:     {"Full screen", "Plein écran"},
	DemoAfter:      {"Demo after quiet", "Démo après"},
	Idle1:          {"1 min", "1 min"},
	Idle2:          {"2 min", "2 min"},
	Idle5:          {"5 min", "5 min"},
	Idle10:         {"10 min", "10 min"},
	IdleNever:      {"never", "jamais"},
	Sound:          {"Sound", "Son"},
	VolumeOff:      {"off", "coupé"},
	VolumeLow:      {"low", "faible"},
	VolumeMedium:   {"medium", "moyen"},
	VolumeHigh:     {"high", "fort"},
	DemoSound:      {"Sound in the demo", "Son de la démo"},
	Muted:          {"muted", "coupé"},
	// Curtain.
	PassTo:     {"Pass to %s (%s)", "Passez à %s (%s)"},
	TapToStart: {"tap when you are ready", "touchez quand vous êtes prêt"},
	KeepFor:    {"%s chooses the paint to keep", "%s choisit la peinture à garder"},
	// Table.
	Round:          {"Round %d", "Manche %d"},
	ToPlay:         {"%s to play", "À %s de jouer"},
	Pass:           {"Pass", "Passer"},
	Passed:         {"passed", "a passé"},
	Confirm:        {"Confirm", "Valider"},
	Undo:           {"Undo", "Annuler"},
	TakenBack:      {"Your last move is taken back.", "Votre dernier coup est repris."},
	TakeBackMove:   {"%s: take back my move", "%s : reprendre mon coup"},
	ExtraAction:    {"Use extra action", "Action supplémentaire"},
	EndTurn:        {"End turn", "Fin du tour"},
	Cans:           {"cans", "bombes"},
	Tags:           {"tags", "tags"},
	Vp:             {"VP", "PV"},
	YourScreen:     {"Behind %s's screen", "Derrière le paravent de %s"},
	NoTiles:        {"nothing behind the screen", "rien derrière le paravent"},
	PaintBoard:     {"Paint", "Peinture"},
	PermitBoard:    {"Permits", "Autorisations"},
	BonusBoard:     {"Bonus", "Bonus"},
	Choose:         {"Choose, then confirm", "Choisissez, puis validez"},
	Options:        {"%d ways", "%d façons"},
	OptionOf:       {"%d of %d", "%d sur %d"},
	PlusVP:         {"+%d VP", "+%d PV"},
	FirstToken:     {"+ first player", "+ 1er joueur"},
	TunnelSpace:    {"%s (%d-can space)", "%s (case %d {bombe|bombes})"},
	CostCans:       {"%d {can|cans}", "%d {bombe|bombes}"},
	PermitOne:      {"permit %d", "autorisation %d"},
	PermitTwo:      {"two permits %d", "deux autorisations %d"},
	PermitBonus:    {"permit bonus", "bonus autorisation"},
	WithAdd:        {"+ add", "+ ajout"},
	WithDiscount:   {"+ discount", "+ réduction"},
	DescPaint:      {"Take a %s paint tile", "Prendre une tuile Peinture %s"},
	DescPermits:    {"Take {permit|permits} %[2]s", "Prendre {l'autorisation|les autorisations} %[2]s"},
	DescFirstToken: {" and the first-player token", " et le jeton Premier joueur"},
	DescFromStack:  {" and draw one from the stack", " et en piocher une"},
	DescBonus:      {"Take the %s bonus: %s", "Prendre le bonus %s : %s"},
	DescBobby:      {"Take the bobby: your 2-can tunnel space costs 1 can and one tile pays any paint, this round", "Prendre le policier : votre case à 2 bombes du tunnel coûte 1 bombe et une tuile paie n'importe quelle peinture, cette manche"},
	DescSpray:      {"Spray %s: +%d VP", "Peindre %s : +%d PV"},
	DescPays:       {"pays %s", "paie %s"},
	DescReserve:    {"Reserve %s for this round", "Réserver %s pour cette manche"},
	DescFlip:       {"Neutral tag on %s", "Tag neutre sur %s"},
	And:            {" and ", " et "},
	EffectVP:       {"2 VP at once", "2 PV tout de suite"},
	EffectWild:     {"pays for any one tile when you spray", "remplace n'importe quelle tuile pour peindre"},
	EffectPermit:   {"shows as a permit for any section", "sert d'autorisation pour n'importe quelle section"},
	EffectExtra:    {"one more action in a turn", "une action de plus dans un tour"},
	EffectReserve:  {"keeps a segment for you for the round", "vous garde une partie pour la manche"},
	EffectAdd:      {"one more can on a taken 1-can space", "une bombe de plus sur une case à 1 bombe prise"},
	EffectDiscount: {"one can less for a placement", "une bombe de moins pour un placement"},
	EffectSave:     {"keep 3 paint tiles at the round's end", "garder 3 tuiles Peinture en fin de manche"},
	Reserve:        {"Reserve a segment", "Réserver une partie"},
	KeepTitle:      {"Keep up to %d paint tiles", "Gardez jusqu'à %d tuiles Peinture"},
	KeepN:          {"Keep %d", "Garder %d"},
	UseSave:        {"use Save: keep 3", "utiliser Économie : garder 3"},
	FlipTitle:      {"Neutral tag: choose a segment of section %s", "Tag neutre : choisissez une partie de la section %s"},
	Blocked:        {"blocked", "bloquée"},
	Log:            {"Log", "Journal"},
	Stack:          {"stack", "pioche"},
	Reserved:       {"reserved", "réservée"},
	Menu:           {"Menu", "Menu"},
	WholeLog:       {"Whole log", "Journal"},
	WholeLogTitle:  {"The whole game", "Toute la partie"},
	Close:          {"Close", "Fermer"},
	Refused:        {"Not possible: %s", "Impossible : %s"},
	PickTarget:     {"Tap a glowing space", "Touchez une case lumineuse"},
	MustPass:       {"No cans left: you must pass", "Plus de bombes : vous devez passer"},
	SinceTitle:     {"Since your last turn", "Depuis votre dernier tour"},
	SinceDismiss:   {"tap to close", "touchez pour fermer"},
	SinceAgain:     {"Show again", "Revoir"},
	Done:           {"Done", "OK"},
	KeySpace:       {"space", "espace"},
	KeyErase:       {"erase", "effacer"},
	TipTags:        {"%s's tags left to spray", "Tags qui restent à %s"},
	LegendTags:     {"tags left", "tags"},
	LegendPaint:    {"paint", "peinture"},
	LegendPermits:  {"permits", "autorisations"},
	LegendBonus:    {"bonus", "bonus"},
	TipPaint:       {"Paint tiles behind %s's screen", "Tuiles Peinture derrière le paravent de %s"},
	TipPermits:     {"Permits behind %s's screen", "Autorisations derrière le paravent de %s"},
	TipBonus:       {"Unused bonus tiles behind %s's screen", "Tuiles bonus inutilisées derrière le paravent de %s"},
	TipCans:        {"%s's spray cans left this round: %d", "Bombes qui restent à %s cette manche : %d"},
	TipSegment:     {"%s: %d VP, needs %s", "%s : %d PV, demande %s"},
	TipNeutral:     {"neutral tag", "tag neutre"},
	TipSprayedBy:   {"sprayed by %s", "peinte par %s"},
	TipPermitSlot:  {"A face-up permit with %d pips", "Une autorisation visible à %d points"},
	TipTrack:       {"The score track: each marker shows its artist's initial", "La piste de score : chaque pion porte l'initiale de son artiste"},
	TipBigSpace:    {"The big paint space: any number of artists, a red, yellow or blue tile", "La grande case Peinture : autant d'artistes que l'on veut, une tuile rouge, jaune ou bleue"},
	TipEmptySlot:   {"An empty bonus slot: it is refilled at the round's end", "Un emplacement bonus vide : il est rempli en fin de manche"},
	TipTunnelSpace: {"Section %s, the %d-can space: cans here to spray a segment of the section", "Section %s, la case à %d {bombe|bombes} : des bombes ici pour peindre une partie de la section"},
	LeaveTitle:     {"Leave this game?", "Quitter cette partie ?"},
	LeaveSaved:     {"It is saved: Continue on the title takes it up.", "Elle est sauvegardée : Continuer la reprend depuis l'accueil."},
	LeaveStay:      {"Stay", "Rester"},
	LeaveGo:        {"To the title", "Vers l'accueil"},
	BotThinking:    {"%s is thinking…", "%s réfléchit…"},
	BotPlays:       {"%s plays", "%s joue"},
	PhoneTurn:      {"%s is playing on their phone", "%s joue sur son téléphone"},
	HintBtn:        {"Hint", "Conseil"},
	HintThinking:   {"Thinking of a hint…", "Recherche d'un conseil…"},
	Hint:           {"Hint: %s", "Conseil : %s"},
	SegmentPick:    {"Tap a segment to spray", "Touchez une partie à peindre"},
	// Scoring.
	FinalScoring: {"Final scoring", "Décompte final"},
	DuringPlay:   {"during play", "en cours de partie"},
	TilesLeft:    {"tiles left (½ VP each)", "tuiles restantes (½ PV chacune)"},
	TagsComplete: {"tags on complete graffiti", "tags sur graffitis terminés"},
	Total:        {"total", "total"},
	Winner:       {"%s wins!", "%s gagne !"},
	SharedWin:    {"Shared victory: %s", "Victoire partagée : %s"},
	TieBreak:     {"Tie on points: most tags in the tunnel decides", "Égalité de points : le plus de tags dans le tunnel l'emporte"},
	TagsInTunnel: {"tags in the tunnel", "tags dans le tunnel"},
	Rematch:      {"Rematch", "Revanche"},
	ToTitle:      {"Title", "Accueil"},
	TapToSkip:    {"tap to go faster", "touchez pour accélérer"},
	// The ending: the finished tunnel first, then the places.
	TunnelFinished: {"The tunnel is finished", "Le tunnel est terminé"},
	GraffitiDone:   {"%d of %d graffiti complete", "%d graffiti sur %d {terminé|terminés}"},
	Place1:         {"1st", "1er"},
	Place2:         {"2nd", "2e"},
	Place3:         {"3rd", "3e"},
	Place4:         {"4th", "4e"},

	// The log: every move in words.
	BonusVP:       {"2 VP", "2 PV"},
	BonusWild:     {"wild paint", "peinture joker"},
	BonusPermit:   {"permit", "autorisation"},
	BonusExtra:    {"extra action", "action supplémentaire"},
	BonusReserve:  {"reservation", "réservation"},
	BonusAdd:      {"add", "ajout"},
	BonusDiscount: {"discount", "réduction"},
	BonusSave:     {"save", "économie"},
	EvCans:        {"%s puts %d {can|cans} on %s", "%s pose %d {bombe|bombes} sur %s"},
	EvPaint:       {"%s takes a %s paint tile", "%s prend une tuile Peinture %s"},
	EvPermit:      {"%s takes a permit (%d)", "%s prend une autorisation (%d)"},
	EvPermitS:     {"%s draws a permit from the stack", "%s pioche une autorisation"},
	EvFirst:       {"%s takes the first-player token", "%s prend le jeton Premier joueur"},
	EvShuffle:     {"the discarded permits become the stack", "la défausse devient la pioche"},
	EvBonus:       {"%s takes the %s bonus", "%s prend le bonus %s"},
	EvBobby:       {"%s takes the bobby", "%s prend le policier"},
	EvUsed:        {"%s uses %s", "%s utilise %s"},
	EvSprayed:     {"%s sprays %s: +%d VP", "%s peint %s : +%d PV"},
	EvDone:        {"graffiti complete in section %s!", "graffiti terminé en section %s !"},
	EvReserved:    {"%s reserves %s", "%s réserve %s"},
	EvPassed:      {"%s passes", "%s passe"},
	EvRoundEnd:    {"round %d ends", "fin de la manche %d"},
	EvKept:        {"%s keeps %d paint {tile|tiles}", "%s garde %d {tuile|tuiles} Peinture"},
	EvRevealed:    {"permit %d revealed", "autorisation %d révélée"},
	EvNeutral:     {"neutral tag on %s", "tag neutre sur %s"},
	EvNoflip:      {"no neutral flip in section %s", "pas de tag neutre en section %s"},
	EvBlocked:     {"section %s is blocked this round", "la section %s est bloquée cette manche"},
	EvRound:       {"— round %d —", "— manche %d —"},
	EvVp:          {"%s scores 2 VP", "%s marque 2 PV"},
	EvExtra:       {"%s takes an extra turn", "%s rejoue"},
	EvOver:        {"the game is over", "la partie est terminée"},

	// The rules: buttons and the captions of the pictures.
	RulesPrev: {"‹ Previous", "‹ Précédent"},
	RulesNext: {"Next ›", "Suivant ›"},
	// Page 1.
	RulesSections:   {"Five sections, one to five pips", "Cinq sections, dés de 1 à 5"},
	RulesInProgress: {"A graffiti of 4 segments, 2 sprayed", "Un graffiti de 4 parties, 2 peintes"},
	RulesComplete:   {"Complete: a gold frame", "Terminé : cadre doré"},
	RulesBoards:     {"The three boards", "Les trois plateaux"},
	RulesKit:        {"Each artist: {cans} cans, {tags} tags", "Chaque artiste : {cans} bombes, {tags} tags"},
	// Page 2.
	RulesTurnOrder: {"First player first, then clockwise", "Le premier joueur, puis sens horaire"},
	RulesSpace1:    {"1-can space", "case à 1 bombe"},
	RulesSpace2:    {"2-can space", "case à 2 bombes"},
	RulesTaken:     {"taken", "prise"},
	RulesActPaint:  {"Paint", "Peinture"},
	RulesActPermit: {"Permits", "Autorisations"},
	RulesActSpray:  {"Spray", "Peindre"},
	RulesActBonus:  {"Bonus", "Bonus"},
	RulesPassWhen:  {"No cans left, or done", "Plus de bombes, ou fini"},
	// Page 3.
	RulesPaintBoard: {"The paint board: tiles, stock, spaces", "Le plateau Peinture : tuiles, stock, cases"},
	RulesSymRed:     {"drop", "goutte"},
	RulesSymYellow:  {"triangle", "triangle"},
	RulesSymBlue:    {"square", "carré"},
	RulesSymGreen:   {"leaf", "feuille"},
	RulesSymBlack:   {"star", "étoile"},
	RulesDoublePays: {"A double tile pays one colour, the other, or both", "Une tuile double paie une couleur, l'autre, ou les deux"},
	// Page 4.
	RulesPermitBoard:  {"Four spaces, 1 can each", "Quatre cases à 1 bombe"},
	RulesFirstPlayer:  {"+ first player", "+ premier joueur"},
	RulesSprayExample: {"Section B opens with 2 pips. B4 asks red, yellow, blue: a red-yellow and a blue tile pay it", "Un dé de 2 ouvre la section B. B4 demande rouge, jaune, bleu : une tuile rouge-jaune et une bleue la paient"},
	RulesInstead:      {"Instead of the matching permit:", "À la place de la bonne Autorisation :"},
	RulesTwoEqual:     {"two equal permits", "deux Autorisations égales"},
	RulesOr:           {"or", "ou"},
	RulesTheBonus:     {"the permit bonus", "le bonus Autorisation"},
	RulesPlus9:        {"+9 VP", "+9 PV"},
	// Page 5.
	RulesBonus0:    {"2 VP", "2 PV"},
	RulesBonus1:    {"Wild paint", "Peinture joker"},
	RulesBonus2:    {"Permit", "Autorisation"},
	RulesBonus3:    {"Extra action", "Action supplémentaire"},
	RulesBonus4:    {"Reservation", "Réservation"},
	RulesBonus5:    {"Add", "Ajout"},
	RulesBonus6:    {"Discount", "Réduction"},
	RulesBonus7:    {"Save", "Économie"},
	RulesBobby:     {"The bobby", "Le policier"},
	RulesBobbySays: {"2 cans become 1 in the tunnel; any tile pays one symbol", "2 bombes deviennent 1 dans le tunnel ; n'importe quelle tuile paie un symbole"},
	// Page 6.
	RulesStepCans:    {"Cans go back", "Les bombes reviennent"},
	RulesStepKeep:    {"Keep {keep} paint tiles ({keepsave} with Save)", "Gardez {keep} tuiles Peinture ({keepsave} avec Économie)"},
	RulesStepBonus:   {"The bonus board is refilled", "Le plateau Bonus est complété"},
	RulesStepNeutral: {"2–3 players: a permit names the section, a neutral tag goes on", "À 2 ou 3 : une Autorisation désigne la section, un tag neutre s'y pose"},
	// Page 7.
	RulesTilesLeft:    {"5 tiles × ½ VP = 2 VP", "5 tuiles × ½ PV = 2 PV"},
	RulesTagsComplete: {"3 segments: 3 VP per tag", "3 parties : 3 PV par tag"},
	RulesPlus6:        {"+6 VP", "+6 PV"},
	RulesPlus3:        {"+3 VP", "+3 PV"},
	RulesV1:           {"Variant 1: a blocked section", "Variante 1 : section bloquée"},
	RulesV2:           {"Variant 2: {special} VP per tag", "Variante 2 : {special} PV par tag"},
	// Page 8.
	RulesGlow:    {"Glowing: you can use it", "Lumineux : utilisable"},
	RulesStrip:   {"Pick a card, then Confirm", "Choisissez une carte, puis Valider"},
	RulesShutter: {"The shutter between players", "Le rideau entre les joueurs"},
	RulesLogDemo: {"The log tells every move", "Le journal raconte chaque coup"},
	// Tag City.
}

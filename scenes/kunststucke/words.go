package kunststucke

import "graffiti/scenes/words"

// Kunststücke's words: a block of keys of its own, given to the
// catalogue at start (words.Add), so the game's words live with its
// table.
const ksWords words.Word = 20000

const (
	KSTurnOf words.Word = ksWords + iota
	// The log.
	KSLogTurn
	KSLogPlaced
	KSLogDiscarded
	KSLogUndone
	KSLogSlid
	KSLogLooked
	KSLogTook
	KSLogOver
	// Shapes, colours, tiles.
	KSShapeBar
	KSShapeL
	KSShapeT
	KSShapeStair
	KSShapeFlag
	KSShapeCup
	KSShapeBlock
	KSShapeLongL
	KSShapeLongStair
	KSShapeCross
	KSShapeBigT
	KSShapeLongBlock
	KSRed
	KSGreen
	KSYellow
	KSBlue
	KSViolet
	KSRedF
	KSGreenF
	KSYellowF
	KSBlueF
	KSVioletF
	KSShapeNamed
	KSTheM
	KSTheF
	KSTheV
	KSTileNamed
	KSAnd
	// The core's refusals.
	KSWhyOver
	KSWhyMustTake
	KSWhyPlayed
	KSWhyNotInHand
	KSWhyNoUndo
	KSWhyDrew
	KSWhyBoardFull
	KSWhyPileEmpty
	KSWhyLookFirst
	KSWhyNotInPile
	KSWhySlotFull
	KSWhyMustPlay
	KSWhyOff
	KSWhyCovers
	KSWhyTouches
	KSWhyNotOnCanvas
	KSWhyNoToken
	KSWhyNoMove
	KSWhyUnreachable
	KSWhyMustTouch
	KSWhyNoDest
	// The table.
	KSChooseTile
	KSChooseSlot
	KSPickFirst
	KSWhatNext
	KSSeatN
	KSTurnCount
	KSTileBoard
	KSGroups
	KSSetAside
	KSDiscards
	KSLog
	KSSinceLast
	KSThinking
	KSObjectives
	KSHidden
	KSObjectivesOf
	KSMetMark
	KSLookingAt
	KSTokens
	KSShapesLeft
	KSMyObjectives
	KSHandOf
	KSPlaceHint
	KSPlaceOK
	KSSlideHint
	KSLookQuestion
	KSTurnHint
	KSAfterHint
	KSMustDiscard
	KSRotate
	KSDiscard
	KSSlideFor
	KSLookAt
	KSPlace
	KSEndTurn
	KSOnlyLook
	KSTapToHide
	// The final reveal.
	KSPoints
	KSNoGroupExactly
	KSNoGroupOrMore
	KSTileUnmet
	KSTileMet
	KSSharedWin
	KSTieTokens
	KSTieMet
	KSTapATile
	KunststuckeName
	KunststuckeSubtitle
	YoungestStarts
	YoungestChance
	YoungestLine
)

func init() { words.Add(ksCatalogue) }

// ksCatalogue holds Kunststücke's words, by key.
var ksCatalogue = map[words.Word][words.NumLangs]string{
	KSTurnOf: {"%s's turn", "Au tour de %s"},

	KSLogTurn:      {"Turn %d: %s to play", "Tour %d : à %s de jouer"},
	KSLogPlaced:    {"%s placed %s at %s", "%s a posé %s en %s"},
	KSLogDiscarded: {"%s discarded %s", "%s a défaussé %s"},
	KSLogUndone:    {"%s took %s back", "%s a repris %s"},
	KSLogSlid:      {"%s slid %s from %s to %s — 1 token", "%s a glissé %s de %s à %s — 1 jeton"},
	KSLogLooked:    {"%s looks at pile %s", "%s regarde la pile %s"},
	KSLogTook:      {"%s took a tile from pile %s and put it on the %d slot", "%s a pris une tuile de la pile %s et l'a posée sur la case %d"},
	KSLogOver:      {"The canvas is finished", "La toile est terminée"},

	KSShapeBar:       {"Bar", "Barre"},
	KSShapeL:         {"L", "L"},
	KSShapeT:         {"T", "T"},
	KSShapeStair:     {"Stair", "Escalier"},
	KSShapeFlag:      {"Flag", "Drapeau"},
	KSShapeCup:       {"Cup", "Coupe"},
	KSShapeBlock:     {"Block", "Bloc"},
	KSShapeLongL:     {"Long L", "Grand L"},
	KSShapeLongStair: {"Long stair", "Long escalier"},
	KSShapeCross:     {"Cross", "Croix"},
	KSShapeBigT:      {"Big T", "Grand T"},
	KSShapeLongBlock: {"Long block", "Long bloc"},
	KSRed:            {"red", "rouge"},
	KSGreen:          {"green", "vert"},
	KSYellow:         {"yellow", "jaune"},
	KSBlue:           {"blue", "bleu"},
	KSViolet:         {"violet", "violet"},
	KSRedF:           {"red", "rouge"},
	KSGreenF:         {"green", "verte"},
	KSYellowF:        {"yellow", "jaune"},
	KSBlueF:          {"blue", "bleue"},
	KSVioletF:        {"violet", "violette"},
	KSShapeNamed:     {"%[1]s %[2]s", "%[2]s %[1]s"},
	KSTheM:           {"the %s", "le %s"},
	KSTheF:           {"the %s", "la %s"},
	KSTheV:           {"the %s", "l'%s"},
	KSTileNamed:      {"%s %s", "%s %s"},
	KSAnd:            {"%s and %s", "%s et %s"},

	KSWhyOver:        {"the game is over", "la partie est terminée"},
	KSWhyMustTake:    {"%s looked at pile %s and must first take one of its tiles", "%s a regardé la pile %s et doit d'abord y prendre une tuile"},
	KSWhyPlayed:      {"%s has already played a shape this turn", "%s a déjà joué une forme ce tour-ci"},
	KSWhyNotInHand:   {"the %s is not in %s's hand", "la forme %s n'est pas dans la main de %s"},
	KSWhyNoUndo:      {"nothing to take back: a slide, a draw or the end of the turn makes a placement final", "rien à reprendre : un glissement, une pioche ou la fin du tour rend la pose définitive"},
	KSWhyDrew:        {"%s has already drawn a tile this turn", "%s a déjà pioché une tuile ce tour-ci"},
	KSWhyBoardFull:   {"%s's scoring board is full", "le tableau de score de %s est plein"},
	KSWhyPileEmpty:   {"pile %s is empty", "la pile %s est vide"},
	KSWhyLookFirst:   {"look at a pile before taking a tile", "regardez une pile avant de prendre une tuile"},
	KSWhyNotInPile:   {"the %s tile is not in pile %s", "la tuile %s n'est pas dans la pile %s"},
	KSWhySlotFull:    {"slot %d (%d) already holds a tile", "la case %d (%d) a déjà une tuile"},
	KSWhyMustPlay:    {"%s must place or discard a shape before ending the turn", "%s doit poser ou défausser une forme avant de finir son tour"},
	KSWhyOff:         {"off the canvas", "hors de la toile"},
	KSWhyCovers:      {"covers a shape (%[3]s)", "recouvre une forme (%[3]s)"},
	KSWhyTouches:     {"touches %[3]s but no %[4]s", "touche du %[3]s mais aucun %[4]s"},
	KSWhyNotOnCanvas: {"the %s is not on the canvas", "la forme %s n'est pas sur la toile"},
	KSWhyNoToken:     {"%s has no token left to pay for a slide", "%s n'a plus de jeton pour payer un glissement"},
	KSWhyNoMove:      {"a slide must move the shape", "un glissement doit déplacer la forme"},
	KSWhyUnreachable: {"cannot reach %[2]s without passing over another shape", "ne peut atteindre %[2]s sans passer par-dessus une autre forme"},
	KSWhyMustTouch:   {"it touched %[2]s before the slide: it must touch %[3]s after it", "elle touchait du %[2]s avant le glissement : elle doit toucher du %[3]s après"},
	KSWhyNoDest:      {"this shape cannot slide anywhere", "cette forme ne peut glisser nulle part"},

	KSChooseTile:   {"Choose one tile of the pile, then a free slot", "Choisissez une tuile de la pile, puis une case libre"},
	KSChooseSlot:   {"Now tap a free slot of your scoring board", "Touchez maintenant une case libre de votre tableau de score"},
	KSPickFirst:    {"Pick a shape of your hand first", "Prenez d'abord une forme de votre main"},
	KSWhatNext:     {"Put a shape down, pick a destination or a pile first", "Posez d'abord une forme, ou choisissez une destination ou une pile"},
	KSSeatN:        {"seat %d", "place %d"},
	KSTurnCount:    {"Turn %d of %d", "Tour %d sur %d"},
	KSTileBoard:    {"Objective tiles", "Tuiles objectif"},
	KSGroups:       {"Groups on the canvas", "Groupes sur la toile"},
	KSSetAside:     {"Set aside", "Mises de côté"},
	KSDiscards:     {"Discarded (%d)", "Défaussées (%d)"},
	KSLog:          {"Log", "Journal"},
	KSSinceLast:    {"since your last turn", "depuis votre dernier tour"},
	KSThinking:     {"%s is thinking", "%s réfléchit"},
	KSObjectives:   {"Objectives", "Objectifs"},
	KSHidden:       {"Hidden: only their owner sees them, curtain up", "Cachés : seul leur propriétaire les voit, rideau levé"},
	KSObjectivesOf: {"%s's objectives", "Objectifs de %s"},
	KSMetMark:      {"green mark: met by the canvas now", "marque verte : atteint par la toile"},
	KSLookingAt:    {"Pile %s: take one tile", "Pile %s : prenez une tuile"},
	KSTokens:       {"%d {token|tokens}", "%d {jeton|jetons}"},
	KSShapesLeft:   {"%d {shape|shapes}", "%d {forme|formes}"},
	KSMyObjectives: {"My objectives", "Mes objectifs"},
	KSHandOf:       {"%s's hand", "Main de %s"},
	KSPlaceHint:    {"Tap the canvas to put the shape down; R, the wheel or Rotate turns it", "Touchez la toile pour poser la forme ; R, la molette ou Tourner la tourne"},
	KSPlaceOK:      {"It fits here: Place to confirm", "Elle va ici : Poser pour valider"},
	KSSlideHint:    {"Tap a glowing spot: the cell you tapped goes there", "Touchez un point lumineux : la case touchée y va"},
	KSLookQuestion: {"Look at pile %s? You must then take one tile", "Regarder la pile %s ? Il faudra y prendre une tuile"},
	KSTurnHint:     {"Place or discard one shape; slide (1 token) and draw when you like", "Posez ou défaussez une forme ; glissez (1 jeton) et piochez quand vous voulez"},
	KSAfterHint:    {"Slide, draw a tile, or end the turn", "Glissez, piochez une tuile ou finissez le tour"},
	KSMustDiscard:  {"No shape of your hand fits anywhere: discard one", "Aucune forme de votre main ne trouve de place : défaussez-en une"},
	KSRotate:       {"Rotate", "Tourner"},
	KSDiscard:      {"Discard", "Défausser"},
	KSSlideFor:     {"Slide for 1 token (%d left)", "Glisser : 1 jeton (%d {reste|restent})"},
	KSLookAt:       {"Look at pile %s", "Regarder la pile %s"},
	KSPlace:        {"Place", "Poser"},
	KSEndTurn:      {"End turn", "Fin du tour"},
	KSOnlyLook:     {"Only %s should look", "Personne d'autre que %s ne doit regarder"},
	KSTapToHide:    {"Tap to hide them", "Touchez pour les cacher"},

	KSPoints:            {"%d {pt|pts}", "%d {pt|pts}"},
	KSNoGroupExactly:    {"no %s group of exactly %d", "aucun groupe %s d'exactement %d"},
	KSNoGroupOrMore:     {"no %s group of %d or more", "aucun groupe %s de %d ou plus"},
	KSTileUnmet:         {"%s's %s on the %d slot is not met: %s", "Objectif %[2]s de %[1]s (case %[3]d) non atteint : %[4]s"},
	KSTileMet:           {"%s's %s on the %d slot is met: %d + %d = %d", "Objectif %[2]s de %[1]s (case %[3]d) atteint : %[4]d + %[5]d = %[6]d"},
	KSSharedWin:         {"Tied on points, objectives met and tokens: a shared win", "Égalité de points, d'objectifs et de jetons : victoire partagée"},
	KSTieTokens:         {"Tied on points and objectives met: tokens left decide (%d)", "Égalité de points et d'objectifs : les jetons restants départagent (%d)"},
	KSTapATile:          {"Tap a tile to see the group that meets it, or why none does", "Touchez une tuile pour voir le groupe qui l'atteint, ou pourquoi aucun"},
	KSTieMet:            {"Tied on points: objectives met decide (%d)", "Égalité de points : les objectifs atteints départagent (%d)"},
	KunststuckeName:     {"Kunststücke", "Kunststücke"},
	KunststuckeSubtitle: {"One canvas, five colours, secret objectives", "Une toile, cinq couleurs, des objectifs secrets"},
	YoungestStarts:      {"Starts: %s", "Commence : %s"},
	YoungestChance:      {"chosen by chance", "tiré au sort"},
	YoungestLine:        {"The youngest artist starts; the turn then passes from seat to seat.", "Le plus jeune artiste commence, puis on joue dans l'ordre des places."},
}

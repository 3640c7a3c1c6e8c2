package tagcity

import "graffiti/scenes/words"

// Tag City's words: a block of keys of its own, given to the catalogue
// at start (words.Add), so the game's words live with its table.
const tcWords words.Word = 10000

const (
	TagCityName words.Word = tcWords + iota
	TagCitySubtitle
	HQSideA
	HQSideB
	CitySideA
	CitySideB
	HQSideALine
	HQSideBLine
	CitySideALine
	CitySideBLine
	MarkerPink
	MarkerCyan
	MarkerOrange
	MarkerWhite
	TCPlacing
	TCRollNow
	TCYourPick
	TCPicks
	TCFinalBanner
	TCFinalWaiting
	TCThinking
	TCLastRound
	TCEndHighs
	TCEndBubbles
	TCEndDrones
	TCViewing
	TCRevealed
	TCRoll
	TCTag
	TCDrone
	TCSocial
	TCRotate
	TCFlip
	TCUndoBy
	TCPlaceHint
	TCPlaceDone
	TCRollHint
	TCPickHint
	TCFinalHint
	TCUseHint
	TCTagHint
	TCCantTag
	TCNoFitHere
	TCDronePick
	TCDroneFull
	TCSocialPick
	TCNoBubble
	TCSocialFinal
	TCScoresNothing
	TCCompletes
	TCHigh
	TCLow
	TCColumn
	TCRow
	TCDistrictOf
	TCDistRed
	TCDistYellow
	TCDistPurple
	TCDistGreen
	TCDistBlue
	TCDroneCost
	TCBubbleOf
	TCPts
	TCDelta
	TCDronesUsed
	TCLeader
	TCHQ
	TCRemote
	TCBubbles
	TCChosen
	TCCity
	TCTypedSeed
	TCShapeBlock
	TCShapeLine
	TCShapeTee
	TCShapeHook
	TCShapeZig
	TCShapeBomb
	TCShapeLong
	TCShapeCup
	TCShapeHammer
	TCShapeCorner
	TCShapeBolt
	TCShapeDot
	TCShapeDash
	TCShapeElbow
	TCLogRound
	TCLogRolled
	TCLogPlaced
	TCLogTaken
	TCLogTagged
	TCLogDrone
	TCLogBubble
	TCLogNoBubble
	TCLogFeature
	TCLogChosen
	TCLogReveal
	TCLogLeader
	TCLogOver
	TCFinalSecret
	TCHighValues
	TCLowValues
	TCDroneTotal
	TCBubbleTotal
	TCTieBreak
	TCCircled
	TCNextBattle
)

func init() { words.Add(tcCatalogue) }

// tcCatalogue holds Tag City's words, by key.
var tcCatalogue = map[words.Word][words.NumLangs]string{
	TagCityName:     {"Tag City", "Tag City"},
	TagCitySubtitle: {"Roll the dice, take one, tag the city", "Lancez les dés, prenez-en un, taguez la ville"},
	HQSideA:         {"HQ: side A, printed shapes", "QG : face A, formes imprimées"},
	HQSideB:         {"HQ: side B, freestyle", "QG : face B, freestyle"},
	CitySideA:       {"City: side A, compact", "Ville : face A, compacte"},
	CitySideB:       {"City: side B, toothed", "Ville : face B, dentelée"},
	HQSideALine:     {"The six shapes printed on the HQ ring. Tap for side B.", "Les six formes imprimées sur le QG. Touchez pour la face B."},
	HQSideBLine:     {"Six large shapes drawn at random for the ring.", "Six grandes formes tirées au hasard pour l'anneau."},
	CitySideALine:   {"Compact districts: the board for first battles.", "Quartiers compacts : le plateau des premières batailles."},
	CitySideBLine:   {"Toothed districts and steeper values: racing matters more.", "Quartiers dentelés, valeurs plus raides : la course compte plus."},
	MarkerPink:      {"pink marker", "marqueur rose"},
	MarkerCyan:      {"cyan marker", "marqueur cyan"},
	MarkerOrange:    {"orange marker", "marqueur orange"},
	MarkerWhite:     {"white marker", "marqueur blanc"},
	TCPlacing:       {"%s is placing the dice", "%s place les dés"},
	TCRollNow:       {"%s, roll the dice", "%s, lancez les dés"},
	TCYourPick:      {"Your pick, %s (%s)", "À vous de choisir, %s (%s)"},
	TCPicks:         {"%s picks (%s)", "%s choisit (%s)"},
	TCFinalBanner:   {"The final die: %s chooses in secret", "Le dernier dé : %s choisit en secret"},
	TCFinalWaiting:  {"The final die: %s chooses in secret · %d of %d have chosen", "Le dernier dé : %s choisit en secret · %d sur %d ont choisi"},
	TCThinking:      {"%s is thinking", "%s réfléchit"},
	TCLastRound:     {"Last round: %s", "Dernière manche : %s"},
	TCEndHighs:      {"every high value is taken", "toutes les valeurs hautes sont prises"},
	TCEndBubbles:    {"all bubbles used", "toutes les bulles sont utilisées"},
	TCEndDrones:     {"a drone remote is full", "une télécommande de drone est pleine"},
	TCViewing:       {"%s's board, read-only · tap here to go back", "Plateau de %s, lecture seule · touchez ici pour revenir"},
	TCRevealed:      {"The final die: every choice is revealed", "Le dernier dé : tous les choix sont révélés"},
	TCRoll:          {"Roll", "Lancer"},
	TCTag:           {"Tag", "Taguer"},
	TCDrone:         {"Drone", "Drone"},
	TCSocial:        {"Social", "Réseaux"},
	TCRotate:        {"Rotate", "Tourner"},
	TCFlip:          {"Flip", "Retourner"},
	TCUndoBy:        {"Undo (%s)", "Annuler (%s)"},
	TCPlaceHint:     {"Tap a die, then one of its two lit sections", "Touchez un dé, puis l'une de ses deux sections éclairées"},
	TCPlaceDone:     {"Every die is placed: confirm, or move one", "Tous les dés sont placés : validez, ou déplacez-en un"},
	TCRollHint:      {"The leader rolls every die in play", "Le meneur lance tous les dés en jeu"},
	TCPickHint:      {"Tap a die on the HQ", "Touchez un dé sur le QG"},
	TCFinalHint:     {"Everyone uses the final die: tag its shape, drone or social", "Tout le monde utilise le dernier dé : sa forme, un drone ou les réseaux"},
	TCUseHint:       {"Tag its shape, use a drone, or check social networks", "Taguez sa forme, utilisez un drone ou consultez les réseaux"},
	TCTagHint:       {"Move the shape over your city and tap to place it · R rotates, F flips", "Placez la forme sur votre ville et touchez pour la poser · R tourne, F retourne"},
	TCCantTag:       {"This shape fits nowhere on your board: drone or social only", "Cette forme ne rentre nulle part sur votre plateau : drone ou réseaux seulement"},
	TCNoFitHere:     {"The shape does not fit there", "La forme ne rentre pas ici"},
	TCDronePick:     {"Choose any shape of the HQ: drone %d", "Choisissez une forme du QG : drone %d"},
	TCDroneFull:     {"Your drone remote is full", "Votre télécommande est pleine"},
	TCSocialPick:    {"Choose a free bubble", "Choisissez une bulle libre"},
	TCNoBubble:      {"No bubble left: nothing to circle, no penalty", "Plus de bulle : rien à entourer, aucune pénalité"},
	TCSocialFinal:   {"Social networks: all who check circle the cheapest free bubble", "Réseaux : tous ceux qui consultent entourent la bulle libre la moins chère"},
	TCScoresNothing: {"scores nothing yet", "ne rapporte rien pour l'instant"},
	TCCompletes:     {"completes %s: %s %d", "complète %s : %s %d"},
	TCHigh:          {"high", "haute"},
	TCLow:           {"low", "basse"},
	TCColumn:        {"column %s", "colonne %s"},
	TCRow:           {"row %d", "ligne %d"},
	TCDistrictOf:    {"the %s district", "le quartier %s"},
	TCDistRed:       {"Red", "rouge"},
	TCDistYellow:    {"Yellow", "jaune"},
	TCDistPurple:    {"Purple", "violet"},
	TCDistGreen:     {"Green", "vert"},
	TCDistBlue:      {"Blue", "bleu"},
	TCDroneCost:     {"drone %d", "drone %d"},
	TCBubbleOf:      {"bubble %d: %d", "bulle %d : %d"},
	TCPts:           {"%d pts", "%d pts"},
	TCDelta:         {"%+d pts", "%+d pts"},
	TCDronesUsed:    {"drones %d/%d", "drones %d/%d"},
	TCLeader:        {"leader", "meneur"},
	TCHQ:            {"HQ", "QG"},
	TCRemote:        {"Drone remote", "Télécommande"},
	TCBubbles:       {"Social networks", "Réseaux sociaux"},
	TCChosen:        {"has chosen", "a choisi"},
	TCCity:          {"%s's city", "La ville de %s"},
	TCTypedSeed:     {"Dice from a typed seed", "Dés tirés d'une graine saisie"},
	TCShapeBlock:    {"Block", "Bloc"},
	TCShapeLine:     {"Line", "Ligne"},
	TCShapeTee:      {"Tee", "Té"},
	TCShapeHook:     {"Hook", "Crochet"},
	TCShapeZig:      {"Zig", "Zigzag"},
	TCShapeBomb:     {"Bomb", "Bombe"},
	TCShapeLong:     {"Long", "Long"},
	TCShapeCup:      {"Cup", "Coupe"},
	TCShapeHammer:   {"Hammer", "Marteau"},
	TCShapeCorner:   {"Corner", "Coin"},
	TCShapeBolt:     {"Bolt", "Éclair"},
	TCShapeDot:      {"Dot", "Point"},
	TCShapeDash:     {"Dash", "Tiret"},
	TCShapeElbow:    {"Elbow", "Coude"},
	TCLogRound:      {"Round %d: %s leads", "Manche %d : %s mène"},
	TCLogRolled:     {"%s rolls %s", "%s lance %s"},
	TCLogPlaced:     {"%s places the dice", "%s place les dés"},
	TCLogTaken:      {"%s takes the %d from section %s", "%s prend le %d de la section %s"},
	TCLogTagged:     {"%s tags a %s at %s", "%s tague : %s en %s"},
	TCLogDrone:      {"%s uses a drone (%d)", "%s utilise un drone (%d)"},
	TCLogBubble:     {"%s checks social networks: bubble %d (%d)", "%s consulte les réseaux : bulle %d (%d)"},
	TCLogNoBubble:   {"%s checks social networks: no bubble left", "%s consulte les réseaux : plus de bulle"},
	TCLogFeature:    {"%s completes %s: %s %d", "%s complète %s : %s %d"},
	TCLogChosen:     {"%s has chosen", "%s a choisi"},
	TCLogReveal:     {"The final die (%d on %s): every choice is revealed", "Le dernier dé (%d sur %s) : tous les choix sont révélés"},
	TCLogLeader:     {"The leader pawn passes to %s", "Le pion meneur passe à %s"},
	TCLogOver:       {"The battle is over", "La bataille est terminée"},
	TCFinalSecret:   {"%s chooses the final die in secret · tap when you are ready", "%s choisit le dernier dé en secret · touchez quand vous êtes prêt"},
	TCHighValues:    {"high values", "valeurs hautes"},
	TCLowValues:     {"low values", "valeurs basses"},
	TCDroneTotal:    {"drone", "drone"},
	TCBubbleTotal:   {"bubbles", "bulles"},
	TCTieBreak:      {"Tie on points: most bubbles circled decides", "Égalité de points : le plus de bulles entourées l'emporte"},
	TCCircled:       {"%d {bubble|bubbles} circled", "%d {bulle entourée|bulles entourées}"},
	TCNextBattle:    {"Still tied: decided in the next battle", "Toujours à égalité : la prochaine bataille décidera"},
}

package room

import "graffiti/scenes/words"

// A room's words: a block of keys of their own (the games have 10000 and
// 20000), given to the catalogue at start.
const roomWords words.Word = 30000

const (
	Code words.Word = roomWords + iota
	JoinHere
	JoinOr
	SeatFree
	SeatJoined
	SeatBot
	WaitJoin
	YourTurn
	ToPlay
	Thinking
	Over
	Wins
	Scores
	OnlyYou
	NothingHidden
	Moves
	Play
	Back
	More
	ChooseSeat
	SeatN
	Connecting
	Reconnecting
	Freed
	NoHost
	NotYourTurn
	Leave
	LeaveSure
	Free
	Board
	List
	TapToZoom
	TapToEnlarge
	TapToClose
	First
	StepBack
	PlayOn
	Pause
	Forward
	Last
	Speed
	LiveWord
	Watching
	StepOf
	WatchAt
	WatchLink
	WatchCode
	Replay
	SeatAsked
	Allow
	Deny
	WaitTable
)

func init() { words.Add(catalogue) }

var catalogue = map[words.Word][words.NumLangs]string{
	Code:          {"Room %s", "Salle %s"},
	JoinHere:      {"Join on your phone: scan this code", "Rejoignez avec votre téléphone : scannez ce code"},
	JoinOr:        {"or open %s", "ou ouvrez %s"},
	SeatFree:      {"waiting", "en attente"},
	SeatJoined:    {"joined", "présent"},
	SeatBot:       {"bot", "robot"},
	WaitJoin:      {"Waiting for %s to join", "On attend que %s rejoigne"},
	YourTurn:      {"Your turn", "À vous de jouer"},
	ToPlay:        {"%s to play", "À %s de jouer"},
	Thinking:      {"%s is thinking", "%s réfléchit"},
	Over:          {"Game over", "Partie terminée"},
	Wins:          {"%s wins", "%s gagne"},
	Scores:        {"Scores", "Scores"},
	OnlyYou:       {"Only you see", "Vous seul voyez"},
	NothingHidden: {"Nothing hidden right now", "Rien de caché pour l'instant"},
	Moves:         {"Your move", "Votre coup"},
	Play:          {"Play: %s", "Jouer : %s"},
	Back:          {"Back", "Retour"},
	More:          {"More", "Suite"},
	ChooseSeat:    {"Choose your seat", "Choisissez votre place"},
	SeatN:         {"%d. %s", "%d. %s"},
	Connecting:    {"Connecting…", "Connexion…"},
	Reconnecting:  {"Connection lost: reconnecting…", "Connexion perdue : reconnexion…"},
	Freed:         {"This seat was freed: choose another", "Cette place a été libérée : choisissez-en une autre"},
	NoHost:        {"No rooms here: start the host with “graffiti host”", "Pas de salles ici : lancez l'hôte avec « graffiti host »"},
	NotYourTurn:   {"Waiting for the others", "On attend les autres"},
	Leave:         {"Leave", "Quitter"},
	LeaveSure:     {"Tap again", "Confirmer"},
	Free:          {"Free", "Libérer"},
	Board:         {"Board", "Plateau"},
	List:          {"List", "Liste"},
	TapToZoom:     {"Tap a part to play there", "Touchez une zone pour y jouer"},
	TapToEnlarge:  {"Tap the code to enlarge it", "Touchez le code pour l'agrandir"},
	TapToClose:    {"Tap anywhere to close", "Touchez n'importe où pour fermer"},
	First:         {"First", "Début"},
	StepBack:      {"Back", "Reculer"},
	PlayOn:        {"Play", "Lecture"},
	Pause:         {"Pause", "Pause"},
	Forward:       {"Forward", "Avancer"},
	Last:          {"Last", "Fin"},
	Speed:         {"Speed ×%d", "Vitesse ×%d"},
	LiveWord:      {"Live", "En direct"},
	Watching:      {"Watching room %s, live", "Salle %s en direct"},
	StepOf:        {"Replay: step %d of %d", "Revoir : étape %d sur %d"},
	WatchAt:       {"Watch from anywhere: %s", "Regarder d'ailleurs : %s"},
	WatchLink:     {"Watch link", "Lien à regarder"},
	Replay:        {"Replay", "Revoir"},
	SeatAsked:     {"asks to join", "demande à entrer"},
	Allow:         {"Allow", "Oui"},
	Deny:          {"Refuse", "Non"},
	WaitTable:     {"Waiting for the table to let you in…", "On attend que la table vous laisse entrer…"},
	WatchCode:     {"Watch this room from anywhere: scan this code", "Regardez cette salle d'ailleurs : scannez ce code"},
}

package tagcity

import "graffiti/game"

// Lesson is the game's first game that teaches (game.Lesson): Ana, the
// newcomer, against Ben, on side A of the HQ and of the city boards,
// three rounds from a seed whose rolls let each kind of turn come up. Ana
// leads and places the dice, takes a die and tags its Line, uses the
// final die to fill column A first (its high value); Ben checks social
// networks, leads and places; Ana uses a drone, fills column B with the
// final die, leads again and circles the last bubble herself, which makes
// the round the last; then the real scoring. The steps' sentences are the
// table's message keys (scenes/tagcity/msg/lesson.*.toml); the parts they
// light are the table's (scenes/tagcity/lesson.go).
func Lesson() game.Lesson {
	return game.Lesson{
		Options: game.Options{Players: 2, Names: []string{"Ana", "Ben"}, Seed: 201},
		Learner: 0,
		Steps: []game.Step{
			// Round 1: Ana leads.
			{Say: "tagcity.LessonWelcome", Light: []string{"city"}},
			{Say: "tagcity.LessonHQ", Light: []string{"hq"}},
			{Say: "tagcity.LessonPlace", Act: "place 1:II 2:II 5:V", Light: []string{"panel", "section II", "section V"}},
			{Say: "tagcity.LessonBenTags", Act: "tag 5@V L4/0 H3", Light: []string{"hq", "rival"}},
			{Say: "tagcity.LessonTake", Act: "tag 2@II I4/1 A1", Light: []string{"section II", "panel", "A1-A4"}},
			{Say: "tagcity.LessonFinalDie", Light: []string{"section II"}},
			{Say: "tagcity.LessonBenSecret", Act: "social", Light: []string{"banner"}},
			{Say: "tagcity.LessonFinalTag", Act: "tag I4/1 A5", Light: []string{"section II", "panel", "A5-A8"}},
			{Say: "tagcity.LessonColumn", Light: []string{"column A"}},
			{Say: "tagcity.LessonBenBubble", Light: []string{"bubbles"}},
			// Round 2: Ben leads.
			{Say: "tagcity.LessonBenPlaces", Act: "place 1:II 3:IV 6:I", Light: []string{"hq", "roll"}},
			{Say: "tagcity.LessonDroneWhy", Light: []string{"hq", "remote"}},
			{Say: "tagcity.LessonDrone", Act: "drone 6@I I4/1 B1", Light: []string{"section I", "panel", "B1-B4"}},
			{Say: "tagcity.LessonBenSocial", Act: "social 3@IV b3", Light: []string{"hq", "bubbles"}},
			{Say: "tagcity.LessonFinalColumn", Act: "tag I4/1 B5", Light: []string{"section II", "panel", "B5-B8"}},
			{Say: "tagcity.LessonBenSecretAgain", Act: "social", Light: []string{"banner"}},
			// Round 3: Ana leads again; the last bubble ends the battle.
			{Say: "tagcity.LessonPlaceAgain", Act: "place 2:II 4:IV 6:VI", Light: []string{"panel", "section II", "section IV", "section VI"}},
			{Say: "tagcity.LessonBenBubbleAgain", Act: "social 4@IV b5", Light: []string{"hq", "bubbles"}},
			{Say: "tagcity.LessonLastBubble", Light: []string{"bubbles"}},
			{Say: "tagcity.LessonSocial", Act: "social 6@VI b4", Light: []string{"section VI", "panel"}},
			{Say: "tagcity.LessonLastRound", Act: "tag I4/0 E8", Light: []string{"banner"}},
			{Say: "tagcity.LessonScoring", Light: []string{"city"}},
			{Say: "tagcity.LessonLastTag", Act: "tag I4/1 C1", Light: []string{"section II", "panel", "C1-C4"}},
		},
	}
}

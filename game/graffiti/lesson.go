package graffiti

import "graffiti/game"

// Lesson is the game's first game that teaches (game.Lesson): a game of
// two dealt from seed 457, the newcomer Patricia (seat 0) against Beate.
// Before are the eleven rounds played before the table opens: five
// graffiti are complete, the others half sprayed, and Patricia is first
// to play the last round. In it she takes paint, a permit and a bonus
// tile, sprays B4 with the paint and the permit it asks for and so
// completes the sixth graffiti, passes, keeps two paint tiles at the
// round's end, and the game is scored. Beate's moves are shown between.
func Lesson() game.Lesson {
	return game.Lesson{
		Options: game.Options{Players: 2, Seed: 457},
		Learner: 0,
		Before: []string{
			// Round 1.
			"spray D5 @2 permit:4 paint:Y,B", "spray C1 @2 permit:3 paint:R,Y", "paint G2", "pass", "bonus 1", "pass", "flip D3", "flip A1",
			// Round 2.
			"paint K1", "extra", "pass", "paint G2", "paint YB2", "permit 3+stack", "pass", "keep R,G", "keep G", "flip C3", "flip D4",
			// Round 3.
			"permit 1+2", "paint RB2", "spray B2 @2 permit:2 paint:R", "spray E1 @1 permit:5 paint:RB", "permit 2+3", "paint YB1", "bonus 4", "spray B3 @1 permit:2 paint:YB", "pass", "pass", "flip A5", "flip E2",
			// Round 4.
			"reserve A2", "paint B1", "paint YB1", "spray E3 @2 permit:5 paint:B,G", "bonus bobby", "permit 3+stack", "paint K2", "bonus 2", "paint RB1", "pass", "pass", "keep RB", "flip B5", "flip E6",
			// Round 5.
			"spray D7 @2 permit:4 paint:wild", "paint RY2", "paint RY1", "bonus 5", "bonus 1", "pass", "spray E4 @1 permit:5 paint:RY,wild", "pass", "flip B6", "flip D6",
			// Round 6.
			"permit first", "bonus 3", "bonus bobby", "reserve B1", "pass", "pass", "flip C5", "flip B1",
			// Round 7.
			"bonus 2", "paint YB1", "pass", "paint RB1", "paint Y1", "paint RYB:B", "pass", "keep B,RB",
			// Round 8.
			"permit 3+stack", "paint K1", "paint R1", "pass", "bonus 4", "bonus 5", "paint B1", "pass", "keep RB",
			// Round 9.
			"spray B7 @1 permit:2 paint:B", "permit 3+stack", "paint K1", "spray A2 @1 permit:1 paint:RB +discount", "spray E5 @2 permit:1+1 paint:R,K", "paint YB1", "bonus bobby", "bonus 5", "pass", "pass",
			// Round 10.
			"paint RY1", "permit 2+3", "paint R1", "pass", "pass",
			// Round 11.
			"paint K1", "paint RY1", "paint K2", "spray C4 @2 permit:3 paint:RY,YB", "paint G2", "paint B1", "pass", "permit 2+3", "pass", "keep R,G,K +save",
		},
		Steps: []game.Step{
			{Say: "graffiti.LessonTunnel", Light: []string{"tunnel"}},
			{Say: "graffiti.LessonPaint", Act: "paint YB1", Light: []string{"paint-board", "strip", "B4"}},
			{Say: "graffiti.LessonTheirPaint", Act: "paint RB1", Light: []string{"paint-board"}},
			{Say: "graffiti.LessonPermit", Act: "permit 2+3", Light: []string{"permit-board", "strip", "section-B"}},
			{Say: "graffiti.LessonTheirSpray", Act: "spray D2 @1 permit:4 paint:B,RB", Light: []string{"section-D", "track"}},
			{Say: "graffiti.LessonBonus", Act: "bonus 3", Light: []string{"bonus-board", "strip"}},
			{Say: "graffiti.LessonTheirPass", Act: "pass", Light: []string{"players"}},
			{Say: "graffiti.LessonPaintRed", Act: "paint R1", Light: []string{"paint-board", "strip"}},
			{Say: "graffiti.LessonSpray", Act: "spray B4 @1 permit:2 paint:R,YB", Light: []string{"section-B", "tiles", "strip"}},
			{Say: "graffiti.LessonTag", Light: []string{"section-B", "track"}},
			{Say: "graffiti.LessonPass", Act: "pass", Light: []string{"strip"}},
			{Say: "graffiti.LessonEnd", Light: []string{"tunnel"}},
			{Say: "graffiti.LessonKeep", Act: "keep G,K", Light: []string{"tiles", "strip"}},
		},
	}
}

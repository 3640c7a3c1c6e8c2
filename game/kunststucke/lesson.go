package kunststucke

import "graffiti/game"

// Lesson is the game's first game that teaches (game.Lesson): a game of
// two, Ana (the newcomer, who starts) against Ben (scripted), dealt from
// seed 18. Before brings it to turn 47 of 52, the canvas nearly full:
// its actions are the one-move bot's for both seats (OneMove, without
// noise), but that Ana stops drawing at three tiles, so that a slot is
// left for her draw. Then every kind of turn comes up: Ana places a
// shape against its colour, Ben does too, Ana slides a shape for a token
// (the red shape it leaves alone meets her red 1), places, looks at a
// pile and takes the tile a group already meets, Ben discards, Ana
// discards the shape that can touch its colour nowhere, Ben plays the
// last turn, and the final reveal tells which groups meet which tiles
// (Ana wins, 51 to 28).
func Lesson() game.Lesson {
	return game.Lesson{
		Options: game.Options{Players: 2, Names: []string{"Ana", "Ben"}, Seed: 18, Variants: []string{"first=1"}},
		Learner: 0,
		Before:  lessonBefore,
		Steps: []game.Step{
			{Say: "kunststucke.LessonWelcome", Light: []string{"hand"}},
			{Say: "kunststucke.LessonTiles", Light: []string{"objectives"}},
			{Say: "kunststucke.LessonPlace", Act: "place green-block r0 G10", Light: []string{"hand 1", "cells E9-J12", "confirm"}},
			{Say: "kunststucke.LessonEnd", Act: "end", Light: []string{"end"}},
			{Say: "kunststucke.LessonBenPlaces", Act: "place blue-longblock r0 J9", Light: []string{"cells I8-N11"}},
			{Say: "kunststucke.LessonBenEnds", Act: "end", Light: []string{"strip 2"}},
			{Say: "kunststucke.LessonSlide", Act: "slide red-t P5", Light: []string{"cells O5-R9", "confirm"}},
			{Say: "kunststucke.LessonSlideWhy", Light: []string{"groups", "cells O5-R9"}},
			{Say: "kunststucke.LessonPlaceAgain", Act: "place yellow-block r0 I13", Light: []string{"hand 1", "cells G12-L15", "confirm"}},
			{Say: "kunststucke.LessonLook", Act: "look B", Light: []string{"pile B", "confirm"}},
			{Say: "kunststucke.LessonTake", Act: "take blue-6+ 4", Light: []string{"objectives"}},
			{Say: "kunststucke.LessonEndAgain", Act: "end", Light: []string{"end"}},
			{Say: "kunststucke.LessonBenDiscards", Act: "discard violet-longstair", Light: []string{"trays"}},
			{Say: "kunststucke.LessonBenEnds", Act: "end", Light: []string{"strip 2"}},
			{Say: "kunststucke.LessonDiscard", Act: "discard violet-block", Light: []string{"hand 1", "discard"}},
			{Say: "kunststucke.LessonEndLast", Act: "end", Light: []string{"end"}},
			{Say: "kunststucke.LessonBenDiscardsToo", Act: "discard violet-cross", Light: []string{"trays"}},
			{Say: "kunststucke.LessonBenEndsLast", Act: "end", Light: []string{"strip 2"}},
			{Say: "kunststucke.LessonReveal", Light: []string{"reveal tiles", "reveal line"}},
			{Say: "kunststucke.LessonGroups", Light: []string{"reveal canvas", "reveal line"}},
		},
	}
}

// lessonBefore are the lesson's first 46 turns, one a line.
var lessonBefore = []string{
	"look A", "take blue-1 1", "place blue-l r0 A17", "end",
	"look B", "take yellow-1 1", "place yellow-longl r1 A1", "end",
	"look C", "take red-1 2", "place red-longblock r0 O1", "end",
	"look D", "take yellow-2 2", "place blue-longl r3 P15", "end",
	"look E", "take yellow-3 3", "place yellow-bar r0 D1", "end",
	"look A", "take red-2 3", "place yellow-longblock r0 J1", "end",
	"place yellow-l r3 A2", "end",
	"look B", "take violet-1 4", "place red-l r2 O3", "end",
	"place red-t r1 P6", "end",
	"look C", "take green-1 5", "place green-bigt r2 F16", "end",
	"place yellow-bigt r1 L1", "end",
	"place yellow-cup r0 L17", "end",
	"place green-l r2 B17", "end",
	"place violet-bar r1 A7", "end",
	"place green-longl r0 A14", "end",
	"place green-t r1 P10", "end",
	"place green-flag r1 E16", "end",
	"place blue-t r3 O16", "end",
	"place yellow-t r1 I16", "end",
	"place yellow-stair r0 D3", "end",
	"place violet-longl r3 A3", "end",
	"place violet-stair r0 G3", "end",
	"place violet-l r2 C2", "end",
	"place violet-flag r0 K5", "end",
	"place violet-t r1 G1", "end",
	"place yellow-cross r3 I3", "end",
	"place blue-stair r2 P12", "end",
	"place blue-flag r2 P14", "end",
	"place red-cup r2 O4", "end",
	"place red-flag r3 P8", "end",
	"place red-cross r0 F6", "end",
	"place blue-cross r2 L14", "end",
	"place blue-bigt r3 O8", "end",
	"place violet-bigt r1 B5", "end",
	"place violet-cup r1 E6", "end",
	"place red-stair r2 H6", "end",
	"place violet-longblock r1 B8", "end",
	"place red-longstair r1 K6", "end",
	"place green-bar r0 B15", "end",
	"place green-stair r0 A12", "end",
	"place yellow-flag r1 H15", "end",
	"place green-cross r1 E13", "end",
	"place green-longblock r0 C12", "end",
	"place blue-bar r1 N7", "end",
	"place green-cup r0 D10", "end",
	"place blue-block r0 N13", "end",
}

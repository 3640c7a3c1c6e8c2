package ui

import (
	"testing"

	"graffiti/sprites/gametest"
)

func TestMain(m *testing.M) { gametest.Main(m, "ui", 64, 64) }

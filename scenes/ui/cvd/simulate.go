// Package cvd checks that colours a game tells apart stay apart for
// players with a colour vision deficiency: it simulates protanopia,
// deuteranopia and tritanopia, measures what is left of a difference with
// CIEDE2000, and finds the pairs that neither colour nor mark tells apart.
// The games' tests call it on their own colour tables; nothing here draws.
package cvd

import (
	"image/color"
	"math"
)

// Deficiency is a way of seeing colour: Normal, or one of the three
// dichromacies the check simulates.
type Deficiency int

const (
	Normal Deficiency = iota
	Protanopia
	Deuteranopia
	Tritanopia
	numDeficiencies
)

// Deficiencies lists every way of seeing the check looks through.
var Deficiencies = [...]Deficiency{Normal, Protanopia, Deuteranopia, Tritanopia}

func (d Deficiency) String() string {
	return [...]string{"normal", "protanopia", "deuteranopia", "tritanopia"}[d]
}

// machado are the simulation matrices of Machado, Oliveira and Fernandes,
// "A Physiologically-based Model for Simulation of Color Vision
// Deficiency", IEEE TVCG 15(6), 2009, at severity 1.0, as the authors
// publish them (www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/
// CVD_Simulation.html, Table: "protanomaly/deuteranomaly/tritanomaly,
// severity 1.0"). They act on linear RGB.
var machado = [numDeficiencies][3][3]float64{
	Normal: {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
	Protanopia: {
		{0.152286, 1.052583, -0.204868},
		{0.114503, 0.786281, 0.099216},
		{-0.003882, -0.048116, 1.051998},
	},
	Deuteranopia: {
		{0.367322, 0.860646, -0.227968},
		{0.280085, 0.672501, 0.047413},
		{-0.011820, 0.042940, 0.968881},
	},
	Tritanopia: {
		{1.255528, -0.076749, -0.178779},
		{-0.078411, 0.930809, 0.147602},
		{0.004733, 0.691367, 0.303900},
	},
}

// Linear is a colour in linear RGB, each channel 0 to 1.
type Linear [3]float64

// ToLinear undoes sRGB's transfer curve (IEC 61966-2-1).
func ToLinear(c color.RGBA) Linear {
	f := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return Linear{f(c.R), f(c.G), f(c.B)}
}

// Simulate is colour c as a person with deficiency d sees it, in linear
// RGB, clamped to the screen's gamut as a display would show it.
func Simulate(c color.RGBA, d Deficiency) Linear {
	in, m := ToLinear(c), machado[d]
	var out Linear
	for i := range out {
		v := m[i][0]*in[0] + m[i][1]*in[1] + m[i][2]*in[2]
		out[i] = min(1, max(0, v))
	}
	return out
}

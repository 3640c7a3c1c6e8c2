package sprites

import "image/color"

// Tag City's colours, shared by its table and its rules help: the five
// districts (Red, Yellow, Purple, Green, Blue, in the core's order; each
// is told by its letter as well, the core's DistrictLetter, printed on
// its squares and its chip) and the HQ's six sections, I to VI (each
// told by its numeral, TCSectionNumerals, printed on it wherever its
// colour is: amber, gold and green are close for a protanope).
var (
	TCDistricts = [5]color.RGBA{
		{0xe5, 0x3b, 0x4a, 0xff},
		{0xf2, 0xc2, 0x1c, 0xff},
		{0xa8, 0x62, 0xf5, 0xff},
		{0x2e, 0xc4, 0x62, 0xff},
		{0x2f, 0x8c, 0xff, 0xff},
	}
	TCSections        = [6]color.RGBA{NeonPink, NeonAmber, Gold, ArtistGreen, NeonCyan, NeonViolet}
	TCSectionNumerals = [6]string{"I", "II", "III", "IV", "V", "VI"}
)

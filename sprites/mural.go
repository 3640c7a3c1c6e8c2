package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tunnel is a mural: each graffiti is one piece of art (lettering, a
// character, a skull…) spread over its segments, and each segment shows
// its slice of it. A slice is drawn by drawing the whole piece into the
// slice's cached picture, which clips it to the segment's box; so slices
// line up into one picture, and nothing is drawn outside a segment.
//
// Unsprayed, a slice is the piece's sketch with the segment's paints and
// VP; sprayed, the finished art in the colours of the paints the segment
// asks for, outlined in the artist's colour.

// NumPieces is the number of pieces: one per graffiti of the base tunnel
// (0 to 9) and the three special graffiti of variant 2 (10 to 12).
const (
	NumPieces    = 13
	FirstSpecial = 10
)

// PieceSlice says which part of which piece a segment shows: slice Index
// of Count, the segments sitting side by side in a row whose union, the
// frame, starts at FrameX and is FrameW wide (the frame is as high as a
// segment).
type PieceSlice struct {
	Piece, Index, Count int
	FrameX, FrameW      float32
}

// IsSpecialPiece reports whether piece p is one of variant 2's special
// graffiti, drawn with gold and sparkles.
func IsSpecialPiece(p int) bool { return p >= FirstSpecial && p < NumPieces }

// DrawPieceSegment draws a segment in the box (x,y,w,h) as its slice of
// a piece: the sketch with its paints and VP when not sprayed, the
// finished art in the paints' colours with the artist's colour round it
// when sprayed (the table stamps the tag on top).
//
// progress turns a sprayed segment over as DrawSegment does: the sketch
// narrows to a line at 0.5 and the art widens back until 1. Both faces
// are cached pictures, drawn squashed, so a flip renders nothing new.
func DrawPieceSegment(dst *ebiten.Image, x, y, w, h float32, s PieceSlice, required []Paint, vp int, sprayed bool, artist color.RGBA, progress float64) {
	if len(required) > maxReq || s.Count < 1 || s.Index < 0 || s.Index >= s.Count {
		DrawSegment(dst, x, y, w, h, required, vp, sprayed, artist, progress)
		return
	}
	face, sc := flipFace(sprayed, progress)
	if sc < 0.03 {
		// Edge-on: the panel is a bright sliver.
		line(dst, x+w/2, y+0.04*h, x+w/2, y+0.96*h, 2, Chalk, 0.8)
		return
	}
	k := sliceKey(x, w, h, s, required, vp, face, artist)
	img := cachedPicture(k, 0, pieceFromKey)
	if img == nil {
		return
	}
	pieceOpts.GeoM.Reset()
	pieceOpts.ColorScale.Reset()
	pieceOpts.Filter = ebiten.FilterNearest
	if sc < 1 {
		// The turning panel narrows about its middle and darkens as it
		// goes edge-on.
		pieceOpts.Filter = ebiten.FilterLinear
		pieceOpts.GeoM.Translate(-float64(k.w)/2, 0)
		pieceOpts.GeoM.Scale(float64(sc), 1)
		pieceOpts.GeoM.Translate(float64(k.w)/2, 0)
		dk := 1 - 0.5*(1-sc)
		pieceOpts.ColorScale.Scale(dk, dk, dk, 1)
	}
	pieceOpts.GeoM.Translate(math.Round(float64(x)), math.Round(float64(y)))
	dst.DrawImage(img, &pieceOpts)
}

var pieceOpts ebiten.DrawImageOptions

// sliceKey packs a slice into a sprite key: a holds the piece, the
// slice, the face and the VP; b where the slice sits in its frame and the
// frame's width, both in quarter pixels; the artist's colour only counts
// once sprayed, so every sketch is shared.
func sliceKey(x, w, h float32, s PieceSlice, required []Paint, vp int, sprayed bool, artist color.RGBA) spriteKey {
	a := int32(s.Piece&15) | int32(s.Index&7)<<4 | int32(s.Count&7)<<7 | int32(vp&63)<<11
	k := spriteKey{kind: kPiece, n: int8(len(required)), w: w, h: h}
	if sprayed {
		a |= 1 << 10
		k.col = artist
	}
	k.a = a
	off := int32(math.Round(float64(quarter(x-s.FrameX))*4)) & 0xffff
	fw := int32(math.Round(float64(quarter(s.FrameW))*4)) & 0x7fff
	k.b = off | fw<<16
	for i, p := range required {
		k.paint[i] = int8(p)
	}
	return k
}

// pieceFromKey draws the slice a key describes with its box at (x,y).
func pieceFromKey(dst *ebiten.Image, k *spriteKey, x, y float32) {
	piece, index := int(k.a&15), int(k.a>>4&7)
	sprayed, vp := k.a>>10&1 == 1, int(k.a>>11&63)
	off, fw := float32(k.b&0xffff)/4, float32(k.b>>16&0x7fff)/4
	var req [maxReq]Paint
	for i := range k.n {
		req[i] = Paint(k.paint[i])
	}
	drawSlice(dst, x, y, k.w, k.h, x-off, fw, piece, index, req[:k.n], vp, sprayed, k.col)
}

// DrawPieceGlow lights up a complete piece as one picture: a halo round
// its frame (x,y,w,h), gold for a special piece. t plays the flourish of
// a piece just completed, from 0 to 1: the halo flares out and settles;
// 1 is the resting glow. The halo is one cached picture, only scaled and
// faded while the flourish plays.
func DrawPieceGlow(dst *ebiten.Image, x, y, w, h float32, special bool, t float64) {
	k := spriteKey{kind: kPieceGlow, w: w, h: h}
	if special {
		k.b = 1
	}
	pad := glowPad(h)
	img := cachedPicture(k, pad, glowFromKey)
	if img == nil {
		return
	}
	t = math.Max(0, math.Min(1, t))
	draw := func(scale, alpha float64) {
		pieceOpts.GeoM.Reset()
		pieceOpts.ColorScale.Reset()
		pieceOpts.Filter = ebiten.FilterLinear
		cw, ch := float64(quarter(w)+2*pad)/2, float64(quarter(h)+2*pad)/2
		pieceOpts.GeoM.Translate(-cw, -ch)
		pieceOpts.GeoM.Scale(scale, scale)
		pieceOpts.GeoM.Translate(cw+math.Round(float64(x-pad)), ch+math.Round(float64(y-pad)))
		pieceOpts.ColorScale.ScaleAlpha(float32(alpha))
		pieceOpts.Blend = ebiten.BlendLighter
		dst.DrawImage(img, &pieceOpts)
		pieceOpts.Blend = ebiten.BlendSourceOver
	}
	if t < 1 {
		// The flourish: a flash that swells outward and fades, over
		// the glow brightening to rest.
		e := 1 - t
		draw(1+0.18*(1-e*e), e)
	}
	draw(1, 0.55+0.45*t)
}

// glowPad is the margin round a frame the halo reaches into.
func glowPad(h float32) float32 { return float32(math.Ceil(float64(0.12*h))) + 2 }

func glowFromKey(dst *ebiten.Image, k *spriteKey, x, y float32) {
	w, h := k.w, k.h
	pad := glowPad(h) - 2
	col, edge := NeonAmber, Gold
	if k.b == 1 {
		col, edge = Gold, Chalk
	}
	r := 0.1 * h
	// Layered strokes from wide and faint to narrow and bright read as
	// light spilling off the wall round the piece.
	for i, wd := range [...]float32{1.2, 0.85, 0.5, 0.25} {
		begin()
		roundRect(x-pad/3, y-pad/3, w+2*pad/3, h+2*pad/3, r)
		strokeA(dst, wd*pad, col, [...]float32{0.08, 0.14, 0.24, 0.4}[i])
	}
	begin()
	roundRect(x-pad/3, y-pad/3, w+2*pad/3, h+2*pad/3, r)
	strokeA(dst, max(1.5, 0.1*pad), edge, 0.95)
	if k.b == 1 {
		// Sparkles at the corners: the special pieces shine.
		begin()
		for _, c := range [...][2]float32{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
			cx, cy := x-pad/3+c[0]*(w+2*pad/3), y-pad/3+c[1]*(h+2*pad/3)
			star(cx, cy, 0.6*pad, 0.15*pad, 4)
		}
		fill(dst, Chalk)
	}
}

package graffiti

import (
	"strings"

	"graffiti/game/graffiti"
	"graffiti/scenes"
	"graffiti/scenes/words"
)

// describe says in plain words what an action does, with its points and
// its cost, for the strip above the choice cards: "Spray B4: +9 VP ·
// permit 2 · pays blue + red/yellow · 1 can".
func (t *Table) describe(lang words.Lang, act graffiti.Action) string {
	s := t.S
	var parts []string
	switch act.Kind {
	case graffiti.ActPass:
		return words.T(lang, words.Pass)
	case graffiti.ActExtra:
		return words.T(lang, words.ExtraAction)
	case graffiti.ActEnd:
		return words.T(lang, words.EndTurn)
	case graffiti.ActReserve:
		return words.T(lang, words.DescReserve, s.Tunnel().Segments[act.Segment].Name)
	case graffiti.ActFlip:
		return words.T(lang, words.DescFlip, s.Tunnel().Segments[act.Segment].Name)
	case graffiti.ActPaint:
		parts = append(parts, words.T(lang, words.DescPaint, tileWord(lang, act.Tile)))
	case graffiti.ActPermit:
		parts = append(parts, t.describePermit(lang, act.Space))
	case graffiti.ActBonus:
		def := act.Space.Def()
		if def.Bobby {
			parts = append(parts, words.T(lang, words.DescBobby))
		} else if b := s.BonusSlots[def.Slot]; b != graffiti.Nobody {
			parts = append(parts, words.T(lang, words.DescBonus, words.T(lang, bonusWords[b]), words.T(lang, bonusEffects[b])))
		}
	case graffiti.ActSpray:
		d := &s.Tunnel().Segments[act.Segment]
		parts = append(parts, words.T(lang, words.DescSpray, d.Name, d.VP))
		parts = append(parts, permitShown(lang, act))
		var paid []string
		for k := graffiti.Tile(0); k < graffiti.NumTiles; k++ {
			for i := uint8(0); i < act.Tiles[k]; i++ {
				paid = append(paid, tileWord(lang, k))
			}
		}
		for i := uint8(0); i < act.Wild; i++ {
			paid = append(paid, words.T(lang, words.BonusWild))
		}
		parts = append(parts, words.T(lang, words.DescPays, strings.Join(paid, " + ")))
	}
	cost, _ := s.Check(act)
	parts = append(parts, words.T(lang, words.CostCans, cost))
	if act.Add {
		parts = append(parts, words.T(lang, words.WithAdd))
	}
	if act.Discount {
		parts = append(parts, words.T(lang, words.WithDiscount))
	}
	return strings.Join(parts, " · ")
}

// permitShown says how a spray shows its permit.
func permitShown(lang words.Lang, act graffiti.Action) string {
	switch act.Permit {
	case graffiti.PermitOne:
		return words.T(lang, words.PermitOne, act.Pips)
	case graffiti.PermitTwo:
		return words.T(lang, words.PermitTwo, act.Pips)
	case graffiti.PermitBonus:
		return words.T(lang, words.PermitBonus)
	}
	return ""
}

// describePermit says which permits a permit space gives now.
func (t *Table) describePermit(lang words.Lang, sp graffiti.Space) string {
	var pips []string
	for _, i := range graffiti.PermitSpaceSlots(sp) {
		if p := t.S.PermitSlots[i]; p != 0 {
			pips = append(pips, scenes.Num(p))
		}
	}
	out := words.T(lang, words.DescPermits, len(pips), strings.Join(pips, words.T(lang, words.And)))
	switch sp {
	case graffiti.SpPermitFirst:
		out += words.T(lang, words.DescFirstToken)
	case graffiti.SpPermit3S:
		out += words.T(lang, words.DescFromStack)
	}
	return out
}

// bonusEffects say what each bonus tile does, in a few words.
var bonusEffects = [graffiti.NumBonus]words.Word{
	graffiti.BonusVP: words.EffectVP, graffiti.BonusWild: words.EffectWild, graffiti.BonusPermit: words.EffectPermit,
	graffiti.BonusExtra: words.EffectExtra, graffiti.BonusReserve: words.EffectReserve, graffiti.BonusAdd: words.EffectAdd,
	graffiti.BonusDiscount: words.EffectDiscount, graffiti.BonusSave: words.EffectSave,
}

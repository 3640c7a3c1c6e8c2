package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"graffiti/game"
	"graffiti/scenes/boxes"
)

// The game commands, written once over the contract of package game:
// sim, replay, arena and loadtest take -game NAME (the shelf's first game
// when not told) and play any game of the shelf the same way.

// gameOf takes -game NAME (or -game=NAME) out of args, wherever it is.
func gameOf(args []string) (game.Game, []string, error) {
	name, rest := boxes.Games[0].Name(), make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		a := strings.TrimLeft(args[i], "-")
		switch {
		case len(args[i]) > 1 && args[i][0] == '-' && a == "game":
			if i+1 >= len(args) {
				return nil, nil, errors.New("-game needs a name")
			}
			name = args[i+1]
			i++
		case len(args[i]) > 1 && args[i][0] == '-' && strings.HasPrefix(a, "game="):
			name = strings.TrimPrefix(a, "game=")
		default:
			rest = append(rest, args[i])
		}
	}
	g, err := boxes.Find(name)
	return g, rest, err
}

// gameFlags are the flags of a command that plays games of g (sim,
// arena): the command's own, and the set-up flags every such command
// takes for g: -variants, and each variant's older flag of its own (Tag
// City's -side).
type gameFlags struct {
	*flag.FlagSet
	g        game.Game
	variants *string
	own      map[string]*string // variant name: its own flag's value
}

// newGameFlags takes -game out of args, returning the rest, and starts
// the command's flags, their help printed to out, with g's set-up flags.
func newGameFlags(name string, args []string, out io.Writer) (*gameFlags, []string, error) {
	g, args, err := gameOf(args)
	if err != nil {
		return nil, nil, err
	}
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(out)
	gf := &gameFlags{FlagSet: fs, g: g, own: map[string]*string{}}
	var words []string
	for _, v := range g.Variants() {
		w := v.Name
		if len(v.Values) > 0 {
			w += "=" + strings.Join(v.Values, "|")
		}
		words = append(words, w+" ("+v.Usage+")")
		if v.Flag != "" {
			gf.own[v.Name] = fs.String(v.Flag, "", "the variant "+v.Name+": "+strings.Join(v.Values, " or ")+" ("+v.Usage+")")
		}
	}
	usage := "comma-separated variants: " + strings.Join(words, ", ")
	if len(words) == 0 {
		usage = g.Title() + " has no variants"
	}
	gf.variants = fs.String("variants", "", usage)
	return gf, args, nil
}

// parse reads the flags: 2 when they are wrong (the flag set said why),
// 1 with an argument left over, 0 when all is read.
func (gf *gameFlags) parse(args []string) int {
	if err := gf.Parse(args); err != nil {
		return 2
	}
	if gf.NArg() > 0 {
		return fail("%s: unexpected %q", gf.Name(), gf.Args())
	}
	return 0
}

// options are the set-up the flags ask for with so many players, refused
// in words when g cannot have it.
func (gf *gameFlags) options(players int) (game.Options, error) {
	if fewest, most := gf.g.Players(); players < fewest || players > most {
		return game.Options{}, fmt.Errorf("%d players: %s is for %d to %d", players, gf.g.Title(), fewest, most)
	}
	o := game.Options{Players: players}
	for _, w := range strings.Split(*gf.variants, ",") {
		if w = strings.TrimSpace(w); w != "" {
			o.Variants = append(o.Variants, w)
		}
	}
	for name, v := range gf.own {
		if *v != "" {
			o.Variants = append(o.Variants, name+"="+strings.ToUpper(*v))
		}
	}
	slices.Sort(o.Variants)
	return o, o.Check(gf.g.Variants())
}

package game

import (
	"fmt"
	"slices"
	"strings"
)

// Check tells whether o's variants are all among vs, each once, with a
// value a choice has ("city=B") and none an on-or-off one has.
func (o Options) Check(vs []Variant) error {
	seen := map[string]bool{}
	for _, w := range o.Variants {
		name, value, hasValue := strings.Cut(w, "=")
		i := slices.IndexFunc(vs, func(v Variant) bool { return v.Name == name })
		switch {
		case i < 0:
			return fmt.Errorf("unknown variant %q (%s)", name, variantNames(vs))
		case seen[name]:
			return fmt.Errorf("the variant %q is given twice", name)
		case len(vs[i].Values) == 0 && hasValue:
			return fmt.Errorf("the variant %q takes no value", name)
		case len(vs[i].Values) > 0 && !slices.Contains(vs[i].Values, value):
			return fmt.Errorf("the variant %q is one of %s, not %q", name, strings.Join(vs[i].Values, ", "), value)
		}
		seen[name] = true
	}
	return nil
}

// Has tells whether an on-or-off variant is on.
func (o Options) Has(name string) bool { return slices.Contains(o.Variants, name) }

// Value is a choice's value, or def when o does not say.
func (o Options) Value(name, def string) string {
	for _, w := range o.Variants {
		if n, v, ok := strings.Cut(w, "="); ok && n == name {
			return v
		}
	}
	return def
}

func variantNames(vs []Variant) string {
	var names []string
	for _, v := range vs {
		names = append(names, v.Name)
	}
	if len(names) == 0 {
		return "this game has none"
	}
	return strings.Join(names, ", ")
}

package bot

import (
	"math"
	"math/rand/v2"
	"sort"
)

// Model is what the search needs of a game: a forward model seen from one
// observer. Nothing in it is specific to Graffiti, so another game gets a
// searching bot by writing a Model. S is a full game state (one
// determinization), A an action; a Model must be safe for concurrent use
// by several trees (keep scratch space in S, not in the Model).
type Model[S any, A comparable] interface {
	// Sample draws a full state consistent with everything the observer
	// knows, filling the unknown from r.
	Sample(r *rand.Rand) S
	// Actor is the seat to decide in s, or -1 when s is terminal or past
	// the model's horizon.
	Actor(s S) int
	// Moves appends the actions the search considers in s. At the root
	// they must depend only on what the observer knows.
	Moves(s S, buf []A) []A
	// Apply plays a (one of Moves) in s.
	Apply(s S, a A)
	// Playout plays on from s to the horizon with the model's policy and
	// writes each seat's reward, in [0, 1], to out.
	Playout(s S, r *rand.Rand, out []float64)
}

// Tree is one information-set Monte Carlo tree search (single observer):
// every iteration samples a fresh determinization, walks down the nodes
// whose actions are legal in it (UCB1 with availability counts), expands
// one new action, plays out and backs the rewards up, each node crediting
// the seat that chose its action. Iterations run in slices with Step, so
// a caller on one thread (the browser) can interleave them with drawing.
type Tree[S any, A comparable] struct {
	m       Model[S, A]
	r       *rand.Rand
	root    *node[A]
	c       float64 // exploration constant
	seats   int
	rewards []float64
	moves   []A
	untried []A
	path    []*node[A]
	iters   int
}

type node[A comparable] struct {
	action   A
	actor    int
	visits   int
	avail    int
	reward   float64
	children []*node[A]
	index    map[A]int32
}

func (n *node[A]) child(a A) *node[A] {
	if n.index != nil {
		if i, ok := n.index[a]; ok {
			return n.children[i]
		}
		return nil
	}
	for _, c := range n.children {
		if c.action == a {
			return c
		}
	}
	return nil
}

func (n *node[A]) add(a A, actor int) *node[A] {
	c := &node[A]{action: a, actor: actor}
	n.children = append(n.children, c)
	if n.index != nil {
		n.index[a] = int32(len(n.children) - 1)
	} else if len(n.children) > 12 {
		n.index = make(map[A]int32, 2*len(n.children))
		for i, c := range n.children {
			n.index[c.action] = int32(i)
		}
	}
	return c
}

// NewTree starts a search for a game of seats players, with its own
// random source and exploration constant c (0 gives the usual 0.7).
func NewTree[S any, A comparable](m Model[S, A], seats int, seed uint64, c float64) *Tree[S, A] {
	if c == 0 {
		c = 0.7
	}
	return &Tree[S, A]{
		m: m, r: rand.New(rand.NewPCG(seed, 0x5eed)), root: &node[A]{actor: -1}, c: c,
		seats: seats, rewards: make([]float64, seats),
	}
}

// Iterations is how many iterations the tree has run.
func (t *Tree[S, A]) Iterations() int { return t.iters }

// Step runs n iterations.
func (t *Tree[S, A]) Step(n int) {
	for i := 0; i < n; i++ {
		t.iterate()
	}
}

func (t *Tree[S, A]) iterate() {
	s := t.m.Sample(t.r)
	n := t.root
	t.path = append(t.path[:0], n)
	for {
		actor := t.m.Actor(s)
		if actor < 0 {
			break
		}
		t.moves = t.m.Moves(s, t.moves[:0])
		if len(t.moves) == 0 {
			break
		}
		t.untried = t.untried[:0]
		var best *node[A]
		bestScore := math.Inf(-1)
		for _, a := range t.moves {
			c := n.child(a)
			if c == nil {
				t.untried = append(t.untried, a)
				continue
			}
			c.avail++
		}
		if len(t.untried) > 0 {
			a := t.untried[t.r.IntN(len(t.untried))]
			c := n.add(a, actor)
			c.avail++
			t.m.Apply(s, a)
			t.path = append(t.path, c)
			break
		}
		for _, a := range t.moves {
			c := n.child(a)
			sc := c.reward/float64(c.visits) + t.c*math.Sqrt(math.Log(float64(c.avail))/float64(c.visits))
			if sc > bestScore {
				best, bestScore = c, sc
			}
		}
		t.m.Apply(s, best.action)
		t.path = append(t.path, best)
		n = best
	}
	t.m.Playout(s, t.r, t.rewards)
	t.root.visits++
	for _, c := range t.path[1:] {
		c.visits++
		c.reward += t.rewards[c.actor]
	}
	t.iters++
}

// Stat is a root action with its merged visits and mean reward for the
// seat that chooses it.
type Stat[A comparable] struct {
	Action A
	Visits int
	Value  float64
}

// Merge sums the root statistics of several trees (root parallelism) and
// sorts them, most visited first; ties go to the higher value.
func Merge[S any, A comparable](trees ...*Tree[S, A]) []Stat[A] {
	idx := map[A]int{}
	var out []Stat[A]
	for _, t := range trees {
		for _, c := range t.root.children {
			i, ok := idx[c.action]
			if !ok {
				i = len(out)
				idx[c.action] = i
				out = append(out, Stat[A]{Action: c.action})
			}
			out[i].Visits += c.visits
			out[i].Value += c.reward
		}
	}
	for i := range out {
		if out[i].Visits > 0 {
			out[i].Value /= float64(out[i].Visits)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Visits != out[j].Visits {
			return out[i].Visits > out[j].Visits
		}
		return out[i].Value > out[j].Value
	})
	return out
}

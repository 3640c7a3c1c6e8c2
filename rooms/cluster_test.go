package rooms

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go/jetstream"

	"graffiti/game"
	"graffiti/rooms/hostproc"
	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

// testLease is the rooms' lease in the cluster tests: short, so that a
// room's takeover comes within seconds.
const testLease = 2 * time.Second

// startNATSCluster starts n NATS servers with JetStream in this process,
// routed to each other on loopback: a cluster as a festival's would be.
func startNATSCluster(t *testing.T, n int) []*server.Server {
	t.Helper()
	ports := make([]int, n)
	var routes []string
	for i := range ports {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		ports[i] = l.Addr().(*net.TCPAddr).Port
		l.Close()
		routes = append(routes, fmt.Sprintf("nats-route://127.0.0.1:%d", ports[i]))
	}
	nodes := make([]*server.Server, n)
	for i := range nodes {
		ns, err := server.NewServer(&server.Options{
			ServerName: fmt.Sprintf("node%d", i+1), Host: "127.0.0.1", Port: -1,
			JetStream: true, StoreDir: t.TempDir(), NoSigs: true, NoLog: true,
			JetStreamMaxMemory: 64 << 20,
			Cluster:            server.ClusterOpts{Name: "graffiti", Host: "127.0.0.1", Port: ports[i]},
			Routes:             server.RoutesFromStr(strings.Join(routes, ",")),
		})
		if err != nil {
			t.Fatal(err)
		}
		go ns.Start()
		nodes[i] = ns
		t.Cleanup(func() { ns.Shutdown(); ns.WaitForShutdown() })
	}
	for _, ns := range nodes {
		if !ns.ReadyForConnections(30 * time.Second) {
			t.Fatal("a NATS node did not start")
		}
	}
	return nodes
}

// clusterHost is one host of the cluster: the program's host, run as a
// process of its own on a node of the cluster.
type clusterHost struct {
	id   string
	proc *hostproc.Process
	url  string
	dead bool
}

// waitForCluster makes the rooms' stream and leases on three nodes from
// the test's side, asking again while the cluster elects its leader: the
// hosts then find them made.
func waitForCluster(t *testing.T, url string) (*JetStream, jetstream.KeyValue) {
	t.Helper()
	ctx := context.Background()
	var js *JetStream
	var err error
	for try := 0; try < 60; try++ {
		if js, err = ConnectJetStream(ctx, url, 3); err == nil {
			break
		}
		time.Sleep(500 * time.Millisecond)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { js.Close() })
	owners, err := js.Owners(ctx, testLease, 3)
	if err != nil {
		t.Fatal(err)
	}
	return js, owners
}

// startClusterHost starts `graffiti host -nats` on the node at url.
func startClusterHost(t *testing.T, bin, url, id string) *clusterHost {
	t.Helper()
	p, err := startHostProcess(t, bin, "-nats", url, "-name", id, "-lease", testLease.String())
	if err != nil {
		t.Fatal(err)
	}
	return &clusterHost{id: id, proc: p, url: p.Rooms}
}

// kill kills the host's process (SIGKILL): its connections drop, its
// leases are not given up, they lapse.
func (ch *clusterHost) kill(t *testing.T) {
	ch.dead = true
	if err := ch.proc.Cmd.Process.Kill(); err != nil {
		t.Errorf("killing %s: %v", ch.id, err)
	}
}

// clusterClients are the clients' view of the cluster: after a drop a
// client goes to the next host alive; the owner of the first room is
// killed once its table has heard killAt actions.
type clusterClients struct {
	t      *testing.T
	owners jetstream.KeyValue
	hosts  []*clusterHost
	victim string // the room whose owner is killed
	killAt int

	mu     sync.Mutex
	killed string // the killed host's ID
}

func (cc *clusterClients) heard(room string, actions int) {
	cc.mu.Lock()
	defer cc.mu.Unlock()
	if room != cc.victim || actions < cc.killAt || cc.killed != "" {
		return
	}
	e, err := cc.owners.Get(context.Background(), room)
	if err != nil {
		cc.t.Errorf("room %s has no owner: %v", room, err)
		return
	}
	for _, ch := range cc.hosts {
		if ch.id == string(e.Value()) {
			cc.t.Logf("killing %s, the owner of room %s, at %d actions", ch.id, room, actions)
			cc.killed = ch.id
			ch.kill(cc.t)
		}
	}
}

func (cc *clusterClients) sent(string, int)  {}
func (cc *clusterClients) acked(string, int) {}

func (cc *clusterClients) after(ctx context.Context, gen int) (string, int, error) {
	for g := gen + 1; ctx.Err() == nil; g++ {
		cc.mu.Lock()
		ch := cc.hosts[g%len(cc.hosts)]
		dead := ch.dead
		cc.mu.Unlock()
		if !dead {
			return ch.url, g, nil
		}
	}
	return "", 0, ctx.Err()
}

// Three host processes on a three-node NATS cluster, a room of each game made on
// each host and its phones joined through the others (their requests
// forwarded to the room's owner). The first room's owner is killed
// (SIGKILL) mid-game: the room is taken over from its log by another host, every
// client back in its seat, and every game ends with every action a
// phone heard acknowledged in its room's log.
func TestARoomOutlivesItsHostOnANATSCluster(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts a NATS cluster and plays three games")
	}
	bin := buildHostProgram(t)
	start := time.Now()
	nodes := startNATSCluster(t, 3)
	js, owners := waitForCluster(t, nodes[0].ClientURL())
	var hosts []*clusterHost
	for i, ns := range nodes {
		hosts = append(hosts, startClusterHost(t, bin, ns.ClientURL(), fmt.Sprintf("host%d", i+1)))
	}
	t.Logf("the cluster and its hosts started in %v", time.Since(start))
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	cc := &clusterClients{t: t, owners: owners, hosts: hosts, killAt: 8}
	var clients []*killedClient
	for i, g := range boxes.Games {
		table := dial(t, hosts[i].url)
		created, _ := ask(t, table, wire.Request{Type: wire.ReqCreate, Game: g.Name(), Seats: []string{wire.Person, wire.Person, "easy"}, Names: []string{"Ana", "Ben", "Cleo"}}, wire.MsgCreated)
		tw, _ := receive(t, table, wire.MsgWelcome)
		if i == 0 {
			cc.victim = created.Room
		}
		r := rand.New(rand.NewPCG(uint64(i), 29))
		clients = append(clients, &killedClient{k: cc, g: g, room: created.Room, seat: game.Nobody, token: created.Token, c: table, first: tw, r: r})
		for seat := range 2 {
			// Each phone through another host than the room's.
			c := dial(t, hosts[(i+1+seat)%len(hosts)].url)
			w, _ := ask(t, c, wire.Request{Type: wire.ReqClaim, Room: created.Room, Invite: invitation(created), Seat: seatPtr(seat)}, wire.MsgWelcome)
			clients = append(clients, &killedClient{k: cc, g: g, room: created.Room, seat: seat, token: w.Token, c: c, first: w,
				r: rand.New(rand.NewPCG(uint64(i), uint64(seat)))})
		}
	}
	var wg sync.WaitGroup
	errs := make(chan error, len(clients))
	for _, p := range clients {
		wg.Add(1)
		go func() { defer wg.Done(); errs <- p.play(ctx) }()
	}
	wg.Wait()
	t.Logf("the games played in %v", time.Since(start))
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	if t.Failed() {
		return
	}
	if cc.killed == "" {
		t.Fatal("no host was killed: the first room never reached the moment")
	}
	for _, p := range clients {
		_, ms, acts := replayLog(t, clusterLogOf(t, js, p.room))
		// A read just after the game may answer a record short: once,
		// the table's read of a room had 162 records where its phones'
		// reads a moment later had the 163 all three heard. It is read
		// again for a while, never past what a client heard: a record
		// truly lost stays lost.
		for try := 0; len(acts) < p.last.Actions && try < 50; try++ {
			time.Sleep(100 * time.Millisecond)
			_, ms, acts = replayLog(t, clusterLogOf(t, js, p.room))
		}
		if !ms[len(ms)-1].Over() {
			t.Errorf("room %s's log does not end its game", p.room)
		}
		for _, a := range p.acked {
			if *a.At >= len(acts) || acts[*a.At].Action != a.Action || acts[*a.At].Seat != p.seat {
				t.Errorf("room %s: seat %d heard %q acknowledged at %d, which the log does not hold", p.room, p.seat, a.Action, *a.At)
			}
		}
		if p.last.Result == nil || p.last.Actions != len(acts) {
			t.Errorf("room %s, seat %d: the result heard after %d actions, the log has %d", p.room, p.seat, p.last.Actions, len(acts))
		}
	}
}

// clusterLogOf reads a room's records as logOf does, asking again while
// the cluster answers that nobody serves the request (now and then, a
// moment after a host's connection was cut).
func clusterLogOf(t *testing.T, l *JetStream, code string) []record {
	t.Helper()
	var err error
	for try := 0; try < 20; try++ {
		var data [][]byte
		if data, _, err = l.Room(context.Background(), code); err == nil {
			recs := make([]record, len(data))
			for i, d := range data {
				if err := json.Unmarshal(d, &recs[i]); err != nil {
					t.Fatal(err)
				}
			}
			return recs
		}
		time.Sleep(500 * time.Millisecond)
	}
	t.Fatalf("room %s's log: %v", code, err)
	return nil
}

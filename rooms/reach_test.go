package rooms

import (
	"net"
	"slices"
	"testing"

	"graffiti/rooms/wire"
	"graffiti/scenes/boxes"
)

func ipnet(s string) net.Addr {
	ip, n, err := net.ParseCIDR(s)
	if err != nil {
		panic(err)
	}
	n.IP = ip
	return n
}

// A café's laptop: loopback, its Wi-Fi address, a link-local IPv6 and a
// global one.
var laptop = []net.Addr{ipnet("127.0.0.1/8"), ipnet("::1/128"), ipnet("fe80::1c2d:3e4f:5a6b:7c8d/64"), ipnet("2001:db8::42/64"), ipnet("192.168.1.20/24")}

func TestAHostOnEveryAddressNamesTheOnesPhonesReach(t *testing.T) {
	got := Reachable(&net.TCPAddr{IP: net.IPv6unspecified, Port: 8080}, laptop)
	want := []string{"http://192.168.1.20:8080/", "http://[2001:db8::42]:8080/"}
	if !slices.Equal(got, want) {
		t.Fatalf("reachable at %v; want %v (IPv4 first, no loopback, no link-local)", got, want)
	}
}

func TestAHostOnOneAddressNamesThatOne(t *testing.T) {
	got := Reachable(&net.TCPAddr{IP: net.ParseIP("192.168.1.20"), Port: 9000}, laptop)
	if !slices.Equal(got, []string{"http://192.168.1.20:9000/"}) {
		t.Fatalf("reachable at %v", got)
	}
}

func TestAHostOnLoopbackNamesNone(t *testing.T) {
	if got := Reachable(&net.TCPAddr{IP: net.ParseIP("127.0.0.1"), Port: 8080}, laptop); len(got) != 0 {
		t.Fatalf("a host on loopback is reachable at %v", got)
	}
}

// The host tells a table screen where phones reach it (its QR code's
// address when the page was opened at localhost); a seat and a
// spectator are not told.
func TestATablesWelcomeSaysWherePhonesReachTheHost(t *testing.T) {
	const join = "http://192.168.1.20:8080/"
	th := startHost(t, t.TempDir(), func(c *Config) { c.Join = join })
	g := boxes.Games[0]
	table := dial(t, th.url)
	created, _ := ask(t, table, wire.Request{Type: wire.ReqCreate, Game: g.Name(), Seats: []string{wire.Person, "easy"}}, wire.MsgCreated)
	if w, _ := receive(t, table, wire.MsgWelcome); w.Join != join {
		t.Fatalf("the table's welcome says join %q; want %q", w.Join, join)
	}
	phone := dial(t, th.url)
	if w, _ := ask(t, phone, wire.Request{Type: wire.ReqClaim, Room: created.Room, Invite: invitation(created), Seat: seatPtr(0)}, wire.MsgWelcome); w.Join != "" {
		t.Fatalf("a seat's welcome says join %q", w.Join)
	}
	watcher := dial(t, th.url)
	if w, _ := ask(t, watcher, wire.Request{Type: wire.ReqWatch, Room: created.Room}, wire.MsgWelcome); w.Join != "" {
		t.Fatalf("a spectator's welcome says join %q", w.Join)
	}
}

// An address two interfaces share (a bridge and its member) is listed once.
func TestAnAddressTwoInterfacesShareIsListedOnce(t *testing.T) {
	twice := append(slices.Clone(laptop), ipnet("10.0.0.5/8"), ipnet("192.168.1.20/24"))
	got := Reachable(&net.TCPAddr{IP: net.IPv4zero, Port: 8080}, twice)
	want := []string{"http://192.168.1.20:8080/", "http://10.0.0.5:8080/", "http://[2001:db8::42]:8080/"}
	if !slices.Equal(got, want) {
		t.Fatalf("reachable at %v; want %v", got, want)
	}
}

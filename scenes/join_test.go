package scenes

import "testing"

func TestAPageAtLocalhostGivesTheHostsReachableAddress(t *testing.T) {
	const reach = "http://192.168.1.20:8080/"
	for _, c := range []struct{ page, want string }{
		{"http://localhost:8080/", reach + "?room=BCDFG"},
		{"http://127.0.0.1:8080/", reach + "?room=BCDFG"},
		{"http://[::1]:8080/", reach + "?room=BCDFG"},
		{"http://graffiti.localhost:8080/", reach + "?room=BCDFG"},
		// Opened at an address phones reach: that one.
		{"http://192.168.1.20:8080/", "http://192.168.1.20:8080/?room=BCDFG"},
		{"https://cafe.example/play/", "https://cafe.example/play/?room=BCDFG"},
	} {
		if got := JoinAt(c.page, reach, "BCDFG"); got != c.want {
			t.Errorf("a page at %s gives %s; want %s", c.page, got, c.want)
		}
	}
	// A host that knows no reachable address: the page's own.
	if got := JoinAt("http://localhost:8080/", "", "BCDFG"); got != "http://localhost:8080/?room=BCDFG" {
		t.Errorf("without the host's address: %s", got)
	}
}

package web

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/serviceworker"
	"github.com/chromedp/chromedp"

	"graffiti/rooms"
	"graffiti/rooms/pushtest"
	"graffiti/rooms/wire"
)

// A seat's page over https is told of its turn: the phone's hand offers
// it (in German here), a tap subscribes with the host's key and gives
// the host the subscription; the page closed, the host posts the seat's
// notice to it; that notice, decrypted as the browser would, is
// delivered to the page's service worker (by the DevTools protocol: no
// push service is reachable from a test), which shows it; its tap opens
// the room at the seat, where the page takes its seat up again.
//
// Headless Chromium reaches no push service (its pushManager.subscribe
// waits for one for ever), so the page's pushManager.subscribe is the
// test's: it checks what the page asks and gives a subscription whose
// keys the test holds, at a push service the test serves. The rest is
// the browser's: the permission (granted by the DevTools protocol), the
// service worker, its notification and its click handler (run by a
// notificationclick event made in the worker, with clients.openWindow
// recording the address: a window is opened only by a person's tap).
func TestBrowserSeatIsToldOfItsTurn(t *testing.T) {
	t.Parallel() // a browser of its own, untimed
	keys, err := rooms.LoadVAPIDKeys(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	ps := newPushEndpoint(t)
	srv, created, phone := tlsRoom(t, wire.Request{Game: "tagcity", Seats: []string{wire.Person, "easy"}, Names: []string{"Ana", "Ben"}}, func(c *rooms.Config) {
		c.Push = &rooms.Push{Keys: keys, Client: ps.srv.Client()}
	})
	viewport(t, phone, 390, 844, true, 1)
	speaks(t, phone, "de")
	for _, p := range []*cdpbrowser.PermissionDescriptor{{Name: "notifications"}, {Name: "push", UserVisibleOnly: true}} {
		if _, err := chromedp.CallBrowser(phone, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{Permission: p, Setting: cdpbrowser.PermissionSettingGranted, Origin: srv.URL}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := chromedp.Call(phone, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: ps.stub()}); err != nil {
		t.Fatal(err)
	}
	// Seat 0, chosen as the page's loader lists the seats (the game
	// takes it as it starts): no tap on the game, which might land on
	// the offer as it comes.
	choose := `if (new URLSearchParams(location.search).has("` + wire.InviteParam + `")) window.graffitiSeatChosen = 0;`
	if _, err := chromedp.Call(phone, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: choose}); err != nil {
		t.Fatal(err)
	}
	open(t, phone, invitedLink(srv.URL, created))

	// The offer, in the page's words, and its tap.
	waitFor(t, phone, "the offer to be told", `!!document.querySelector("#push button.ask")`)
	if st, _ := statusOf(t, phone); st.Seat != 0 || st.Kind != "hand" {
		t.Fatalf("the offer is made to a page that is %+v, not seat 0's hand", st)
	}
	if ask := evalString(t, phone, `document.querySelector("#push button.ask").textContent`); ask != "Sag mir, wenn ich dran bin" {
		t.Errorf("the offer says %q", ask)
	}
	// The game is laid out above the offer's strip, which covers none
	// of it: the screen Ebitengine draws ends where the strip begins,
	// and the game was told (its canvas as high as the space left).
	waitFor(t, phone, "the game laid out above the offer", `(c => c.getBoundingClientRect().bottom <= document.getElementById("push").getBoundingClientRect().top + 0.5 && c.height / devicePixelRatio <= document.getElementById("push").getBoundingClientRect().top + 0.5)(document.querySelector("canvas"))`)
	screenshot(t, phone, "told-offer-de.png")
	if err := chromedp.Do(phone, chromedp.Tap(chromedp.CSS("#push button.ask"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, phone, "the subscription", `!!window.graffitiTestSubscribed`)
	if asked := evalString(t, phone, `JSON.stringify(window.graffitiTestSubscribed)`); asked != fmt.Sprintf(`{"userVisibleOnly":true,"key":%q}`, keys.Public) {
		t.Errorf("the page subscribed with %s; the host's key is %s", asked, keys.Public)
	}
	waitFor(t, phone, "the page saying it will tell", `(document.getElementById("push") || {}).textContent === "Du erfährst es, wenn du dran bist.×"`)

	// The page closed (a page of the host's without the game: the
	// service worker's origin), the seat has no connection: when its
	// turn comes (at once, or after the bot's move) the host tells it.
	if err := chromedp.Do(phone, chromedp.Navigate(srv.URL+"/build.json")); err != nil {
		t.Fatal(err)
	}
	var n struct {
		Room, Lang, Title, Body, URL string
		Seat                         int
	}
	plain := ps.notice(t)
	if err := json.Unmarshal(plain, &n); err != nil {
		t.Fatal(err)
	}
	if n.Room != created.Room || n.Seat != 0 || n.Lang != "de" || n.URL != "/?room="+created.Room+"&seat=0" || !strings.Contains(n.Title, "Ben") {
		t.Fatalf("the host's notice: %+v", n)
	}

	// The notice, as the browser has it, delivered to the service worker.
	reg := registration(t, phone, srv.URL+"/")
	// The worker, attached to before the push: a worker idle since the
	// page left may be stopping as the push comes, and in 2 of 8 runs
	// the push it was sent then showed nothing; attached to, it runs.
	worker, stop := workerOf(t, phone, srv.URL+"/sw.js")
	defer stop()
	if _, err := chromedp.Run(worker, chromedp.Evaluate[bool]("true")); err != nil {
		t.Fatal(err)
	}
	showNotice(t, phone, srv.URL, reg, plain, n.Title, n.Body, n.URL)
	drawNotice(t, phone, "told-notice-de.png")

	// Its tap, in the worker: the click handler closes it and opens url.
	// (Its waitUntil throws, as it does for any event a script made:
	// the worker reports it; openNotice has been called by then.)
	opened, err := chromedp.Run(worker, chromedp.Evaluate[string](`new Promise(async (done) => {
		self.clients.openWindow = (url) => { done(url); return Promise.resolve(null); };
		const [n] = await self.registration.getNotifications();
		self.dispatchEvent(new NotificationEvent("notificationclick", { notification: n }));
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if opened != srv.URL+n.URL {
		t.Fatalf("the notice's tap opens %q, not %q", opened, srv.URL+n.URL)
	}
	if left := evalAwait(t, phone, shownNotices); left != "[]" {
		t.Errorf("the tapped notice is still shown: %s", left)
	}
	// The room at the seat, opened there: the page's kept token takes the
	// seat up again. It speaks English now: the offer of a page whose
	// browser holds no subscription (the test's pushManager forgets it
	// with its page), pictured in English.
	speaks(t, phone, "en")
	open(t, phone, opened)
	waitFor(t, phone, "the seat taken up again", `!!window.graffiti.room && JSON.parse(window.graffiti.room).seat === 0 && JSON.parse(window.graffiti.room).code === `+fmt.Sprintf("%q", created.Room))
	waitFor(t, phone, "the offer in English", `(document.querySelector("#push button.ask") || {}).textContent === "Tell me when it is my turn"`)
	screenshot(t, phone, "told-offer.png")

	// Taken in English: the seat plays its turn, the page is closed, and
	// when the seat's turn comes again (after the bot's) its notice is
	// in English.
	if err := chromedp.Do(phone, chromedp.Tap(chromedp.CSS("#push button.ask"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, phone, "the page saying it will tell, in English", `(document.getElementById("push") || {}).textContent === "You will be told when it is your turn.×"`)
	waitFor(t, phone, "the seat's turn, still", `JSON.parse(window.graffiti.room).turn === true`)
	for i := 0; ; i++ {
		st, p, ok := turnTap(t, phone, 0)
		if !st.Turn {
			break
		}
		if i > 400 {
			t.Fatalf("the seat's turn did not end: %+v", st)
		}
		if ok {
			touchHeld(t, phone, p[0], p[1])
		} else {
			time.Sleep(50 * time.Millisecond)
		}
	}
	if err := chromedp.Do(phone, chromedp.Navigate(srv.URL+"/build.json")); err != nil {
		t.Fatal(err)
	}
	plain = ps.notice(t)
	var en struct{ Lang, Title, Body, URL string }
	if err := json.Unmarshal(plain, &en); err != nil {
		t.Fatal(err)
	}
	if en.Lang != "en" || en.URL != n.URL || en.Title == n.Title {
		t.Fatalf("the notice after the page spoke English: %+v (the German one: %+v)", en, n)
	}
	showNotice(t, phone, srv.URL, reg, plain, en.Title, en.Body, en.URL)
	drawNotice(t, phone, "told-notice.png")
}

// showNotice delivers the push plain to the service worker registered
// as reg and waits for it to show the notice title, body, url. Once in a
// loaded CI run a push the DevTools delivered reached no handler at all
// (nothing shown in 10 s): that delivery is the test's stand-in for a
// push service, which would send again, so an unanswered one is sent
// once more. The worker's one notice a seat (its tag) keeps a second
// delivery from showing two.
func showNotice(t *testing.T, ctx context.Context, origin string, reg serviceworker.RegistrationID, plain []byte, title, body, url string) {
	t.Helper()
	deliver := func() {
		if _, err := chromedp.Call(ctx, serviceworker.DeliverPushMessage, serviceworker.DeliverPushMessageParams{Origin: origin, RegistrationID: reg, Data: string(plain)}); err != nil {
			t.Fatal(err)
		}
	}
	deliver()
	for i := 0; ; i++ {
		shown, want := evalAwait(t, ctx, shownNotices), fmt.Sprintf(`[[%q,%q,%q]]`, title, body, url)
		if shown == want {
			return
		}
		if i > 200 || shown != "[]" {
			t.Fatalf("the service worker shows %s, not the notice's %s", shown, want)
		}
		if i == 50 {
			t.Log("the push showed nothing in 5 s: delivered again")
			deliver()
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// shownNotices is, in JSON, the notices the page's service worker shows:
// [title, body, url] each.
const shownNotices = `navigator.serviceWorker.getRegistration().then(r => r.getNotifications()).then(ns => JSON.stringify(ns.map(n => [n.title, n.body, n.data.url])))`

// pushEndpoint is a browser's push service as the test holds it: one
// subscription, whose keys the test made, and the notices posted to it,
// decrypted as the browser would.
type pushEndpoint struct {
	srv *httptest.Server
	sub pushtest.Sub
	got chan []byte
}

func newPushEndpoint(t *testing.T) *pushEndpoint {
	t.Helper()
	sub, err := pushtest.NewSub()
	if err != nil {
		t.Fatal(err)
	}
	ps := &pushEndpoint{sub: sub, got: make(chan []byte, 8)}
	ps.srv = httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if r.URL.Path != "/sub" || r.Header.Get("Content-Encoding") != "aes128gcm" {
			http.NotFound(w, r)
			return
		}
		ps.got <- body
		w.WriteHeader(http.StatusCreated)
	}))
	t.Cleanup(ps.srv.Close)
	return ps
}

// stub is the page's pushManager.subscribe, as a script run before each
// document: it keeps what the page asked (window.graffitiTestSubscribed)
// and gives the test's subscription, its toJSON as a browser's writes it.
func (ps *pushEndpoint) stub() string {
	p256dh, auth := ps.sub.Public()
	return fmt.Sprintf(`if (window.PushManager) {
		const sub = { endpoint: %q, expirationTime: null, keys: { p256dh: %q, auth: %q } };
		let made = null;
		PushManager.prototype.getSubscription = function () { return Promise.resolve(made); };
		PushManager.prototype.subscribe = function (o) {
			window.graffitiTestSubscribed = { userVisibleOnly: o.userVisibleOnly, key: o.applicationServerKey };
			made = { endpoint: sub.endpoint, options: o, toJSON: () => sub };
			return Promise.resolve(made);
		};
	}`, ps.srv.URL+"/sub", p256dh, auth)
}

// notice waits for the host's notice and gives it decrypted.
func (ps *pushEndpoint) notice(t *testing.T) []byte {
	t.Helper()
	select {
	case body := <-ps.got:
		plain, err := ps.sub.Open(body)
		if err != nil {
			t.Fatalf("the host's notice: %v", err)
		}
		return plain
	case <-time.After(30 * time.Second):
		t.Fatal("the host posted no notice to the page's subscription")
	}
	return nil
}

// registration is the DevTools' id of the service worker registered for
// scope.
func registration(t *testing.T, ctx context.Context, scope string) serviceworker.RegistrationID {
	t.Helper()
	found := make(chan serviceworker.RegistrationID, 1)
	lctx, stop := context.WithCancel(ctx)
	defer stop()
	if err := chromedp.Listen(lctx, func(ev any) {
		if e, ok := ev.(*serviceworker.EventWorkerRegistrationUpdated); ok {
			for _, r := range e.Registrations {
				if r.ScopeURL == scope && !r.IsDeleted {
					select {
					case found <- r.RegistrationID:
					default:
					}
				}
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, serviceworker.Enable, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	select {
	case id := <-found:
		return id
	case <-time.After(10 * time.Second):
		t.Fatalf("no service worker registered for %s", scope)
	}
	return ""
}

// workerOf attaches to the service worker whose script is at url.
func workerOf(t *testing.T, ctx context.Context, url string) (context.Context, context.CancelFunc) {
	t.Helper()
	targets, err := chromedp.Targets(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, info := range targets {
		if info.Type == "service_worker" && info.URL == url {
			return chromedp.NewContext(ctx, chromedp.WithTargetID(info.TargetID))
		}
	}
	t.Fatalf("no service worker at %s", url)
	return nil, nil
}

// evalAwait is evalString of an expression whose value is a promise.
func evalAwait(t *testing.T, ctx context.Context, expr string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// drawNotice draws the notice the service worker shows as a phone's
// notification would look, from its own title and body: a headless
// browser shows notifications nowhere a screenshot sees.
func drawNotice(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	evalAwait(t, ctx, `navigator.serviceWorker.getRegistration().then(r => r.getNotifications()).then(([n]) => {
		const meta = document.createElement("meta");
		meta.name = "viewport";
		meta.content = "width=device-width, initial-scale=1";
		document.head.append(meta);
		document.documentElement.style.cssText = "background: #0f0d14; font-family: system-ui, sans-serif";
		document.body.innerHTML = "";
		const card = document.createElement("div");
		card.style.cssText = "margin: 24px 12px; padding: 14px 16px; border-radius: 18px; background: #f1eef6; color: #1c1826";
		const app = document.createElement("div");
		app.textContent = "Graffiti · " + location.host;
		app.style.cssText = "font-size: 13px; color: #6a6478; margin-bottom: 6px";
		const title = document.createElement("div");
		title.textContent = n.title;
		title.style.cssText = "font-size: 17px; font-weight: bold";
		const body = document.createElement("div");
		body.textContent = n.body;
		body.style.cssText = "font-size: 16px; margin-top: 2px";
		card.append(app, title, body);
		const note = document.createElement("p");
		note.textContent = "(Drawn from the notification the page's service worker shows: its title and body.)";
		note.style.cssText = "margin: 0 16px; font-size: 13px; color: #8d8899";
		document.body.append(card, note);
		return "drawn";
	})`)
	screenshot(t, ctx, name)
}

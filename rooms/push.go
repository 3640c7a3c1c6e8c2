package rooms

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"

	"graffiti/rooms/wire"
)

// Push is how a host tells a seat of its turn when no page of the seat
// is on screen: Web Push, its notices signed with the host's VAPID keys
// (RFC 8292) and encrypted for each browser's subscription (RFC 8291,
// aes128gcm). A host without it sends none (Config.Push nil): a page
// over plain HTTP cannot subscribe (browsers give push to secure pages
// alone), so graffiti host turns it on with TLS, or when told.
type Push struct {
	Keys VAPIDKeys
	// Contact is who runs the host, told to the push services with each
	// notice (the VAPID subject): an e-mail address (with or without
	// mailto:) or an https address ("": DefaultPushContact).
	Contact string
	// Client posts the notices (nil: one of its own); Timeout is how
	// long one notice may take (0: 10 s): a push service that hangs
	// holds a sender, never a room.
	Client  *http.Client
	Timeout time.Duration
}

// DefaultPushContact is the VAPID subject of a host not given one.
const DefaultPushContact = "mailto:host@graffiti.invalid"

// VAPIDKeys are a host's keys for its notices, base64url as webpush-go
// makes them: the public key is the applicationServerKey a page
// subscribes with, so a host keeps the same keys for good (new keys and
// every subscription made with the old ones is refused by its service).
type VAPIDKeys struct {
	Public  string `json:"public"`
	Private string `json:"private"`
}

// pushKeysFile is the keys' file in the host's data folder: the private
// key signs for the host, so the file is the host's user's alone.
const pushKeysFile = "push-keys.json"

// LoadVAPIDKeys reads the host's keys from the data folder dir, or makes
// them and keeps them there (mode 0600) the first time.
func LoadVAPIDKeys(dir string) (VAPIDKeys, error) {
	var k VAPIDKeys
	file := filepath.Join(dir, pushKeysFile)
	b, err := os.ReadFile(file)
	if err == nil {
		if err := json.Unmarshal(b, &k); err != nil || k.Public == "" || k.Private == "" {
			return VAPIDKeys{}, fmt.Errorf("push keys %s: not the host's keys (%v)", file, err)
		}
		return k, nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return VAPIDKeys{}, fmt.Errorf("push keys: %w", err)
	}
	if k.Private, k.Public, err = webpush.GenerateVAPIDKeys(); err != nil {
		return VAPIDKeys{}, fmt.Errorf("push keys: %w", err)
	}
	b, _ = json.MarshalIndent(k, "", "  ")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return VAPIDKeys{}, fmt.Errorf("push keys: %w", err)
	}
	// Written aside and renamed: a host killed meanwhile leaves no half
	// a key, which would refuse to start it again.
	tmp := file + ".new"
	if err := os.WriteFile(tmp, b, 0o600); err != nil {
		return VAPIDKeys{}, fmt.Errorf("push keys: %w", err)
	}
	if err := os.Rename(tmp, file); err != nil {
		return VAPIDKeys{}, fmt.Errorf("push keys: %w", err)
	}
	return k, nil
}

// notice is one notice on its way: to the subscription of a room's seat.
type notice struct {
	r    *room
	seat int
	sub  wire.Subscription
	body []byte
}

// pusher sends the host's notices from queues, on goroutines of their
// own: a room queues a notice and goes on; a full queue drops it (a
// notice is a courtesy, and the room's play must never wait for one).
// A subscription's notices all go through one queue, in the order they
// were made: from queues side by side, a turn's notice told just before
// the end came once after the end's, and a phone showing its seat's
// latest notice (one a seat, sw.js) would have said "your turn" for a
// game over.
type pusher struct {
	p    Push
	jobs [pushSenders]chan notice
}

// Senders and the notices that may wait for them: a café's evening
// sends a few a minute; a push service answers in well under a second.
const (
	pushSenders = 4
	pushQueued  = 256
)

func (h *Host) startPushing() {
	p := *h.cfg.Push
	p.Contact = strings.TrimPrefix(cmp.Or(p.Contact, DefaultPushContact), "mailto:") // webpush-go adds mailto: to what is not https
	if p.Timeout <= 0 {
		p.Timeout = 10 * time.Second
	}
	if p.Client == nil {
		p.Client = &http.Client{Timeout: p.Timeout}
	}
	h.push = &pusher{p: p}
	for i := range h.push.jobs {
		jobs := make(chan notice, pushQueued/pushSenders)
		h.push.jobs[i] = jobs
		h.bots.Add(1)
		go func() {
			defer h.bots.Done()
			for {
				select {
				case <-h.ctx.Done():
					return
				case n := <-jobs:
					h.push.send(h.ctx, n)
				}
			}
		}()
	}
}

// queue hands n to the senders, or drops it when they are that far
// behind.
func (p *pusher) queue(n notice) {
	f := fnv.New32a()
	f.Write([]byte(n.sub.Endpoint))
	select {
	case p.jobs[f.Sum32()%pushSenders] <- n:
	default:
		n.r.h.cfg.Logf("room %s: %d notices wait already: the one to seat %d is dropped", n.r.code, pushQueued/pushSenders, n.seat+1)
	}
}

// send posts one notice. A subscription its service says is no more
// (404, 410: the browser unsubscribed, or the page's data was cleared)
// is forgotten, so it is never posted to again.
func (p *pusher) send(ctx context.Context, n notice) {
	ctx, cancel := context.WithTimeout(ctx, p.p.Timeout)
	defer cancel()
	resp, err := webpush.SendNotificationWithContext(ctx, n.body, &webpush.Subscription{
		Endpoint: n.sub.Endpoint,
		Keys:     webpush.Keys{P256dh: n.sub.Keys.P256dh, Auth: n.sub.Keys.Auth},
	}, &webpush.Options{
		HTTPClient:      p.p.Client,
		Subscriber:      p.p.Contact,
		VAPIDPublicKey:  p.p.Keys.Public,
		VAPIDPrivateKey: p.p.Keys.Private,
		// A turn waits for its player an evening at most; a newer
		// notice to the seat replaces one still undelivered (Topic).
		TTL:     12 * 60 * 60,
		Topic:   n.r.code + "-" + strconv.Itoa(n.seat),
		Urgency: webpush.UrgencyHigh,
	})
	if err != nil {
		if n.r.h.ctx.Err() == nil { // not the host closing
			n.r.h.cfg.Logf("room %s: a notice to seat %d: %v", n.r.code, n.seat+1, err)
		}
		return
	}
	io.Copy(io.Discard, io.LimitReader(resp.Body, 4<<10))
	resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusNotFound || resp.StatusCode == http.StatusGone:
		n.r.unsubscribe(n.seat, n.sub.Endpoint)
	case resp.StatusCode/100 != 2:
		n.r.h.cfg.Logf("room %s: a notice to seat %d: the push service answered %s", n.r.code, n.seat+1, resp.Status)
	}
}

// "Your turn, told" (docs/rooms.md): a seat's page offers to be told of
// its turn by Web Push. The game holds the room's connection
// (scenes/room/notices_js.go): at each welcome of a seat, a phone's hand
// or a far seat, it calls window.graffitiPush.welcome with the host's
// push key ("" when the host sends no notices) and a function that sends
// a request's fields (a notify or a screen) on the connection, which
// adds the seat's token. This file does the browser's part: the offer
// (a button over the game, in the page's words), the permission, the
// subscription and the service worker (sw.js) that shows the notices.
(function () {
  "use strict";
  function word(key) {
    return window.graffitiPageWord ? window.graffitiPageWord(key) : key;
  }
  // No thanks, kept: the offer is not made again on this device.
  const declined = "graffiti/notices.declined";
  function saidNo() {
    try { return localStorage.getItem(declined) === "1"; } catch (e) { return false; }
  }

  let send = null; // the connection of the last welcome
  let sub = null; // the subscription given to the host, as the protocol takes it
  let shown = false; // the offer, or the reason there is none, was put up

  // The subscription as a notify carries it: toJSON()'s endpoint and
  // keys, and no other member (the host refuses expirationTime).
  function given(s) {
    const j = s.toJSON();
    return { endpoint: j.endpoint, keys: { p256dh: j.keys.p256dh, auth: j.keys.auth } };
  }
  function tell() {
    if (send && sub) send(JSON.stringify({ type: "notify", push: sub, lang: window.graffitiPageLang || "en" }));
  }
  // The page's visibility: a seat whose page is on screen is not told.
  document.addEventListener("visibilitychange", function () {
    if (send) send(JSON.stringify({ type: "screen", on: document.visibilityState === "visible" }));
  });

  // The offer's bar, a strip under the game: a line, a button or none,
  // and a × that closes it for good on this device. The game is laid
  // out above it, never under it (the body, which Ebitengine sizes its
  // screen to, made as much shorter; a resize tells the game), so the
  // bar covers none of the game's controls. At the bottom, since
  // Ebitengine reads a touch from the window's top left corner.
  function fit(height) {
    document.body.style.height = height ? "calc(100% - " + height + "px)" : "100%";
    window.dispatchEvent(new Event("resize"));
  }
  function unbar(box) {
    if (!box.isConnected) return;
    box.remove();
    fit(0);
  }
  function bar(text, button, onTap) {
    let box = document.getElementById("push");
    if (!box) {
      box = document.createElement("div");
      box.id = "push";
      document.body.appendChild(box);
    }
    box.textContent = "";
    if (text) {
      const p = document.createElement("span");
      p.textContent = text;
      box.appendChild(p);
    }
    if (button) {
      const b = document.createElement("button");
      b.className = "ask";
      b.textContent = button;
      b.addEventListener("click", onTap);
      box.appendChild(b);
    }
    const x = document.createElement("button");
    x.className = "close";
    x.textContent = "×";
    x.setAttribute("aria-label", word("NoticeClose"));
    x.addEventListener("click", function () {
      unbar(box);
      try { localStorage.setItem(declined, "1"); } catch (e) { /* said again next time */ }
    });
    box.appendChild(x);
    fit(box.offsetHeight);
    return box;
  }
  function done(text) {
    const box = bar(text);
    setTimeout(function () { unbar(box); }, 4000);
  }

  async function subscribe(reg, key) {
    try {
      if (await Notification.requestPermission() !== "granted") {
        done(word("NoticeBlocked"));
        return;
      }
      const s = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      sub = given(s);
      tell();
      done(word("NoticeOn"));
    } catch (e) {
      done(word("NoticeFailed"));
    }
  }

  // The same key the subscription was made with: a subscription made
  // for another host's keys (or keys made again) reaches no one.
  function sameKey(s, key) {
    const k = s.options && s.options.applicationServerKey;
    if (!k) return false;
    const b64 = btoa(String.fromCharCode(...new Uint8Array(k))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    return b64 === key.replace(/=+$/, "");
  }

  async function offer(key) {
    const able = window.isSecureContext && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
    if (!key) {
      // A host sends notices only to secure pages; over plain http a
      // page says why there is no offer.
      if (!window.isSecureContext && !saidNo()) bar(word("NoticeNeedsHttps"));
      return;
    }
    if (!able) {
      if (!saidNo()) bar(word(window.isSecureContext ? "NoticeUnsupported" : "NoticeNeedsHttps"));
      return;
    }
    const reg = await navigator.serviceWorker.register("sw.js");
    const had = await reg.pushManager.getSubscription();
    if (had && sameKey(had, key) && Notification.permission === "granted") {
      sub = given(had);
      tell(); // subscribed before (a reload, another day): no offer
      return;
    }
    if (Notification.permission === "denied" || saidNo()) return;
    bar("", word("NoticeAsk"), function () { subscribe(reg, key); });
  }

  window.graffitiPush = {
    // welcome is called at every welcome of a seat: its connection, new
    // after a reconnection, is told the subscription again, and that
    // the page is hidden if it is.
    welcome: function (key, sender) {
      send = sender;
      if (!key) send = null;
      tell();
      if (send && document.visibilityState !== "visible") send(JSON.stringify({ type: "screen", on: false }));
      if (shown) return;
      shown = true;
      offer(key).catch(function () { /* no offer: the game goes on */ });
    },
  };
})();

// The page's service worker: it shows the host's notices ("Your turn,
// told", docs/rooms.md), each a JSON object the browser has decrypted,
// {room, seat, lang, title, body, url, actions, over}, and a tap on one
// opens its url, the room at the seat, or shows the page already open
// there. Nothing else: it caches nothing (the page's server answers
// each file with its ETag).
"use strict";

self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (e) { e.waitUntil(self.clients.claim()); });

self.addEventListener("push", function (e) {
  let n = {};
  try { n = e.data ? e.data.json() : {}; } catch (err) { /* not a notice: shown plain */ }
  e.waitUntil(self.registration.showNotification(n.title || "Graffiti", {
    body: n.body || "",
    lang: n.lang || "",
    // One notice a seat: a newer one replaces the last.
    tag: "room-" + n.room + "-" + n.seat,
    renotify: true,
    icon: "icons/graffiti-192.png",
    data: { url: n.url || "/" },
  }));
});

self.addEventListener("notificationclick", function (e) {
  e.notification.close();
  e.waitUntil(openNotice(e.notification.data && e.notification.data.url));
});

// openNotice shows the page at url, the host's "/?room=CODE&seat=N",
// taken in the page's folder (this worker's scope: the site's root, or
// a café's /graffiti-web/): a window already there is focused, else one
// is opened.
async function openNotice(url) {
  let to = new URL(String(url || "").replace(/^\/+/, ""), self.registration.scope);
  if (to.origin !== self.location.origin) to = new URL(self.registration.scope); // only this host's pages
  const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const c of open) {
    if (c.url === to.href && "focus" in c) return c.focus();
  }
  return self.clients.openWindow(to.href);
}

// Loads graffiti.wasm with a progress bar that shows the real bytes
// received, then starts the game. The server sends the wasm gzip-encoded;
// build.json gives the size of the uncompressed file, which is what the
// response stream yields, so the bar measures real progress.
(function () {
  "use strict";
  const fill = document.getElementById("fill");
  const status = document.getElementById("status");
  const problem = document.getElementById("problem");
  const loading = document.getElementById("loading");
  // The page's words (words.js, in the player's language); a key names
  // its text where the words did not load.
  function word(key, fill) {
    return window.graffitiPageWord ? window.graffitiPageWord(key, fill) : key;
  }

  function fail(msg) {
    document.getElementById("bar").style.display = "none";
    status.style.display = "none";
    problem.style.display = "block";
    problem.textContent = msg;
    window.graffitiLoadError = msg;
  }
  const params = new URLSearchParams(location.search);
  const free = function (s) { return !!s && s.kind === "person" && !s.taken && !s.asked; };

  // The lobby (?lobby): the host's open tables with a seat free, a plain
  // list read from its /lobby; no game loads here. A tap on a seat opens
  // that room's join page with the seat chosen (?room=CODE&ask=N): its
  // claim, without the room's invitation, waits for the table's answer
  // as a code typed does, and the page is the seat's once allowed.
  if (params.has("lobby")) {
    showLobby();
    return;
  }
  async function showLobby() {
    document.documentElement.classList.add("lobby");
    const box = document.getElementById("lobby");
    const add = function (to, tag, text, cls) {
      const el = document.createElement(tag);
      el.textContent = text;
      if (cls) el.className = cls;
      to.appendChild(el);
      return el;
    };
    add(box, "h2", word("LobbyTitle"));
    let rooms;
    try {
      const resp = await fetch("lobby", { cache: "no-store" });
      if (!resp.ok) {
        add(box, "p", word(resp.status === 404 ? "LobbyOff" : resp.status === 429 ? "LobbyBusy" : "LobbyUnreachable"), "note");
        window.graffitiLobby = resp.status;
        return;
      }
      rooms = (await resp.json()).rooms || [];
    } catch (e) {
      add(box, "p", word("LobbyUnreachable"), "note");
      window.graffitiLobby = "unreachable";
      return;
    }
    add(box, "p", word(rooms.length ? "LobbyHow" : "LobbyEmpty"), "note");
    // A language by its name in the page's own (Deutsch, German, allemand).
    let langName = function (tag) { return tag; };
    try {
      const names = new Intl.DisplayNames([window.graffitiPageLang || "en"], { type: "language" });
      langName = function (tag) { return names.of(tag); };
    } catch (e) { /* the tag itself */ }
    // A room's time per move (its clock, in seconds) in days, hours or
    // minutes, as the page's language writes them (1 day, 3 Tage, 1 heure).
    const lasting = function (sec) {
      const [n, unit] = sec % 86400 === 0 ? [sec / 86400, "day"] : sec % 3600 === 0 ? [sec / 3600, "hour"] : [Math.round(sec / 60), "minute"];
      try {
        return new Intl.NumberFormat(window.graffitiPageLang || "en", { style: "unit", unit: unit, unitDisplay: "long" }).format(n);
      } catch (e) {
        return n + " " + unit[0];
      }
    };
    rooms.forEach(function (r) {
      const card = add(box, "section", "");
      add(card, "h3", r.title);
      // Its parts each kept on one line: a figure never wraps away from
      // its words.
      const about = add(card, "p", "");
      [word("LobbySeats", { n: r.seats.length, free: r.seats.filter(free).length }),
        r.lang ? langName(r.lang) : "", r.clock ? word("LobbyClock", { t: lasting(r.clock) }) : "",
        r.actions ? word("LobbyPlayed", { n: r.actions }) : ""]
        .filter(Boolean).forEach(function (part, i) {
          if (i > 0) about.appendChild(document.createTextNode(" · "));
          add(about, "span", part);
        });
      r.seats.forEach(function (s, i) {
        if (!free(s)) {
          const state = s.kind !== "person" ? word("SeatBot") : s.asked ? word("LobbyAsked") : word("SeatJoined");
          add(card, "div", (i + 1) + ". " + s.name + " · " + state, "seat");
          return;
        }
        const b = add(card, "button", (i + 1) + ". " + word("LobbyAsk", { name: s.name }));
        b.dataset.room = r.room;
        b.dataset.seat = String(i);
        b.addEventListener("click", function () {
          location.assign("?room=" + encodeURIComponent(r.room) + "&ask=" + i);
        });
      });
    });
    window.graffitiLobby = rooms.length;
  }

  // What the game needs from the browser: WebAssembly and WebGL.
  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
    fail(word("NoWebAssembly"));
    return;
  }
  const probe = document.createElement("canvas");
  if (!(probe.getContext("webgl2") || probe.getContext("webgl"))) {
    fail(word("NoWebGL"));
    return;
  }

  // The game draws every picture into its own textures and copies the
  // finished screen onto the canvas once a frame, edge to edge: the
  // canvas's multisampled buffer, which WebGL gives by default and
  // Ebitengine does not decline, smooths no edge of it, yet costs its
  // memory (four samples a pixel: 47 MB on a 1170×2532 phone) and a
  // resolve every frame. Measured with Chromium drawing by software,
  // Kunststücke from two far seats: its GPU process spent 39 s of the
  // processor with it, 26 s without (docs/figures.md). The depth buffer
  // is declined too: nothing the game draws is tested for depth.
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (kind, attrs) {
    if (kind === "webgl2" && attrs && typeof attrs === "object") {
      attrs = Object.assign({}, attrs, { antialias: false, depth: false });
    }
    return getContext.call(this, kind, attrs);
  };

  // The game calls this when it draws its first frame.
  window.graffitiFirstFrame = function () {
    loading.style.display = "none";
  };

  // A phone's join link (?room=CODE): the room's connection is opened
  // now, while the game downloads, and the game takes it up when it
  // starts (rooms/wire/socket_js.go); its handshake is then off the time
  // a phone takes to show the room's seats. Messages that come before
  // the game listens are kept for it.
  const room = params.get("room");
  const roomsURL = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/rooms";
  let early = null;
  if (room !== null && typeof WebSocket === "function") {
    try {
      const ws = new WebSocket(roomsURL);
      ws.early = [];
      ws.addEventListener("message", function (e) {
        if (ws.early) ws.early.push(e.data);
        heard(e.data);
      });
      window.graffitiEarlySocket = early = ws;
    } catch (e) { /* the game dials itself */ }
  }
  // The room's seats are listed as soon as the host tells them (the
  // answer to the watch below, then every change), so the player chooses
  // while the game downloads: the game takes the seat chosen
  // (window.graffitiSeatChosen, read by scenes.SeatChosen) as it starts,
  // if it is still free, and hides this list with its first frame. A
  // phone that kept a seat's token (a reload) goes back to that seat:
  // no list.
  let seatsHeard = null; // the host's latest list
  function heard(data) {
    // Once the game has the connection, its messages are the game's:
    // nothing more is read here.
    if (early.taken || keptSeat()) return;
    let m;
    try { m = JSON.parse(data); } catch (e) { return; }
    if ((m.type === "welcome" || m.type === "seats") && Array.isArray(m.seats)) showSeats(seatsHeard = m.seats);
  }
  // Where the game keeps the seat's token of this room (its store's
  // room-CODE.token, the code written as the game writes it).
  const tokenKey = room === null ? "" : "graffiti/room-" + room.replace(/\s/g, "").toUpperCase() + ".token";
  function keptSeat() {
    try {
      return !!localStorage.getItem(tokenKey);
    } catch (e) { return false; }
  }
  // A seat the lobby's tap asked for (?ask=N) is the page's choice from
  // the start, before any list: a game that starts before the list comes
  // (its wasm from the cache) takes it up as its own, and checks it is
  // free itself. The list, when it comes, shows it, or forgets it if it
  // is taken; a player may choose again. A seat tapped on the list is
  // claimed there and then (claimEarly): the list then offers no other.
  let chosen = params.has("ask") ? Number(params.get("ask")) : -1;
  if (!(chosen >= 0)) chosen = -1;
  else window.graffitiSeatChosen = chosen;
  function showSeats(list) {
    const box = document.getElementById("seats");
    if (chosen >= 0 && !claimed() && !free(list[chosen])) {
      chosen = -1; // taken by another phone meanwhile: choose again
      delete window.graffitiSeatChosen;
    }
    box.textContent = "";
    const head = document.createElement("h2");
    head.textContent = word("ChooseSeat");
    box.appendChild(head);
    list.forEach(function (s, i) {
      const b = document.createElement("button");
      let label = (i + 1) + ". " + s.name;
      if (s.kind !== "person") label += " · " + word("SeatBot");
      else if (s.taken && !(claimed() && i === chosen)) label += " · " + word("SeatJoined");
      b.textContent = label;
      b.disabled = !free(s);
      b.dataset.seat = String(i);
      if (i === chosen) b.className = "chosen";
      if (claimed()) b.disabled = true; // the seat is taken: no other
      b.addEventListener("click", function () {
        if (claimed()) return;
        chosen = window.graffitiSeatChosen = i;
        claimEarly(i);
        showSeats(list);
      });
      box.appendChild(b);
    });
    if (chosen >= 0) {
      const p = document.createElement("p");
      p.textContent = word(claimed() ? "SeatHeld" : "SeatChosen", { n: chosen + 1 });
      box.appendChild(p);
    }
    box.className = "shown";
    if (performance.getEntriesByName("graffiti-page-seats").length === 0) performance.mark("graffiti-page-seats");
  }

  // A seat tapped on the list is claimed at once, on a connection of its
  // own, as the game would claim it from the join link's invitation (a
  // claim in the protocol build.json names): the seat is then the
  // phone's from the tap, no other phone takes it meanwhile, and the
  // host's welcome and the seat's game are there when the game starts,
  // rather than a round trip after its first frame. The game takes the
  // connection up if it would have sent that very request (ws.intent;
  // rooms/wire/socket_js.go). A refusal (another phone took the seat a
  // moment before) frees the list again. Without an invitation the table
  // is asked to let the claim in: the game does that, with its screens.
  let protocol = 0;
  function claimed() { return !!window.graffitiEarlyClaim; }
  function claimEarly(i) {
    const invite = params.get("i");
    if (!protocol || !invite || claimed() || typeof WebSocket !== "function") return;
    let ws;
    try {
      ws = new WebSocket(roomsURL);
    } catch (e) { return; } // the game claims itself
    const request = { v: protocol, type: "claim", room: room.replace(/\s/g, "").toUpperCase(), seat: i, invite: invite };
    ws.intent = JSON.stringify(request);
    ws.seat = i;
    ws.early = [];
    ws.addEventListener("open", function () {
      if (ws.taken) return;
      ws.send(ws.intent);
      ws.bound = ws.intent;
    });
    ws.addEventListener("message", function (e) {
      if (ws.early) ws.early.push(e.data);
      if (ws.taken) return;
      let m;
      try { m = JSON.parse(e.data); } catch (err) { return; }
      if (m.type === "refused") letGoEarly(ws);
      // The seat's token, kept where the game keeps it: a reload before
      // the game starts goes back to the seat (keptSeat), not to a list
      // that shows it taken by nobody that could come back.
      if (m.type === "welcome" && typeof m.token === "string" && m.token) {
        ws.held = true;
        try { localStorage.setItem(tokenKey, m.token); } catch (err) { /* the game keeps it as it starts */ }
      }
    });
    // Closed before the game took it: a claim never answered frees the
    // list; a seat held stays the page's, its token kept for the game.
    ws.addEventListener("close", function () { if (!ws.taken && !ws.held) letGoEarly(ws); });
    window.graffitiEarlyClaim = ws;
  }
  // letGoEarly forgets a claim the host refused or never answered: the
  // list is free again.
  function letGoEarly(ws) {
    if (window.graffitiEarlyClaim !== ws) return;
    delete window.graffitiEarlyClaim;
    ws.close();
    chosen = -1;
    delete window.graffitiSeatChosen;
    if (seatsHeard) showSeats(seatsHeard);
  }

  // It asks for the room's seats too, as the game would first (a watch
  // of the room, in the protocol build.json names), so they are there
  // when the game starts. The game takes the connection up only if it
  // would have sent that very request (ws.bound); once it has the
  // connection (ws.taken) the loader sends nothing.
  function bindEarly(protocol) {
    if (!early || !protocol) return;
    const bind = JSON.stringify({ v: protocol, type: "watch", room: room });
    const send = function () {
      if (early.taken || early.bound || early.readyState !== 1) return;
      early.send(bind);
      early.bound = bind;
    };
    if (early.readyState === 1) send();
    else early.addEventListener("open", send);
  }

  async function load() {
    let total = 0;
    // The game's download starts at once, beside its size's question.
    const download = fetch("graffiti.wasm");
    try {
      const info = await fetch("build.json", { cache: "no-cache" });
      if (info.ok) {
        const build = await info.json();
        total = build.wasmBytes || 0;
        protocol = build.protocol || 0;
        bindEarly(protocol);
      }
    } catch (e) { /* no size: the bar then shows bytes only */ }
    const resp = await download;
    if (!resp.ok) throw new Error(word("NotDownloaded", { status: resp.status }));
    // The bytes are counted for the bar on their way to the compiler,
    // which compiles them as they arrive rather than after the last one.
    let received = 0;
    const reader = resp.body.getReader();
    const counted = new ReadableStream({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          performance.mark("graffiti-downloaded");
          fill.style.width = "100%";
          status.textContent = word("Starting");
          controller.close();
          return;
        }
        received += value.length;
        // Written as the page's language writes a number (1,5 Mo in French).
        const mb = (received / 1048576).toLocaleString(window.graffitiPageLang || "en", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
        if (total > 0) {
          const pct = Math.min(100, Math.round(100 * received / total));
          fill.style.width = pct + "%";
          status.textContent = word("LoadingPercent", { pct: pct, mb: mb });
        } else {
          status.textContent = word("LoadingBytes", { mb: mb });
        }
        window.graffitiProgress = total > 0 ? received / total : 0;
        controller.enqueue(value);
      }
    });
    const go = new Go();
    window.graffitiGo = go; // the wasm's memory, for the figures
    const wasm = new Response(counted, { headers: { "Content-Type": "application/wasm" } });
    const { instance } = typeof WebAssembly.instantiateStreaming === "function"
      ? await WebAssembly.instantiateStreaming(wasm, go.importObject)
      : await WebAssembly.instantiate(await wasm.arrayBuffer(), go.importObject);
    performance.mark("graffiti-compiled");
    go.run(instance);
  }

  load().catch(function (e) {
    fail(word("CouldNotStart", { error: e.message }));
  });
})();

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

  function fail(msg) {
    document.getElementById("bar").style.display = "none";
    status.style.display = "none";
    problem.style.display = "block";
    problem.textContent = msg;
    window.graffitiLoadError = msg;
  }

  // What the game needs from the browser: WebAssembly and WebGL.
  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
    fail("This browser cannot run Graffiti: it has no WebAssembly. Please try a recent Chrome, Firefox, Safari or Edge.");
    return;
  }
  const probe = document.createElement("canvas");
  if (!(probe.getContext("webgl2") || probe.getContext("webgl"))) {
    fail("This browser cannot run Graffiti: WebGL is turned off or not available. Please enable hardware acceleration or try another browser.");
    return;
  }

  // The game calls this when it draws its first frame.
  window.graffitiFirstFrame = function () {
    loading.style.display = "none";
  };

  async function load() {
    let total = 0;
    try {
      const info = await fetch("build.json", { cache: "no-cache" });
      if (info.ok) total = (await info.json()).wasmBytes || 0;
    } catch (e) { /* no size: the bar then shows bytes only */ }
    const resp = await fetch("graffiti.wasm");
    if (!resp.ok) throw new Error("the game file could not be downloaded (" + resp.status + ")");
    const reader = resp.body.getReader();
    const chunks = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      const mb = (received / 1048576).toFixed(1);
      if (total > 0) {
        const pct = Math.min(100, Math.round(100 * received / total));
        fill.style.width = pct + "%";
        status.textContent = "Loading the tunnel… " + pct + "% (" + mb + " MB)";
      } else {
        status.textContent = "Loading the tunnel… " + mb + " MB";
      }
      window.graffitiProgress = total > 0 ? received / total : 0;
    }
    performance.mark("graffiti-downloaded");
    const bytes = new Uint8Array(received);
    let off = 0;
    for (const c of chunks) { bytes.set(c, off); off += c.length; }
    fill.style.width = "100%";
    status.textContent = "Starting…";
    const go = new Go();
    window.graffitiGo = go; // the wasm's memory, for the figures
    const { instance } = await WebAssembly.instantiate(bytes.buffer, go.importObject);
    performance.mark("graffiti-compiled");
    go.run(instance);
  }

  load().catch(function (e) {
    fail("Graffiti could not start: " + e.message + ". Reloading the page may help.");
  });
})();

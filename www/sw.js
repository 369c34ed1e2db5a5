// The service worker: keeps a copy of the page (index, modules, the engine's wasm, any vendored
// files) so that it opens and plays offline after one visit, for classrooms with a weak network.
// Registered by offline.js over http(s) only (never from file://). Network first: online, every
// file is fetched fresh and its copy refreshed; offline, the copy answers.

const CACHE = "playground";

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      let files = [];
      try {
        // Written by scripts/build.sh: every file of dist/ (the single-file copy aside).
        const res = await fetch("precache.json", { cache: "no-store" });
        if (res.ok) files = await res.json();
      } catch {
        // No list (a server of www/ itself): files are kept as the page loads them.
      }
      await Promise.all(
        ["./", ...files].map(async (file) => {
          try {
            const res = await fetch(file, { cache: "no-store" });
            if (res.ok) await cache.put(file, res);
          } catch {
            // One missing file must not stop the others.
          }
        }),
      );
      await self.skipWaiting();
    })(),
  );
});

// No clients.claim(): the visit that installs the worker stays on the network; the next load
// (online or not) is the first one the worker answers.

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  // The JupyterLite site (dist/lite/) and the wheels are not the page's: JupyterLite keeps its own.
  const inside = new URL(req.url).pathname;
  if (["lite/", "wheels/", "notebooks/"].some((dir) => inside.startsWith(new URL(dir, self.registration.scope).pathname))) return;
  event.respondWith(
    (async () => {
      try {
        const res = await fetch(req);
        // An address with a query (the sandbox's own engine copy) is not kept: offline, the
        // cached file without the query answers it.
        if (res.ok && !new URL(req.url).search) {
          // The copy is written after the answer went back: the page never waits for the cache.
          const copy = res.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(req, copy)));
        }
        return res;
      } catch (err) {
        const cache = await caches.open(CACHE);
        const kept = (await cache.match(req, { ignoreSearch: true })) ?? (req.mode === "navigate" ? await cache.match("./") : undefined);
        if (kept) return kept;
        throw err;
      }
    })(),
  );
});

// The service worker: keeps a copy of the page (index, modules, the engine's wasm, any vendored
// files) so that it opens and plays offline after one visit, for classrooms with a weak network.
// Registered by offline.js over http(s) only (never from file://). Network first: online, every
// file is asked of the server again (revalidated: a plain static host's caching headers never hand
// out an older release's file) and its copy refreshed; offline, the copy answers.

// Which release this worker keeps: scripts/build.sh writes a hash of every file it keeps here, so
// a new release deployed over an old one is a new worker (the browser compares the worker's bytes
// on each visit), which keeps that release's files in a cache of its own and drops the old one's:
// offline, the page is one release, never a mix.
const RELEASE = "dev";
const CACHE = `playground-${RELEASE}`;

/** How many files the install fetches at once (as a browser asks one server). */
const AT_ONCE = 6;
/** How often a file the install could not fetch is asked for again. */
const RETRIES = 3;

/** The server's answer for `file`, fetched anew, after up to RETRIES more tries; throws if none came. */
async function fetchKept(file) {
  let last = null;
  for (let k = 0; k <= RETRIES; k++) {
    try {
      const res = await fetch(file, { cache: "no-store" });
      if (res.ok) return res;
      last = new Error(`${file}: ${res.status}`);
      if (res.status === 404) break;
    } catch (err) {
      last = err;
    }
    await new Promise((resolve) => setTimeout(resolve, 250 * (k + 1)));
  }
  throw last;
}

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
      // A few at a time, each tried again (a school's small server refuses a burst of a hundred
      // connections), and all or nothing: a release with a file missing does not install (the
      // browser tries again on a later visit), so the offline copy stays the last whole release.
      const queue = ["./", ...files];
      const keep = async () => {
        for (let file = queue.shift(); file !== undefined; file = queue.shift()) await cache.put(file, await fetchKept(file));
      };
      try {
        await Promise.all(Array.from({ length: AT_ONCE }, keep));
      } catch (err) {
        await caches.delete(CACHE);
        throw err;
      }
      await self.skipWaiting();
    })(),
  );
});

// The caches of other releases (and of the one-cache worker before them) go once this one runs.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("playground") && name !== CACHE) await caches.delete(name);
      }
    })(),
  );
});

/** The request sent to the server: revalidated, never answered from the HTTP cache unasked. */
function fresh(req) {
  // A navigation cannot be copied with new options: the same address, asked again.
  if (req.mode === "navigate") return new Request(req.url, { cache: "no-cache", credentials: "same-origin" });
  return new Request(req, { cache: "no-cache" });
}

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
        const res = await fetch(fresh(req));
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

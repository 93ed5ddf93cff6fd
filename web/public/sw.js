/**
 * The app shell offline (docs/decisions/inspection-execution.md, "Offline on the tablet"): an inspector who
 * reloads the page without a connection gets the app back, and the inspection screen then shows what the
 * tablet keeps in IndexedDB. Deliberately narrow:
 * - page loads (navigations to the app's own pages): the network first, the last index.html seen without it, or
 *   when the network has not answered within PATIENCE_MS (a factory's link that hangs rather than fails; the
 *   answer still arriving is kept for the next load);
 * - /assets/* (Vite's content-hashed files, never changed under one name): the cache first, kept as loaded;
 * - GET /api/config: as page loads (the app cannot start without it);
 * - everything else (every other API call, the sign-in provider, photo links, writes) is left to the browser,
 *   so it behaves and fails exactly as without this worker.
 * Ahead of an inspector's shift the page asks it to keep the code of the pages they use, not only those visited
 * ("keep-code", docs/decisions/offline-shift.md): it reads Vite's build manifest (/asset-manifest.json) and keeps
 * every file the named entries import.
 * Bump the version when this file's caching changes: the new worker deletes the old caches.
 */
const CACHE_PREFIX = "aql-portal-shell-";
const CACHE = `${CACHE_PREFIX}v2`;
const SHELL = "/index.html";
const CONFIG = "/api/config";
const MANIFEST = "/asset-manifest.json";
/**
 * How long a page load or the configuration waits for the network before the kept copy is used instead: on slow
 * 4G (1.6 Mbit/s, 150 ms) either arrives in well under a second, so only a link that hangs waits this long.
 */
const PATIENCE_MS = 4000;
/**
 * Once the network has kept a page load or the configuration waiting that long, what follows within
 * HUNG_MEMORY_MS waits only SHORT_PATIENCE_MS: the configuration asked for right after a page load on a link that
 * hangs is not made to wait the whole time again. The first answer the network gives ends it.
 */
const SHORT_PATIENCE_MS = 500;
const HUNG_MEMORY_MS = 30_000;
let hungAt = 0;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // API answers (a report PDF opened in a tab) and files are not pages of the app.
    if (!url.pathname.startsWith("/api/") && !/\.[a-z0-9]+$/i.test(url.pathname)) {
      event.respondWith(networkFirst(event, request, SHELL, isPage));
    }
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(asset(event, request));
  } else if (url.pathname === CONFIG) {
    event.respondWith(networkFirst(event, request, CONFIG, (response) => response.ok));
  }
});

/**
 * A page that loaded before this worker took it over asks for the assets it already has (see
 * web/src/lib/offline-shell.ts), so the first visit is enough to reload offline. Ahead of a shift, a page asks
 * for the code of whole pages ("keep-code"), and is answered on the port it sends how many files are kept.
 */
self.addEventListener("message", (event) => {
  const message = event.data;
  if (message?.type === "keep-assets" && Array.isArray(message.urls)) {
    event.waitUntil(
      Promise.all(
        message.urls
          .filter((url) => typeof url === "string" && isAsset(new URL(url, self.location.origin)))
          .map((url) => asset(event, new Request(url)).catch(() => undefined)),
      ),
    );
  } else if (message?.type === "keep-code" && Array.isArray(message.entries)) {
    const reply = event.ports[0];
    event.waitUntil(
      keepCode(event, message.entries).then(
        (kept) => reply?.postMessage({ kept }),
        (error) => reply?.postMessage({ error: String(error?.message ?? error) }),
      ),
    );
  }
});

/**
 * Keeps every file the manifest's `entries` need (their static imports, followed through, with their CSS and
 * assets), the shell and the configuration: answers how many files are kept. A file already kept is not fetched again.
 */
async function keepCode(event, entries) {
  const response = await fetch(MANIFEST, { cache: "no-cache" });
  if (!response.ok) throw new Error(`The build manifest could not be read (HTTP ${response.status}).`);
  const manifest = await response.json();
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) {
    if (!manifest[entry]) throw new Error(`The build has no page ${entry}.`);
    visit(entry);
  }
  const cache = await caches.open(CACHE);
  // The page and the configuration too: a first visit's were loaded before this worker took the page over.
  await cache.addAll([SHELL, CONFIG]);
  await Promise.all([...files].map((file) => asset(event, new Request(file))));
  return files.size;
}

function isAsset(url) {
  return url.origin === self.location.origin && url.pathname.startsWith("/assets/");
}

/** The last index.html seen: an HTML page answered as asked (not an error, not a redirect to sign in). */
function isPage(response) {
  const html = response.headers.get("content-type")?.includes("text/html") ?? false;
  return response.ok && !response.redirected && html;
}

/**
 * The network's answer, kept under `key` when `keep` says so; the kept copy when the network fails, or has not
 * answered within PATIENCE_MS (SHORT_PATIENCE_MS just after it hung) — then the network's answer, when it comes,
 * is kept for the next time.
 */
async function networkFirst(event, request, key, keep) {
  const network = fetch(request).then((response) => {
    hungAt = 0;
    if (keep(response)) {
      // Copied now: once the page is handed the response, its body is being read.
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy)));
    }
    return response;
  });
  // The worker lives on until the network answers or fails, even after the page was handed the kept copy.
  event.waitUntil(network.catch(() => undefined));
  const kept = () => caches.match(key, { cacheName: CACHE });
  const patience = Date.now() - hungAt < HUNG_MEMORY_MS ? SHORT_PATIENCE_MS : PATIENCE_MS;
  let answered = false;
  network.then(
    () => (answered = true),
    () => (answered = true),
  );
  const impatient = new Promise((resolve) => setTimeout(resolve, patience)).then(async () => {
    if (!answered) hungAt = Date.now();
    return (await kept()) ?? network;
  });
  try {
    return await Promise.race([network, impatient]);
  } catch (error) {
    const copy = await kept();
    if (copy) return copy;
    throw error;
  }
}

async function asset(event, request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) event.waitUntil(cache.put(request, response.clone()));
  return response;
}

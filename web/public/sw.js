/**
 * The app shell offline (docs/decisions/inspection-execution.md, "Offline on the tablet"): an inspector who
 * reloads the page without a connection gets the app back, and the inspection screen then shows what the
 * tablet keeps in IndexedDB. Deliberately narrow:
 * - page loads (navigations to the app's own pages): the network first, the last index.html seen without it;
 * - /assets/* (Vite's content-hashed files, never changed under one name): the cache first, kept as loaded;
 * - GET /api/config: the network first, the last answer without it (the app cannot start without it);
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
      event.respondWith(page(event));
    }
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(asset(event, request));
  } else if (url.pathname === CONFIG) {
    event.respondWith(config(request));
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
 * assets), and the shell: answers how many files are kept. A file already kept is not fetched again.
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
  await cache.add(SHELL);
  await Promise.all([...files].map((file) => asset(event, new Request(file))));
  return files.size;
}

function isAsset(url) {
  return url.origin === self.location.origin && url.pathname.startsWith("/assets/");
}

async function page(event) {
  try {
    const response = await fetch(event.request);
    const html = response.headers.get("content-type")?.includes("text/html") ?? false;
    if (response.ok && !response.redirected && html) {
      // Copied now: once the page is handed the response, its body is being read.
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(SHELL, copy)));
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: CACHE });
    if (shell) return shell;
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

async function config(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

/**
 * The app shell offline (docs/decisions/inspection-execution.md, "Offline on the tablet"): an inspector who
 * reloads the page without a connection gets the app back, and the inspection screen then shows what the
 * tablet keeps in IndexedDB. Deliberately narrow:
 * - page loads (navigations to the app's own pages): the network first, the last index.html seen without it;
 * - /assets/* (Vite's content-hashed files, never changed under one name): the cache first, kept as loaded;
 * - GET /api/config: the network first, the last answer without it (the app cannot start without it);
 * - everything else (every other API call, the sign-in provider, photo links, writes) is left to the browser,
 *   so it behaves and fails exactly as without this worker.
 * Bump the version when this file's caching changes: the new worker deletes the old caches.
 */
const CACHE_PREFIX = "aql-portal-shell-";
const CACHE = `${CACHE_PREFIX}v1`;
const SHELL = "/index.html";
const CONFIG = "/api/config";

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
 * web/src/lib/offline-shell.ts), so the first visit is enough to reload offline.
 */
self.addEventListener("message", (event) => {
  const urls = event.data?.type === "keep-assets" ? event.data.urls : null;
  if (!Array.isArray(urls)) return;
  event.waitUntil(
    Promise.all(
      urls
        .filter((url) => typeof url === "string" && isAsset(new URL(url, self.location.origin)))
        .map((url) => asset(event, new Request(url)).catch(() => undefined)),
    ),
  );
});

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

/**
 * Registers the service worker that lets the app load without a connection (public/sw.js), so an inspector
 * who reloads offline gets the inspection screen and what the tablet keeps, not the browser's error page.
 * Production builds only: under the Vite dev server it would serve stale modules.
 */
export function registerOfflineShell(): void {
  if (!("serviceWorker" in navigator)) return;
  const controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then(async () => {
      if (controlled) return;
      // The first visit: what loaded before the worker took the page over never passed through it.
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
      const urls = performance.getEntriesByType("resource").map((entry) => entry.name);
      navigator.serviceWorker.controller?.postMessage({ type: "keep-assets", urls });
    })
    .catch(() => {
      // Without the worker the app works as before; only a reload without a connection fails.
    });
}

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

/**
 * Asks the service worker to keep the code of whole pages now, not only as they are visited: `entries` are keys
 * of Vite's build manifest (source paths of entry modules, e.g. "src/app/inspection-route.tsx"). Answers how many
 * files it keeps; null where no worker runs (the development server, a browser without service workers).
 */
export async function keepAppCode(entries: readonly string[]): Promise<number | null> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return null;
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return null;
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ kept?: number; error?: string }>) => {
      channel.port1.close();
      if (typeof event.data.kept === "number") resolve(event.data.kept);
      else reject(new Error(event.data.error ?? "The app's code could not be kept on this tablet."));
    };
    active.postMessage({ type: "keep-code", entries }, [channel.port2]);
  });
}

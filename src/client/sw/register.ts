/**
 * Registers the service worker (spec: "A service worker is registered") in a production build only:
 * in development Vite serves modules that must never come from a cache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // No worker (private mode, an old browser): the app works the same, only reloads are slower.
    });
  });
}

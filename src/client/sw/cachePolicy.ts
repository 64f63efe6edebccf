/**
 * What the service worker does with a request (issue 8, spec "a service worker is registered"): the
 * app shell and hashed static assets are cached so a reload during a shift is instant; API answers
 * and photos (all under /api, per user and per session) are never cached.
 */
export type Strategy = "shell" | "static" | "bypass";

/** Hashed build output never changes; outlines are public, read-only drawings. */
const STATIC_PREFIXES = ["/assets/", "/outlines/"];

export function strategyFor(url: URL, method: string, origin: string, mode?: RequestMode): Strategy {
  if (method !== "GET" || url.origin !== origin) return "bypass";
  // The API prefix is spelled here, not imported from src/contract/routes.ts: this classic worker is
  // built whole and would import the app's shell chunk with it. apiUrls.test.ts checks every route.
  if (url.pathname.startsWith("/api/") || url.pathname === "/api" || url.pathname === "/metrics")
    return "bypass";
  if (url.pathname === "/sw.js") return "bypass";
  if (STATIC_PREFIXES.some((p) => url.pathname.startsWith(p))) return "static";
  // A page load of any client route answers index.html (the SPA fallback): the shell.
  if (mode === "navigate") return "shell";
  return "bypass";
}

/** The cache of one worker version; older ones are deleted when a new worker takes over. */
export const CACHE_PREFIX = "inspection-shell-";
export const SHELL_URL = "/";
/** How long a page load waits for the network before it is served from the cache. */
export const SHELL_NETWORK_TIMEOUT_MS = 2500;
/** Older hashed assets are pruned beyond this many entries. */
export const MAX_STATIC_ENTRIES = 150;

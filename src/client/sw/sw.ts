/// <reference lib="webworker" />
import {
  CACHE_PREFIX,
  MAX_STATIC_ENTRIES,
  SHELL_NETWORK_TIMEOUT_MS,
  SHELL_URL,
  strategyFor,
} from "./cachePolicy.ts";

/**
 * The service worker (built to /sw.js). Page loads go to the network first so a new build's
 * index.html is picked up at once (the version notice relies on it), falling back to the cached shell
 * when the network is slow or gone; hashed assets are served from the cache. A new worker takes over
 * at once and deletes the caches of the old one.
 */
declare const self: ServiceWorkerGlobalScope;
/** Replaced at build time by a hash of the built assets (vite.config.ts, serviceWorkerVersion). */
const VERSION = "__SW_BUILD_ID___";
const CACHE = `${CACHE_PREFIX}${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(SHELL_URL))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith(CACHE_PREFIX) && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const strategy = strategyFor(new URL(request.url), request.method, self.location.origin, request.mode);
  if (strategy === "shell") event.respondWith(shell(request));
  else if (strategy === "static") event.respondWith(staticAsset(request));
});

async function shell(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const network = fetch(request).then(async (res) => {
    if (res.ok && res.headers.get("content-type")?.includes("text/html")) {
      await cache.put(SHELL_URL, res.clone());
    }
    return res;
  });
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, SHELL_NETWORK_TIMEOUT_MS));
  const first = await Promise.race([network.catch(() => undefined), timeout]);
  if (first) return first;
  const cached = await cache.match(SHELL_URL);
  return cached ?? network;
}

async function staticAsset(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const res = await fetch(request);
  if (res.ok) {
    await cache.put(request, res.clone());
    // Assets of earlier builds accumulate: the oldest go first (keys keep insertion order).
    const assets = (await cache.keys()).filter((k) => new URL(k.url).pathname !== SHELL_URL);
    for (const old of assets.slice(0, Math.max(0, assets.length - MAX_STATIC_ENTRIES)))
      await cache.delete(old);
  }
  return res;
}

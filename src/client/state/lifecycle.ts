import { logout, refreshUser } from "./auth.ts";
import { clearSession, restoreSession, sessionStore } from "./session.ts";
import { TOKEN_KEY } from "./storage.ts";
import { createTabId, HEARTBEAT_MS, markTabAlive, otherLiveTabs, removeTab } from "./tabs.ts";

/**
 * Page lifecycle of the session:
 * - product §4: the user is logged out when the tab is about to unload (`pagehide`), unless another tab of
 *   the app is still open; the logout request uses `keepalive` so it survives the page;
 * - a page restored from the back/forward cache, and other tabs, follow the stored token.
 * Returns the function that removes the listeners.
 */
export function installSessionLifecycle(): () => void {
  const tabId = createTabId();
  markTabAlive(tabId);
  const heartbeat = setInterval(() => markTabAlive(tabId), HEARTBEAT_MS);
  let unloading = false;

  const onPageHide = () => {
    if (unloading) return;
    unloading = true;
    removeTab(tabId);
    if (sessionStore.token && otherLiveTabs(tabId) === 0) void logout({ keepalive: true });
  };

  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    unloading = false;
    markTabAlive(tabId);
    if (restoreSession() === "restored") void refreshUser();
  };

  const onVisible = () => {
    if (document.visibilityState === "visible") markTabAlive(tabId);
  };

  /** Another tab logged out or in: follow it. */
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    if (event.newValue === sessionStore.token && event.key !== null) return;
    if (!event.newValue) {
      if (sessionStore.token) clearSession();
      return;
    }
    if (restoreSession() === "restored") void refreshUser();
  };

  window.addEventListener("pagehide", onPageHide);
  window.addEventListener("pageshow", onPageShow);
  window.addEventListener("storage", onStorage);
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    clearInterval(heartbeat);
    removeTab(tabId);
    window.removeEventListener("pagehide", onPageHide);
    window.removeEventListener("pageshow", onPageShow);
    window.removeEventListener("storage", onStorage);
    document.removeEventListener("visibilitychange", onVisible);
  };
}

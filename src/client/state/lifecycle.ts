import { logout, refreshUser, revokeToken } from "./auth.ts";
import { clearSession, restoreSession, sessionStore } from "./session.ts";
import { readItem, removeItem, TOKEN_KEY, writeItem } from "./storage.ts";
import { createTabId, HEARTBEAT_MS, markTabAlive, otherLiveTabs, removeTab } from "./tabs.ts";

/** The token a closing tab logged out of, until a later start has sent its logout again. */
export const PENDING_LOGOUT_KEY = "pendingLogout";

/** Revokes a closed tab's token once more (a second logout of a revoked token is a quiet 401). */
function revokePendingLogout(): void {
  const pending = readItem(PENDING_LOGOUT_KEY);
  if (!pending) return;
  removeItem(PENDING_LOGOUT_KEY);
  // A restored page's own live session is never ended here.
  if (pending !== sessionStore.token && pending !== readItem(TOKEN_KEY)) void revokeToken(pending);
}

/**
 * Page lifecycle of the session:
 * - product §4: the user is logged out when the tab is about to unload (`pagehide`), unless another tab of
 *   the app is still open; the logout request uses `keepalive` so it survives the page;
 * - the browser may drop that request as the page goes (seen about once in 100 closes on a loaded
 *   machine: the handler ran, the request never reached the server), so the token is also noted as
 *   pending and the app's next start in this browser revokes it;
 * - a page restored from the back/forward cache, and other tabs, follow the stored token.
 * Returns the function that removes the listeners.
 */
export function installSessionLifecycle(): () => void {
  revokePendingLogout();
  const tabId = createTabId();
  markTabAlive(tabId);
  const heartbeat = setInterval(() => markTabAlive(tabId), HEARTBEAT_MS);
  let unloading = false;

  const onPageHide = () => {
    if (unloading) return;
    unloading = true;
    removeTab(tabId);
    if (sessionStore.token && otherLiveTabs(tabId) === 0) {
      writeItem(PENDING_LOGOUT_KEY, sessionStore.token);
      void logout({ keepalive: true });
    }
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

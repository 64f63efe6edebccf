import { proxy } from "valtio";
import type { User } from "../../contract/users.ts";
import { isRole } from "../../domain/roles.ts";
import { TEXTS } from "../../domain/texts.ts";
import { showAlert } from "./alert.ts";
import { isTokenExpired, tokenExpiryMs } from "./jwt.ts";
import { readItem, removeItem, TOKEN_KEY, USER_KEY, writeItem } from "./storage.ts";

export interface SessionState {
  token: string | null;
  /** Null while a restored session waits for GET /api/users/me and no cached copy exists. */
  user: User | null;
  /** Token expiry in epoch milliseconds. */
  expiresAt: number | null;
}

export const sessionStore = proxy<SessionState>({ token: null, user: null, expiresAt: null });

/** Browsers run a timer late when the delay exceeds 2^31-1 ms; re-arm in steps instead. */
const MAX_TIMER_MS = 2_147_000_000;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function cancelExpiry(): void {
  if (expiryTimer !== undefined) clearTimeout(expiryTimer);
  expiryTimer = undefined;
}

function scheduleExpiry(expiresAt: number): void {
  cancelExpiry();
  const delay = expiresAt - Date.now();
  expiryTimer = setTimeout(
    () => {
      expiryTimer = undefined;
      if (sessionStore.expiresAt !== expiresAt) return;
      if (Date.now() < expiresAt) return scheduleExpiry(expiresAt);
      // The server refuses an expired token anyway, so there is nothing to revoke.
      clearSession();
      showAlert("error", 401, TEXTS.sessionExpired);
    },
    Math.min(Math.max(delay, 0), MAX_TIMER_MS),
  );
}

function applyToken(token: string): void {
  const expiresAt = tokenExpiryMs(token);
  sessionStore.token = token;
  sessionStore.expiresAt = expiresAt;
  if (expiresAt !== null) scheduleExpiry(expiresAt);
}

/** After login or a profile change: the token and user the server answered. */
export function setSession(token: string, user: User): void {
  writeItem(TOKEN_KEY, token);
  writeItem(USER_KEY, JSON.stringify(user));
  applyToken(token);
  sessionStore.user = user;
}

export function setUser(user: User): void {
  writeItem(USER_KEY, JSON.stringify(user));
  sessionStore.user = user;
}

/** Later calls (failed-task list, confirm, delete) answer a fresh count for the badge. */
export function setTotalTaskFailed(count: number): void {
  if (!sessionStore.user) return;
  sessionStore.user.totalTaskFailed = count;
  writeItem(USER_KEY, JSON.stringify(sessionStore.user));
}

/** Forgets the session on this device only. Use `logout()` to also revoke it on the server. */
export function clearSession(): void {
  cancelExpiry();
  removeItem(TOKEN_KEY);
  removeItem(USER_KEY);
  sessionStore.token = null;
  sessionStore.user = null;
  sessionStore.expiresAt = null;
}

function readCachedUser(): User | null {
  const text = readItem(USER_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const candidate = value as Partial<User>;
    return typeof candidate.username === "string" && isRole(candidate.role) ? (value as User) : null;
  } catch {
    return null;
  }
}

export type RestoreResult = "none" | "expired" | "restored";

/**
 * App start (product §4 Session): a stored token is read; an expired one logs out. A live one is used at
 * once with the cached user, and the caller refreshes the user from the server.
 */
export function restoreSession(): RestoreResult {
  const token = readItem(TOKEN_KEY);
  if (!token) {
    clearSession();
    return "none";
  }
  if (isTokenExpired(token)) {
    clearSession();
    return "expired";
  }
  applyToken(token);
  sessionStore.user = readCachedUser();
  return "restored";
}

import type { BodyOf } from "../../contract/call.ts";
import type { login as loginCall, User } from "../../contract/users.ts";
import { APP_VERSION } from "../../domain/constants.ts";
import { TEXTS } from "../../domain/texts.ts";
import { call } from "../api/call.ts";
import { endpoints } from "../api/endpoints.ts";
import { showErrorModal } from "./errorModal.ts";
import { clearSession, restoreSession, sessionStore, setSession, setUser } from "./session.ts";

export type LoginBody = BodyOf<typeof loginCall>;

/** product §4: a page version other than the user's agentVer asks for a hard reload; CLOSE logs out. */
export function checkVersion(user: Pick<User, "agentVer">): boolean {
  if (user.agentVer === APP_VERSION) return true;
  showErrorModal(TEXTS.newVersion(user.agentVer), { logoutOnClose: true });
  return false;
}

/** The agent login (product §2): fixed url and role AGENT. A 401 here shows its message, nothing more. */
export async function login(username: string, password: string): Promise<boolean> {
  const body: LoginBody = { login: username, password, url: "AGENT", role: "AGENT" };
  const result = await call(endpoints.login, { body, anonymous: true, loading: true });
  if (!result.ok) return false;
  setSession(result.data.token, result.data.user);
  checkVersion(result.data.user);
  return true;
}

/**
 * Revokes the session on the server (best effort) and forgets it here at once; the route guard then
 * shows the login page. `keepalive` lets the request outlive a closing tab.
 */
export function logout(options: { keepalive?: boolean } = {}): Promise<void> {
  const token = sessionStore.token;
  clearSession();
  if (!token) return Promise.resolve();
  return revokeToken(token, options);
}

/** POST /api/users/logout with a given token, quietly: an already revoked one answers 401, nothing more. */
export function revokeToken(token: string, options: { keepalive?: boolean } = {}): Promise<void> {
  return call(endpoints.logout, { token, keepalive: options.keepalive, quiet: true, quietError: true }).then(
    () => undefined,
  );
}

/** GET /api/users/me: fresh user; a revoked session answers 401 and the helper ends it. */
export async function refreshUser(): Promise<User | null> {
  const token = sessionStore.token;
  if (!token) return null;
  const result = await call(endpoints.me, { quiet: true });
  if (!result.ok || sessionStore.token !== token) return null;
  setUser(result.data.user);
  checkVersion(result.data.user);
  return result.data.user;
}

/** App start (product §4 Session, brief 8): restore a live stored token and refresh the user. */
export async function startSession(): Promise<void> {
  if (restoreSession() === "restored") await refreshUser();
}

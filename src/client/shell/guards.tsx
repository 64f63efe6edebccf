import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { useSnapshot } from "valtio";
import { sessionStore } from "../state/session.ts";
import { CenteredSpinner } from "../ui/CenteredSpinner.tsx";

export const HOME_PATH = "/inspections";
export const LOGIN_PATH = "/";

/**
 * Where to go after login: the in-app page the user was sent away from (a shared link, or the page of a
 * reload, which logs out, product §4), else /inspections. Only a same-origin path is followed.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") && from !== LOGIN_PATH
    ? from
    : HOME_PATH;
}

/** Every route but / needs a session (product §2); without one the user goes to /, remembering the page. */
export function RequireAuth() {
  const { token, user } = useSnapshot(sessionStore);
  const location = useLocation();
  if (!token)
    return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname + location.search }} />;
  // A restored session without a cached user waits for GET /api/users/me.
  if (!user) return <CenteredSpinner />;
  return <Outlet />;
}

/** The login page: an authenticated user goes on to /inspections. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(sessionStore);
  const location = useLocation();
  return token ? <Navigate to={returnPath(location.state)} replace /> : children;
}

/** Unknown paths. */
export function FallbackRedirect() {
  const { token } = useSnapshot(sessionStore);
  return <Navigate to={token ? HOME_PATH : LOGIN_PATH} replace />;
}

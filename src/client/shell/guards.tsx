import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router-dom";
import { useSnapshot } from "valtio";
import { sessionStore } from "../state/session.ts";
import { CenteredSpinner } from "../ui/CenteredSpinner.tsx";

export const HOME_PATH = "/inspections";
export const LOGIN_PATH = "/";

/** Every route but / needs a session (spec §2); without one the user goes to /. */
export function RequireAuth() {
  const { token, user } = useSnapshot(sessionStore);
  if (!token) return <Navigate to={LOGIN_PATH} replace />;
  // A restored session without a cached user waits for GET /api/users/me.
  if (!user) return <CenteredSpinner />;
  return <Outlet />;
}

/** The login page: an authenticated user goes on to /inspections. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(sessionStore);
  return token ? <Navigate to={HOME_PATH} replace /> : children;
}

/** Unknown paths. */
export function FallbackRedirect() {
  const { token } = useSnapshot(sessionStore);
  return <Navigate to={token ? HOME_PATH : LOGIN_PATH} replace />;
}

import { makeStyles, tokens } from "@fluentui/react-components";
import { Suspense } from "react";
import { Outlet, useLocation, useRouteError } from "react-router-dom";
import { useSnapshot } from "valtio";
import { sessionStore } from "../state/session.ts";
import { CenteredSpinner } from "../ui/CenteredSpinner.tsx";
import { CrashFallback } from "./CrashFallback.tsx";
import { DeferredAlertBanner, DeferredErrorModal, DeferredNavBar } from "./deferredShell.tsx";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { LoadingOverlay } from "./LoadingOverlay.tsx";

const useStyles = makeStyles({
  root: {
    minHeight: "100vh",
    display: "flex",
    flexDirection: "column",
    backgroundColor: tokens.colorNeutralBackground2,
  },
  main: { flexGrow: 1, display: "flex", flexDirection: "column", minWidth: 0 },
});

/**
 * The shell around every route: banner, navigation (when signed in), page, overlay, error modal. The
 * navigation, banner and modal load when first shown (deferredShell.tsx): the login page needs none.
 */
export function AppLayout() {
  const styles = useStyles();
  const { token, user } = useSnapshot(sessionStore);
  const location = useLocation();
  return (
    <div className={styles.root}>
      <DeferredAlertBanner />
      {token && user ? <DeferredNavBar user={user} /> : null}
      <main className={styles.main}>
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<CenteredSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <LoadingOverlay />
      <DeferredErrorModal />
    </div>
  );
}

/** A crash in the shell itself, caught by the router. */
export function ShellCrash() {
  const error = useRouteError();
  return <CrashFallback error={error} />;
}

import { type ComponentType, lazy, Suspense, useState } from "react";
import { useSnapshot } from "valtio";
import { alertStore } from "../state/alert.ts";
import { errorModalStore } from "../state/errorModal.ts";
import type { NavUser } from "./NavBar.tsx";

/**
 * The parts of the shell the login page does not show, loaded the first time they are needed, so the
 * login route's JavaScript stays within its budget (issue 8: navigation with its avatar, badge and
 * menus; the error modal's Dialog; the banner's MessageBar).
 */
function deferred<P extends object, M>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const LazyNavBar = deferred(
  () => import("./NavBar.tsx"),
  (m) => m.NavBar,
);
const LazyErrorModal = deferred(
  () => import("./ErrorModal.tsx"),
  (m) => m.ErrorModal,
);
const LazyAlertBanner = deferred(
  () => import("./AlertBanner.tsx"),
  (m) => m.AlertBanner,
);

/** The navigation bar of a signed-in user. */
export function DeferredNavBar({ user }: { user: NavUser }) {
  return (
    <Suspense fallback={null}>
      <LazyNavBar user={user} />
    </Suspense>
  );
}

/** Mounted once it has first been wanted, then kept (the Dialog animates its own closing). */
function useOnceWanted(wanted: boolean): boolean {
  const [seen, setSeen] = useState(false);
  if (wanted && !seen) setSeen(true);
  return wanted || seen;
}

/** The ERROR!!!!! modal, loaded when the first error opens it. */
export function DeferredErrorModal() {
  const { open } = useSnapshot(errorModalStore);
  if (!useOnceWanted(open)) return null;
  return (
    <Suspense fallback={null}>
      <LazyErrorModal />
    </Suspense>
  );
}

/** The alert banner, loaded with the first alert. */
export function DeferredAlertBanner() {
  const { alert } = useSnapshot(alertStore);
  if (!useOnceWanted(alert !== null)) return null;
  return (
    <Suspense fallback={null}>
      <LazyAlertBanner />
    </Suspense>
  );
}

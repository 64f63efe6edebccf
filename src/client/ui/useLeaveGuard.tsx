import { type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { UNSAFE_NavigationContext } from "react-router-dom";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

type Navigate = (...args: unknown[]) => void;
interface PatchableNavigator {
  push: Navigate;
  replace: Navigate;
}

/**
 * Asks before leaving a page with unsaved work (issue 22). The app routes declaratively (BrowserRouter,
 * no data router: App.tsx), which has no blocker, so while the page is mounted the router's navigator's
 * push and replace are wrapped: a link, the navigation bar, the back link or a search-parameter change
 * (a slot tab) made while `dirty` opens the confirm dialog and happens only on Ok. Closing or reloading
 * the tab gets the browser's own question (beforeunload). The browser's Back button is not held (it has
 * already moved when the page hears of it). `leave` runs a navigation of the page's own unasked, e.g.
 * after the work was saved.
 */
export function useLeaveGuard(
  dirty: boolean,
  question: ReactNode,
): { dialog: ReactNode; leave: (go: () => void) => void } {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const unasked = useRef(false);

  useEffect(() => {
    const nav = navigator as unknown as PatchableNavigator;
    const { push, replace } = nav;
    const guarded =
      (original: Navigate): Navigate =>
      (...args) => {
        if (!dirtyNow.current || unasked.current) return original.apply(nav, args);
        setPending(() => () => original.apply(nav, args));
      };
    nav.push = guarded(push);
    nav.replace = guarded(replace);
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirtyNow.current) return;
      e.preventDefault();
      // Older browsers show the question only when returnValue is set.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      nav.push = push;
      nav.replace = replace;
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [navigator]);

  const leave = useCallback((go: () => void) => {
    unasked.current = true;
    try {
      go();
    } finally {
      unasked.current = false;
    }
  }, []);

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onClose={() => setPending(null)}
      onOk={() => {
        const go = pending;
        setPending(null);
        if (go) leave(go);
      }}
    >
      {question}
    </ConfirmDialog>
  );
  return { dialog, leave };
}

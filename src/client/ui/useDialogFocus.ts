import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

/** How long a closing dialog may take to leave the page (Fluent's exit motion) before focus goes back. */
const RESTORE_WAIT_MS = 1000;
const RESTORE_STEP_MS = 20;

const focusLost = (): boolean => {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
};

/**
 * Where a confirm-style dialog puts the focus (issue 21). Fluent's Dialog focuses the first focusable
 * element of the surface in an effect after mounting (react-dialog's useFocusFirstElement), which is
 * Close in our dialogs; an effect of the dialog's owner runs after the Dialog's own (React runs a
 * parent's effects after its children's), so the action button given this ref takes the focus there,
 * as Fluent's "Change focus" example does. Enter then acts; Escape still closes.
 *
 * The element focused before the dialog opened (read in a layout effect, before any dialog effect) gets
 * the focus back once the dialog has gone, when the focus was lost with it (left on the page body).
 */
export function useDialogFocus<T extends HTMLElement = HTMLButtonElement>(
  open: boolean,
): RefObject<T | null> {
  const action = useRef<T>(null);
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  useEffect(() => {
    if (!open) return;
    action.current?.focus();
    const focused = action.current;
    return () => {
      // Focus left on the leaving dialog's button kept tabster's modalizer (the page aria-hidden) on.
      if (focused && document.activeElement === focused) focused.blur();
      const back = opener.current;
      opener.current = null;
      if (!back) return;
      // The surface leaves after its exit motion: wait for the focus to be lost with it, then restore.
      let waited = 0;
      const restore = () => {
        const active = document.activeElement;
        if (focusLost()) {
          if (back.isConnected) back.focus();
          return;
        }
        // Still in the leaving dialog: wait; anywhere else the agent moved on: leave it there.
        if (!(active instanceof Element) || !active.closest("[aria-modal='true']")) return;
        waited += RESTORE_STEP_MS;
        if (waited < RESTORE_WAIT_MS) setTimeout(restore, RESTORE_STEP_MS);
      };
      setTimeout(restore, 0);
    };
  }, [open]);
  return action;
}

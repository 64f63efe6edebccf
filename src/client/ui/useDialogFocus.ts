import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

/** How long a closing dialog may take to leave the page (Fluent's exit motion) before focus goes back. */
const RESTORE_WAIT_MS = 1000;
const RESTORE_STEP_MS = 20;

/** The focus went down with what held it (a closed dialog, a picker, a button that is gone). */
export const focusLost = (): boolean => {
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
 * `returnTo` chooses another place from that opener, asked when the dialog has gone: the workspace's
 * dialogs send it to the task's field or photo when the opener is gone or was the page (issue 21).
 */
export function useDialogFocus<T extends HTMLElement = HTMLButtonElement>(
  open: boolean,
  returnTo?: (opener: HTMLElement | null) => HTMLElement | null,
): RefObject<T | null> {
  const action = useRef<T>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returnToRef = useRef(returnTo);
  returnToRef.current = returnTo;
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
      // Only this dialog is waited for: once another has opened, it has the focus to give back.
      const surface = focused?.closest("[aria-modal='true']") ?? null;
      // Focus left on the leaving dialog's button kept tabster's modalizer (the page aria-hidden) on.
      if (focused && document.activeElement === focused) focused.blur();
      const opened = opener.current;
      opener.current = null;
      const choose = returnToRef.current;
      if (!opened && !choose) return;
      // The surface leaves after its exit motion: wait for the focus to be lost with it, then restore.
      let waited = 0;
      const restore = () => {
        const active = document.activeElement;
        if (focusLost()) {
          const back = choose ? choose(opened) : opened;
          if (back?.isConnected) back.focus();
          return;
        }
        // Still in the leaving dialog: wait; anywhere else the agent moved on: leave it there.
        const modal = active instanceof Element ? active.closest("[aria-modal='true']") : null;
        if (!modal || (surface && modal !== surface)) return;
        waited += RESTORE_STEP_MS;
        if (waited < RESTORE_WAIT_MS) setTimeout(restore, RESTORE_STEP_MS);
      };
      setTimeout(restore, 0);
    };
  }, [open]);
  return action;
}

import { type RefObject, useEffect } from "react";
import { isModalOpen } from "../../../canvas/keyboard.ts";
import { focusLost } from "../../ui/useDialogFocus.ts";

/**
 * Where the keyboard lives on a task (issue 21). Each task has a home: its first field (the VIN, the
 * odometer reading, the plate, the first choice), or on damage tasks the photo frame, where the hot
 * keys and Tab (the material bar) act. The focus goes home when the task arrives, and comes back there
 * when a dialog, the damage picker, the support view or an error closes with nowhere better to go.
 */

/** The photo frame: the workstation's, or the plain photo's where the browser has no WebGL. */
export const PHOTO_FRAME = "[data-photo-frame]";

// What the agent types or chooses in: a switch or a radio is a field too, but not where typing
// starts or where Enter should answer the task.
const FIELD =
  "input:not([type='checkbox']):not([type='radio']):not(:disabled), select:not(:disabled), textarea:not(:disabled)";

/** The form's fields in reading order (which is their Tab order: the page sets no tabIndex in them). */
export const formFields = (form: ParentNode | null): HTMLElement[] =>
  form ? [...form.querySelectorAll<HTMLElement>(FIELD)] : [];

export const isLastField = (form: ParentNode | null, target: EventTarget | null): boolean => {
  const fields = formFields(form);
  return fields.length > 0 && fields[fields.length - 1] === target;
};

export const photoFrame = (within: ParentNode = document): HTMLElement | null =>
  within.querySelector<HTMLElement>(PHOTO_FRAME);

const nowhere = (): HTMLElement | null => null;
let home: () => HTMLElement | null = nowhere;

/** The current task's home, when it is on the page. */
export const taskHome = (): HTMLElement | null => {
  const element = home();
  return element?.isConnected ? element : null;
};

/** For dialogs: back to what opened them while it is there, else the task's home. */
export const openerOrHome = (opener: HTMLElement | null): HTMLElement | null =>
  opener?.isConnected && opener !== document.body ? opener : taskHome();

/**
 * Makes the form's first field (or, `onPhoto`, the photo frame) the task's home and moves the focus
 * there on arrival: at once, or as soon as it is on the page (a choice list still loading, the
 * canvas's code still coming), unless the agent has put the focus somewhere meanwhile.
 */
export function useTaskHome(form: RefObject<HTMLElement | null>, onPhoto: boolean): void {
  useEffect(() => {
    const find = () => (onPhoto ? photoFrame() : (formFields(form.current)[0] ?? null));
    home = find;
    const before = document.activeElement;
    // Done when home has the focus, or when the agent (or a modal) has taken it elsewhere.
    const arrive = (): boolean => {
      if (isModalOpen(null) || (document.activeElement !== before && !focusLost())) return true;
      const element = taskHome();
      element?.focus();
      return element !== null && document.activeElement === element;
    };
    const leave = () => {
      if (home === find) home = nowhere;
    };
    if (arrive()) return leave;
    const observer = new MutationObserver(() => {
      if (arrive()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      leave();
    };
  }, [form, onPhoto]);
}

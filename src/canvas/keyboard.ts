/**
 * Which key events the workstation takes. Keys typed into a field (the data-entry form, the damage
 * search) are the field's; Space is taken only when nothing else owns it (the page body or the
 * workstation itself has focus), so buttons keep working. Tab is the workstation's only on the focused
 * photo frame itself (not on an overlay in it), and Shift+Tab never: everywhere else Tab walks the
 * fields and buttons, and the frame is no trap (issue 21; the material bar also needs a damage task).
 * Chords with Ctrl, Alt or Meta are never the workstation's (the decision keys are Alt chords). While a
 * modal dialog is open (a confirm, Time OUT, the support view) no key is the workstation's.
 */

const EDITABLE_ROLES = new Set([
  "textbox",
  "combobox",
  "listbox",
  "option",
  "searchbox",
  "spinbutton",
  "slider",
]);

export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return true;
  return EDITABLE_ROLES.has(target.getAttribute("role") ?? "");
}

/** A modal dialog (Fluent marks its surface aria-modal) is open over the frame. */
export function isModalOpen(frame: HTMLElement | null): boolean {
  if (typeof document === "undefined") return false;
  for (const modal of document.querySelectorAll("[aria-modal='true']")) {
    if (!(frame && modal.contains(frame))) return true;
  }
  return false;
}

export function takesKey(event: KeyboardEvent, frame: HTMLElement | null): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (isEditableTarget(event.target)) return false;
  if (isModalOpen(frame)) return false;
  const target = event.target;
  const inFrame = target instanceof Node && frame?.contains(target) === true;
  if (event.key === "Tab") return target === frame && !event.shiftKey;
  if (event.key === " ") return inFrame || target === document.body || target === document.documentElement;
  return true;
}

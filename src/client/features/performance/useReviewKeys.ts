import { useEffect, useRef } from "react";
import { isEditableTarget, isModalOpen } from "../../../canvas/keyboard.ts";
import { type ReviewCommand, reviewCommandForKey } from "../../../domain/reviewKeys.ts";

/**
 * A field a key would type into. A radio or a switch is no text field, so after a click on one the
 * keys still work; but a focused radio keeps its own arrow keys (they move its group's choice).
 */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLInputElement) || !["radio", "checkbox"].includes(target.type))
    return isEditableTarget(target);
  return target.type === "radio" && key.startsWith("Arrow");
}

/**
 * The detail page's settling keys (src/domain/reviewKeys.ts): they act only when no text field has the
 * focus and no dialog is open (a confirm's Enter belongs to its Ok button).
 */
export function useReviewKeys(onCommand: (command: ReviewCommand) => void): void {
  const handler = useRef(onCommand);
  handler.current = onCommand;
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (e.repeat || ownsKey(e.target, e.key) || isModalOpen(null)) return;
      const command = reviewCommandForKey(e);
      if (!command) return;
      e.preventDefault();
      handler.current(command);
    };
    window.addEventListener("keydown", down);
    return () => window.removeEventListener("keydown", down);
  }, []);
}

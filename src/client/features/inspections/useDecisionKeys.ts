import { type RefObject, useEffect, useRef, useState } from "react";
import { isModalOpen } from "../../../canvas/keyboard.ts";
import { type Decision, decisionForKey, REJECT_ARM_MS } from "../../../domain/decisionKeys.ts";
import { isLastField } from "./taskFocus.ts";

type Act = (decision: Extract<Decision, { kind: "accept" | "reject" | "finish" }>) => void;

/**
 * The task's decision keys (src/domain/decisionKeys.ts) on the window. Listened to in the capture
 * phase, before the field or the workstation sees the key: the digit after Alt+R is a reject reason,
 * not a digit typed into the VIN or a support image. Not while a dialog is open (a confirm, the damage
 * picker): its keys are its own. Answers whether Alt+R waits for its digit (the reject buttons show it).
 * `finishFirst`: Ctrl+Enter takes Finish (isFinishFirst), read at the key press.
 */
export function useDecisionKeys(
  form: RefObject<HTMLElement | null>,
  finishFirst: boolean,
  act: Act,
): boolean {
  const [armed, setArmed] = useState(false);
  const actRef = useRef(act);
  actRef.current = act;
  const finishFirstRef = useRef(finishFirst);
  finishFirstRef.current = finishFirst;
  useEffect(() => {
    let rejectArmed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = (on: boolean) => {
      clearTimeout(timer);
      rejectArmed = on;
      setArmed(on);
      if (on) timer = setTimeout(() => arm(false), REJECT_ARM_MS);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const inDialog =
        e.target instanceof Element && e.target.closest("[role='dialog'], [role='alertdialog']");
      // A held key's repeats open nothing twice; Enter ending an IME composition is the field's.
      if (e.defaultPrevented || e.repeat || e.isComposing || inDialog || isModalOpen(null)) return;
      const decision = decisionForKey(e, {
        rejectArmed,
        inLastField: isLastField(form.current, e.target),
        finishFirst: finishFirstRef.current,
      });
      if (decision === null) return;
      if (decision.kind === "disarm") return arm(false);
      e.preventDefault();
      e.stopPropagation();
      if (decision.kind === "armReject") return arm(true);
      arm(false);
      actRef.current(decision);
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("keydown", onKeyDown, true);
    };
  }, [form]);
  return armed;
}

import { useEffect, useState } from "react";
import { isEditableTarget, isModalOpen } from "../../../canvas/keyboard.ts";

/**
 * The detail page's support keys (product §2): holding s shows the support view (the first support
 * image), holding 1..n the n-th support image. Space and d belong to the workstation. Answers the
 * index shown (0-based) or null. Not while a dialog is open (a confirm's keys are its own; issue 23).
 */
export function useSupportKeys(supportCount: number): number | null {
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (isEditableTarget(e.target) || e.ctrlKey || e.metaKey || e.altKey || isModalOpen(null)) return;
      if (e.key === "s" || e.key === "S") setShown(0);
      else if (/^[1-9]$/.test(e.key) && Number(e.key) <= supportCount) setShown(Number(e.key) - 1);
    };
    const up = (e: KeyboardEvent) => {
      if (e.key === "s" || e.key === "S" || /^[1-9]$/.test(e.key)) setShown(null);
    };
    const blur = () => setShown(null);
    window.addEventListener("keydown", down);
    window.addEventListener("keyup", up);
    window.addEventListener("blur", blur);
    return () => {
      window.removeEventListener("keydown", down);
      window.removeEventListener("keyup", up);
      window.removeEventListener("blur", blur);
    };
  }, [supportCount]);
  return shown;
}

import { useEffect, useState } from "react";

export interface PhotoKeyState {
  rotation: number;
  markers: boolean;
  /** The support image shown while a key is held: 0-based index, or null. */
  support: number | null;
}

/** Keys typed into a field are the field's, not the photo's. */
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The detail page's photo keys (spec §2): space rotates 90°, holding s shows the support view (the
 * first support image), d toggles the damage markers, holding 1..n shows the n-th support image.
 */
export function usePhotoKeys(supportCount: number): PhotoKeyState {
  const [state, setState] = useState<PhotoKeyState>({ rotation: 0, markers: true, support: null });
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (isTyping(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === " ") {
        e.preventDefault();
        if (!e.repeat) setState((s) => ({ ...s, rotation: (s.rotation + 90) % 360 }));
      } else if (e.key === "d" || e.key === "D") {
        if (!e.repeat) setState((s) => ({ ...s, markers: !s.markers }));
      } else if (e.key === "s" || e.key === "S") {
        setState((s) => ({ ...s, support: 0 }));
      } else if (/^[1-9]$/.test(e.key) && Number(e.key) <= supportCount) {
        setState((s) => ({ ...s, support: Number(e.key) - 1 }));
      }
    };
    const up = (e: KeyboardEvent) => {
      if (e.key === "s" || e.key === "S" || /^[1-9]$/.test(e.key)) setState((s) => ({ ...s, support: null }));
    };
    const blur = () => setState((s) => ({ ...s, support: null }));
    window.addEventListener("keydown", down);
    window.addEventListener("keyup", up);
    window.addEventListener("blur", blur);
    return () => {
      window.removeEventListener("keydown", down);
      window.removeEventListener("keyup", up);
      window.removeEventListener("blur", blur);
    };
  }, [supportCount]);
  return state;
}

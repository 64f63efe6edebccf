import { useCallback, useRef, useSyncExternalStore } from "react";
import type { WorkstationController } from "./controller";

const shallowEqual = <T extends object>(a: T, b: T): boolean => {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
};

/**
 * A coarse slice of the controller for React panels (toolbar, zoom readout, material bar). React
 * re-renders only when the slice changes — a pan drag moves the view every frame but not the slice.
 */
export function useControllerSlice<T extends object>(
  controller: WorkstationController,
  select: (c: WorkstationController) => T,
): T {
  const last = useRef<T | null>(null);
  const selectRef = useRef(select);
  selectRef.current = select;
  const getSnapshot = useCallback((): T => {
    const next = selectRef.current(controller);
    if (last.current !== null && shallowEqual(last.current, next)) return last.current;
    last.current = next;
    return next;
  }, [controller]);
  const subscribe = useCallback((listener: () => void) => controller.subscribe(listener), [controller]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

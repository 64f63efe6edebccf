import { proxy } from "valtio";
import { ALERT_AUTO_DISMISS_MS } from "../../domain/constants.ts";

export type AlertKind = "error" | "success";

export interface Alert {
  /** Grows with every alert so the banner re-announces a repeated message. */
  id: number;
  kind: AlertKind;
  /** HTTP status, or a short word when there is none (a network failure). */
  status: number | string;
  message: string;
}

/** The one global banner at the top of the app (product §8 "Top alert banner"). */
export const alertStore = proxy<{ alert: Alert | null }>({ alert: null });

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows the banner, replacing any previous one; it clears itself after ALERT_AUTO_DISMISS_MS. */
export function showAlert(kind: AlertKind, status: number | string, message: string): void {
  if (timer !== undefined) clearTimeout(timer);
  const id = nextId++;
  alertStore.alert = { id, kind, status, message };
  timer = setTimeout(() => {
    timer = undefined;
    if (alertStore.alert?.id === id) alertStore.alert = null;
  }, ALERT_AUTO_DISMISS_MS);
}

export function clearAlert(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  alertStore.alert = null;
}

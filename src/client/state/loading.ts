import { proxy } from "valtio";

/** Calls marked `loading` hold the overlay ('is hardworking') while they run. */
export const loadingStore = proxy({ pending: 0 });

export function beginLoading(): void {
  loadingStore.pending += 1;
}

export function endLoading(): void {
  loadingStore.pending = Math.max(0, loadingStore.pending - 1);
}

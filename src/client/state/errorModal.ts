import { proxy } from "valtio";

export interface ErrorModalState {
  open: boolean;
  message: string;
  /** Session errors and the new-version notice end the session when CLOSE is pressed (product §4, §8). */
  logoutOnClose: boolean;
}

/** The ERROR!!!!! modal (product §8). */
export const errorModalStore = proxy<ErrorModalState>({ open: false, message: "", logoutOnClose: false });

export function showErrorModal(message: string, options: { logoutOnClose: boolean }): void {
  // A modal that logs out on close is never downgraded by a later, milder error.
  const logoutOnClose = options.logoutOnClose || (errorModalStore.open && errorModalStore.logoutOnClose);
  Object.assign(errorModalStore, { open: true, message, logoutOnClose });
}

export function hideErrorModal(): void {
  Object.assign(errorModalStore, { open: false, message: "", logoutOnClose: false });
}

import type { AcceptBody } from "../../../contract/tasks.ts";
import { rejectFrom } from "../../../domain/rejectButtons.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { showVinDecodeWrong } from "../../../domain/vehicleData.ts";
import { call } from "../../api/call.ts";
import { endpoints } from "../../api/endpoints.ts";
import { alertStore, clearAlert } from "../../state/alert.ts";
import { sessionStore } from "../../state/session.ts";
import { boardStore, dispatch, openModal, receiveTask, type TaskPayload } from "./boardStore.ts";

/** Asks for the desktop-notification permission on a click (browsers allow it only then). */
function askNotificationPermission(): void {
  if (typeof Notification === "undefined" || Notification.permission !== "default") return;
  void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
}

/** Start Inspect (spec §4): status Waiting on the server, then the board enters Process. */
export async function startInspect(): Promise<void> {
  askNotificationPermission();
  const res = await call(endpoints.updateAction, { body: { status: "Waiting" }, quiet: true, loading: true });
  if (res.ok) dispatch({ type: "SET_STATUS", status: "Process" });
}

/** The waiting screen's back button and the timeout dialog's Back To Start: status Online, Start. */
export async function backToStart(): Promise<void> {
  const res = await call(endpoints.updateAction, { body: { status: "Online" }, quiet: true, loading: true });
  if (res.ok) dispatch({ type: "SET_STATUS", status: "Start" });
}

/** A task arrived while waiting (spec §4): timer, full screen for AGENT, desktop notification, doingTask. */
export function takeTask(payload: TaskPayload): void {
  receiveTask(payload);
  // Ours: a leftover success banner (e.g. the login's) would cover the countdown; errors stay.
  if (alertStore.alert?.kind === "success") clearAlert();
  if (sessionStore.user?.role === "AGENT" && !document.fullscreenElement) {
    try {
      void document.documentElement.requestFullscreen?.()?.catch(() => undefined);
    } catch {
      // A browser may refuse full screen without a user gesture: the task goes on.
    }
  }
  if (typeof Notification !== "undefined" && Notification.permission === "granted") {
    try {
      new Notification(TEXTS.taskNotificationTitle, { body: TEXTS.taskNotificationBody });
    } catch {
      // Some browsers allow notifications only from a service worker.
    }
  }
}

const currentTaskId = (): string | null => boardStore.task?.task._id ?? null;

/** Accept with the option's name and the entered data; 'Success!' ends the task (spec §4, §5). */
export async function acceptTask(message: string, data: Omit<AcceptBody, "message">): Promise<void> {
  const id = currentTaskId();
  if (!id) return;
  const photoCode = boardStore.photoCode ?? "";
  const res = await call(endpoints.acceptTask, {
    params: { id },
    body: { message, ...data },
    quiet: true,
    loading: true,
  });
  if (!res.ok) return;
  if (showVinDecodeWrong({ photoCode, hasError: false, message: res.data.message })) {
    openModal("vinDecode");
    return;
  }
  dispatch({ type: "ACCEPT_IMAGE", message: res.data.message });
}

/** Reject with the reason's description; `from` follows the slot type (spec §6). */
export async function rejectTask(message: string): Promise<void> {
  const id = currentTaskId();
  if (!id) return;
  const from = rejectFrom(boardStore.task?.taskSlot?.type);
  const res = await call(endpoints.rejectTask, {
    params: { id },
    body: { message, from },
    quiet: true,
    loading: true,
  });
  if (res.ok) dispatch({ type: "REJECT_IMAGE", message: res.data.message });
}

/** The countdown reached 0: the timeout call, then the Time OUT dialog (spec §4). */
export async function timeOutTask(): Promise<void> {
  const id = currentTaskId();
  dispatch({ type: "TIME_OUT" });
  if (id) await call(endpoints.timeoutTask, { params: { id }, quiet: true, quietError: true });
}

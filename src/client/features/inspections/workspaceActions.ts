import type { ErrorBody } from "../../../contract/call.ts";
import type { AcceptBody } from "../../../contract/tasks.ts";
import type { DamageInput, HomeworkResponse } from "../../../contract/taskTypes.ts";
import { rejectFrom } from "../../../domain/rejectButtons.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { showVinDecodeWrong } from "../../../domain/vehicleData.ts";
import { VEHICLE_MISMATCH, vehicleMismatchOf } from "../../../domain/vehicleMismatch.ts";
import { call } from "../../api/call.ts";
import { endpoints } from "../../api/endpoints.ts";
import { isSessionEndingCode } from "../../api/errors.ts";
import type { HttpResult } from "../../api/http.ts";
import { alertStore, clearAlert } from "../../state/alert.ts";
import { sessionStore } from "../../state/session.ts";
import {
  boardStore,
  canAct,
  dispatch,
  openModal,
  receiveTask,
  setNextDialog,
  type TaskPayload,
  timedOutBy,
  timeOutBoard,
} from "./boardStore.ts";
import { arrivalMarks, damageStore, resetDamages } from "./damageStore.ts";
import { prefetchPhoto } from "./photoPrefetch.ts";
import { inspectorAnswerOf } from "./taskData.ts";
import { askForTaskNow } from "./useHomeworkPolling.ts";
import { cageChoiceForAnswer } from "./workstation/cageChoiceStore.ts";
import { setSupportImages } from "./workstation/supportViewStore.ts";

/** Asks for the desktop-notification permission on a click (browsers allow it only then). */
function askNotificationPermission(): void {
  if (typeof Notification === "undefined" || Notification.permission !== "default") return;
  void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
}

/** Start Inspect (product §4): status Waiting on the server, then the board enters Process. */
export async function startInspect(): Promise<void> {
  askNotificationPermission();
  const res = await call(endpoints.updateAction, { body: { status: "Waiting" }, quiet: true, loading: true });
  if (!res.ok) return;
  askForTaskNow();
  dispatch({ type: "SET_STATUS", status: "Process" });
}

/** The waiting screen's back button and the timeout dialog's Back To Start: status Online, Start. */
export async function backToStart(): Promise<void> {
  const res = await call(endpoints.updateAction, { body: { status: "Online" }, quiet: true, loading: true });
  if (res.ok) dispatch({ type: "SET_STATUS", status: "Start" });
}

/** A task arrived while waiting (product §4): timer, full screen for AGENT, desktop notification, doingTask. */
export function takeTask(payload: TaskPayload): void {
  prefetchPhoto(payload.task.image_cap);
  receiveTask(payload);
  setSupportImages(payload.taskSlot?.supportView ?? payload.task.options.supportView);
  // QC: the inspector's damages are on the photo for the QA to keep, change or remove, by their ids
  // (issue 23); a response without them falls back to the answer's copy.
  const inspector = payload.task.type === "QC" ? inspectorAnswerOf(payload) : null;
  resetDamages();
  if (inspector) damageStore.damages = arrivalMarks(payload.task.options.originalDamages, inspector.damages);
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

export const QC_PASSED = "QC-PASSED";

/**
 * A refused answer (product §8): session codes and Unauthorized flag the error (the shell's ERROR!!!!!
 * modal logs out on CLOSE) so every action goes off; LEASE_EXPIRED (the lease ran out first) shows
 * Time OUT with Back To Start (issue 21); QC-PASSED shows its popup; on photo 01 and 08 the error
 * popup shows. Anything else stays in the red banner.
 */
function onAnswerFailed(res: Extract<HttpResult<unknown>, { ok: false }>, photoCode: string): void {
  if (timedOutBy(res)) return;
  if (res.status === 401 || isSessionEndingCode(res.code) || res.message === TEXTS.unauthorized) {
    dispatch({ type: "HAS_ERROR", error: res.message });
    return;
  }
  if (res.code === QC_PASSED) {
    dispatch({ type: "HAS_ERROR", error: res.message });
    openModal("qcPassed");
    return;
  }
  if (photoCode === "01" || photoCode === "08") {
    dispatch({ type: "HAS_ERROR", error: res.message });
    openModal("errorPopup");
  }
}

/** Errors that stay in the banner (not a popup): everything but the popup cases above. */
const quietErrorFor = (photoCode: string) => photoCode === "01" || photoCode === "08";

/**
 * 'Success!' ends the task; an auto task shows the next dialog first (product §4). The answer may hand
 * over the next task held ahead (issue 21, item 7): it is shown at once (its photo was prefetched),
 * without a wait or a homework call; an auto task leaves it to the dialog's homework call, which
 * answers the same task.
 */
function onAnswered(
  kind: "ACCEPT_IMAGE" | "REJECT_IMAGE" | "FINISH_IMAGE",
  message: string,
  next?: HomeworkResponse,
): void {
  const auto = boardStore.task?.auto === true;
  const handedOver = message === TEXTS.success && !auto && next?.task ? { ...next, task: next.task } : null;
  // Back to waiting: the next task is asked for before the waiting screen is drawn.
  if (message === TEXTS.success && !auto && !handedOver) askForTaskNow();
  dispatch({ type: kind, message });
  if (message === TEXTS.success) {
    resetDamages();
    setSupportImages([]);
    if (auto) setNextDialog(true);
  }
  if (handedOver) takeTask(handedOver);
}

/** Accept with the option's name and the entered data; 'Success!' ends the task (product §4, §5). */
export async function acceptTask(message: string, data: Omit<AcceptBody, "message">): Promise<void> {
  const id = currentTaskId();
  if (!id) return;
  const photoCode = boardStore.photoCode ?? "";
  const res = await call(endpoints.acceptTask, {
    params: { id },
    body: { message, ...data, ...cageChoiceForAnswer(id) },
    quiet: true,
    quietError: quietErrorFor(photoCode),
    loading: true,
  });
  if (!res.ok) {
    if (!askAboutMismatch(res, message, data)) onAnswerFailed(res, photoCode);
    return;
  }
  if (showVinDecodeWrong({ photoCode, hasError: false, message: res.data.message })) {
    openModal("vinDecode");
    return;
  }
  onAnswered("ACCEPT_IMAGE", res.data.message, res.data.next);
}

/**
 * A VIN that decodes to another vehicle than the inspection's (issue 21): the server refused the
 * accept with both vehicles; the agent is asked, and the same answer waits to be sent again with the
 * confirmation. False when the refusal is another one.
 */
function askAboutMismatch(
  res: Extract<HttpResult<unknown>, { ok: false }>,
  message: string,
  data: Omit<AcceptBody, "message">,
): boolean {
  const mismatch =
    res.code === VEHICLE_MISMATCH ? vehicleMismatchOf((res.data as ErrorBody | null)?.vehicleMismatch) : null;
  if (!mismatch) return false;
  boardStore.pendingMismatch = { mismatch, message, data };
  openModal("vehicleMismatch");
  return true;
}

/** The agent confirmed the other vehicle: the same accept again, with the confirmation, once. */
export function confirmVehicleMismatch(): void {
  const pending = boardStore.pendingMismatch;
  if (boardStore.modal !== "vehicleMismatch" || !pending) return;
  openModal("none");
  if (canAct(boardStore)) void acceptTask(pending.message, { ...pending.data, confirmVehicleMismatch: true });
}

/**
 * Not this vehicle: nothing is sent; the agent corrects the VIN (the dialog returns to its field). The
 * pending answer stays until the next one, so the closing dialog keeps its text.
 */
export const dismissVehicleMismatch = (): void => openModal("none");

/** Reject with the reason's description; `from` follows the slot type (product §6). */
export async function rejectTask(message: string): Promise<void> {
  const id = currentTaskId();
  if (!id) return;
  const photoCode = boardStore.photoCode ?? "";
  const from = rejectFrom(boardStore.task?.taskSlot?.type);
  const res = await call(endpoints.rejectTask, {
    params: { id },
    body: { message, from },
    quiet: true,
    quietError: quietErrorFor(photoCode),
    loading: true,
  });
  if (!res.ok) return onAnswerFailed(res, photoCode);
  onAnswered("REJECT_IMAGE", res.data.message, res.data.next);
}

/** Finish a damage task with the damages marked on the photo (product §4, §7). */
export async function finishTask(damages: DamageInput[]): Promise<void> {
  const id = currentTaskId();
  if (!id) return;
  const photoCode = boardStore.photoCode ?? "";
  const res = await call(endpoints.finishTask, {
    params: { id },
    body: { damages, ...cageChoiceForAnswer(id) },
    quiet: true,
    quietError: quietErrorFor(photoCode),
    loading: true,
  });
  if (!res.ok) return onAnswerFailed(res, photoCode);
  onAnswered("FINISH_IMAGE", res.data.message, res.data.next);
}

/** +30 s once on damage_body: the server extends the lease, then the countdown (product §4, §9). */
export async function plusTime(): Promise<void> {
  const id = currentTaskId();
  const taskName = boardStore.task?.task.name ?? "";
  if (!id || boardStore.plusTime) return;
  const res = await call(endpoints.plusTimeTask, { params: { id }, quiet: true });
  if (res.ok) dispatch({ type: "PLUS_TIME", taskName });
  else onAnswerFailed(res, boardStore.photoCode ?? "");
}

/** Dismissing the QC-PASSED or error popup clears the error (product §8). */
export function dismissErrorPopup(): void {
  dispatch({ type: "CLEAR_ERROR" });
  openModal("none");
}

/** The countdown reached 0: the timeout call, then the Time OUT dialog (product §4). */
export async function timeOutTask(): Promise<void> {
  const id = currentTaskId();
  timeOutBoard();
  if (id) await call(endpoints.timeoutTask, { params: { id }, quiet: true, quietError: true });
}

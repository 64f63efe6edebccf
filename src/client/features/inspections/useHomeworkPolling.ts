import { useEffect } from "react";
import { TASK_POLL_MS } from "../../../domain/constants.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { endpoints } from "../../api/endpoints.ts";
import { showAlert } from "../../state/alert.ts";
import { dispatch, setWaitingText, type TaskPayload } from "./boardStore.ts";

export const TOO_MANY_PRIORITIES = "TOO_MANY_PRIORITIES";

const askHomework = (signal: AbortSignal) =>
  call(endpoints.homework, { quiet: true, quietError: true, signal });

/**
 * The first homework call of a wait, sent the moment the wait begins (a task answered, Start Inspect
 * answered) instead of after React has drawn the waiting screen: that render no longer delays the next
 * task (issue 21). The waiting screen's first poll takes it; whoever ends the wait first aborts it.
 */
let early: { controller: AbortController; res: ReturnType<typeof askHomework> } | null = null;

export function askForTaskNow(): void {
  dropEarlyAsk();
  const controller = new AbortController();
  early = { controller, res: askHomework(controller.signal) };
}

/** The page goes away before the waiting screen took the call: no task is claimed for nobody. */
export function dropEarlyAsk(): void {
  early?.controller.abort();
  early = null;
}

/**
 * Waiting (product §4): asks for homework every TASK_POLL_MS, never two requests at once (the server
 * long-polls), until a task arrives; then stops and hands it over. Unmounting stops it too. A 403 (the
 * user may not inspect) stops it for good: the message shows and the board goes back to Start (issue 21).
 */
export function useHomeworkPolling(onTask: (payload: TaskPayload) => void): void {
  useEffect(() => {
    const controller = new AbortController();
    const taken = early;
    early = null;
    // Leaving the wait ends the call sent early as it ends this hook's own (the server stops waiting).
    controller.signal.addEventListener("abort", () => taken?.controller.abort());
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first = taken?.res ?? null;
    const poll = async () => {
      const startedAt = Date.now();
      const res = await (first ?? askHomework(controller.signal));
      first = null;
      if (controller.signal.aborted) return;
      if (res.ok && res.data.task) {
        const { task, ...rest } = res.data;
        onTask({ ...rest, task });
        return;
      }
      if (!res.ok && res.status === 403) {
        showAlert("error", 403, TEXTS.inspectForbidden);
        dispatch({ type: "SET_STATUS", status: "Start" });
        return;
      }
      if (res.ok) setWaitingText(res.data.code === TOO_MANY_PRIORITIES ? TEXTS.tooManyPriorities : null);
      timer = setTimeout(() => void poll(), Math.max(0, startedAt + TASK_POLL_MS - Date.now()));
    };
    void poll();
    return () => {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [onTask]);
}

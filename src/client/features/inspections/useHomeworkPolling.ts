import { useEffect } from "react";
import { TASK_POLL_MS } from "../../../domain/constants.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { endpoints } from "../../api/endpoints.ts";
import { showAlert } from "../../state/alert.ts";
import { dispatch, setWaitingText, type TaskPayload } from "./boardStore.ts";

export const TOO_MANY_PRIORITIES = "TOO_MANY_PRIORITIES";

/**
 * Waiting (product §4): asks for homework every TASK_POLL_MS, never two requests at once (the server
 * long-polls), until a task arrives; then stops and hands it over. Unmounting stops it too. A 403 (the
 * user may not inspect) stops it for good: the message shows and the board goes back to Start (issue 21).
 */
export function useHomeworkPolling(onTask: (payload: TaskPayload) => void): void {
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const startedAt = Date.now();
      const res = await call(endpoints.homework, {
        quiet: true,
        quietError: true,
        signal: controller.signal,
      });
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

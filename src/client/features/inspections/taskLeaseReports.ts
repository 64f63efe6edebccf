import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { TASK_HEARTBEAT_MS } from "../../../domain/constants.ts";
import { leaseKindOf } from "../../../domain/taskLease.ts";
import { call } from "../../api/call.ts";
import { endpoints } from "../../api/endpoints.ts";
import { sessionStore } from "../../state/session.ts";
import { boardStore, markImageLoaded, syncLease, timedOutBy } from "./boardStore.ts";
import { prefetchPhoto } from "./photoPrefetch.ts";

/**
 * What the server's lease needs to know to follow the countdown the agent sees (issue 21): when the
 * photo is shown (the countdown starts there) and, for a task without a countdown, that its screen is
 * still open. Both are quiet: a refusal other than LEASE_EXPIRED is left to the next report or the
 * answer; LEASE_EXPIRED shows Time OUT, as the answer calls do.
 */
async function report(endpoint: typeof endpoints.taskShown | typeof endpoints.taskHeartbeat, id: string) {
  const res = await call(endpoint, { params: { id }, quiet: true, quietError: true });
  if (!res.ok && boardStore.task?.task._id === id) timedOutBy(res);
  // The next task held ahead (issue 21, item 7): its photo is fetched and decoded while this one is
  // worked, so the answer that hands it over paints it at once.
  if (res.ok && res.data.aheadPhoto) prefetchPhoto(res.data.aheadPhoto);
  return res;
}

/** The task on screen runs on a countdown lease (not a heartbeat's: test mode, freeze-test users). */
const onCountdown = (): boolean => {
  const payload = boardStore.task;
  return (
    !!payload &&
    leaseKindOf({
      username: sessionStore.user?.username,
      sessionId: payload.inspection?.sessionID,
      vin: payload.vehicle?.vin,
    }) === "countdown"
  );
};

/**
 * The task photo is painted: the countdown counts from now, and the server restarts the lease with it.
 * Reported once per task: the workstation paints again on a cage change or a reload of the same task
 * (the server would ignore a repeat anyway). The countdown then follows the lease the server answers:
 * restarted (full time), or as it was when the photo had been shown before a reload.
 */
export function photoShown(): void {
  const first = !boardStore.imageLoaded;
  markImageLoaded();
  const id = boardStore.task?.task._id;
  if (!first || !id || boardStore.timeOut) return;
  void report(endpoints.taskShown, id).then((res) => {
    if (res.ok && onCountdown()) syncLease(id, res.data.leaseExpiresAt);
  });
}

/**
 * While the screen of a task without a countdown (test mode, freeze-test user) is open, a heartbeat
 * every TASK_HEARTBEAT_MS, the first at once (the claim gave an ordinary lease). It stops when the
 * screen goes (answer, Back To Start, leaving the page) or the task times out; the lease then lapses.
 */
export function useLeaseHeartbeat(taskId: string, on: boolean): void {
  const { timeOut } = useSnapshot(boardStore);
  useEffect(() => {
    if (!on || timeOut) return;
    const beat = () => void report(endpoints.taskHeartbeat, taskId);
    beat();
    const timer = setInterval(beat, TASK_HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [taskId, on, timeOut]);
}

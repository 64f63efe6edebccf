import { leaseKindOf } from "../../domain/taskLease.ts";
import { DONE_TASK_STATUS } from "../../domain/taskStatus.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { TokenClaims } from "../auth/tokens.ts";
import { conflict, forbidden, notFound } from "../errors.ts";
import type { ActivityRepository } from "../repositories/activity.ts";
import type { LeaseContext, TaskLeasesRepository } from "../repositories/taskLeases.ts";

type LiveTask = LeaseContext & { lease_expires_at: Date };

/**
 * One time for client and server (issue 21). The lease follows the countdown the agent sees: it starts
 * again when the photo is shown (the countdown starts there), and a task whose countdown does not run
 * (test mode, freeze-test users) is held while its screen sends heartbeats. Answers the lease's end.
 * Refusals as the answer calls: 404, 409 ALREADY_ANSWERED / LEASE_EXPIRED, 403 to anyone else.
 */
export class TaskLeaseService {
  constructor(
    private readonly leases: TaskLeasesRepository,
    private readonly activity: ActivityRepository,
  ) {}

  /** POST /api/tasks/{id}/shown: restarts the lease once; a repeated report answers the lease as it is. */
  async shown(claims: TokenClaims, taskId: string): Promise<Date> {
    const task = await this.liveTask(claims, taskId);
    const restarted = await this.leases.restartOnShown(taskId, claims.sub, this.kindOf(claims, task));
    return restarted ?? (await this.liveTask(claims, taskId)).lease_expires_at;
  }

  /**
   * POST /api/tasks/{id}/heartbeat: keeps a heartbeat lease. A countdown task's lease is left as it is:
   * a heartbeat that extended it would let an open screen outlast the timer.
   */
  async heartbeat(claims: TokenClaims, taskId: string): Promise<Date> {
    const task = await this.liveTask(claims, taskId);
    if (this.kindOf(claims, task) === "countdown") return task.lease_expires_at;
    const kept = await this.leases.keepAlive(taskId, claims.sub);
    // Nothing written: the lease ran out (or was answered) between the read and the write.
    return kept ?? (await this.liveTask(claims, taskId)).lease_expires_at;
  }

  private kindOf(claims: TokenClaims, task: LeaseContext) {
    return leaseKindOf({ username: claims.username, sessionId: task.session_id, vin: task.vin });
  }

  /** The caller's live hold of the task, or the refusal the answer calls give. */
  private async liveTask(claims: TokenClaims, taskId: string): Promise<LiveTask> {
    const me = claims.sub;
    const task = await this.leases.context(taskId);
    if (!task) throw notFound();
    const mine = task.holder_id === me && task.status === "held";
    if (mine && task.live && task.lease_expires_at) return task as LiveTask;
    if (task.status === DONE_TASK_STATUS && task.answered_by === me) {
      throw conflict(TEXTS.taskAlreadyAnswered, "ALREADY_ANSWERED");
    }
    // Still ours but run out (the sweep has not given it back yet), or given back since.
    if (mine || (await this.activity.hasHeld(me, taskId)))
      throw conflict(TEXTS.leaseExpired, "LEASE_EXPIRED");
    throw forbidden(TEXTS.taskNotYours);
  }
}

import type { HomeworkResponse } from "../../contract/taskTypes.ts";
import { PLUS_TIME_S } from "../../domain/constants.ts";
import { DONE_TASK_STATUS } from "../../domain/taskStatus.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { TokenClaims } from "../auth/tokens.ts";
import type { Db } from "../db/connect.ts";
import { AppError, conflict, forbidden, notFound } from "../errors.ts";
import type { ActivityRepository } from "../repositories/activity.ts";
import type { TasksRepository } from "../repositories/tasks.ts";
import type { UsersRepository } from "../repositories/users.ts";
import type { ClaimBatcher, ClaimResult } from "./claimBatcher.ts";
import type { TaskQueueEvents } from "./taskQueueEvents.ts";
import { emptyHomework, type TaskViewBuilder } from "./taskView.ts";

/** Dispatch (product §S3): atomic claims, leases, long-poll, timeouts, plus-time. */
export class DispatchService {
  constructor(
    private readonly db: Db,
    private readonly tasks: TasksRepository,
    private readonly users: UsersRepository,
    private readonly activity: ActivityRepository,
    private readonly views: TaskViewBuilder,
    private readonly events: TaskQueueEvents,
    private readonly waitMs: number,
    private readonly batcher: ClaimBatcher,
  ) {}

  /** Returns expired leases to the queue; wakes as many waiting agents of each skill as came back. */
  async sweep(): Promise<number> {
    const released = await this.tasks.sweepExpired();
    this.events.notifyQueued(released);
    return Object.values(released).reduce((a, b) => a + b, 0);
  }

  /**
   * The caller's task, long-polling up to waitMs when none is queued. `signal` aborts the wait when the
   * client goes away (request closed): nothing more is claimed for a caller who cannot receive it.
   */
  async homework(claims: TokenClaims, signal?: AbortSignal): Promise<HomeworkResponse> {
    // Expired leases go back first inside each claim batch (ClaimBatcher), once per batch, not per call.
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      if (signal?.aborted) return emptyHomework(TEXTS.noTaskYet);
      const result = await this.tryClaim(claims.sub);
      if (result.kind === "task") return this.views.build(result.task);
      if (result.kind === "answer") return result.answer;
      // Woken for a task this agent may not take (its own inspection's QC): another agent is woken.
      for (const skill of result.skipped ?? []) this.events.passOn(skill);
      const left = deadline - Date.now();
      if (left <= 0 || signal?.aborted) return emptyHomework(TEXTS.noTaskYet);
      // Woken by a queued task of our skills: try again; timed out, closing or client gone: nothing
      // (a client gone leaves the waiters at once, so no wake-up is spent on it).
      if (!(await this.events.waitForQueued(left, result.skills, signal)))
        return emptyHomework(TEXTS.noTaskYet);
    }
  }

  /** One claim through the batcher (atomic; concurrent claims share one transaction, its lease sweep included). */
  tryClaim(userId: string): Promise<ClaimResult> {
    return this.batcher.claim(userId);
  }

  /** PUT /api/tasks/{id}/timeout: gives the task back at once and records the timeout. */
  async timeout(claims: TokenClaims, taskId: string): Promise<void> {
    const released = await this.db.transaction().execute(async (trx) => {
      const task = await this.tasks.lockById(trx, taskId);
      if (!task) throw notFound();
      if (task.holder_id !== claims.sub || task.status !== "held") {
        // Already given back (by the sweep or a repeated call): the same answer, nothing changes.
        if (task.status === "queued" && (await this.activity.hasHeld(claims.sub, taskId, trx))) return null;
        if (task.status === DONE_TASK_STATUS && task.answered_by === claims.sub) {
          throw conflict(TEXTS.taskAlreadyAnswered, "ALREADY_ANSWERED");
        }
        throw forbidden(TEXTS.taskNotYours);
      }
      await this.tasks.release(trx, taskId);
      await this.activity.taskEnded(trx, claims.sub, task, "timeout");
      await this.users.setWorkStatus(trx, claims.sub, "Inspecting", "Waiting");
      return task.name;
    });
    if (released) this.events.notifyQueued({ [released]: 1 });
  }

  /** +30 s on a held damage_body task, once (product §4, §9; product §S3). */
  async plusTime(claims: TokenClaims, taskId: string): Promise<void> {
    const task = await this.tasks.findById(taskId);
    if (!task) throw notFound();
    if (task.holder_id !== claims.sub) throw forbidden(TEXTS.taskNotYours);
    if (task.name !== "damage_body") throw new AppError(400, "VALIDATION", TEXTS.plusTimeNotAllowed);
    if (!(await this.tasks.extendLease(taskId, claims.sub, PLUS_TIME_S))) {
      throw conflict(TEXTS.plusTimeNotAllowed, "PLUS_TIME_USED");
    }
  }
}

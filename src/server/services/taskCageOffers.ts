import type { OfferedCage } from "../../contract/taskCages.ts";
import { DONE_TASK_STATUS } from "../../domain/taskStatus.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { TokenClaims } from "../auth/tokens.ts";
import { conflict, forbidden, notFound } from "../errors.ts";
import type { ActivityRepository } from "../repositories/activity.ts";
import type { InspectionsRepository } from "../repositories/inspections.ts";
import type { TasksRepository } from "../repositories/tasks.ts";
import type { TaskCageResolver } from "./taskCage.ts";

/**
 * GET /api/tasks/{id}/cages (product §2 T "change cage / reload"): the cages the task's holder may switch
 * the photo to. Answers like the answer calls: 404 no such task, 409 when the caller's hold is over
 * (answered, or the lease ran out), 403 for anyone who never held it.
 */
export class TaskCageOffers {
  constructor(
    private readonly tasks: TasksRepository,
    private readonly inspections: InspectionsRepository,
    private readonly activity: ActivityRepository,
    private readonly cages: TaskCageResolver,
  ) {}

  async offered(claims: TokenClaims, taskId: string): Promise<OfferedCage[]> {
    const me = claims.sub;
    const task = await this.tasks.findById(taskId);
    if (!task) throw notFound();
    const mine = task.holder_id === me && task.status === "held";
    if (!mine || !task.lease_expires_at || task.lease_expires_at <= new Date()) {
      if (task.status === DONE_TASK_STATUS && task.answered_by === me) {
        throw conflict(TEXTS.taskAlreadyAnswered, "ALREADY_ANSWERED");
      }
      // Still ours but run out (the sweep has not given it back yet), or given back since.
      if (mine || (await this.activity.hasHeld(me, taskId)))
        throw conflict(TEXTS.leaseExpired, "LEASE_EXPIRED");
      throw forbidden(TEXTS.taskNotYours);
    }
    return this.cages.offered(task, await this.inspections.vehicleOf(task.inspection_id));
  }
}

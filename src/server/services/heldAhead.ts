import type { HomeworkResponse } from "../../contract/taskTypes.ts";
import type { TokenClaims } from "../auth/tokens.ts";
import type { HeldAheadRepository } from "../repositories/heldAhead.ts";
import type { InspectionsRepository } from "../repositories/inspections.ts";
import { type TaskQueueEvents, tally } from "./taskQueueEvents.ts";
import { photoUrl, type TaskViewBuilder } from "./taskView.ts";

/**
 * The next task held ahead (issue 21, item 7; domain/heldAhead.ts, docs/decisions.md): each report of
 * the current task (photo shown, heartbeat) keeps one more task for the agent and names its photo, which
 * the client fetches and decodes while the agent works; the answer's 'Success!' hands it over at once.
 */
export class HeldAheadService {
  constructor(
    private readonly repo: HeldAheadRepository,
    private readonly inspections: InspectionsRepository,
    private readonly views: TaskViewBuilder,
    private readonly events: TaskQueueEvents,
    /** How long past the current lease's end a task stays held ahead (config HELD_AHEAD_IDLE_S). */
    private readonly idleS: number,
  ) {}

  /** After a report of the current task, whose lease ends at `leaseEnd`: the held-ahead task's photo, if any. */
  async reserve(claims: TokenClaims, leaseEnd: Date): Promise<string | null> {
    const task = await this.repo.reserve(claims.sub, leaseEnd, this.idleS);
    if (!task) return null;
    const photo = (await this.inspections.photosOf(task.inspection_id)).find(
      (p) => p.photo_code === task.photo_code,
    );
    return photo ? photoUrl(photo) : null;
  }

  /** After a 'Success!' answer: the held-ahead task as homework would answer it, now the caller's, or null. */
  async handOver(claims: TokenClaims): Promise<HomeworkResponse | null> {
    const task = await this.repo.handOver(claims.sub);
    return task ? this.views.build(task) : null;
  }

  /** Back To Start, Start Inspect, sign-out: the task goes back to everyone, and a waiting agent is woken. */
  async release(userId: string): Promise<void> {
    const names = await this.repo.release(userId);
    if (names.length > 0) this.events.notifyQueued(tally(names));
  }
}

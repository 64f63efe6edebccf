import type {
  ConfirmTaskFailedBody,
  ListTaskFailedQuery,
  TaskFailedView,
} from "../../contract/taskFailed.ts";
import { confirmOutcome } from "../../domain/confirmOutcome.ts";
import { DEFAULT_TIMEZONE } from "../../domain/constants.ts";
import { type Actor, confirmMessage, validateConfirm } from "../../domain/failedTask.ts";
import {
  canConfirm,
  canOpenFailedTask,
  canRemoveFailedTask,
  canWriteMessage,
  seesOnlyOwnFailedTasks,
} from "../../domain/failedTaskPermissions.ts";
import { autoVerifyDueAt, isFinalStatus, movesTrainerQueue } from "../../domain/failedTaskStatus.ts";
import { isValidTimezone } from "../../domain/profile.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { TokenClaims } from "../auth/tokens.ts";
import { AUTO_VERIFY_BATCH } from "../config.ts";
import type { Db } from "../db/connect.ts";
import { retryOnDeadlock } from "../db/retryOnDeadlock.ts";
import { badRequest, forbidden, notFound } from "../errors.ts";
import type { Caller } from "../repositories/sessions.ts";
import type { TaskFailedRepository, TaskFailedRow } from "../repositories/taskFailed.ts";
import type { TasksRepository } from "../repositories/tasks.ts";
import type { UsersRepository } from "../repositories/users.ts";
import type { CallerClaims } from "./auth.ts";
import { listFilters } from "./taskFailedFilters.ts";
import { partiesOf, taskFailedView } from "./taskFailedView.ts";
import type { TaskViewBuilder } from "./taskView.ts";
import { enqueueTaskFailedVerified } from "./webhookEvents.ts";

const actorOf = (claims: TokenClaims): Actor => ({ role: claims.role, username: claims.username });

/** The review loop (product §S5): list, detail, confirm, delete, auto-verification. */
export class TaskFailedService {
  constructor(
    private readonly db: Db,
    private readonly repo: TaskFailedRepository,
    private readonly users: UsersRepository,
    private readonly tasks: TasksRepository,
    private readonly views: TaskViewBuilder,
    private readonly autoVerifyHours: number,
  ) {}

  /** Whether an auto-verification run is under way on this instance (no overlapping runs). */
  private autoVerifying = false;

  /** The caller's timezone: the query's when valid, else the profile's. */
  async timezoneOf(claims: TokenClaims, asked?: string): Promise<string> {
    if (asked && isValidTimezone(asked)) return asked;
    return (await this.users.findById(claims.sub))?.timezone ?? DEFAULT_TIMEZONE;
  }

  async list(claims: CallerClaims, query: ListTaskFailedQuery, now = new Date()) {
    // The profile's timezone and the badge's count: read by the request's session check (authHook),
    // else one read of the caller.
    const me = claims.caller ?? (await this.callerOf(claims.sub));
    const asked = query.timezone;
    const timezone = asked && isValidTimezone(asked) ? asked : me.timezone;
    const filters = listFilters(query, actorOf(claims), timezone, now);
    if (!filters.ok) throw badRequest(filters.message);
    const limit = query.limit ?? 50;
    const page = query.page ?? 1;
    const totalTaskFailed = me.totalTaskFailed;
    // An AGENT or TRAINEE lists what it is a party to: its own work and, given the qc skill, the
    // tasks its QC answers made (the same rule as opening one, canOpenFailedTask).
    const own = seesOnlyOwnFailedTasks(claims.role);
    const { rows, total } = await this.repo.list(
      own ? { ...filters.value, party: claims.username } : filters.value,
      page,
      limit,
    );
    return {
      success: true as const,
      data: rows.map(taskFailedView),
      count: rows.length,
      pages: Math.ceil(total / limit),
      total,
      current: page,
      limit,
      totalTaskFailed,
    };
  }

  private async callerOf(userId: string): Promise<Caller> {
    const row = await this.users.findById(userId);
    return { timezone: row?.timezone ?? DEFAULT_TIMEZONE, totalTaskFailed: row?.total_task_failed ?? 0 };
  }

  async detail(claims: TokenClaims, id: string) {
    const row = await this.repo.findById(id);
    if (!row) throw notFound();
    if (!canOpenFailedTask(actorOf(claims), partiesOf(row))) throw forbidden();
    const original = row.task_id ? await this.tasks.findById(row.task_id) : undefined;
    const view = original ? await this.views.build(original) : null;
    return {
      success: true as const,
      taskFailed: taskFailedView(row),
      task: view?.task ?? null,
      taskSlot: view?.taskSlot ?? null,
      taskSetting: view?.taskSetting ?? null,
      inspection: view?.inspection ?? null,
      vehicle: view?.vehicle ?? null,
    };
  }

  /**
   * Confirm (product §S5): permission first (403), then the merge of what the sender may
   * change (403), then the spec's four validations on the merged data (400), then the transition.
   * A TRAINER or SUPER may still add a message on an auto-verified task (canWriteMessage): a note only.
   */
  async confirm(
    claims: TokenClaims,
    body: ConfirmTaskFailedBody,
  ): Promise<{ success: true; message: string; taskFailed: TaskFailedView; totalTaskFailed: number }> {
    const actor = actorOf(claims);
    return this.db.transaction().execute(async (trx) => {
      const row = await this.repo.lockById(trx, body.id);
      if (!row) throw notFound();
      const parties = partiesOf(row);
      const message = confirmMessage(body.message, claims.role);
      const note = {
        message,
        messAt: new Date().toISOString(),
        username: claims.username,
        role: claims.role,
      };
      let status = row.status;
      let qaData = row.qa_data;
      if (!canConfirm(actor, parties)) {
        // A note only: the typed text is required here (no 'Confirm' default without a confirm).
        const typed = (body.message ?? "").trim();
        if (!canWriteMessage(actor, parties) || typed === "" || body.data) throw forbidden();
      } else {
        // One rule with the confirm dialog's promise (domain confirmOutcome): merge, then transition.
        const outcome = confirmOutcome(actor, { ...parties, qaData: row.qa_data }, body.data ?? row.qa_data);
        if (!outcome.ok) throw forbidden(outcome.message);
        const check = validateConfirm(outcome.data, row.type);
        if (!check.ok) throw badRequest(check.message, "CONFIRM_INVALID");
        if (!outcome.status) throw forbidden();
        status = outcome.status;
        qaData = outcome.data;
      }
      const updated = await this.repo.update(trx, row.id, {
        status,
        qaData,
        notes: message.trim() === "" ? row.notes : [...row.notes, note],
        finished: isFinalStatus(status) && !isFinalStatus(row.status),
      });
      if (status === "VERIFIED" && row.status !== "VERIFIED") await enqueueTaskFailedVerified(trx, updated);
      const totalTaskFailed = await this.recountFor(trx, row, claims.username, status);
      return {
        success: true as const,
        message: TEXTS.success,
        taskFailed: taskFailedView(updated),
        totalTaskFailed,
      };
    });
  }

  /** Delete: TRAINER and SUPER; the QC Skip lets the task's QA delete a QC failed task under review. */
  async remove(claims: TokenClaims, id: string | undefined) {
    if (!id) throw badRequest(TEXTS.failedTaskIdMissing);
    const actor = actorOf(claims);
    return this.db.transaction().execute(async (trx) => {
      const row = await this.repo.lockById(trx, id);
      if (!row) throw notFound();
      if (!canRemoveFailedTask(actor, partiesOf(row))) throw forbidden();
      await this.repo.delete(trx, id);
      const totalTaskFailed = await this.recountFor(trx, row, claims.username);
      return {
        success: true as const,
        message: TEXTS.success,
        totalTaskFailed,
      };
    });
  }

  /**
   * After a change to one failed task (to `status`; a delete leaves none): recount the totals of its
   * inspector and QA, of the caller, and of every trainer when it entered or left VERIFYING, and
   * return the caller's (the badge).
   */
  private async recountFor(
    trx: Parameters<TaskFailedRepository["recountTotals"]>[0],
    row: TaskFailedRow,
    caller: string,
    status?: string,
  ): Promise<number> {
    const totals = await this.repo.recountTotals(trx, [row.inspector_username, row.qa_username, caller], {
      trainers: status !== row.status && movesTrainerQueue(row.status, status),
    });
    return totals.get(caller) ?? 0;
  }

  /**
   * Auto-verification run (issue 8): batches of at most `batchSize` rows, each in its own transaction
   * with the parties' totals, until none are due, yielding to requests between batches. A backlog
   * (after downtime) is never one long statement holding every due row's lock. One run at a time per
   * instance: a call during a run answers 0 at once. Answers the rows moved; `onBatch` sees each batch,
   * and the run waits for what it returns (a caller, such as a test, can hold a run between batches).
   */
  async autoVerify(
    afterHours = this.autoVerifyHours,
    o: {
      batchSize?: number;
      onBatch?: (moved: number, ms: number) => void | Promise<void>;
      /** The run's clock (a test's fixed instant); each batch reads the time anew otherwise. */
      now?: () => Date;
    } = {},
  ): Promise<number> {
    if (this.autoVerifying) return 0;
    this.autoVerifying = true;
    try {
      const batchSize = Math.max(1, o.batchSize ?? AUTO_VERIFY_BATCH);
      let total = 0;
      for (;;) {
        const t0 = performance.now();
        const moved = await retryOnDeadlock(() =>
          this.db.transaction().execute(async (trx) => {
            const dueAt = autoVerifyDueAt(o.now?.() ?? new Date(), afterHours);
            const { moved, parties } = await this.repo.autoVerify(trx, dueAt, batchSize);
            await this.repo.recountTotals(trx, parties);
            return moved;
          }),
        );
        await o.onBatch?.(moved, performance.now() - t0);
        total += moved;
        // Fewer than a batch: none left, or the rest are another instance's (skipped while locked).
        if (moved < batchSize) return total;
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.autoVerifying = false;
    }
  }
}

import { type Insertable, type RawBuilder, sql, type Transaction } from "kysely";
import { AWAITING_VEHICLE } from "../../domain/vehicleWait.ts";
import type { Db } from "../db/connect.ts";
import { prepared } from "../db/preparedClient.ts";
import type { Database } from "../db/schema.ts";
import type { DamagesTable } from "../db/schemaTasks.ts";
import type { DamageRow, InspectionRow, VehicleChanges, VehicleRow } from "./inspections.ts";
import type { TaskRow } from "./tasks.ts";
import { OPEN_STATUSES, releasedNames, releaseWaitingPart } from "./vehicleWait.ts";
import { outboxPart } from "./webhookOutbox.ts";

type Tx = Transaction<Database> | Db;

/** Everything an answer is checked against, read in one statement (issue 8: statements per call). */
export interface AnswerContext {
  task: TaskRow;
  inspection: InspectionRow | null;
  vehicle: VehicleRow | null;
  /** The photo's earlier damage marks (none read for a QC task: its damages replace the list). */
  marks: Pick<DamageRow, "damage_location" | "actual_image">[];
  tires: Record<string, unknown> | null;
  /** A QC task's original task, and who answered it. */
  original: TaskRow | null;
  /** The damages the original task's answer marked, which a QC answer keeps, changes or removes. */
  originalDamages: OriginalDamage[];
  inspector: { id: string; username: string } | null;
}

export type OriginalDamage = Pick<
  DamageRow,
  | "id"
  | "component"
  | "damage_group"
  | "damage_name"
  | "grade_score"
  | "material"
  | "source"
  | "damage_type"
  | "unit_measure"
  | "damage_location"
  | "actual_image"
>;

/** What a valid answer writes; `complete` writes all of it only while the user's lease is live. */
export interface AnswerWrite {
  taskId: string;
  userId: string;
  kind: string;
  answer: Record<string, unknown>;
  inspectionId: string;
  /** The answered vehicle fields (an accepted INSPECT answer), merged into the vehicle row. */
  vehicle: VehicleChanges | null;
  damages: readonly Insertable<DamagesTable>[];
  /** The QC task this answer queues (a share of INSPECT answers), else null. */
  qc: { name: string; leaseS: number } | null;
  /** This answer ends the wait of the inspection's `awaiting_vehicle` tasks: queue them (vehicleWait.ts). */
  releaseWaiting?: boolean;
  /** A rejected photo's webhook event fields beyond the task's own (issue 24): session and reason. */
  rejected?: { sessionID: string; reason: string };
}

/** The webhook event of a completed inspection (issue 24), from a CTE of completed inspections' rows. */
const completedEvent = (name: string, source: string) =>
  outboxPart(
    name,
    "inspection.completed",
    source,
    sql`jsonb_build_object('sessionID', src.session_id, 'inspectionId', src.id, 'completedAt', src.completed_at)`,
  );

const VEHICLE_COLUMNS = ["vin", "year", "make", "model", "body_type", "vrm"] as const;
const TASK_DATES = ["held_at", "lease_expires_at", "answered_at", "created_at"] as const;

/** to_jsonb() writes timestamps as ISO strings; rows read that way get their Dates back. */
function withDates<T>(row: Record<string, unknown> | null, keys: readonly string[]): T | null {
  if (!row) return null;
  const out: Record<string, unknown> = { ...row };
  for (const k of keys) if (typeof out[k] === "string") out[k] = new Date(out[k] as string);
  return out as T;
}

type ContextRow = TaskRow & {
  inspection_json: Record<string, unknown> | null;
  vehicle_json: Record<string, unknown> | null;
  marks_json: AnswerContext["marks"];
  tires_json: Record<string, unknown> | null;
  original_json: Record<string, unknown> | null;
  original_damages_json: OriginalDamage[];
  inspector_username: string | null;
};

/**
 * The answer path's SQL (product §S4) in two statements: one read of the task with its
 * inspection, vehicle, marks, tire info and QC original, and one data-modifying statement that
 * completes the answer. A single statement is atomic and durable once acknowledged, so the common
 * answer needs no BEGIN/COMMIT (14 statements per accept before, docs/benchmarks.md).
 */
export class AnswersRepository {
  constructor(private readonly db: Db) {}

  async context(taskId: string): Promise<AnswerContext | undefined> {
    const { rows } = await sql<ContextRow>`${prepared}
      select t.id, t.inspection_id, t.photo_code, t.name, t.type, t.priority, t.status, t.holder_id, t.held_at,
        t.lease_expires_at, t.lease_s, t.plus_time_used, t.answer, t.answer_kind, t.answered_by, t.answered_at,
        t.original_task_id, t.original_holder_id, t.created_at,
        to_jsonb(i) as inspection_json,
        to_jsonb(v) as vehicle_json,
        (select coalesce(jsonb_agg(jsonb_build_object('damage_location', d.damage_location,
            'actual_image', d.actual_image) order by d.created_at), '[]'::jsonb)
          from damages d
          where d.inspection_id = t.inspection_id and d.photo_code = t.photo_code and o.id is null
        ) as marks_json,
        (select ti.data from tire_info ti where ti.inspection_id = t.inspection_id) as tires_json,
        to_jsonb(o) as original_json,
        (select coalesce(jsonb_agg(jsonb_build_object('id', d.id, 'component', d.component,
            'damage_group', d.damage_group, 'damage_name', d.damage_name, 'grade_score', d.grade_score,
            'material', d.material, 'source', d.source, 'damage_type', d.damage_type,
            'unit_measure', d.unit_measure, 'damage_location', d.damage_location,
            'actual_image', d.actual_image) order by d.created_at), '[]'::jsonb)
          from damages d
          where d.inspection_id = t.inspection_id and d.photo_code = t.photo_code and d.task_id = o.id
        ) as original_damages_json,
        u.username as inspector_username
      from tasks t
      left join inspections i on i.id = t.inspection_id
      left join vehicles v on v.inspection_id = t.inspection_id
      left join tasks o on t.type = 'QC' and o.id = t.original_task_id
      left join users u on u.id = o.answered_by
      where t.id = ${taskId}`.execute(this.db);
    const row = rows[0];
    if (!row) return undefined;
    const {
      inspection_json,
      vehicle_json,
      marks_json,
      tires_json,
      original_json,
      original_damages_json,
      inspector_username,
      ...task
    } = row;
    const original = withDates<TaskRow>(original_json, TASK_DATES);
    return {
      task,
      inspection: withDates<InspectionRow>(inspection_json, ["created_at", "completed_at"]),
      vehicle: withDates<VehicleRow>(vehicle_json, ["updated_at"]),
      marks: marks_json,
      tires: tires_json,
      original,
      originalDamages: original_damages_json,
      inspector:
        original?.answered_by && inspector_username !== null
          ? { id: original.answered_by, username: inspector_username }
          : null,
    };
  }

  /**
   * Task done, its hold recorded, the user back to Waiting, vehicle fields, damages, the QC task and
   * the inspection's completion: one statement, every part conditional on the task still being held
   * by this user within its lease (the UPDATE's row lock re-checks that against a concurrent sweep or
   * answer). `done` false: nothing was written. Sub-statements share one snapshot, so the completion
   * check leaves out this task (still 'held' there) and is skipped when a QC task is queued.
   * `othersHeld`: the inspection stayed open only because other agents hold its last tasks. Their
   * answers may be running now, each seeing this one as held too, so nobody would complete it: the
   * caller then runs `completeIfSettled` once this answer is committed (the later of two committers
   * always sees both).
   */
  async complete(
    tx: Tx,
    w: AnswerWrite,
  ): Promise<{ done: boolean; othersHeld: boolean; released: string[] }> {
    const parts: RawBuilder<unknown>[] = [
      sql`done as (
        update tasks set status = 'done', answer = ${JSON.stringify(w.answer)}::jsonb, answer_kind = ${w.kind},
          answered_by = ${w.userId}, answered_at = now(), lease_expires_at = null
        where id = ${w.taskId} and holder_id = ${w.userId} and status = 'held' and lease_expires_at > now()
        returning id, type, name, held_at, plus_time_used, inspection_id, photo_code, priority)`,
      sql`activity as (
        insert into agent_activity
          (user_id, kind, task_id, task_type, task_name, result, plus_time, started_at, ended_at)
        select ${w.userId}::uuid, 'task', id, type, name, ${w.kind}::text, plus_time_used,
          coalesce(held_at, now()), now()
        from done)`,
      sql`waiting as (
        update users set status = 'Waiting', status_changed_at = now()
        where id = ${w.userId} and status = 'Inspecting' and exists (select 1 from done))`,
    ];
    if (w.vehicle) {
      const changes = w.vehicle;
      const sets = VEHICLE_COLUMNS.filter((c) => changes[c] !== undefined).map(
        (c) => sql`${sql.ref(c)} = ${changes[c]}`,
      );
      parts.push(sql`vehicle as (
        update vehicles set ${sql.join([
          ...sets,
          sql`data = data || ${JSON.stringify(changes.data)}::jsonb`,
          sql`updated_at = now()`,
        ])}
        where inspection_id = ${w.inspectionId} and exists (select 1 from done))`);
    }
    if (w.damages.length > 0) {
      parts.push(sql`damages as (
        insert into damages (inspection_id, task_id, photo_code, component, damage_group, material, source,
          damage_name, damage_type, grade_score, unit_measure, damage_location, actual_image, created_by)
        select d.inspection_id, d.task_id, d.photo_code, d.component, d.damage_group, d.material, d.source,
          d.damage_name, d.damage_type, d.grade_score, d.unit_measure, d.damage_location::jsonb,
          d.actual_image::jsonb, d.created_by
        from jsonb_to_recordset(${JSON.stringify(w.damages)}::jsonb) as d(inspection_id uuid, task_id uuid,
          photo_code text, component text, damage_group text, material text, source text, damage_name text,
          damage_type text, grade_score double precision, unit_measure text, damage_location text,
          actual_image text, created_by uuid)
        where exists (select 1 from done))`);
    }
    if (w.qc) {
      parts.push(sql`qc as (
        insert into tasks (inspection_id, photo_code, name, type, priority, lease_s, original_task_id,
          original_holder_id)
        select inspection_id, photo_code, ${w.qc.name}::text, 'QC', priority, ${w.qc.leaseS}::int, id,
          ${w.userId}::uuid
        from done)`);
    } else {
      parts.push(sql`completed as (
        update inspections set completed_at = now()
        where id = ${w.inspectionId} and completed_at is null and exists (select 1 from done)
          and not exists (select 1 from tasks where inspection_id = ${w.inspectionId}
            and status in ${OPEN_STATUSES} and id <> ${w.taskId})
        returning id, session_id, completed_at)`);
      parts.push(completedEvent("completed_event", "completed"));
    }
    if (w.rejected) {
      parts.push(
        outboxPart(
          "rejected_event",
          "inspection.photo_rejected",
          "done",
          sql`jsonb_build_object('inspectionId', src.inspection_id, 'taskId', src.id, 'taskName', src.name,
            'taskType', src.type, 'photoCode', src.photo_code, 'rejectedAt', now())
            || ${JSON.stringify(w.rejected)}::jsonb`,
        ),
      );
    }
    // Released tasks are still awaiting in this statement's snapshot: the completion check sees them open.
    if (w.releaseWaiting) parts.push(releaseWaitingPart(w.inspectionId));
    const othersHeld = w.qc
      ? sql`false`
      : sql`exists (select 1 from tasks where inspection_id = ${w.inspectionId} and status = 'held'
          and id <> ${w.taskId})
        and not exists (select 1 from tasks where inspection_id = ${w.inspectionId}
          and status in ('queued', ${sql.lit(AWAITING_VEHICLE)}))`;
    // Prepared: the texts differ only by which parts are present, a few dozen at most.
    const { rows } = await sql<{ n: number; others_held: boolean; released: string[] }>`${prepared}
      with ${sql.join(parts)}
      select count(*)::int as n, ${othersHeld} as others_held,
        ${w.releaseWaiting ? releasedNames : sql`'[]'::jsonb`} as released
      from done`.execute(tx);
    const done = Number(rows[0]?.n) === 1;
    return {
      done,
      othersHeld: done && rows[0]?.others_held === true,
      released: done ? (rows[0]?.released ?? []) : [],
    };
  }

  /** Completes the inspection if none of its tasks is open (waiting, queued or held) any more (see `complete`). */
  async completeIfSettled(inspectionId: string): Promise<void> {
    await sql`${prepared}
      with completed as (
        update inspections set completed_at = now()
        where id = ${inspectionId} and completed_at is null
          and not exists (select 1 from tasks where inspection_id = ${inspectionId}
            and status in ${OPEN_STATUSES})
        returning id, session_id, completed_at),
      ${completedEvent("completed_event", "completed")}
      select 1`.execute(this.db);
  }
}

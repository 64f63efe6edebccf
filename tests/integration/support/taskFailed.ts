import { randomBytes } from "node:crypto";
import { type RawBuilder, sql } from "kysely";
import { expect } from "vitest";
import type { QaData } from "../../../src/domain/failedTask.ts";
import { movesTrainerQueue } from "../../../src/domain/failedTaskStatus.ts";
import type { NewTaskFailed } from "../../../src/server/repositories/taskFailed.ts";
import { answer, homework, ingest, setStatus } from "./tasks.ts";
import type { TestApp } from "./testApp.ts";
import { bearer } from "./testApp.ts";

export const uniq = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;

/**
 * A count table kept by triggers (migrations 0013, 0017, 0018) beside the real counts of task_failed
 * grouped by the same key, zero counts left out, each as [key, n] in key order.
 */
export async function keptAndRealCounts(
  t: TestApp,
  table: "task_failed_status_counts" | "task_failed_name_counts" | "task_failed_hour_counts",
  key: "status" | "name" | "hour",
  realKey: RawBuilder<unknown>,
  asKey: (k: unknown) => unknown = (k) => k,
) {
  type Row = { k: unknown; n: string };
  const kept = await sql<Row>`
    select ${sql.ref(key)} as k, n from ${sql.table(table)} where n <> 0 order by 1`.execute(t.database.db);
  const real = await sql<Row>`
    select ${realKey} as k, count(*) as n from task_failed group by 1 order by 1`.execute(t.database.db);
  const norm = (rows: Row[]) => rows.map((r) => [asKey(r.k), Number(r.n)]);
  return { kept: norm(kept.rows), real: norm(real.rows) };
}

/** Inserts a failed task directly and recounts the parties' totals (as the server does). */
export async function insertFailed(
  t: TestApp,
  o: Partial<Omit<NewTaskFailed, "qa_data">> & { qaData?: QaData; createdAt?: Date; updatedAt?: Date } = {},
) {
  const { qaData, createdAt, updatedAt, ...rest } = o;
  const row = await t.services.taskFailed.repo.insert(t.database.db, {
    inspector_username: "agent1",
    qa_username: "qa1",
    photo_code: "03",
    name: "odom",
    session_id: uniq("S"),
    type: "QC",
    qa_data: JSON.stringify(
      qaData ?? { messageData: [{ name: "odom", data: "wrong", action: "inspector" }] },
    ),
    ...(createdAt ? { created_at: createdAt } : {}),
    ...(updatedAt ? { updated_at: updatedAt } : {}),
    ...rest,
  });
  await t.services.taskFailed.repo.recountTotals(t.database.db, [row.inspector_username, row.qa_username], {
    trainers: movesTrainerQueue(row.status),
  });
  return row;
}

export const failedRow = (t: TestApp, id: string) =>
  t.database.db.selectFrom("task_failed").selectAll().where("id", "=", id).executeTakeFirst();

export const totalOf = async (t: TestApp, username: string) =>
  (
    await t.database.db
      .selectFrom("users")
      .select("total_task_failed")
      .where("username", "=", username)
      .executeTakeFirstOrThrow()
  ).total_task_failed;

/** Removes every failed task, so totals and lists start clean. */
export async function clearFailed(t: TestApp): Promise<void> {
  await sql`delete from task_failed`.execute(t.database.db);
  await sql`update users set total_task_failed = 0`.execute(t.database.db);
}

export const confirm = (t: TestApp, token: string, payload: object) =>
  t.app.inject({
    method: "PUT",
    url: "/api/taskFailed/confirmTaskFailed",
    headers: bearer(token),
    payload,
  });

export const list = (t: TestApp, token: string, query: Record<string, string | number>) =>
  t.app.inject({
    method: "GET",
    url: "/api/taskFailed/getAllTaskFailed",
    headers: bearer(token),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

/**
 * The whole loop over HTTP: the agent answers an odometer task, the QA re-checks it in QC with
 * `qaBody`. Answers the QC task id.
 */
export async function answerThenQc(
  t: TestApp,
  tokens: { admin: string; agent: string; qa: string },
  qaBody: object,
  qaAction = "accept",
  inspector: { action: string; body: object } = {
    action: "accept",
    body: { odom_reading: 1000, odom_unit: "km" },
  },
) {
  const { id } = await ingest(t, tokens.admin, { codes: ["03"], options: { decode: "none" } });
  await t.database.db
    .updateTable("tasks")
    .set({ priority: 90 })
    .where("inspection_id", "=", id)
    .where("name", "=", "odom")
    .execute();
  await setStatus(t, tokens.agent, "Waiting");
  const task = (await homework(t, tokens.agent)).json().task as { _id: string; name: string };
  expect(task.name).toBe("odom");
  const a = await answer(t, tokens.agent, task._id, inspector.action, inspector.body);
  expect(a.statusCode).toBe(200);
  await t.database.db
    .updateTable("tasks")
    .set({ priority: 95 })
    .where("original_task_id", "=", task._id)
    .execute();
  await setStatus(t, tokens.qa, "Waiting");
  const qc = (await homework(t, tokens.qa)).json().task as { _id: string; type: string };
  expect(qc.type).toBe("QC");
  const q = await answer(t, tokens.qa, qc._id, qaAction, qaBody);
  expect(q.json().message).toBe("Success!");
  return { inspectTaskId: task._id, qcTaskId: qc._id, inspectionId: id };
}

/** An inspector's damage as the QC task's options show it to the QA. */
export interface ViewedDamage {
  _id: string;
  component: string;
  damage_group: string;
  damage_name: string;
  grade_score: number | null;
  damage_location: { x: number; y: number } | null;
}

/** The inspector's damage as the QA's answer sends it back (damageInputOf), maybe renamed or regraded. */
export const kept = (d: ViewedDamage, change: { damage_name?: string; grade_score?: number } = {}) => ({
  id: d._id,
  component: d.component,
  damage_group: d.damage_group,
  damage_name: change.damage_name ?? d.damage_name,
  grade_score: change.grade_score ?? d.grade_score ?? 0,
  ...(d.damage_location ? { damage_location: d.damage_location } : {}),
});

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { seedDemoCages } from "../../../src/server/seed/demoCages.ts";
import type { TestApp } from "./testApp.ts";
import { bearer, loginAs, startTestApp } from "./testApp.ts";

/** Env for a test app of the task engine: photos in a temp folder, a short long-poll. */
export const taskEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
  LOGIN_RATE_LIMIT_MAX: "10000",
  DATA_DIR: mkdtempSync(join(tmpdir(), "tasks-it-")),
  HOMEWORK_WAIT_MS: "50",
  ...extra,
});

let sessionCounter = 0;
export const nextSession = (prefix = "S") =>
  `${prefix}${Date.now().toString(36)}${(sessionCounter++).toString(36)}`;

export interface IngestOptions {
  sessionID?: string;
  codes?: string[];
  options?: Record<string, unknown>;
  priority?: number;
  vehicle?: Record<string, unknown>;
  truth?: Record<string, unknown>;
  tires?: Record<string, unknown>;
}

export async function ingest(t: TestApp, adminToken: string, o: IngestOptions = {}) {
  const sessionID = o.sessionID ?? nextSession();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/inspections",
    headers: bearer(adminToken),
    payload: {
      sessionID,
      options: o.options ?? { decode: "none", damage_mode: "split" },
      ...(o.priority !== undefined ? { priority: o.priority } : {}),
      ...(o.vehicle ? { vehicle: o.vehicle } : {}),
      ...(o.truth ? { truth: o.truth } : {}),
      ...(o.tires ? { tires: o.tires } : {}),
      photos: (o.codes ?? ["01"]).map((photoCode) => ({
        photoCode,
        url: `https://photos.example.com/${sessionID}/${photoCode}.jpg`,
        width: 1000,
        height: 500,
      })),
    },
  });
  if (res.statusCode !== 200) throw new Error(`ingest failed ${res.statusCode} ${res.body}`);
  return { sessionID, id: res.json<{ inspection: { _id: string } }>().inspection._id };
}

export const setStatus = (t: TestApp, token: string, status: "Waiting" | "Online") =>
  t.app.inject({
    method: "PUT",
    url: "/api/users/updateAction",
    headers: bearer(token),
    payload: { status },
  });

export const homework = (t: TestApp, token: string) =>
  t.app.inject({ method: "GET", url: "/api/tasks/random/homework", headers: bearer(token) });

export const answer = (t: TestApp, token: string, id: string, action: string, payload: object = {}) =>
  t.app.inject({ method: "PUT", url: `/api/tasks/${id}/${action}`, headers: bearer(token), payload });

/** Clears every open (queued, held or vehicle-awaiting) task, so a test starts from an empty queue. */
export async function clearQueue(t: TestApp): Promise<void> {
  await sql`update tasks set status = 'cancelled' where status in ('queued', 'held', 'awaiting_vehicle')`.execute(
    t.database.db,
  );
  await sql`update users set status = 'Online' where status = 'Inspecting'`.execute(t.database.db);
}

export async function expireLease(t: TestApp, taskId: string): Promise<void> {
  await sql`update tasks set lease_expires_at = now() - interval '1 second' where id = ${taskId}`.execute(
    t.database.db,
  );
}

export async function taskRow(t: TestApp, id: string) {
  return t.database.db.selectFrom("tasks").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** Puts the inspection's `skill` task first in the queue and claims it as `token` (it must get that task). */
export async function claimNext(t: TestApp, token: string, inspectionId: string, skill: string) {
  await t.database.db
    .updateTable("tasks")
    .set({ priority: 50 })
    .where("inspection_id", "=", inspectionId)
    .where("name", "=", skill)
    .execute();
  const body = (await homework(t, token)).json();
  expect(body.task?.name).toBe(skill);
  return { taskId: body.task._id as string, body };
}

/** Ingests an inspection as `adminToken` and claims its `skill` task as `token`. */
export async function ingestAndClaim(
  t: TestApp,
  adminToken: string,
  token: string,
  skill: string,
  o: IngestOptions,
) {
  const { id, sessionID } = await ingest(t, adminToken, o);
  const { taskId, body } = await claimNext(t, token, id, skill);
  return { taskId, body, inspectionId: id, sessionID };
}

/**
 * One app per test file for the task tests: admin1 (who ingests) signed in, the queue empty before each
 * test. `use` receives them once the app is up. `env`: the app's environment (taskEnv() by default);
 * `demoCages`: the demo cages seeded into its database and storage first.
 */
export function withTaskApp(
  use: (app: { t: TestApp; admin: string }) => Promise<void> | void,
  o: { env?: Record<string, string>; demoCages?: boolean } = {},
): void {
  let t: TestApp;
  beforeAll(async () => {
    const env = o.env ?? taskEnv();
    t = await startTestApp(env);
    if (o.demoCages) await seedDemoCages(t.database.db, env.DATA_DIR as string);
    await use({ t, admin: await loginAs(t.app, "admin1") });
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(() => clearQueue(t));
}

/**
 * withTaskApp for the answer tests: `agent` (agent1 unless named) signed in too and Waiting before each
 * test; `others` only signed in (their tokens in the order named).
 */
export function withAgentApp<const Others extends readonly string[] = []>(
  use: (app: { t: TestApp; admin: string; agent: string; others: { [K in keyof Others]: string } }) => void,
  agent = "agent1",
  others?: Others,
): void {
  let t: TestApp;
  let token: string;
  withTaskApp(async (app) => {
    t = app.t;
    token = await loginAs(t.app, agent);
    const tokens: string[] = [];
    for (const name of others ?? []) tokens.push(await loginAs(t.app, name));
    use({ ...app, agent: token, others: tokens as { [K in keyof Others]: string } });
  });
  beforeEach(() => setStatus(t, token, "Waiting"));
}

import { sql, type Transaction } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/schema.ts";
import { ClaimsRepository } from "../../src/server/repositories/claims.ts";
import { TasksRepository } from "../../src/server/repositories/tasks.ts";
import { ClaimBatcher, type ClaimResult } from "../../src/server/services/claimBatcher.ts";
import { insertWaitingAgents } from "../support/agents.ts";
import { ingest, taskEnv } from "./support/tasks.ts";
import { loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * The race a claim batch must survive on several instances: an agent served elsewhere between this
 * batch's snapshot and its assign. The assign then hands out nothing, the batch rolls back and runs
 * again; no task is held twice and none is lost.
 */
let t: TestApp;
let agents: string[];
beforeAll(async () => {
  t = await startTestApp(taskEnv());
  const rows = await insertWaitingAgents(t.database.db, { count: 6, prefix: "race", skills: ["odom"] });
  agents = rows.map((r) => r.id);
  const admin = await loginAs(t.app, "admin1");
  for (let i = 0; i < 4; i++) await ingest(t, admin, { codes: ["03"] });
}, 120_000);
afterAll(() => t.close());

/** A ClaimsRepository whose first assign finds one agent already moved on (as another instance would). */
class RacedClaims extends ClaimsRepository {
  assigns = 0;
  constructor(private readonly servedElsewhere: string) {
    super();
  }
  override async assign(tx: Transaction<Database>, pairs: readonly { taskId: string; userId: string }[]) {
    this.assigns++;
    if (this.assigns === 1) {
      await sql`update users set status = 'Inspecting' where id = ${this.servedElsewhere}`.execute(tx);
    }
    return super.assign(tx, pairs);
  }
}

describe("a claim batch racing another instance", () => {
  it("hands out nothing when an agent of the batch is no longer Waiting", async () => {
    const queued = await t.database.db
      .selectFrom("tasks")
      .select("id")
      .where("status", "=", "queued")
      .limit(2)
      .execute();
    const [a, b] = agents;
    await t.database.db.updateTable("users").set({ status: "Inspecting" }).where("id", "=", b!).execute();
    let held: unknown[] | undefined;
    const rollback = new Error("rollback");
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        held = await new ClaimsRepository().assign(trx, [
          { taskId: queued[0]!.id, userId: a! },
          { taskId: queued[1]!.id, userId: b! },
        ]);
        throw rollback; // as the batcher does when it gets fewer rows than pairs
      }),
    ).rejects.toBe(rollback);
    expect(held).toHaveLength(0);
    const after = await t.database.db
      .selectFrom("tasks")
      .select("status")
      .where("id", "in", [queued[0]!.id, queued[1]!.id])
      .execute();
    expect(after.map((r) => r.status)).toEqual(["queued", "queued"]);
    await t.database.db.updateTable("users").set({ status: "Waiting" }).where("id", "=", b!).execute();
  });

  it("rolls back, runs again, and serves every agent once", async () => {
    const claims = new RacedClaims(agents[0]!);
    const tasks = new TasksRepository(t.database.db);
    const batcher = new ClaimBatcher(
      t.database.db,
      claims,
      (trx) => tasks.sweepExpired(trx),
      () => {},
    );
    const results = await Promise.all(agents.map((id) => batcher.claim(id)));
    expect(claims.assigns).toBe(2);
    const served = results.filter((r): r is Extract<ClaimResult, { kind: "task" }> => r.kind === "task");
    expect(served).toHaveLength(4);
    expect(new Set(served.map((r) => r.task.id)).size).toBe(4);
    expect(new Set(served.map((r) => r.task.holder_id)).size).toBe(4);
    const rows = await t.database.db.selectFrom("tasks").select(["status", "holder_id"]).execute();
    expect(rows.filter((r) => r.status === "held")).toHaveLength(4);
    const inspecting = await t.database.db
      .selectFrom("users")
      .select("id")
      .where("id", "in", agents)
      .where("status", "=", "Inspecting")
      .execute();
    // The rolled-back first attempt left nobody Inspecting without a task.
    expect(inspecting.map((u) => u.id).sort()).toEqual(served.map((r) => r.task.holder_id).sort());
  });
});

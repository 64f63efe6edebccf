/**
 * Claim runs of the dispatch benchmark: bursts (300 simultaneous claims) and the closed-loop drain,
 * through the server's batched path and through one transaction per claim (the code before batching).
 */
import { sql } from "kysely";
import type { Db } from "../../src/server/db/connect.ts";
import { TasksRepository } from "../../src/server/repositories/tasks.ts";
import { UsersRepository } from "../../src/server/repositories/users.ts";
import { warmClaims } from "../../src/server/services/claimWarmUp.ts";
import {
  assertOnce,
  BURSTS,
  type Claim,
  complete,
  engineOn,
  type Figures,
  now,
  type OpenedBenchDb,
  prepare,
  queueTasks,
  summarise,
  TASKS,
} from "./dispatchSupport.ts";

/** The claim before batching: one transaction per claim (kept here only to compare). */
function naiveClaim(db: Db, userId: string) {
  const tasks = new TasksRepository(db);
  const users = new UsersRepository(db);
  return db.transaction().execute(async (trx) => {
    const user = await users.lockForClaim(trx, userId);
    if (!user) return undefined;
    const task = await tasks.claim(trx, userId, user.skills);
    // Like the batched path, the hold's activity row is written when it ends (not timed here).
    if (task) await users.setWorkStatus(trx, userId, "Waiting", "Inspecting");
    return task;
  });
}

/** Every agent claims and completes until its claim finds nothing; answers the figures. */
export async function drain(db: Db, agents: string[], claim: Claim, label: string): Promise<Figures> {
  const latencies: number[] = [];
  const claimed: string[] = [];
  const started = now();
  await Promise.all(
    agents.map(async (userId) => {
      for (;;) {
        const t0 = now();
        const taskId = await claim(userId);
        latencies.push(now() - t0);
        if (!taskId) return;
        claimed.push(taskId);
        await complete(db, taskId, userId);
      }
    }),
  );
  const seconds = (now() - started) / 1000;
  assertOnce(claimed, TASKS, label);
  const done = await db
    .selectFrom("tasks")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("status", "=", "done")
    .executeTakeFirstOrThrow();
  if (Number(done.n) !== TASKS) throw new Error(`${label}: ${done.n} tasks done, expected ${TASKS}`);
  // The last claim of each agent found nothing: figures cover claims that got a task.
  return summarise(label, latencies.sort((a, b) => a - b).slice(0, TASKS), seconds);
}

/** How long the server is left idle before each burst (untimed). */
const IDLE_BEFORE_BURST_MS = 100;

/**
 * Claim latency: all 300 waiting agents claim at the same instant (one claim each) over a queue with a
 * task for each; repeated BURSTS times, the tasks completed (untimed) between bursts. Every burst counts,
 * the first one included (a server's first burst after its start is a user's experience too); its p99
 * is also reported alone as `firstBurstP99`.
 */
export async function bursts(
  db: Db,
  agents: string[],
  inspectionId: string,
  claim: Claim,
  label: string,
  /** Runs after the burst's tasks are queued, before its claims (untimed). */
  beforeBurst?: () => Promise<void>,
) {
  const latencies: number[] = [];
  let seconds = 0;
  let firstBurstP99 = Number.NaN;
  for (let round = 0; round < BURSTS; round++) {
    await queueTasks(db, inspectionId, agents.length);
    await beforeBurst?.();
    // The burst arrives at an idle server, as claims do. Without this pause the first burst paid for
    // the bench's own set-up (a database opened, migrated and filled in this process holds the event
    // loop: its first turn came 77–320 ms late), which no real server's first burst does: PGlite's
    // first burst p99 84.8–115 ms without it, 24.2–29.8 with it (session 9).
    await new Promise((resolve) => setTimeout(resolve, IDLE_BEFORE_BURST_MS));
    const started = now();
    const timed: number[] = [];
    const got = await Promise.all(
      agents.map(async (userId) => {
        const t0 = now();
        const taskId = await claim(userId);
        timed.push(now() - t0);
        return { userId, taskId };
      }),
    );
    latencies.push(...timed);
    seconds += (now() - started) / 1000;
    if (round === 0) firstBurstP99 = summarise(label, timed, 0).p99;
    const claimed = got.map((g) => g.taskId).filter((id): id is string => Boolean(id));
    assertOnce(claimed, agents.length, `${label} burst ${round}`);
    for (const g of got) if (g.taskId) await complete(db, g.taskId, g.userId);
  }
  return { ...summarise(label, latencies, seconds), firstBurstP99 };
}

/** Claims through the server's path (batched) and the naive one, each on a fresh database. */
export async function dispatchRuns(
  open: () => Promise<OpenedBenchDb>,
  engineName: string,
): Promise<{ bursts: Figures[]; drains: Figures[] }> {
  const out = { bursts: [] as Figures[], drains: [] as Figures[] };
  // BENCH_DISPATCH_NAIVE=0 leaves out the naive path (quicker A/B runs of the server's path).
  const modes =
    process.env.BENCH_DISPATCH_NAIVE === "0" ? (["batched"] as const) : (["batched", "naive"] as const);
  for (const mode of modes) {
    const { db, engine: kind, close } = await open();
    try {
      const { agents, inspectionId } = await prepare(db);
      const engine = await engineOn(db, kind);
      // As the server does before it listens (main.ts): the claim path rehearsed and rolled back.
      if (mode === "batched") await warmClaims(db, kind);
      const claim: Claim =
        mode === "batched"
          ? async (id) => {
              const r = await engine.dispatch.tryClaim(id);
              return r.kind === "task" ? r.task.id : undefined;
            }
          : async (id) => (await naiveClaim(db, id))?.id;
      out.bursts.push(await bursts(db, agents, inspectionId, claim, `${engineName} ${mode}`));
      await sql`delete from tasks`.execute(db);
      await queueTasks(db, inspectionId, TASKS);
      out.drains.push(await drain(db, agents, claim, `${engineName} ${mode}`));
      await engine.close();
    } finally {
      await close();
    }
  }
  return out;
}

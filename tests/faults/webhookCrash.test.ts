import { afterAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/server/db/connect.ts";
import { UsersRepository } from "../../src/server/repositories/users.ts";
import { seedDemoUsers } from "../../src/server/seed/demoUsers.ts";
import { agentTokens, call, ingest, type ServerProcess, startServer } from "../scaleout/support/cluster.ts";
import { startReceiver, verify } from "../support/webhookReceiver.ts";
import { ENGINES, type Engine, withDb } from "./support/engines.ts";

/**
 * Issue 24: a server SIGKILLed between the change and its webhook delivery. The event was written in the
 * change's own statement, so it outlives the process; after the restart the outbox delivers it, once.
 * The first process has its delivery worker off (WEBHOOK_POLL_MS=0: neither woken by the commit nor
 * polling), so it dies with the event undelivered; the restarted one polls every 200 ms.
 */
const PORT = 8623;

const serverEnv = (engine: Engine, pollMs: number) => ({
  ...engine.env,
  QC_SHARE_PERCENT: "0",
  HOMEWORK_WAIT_MS: "200",
  WEBHOOK_ALLOW_PRIVATE: "1",
  WEBHOOK_POLL_MS: String(pollMs),
  // The receiver runs in this test's process: on a loaded machine its answer can take seconds, and a try
  // that times out is retried with the same webhook-id (at least once). Here only the crash may not repeat it.
  WEBHOOK_TIMEOUT_MS: "60000",
  LOG_LEVEL: "warn",
});

const until = async (done: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
};

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

describe.each(ENGINES.map((make) => [make.name, make] as const))(
  "SIGKILL before a webhook is sent (%s)",
  (_n, make) => {
    it("delivers the event after the restart, once", async () => {
      const engine = await make();
      cleanups.push(engine.drop);
      const receiver = await startReceiver();
      cleanups.push(receiver.close);
      const [agent] = await withDb(engine, async (db) => {
        await migrateToLatest(db);
        await seedDemoUsers(new UsersRepository(db));
        return agentTokens(db, 1, "hookworker");
      });
      let server: ServerProcess = await startServer(PORT, serverEnv(engine, 0));
      cleanups.push(() => server.stop("SIGKILL"));
      const admin = (
        await call(server.url, "POST", "/api/users/login", undefined, {
          login: "admin1",
          password: "demo1234",
        })
      ).json.token;
      const hook = await call(server.url, "POST", "/api/webhooks", admin, {
        url: receiver.url,
        events: ["inspection.completed"],
      });
      expect(hook.status).toBe(200);

      // The change: the inspection's one task answered, which completes it (no QC sampled).
      const ingested = await ingest(server.url, admin);
      expect(ingested.status).toBe(200);
      const sessionID: string = ingested.json.inspection.sessionID;
      const task = (await call(server.url, "GET", "/api/tasks/random/homework", agent)).json.task;
      const answered = await call(server.url, "PUT", `/api/tasks/${task._id}/accept`, agent, {
        odom_reading: 1000,
        odom_unit: "km",
      });
      expect(answered.json.message).toBe("Success!");

      server.child.kill("SIGKILL");
      expect(await server.exited).toBeNull();
      expect(receiver.received).toHaveLength(0);

      server = await startServer(PORT, serverEnv(engine, 200));
      await until(() => receiver.received.length > 0, 30_000);
      expect(receiver.received).toHaveLength(1);
      expect(verify(hook.json.secret, receiver.received[0]!)).toMatchObject({
        type: "inspection.completed",
        data: { sessionID },
      });
      // Several more polls: nothing is sent again.
      await new Promise((r) => setTimeout(r, 1500));
      expect(receiver.received).toHaveLength(1);
      expect(await server.stop("SIGTERM")).toBe(0);
      expect(server.output()).not.toMatch(/"level":50/);

      const rows = await withDb(engine, (db) =>
        db.selectFrom("webhook_deliveries").select(["id", "status", "attempts"]).execute(),
      );
      expect(rows).toEqual([
        { id: receiver.received[0]?.headers["webhook-id"], status: "delivered", attempts: 1 },
      ]);
    }, 300_000);
  },
);

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, type OpenedDatabase, openDatabase } from "../../src/server/db/connect.ts";
import { UsersRepository } from "../../src/server/repositories/users.ts";
import { seedDemoUsers } from "../../src/server/seed/demoUsers.ts";
import { startReceiver, verify } from "../support/webhookReceiver.ts";
import {
  agentTokens,
  call,
  createPgDatabase,
  ingest,
  PG_ADMIN_URL,
  type ServerProcess,
  startServer,
  workLoop,
} from "./support/cluster.ts";

/**
 * Issue 24: two instances on one PostgreSQL deliver the webhook outbox together, each event exactly once.
 * A burst of inspections completed through both instances' APIs wakes both workers at every commit
 * (NOTIFY); they claim with FOR UPDATE SKIP LOCKED, so each delivery goes out from one of them only. The
 * receiver counts by webhook-id; each instance's log names the deliveries it sent ("webhook.try").
 */
const PORTS = [8631, 8632];
const EVENTS = 50;

let database: { url: string; drop(): Promise<void> };
let opened: OpenedDatabase;
let servers: ServerProcess[] = [];
let receiver: Awaited<ReturnType<typeof startReceiver>>;

const ready = Boolean(PG_ADMIN_URL);
if (!ready) console.warn("scale-out webhook test skipped: it needs TEST_DATABASE_URL");

/** The deliveries an instance's log says it delivered. */
const deliveredBy = (s: ServerProcess): string[] =>
  s
    .output()
    .split("\n")
    .filter((line) => line.includes('"event":"webhook.try"'))
    .map((line) => JSON.parse(line) as { delivery: string; outcome: string })
    .filter((t) => t.outcome === "delivered")
    .map((t) => t.delivery);

describe.skipIf(!ready)("two instances deliver each webhook event exactly once", () => {
  beforeAll(async () => {
    database = await createPgDatabase("sowh");
    opened = await openDatabase({ databaseUrl: database.url });
    await migrateToLatest(opened.db);
    await seedDemoUsers(new UsersRepository(opened.db));
    receiver = await startReceiver();
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), "scaleout-hooks-")),
      QC_SHARE_PERCENT: "0",
      HOMEWORK_WAIT_MS: "200",
      WEBHOOK_ALLOW_PRIVATE: "1",
      // The receiver runs in this process: on a loaded machine a try that times out is sent again with
      // the same webhook-id (at least once by design). Only the instances may not double a delivery here.
      WEBHOOK_TIMEOUT_MS: "60000",
      // Info: each try is logged with its delivery id.
      LOG_LEVEL: "info",
    };
    servers = await Promise.all(PORTS.map((port) => startServer(port, env)));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await receiver?.close();
    await opened?.close();
    await database?.drop();
  });

  it(`${EVENTS} inspections completed through both instances: every event arrives once`, async () => {
    const base = (i: number) => servers[i % servers.length]?.url ?? "";
    const login = await call(base(0), "POST", "/api/users/login", undefined, {
      login: "admin1",
      password: "demo1234",
    });
    const admin: string = login.json.token;
    const hook = await call(base(1), "POST", "/api/webhooks", admin, {
      url: receiver.url,
      events: ["inspection.completed"],
    });
    expect(hook.status).toBe(200);

    // Each inspection has one odometer photo: its answer completes it (no QC sampled).
    for (let i = 0; i < EVENTS; i++) expect((await ingest(base(i), admin)).status).toBe(200);
    const tokens = await agentTokens(opened.db, 6, "hooked");
    let turn = 0;
    const agents = workLoop(() => base(turn++), tokens);
    await agents.until(EVENTS, 120_000);
    await agents.stop();

    const deadline = Date.now() + 60_000;
    const rows = () =>
      opened.db.selectFrom("webhook_deliveries").select(["id", "status", "attempts"]).execute();
    while (Date.now() < deadline) {
      const all = await rows();
      if (all.length === EVENTS && all.every((r) => r.status === "delivered")) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // More polls on both instances (every 2 s): nothing is sent again.
    await new Promise((r) => setTimeout(r, 2500));

    const outbox = await rows();
    expect(outbox).toHaveLength(EVENTS);
    expect(outbox.every((r) => r.status === "delivered" && r.attempts === 1)).toBe(true);
    const ids = receiver.received.map((r) => String(r.headers["webhook-id"]));
    expect(ids).toHaveLength(EVENTS);
    expect(new Set(ids)).toEqual(new Set(outbox.map((r) => r.id)));
    const sessions = receiver.received.map(
      (r) => (verify(hook.json.secret, r) as { data: { sessionID: string } }).data.sessionID,
    );
    expect(new Set(sessions).size).toBe(EVENTS);

    // Both instances delivered some, and between them each delivery once.
    // A log line can reach the pipe after the row it belongs to.
    const logged = Date.now() + 10_000;
    while (servers.flatMap(deliveredBy).length < EVENTS && Date.now() < logged)
      await new Promise((r) => setTimeout(r, 50));
    const byInstance = servers.map(deliveredBy);
    console.log(`deliveries per instance: ${byInstance.map((d) => d.length).join(", ")}`);
    for (const sent of byInstance) expect(sent.length).toBeGreaterThan(0);
    expect(byInstance.flat().sort()).toEqual([...ids].sort());
    for (const s of servers) expect(s.output()).not.toMatch(/"level":50/);
  }, 240_000);
});

import { afterAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase } from "../../src/server/db/connect.ts";
import { UsersRepository } from "../../src/server/repositories/users.ts";
import { seedDemoUsers } from "../../src/server/seed/demoUsers.ts";
import {
  agentTokens,
  call,
  ingest,
  type ServerProcess,
  startServer,
  workLoop,
} from "../scaleout/support/cluster.ts";
import { createPrivatePg, type PrivatePg, privatePgAvailable } from "./support/privatePg.ts";

/**
 * PostgreSQL restarts while agents work (issue 8): the server stays up, answers 503 while the
 * database is away, reconnects by itself, and every answer it acknowledged is stored.
 */
const PG_PORT = 8641;
const PORT = 8622;
let pg: PrivatePg | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop("SIGKILL");
  pg?.destroy();
});

describe.skipIf(!privatePgAvailable)("a PostgreSQL restart while agents work", () => {
  it("answers 503 while the database is away, then reconnects and loses nothing acknowledged", async () => {
    pg = createPrivatePg(PG_PORT);
    const opened = await openDatabase({ databaseUrl: pg.url });
    await migrateToLatest(opened.db);
    await seedDemoUsers(new UsersRepository(opened.db));
    const tokens = await agentTokens(opened.db, 6, "shift");
    await opened.close();

    server = await startServer(PORT, {
      DATABASE_URL: pg.url,
      QC_SHARE_PERCENT: "0",
      HOMEWORK_WAIT_MS: "200",
      LOG_LEVEL: "warn",
    });
    const base = server.url;
    const admin = (
      await call(base, "POST", "/api/users/login", undefined, { login: "admin1", password: "demo1234" })
    ).json.token;
    for (let i = 0; i < 80; i++) expect((await ingest(base, admin)).status).toBe(200);

    const work = workLoop(() => base, tokens);
    await work.until(5);
    pg.stop();
    const away = Date.now();
    while (work.counts.unavailable < 3 && Date.now() - away < 20_000)
      await new Promise((r) => setTimeout(r, 50));
    const health = await call(base, "GET", "/api/health").catch((err) => {
      throw new Error(`the server process is gone: ${err}\n${server?.output()}`);
    });
    expect(health.status).toBe(200);
    expect(work.counts.unavailable).toBeGreaterThanOrEqual(3);
    pg.start();
    const before = work.acknowledged.size;
    await work.until(before + 5);
    await work.stop();
    expect(work.counts.network, "no dropped connections: every request got an answer").toBe(0);

    const check = await openDatabase({ databaseUrl: pg.url });
    const acknowledged = [...work.acknowledged];
    const rows = await check.db
      .selectFrom("tasks")
      .select(["id", "status"])
      .where("id", "in", acknowledged)
      .execute();
    await check.close();
    expect(rows).toHaveLength(acknowledged.length);
    expect(rows.every((r) => r.status === "done")).toBe(true);
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(server.output()).not.toMatch(/"level":50/);
  }, 180_000);
});

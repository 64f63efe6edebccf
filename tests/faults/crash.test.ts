import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase } from "../../src/server/db/connect.ts";
import { UsersRepository } from "../../src/server/repositories/users.ts";
import { seedDemoUsers } from "../../src/server/seed/demoUsers.ts";
import {
  agentTokens,
  call,
  ingest,
  ROOT,
  type ServerProcess,
  startServer,
  workLoop,
} from "../scaleout/support/cluster.ts";
import { ENGINES, type Engine, embedded, withDb } from "./support/engines.ts";

/**
 * A server killed with SIGKILL in the middle of answers (issue 8): every answer it acknowledged is
 * stored, it restarts cleanly on the same database, and leases the dead process left behind go back
 * to the queue once they run out. On the embedded database and on PostgreSQL. The embedded database
 * also survives a graceful SIGTERM stop, and its backup restores to the same rows.
 */
const PORT = 8621;
const AGENTS = 6;
const INSPECTIONS = 60;

const serverEnv = (engine: Engine) => ({
  ...engine.env,
  QC_SHARE_PERCENT: "0",
  HOMEWORK_WAIT_MS: "200",
  LEASE_SWEEP_MS: "200",
  LOG_LEVEL: "warn",
});

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

describe.each(ENGINES.map((make) => [make.name === "embedded" ? "pglite" : "postgres", make] as const))(
  "SIGKILL in the middle of answers on %s",
  (_name, make) => {
    it("loses no acknowledged answer, restarts cleanly, and frees dead leases", async () => {
      const engine = await make();
      cleanups.push(engine.drop);
      const tokens = await withDb(engine, async (db) => {
        await migrateToLatest(db);
        await seedDemoUsers(new UsersRepository(db));
        return agentTokens(db, AGENTS, "worker");
      });
      let server: ServerProcess = await startServer(PORT, serverEnv(engine));
      cleanups.push(() => server.stop("SIGKILL"));
      const admin = (
        await call(server.url, "POST", "/api/users/login", undefined, {
          login: "admin1",
          password: "demo1234",
        })
      ).json.token;
      for (let i = 0; i < INSPECTIONS; i++) expect((await ingest(server.url, admin)).status).toBe(200);

      const work = workLoop(() => server.url, tokens);
      await work.until(15).catch(async (err) => {
        await work.stop();
        throw new Error(`${err}\n${server.output()}`);
      });
      server.child.kill("SIGKILL");
      expect(await server.exited).toBeNull();
      await work.stop();
      const acknowledged = [...work.acknowledged];

      // Restart on the same database: it serves again at once.
      server = await startServer(PORT, serverEnv(engine));
      expect((await call(server.url, "GET", "/api/health")).status).toBe(200);
      if (engine.name === "pglite") expect(await server.stop("SIGTERM")).toBe(0);

      const held = await withDb(engine, async (db) => {
        const done = await db
          .selectFrom("tasks")
          .select(["id", "status", "answered_by"])
          .where("id", "in", acknowledged)
          .execute();
        expect(done).toHaveLength(acknowledged.length);
        expect(done.every((t) => t.status === "done" && t.answered_by !== null)).toBe(true);
        // Leases the killed process handed out: make them run out now rather than in a minute.
        const rows = await db.selectFrom("tasks").select("id").where("status", "=", "held").execute();
        await db
          .updateTable("tasks")
          .set({ lease_expires_at: new Date(Date.now() - 1000) })
          .where("status", "=", "held")
          .execute();
        return rows.map((r) => r.id);
      });
      if (engine.name === "pglite") server = await startServer(PORT, serverEnv(engine));
      await new Promise((r) => setTimeout(r, 1000)); // a few sweep periods
      expect(await server.stop("SIGTERM")).toBe(0);
      expect(server.output()).not.toMatch(/"level":50/);
      await withDb(engine, async (db) => {
        if (held.length > 0) {
          const rows = await db.selectFrom("tasks").select(["status"]).where("id", "in", held).execute();
          expect(rows.every((r) => r.status === "queued")).toBe(true);
        }
        const stillHeld = await db
          .selectFrom("tasks")
          .select("id")
          .where("status", "=", "held")
          .where("lease_expires_at", "<", new Date())
          .execute();
        expect(stillHeld).toHaveLength(0);
      });
    }, 300_000);
  },
);

describe("embedded database: graceful stop, backup and restore", () => {
  it("SIGTERM closes PGlite cleanly; a backup restores to the same rows", async () => {
    const engine = await embedded();
    const dataDir = engine.env.DATA_DIR ?? "";
    await withDb(engine, async (db) => {
      await migrateToLatest(db);
      await seedDemoUsers(new UsersRepository(db));
    });
    const server = await startServer(PORT, serverEnv(engine));
    cleanups.push(() => server.stop("SIGKILL"));
    const admin = (
      await call(server.url, "POST", "/api/users/login", undefined, { login: "admin1", password: "demo1234" })
    ).json.token;
    for (let i = 0; i < 3; i++) expect((await ingest(server.url, admin)).status).toBe(200);
    expect(existsSync(join(dataDir, "server.pid"))).toBe(true);
    const backupFile = join(dataDir, "backup.tar.gz");
    const cli = (cmd: string, env: Record<string, string>) =>
      spawnSync(
        join(ROOT, "node_modules", ".bin", "tsx"),
        [join(ROOT, "src/server/ops/backupCli.ts"), cmd, backupFile],
        {
          env: { PATH: process.env.PATH ?? "", ...env },
          encoding: "utf8",
        },
      );
    // A backup while the server holds the embedded database is refused, not taken half-written.
    const refused = cli("backup", { DATA_DIR: dataDir });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/stop it first/);

    // Exit 0 and no pid file: the process closed PGlite and finished its shutdown, not the grace timer.
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(existsSync(join(dataDir, "server.pid"))).toBe(false);
    const before = await withDb(engine, (db) =>
      db.selectFrom("tasks").select(["id", "status"]).orderBy("id").execute(),
    );
    expect(before).toHaveLength(3);

    const made = cli("backup", { DATA_DIR: dataDir });
    expect(made.status, made.stderr).toBe(0);
    const restoredDir = mkdtempSync(join(tmpdir(), "faults-restore-"));
    const restored = cli("restore", { DATA_DIR: restoredDir });
    expect(restored.status, restored.stderr).toBe(0);
    const after = await withDb({ ...engine, open: () => openDatabase({ dataDir: restoredDir }) }, (db) =>
      db.selectFrom("tasks").select(["id", "status"]).orderBy("id").execute(),
    );
    expect(after).toEqual(before);
    const admins = await withDb({ ...engine, open: () => openDatabase({ dataDir: restoredDir }) }, (db) =>
      db.selectFrom("users").select("username").where("role", "=", "ADMIN").execute(),
    );
    expect(admins.map((u) => u.username)).toContain("admin1");
  }, 300_000);
});

import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { PID_FILE } from "./ops/backup.ts";
import { prepareDatabase } from "./server.ts";
import { warmClaims } from "./services/claimWarmUp.ts";
import { warmListConnections } from "./services/listWarmUp.ts";

/** How long a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const { database, jwtSecret } = await prepareDatabase(config);
  // Every route's answer serializer fully compiled before listening: no first call pays for it.
  const { app } = await buildApp(config, database, jwtSecret, { eagerSerializers: true });
  // The embedded database is single-process: the pid file tells the backup command it is in use.
  const pidFile = database.engine === "pglite" ? join(config.dataDir, PID_FILE) : null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Stop taking requests and let those in flight finish, then close the database cleanly (PGlite
    // writes its last pages and shuts down, so the next start needs no recovery).
    await app.close();
    await database.close();
    if (pidFile) rmSync(pidFile, { force: true });
    app.log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // A stray rejected promise (a dropped database connection in a timer, say) is logged, not fatal.
  process.on("unhandledRejection", (err) => app.log.error({ err }, "unhandled rejection"));
  // PostgreSQL: the pool's connections opened and the lists' plans warmed before taking requests.
  if (database.engine === "postgres") {
    const t0 = Date.now();
    await warmListConnections(database.db, config.dbPoolSize).then(
      (connections) => app.log.info({ connections, ms: Date.now() - t0 }, "database connections warmed"),
      (err: unknown) => app.log.warn({ err }, "database warm-up failed"),
    );
  }
  // Both engines: claim batches rehearsed (and rolled back) so the first burst of claims is not slower.
  const claimsT0 = Date.now();
  const connections = database.engine === "postgres" ? config.dbPoolSize : 1;
  await warmClaims(database.db, database.engine, connections).then(
    (handedOut) => app.log.info({ handedOut, ms: Date.now() - claimsT0 }, "claim path warmed"),
    (err: unknown) => app.log.warn({ err }, "claim warm-up failed"),
  );
  await app.listen({ port: config.port, host: config.host });
  if (pidFile) writeFileSync(pidFile, String(process.pid));
  app.log.info({ db: database.engine, dataDir: config.databaseUrl ? undefined : config.dataDir }, "ready");
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
  } else {
    console.error(err);
  }
  process.exit(1);
});

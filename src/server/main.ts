import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { prepareDatabase } from "./server.ts";

async function main(): Promise<void> {
  const config = loadConfig();
  const { database, jwtSecret } = await prepareDatabase(config);
  const { app } = await buildApp(config, database, jwtSecret);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
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

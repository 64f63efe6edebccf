/**
 * Ingests an inspection from a folder (inspection.json + photo files) through the ingestion service.
 *   npm run import -- ./path/to/folder [./another/folder ...]
 * On the embedded database, stop the server first (PGlite allows one process at a time).
 */
import { buildApp } from "../app.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { prepareDatabase } from "../server.ts";
import { importFolder } from "../services/importFolder.ts";

async function main(): Promise<void> {
  const folders = process.argv.slice(2).filter((a) => a !== "--");
  if (folders.length === 0) {
    console.error("usage: npm run import -- <folder> [<folder> ...]");
    process.exit(2);
  }
  const config = { ...loadConfig(), logLevel: "silent" };
  const { database, jwtSecret } = await prepareDatabase(config);
  const { app, services } = await buildApp(config, database, jwtSecret);
  let failed = 0;
  try {
    for (const folder of folders) {
      try {
        const created = await importFolder(services.tasks.ingest, folder);
        console.log(`${folder}: inspection ${created.sessionId} with ${created.tasks} tasks`);
      } catch (err) {
        failed += 1;
        console.error(`${folder}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  } finally {
    await app.close();
    await database.close();
  }
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});

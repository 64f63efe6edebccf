/**
 * Imports cages from folders (cage.json + the slot files) through the Cage Manager's create service.
 *   npm run cages:import -- ./path/to/cage-folder [./another ...]
 * Each folder is checked whole before anything is stored; a bad one is reported and imports nothing.
 * On the embedded database, stop the server first (PGlite allows one process at a time).
 */
import { buildApp } from "../app.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { prepareDatabase } from "../server.ts";
import { CageImportError, importCageFolder } from "../services/cageImport.ts";

async function main(): Promise<void> {
  const folders = process.argv.slice(2).filter((a) => a !== "--");
  if (folders.length === 0) {
    console.error("usage: npm run cages:import -- <folder> [<folder> ...]");
    process.exit(2);
  }
  const config = { ...loadConfig(), logLevel: "silent" };
  const { database, jwtSecret } = await prepareDatabase(config);
  const { app, services } = await buildApp(config, database, jwtSecret);
  let failed = 0;
  try {
    for (const folder of folders) {
      try {
        const { cage, files } = await importCageFolder(services.cages, services.cageFiles, folder);
        console.log(
          `${folder}: cage ${cage._id} (${cage.year} ${cage.make} ${cage.model}, DRAFT) with ${files} files`,
        );
      } catch (err) {
        failed += 1;
        const known = err instanceof CageImportError || (err as { statusCode?: number }).statusCode === 400;
        console.error(`${folder}: ${known ? (err as Error).message : String(err)} — nothing imported`);
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

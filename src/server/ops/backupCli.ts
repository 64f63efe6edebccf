import { resolve } from "node:path";
import { BackupError, backupEmbedded, backupPostgres, restoreEmbedded, restorePostgres } from "./backup.ts";

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: the embedded database under DATA_DIR
 * (server stopped), or the PostgreSQL database of DATABASE_URL.
 */
async function main(): Promise<void> {
  const [command, target] = process.argv.slice(2);
  if ((command !== "backup" && command !== "restore") || !target) {
    console.error("usage: npm run backup -- <file> | npm run restore -- <file>");
    process.exit(2);
  }
  const file = resolve(target);
  const dataDir = resolve(process.env.DATA_DIR || "./data");
  const url = process.env.DATABASE_URL || undefined;
  if (command === "backup") {
    if (url) backupPostgres(url, file);
    else console.log(`${await backupEmbedded(dataDir, file)} bytes written`);
    console.log(`backup written to ${file}`);
  } else {
    if (url) restorePostgres(file, url);
    else {
      const aside = await restoreEmbedded(file, dataDir);
      if (aside) console.log(`the previous database was kept at ${aside}`);
    }
    console.log(`restored from ${file}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof BackupError ? `Backup error: ${err.message}` : err);
  process.exit(1);
});

import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * Backup and restore. The embedded database is PGlite's own data-directory dump (a gzipped tar,
 * `dumpDataDir`), taken with the server stopped because PGlite is single-process; PostgreSQL goes
 * through pg_dump / pg_restore (custom format). Photos and cage files are plain files under DATA_DIR
 * (`photos/`, `cages/`) and are copied with the usual file tools.
 */
export const PID_FILE = "server.pid";
export const pgliteDir = (dataDir: string) => join(dataDir, "pglite");

/** The pid of a live server on this data folder, if any (main.ts writes the file while it runs). */
export function runningServerPid(dataDir: string): number | null {
  const file = join(dataDir, PID_FILE);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // stale file of a server that died
  }
}

export class BackupError extends Error {}

export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  const pid = runningServerPid(dataDir);
  if (pid) throw new BackupError(`the server (pid ${pid}) is using ${dataDir}: stop it first`);
  if (!existsSync(pgliteDir(dataDir))) throw new BackupError(`no embedded database under ${dataDir}`);
  const db = await PGlite.create(pgliteDir(dataDir));
  try {
    const dump = await db.dumpDataDir("gzip");
    const bytes = Buffer.from(await dump.arrayBuffer());
    writeFileSync(file, bytes, { mode: 0o600 });
    return bytes.length;
  } finally {
    await db.close();
  }
}

/** Restores a dump into DATA_DIR/pglite; an existing database is kept aside, never overwritten. */
export async function restoreEmbedded(file: string, dataDir: string): Promise<string | null> {
  const pid = runningServerPid(dataDir);
  if (pid) throw new BackupError(`the server (pid ${pid}) is using ${dataDir}: stop it first`);
  const dir = pgliteDir(dataDir);
  let keptAside: string | null = null;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    keptAside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(dir, keptAside);
  }
  const blob = new Blob([new Uint8Array(readFileSync(file))]);
  const db = await PGlite.create(dir, { loadDataDir: blob });
  try {
    await db.query("select 1");
  } finally {
    await db.close();
  }
  return keptAside;
}

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { stdio: ["ignore", "inherit", "inherit"] });
  if (r.error) throw new BackupError(`${cmd}: ${r.error.message} (install the PostgreSQL client tools)`);
  if (r.status !== 0) throw new BackupError(`${cmd} failed with exit code ${r.status}`);
}

export function backupPostgres(databaseUrl: string, file: string): void {
  run("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`, `--dbname=${databaseUrl}`]);
}

export function restorePostgres(file: string, databaseUrl: string): void {
  run("pg_restore", [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--single-transaction",
    `--dbname=${databaseUrl}`,
    file,
  ]);
}

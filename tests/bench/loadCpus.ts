/**
 * CPU placement for a quiet-machine run of the mixed load (load.bench.ts): the server on its own
 * core(s), the load generator and PostgreSQL on the others, so that the figures separate the server's
 * time from the time the processes spend waiting for each other's core. `taskset -a -cp` (util-linux)
 * moves every thread of a running process; threads it starts later inherit the placement.
 *   LOAD_SERVER_CPUS  the spawned server process, e.g. 1
 *   LOAD_CLIENT_CPUS  this process (the load generator), e.g. 0
 *   LOAD_PG_CPUS      PostgreSQL: the postmaster (so new connections follow) and every backend and
 *                     background process it has now, e.g. 0 — needs the rights to do so (root or the
 *                     postgres user); the placement outlives the run (`taskset -a -cp 0-1 <pid>` undoes it)
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { sql } from "kysely";
import type { Db } from "../../src/server/db/connect.ts";

export function pin(pid: number, cpus: string): void {
  execFileSync("taskset", ["-a", "-cp", cpus, String(pid)], { stdio: "ignore" });
}

/** The parent of a process, from /proc. */
const parentOf = (pid: number): number =>
  Number(/^PPid:\s+(\d+)$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);

/**
 * PostgreSQL's postmaster and all its children (backends, background workers), when it runs on this
 * machine and this process may read /proc; [] otherwise.
 */
export async function postgresPids(db: Db): Promise<number[]> {
  try {
    const own = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    const postmaster = parentOf(Number(own.rows[0]?.pid));
    const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, "utf8")
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [postmaster, ...children];
  } catch {
    return [];
  }
}

async function pinPostgres(db: Db, cpus: string): Promise<number> {
  const pids = await postgresPids(db);
  if (!pids.length) throw new Error("LOAD_PG_CPUS: PostgreSQL's processes are not visible from here");
  for (const pid of pids) pin(pid, cpus);
  return pids.length;
}

/** Applies the LOAD_*_CPUS placements; answers a line for the output ("" when none is set). */
export async function placeProcesses(serverPid: number | undefined, db: Db): Promise<string> {
  const done: string[] = [];
  const server = process.env.LOAD_SERVER_CPUS;
  if (server && serverPid) {
    pin(serverPid, server);
    done.push(`server on CPU ${server}`);
  }
  const client = process.env.LOAD_CLIENT_CPUS;
  if (client) {
    pin(process.pid, client);
    done.push(`load generator on CPU ${client}`);
  }
  const pg = process.env.LOAD_PG_CPUS;
  if (pg) done.push(`PostgreSQL (${await pinPostgres(db, pg)} processes) on CPU ${pg}`);
  return done.length ? `CPU placement: ${done.join(", ")}` : "";
}

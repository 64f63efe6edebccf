/**
 * CPU placement for a quiet-machine run of the mixed load (load.bench.ts): the server on its own
 * core(s), the load generator and PostgreSQL on the others, so that the figures separate the server's
 * time from the time the processes spend waiting for each other's core. `taskset -a -cp` (util-linux)
 * moves every thread of a running process; threads it starts later inherit the placement.
 *   LOAD_SERVER_CPUS  the spawned server process, e.g. 1
 *   LOAD_CLIENT_CPUS  this process (the load generator), e.g. 0
 *   LOAD_PG_CPUS      PostgreSQL: the postmaster (so new connections follow) and every backend and
 *                     background process it has now, e.g. 0 — needs the rights to do so (root or the
 *                     postgres user); they get every CPU back at the end
 *   LOAD_NICE         a scheduling priority (e.g. -10, root only) for the server, this process and the
 *                     PostgreSQL backends of the bench's database: on a shared machine it approximates a
 *                     quiet one (the bench's processes get a core first), to see what is left of the tail.
 *                     With autogroup scheduling (Linux's default for sessions) a nice value only counts
 *                     within its session's group, so the groups get it too: this process's (the server is
 *                     in it; its old value back at the end) and each backend's (every PostgreSQL backend
 *                     is a session of its own)
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, setPriority } from "node:os";
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
 * machine and this process may read /proc; [] otherwise. For placing them (LOAD_PG_CPUS), not for
 * counting the bench's CPU: that is benchPostgresPids.
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

/**
 * The processes whose CPU the bench's figures count (loadServerFigures.ts): this database's backends
 * (the server's pool, autovacuum workers on its tables) and PostgreSQL's shared background processes
 * (checkpointer, writers), not other databases' backends (other sessions' tests on the same server).
 */
export async function benchPostgresPids(db: Db): Promise<{ backends: number[]; background: number[] }> {
  try {
    const { rows } = await sql<{ pid: number; mine: boolean }>`
      select pid, datname = current_database() as mine from pg_stat_activity
      where (datname = current_database() and pid <> pg_backend_pid())
         or backend_type in ('checkpointer', 'background writer', 'walwriter', 'autovacuum launcher')`.execute(
      db,
    );
    return {
      backends: rows.filter((r) => r.mine).map((r) => r.pid),
      background: rows.filter((r) => !r.mine).map((r) => r.pid),
    };
  } catch {
    return { backends: [], background: [] };
  }
}

async function pinPostgres(db: Db, cpus: string): Promise<number[]> {
  const pids = await postgresPids(db);
  if (!pids.length) throw new Error("LOAD_PG_CPUS: PostgreSQL's processes are not visible from here");
  for (const pid of pids) pin(pid, cpus);
  return pids;
}

/** Every thread of a process at the given nice value (Linux's priority is per thread). */
function renice(pid: number, nice: number): void {
  for (const tid of readdirSync(`/proc/${pid}/task`)) setPriority(Number(tid), nice);
}

/** Sets a process's autogroup nice; answers the old value (null without autogroups). */
function groupNice(pid: number, nice: number): number | null {
  const file = `/proc/${pid}/autogroup`;
  try {
    const old = Number(/nice (-?\d+)/.exec(readFileSync(file, "utf8"))?.[1] ?? 0);
    writeFileSync(file, String(nice));
    return old;
  } catch {
    return null;
  }
}

/**
 * LOAD_NICE for the run: the server, this process, and the bench database's backends (again every
 * second, as the server's pool opens connections), and their autogroups. Answers the function that
 * stops it and gives the groups their old values.
 */
export async function prioritise(serverPid: number | undefined, db: Db): Promise<() => void> {
  const nice = process.env.LOAD_NICE;
  if (!nice) return () => {};
  const apply = async () => {
    const backends = await sql<{ pid: number }>`
      select pid from pg_stat_activity where datname = current_database()`.execute(db);
    for (const pid of [serverPid, process.pid, ...backends.rows.map((r) => r.pid)])
      if (pid) renice(pid, Number(nice));
    for (const { pid } of backends.rows) groupNice(pid, Number(nice));
  };
  await apply();
  const old = groupNice(process.pid, Number(nice));
  const timer = setInterval(() => void apply().catch(() => {}), 1000);
  return () => {
    clearInterval(timer);
    if (old !== null) groupNice(process.pid, old);
  };
}

/**
 * Applies the LOAD_*_CPUS placements; answers a line for the output ("" when none is set) and the
 * function that gives PostgreSQL's processes every CPU back.
 */
export async function placeProcesses(
  serverPid: number | undefined,
  db: Db,
): Promise<{ line: string; restore: () => void }> {
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
  const pinned = pg ? await pinPostgres(db, pg) : [];
  if (pg) done.push(`PostgreSQL (${pinned.length} processes) on CPU ${pg}`);
  if (process.env.LOAD_NICE)
    done.push(
      `nice ${process.env.LOAD_NICE} for the server, the generator and the bench database's backends`,
    );
  const all = `0-${cpus().length - 1}`;
  return {
    line: done.length ? `CPU placement: ${done.join(", ")}` : "",
    restore: () => {
      for (const pid of pinned) {
        try {
          pin(pid, all);
        } catch {
          // The process has gone (a backend that disconnected).
        }
      }
    },
  };
}

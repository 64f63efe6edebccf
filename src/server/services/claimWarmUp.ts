import { sql } from "kysely";
import type { Db, Engine } from "../db/connect.ts";
import { ClaimsRepository } from "../repositories/claims.ts";
import { TasksRepository } from "../repositories/tasks.ts";
import { ClaimBatcher } from "./claimBatcher.ts";

/** Agents (and tasks) of a rehearsal: a burst's size (issue 3's 300 concurrent claims). */
const REHEARSAL_AGENTS = 300;
/**
 * Rehearsals in a row on PGlite: V8 moves the engine's hot WebAssembly to its optimising tier only
 * after some use, and a fresh process's first three bursts cost 2–3× the CPU of the next ones; after
 * one rehearsal the first burst still did, after six it cost what later bursts do (session 9).
 */
const PGLITE_ROUNDS = 6;

/**
 * The rehearsal's tasks come first in the queue's index order (priority desc), so its snapshot walks
 * its own 300 entries, not every real queued task before them, however long the queue.
 */
const FIRST_IN_QUEUE = 2_147_483_647;

/** Thrown to roll a rehearsal back; carries how many tasks it handed out. */
class Rehearsed extends Error {
  constructor(readonly handedOut: number) {
    super("claim warm-up rolled back");
  }
}

/**
 * Runs claim batches before the server takes requests, so its first burst of claims costs what later
 * ones do: on each of `connections` connections, in a transaction that is always rolled back, it
 * inserts 300 Waiting agents and 300 queued tasks of a skill nobody else has, and runs the server's own
 * batch over them (ClaimBatcher.rehearse: snapshot, matching, assign). On PGlite that is repeated
 * (PGLITE_ROUNDS) for the WebAssembly engine's code to reach its optimised tier, and the new instance
 * reads the catalog into its caches; on PostgreSQL each pooled backend plans the statements once.
 * Before: a fresh PGlite server's first burst 74–156 ms where later ones took ~20 (docs/benchmarks.md,
 * Dispatch, session 9).
 *
 * Nothing stays: the rows, the holds and any lease sweep the batch runs (a lease that ran out while
 * the server was down) are rolled back, and nobody is woken. No real queued task is read or locked (none
 * has the rehearsal's skill). Answers how many tasks the last round handed out on each connection.
 */
export async function warmClaims(
  db: Db,
  engine: Engine,
  connections = 1,
  rounds = engine === "pglite" ? PGLITE_ROUNDS : 1,
): Promise<number[]> {
  const tasks = new TasksRepository(db);
  const batcher = new ClaimBatcher(
    db,
    ClaimsRepository.forEngine(engine),
    (trx) => tasks.sweepExpired(trx),
    () => {},
  );
  let handedOut: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // All asked for at once: the pool has none idle, so each gets its own connection (up to its max).
    handedOut = await Promise.all(Array.from({ length: connections }, () => rehearse(db, batcher)));
  }
  return handedOut;
}

function rehearse(db: Db, batcher: ClaimBatcher): Promise<number> {
  return db
    .transaction()
    .execute(async (trx) => {
      const tag = `claim-warm-up-${crypto.randomUUID()}`;
      const rows = await sql<{ ids: string[] }>`with inspection as (
          insert into inspections (session_id, inspection_id) values (${tag}, ${tag}) returning id
        ), agents as (
          insert into users (username, password_hash, role, skills, status)
          select ${tag} || '-' || n, '', 'AGENT', jsonb_build_array(${tag}::text), 'Waiting'
          from generate_series(1, ${REHEARSAL_AGENTS}) as n
          returning id
        ), queued as (
          insert into tasks (inspection_id, photo_code, name, priority, lease_s)
          select inspection.id, '00', ${tag}, ${FIRST_IN_QUEUE}, 60
          from inspection, generate_series(1, ${REHEARSAL_AGENTS})
          returning id
        )
        select array(select id from agents) as ids, (select count(*) from queued) as queued`.execute(trx);
      const outcomes = await batcher.rehearse(trx, rows.rows[0]?.ids ?? []);
      throw new Rehearsed([...outcomes.values()].filter((o) => "kind" in o && o.kind === "task").length);
    })
    .catch((err: unknown) => {
      if (err instanceof Rehearsed) return err.handedOut;
      throw err;
    });
}

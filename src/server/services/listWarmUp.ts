import type { Db } from "../db/connect.ts";
import { CagesRepository } from "../repositories/cages.ts";
import { TaskFailedRepository } from "../repositories/taskFailed.ts";

/**
 * Opens the pool's `connections` PostgreSQL connections at once and plans the lists' statements on
 * each, before the server takes requests. Otherwise the first requests after a start pay for it: a
 * connection opened inside a request (SCRAM, 15–75 ms on the loaded test machine) and, per new
 * backend, the first plan over task_failed and over cages reading the catalog (4–20 ms each). The
 * load bench's first 10 s had list calls of 33–75 ms (docs/benchmarks.md, Production grade).
 * Answers the number of connections warmed.
 */
export async function warmListConnections(db: Db, connections: number): Promise<number> {
  const failed = new TaskFailedRepository(db);
  const cages = new CagesRepository(db);
  // All asked for at once: the pool has none idle, so it opens one connection per ask (up to its max).
  const warmed = await Promise.all(
    Array.from({ length: connections }, () =>
      db.connection().execute(async (conn) => {
        await failed.planList(conn);
        await cages.planList(conn);
        return 1;
      }),
    ),
  );
  return warmed.length;
}

/**
 * PostgreSQL's deadlock detector picks one of two transactions that wait on each other and rolls it
 * back (SQLSTATE 40P01): nothing of it was written, so a batch that lost simply runs again. Seen in the
 * scale-out test, two instances' batches against a reviewer's confirm (2026-11-28).
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= tries || (err as { code?: unknown })?.code !== "40P01") throw err;
    }
  }
}

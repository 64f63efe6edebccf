/**
 * Which of a vehicle's matching cages the T queue offers (product §2 T "change cage / reload"; our
 * decision, docs/decisions.md): only ACTIVE cages — the catalogue's approved drawings — while one
 * matches; the others (never DELETED, which the query leaves out) only when none is ACTIVE. The ranking
 * (make and model, body type, nearest year) is kept.
 */
export function offerableCages<T extends { status: string }>(ranked: readonly T[]): T[] {
  const active = ranked.filter((c) => c.status === "ACTIVE");
  return active.length > 0 ? active : [...ranked];
}

/**
 * Whether an error means the database is unreachable right now (PostgreSQL restarting, the network
 * gone, the pool unable to connect) rather than a bug: such requests answer 503 and the pool
 * reconnects by itself on the next query.
 */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
];

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string") {
    // SQLSTATE class 08 = connection exception; 57P01..57P03 = shutdown / cannot connect now.
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || CONNECTION_CODES.has(code)) return true;
  }
  if (err instanceof AggregateError && err.errors.some(isDatabaseUnavailable)) return true;
  return MESSAGES.some((re) => re.test(err.message));
}

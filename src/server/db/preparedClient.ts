import { createHash } from "node:crypto";
import { type RawBuilder, sql } from "kysely";
import pg from "pg";

/**
 * A statement whose text starts with this comment runs on PostgreSQL as a named prepared statement:
 * parsed and planned once per connection instead of on every call. For the statements every request
 * sends (the session check, an answer's read and write) that is most of PostgreSQL's CPU for them
 * (measured 200 → 70 µs for the session check; docs/benchmarks.md, Capacity). Only fixed texts may
 * carry it: each distinct text stays prepared on every pooled connection for its lifetime. PGlite
 * reads it as a comment. Prepared statements list their columns (no `t.*`): a column added by a
 * migration while a server runs would otherwise fail them ("cached plan must not change result type").
 */
export const PREPARED = "/*prepared*/";
export const prepared: RawBuilder<unknown> = sql.raw(PREPARED);

const names = new Map<string, string>();
/** The same text gets the same name on every connection; pg prepares it once per connection. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `p_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** The pool's client (pg.Pool's `Client` option): marked statements go out named. */
export class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query overloads; every argument is passed through.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === "string" && config.startsWith(PREPARED) && Array.isArray(values)) {
      return super.query({ name: statementName(config), text: config, values }, callback);
    }
    return super.query(config, values, callback);
  }
}

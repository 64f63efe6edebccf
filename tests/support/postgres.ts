import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A fresh database on the PostgreSQL server of `adminUrl` (a user that may create databases), for
 * integration tests, the ops tier and benchmarks; `drop()` removes it, connections and all. With
 * `template`, a copy of that database (which must have no open connection), made in a few ms.
 */
export async function createPgDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await run(`create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

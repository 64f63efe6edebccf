import { readFileSync } from "node:fs";
import type { Kysely } from "kysely";

/**
 * Inserts a migration's frozen rows (`{ table: rows[] }`, tables in insert order) from a file in
 * frozen/. Migrations own their data so that a later change to the seed code cannot change what an
 * old migration does. Kept generic and small: it is shared by migrations and must never change meaning.
 */
export async function insertFrozenRows(
  db: Kysely<unknown>,
  file: string,
  jsonColumns: readonly string[],
): Promise<void> {
  const tables = JSON.parse(readFileSync(new URL(`./frozen/${file}`, import.meta.url), "utf8")) as Record<
    string,
    Record<string, unknown>[]
  >;
  for (const [table, rows] of Object.entries(tables)) {
    const values = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [k, jsonColumns.includes(k) ? JSON.stringify(v) : v]),
      ),
    );
    // 500 rows a statement: PostgreSQL's 65,535 bind parameters allow ~5,000 rows of 12 columns.
    for (let i = 0; i < values.length; i += 500) {
      await db
        .insertInto(table as never)
        .values(values.slice(i, i + 500) as never)
        .execute();
    }
  }
}

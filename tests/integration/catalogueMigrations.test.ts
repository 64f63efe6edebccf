import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueRows } from "../../src/server/seed/catalogues/index.ts";
import { vehicleCatalogueRows } from "../../src/server/seed/catalogues/vehicleCatalogue.ts";
import { startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * Migrations carry frozen copies of the seeded catalogues (src/server/db/migrations/frozen). When the
 * seed code and the migrated database part, a change to the seed code needs a migration that carries
 * it (write its data with src/server/seed/catalogues/freeze.ts): this test says so.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The table's rows in insert order, each cut to the seed's columns. */
async function tableRows(table: string, like: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const columns = Object.keys(like[0] ?? {});
  const order = table === "damage_catalogue" ? "id" : "ctid";
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from ${sql.table(table)} order by ${sql.raw(order)}`.execute(t.database.db);
  return rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])));
}

describe("the migrated catalogues are the seed code's", () => {
  const { colours, trims, packs } = vehicleCatalogueRows();
  const expected: Record<string, Record<string, unknown>[]> = {
    ...catalogueRows(),
    vehicle_colours: colours as never,
    vehicle_trims: trims as never,
    vehicle_trim_packs: packs as never,
  };

  it.each(Object.keys(expected))("%s", async (table) => {
    const want = expected[table]!;
    expect(want.length).toBeGreaterThan(0);
    expect(await tableRows(table, want)).toEqual(want);
  });
});

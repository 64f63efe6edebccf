import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAGE_SORTS } from "../../src/contract/cages.ts";
import type { Role } from "../../src/domain/roles.ts";
import { startCageApp } from "./support/cages.ts";
import { bearer, type TestApp } from "./support/testApp.ts";

/**
 * The Cage Manager's order and paging with many equal values (migration 0021's `(column, id)` indexes):
 * every sort, ascending and descending, alone and with a filter, walked page by page must give each
 * matching live cage exactly once, ordered by the column then by id in the same direction.
 */
let t: TestApp;
let tokens: Map<Role, string>;

interface Row {
  id: string;
  make: string;
  model: string;
  year: number;
  body_type: string;
  status: string;
  updated_at: Date;
}
const COLUMNS: Record<string, keyof Row> = {
  updatedAt: "updated_at",
  make: "make",
  model: "model",
  year: "year",
  bodyType: "body_type",
  status: "status",
};

beforeAll(async () => {
  ({ t, tokens } = await startCageApp());
  // 75 cages over few distinct values (3 makes, 2 models, 2 years, 2 body types, 3 times), so every
  // sort has long runs of ties; every fifth is DELETED and must never show.
  const statuses = ["DRAFT", "ACTIVE", "CONFIRMED", "ARCHIVED", "DELETED"];
  await sql`
    insert into cages (make, model, year, body_type, status, updated_at)
    select (array['alfa', 'bravo', 'charlie'])[1 + i % 3], (array['m1', 'm2'])[1 + (i / 3) % 2],
           2019 + (i / 7) % 2, (array['SUV', '4dr'])[1 + (i / 2) % 2],
           (${sql.val(statuses)}::text[])[1 + i % 5],
           timestamptz '2026-01-01T00:00:00Z' + ((i % 3) || ' hours')::interval
    from generate_series(0, 74) as i`.execute(t.database.db);
});
afterAll(() => t.close());

const live = async (where: (r: Row) => boolean): Promise<Row[]> => {
  const rows = await t.database.db
    .selectFrom("cages")
    .select(["id", "make", "model", "year", "body_type", "status", "updated_at"])
    .where("status", "!=", "DELETED")
    .execute();
  return (rows as Row[]).filter(where);
};

const compare = (a: Row[keyof Row], b: Row[keyof Row]): number => {
  const x = a instanceof Date ? a.getTime() : a;
  const y = b instanceof Date ? b.getTime() : b;
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Every page of one view, limit 10, as the ids in the order the API gave them. */
const walk = async (query: string): Promise<{ ids: string[]; total: number }> => {
  const ids: string[] = [];
  let total = 0;
  for (let page = 1; page < 50; page++) {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/cages?${query}&limit=10&page=${page}`,
      headers: bearer(tokens.get("VIEWER") ?? ""),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ list: { data: { _id: string }[]; total: number; pages: number } }>();
    total = body.list.total;
    ids.push(...body.list.data.map((r) => r._id));
    if (page >= body.list.pages) break;
  }
  return { ids, total };
};

const VIEWS: [string, (r: Row) => boolean][] = [
  ["", () => true],
  ["status=ACTIVE", (r) => r.status === "ACTIVE"],
  ["make=bravo", (r) => r.make === "bravo"],
  ["model=M1", (r) => r.model === "m1"],
];

describe("GET /api/cages order and paging with ties", () => {
  for (const sort of CAGE_SORTS)
    for (const [filter, matches] of VIEWS)
      it(`sort=${sort}${filter ? ` with ${filter}` : ""}: each cage once, column then id, same direction`, async () => {
        const desc = sort.startsWith("-");
        const column = COLUMNS[sort.replace(/^-/, "")] ?? "updated_at";
        const expected = (await live(matches))
          .sort((a, b) => compare(a[column], b[column]) || compare(a.id, b.id))
          .map((r) => r.id);
        if (desc) expected.reverse();
        const { ids, total } = await walk(`sort=${encodeURIComponent(sort)}${filter ? `&${filter}` : ""}`);
        expect(new Set(ids).size, "no cage twice").toBe(ids.length);
        expect(total).toBe(expected.length);
        expect(ids).toEqual(expected);
      });
});

import { sql } from "kysely";
import type { Db } from "../../../src/server/db/connect.ts";

/**
 * A fingerprint of every row of every table: a refused call must leave it unchanged. One statement,
 * md5 of the rows' text per table, so it costs a few milliseconds on the small fuzz database.
 */
export async function tableFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(db);
  const parts = tables.rows.map(
    (t) =>
      `select '${t.name}' as name, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${t.name}" x`,
  );
  const rows = await sql<{ name: string; h: string }>`${sql.raw(parts.join(" union all "))}`.execute(db);
  return Object.fromEntries(rows.rows.map((r) => [r.name, r.h]));
}

/** Real ids of the seeded world, so generated parameters sometimes name something that exists. */
export async function realIds(db: Db): Promise<{ ids: string[]; fileNames: string[] }> {
  const pick = async (table: string, column = "id") =>
    (
      await sql<{ v: string }>`${sql.raw(`select ${column}::text as v from "${table}" limit 5`)}`.execute(db)
    ).rows.map((r) => r.v);
  const ids = [
    ...(await pick("inspections")),
    ...(await pick("tasks")),
    ...(await pick("photos")),
    ...(await pick("cages")),
    ...(await pick("cage_details")),
    ...(await pick("task_failed")),
    ...(await pick("users")),
  ];
  const files = await sql<{ v: string }>`select unnest(array[photo_file, cage_file, outline_file]) as v
      from cage_details limit 10`.execute(db);
  return { ids, fileNames: files.rows.map((r) => r.v).filter((v) => v && /\.(png|jpg|svg)$/.test(v)) };
}

/** Raw payloads no schema would generate: broken JSON, deep nesting, pollution keys, wrong types. */
export const RAW_BODIES: readonly { payload: string; contentType: string }[] = [
  { payload: "{not json", contentType: "application/json" },
  { payload: '{"__proto__":{"polluted":true}}', contentType: "application/json" },
  { payload: '{"constructor":{"prototype":{"polluted":true}}}', contentType: "application/json" },
  { payload: `${"[".repeat(5000)}${"]".repeat(5000)}`, contentType: "application/json" },
  { payload: `{"a":"${"x".repeat(900_000)}"}`, contentType: "application/json" },
  { payload: '"just a string"', contentType: "application/json" },
  { payload: "null", contentType: "application/json" },
  { payload: "1e309", contentType: "application/json" },
  { payload: "hello", contentType: "text/plain" },
  { payload: "a=1&__proto__[polluted]=1", contentType: "application/x-www-form-urlencoded" },
  {
    payload:
      '--X\r\nContent-Disposition: form-data; name="file"; filename="../../x.svg"\r\n\r\n<svg/>\r\n--X--',
    contentType: "multipart/form-data; boundary=X",
  },
  { payload: "--X\r\nbroken", contentType: "multipart/form-data; boundary=X" },
];

/** Query strings no schema would generate. */
export const RAW_QUERIES: readonly string[] = [
  "__proto__[polluted]=1",
  "constructor[prototype][polluted]=1",
  "page=-1&limit=1e309",
  "page=1&page=2&page=3",
  `q=${"%F0%9F%92%A5".repeat(500)}`,
  "%E0%A4%A=broken",
  `from=${"9".repeat(300)}`,
];

/** Serialises a generated query object the way a browser would (repeated keys for arrays). */
export function toQueryString(value: unknown): string {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return "";
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      params.append(k, typeof item === "object" && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return params.toString();
}

export function fillUrl(url: string, params: unknown): string {
  const p = (params ?? {}) as Record<string, unknown>;
  return url.replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const v = typeof p === "object" ? p[key] : undefined;
    // A lone surrogate cannot be percent-encoded; a browser sends U+FFFD in its place.
    const text = typeof v === "object" ? JSON.stringify(v) : String(v ?? "");
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/gu, "\uFFFD"));
  });
}

/** A body that leaked internals: stack frames, source paths, SQL error text. */
export const LEAK =
  /\bat [^\n"]*\.(ts|js|mjs|cjs):\d+|node_modules|\/work\/|syntax error at or near|violates .* constraint/;

/**
 * Cage Manager benchmark (issue 6): GET /api/cages's service call (one page + the settings) with
 * filters, at 100,000 cages on embedded PGlite, or on PostgreSQL with BENCH_DATABASE_URL (a fresh
 * database on that server, dropped afterwards; BENCH_KEEP_DB=<name> keeps and reuses a seeded one).
 *
 *   npx tsx tests/bench/cages.bench.ts
 *   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres BENCH_KEEP_DB=bench_cages \
 *     npx tsx tests/bench/cages.bench.ts
 *
 * Rows are made by one INSERT … SELECT over generate_series (≈ 10 % DELETED, the rest spread over the
 * live statuses, 24 makes × 8 models, 30 years, the nine body types), then ANALYZE. Each case runs
 * RUNS times after WARMUP runs; percentiles are over those runs (p99 of 60 ≈ the slowest but one).
 * BENCH_PLANS=1 (PostgreSQL) adds each case's page and count statements as PostgreSQL runs them:
 * execution time (median of 5 EXPLAIN ANALYZE), buffers touched and the scans used — figures that
 * depend far less on a shared machine's load than the timings. Figures go to docs/benchmarks.md.
 */

import os from "node:os";
import { pathToFileURL } from "node:url";
import { type CompiledQuery, sql } from "kysely";
import type { CageListQuery } from "../../src/contract/cages.ts";
import { migrateToLatest } from "../../src/server/db/connect.ts";
import { CagesRepository } from "../../src/server/repositories/cages.ts";
import { CageService, cageListArgs } from "../../src/server/services/cages.ts";
import { openBenchDatabase } from "./benchDatabase.ts";

const CAGES = Number(process.env.BENCH_CAGES ?? 100_000);
const RUNS = 60;
const WARMUP = 5;

const MAKES = [
  "Acura",
  "Audi",
  "BMW",
  "Buick",
  "Cadillac",
  "Chevrolet",
  "Chrysler",
  "Dodge",
  "Ford",
  "GMC",
  "Honda",
  "Hyundai",
  "Jeep",
  "Kia",
  "Lexus",
  "Mazda",
  "Mercedes-Benz",
  "Nissan",
  "Ram",
  "Subaru",
  "Tesla",
  "Toyota",
  "Volkswagen",
  "Volvo",
];
const BODIES = [
  "2dr",
  "4dr",
  "Convertible",
  "Reg Cab",
  "Jeep",
  "SUV",
  "Mini Passenger Van",
  "Cargo Van",
  "Crew-Ext Cab",
];
const LIVE = [
  "DRAFT",
  "PHOTO-PROCESSING",
  "CAGE-PROCESSING",
  "LABEL-PROCESSING",
  "REVIEW-REQUESTED",
  "CONFIRMED",
  "ACTIVE",
  "ARCHIVED",
];
const TRIMS = ["Base", "LX", "EX", "Sport", "Limited", "Touring", "SE", "XLT", "Premium", "Platinum"];

const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(",")}]`);

export async function seed(db: Parameters<typeof migrateToLatest>[0]): Promise<void> {
  // The per-row count triggers (migrations 0008, 0022) would triple the seeding time; recount once instead.
  await sql`alter table cages disable trigger cages_status_counts_ins_del`.execute(db);
  await sql`alter table cages disable trigger cages_value_counts_ins_del`.execute(db);
  await sql`
    insert into cages ("group", make, model, year, body_type, trim, code, status, class, created_at, updated_at)
    select
      case when (i / 24) % 3 = 0 then 'B' else 'A' end,
      (${arr(MAKES)})[1 + i % ${sql.lit(MAKES.length)}],
      'Model ' || chr(65 + (i / ${sql.lit(MAKES.length)}) % 8) || ((i * 7) % 100)::text,
      1995 + (i / 3) % 30,
      (${arr(BODIES)})[1 + (i / 7) % ${sql.lit(BODIES.length)}],
      (${arr(TRIMS)})[1 + (i / 10) % ${sql.lit(TRIMS.length)}],
      upper(substr((${arr(MAKES)})[1 + i % ${sql.lit(MAKES.length)}], 1, 3)) || lpad((i % 10000)::text, 4, '0'),
      case when i % 10 = 9 then 'DELETED' else (${arr(LIVE)})[1 + (i / 11) % ${sql.lit(LIVE.length)}] end,
      '',
      now() - (i || ' minutes')::interval,
      now() - (i || ' minutes')::interval
    from generate_series(0, ${sql.lit(CAGES - 1)}) as i`.execute(db);
  await sql`alter table cages enable trigger cages_status_counts_ins_del`.execute(db);
  await sql`alter table cages enable trigger cages_value_counts_ins_del`.execute(db);
  await sql`
    insert into cage_value_counts (kind, value, n)
    select kind, value, count(*) from cages c cross join lateral (
      select 'make' as kind, c.make as value union all select 'body_type', c.body_type
      union all select 'year', c.year::text) v
    where c.status <> 'DELETED' group by 1, 2
    on conflict (kind, value) do update set n = excluded.n`.execute(db);
  await sql`
    insert into cage_status_counts (status, n) select status, count(*) from cages group by status
    on conflict (status) do update set n = excluded.n`.execute(db);
  // As autovacuum would after a bulk load: the visibility map lets the sorts walk their indexes only.
  await sql`vacuum analyze cages`.execute(db);
}

interface Stats {
  p50: number;
  p99: number;
  max: number;
}
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

async function time(fn: () => Promise<unknown>): Promise<Stats> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const t: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await fn();
    t.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  t.sort((a, b) => a - b);
  return { p50: percentile(t, 0.5), p99: percentile(t, 0.99), max: t.at(-1) ?? 0 };
}

const CASES: [string, CageListQuery][] = [
  ["default view (page 1, newest first)", {}],
  ["page 50 of 20 (offset 980)", { page: 50, limit: 20 }],
  ["status=ACTIVE", { status: "ACTIVE" }],
  ["make=Toyota + model prefix 'model b'", { make: "Toyota", model: "model b" }],
  ["year=2010 + bodyType=SUV", { year: 2010, bodyType: "SUV" }],
  ["group=B + make + year + status", { group: "B", make: "Honda", year: 2020, status: "DRAFT" }],
  ["trim prefix 'plat'", { trim: "plat" }],
  ["code prefix 'toy00'", { code: "toy00" }],
  ["model prefix matching nothing", { model: "zzz" }],
  ["sort by make, page 10 of 50", { sort: "make", page: 10, limit: 50 }],
  // The other sorts and the filter + sort combinations the list offers (issue 8's budget is for all).
  ["sort by -make, page 10 of 50", { sort: "-make", page: 10, limit: 50 }],
  ["sort by model, page 10 of 50", { sort: "model", page: 10, limit: 50 }],
  ["sort by -year, page 10 of 50", { sort: "-year", page: 10, limit: 50 }],
  ["sort by bodyType, page 10 of 50", { sort: "bodyType", page: 10, limit: 50 }],
  ["sort by -status, page 10 of 50", { sort: "-status", page: 10, limit: 50 }],
  ["sort by updatedAt (oldest), page 10 of 50", { sort: "updatedAt", page: 10, limit: 50 }],
  ["status=ACTIVE, sort by make, page 5 of 50", { status: "ACTIVE", sort: "make", page: 5, limit: 50 }],
  ["status=DRAFT, page 20 of 50", { status: "DRAFT", page: 20, limit: 50 }],
  ["make=Toyota, page 5 of 50", { make: "Toyota", page: 5, limit: 50 }],
  ["make=Toyota, sort by -year, page 5 of 50", { make: "Toyota", sort: "-year", page: 5, limit: 50 }],
  ["model prefix 'model b', sort by make", { model: "model b", sort: "make" }],
];

/** One statement as PostgreSQL runs it: median execution ms of 5, buffers, the scans of its plan. */
async function explain(db: Parameters<typeof migrateToLatest>[0], query: CompiledQuery): Promise<string> {
  interface PlanNode {
    "Node Type": string;
    "Index Name"?: string;
    Plans?: PlanNode[];
  }
  const runs: { ms: number; buffers: number; scans: string[] }[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await db.executeQuery<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }>({
      ...query,
      sql: `explain (analyze, buffers, format json) ${query.sql}`,
    });
    const top = res.rows[0]?.["QUERY PLAN"][0];
    if (!top) continue;
    const scans: string[] = [];
    const walk = (n: PlanNode) => {
      if (n["Node Type"].includes("Scan") && !n["Node Type"].startsWith("CTE"))
        scans.push(n["Index Name"] ? `${n["Node Type"]} ${n["Index Name"]}` : n["Node Type"]);
      for (const c of n.Plans ?? []) walk(c);
    };
    walk(top.Plan);
    const plan = top.Plan as PlanNode & { "Shared Hit Blocks"?: number; "Shared Read Blocks"?: number };
    runs.push({
      ms: top["Execution Time"],
      buffers: (plan["Shared Hit Blocks"] ?? 0) + (plan["Shared Read Blocks"] ?? 0),
      scans,
    });
  }
  runs.sort((a, b) => a.ms - b.ms);
  const mid = runs[Math.floor(runs.length / 2)];
  return mid ? `${mid.ms.toFixed(2)} ms, ${mid.buffers} buffers; ${[...new Set(mid.scans)].join(", ")}` : "-";
}

export async function runCagesBench(): Promise<string> {
  const opened = await openBenchDatabase("bench_cages", process.env.BENCH_DATABASE_URL);
  const { db } = opened;
  try {
    await migrateToLatest(db);
    const seedStart = Date.now();
    const reused = !(await new CagesRepository(db).isEmpty());
    if (!reused) await seed(db);
    const seedMs = Date.now() - seedStart;
    const repo = new CagesRepository(db);
    const service = new CageService(repo);
    const lines = [
      `Cage list benchmark: ${CAGES.toLocaleString("en")} cages on ${opened.engine}, ${reused ? "kept seed reused" : `seeded in ${seedMs} ms`}; ${RUNS} runs after ${WARMUP} warm-up`,
      `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
      "",
      "case                                          |  p50 ms |  p99 ms | total rows",
    ];
    const plans: string[] = [];
    for (const [name, query] of CASES) {
      const answer = await service.list(query);
      const s = await time(() => service.list(query));
      lines.push(
        `${name.padEnd(45)} | ${s.p50.toFixed(2).padStart(7)} | ${s.p99.toFixed(2).padStart(7)} | ${answer.list.total}`,
      );
      if (process.env.BENCH_PLANS && opened.engine === "postgres") {
        const { filters, sort, limit, offset } = cageListArgs(query);
        const compiled = repo.compileList(filters, sort, limit, offset);
        plans.push(`${name}\n  page:  ${await explain(db, compiled.page)}`);
        if (compiled.count) plans.push(`  count: ${await explain(db, compiled.count)}`);
      }
    }
    const byCounts = await time(() => repo.settings());
    const byScan = await time(() => repo.settingsByScan());
    lines.push(
      "",
      `settings from kept counts (used)              | ${byCounts.p50.toFixed(2).padStart(7)} | ${byCounts.p99.toFixed(2).padStart(7)} |`,
      `makes + body types by plain DISTINCT          | ${byScan.p50.toFixed(2).padStart(7)} | ${byScan.p99.toFixed(2).padStart(7)} |`,
    );
    if (plans.length > 0) lines.push("", "Statements as PostgreSQL runs them:", ...plans);
    return lines.join("\n");
  } finally {
    await opened.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) console.log(await runCagesBench());

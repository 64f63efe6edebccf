import { get as httpGet, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import { RESULT_CSV_COLUMNS } from "../../src/server/services/resultCsv.ts";
import { EXPORT_PAGE_SIZE } from "../../src/server/services/resultExport.ts";
import { taskEnv } from "./support/tasks.ts";
import { bearer, engineUnderTest, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * Issue 24 item 4: the export streams result documents a keyset page at a time. 5,000 inspections
 * (inserted in SQL, created a minute apart on 2001-01-01..04, a range no other test uses) come out as
 * NDJSON and CSV over a real socket in many chunks, the heap stays within a generous bound, and a
 * reader that stops reading stops the page reads (backpressure).
 */
const COUNT = 5000;
const PAGES = Math.ceil(COUNT / EXPORT_PAGE_SIZE);
let t: TestApp;
let admin: string;
let base: string;
const pageReads = { count: 0 };

beforeAll(async () => {
  t = await startTestApp(taskEnv());
  admin = await loginAs(t.app, "admin1");
  const db = t.database.db;
  await sql`insert into inspections (session_id, inspection_id, created_at, completed_at)
    select 'XP' || lpad(g::text, 5, '0'), 'EXP-' || g,
      timestamptz '2001-01-01 00:00:00+00' + g * interval '1 minute',
      timestamptz '2001-01-01 02:00:00+00' + g * interval '1 minute'
    from generate_series(1, ${COUNT}::int) g`.execute(db);
  await sql`insert into vehicles (inspection_id, vin, year, make, model, body_type, vrm, data)
    select id, 'EXPVIN' || substr(session_id, 3), 2019, 'Exportia', 'Streamer', 'SUV', 'EX' || substr(session_id, 3),
      '{"odom_reading": 4321, "odom_unit": "km", "int_status": "GOOD"}'::jsonb
    from inspections where session_id like 'XP%'`.execute(db);
  const task = (code: string, name: string, kind: string, body: object) =>
    sql`insert into tasks (inspection_id, photo_code, name, status, lease_s, answer, answer_kind, answered_by,
        answered_at, created_at)
      select i.id, ${code}, ${name}, 'done', 60, ${JSON.stringify({ kind, body })}::jsonb, ${kind}, u.id,
        i.created_at + interval '1 hour', i.created_at
      from inspections i, users u where i.session_id like 'XP%' and u.username = 'agent1'`.execute(db);
  await task("03", "odom", "accepted", { message: "odom_ok", odom_reading: 4321, odom_unit: "km" });
  await task("01", "vin", "rejected", { message: "blurry", from: "INSPECT" });
  await task("04", "damage_full", "finished", {});
  await sql`insert into damages (inspection_id, task_id, photo_code, component, damage_group, material,
      damage_name, grade_score, damage_location, actual_image, created_by)
    select t.inspection_id, t.id, '04', 'HOOD', 'BODY', 'Painted', 'DENT', 2, '{"x": 10, "y": 20}'::jsonb,
      '{"width": 100, "height": 50}'::jsonb, t.answered_by
    from tasks t join inspections i on i.id = t.inspection_id
    where i.session_id like 'XP%' and t.name = 'damage_full'`.execute(db);
  // A plate no spreadsheet should run, with a comma and quotes to escape.
  await sql`update vehicles set vrm = '=1+1,"x"' where vin = 'EXPVIN00001'`.execute(db);
  // Counts the export's keyset page reads (the service's repository is the export's).
  const repo = t.services.inspectionResults.repo;
  const page = repo.page.bind(repo);
  repo.page = (...args) => {
    pageReads.count++;
    return page(...args);
  };
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 300_000);
afterAll(() => t.close());

const RANGE = "from=2001-01-01&to=2001-01-04";

function open(path: string, token = admin): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    httpGet(`${base}${path}`, { headers: bearer(token) }, resolve).on("error", reject);
  });
}

// A collector to call while the export runs: the heap then holds what is live, not garbage not yet
// collected (which on its own grows by tens of MB between collections, whatever the export does).
v8.setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const liveHeap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

/**
 * Reads a reply to its end line by line, keeping only what `onLine` keeps: how many chunks came and
 * the most the live heap grew (measured every 30 chunks).
 */
async function drain(res: AsyncIterable<Buffer | string>, onLine: (line: string) => void) {
  const before = liveHeap();
  let peak = before;
  let chunks = 0;
  let tail = "";
  const decoder = new TextDecoder();
  for await (const chunk of res) {
    chunks++;
    if (chunks % 30 === 0) peak = Math.max(peak, liveHeap());
    const lines = (
      tail + (typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }))
    ).split("\n");
    tail = lines.pop() ?? "";
    for (const line of lines) onLine(line);
  }
  if (tail) onLine(tail);
  return { chunks, growthMb: (peak - before) / 1024 / 1024 };
}

describe("GET /api/inspections/export", () => {
  it("streams 5,000 result documents as NDJSON, oldest first, in many chunks, heap flat", async () => {
    const started = Date.now();
    const res = await open(`/api/inspections/export?format=ndjson&${RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/x-ndjson; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="inspections.ndjson"');
    let lines = 0;
    let last = "";
    let sample: unknown = null;
    const { chunks, growthMb } = await drain(res, (line) => {
      const doc = JSON.parse(line);
      expect(doc.schemaVersion).toBe(1);
      expect(doc.sessionID > last).toBe(true);
      last = doc.sessionID;
      if (doc.sessionID === "XP02500") sample = doc;
      lines++;
    });
    console.log(
      `[${engineUnderTest}] NDJSON export of ${lines} documents: ${chunks} chunks, live heap growth ${growthMb.toFixed(1)} MB, ${Date.now() - started} ms`,
    );
    expect(lines).toBe(COUNT);
    expect(chunks).toBeGreaterThan(PAGES);
    expect(growthMb).toBeLessThan(60);
    // A line is the document GET .../result answers.
    const single = await t.app.inject({
      method: "GET",
      url: "/api/inspections/XP02500/result",
      headers: bearer(admin),
    });
    expect(sample).toEqual(single.json());
    expect(sample).toMatchObject({
      status: "completed",
      odometer: { reading: 4321, unit: "km" },
      interior: { status: "GOOD" },
      damages: [{ part: { id: "HOOD", name: "Hood" }, location: { normalised: { x: 0.1, y: 0.4 } } }],
    });
  }, 300_000);

  it("stops reading pages while the reader does not read (backpressure), then finishes", async () => {
    pageReads.count = 0;
    // In-process, so no socket buffer takes pages on the reader's behalf: the reply's stream holds 16 kB.
    const res = await t.app.inject({
      method: "GET",
      url: `/api/inspections/export?format=ndjson&${RANGE}`,
      headers: bearer(admin),
      payloadAsStream: true,
    });
    const stream = res.stream();
    try {
      // Waits until the count holds still: far longer than all pages take when nothing holds them back.
      let before = -1;
      for (let i = 0; i < 20 && pageReads.count !== before; i++) {
        before = pageReads.count;
        await new Promise((r) => setTimeout(r, 500));
      }
      const whilePaused = pageReads.count;
      expect(whilePaused).toBe(before);
      let lines = 0;
      await drain(stream, () => lines++);
      console.log(`[${engineUnderTest}] reader not reading: ${whilePaused} of ${pageReads.count} page reads`);
      expect(whilePaused).toBeLessThanOrEqual(3);
      expect(lines).toBe(COUNT);
      // Every full page, then the empty one that ends the walk.
      expect(pageReads.count).toBe(PAGES + 1);
    } finally {
      stream.destroy();
    }
  }, 300_000);

  it("exports CSV: the documented columns, one row per inspection, fields escaped", async () => {
    const res = await open(`/api/inspections/export?format=csv&${RANGE}`);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const rows: string[] = [];
    let count = 0;
    await drain(res, (line) => {
      if (count++ < 3) rows.push(line.replace(/\r$/, ""));
    });
    expect(count).toBe(COUNT + 1);
    const [header, first, second] = rows;
    expect(header).toBe(RESULT_CSV_COLUMNS.map(([name]) => name).join(","));
    const column = (row: string | undefined, name: string) =>
      row?.split(",")[RESULT_CSV_COLUMNS.findIndex(([n]) => n === name)];
    expect(column(second, "session_id")).toBe("XP00002");
    expect(column(second, "odometer_reading")).toBe("4321");
    expect(column(second, "slots_rejected")).toBe("1");
    expect(column(second, "rejected_slots")).toBe("01/vin:blurry");
    expect(column(second, "damages")).toBe("04/HOOD/DENT/2/not_checked");
    expect(first).toContain(`,"'=1+1,""x""",`);
  }, 300_000);

  it("exports only the range asked for", async () => {
    const res = await open(
      "/api/inspections/export?from=2001-01-01T00:10:00Z&to=2001-01-01T00:19:00%2B00:00",
    );
    const sessions: string[] = [];
    await drain(res, (line) => sessions.push(JSON.parse(line).sessionID));
    expect(sessions).toEqual(Array.from({ length: 10 }, (_, i) => `XP000${i + 10}`));
  });

  it("refuses a bad format, a bad date or a reversed range with 400, and an agent with 403", async () => {
    const status = async (query: string, token = admin) =>
      (await t.app.inject({ method: "GET", url: `/api/inspections/export?${query}`, headers: bearer(token) }))
        .statusCode;
    expect(await status("format=xml")).toBe(400);
    expect(await status("from=2001-13-01")).toBe(400);
    expect(await status("from=2001-01-02&to=2001-01-01")).toBe(400);
    const reversed = await t.app.inject({
      method: "GET",
      url: "/api/inspections/export?from=2001-01-02&to=2001-01-01",
      headers: bearer(admin),
    });
    expect(reversed.json().message).toBe(TEXTS.dateRangeInvalid);
    expect(await status(RANGE, await loginAs(t.app, "agent1"))).toBe(403);
  });
});

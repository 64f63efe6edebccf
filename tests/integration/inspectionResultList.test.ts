import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLS } from "../../src/contract/index.ts";
import { INSPECTION_RESULT_READERS } from "../../src/domain/inspectionResults.ts";
import { ROLES } from "../../src/domain/roles.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import { DEMO_USERS } from "../../src/server/seed/demoUsers.ts";
import { ingest, nextSession, taskEnv } from "./support/tasks.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * Issue 24 items 1 and 6: GET /api/inspections filters by status, VIN, session, make and created range
 * and pages with an opaque cursor over (created_at, id); every inspections call is refused to the roles
 * outside ADMIN, SUPER and QA, and bad input is a 400, never a 500.
 */
let t: TestApp;
let admin: string;
const MAKE = `Listia${Date.now().toString(36)}`;
const sessions: string[] = [];

beforeAll(async () => {
  t = await startTestApp(taskEnv());
  admin = await loginAs(t.app, "admin1");
  // Five inspections a day apart in 2002 (no other test's rows there); the two oldest completed, and
  // the last two created in the same microsecond: the keyset's id breaks the tie.
  for (let i = 0; i < 5; i++) {
    const { id, sessionID } = await ingest(t, admin, {
      sessionID: nextSession("L"),
      vehicle: {
        vin: `LST${i}VIN000000000`.slice(0, 17),
        make: i === 4 ? MAKE.toUpperCase() : MAKE,
        year: 2020,
      },
    });
    sessions.push(sessionID);
    const day = Math.min(i, 3) + 1;
    await sql`update inspections set created_at = ${`2002-03-0${day}T10:00:00.123456Z`}::timestamptz,
      completed_at = ${i < 2 ? sql`now()` : sql`null`} where id = ${id}`.execute(t.database.db);
  }
}, 120_000);
afterAll(() => t.close());

const list = (query: Record<string, string | number>, token = admin) =>
  t.app.inject({
    method: "GET",
    url: "/api/inspections",
    headers: bearer(token),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const sessionsOf = async (query: Record<string, string | number>) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { sessionID: string }[]).map((i) => i.sessionID);
};
const YEAR = { from: "2002-01-01", to: "2002-12-31" };

describe("GET /api/inspections", () => {
  it("lists newest first, a summary per inspection", async () => {
    const res = await list({ ...YEAR, make: MAKE });
    const body = res.json();
    expect(body.nextCursor).toBeNull();
    // The last two share created_at: id order decides, newest first.
    expect(body.items.map((i: { sessionID: string }) => i.sessionID).slice(2)).toEqual([
      sessions[2],
      sessions[1],
      sessions[0],
    ]);
    expect(body.items.at(-1)).toMatchObject({
      sessionID: sessions[0],
      status: "completed",
      test: false,
      createdAt: "2002-03-01T10:00:00.123Z",
      vehicle: { vin: "LST0VIN000000000", make: MAKE, year: 2020 },
      tasks: { total: 1, open: 1 },
    });
  });

  it("filters by status, VIN, session, make (case ignored) and created range", async () => {
    expect(await sessionsOf({ ...YEAR, make: MAKE, status: "completed" })).toEqual([
      sessions[1],
      sessions[0],
    ]);
    expect((await sessionsOf({ ...YEAR, make: MAKE, status: "in_progress" })).sort()).toEqual(
      sessions.slice(2).sort(),
    );
    expect(await sessionsOf({ vin: "lst1vin000000000" })).toEqual([sessions[1]]);
    expect(await sessionsOf({ sessionID: sessions[3] as string })).toEqual([sessions[3]]);
    expect((await sessionsOf({ make: MAKE.toLowerCase() })).length).toBe(5);
    expect(await sessionsOf({ make: MAKE, from: "2002-03-02", to: "2002-03-02" })).toEqual([sessions[1]]);
    expect(
      await sessionsOf({ make: MAKE, from: "2002-03-01T10:00:00.123Z", to: "2002-03-02T09:59:59+00:00" }),
    ).toEqual([sessions[0]]);
    expect(await sessionsOf({ make: MAKE, from: "2002-03-05" })).toEqual([]);
  });

  it("pages with the cursor: every inspection once, in order, then null", async () => {
    const all = await sessionsOf({ ...YEAR, make: MAKE });
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const res = await list({ ...YEAR, make: MAKE, limit: 2, ...(cursor ? { cursor } : {}) });
      const body = res.json();
      seen.push(...body.items.map((i: { sessionID: string }) => i.sessionID));
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(all);
    expect(seen).toHaveLength(5);
  });

  it("refuses bad input with a 400 that says what is wrong", async () => {
    const refused = async (query: Record<string, string | number>, message?: string) => {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().success).toBe(false);
      if (message) expect(res.json().message).toBe(message);
    };
    await refused({ cursor: "not-a-cursor" });
    await refused({ cursor: Buffer.from('["2002-01-01T00:00:00.000000Z","x"]').toString("base64url") });
    await refused({ from: "yesterday" }, TEXTS.dateFromInvalid);
    await refused({ to: "2002-02-30" }, TEXTS.dateToInvalid);
    await refused({ from: "2002-03-01T10:00:00" }, TEXTS.dateFromInvalid);
    await refused({ from: "2002-03-02", to: "2002-03-01" }, TEXTS.dateRangeInvalid);
    await refused({
      cursor: Buffer.from('["2002-02-30T00:00:00.000000Z","00000000-0000-4000-8000-000000000000"]').toString(
        "base64url",
      ),
    });
    await refused({ status: "lost" });
    await refused({ limit: 0 });
    await refused({ limit: 101 });
    // Odd ends are a 200 or a 400, never a 500 from the database.
    for (const [from, status] of [
      ["0001-01-01", 200],
      ["0000-01-01", 400],
      ["9999-12-31T23:59:59.999+14:00", 200],
    ] as const) {
      expect((await list({ from })).statusCode, from).toBe(status);
    }
  });
});

describe("the inspections calls' roles", () => {
  // The export's download (public: its single-use ticket is the credential) has its own tests
  // (inspectionResultExportTicket.test.ts).
  const calls = CALLS.filter(
    (c) => c.url.startsWith("/api/inspections") && c.method === "GET" && c.access !== "public",
  );

  it("are the five calls of issue 24, each for ADMIN, SUPER and QA", () => {
    expect(calls.map((c) => c.id).sort()).toEqual([
      "exportInspections",
      "getInspectionResult",
      "getInspectionTasks",
      "listInspectionDeliveries",
      "listInspections",
    ]);
    for (const c of calls) expect(c.access).toEqual(INSPECTION_RESULT_READERS);
  });

  it("refuses every other role with 403 and no token with 401", async () => {
    expect(calls).toHaveLength(5);
    const url = (u: string) => u.replace(":sessionID", sessions[0] as string);
    for (const role of ROLES) {
      const user = DEMO_USERS.find((u) => u.role === role);
      if (!user) throw new Error(`no demo user for ${role}`);
      const token = await loginAs(t.app, user.username);
      for (const c of calls) {
        const res = await t.app.inject({ method: "GET", url: url(c.url), headers: bearer(token) });
        if (INSPECTION_RESULT_READERS.includes(role)) expect(res.statusCode, `${role} ${c.url}`).toBe(200);
        else expect(res.statusCode, `${role} ${c.url}`).toBe(403);
      }
    }
    for (const c of calls)
      expect((await t.app.inject({ method: "GET", url: url(c.url) })).statusCode).toBe(401);
  });
});

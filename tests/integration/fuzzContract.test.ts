import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallDef } from "../../src/contract/call.ts";
import { CALLS } from "../../src/contract/index.ts";
import { ROLES, type Role } from "../../src/domain/roles.ts";
import { seedDemoCages } from "../../src/server/seed/demoCages.ts";
import { seedDemoFailedTasks } from "../../src/server/seed/demoFailedTasks.ts";
import { DEMO_USERS } from "../../src/server/seed/demoUsers.ts";
import {
  fillUrl,
  LEAK,
  RAW_BODIES,
  RAW_QUERIES,
  realIds,
  tableFingerprint,
  toQueryString,
} from "./support/fuzzTargets.ts";
import { arbitraryFor, type JsonSchema } from "./support/schemaArbitrary.ts";
import { ingest } from "./support/tasks.ts";
import { engineUnderTest, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * Hostile input (issue 8): every contract call, as every role and without a token, with bodies,
 * queries and parameters generated from its TypeBox schemas plus hand-written nasty cases. Never a
 * 5xx, never internals in the body, errors in the ErrorBody shape, and a refused call changes no row.
 * FUZZ_RUNS (per call) and FUZZ_SEED reproduce or widen a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** Time for the generated attempts of all calls together, shared out as the run goes (bounded CI time). */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 40_000);
let deadline = 0;
type Caller = Role | "anonymous";

let t: TestApp;
const tokens = new Map<Caller, string>();
let ids: string[] = [];
let fileNames: string[] = [];
/** The fingerprint after the last attempt; unchanged by a refused one, so it is reused as "before". */
let last: Record<string, string> | null = null;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "fuzz-it-"));
  t = await startTestApp({
    LOGIN_RATE_LIMIT_MAX: "1000000",
    CLIENT_REPORT_RATE_MAX: "1000000",
    DATA_DIR: dataDir,
    HOMEWORK_WAIT_MS: "0",
    LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? "silent",
    // No background sweeps: a row changed by a timer would look like a refused call's change.
    LEASE_SWEEP_MS: "3600000",
    AUTO_VERIFY_SWEEP_MS: "3600000",
  });
  // A small world to aim at: the demo failed tasks' inspections ingested with photo URLs (rendering
  // the whole demo world would take most of the time budget), their failed tasks, and the demo cages.
  const admin = await loginAs(t.app, "admin1");
  for (let i = 1; i <= 4; i++) {
    await ingest(t, admin, {
      sessionID: `SDEMO000${i}`,
      codes: ["01", "03", "04", "05", "06", "07", "08", "09"],
    });
  }
  await seedDemoFailedTasks(t.database.db);
  await seedDemoCages(t.database.db, dataDir);
  ({ ids, fileNames } = await realIds(t.database.db));
  for (const role of ROLES) await relogin(role);
}, 300_000);
afterAll(() => t?.close());

async function relogin(role: Role): Promise<void> {
  const user = DEMO_USERS.find((u) => u.role === role);
  if (!user) throw new Error(`no demo user for ${role}`);
  tokens.set(role, await loginAs(t.app, user.username));
  last = null; // a login writes a session row
}

interface Attempt {
  caller: Caller;
  url: string;
  query: string;
  body?: { payload: string; contentType: string } | undefined;
}

/** Sends one attempt and checks the answer; a refused attempt must leave every table as it was. */
async function attempt(call: CallDef, a: Attempt): Promise<LightMyRequestResponse> {
  const before = last ?? (await tableFingerprint(t.database.db));
  const token = a.caller === "anonymous" ? undefined : tokens.get(a.caller);
  const req: InjectOptions = {
    method: call.method,
    url: a.query ? `${a.url}?${a.query}` : a.url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(a.body ? { "content-type": a.body.contentType } : {}),
    },
    ...(a.body ? { payload: a.body.payload } : {}),
  };
  const res = await t.app.inject(req);
  const where = `${call.method} ${req.url?.toString().slice(0, 200)} as ${a.caller}: ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  expect(LEAK.test(res.body), `internals leaked: ${where}`).toBe(false);
  if (res.statusCode >= 400) {
    expect(res.json(), where).toMatchObject({
      success: false,
      code: expect.any(String),
      message: expect.any(String),
    });
    last = await tableFingerprint(t.database.db);
    expect(last, `a refused call changed rows: ${where}`).toEqual(before);
  } else {
    last = null;
  }
  // Logout (or anything else) that ended the caller's session: sign in again for the next attempt.
  if (a.caller !== "anonymous" && res.statusCode === 401) await relogin(a.caller);
  if (call.id === "logout" && res.statusCode === 200 && a.caller !== "anonymous") await relogin(a.caller);
  return res;
}

const callerArb = fc.constantFrom<Caller>("anonymous", ...ROLES);

function paramsArb(call: CallDef): fc.Arbitrary<unknown> {
  const schema = call.schema.params as JsonSchema | undefined;
  if (!schema?.properties) return fc.constant({});
  const known = Object.fromEntries(
    Object.entries(schema.properties).map(([key, sub]) => {
      const real = key === "name" ? fileNames : ids;
      const arbs = [arbitraryFor(sub)];
      if (real.length > 0) arbs.push(fc.constantFrom(...real));
      return [key, fc.oneof(...arbs)];
    }),
  );
  return fc.record(known);
}

function bodyArb(call: CallDef): fc.Arbitrary<Attempt["body"]> {
  if (call.method === "GET") return fc.constant(undefined);
  const schema = call.schema.body as JsonSchema | undefined;
  const generated = (schema ? arbitraryFor(schema) : fc.jsonValue({ maxDepth: 2 })).map((v) => ({
    payload: JSON.stringify(v) ?? "null",
    contentType: "application/json",
  }));
  return fc.oneof(
    { arbitrary: generated, weight: 8 },
    { arbitrary: fc.constantFrom(...RAW_BODIES), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

function queryArb(call: CallDef): fc.Arbitrary<string> {
  const schema = call.schema.querystring as JsonSchema | undefined;
  const generated = schema ? arbitraryFor(schema).map(toQueryString) : fc.constant("");
  return fc.oneof(
    { arbitrary: generated, weight: 6 },
    { arbitrary: fc.constantFrom(...RAW_QUERIES), weight: 1 },
  );
}

/** The most privileged caller the call allows: nasty input should reach the handler, not the 403. */
const strongest = (call: CallDef): Caller =>
  call.access === "public"
    ? "anonymous"
    : ((["SUPER", "ADMIN", ...call.access] as Role[]).find((r) => call.access.includes(r)) ?? "anonymous");

function share(index: number): number {
  if (deadline === 0) deadline = Date.now() + BUDGET_MS;
  return Math.max(500, (deadline - Date.now()) / (CALLS.length - index));
}

describe(`contract fuzzing on ${engineUnderTest}`, () => {
  CALLS.forEach((call, index) => {
    it(`${call.method} ${call.url}`, async () => {
      // Hand-written nasty cases, as the caller most likely to get past the access check.
      const caller = strongest(call);
      const url = fillUrl(call.url, { id: ids[0], name: fileNames[0] });
      for (const body of call.method === "GET" ? [undefined] : RAW_BODIES) {
        await attempt(call, { caller, url, query: "", body });
      }
      for (const query of RAW_QUERIES) await attempt(call, { caller, url, query });
      // Generated attempts, every caller; at least a few even when the time share has run out.
      const samples = fc.sample(fc.tuple(callerArb, paramsArb(call), queryArb(call), bodyArb(call)), {
        numRuns: RUNS,
        seed: SEED + index,
      });
      const until = Date.now() + share(index);
      for (const [n, [who, params, query, body]] of samples.entries()) {
        if (n >= 5 && Date.now() > until) break;
        await attempt(call, { caller: who, url: fillUrl(call.url, params), query, body });
      }
    }, 120_000);
  });

  it("left Object.prototype unpolluted", () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});

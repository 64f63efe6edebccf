import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_TEXT_LIMITS } from "../../src/domain/clientReports.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * Client reports and crash feedback cannot flood the database (issue 20): posts are limited per user
 * (429 with Retry-After, nothing stored), bodies in size (413, nothing stored), and rows are kept for
 * CLIENT_REPORT_KEEP_DAYS and at most CLIENT_REPORT_KEEP_ROWS per table.
 */
const REPORTS = "/api/client-reports";
const FEEDBACK = "/api/feedback";

const bodyFor = (url: string, marker: string, detail = "d") =>
  url === REPORTS
    ? { kind: "error", message: marker, detail, path: "/limits" }
    : { message: marker, details: detail, path: "/limits" };

function poster(t: () => TestApp) {
  return (token: string, url: string, payload: Record<string, unknown>) =>
    t().app.inject({ method: "POST", url, headers: bearer(token), payload });
}

/** Rows of either table whose message is `marker`. */
async function stored(t: TestApp, url: string, marker: string): Promise<number> {
  const table = url === REPORTS ? "client_reports" : "feedback_reports";
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("message", "=", marker)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("report limits per user (CLIENT_REPORT_RATE_MAX=5)", () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const post = poster(() => t);
  const token = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, await loginAs(t.app, username));
    return tokens.get(username) as string;
  };
  beforeAll(async () => {
    t = await startTestApp({ CLIENT_REPORT_RATE_MAX: "5" });
  });
  afterAll(() => t.close());

  for (const url of [REPORTS, FEEDBACK]) {
    it(`answers a flood of ${url} with 429 and Retry-After past the limit, storing nothing more`, async () => {
      const viewer = await token("viewer1");
      const marker = `flood ${url}`;
      const codes: number[] = [];
      for (let i = 0; i < 9; i++) codes.push((await post(viewer, url, bodyFor(url, marker))).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
      const refused = await post(viewer, url, bodyFor(url, marker));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, code: "RATE_LIMITED", message: TEXTS.tooManyReports });
      const retryAfter = Number(refused.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await stored(t, url, marker)).toBe(5);

      // Another user is not limited by the first one's flood.
      const other = await token(url === REPORTS ? "agent1" : "agent2");
      expect((await post(other, url, bodyFor(url, `${marker} other`))).statusCode).toBe(200);
      expect(await stored(t, url, `${marker} other`)).toBe(1);
    });
  }

  it("counts each call on its own, and a refused post does not refuse the next one's checks", async () => {
    // viewer1 used up both calls above; agent3 has a fresh count on each.
    const agent = await token("agent3");
    for (let i = 0; i < 5; i++)
      expect((await post(agent, REPORTS, bodyFor(REPORTS, "own"))).statusCode).toBe(200);
    expect((await post(agent, REPORTS, bodyFor(REPORTS, "own"))).statusCode).toBe(429);
    expect((await post(agent, FEEDBACK, bodyFor(FEEDBACK, "own"))).statusCode).toBe(200);
    // Anonymous posts are still refused by the auth check first.
    const anonymous = await t.app.inject({ method: "POST", url: REPORTS, payload: bodyFor(REPORTS, "anon") });
    expect(anonymous.statusCode).toBe(401);
  });

  for (const url of [REPORTS, FEEDBACK]) {
    it(`refuses a ${url} body over the default 16 KiB with 413, storing nothing`, async () => {
      const user = await token(url === REPORTS ? "qa1" : "trainer1");
      const marker = `oversize ${url}`;
      // Within the contract's length (characters) but over the cap in bytes: "é" is two in UTF-8.
      const detail = "é".repeat(9000);
      expect(detail.length).toBeLessThanOrEqual(REPORT_TEXT_LIMITS.detail);
      const res = await post(user, url, bodyFor(url, marker, detail));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, code: "TOO_LARGE", message: TEXTS.reportTooLarge(16384) });
      expect(await stored(t, url, marker)).toBe(0);
      // Past the contract's length: 400 (in ASCII the longest texts fit the cap).
      const long = await post(user, url, bodyFor(url, marker, "x".repeat(REPORT_TEXT_LIMITS.detail + 1)));
      expect(long.statusCode).toBe(400);
      expect(await stored(t, url, marker)).toBe(0);
      // The longest report the contract admits, in ASCII, is stored.
      const longest =
        url === REPORTS
          ? {
              kind: "crash",
              message: `${"m".repeat(REPORT_TEXT_LIMITS.message - 1)}!`,
              detail: "x".repeat(REPORT_TEXT_LIMITS.detail),
              path: `/${"p".repeat(REPORT_TEXT_LIMITS.path - 1)}`,
              durationMs: 3_600_000,
            }
          : {
              message: `${"m".repeat(REPORT_TEXT_LIMITS.message - 1)}!`,
              details: "x".repeat(REPORT_TEXT_LIMITS.detail),
              path: `/${"p".repeat(REPORT_TEXT_LIMITS.path - 1)}`,
            };
      expect((await post(user, url, longest)).statusCode).toBe(200);
    });
  }
});

describe("report size cap and retention (CLIENT_REPORT_MAX_BYTES=2048, KEEP_ROWS=5, KEEP_DAYS=10)", () => {
  let t: TestApp;
  let userId: string;
  const post = poster(() => t);
  beforeAll(async () => {
    t = await startTestApp({
      CLIENT_REPORT_MAX_BYTES: "2048",
      CLIENT_REPORT_KEEP_ROWS: "5",
      CLIENT_REPORT_KEEP_DAYS: "10",
    });
    const user = await t.database.db
      .selectFrom("users")
      .select("id")
      .where("username", "=", "agent1")
      .executeTakeFirstOrThrow();
    userId = user.id;
  });
  afterAll(() => t.close());

  it("takes the cap from the config", async () => {
    const agent = await loginAs(t.app, "agent1");
    for (const url of [REPORTS, FEEDBACK]) {
      const big = await post(agent, url, bodyFor(url, "capped", "x".repeat(2100)));
      expect(big.statusCode, url).toBe(413);
      expect(big.json().message, url).toBe(TEXTS.reportTooLarge(2048));
      expect(await stored(t, url, "capped"), url).toBe(0);
      expect((await post(agent, url, bodyFor(url, "capped", "x".repeat(1500)))).statusCode, url).toBe(200);
    }
  });

  const DAY = 86_400_000;
  /** Rows of both tables created `ages` (days) before `now`, named by their age. */
  async function seed(now: Date, ages: number[]) {
    const db = t.database.db;
    await db.deleteFrom("client_reports").execute();
    await db.deleteFrom("feedback_reports").execute();
    for (const age of ages) {
      const created_at = new Date(now.getTime() - age * DAY);
      await db
        .insertInto("client_reports")
        .values({
          kind: "error",
          message: `age ${age}`,
          path: "/",
          detail_mapped: null,
          duration_ms: null,
          user_id: userId,
          username: "agent1",
          user_agent: null,
          created_at,
        })
        .execute();
      await db
        .insertInto("feedback_reports")
        .values({
          user_id: userId,
          username: "agent1",
          message: `age ${age}`,
          details: "",
          path: "/",
          created_at,
        })
        .execute();
    }
  }
  const messages = async (table: "client_reports" | "feedback_reports") =>
    (await t.database.db.selectFrom(table).select("message").orderBy("created_at", "desc").execute()).map(
      (r) => r.message,
    );

  it("deletes rows older than CLIENT_REPORT_KEEP_DAYS from both tables", async () => {
    expect(t.services.reportRetention.limits).toMatchObject({ keepDays: 10, keepRows: 5 });
    const now = new Date();
    await seed(now, [40, 11, 9.9, 1, 0]);
    expect(await t.services.reportRetention.prune(now)).toEqual({ client_reports: 2, feedback_reports: 2 });
    expect(await messages("client_reports")).toEqual(["age 0", "age 1", "age 9.9"]);
    expect(await messages("feedback_reports")).toEqual(["age 0", "age 1", "age 9.9"]);
    // Idempotent: a second run (another instance's) finds nothing to do.
    expect(await t.services.reportRetention.prune(now)).toEqual({ client_reports: 0, feedback_reports: 0 });
  });

  it("keeps at most CLIENT_REPORT_KEEP_ROWS rows of each table, the newest", async () => {
    const now = new Date();
    await seed(now, [8, 7, 6, 5, 4, 3, 2, 1]);
    expect(await t.services.reportRetention.prune(now)).toEqual({ client_reports: 3, feedback_reports: 3 });
    const newest = ["age 1", "age 2", "age 3", "age 4", "age 5"];
    expect(await messages("client_reports")).toEqual(newest);
    expect(await messages("feedback_reports")).toEqual(newest);
    // Rows posted on top are pruned the same way; several runs at once are safe.
    await post(await loginAs(t.app, "agent2"), REPORTS, bodyFor(REPORTS, "age now"));
    const runs = await Promise.all([t.services.reportRetention.prune(), t.services.reportRetention.prune()]);
    expect(runs.reduce((n, r) => n + r.client_reports, 0)).toBe(1);
    expect(await messages("client_reports")).toEqual(["age now", ...newest.slice(0, 4)]);
  });
});

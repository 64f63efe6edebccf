import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import { taskEnv } from "./support/tasks.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * Issue 24 item 4 from the UI: the page asks for a single-use ticket (with its token) and the browser
 * downloads the ticket's URL natively, without the token. The file is the API's export; a ticket works
 * once, for a minute, for its own user and live session, and only for roles that may export.
 * 30 inspections are inserted in SQL on 2002-02-02, a day no other test uses.
 */
let t: TestApp;
let admin: string;
let base: string;
const RANGE = { from: "2002-02-02", to: "2002-02-02" };

beforeAll(async () => {
  t = await startTestApp(taskEnv());
  admin = await loginAs(t.app, "admin1");
  const db = t.database.db;
  await sql`insert into inspections (session_id, inspection_id, created_at)
    select 'TK' || lpad(g::text, 3, '0'), 'TICKET-' || g,
      timestamptz '2002-02-02 00:00:00+00' + g * interval '1 minute'
    from generate_series(1, 30) g`.execute(db);
  await sql`insert into vehicles (inspection_id, vin, year, make, model, body_type, vrm, data)
    select id, 'TKVIN' || substr(session_id, 3), 2020, 'Ticketa', 'Once', 'SUV', '"a,b"', '{}'::jsonb
    from inspections where session_id like 'TK%'`.execute(db);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t.close());

async function ticket(token: string, body: object = { format: "ndjson", ...RANGE }) {
  return t.app.inject({
    method: "POST",
    url: "/api/inspections/export/tickets",
    headers: bearer(token),
    payload: body,
  });
}

async function ticketUrl(token = admin, body?: object): Promise<string> {
  const res = await ticket(token, body);
  expect(res.statusCode).toBe(200);
  const { url, expiresAt } = res.json();
  expect(url).toMatch(/^\/api\/inspections\/export\/download\/[A-Za-z0-9_-]{43}$/);
  const ttl = Date.parse(expiresAt) - Date.now();
  expect(ttl).toBeGreaterThan(30_000);
  expect(ttl).toBeLessThanOrEqual(61_000);
  return url;
}

/** What the browser does: a plain GET over a real socket, no credentials. */
const download = (url: string, headers: Record<string, string> = {}) => fetch(`${base}${url}`, { headers });

const apiExport = async (format: string) => {
  const res = await fetch(
    `${base}/api/inspections/export?format=${format}&from=${RANGE.from}&to=${RANGE.to}`,
    {
      headers: bearer(admin),
    },
  );
  expect(res.status).toBe(200);
  return res.text();
};

describe("export download tickets", () => {
  it.each(["ndjson", "csv"] as const)(
    "downloads the %s file the API exports, as an attachment",
    async (format) => {
      const url = await ticketUrl(admin, { format, ...RANGE });
      const res = await download(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="inspections.${format}"`);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const body = await res.text();
      expect(body).toBe(await apiExport(format));
      expect(body.split("\n").filter(Boolean)).toHaveLength(format === "csv" ? 31 : 30);
    },
  );

  it("downloads once: a second use is refused with 410", async () => {
    const url = await ticketUrl();
    expect((await download(url)).status).toBe(200);
    const again = await download(url);
    expect(again.status).toBe(410);
    expect((await again.json()).message).toBe(TEXTS.exportTicketSpent);
  });

  it("lets only one of two racing downloads through", async () => {
    const url = await ticketUrl();
    const statuses = (await Promise.all([download(url), download(url), download(url)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 410, 410]);
  });

  it("refuses an expired ticket with 410", async () => {
    const url = await ticketUrl();
    const hash = createHash("sha256").update(url.split("/").at(-1)!, "utf8").digest();
    await sql`update export_tickets set expires_at = now() - interval '1 second' where ticket_hash = ${hash}`.execute(
      t.database.db,
    );
    expect((await download(url)).status).toBe(410);
  });

  it("keeps only the ticket's hash in the database", async () => {
    const url = await ticketUrl();
    const raw = url.split("/").at(-1)!;
    const rows = await sql<{ n: number }>`select count(*)::int as n from export_tickets
      where encode(ticket_hash, 'escape') like ${`%${raw}%`} or ticket_hash = ${Buffer.from(raw)}`.execute(
      t.database.db,
    );
    expect(rows.rows[0]?.n).toBe(0);
  });

  it("refuses a forged ticket (404) and a malformed one (400)", async () => {
    const forged = await download(
      `/api/inspections/export/download/${randomBytes(32).toString("base64url")}`,
    );
    expect(forged.status).toBe(404);
    expect((await forged.json()).message).toBe(TEXTS.exportTicketUnknown);
    expect((await download("/api/inspections/export/download/not-a-ticket")).status).toBe(400);
  });

  it("refuses another user's ticket shown with that user's token, without spending it", async () => {
    const url = await ticketUrl(admin);
    const qa = await loginAs(t.app, "qa1");
    const other = await download(url, bearer(qa));
    expect(other.status).toBe(403);
    expect((await other.json()).message).toBe(TEXTS.exportTicketOtherUser);
    // The owner's own token is accepted, and the ticket was not burnt by the refusal.
    expect((await download(url, bearer(admin))).status).toBe(200);
  });

  it("refuses a ticket whose session has ended", async () => {
    const own = await loginAs(t.app, "super1");
    const url = await ticketUrl(own);
    const out = await t.app.inject({ method: "POST", url: "/api/users/logout", headers: bearer(own) });
    expect(out.statusCode).toBe(200);
    const res = await download(url);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(TEXTS.exportTicketSessionEnded);
  });

  it("gives tickets to the roles that may export only, and checks the range when asked", async () => {
    expect((await ticket(await loginAs(t.app, "qa1"))).statusCode).toBe(200);
    for (const user of ["agent1", "trainer1", "viewer1"]) {
      expect((await ticket(await loginAs(t.app, user))).statusCode, user).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/inspections/export/tickets",
      payload: { format: "csv" },
    });
    expect(anonymous.statusCode).toBe(401);
    const reversed = await ticket(admin, { format: "csv", from: "2002-02-03", to: "2002-02-02" });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(TEXTS.dateRangeInvalid);
    expect((await ticket(admin, { format: "xml" })).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAGE_ACTIONS, CAGE_STATUSES, transition } from "../../src/domain/cageStatus.ts";
import { ROLES, type Role } from "../../src/domain/roles.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import type { CagesRepository } from "../../src/server/repositories/cages.ts";
import { seedDemoCages } from "../../src/server/seed/demoCages.ts";
import { makeCage, startCageApp } from "./support/cages.ts";
import { bearer, type TestApp } from "./support/testApp.ts";

let t: TestApp;
let tokens: Map<Role, string>;
let repo: CagesRepository;
let seeded = 0;
const as = (role: Role) => bearer(tokens.get(role) ?? "");

beforeAll(async () => {
  const started = await startCageApp();
  ({ t, tokens, repo } = started);
  seeded = await seedDemoCages(t.database.db, started.dataDir);
});
afterAll(() => t.close());

interface ListBody {
  list: {
    data: {
      _id: string;
      make: string;
      model: string;
      year: number;
      status: string;
      group: string;
      notesCount: number;
      updatedAt: string;
    }[];
    count: number;
    pages: number;
    current: number;
    limit: number;
    total: number;
  };
  settings: {
    listMake: string[];
    listBodyType: string[];
    listYear: { min: number; max: number };
    listStatus: string[];
    listTypeToRequestReview: string[];
  };
}
const list = async (query: string, role: Role = "VIEWER") => {
  const res = await t.app.inject({ method: "GET", url: `/api/cages${query}`, headers: as(role) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListBody>();
};

describe("the demo cages' times", () => {
  it("are created no later than updated, with the upload history at creation and nothing after the update", async () => {
    const db = t.database.db;
    const cages = await db.selectFrom("cages").select(["id", "status", "created_at", "updated_at"]).execute();
    expect(cages.length).toBe(seeded);
    for (const cage of cages) {
      expect(cage.created_at.getTime()).toBeLessThanOrEqual(cage.updated_at.getTime());
      const history = await repo.historiesOf(cage.id);
      expect(history[0]?.event).toBe("CAGE-UPLOAD");
      expect(history[0]?.created_at.getTime()).toBe(cage.created_at.getTime());
      for (const h of history) expect(h.created_at.getTime()).toBeLessThanOrEqual(cage.updated_at.getTime());
      const notes = await db
        .selectFrom("cage_notes")
        .select("created_at")
        .where("cage_id", "=", cage.id)
        .execute();
      for (const n of notes) expect(n.created_at.getTime()).toBeLessThanOrEqual(cage.updated_at.getTime());
    }
  });
});

describe("GET /api/cages", () => {
  it("pages the live cages (DELETED hidden), newest first, with the settings", async () => {
    expect(seeded).toBeGreaterThanOrEqual(30);
    const first = await list("");
    // The catalogue's status cycle puts every ninth cage in DELETED; the demo world's own cages are ACTIVE.
    const deleted = (
      await t.database.db.selectFrom("cages").select("id").where("status", "=", "DELETED").execute()
    ).length;
    expect(deleted).toBeGreaterThan(0);
    expect(first.list.total).toBe(seeded - deleted);
    expect(first.list).toMatchObject({ current: 1, limit: 10, count: 10 });
    expect(first.list.pages).toBe(Math.ceil(first.list.total / 10));
    expect(first.list.data.map((r) => r.updatedAt)).toEqual(
      [...first.list.data.map((r) => r.updatedAt)].sort().reverse(),
    );
    expect(first.settings.listBodyType).toHaveLength(9);
    expect(first.settings.listYear).toEqual({ min: 2003, max: 2024 }); // the demo world's 2003 Accord
    expect(first.settings.listStatus).not.toContain("DELETED");
    expect(first.settings.listTypeToRequestReview).toContain("DRAFT");
    const last = await list(`?page=${first.list.pages}&limit=50`);
    expect(last.list.current).toBe(first.list.pages);
    expect((await list("?status=DELETED")).list.total).toBe(0);
    // Past the last page, and a filter matching nothing: no rows, the total and settings still there
    // (page, total and settings are one statement).
    const past = await list(`?page=${first.list.pages + 1}`);
    expect(past.list).toMatchObject({ count: 0, data: [], total: first.list.total });
    expect(past.settings).toEqual(first.settings);
    const none = await list("?make=NoSuchMake&sort=make");
    expect(none.list).toMatchObject({ count: 0, total: 0, pages: 0 });
    expect(none.settings).toEqual(first.settings);
  });

  it("filters by group, make, model prefix, year, body type, status, trim and code", async () => {
    const makes = await list("?make=Toyota&limit=50");
    expect(makes.list.total).toBeGreaterThan(0);
    expect(makes.list.data.every((r) => r.make === "Toyota")).toBe(true);
    const model = await list("?model=cam&limit=50");
    expect(model.list.data.length).toBeGreaterThan(0);
    expect(model.list.data.every((r) => r.model.toLowerCase().startsWith("cam"))).toBe(true);
    expect((await list("?model=%25")).list.total).toBe(0);
    const year = await list("?year=2021&group=A&limit=50");
    expect(year.list.data.every((r) => r.year === 2021 && r.group === "A")).toBe(true);
    const status = await list("?status=ACTIVE&bodyType=SUV&limit=50");
    expect(status.list.data.every((r) => r.status === "ACTIVE")).toBe(true);
    expect((await list("?trim=zzz")).list.total).toBe(0);
    expect((await list("?code=TOY")).list.data.every((r) => r.make === "Toyota")).toBe(true);
    expect((await list("?sort=make&limit=50")).list.data[0]?.make).toBe("BMW");
  });

  it("settings list the live cages' makes, body types and years from kept counts, equal to a full DISTINCT", async () => {
    const byIndex = await repo.settings();
    expect(byIndex).toMatchObject(await repo.settingsByScan());
    const { id } = await makeCage(repo, { make: "Zastava", year: 1999, status: "DELETED" });
    expect((await list("")).settings.listMake).not.toContain("Zastava");
    expect((await list("")).settings.listYear.min).toBe(byIndex.minYear);
    await repo.setStatus(t.database.db, id, "DRAFT");
    const after = (await list("")).settings;
    expect(after.listMake).toContain("Zastava");
    expect(after.listMake).toEqual([...after.listMake].sort());
    expect(after.listYear.min).toBe(1999);
    await repo.updateInfo(t.database.db, id, { make: "Yugo", year: 1998 });
    const edited = (await list("")).settings;
    expect(edited.listMake).toContain("Yugo");
    expect(edited.listMake).not.toContain("Zastava");
    expect(edited.listYear.min).toBe(1998);
    await repo.setStatus(t.database.db, id, "DELETED");
    expect(await repo.settings()).toEqual(byIndex);
    expect(await repo.settings()).toMatchObject(await repo.settingsByScan());
  });

  it("totals of the unfiltered and status-only views (trigger-kept counts) equal a real count after writes", async () => {
    const real = async (status?: string) => {
      let q = t.database.db.selectFrom("cages").where("status", "!=", "DELETED");
      if (status) q = q.where("status", "=", status);
      const r = await q.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
      return Number(r.n);
    };
    const check = async () => {
      expect((await list("")).list.total).toBe(await real());
      for (const status of CAGE_STATUSES)
        expect((await list(`?status=${status}`)).list.total, status).toBe(await real(status));
    };
    await check();
    const { id } = await makeCage(repo, { status: "CONFIRMED" });
    await check();
    await repo.setStatus(t.database.db, id, "ACTIVE");
    await repo.setStatus(t.database.db, id, "DELETED");
    await check();
    await repo.setStatus(t.database.db, id, "ARCHIVED");
    await t.database.db.deleteFrom("cages").where("id", "=", id).execute();
    await check();
  });

  it("refuses a page size outside 10, 20, 50", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/cages?limit=30", headers: as("ADMIN") });
    expect(res.statusCode).toBe(400);
  });
});

describe("GET /api/cages/:id and notes", () => {
  it("answers the cage with notes, history, details, files per slot and settings", async () => {
    const { id } = await makeCage(repo, { bodyType: "SUV" });
    const res = await t.app.inject({ method: "GET", url: `/api/cages/${id}`, headers: as("VIEWER") });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      cage: { cageDetails: { code: string }[]; cageNotes: unknown[] };
      files: Record<string, { cage: { url: string | null; fallback: string } }>;
    }>();
    expect(body.cage.cageDetails.map((d) => d.code)).toEqual(["04", "05", "07", "08"]);
    expect(body.files["05"]?.cage).toMatchObject({ url: null, fallback: "/outlines/suv/front.svg" });
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/cages/00000000-0000-4000-8000-000000000000",
      headers: as("ADMIN"),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("adds a note: message required, agents INFORM only, viewer and trainee refused", async () => {
    const { id } = await makeCage(repo);
    const post = (role: Role, payload: object) =>
      t.app.inject({ method: "POST", url: `/api/cages/${id}/notes`, headers: as(role), payload });
    const empty = await post("ADMIN", { type: "INFORM", message: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(TEXTS.requiredField);
    expect((await post("AGENT", { type: "WARNING", message: "x" })).statusCode).toBe(403);
    expect((await post("VIEWER", { type: "INFORM", message: "x" })).statusCode).toBe(403);
    expect((await post("TRAINEE", { type: "INFORM", message: "x" })).statusCode).toBe(403);
    const ok = await post("AGENT", { type: "INFORM", message: "Outline off by a few px" });
    expect(ok.statusCode).toBe(200);
    const cage = ok.json<{ cage: { cageNotes: { message: string; owner: { username: string } }[] } }>().cage;
    expect(cage.cageNotes).toHaveLength(1);
    expect(cage.cageNotes[0]).toMatchObject({
      message: "Outline off by a few px",
      owner: { username: "agent1" },
    });
    expect((await post("ADMIN", { type: "WARNING", message: "ok for admin" })).statusCode).toBe(200);
  });
});

describe("PUT /api/cages/:id/status", () => {
  it("follows the status machine for every status x action x role; refusals change nothing", async () => {
    const { id } = await makeCage(repo);
    let outcomes = 0;
    for (const from of CAGE_STATUSES)
      for (const action of CAGE_ACTIONS)
        for (const role of ROLES) {
          await repo.setStatus(t.database.db, id, from);
          const before = (await repo.historiesOf(id)).length;
          const res = await t.app.inject({
            method: "PUT",
            url: `/api/cages/${id}/status`,
            headers: as(role),
            payload: { action },
          });
          const expected = transition(from, action, role);
          const after = await repo.find(id);
          const history = await repo.historiesOf(id);
          const where = `${from} ${action} ${role}`;
          if (expected.ok) {
            expect(res.statusCode, where).toBe(200);
            expect(res.json().status, where).toBe(expected.to);
            expect(after?.status, where).toBe(expected.to);
            expect(history).toHaveLength(before + 1);
            expect(history.at(-1), where).toMatchObject({
              event: "UPDATE-STATUS",
              options: { from, to: expected.to },
            });
          } else {
            expect(res.statusCode, where).toBe(expected.reason === "forbidden" ? 403 : 409);
            if (expected.reason === "illegal") expect(res.json().status, where).toBe(from);
            expect(after?.status, where).toBe(from);
            expect(history, where).toHaveLength(before);
          }
          outcomes++;
        }
    expect(outcomes).toBe(CAGE_STATUSES.length * CAGE_ACTIONS.length * ROLES.length);
  }, 120_000);

  it("two concurrent moves from the same status: exactly one succeeds", async () => {
    const { id } = await makeCage(repo, { status: "REVIEW-REQUESTED" });
    const put = (role: Role) =>
      t.app.inject({
        method: "PUT",
        url: `/api/cages/${id}/status`,
        headers: as(role),
        payload: { action: "CONFIRM" },
      });
    const codes = (await Promise.all([put("ADMIN"), put("SUPER")])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect((await repo.historiesOf(id)).filter((h) => h.event === "UPDATE-STATUS")).toHaveLength(1);
  });
});

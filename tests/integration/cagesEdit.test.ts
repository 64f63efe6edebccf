import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "../../src/domain/roles.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import type { CagesRepository } from "../../src/server/repositories/cages.ts";
import { makeCage, startCageApp } from "./support/cages.ts";
import { bearer, type TestApp } from "./support/testApp.ts";

let t: TestApp;
let tokens: Map<Role, string>;
let repo: CagesRepository;
const as = (role: Role) => bearer(tokens.get(role) ?? "");

beforeAll(async () => {
  ({ t, tokens, repo } = await startCageApp());
});
afterAll(() => t.close());

const put = (id: string, role: Role, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/cages/${id}`, headers: as(role), payload });
const duplicate = (id: string, role: Role) =>
  t.app.inject({ method: "POST", url: `/api/cages/${id}/duplicate`, headers: as(role) });

describe("PUT /api/cages/:id (information, UPDATE history)", () => {
  it("admin-like roles edit; each changed field is recorded old → new; AGENT, VIEWER and TRAINEE are refused", async () => {
    const { id } = await makeCage(repo);
    for (const role of ["AGENT", "VIEWER", "TRAINEE"] as const) {
      const res = await put(id, role, { model: "Corolla" });
      expect(res.statusCode, role).toBe(403);
    }
    const res = await put(id, "QA", { model: " Corolla ", year: 2021, trim: "", make: "Toyota" });
    expect(res.statusCode, res.body).toBe(200);
    const cage = res.json<{
      cage: { model: string; year: number; cageHistories: { event: string; options: unknown }[] };
    }>().cage;
    expect(cage).toMatchObject({ model: "Corolla", year: 2021 });
    expect(cage.cageHistories.filter((h) => h.event === "UPDATE")).toEqual([
      expect.objectContaining({
        options: {
          changes: [
            { field: "model", from: "Camry", to: "Corolla" },
            { field: "year", from: 2020, to: 2021 },
          ],
        },
      }),
    ]);
    // Nothing changed: no new entry.
    const same = await put(id, "ADMIN", { model: "Corolla" });
    expect(same.statusCode).toBe(200);
    expect((await repo.historiesOf(id)).filter((h) => h.event === "UPDATE")).toHaveLength(1);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const { id } = await makeCage(repo);
    const cases: [object, string | null][] = [
      [{ make: "  " }, TEXTS.requiredField],
      [{ bodyType: "Truck" }, TEXTS.requiredField],
      [{ year: 1800 }, null],
      [{ group: "C" }, null],
      [{ model: "x".repeat(65) }, null],
    ];
    for (const [payload, message] of cases) {
      const res = await put(id, "ADMIN", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await repo.find(id)).toMatchObject({
      make: "Toyota",
      model: "Camry",
      year: 2020,
      body_type: "4dr",
    });
    expect(await repo.historiesOf(id)).toHaveLength(0);
    // A field that is not information (the status has its own call) is dropped, not applied.
    expect((await put(id, "ADMIN", { status: "ACTIVE" })).statusCode).toBeLessThan(500);
    expect((await repo.find(id))?.status).toBe("DRAFT");
    expect((await put("00000000-0000-4000-8000-000000000000", "ADMIN", { model: "x" })).statusCode).toBe(404);
  });
});

describe("POST /api/cages/:id/duplicate", () => {
  it("copies information, slots, files and labels into a DRAFT cage; DUPLICATE on both", async () => {
    const { id, details } = await makeCage(repo, { status: "ACTIVE", model: "Supra" });
    const user = await t.database.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    await repo.transaction(async (tx) => {
      await repo.setDetailFile(tx, details["05"] ?? "", "cage", "x.svg", "admin1");
      await repo.setLabel(tx, details["05"] ?? "", {
        by: user.id,
        status: "IN-PROGRESS",
        at: new Date(),
        data: [{ id: "p1", label: "HOOD", group: "BODY" }],
      });
    });
    for (const role of ROLES) {
      if (role === "AGENT" || role === "VIEWER" || role === "TRAINEE")
        expect((await duplicate(id, role)).statusCode, role).toBe(403);
    }
    const res = await duplicate(id, "TRAINER");
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json<{
      cage: {
        _id: string;
        status: string;
        model: string;
        cageDetails: { code: string; labelBy: unknown; labelStatus: unknown; labelData: unknown[] }[];
        cageHistories: { event: string; options: Record<string, unknown> }[];
      };
    }>().cage;
    expect(copy._id).not.toBe(id);
    expect(copy).toMatchObject({ status: "DRAFT", model: "Supra" });
    expect(copy.cageDetails.map((d) => d.code)).toEqual(["04", "05", "07", "08"]);
    const front = copy.cageDetails.find((d) => d.code === "05");
    expect(front).toMatchObject({
      labelBy: null,
      labelStatus: null,
      labelData: [{ id: "p1", label: "HOOD" }],
    });
    expect(copy.cageHistories).toEqual([
      expect.objectContaining({ event: "DUPLICATE", options: { from: id } }),
    ]);
    const source = await repo.historiesOf(id);
    expect(source.at(-1)).toMatchObject({ event: "DUPLICATE", options: { to: copy._id } });
    const detail = await repo.findDetail(
      (await repo.detailsOf(copy._id)).find((d) => d.code === "05")?.id ?? "",
    );
    expect(detail?.cage_file).toBe("x.svg");
    expect((await duplicate("00000000-0000-4000-8000-000000000000", "ADMIN")).statusCode).toBe(404);
  });
});

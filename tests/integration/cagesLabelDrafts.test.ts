import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/domain/roles.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import type { CagesRepository } from "../../src/server/repositories/cages.ts";
import { makeCage, startCageApp } from "./support/cages.ts";
import { bearer, loginAs, type TestApp } from "./support/testApp.ts";

/**
 * Drafts of unsaved labels (issue 22): the labelling screen keeps its holder's changes on the server
 * and restores them on reopening. Only the label's holder writes one; nobody reads another user's; a
 * save or finish ends it, and so does someone else taking the label (a lapsed lock or a takeover).
 */
let t: TestApp;
let tokens: Map<Role, string>;
let repo: CagesRepository;
let agent2: string;
const as = (role: Role) => bearer(tokens.get(role) ?? "");
const MINUTE = 60_000;

beforeAll(async () => {
  ({ t, tokens, repo } = await startCageApp());
  agent2 = await loginAs(t.app, "agent2");
});
afterAll(() => t.close());

const BUMPER = { id: "4dr-left-front-bumper", label: "FRONT_BUMPER", group: "PART" };
const FENDER = { id: "4dr-left-fender-front-left", label: "FENDER_FRONT_LEFT", group: "BODY" };
const url = (detail: string, draft = false) => `/api/cages/details/${detail}${draft ? "/draft" : ""}`;
const put = (detail: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: "PUT", url: url(detail), headers, payload });
const putDraft = (detail: string, headers: Record<string, string>, labelData: object[]) =>
  t.app.inject({ method: "PUT", url: url(detail, true), headers, payload: { labelData } });
const getDraft = async (detail: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: "GET", url: url(detail, true), headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().draft as { labelData: object[]; savedAt: string } | null;
};
const draftRow = (detail: string) =>
  t.database.db
    .selectFrom("cage_label_drafts")
    .selectAll()
    .where("detail_id", "=", detail)
    .executeTakeFirst();
const idleFor = (detail: string, minutes: number) =>
  t.database.db
    .updateTable("cage_details")
    .set({ label_at: new Date(Date.now() - minutes * MINUTE) })
    .where("id", "=", detail)
    .execute();

/** Slot 04 of a new DRAFT cage, its label claimed by agent1 with one saved label. */
async function claimedByAgent() {
  const { id, details } = await makeCage(repo);
  const detail = details["04"] ?? "";
  const res = await put(detail, as("AGENT"), { type: "Label", labelAction: "save", labelData: [BUMPER] });
  expect(res.statusCode, res.body).toBe(200);
  return { cageId: id, detail };
}

describe("label drafts", () => {
  it("the holder saves a draft and gets it back on reopening; the saved labels stay as they were", async () => {
    const { detail } = await claimedByAgent();
    expect(await getDraft(detail, as("AGENT"))).toBeNull();
    const saved = await putDraft(detail, as("AGENT"), [BUMPER, FENDER]);
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = await getDraft(detail, as("AGENT"));
    expect(draft).toEqual({ labelData: [BUMPER, FENDER], savedAt: saved.json().draft.savedAt });
    // A second autosave replaces it.
    expect((await putDraft(detail, as("AGENT"), [FENDER])).statusCode).toBe(200);
    expect((await getDraft(detail, as("AGENT")))?.labelData).toEqual([FENDER]);
    const stored = await repo.findDetail(detail);
    expect(stored?.label_data).toEqual([BUMPER]);
    expect(stored?.label_status).toBe("IN-PROGRESS");
  });

  it("a draft is the holder at work: it keeps the lock alive", async () => {
    const { detail } = await claimedByAgent();
    await idleFor(detail, 29);
    expect((await putDraft(detail, as("AGENT"), [FENDER])).statusCode).toBe(200);
    const stored = await repo.findDetail(detail);
    expect(Date.now() - (stored?.label_at?.getTime() ?? 0)).toBeLessThan(MINUTE);
    // So 2 more minutes later the lock is still live for another labeller.
    await t.database.db
      .updateTable("cage_details")
      .set({ label_at: new Date(Date.now() - 2 * MINUTE) })
      .where("id", "=", detail)
      .execute();
    expect((await put(detail, bearer(agent2), { type: "Label" })).statusCode).toBe(409);
  });

  it("only the lock holder writes a draft: others 409, VIEWER and TRAINEE 403, nothing stored", async () => {
    const { detail } = await claimedByAgent();
    for (const [who, headers, code] of [
      ["agent2", bearer(agent2), "LABEL_OWNED"],
      ["QA", as("QA"), "LABEL_OWNED"],
      // ADMIN and SUPER may take the label over (a claim), never write into the holder's.
      ["ADMIN", as("ADMIN"), "LABEL_NOT_HELD"],
      ["SUPER", as("SUPER"), "LABEL_NOT_HELD"],
    ] as const) {
      const res = await putDraft(detail, headers, [FENDER]);
      expect(res.statusCode, who).toBe(409);
      expect(res.json().code, who).toBe(code);
    }
    for (const role of ["VIEWER", "TRAINEE"] as const)
      expect((await putDraft(detail, as(role), [FENDER])).statusCode, role).toBe(403);
    expect(await draftRow(detail)).toBeUndefined();
    // A free label has no holder: claim first.
    const { details } = await makeCage(repo);
    const free = await putDraft(details["04"] ?? "", as("AGENT"), [FENDER]);
    expect(free.statusCode).toBe(409);
    expect(free.json()).toMatchObject({ code: "LABEL_NOT_HELD", message: TEXTS.labelDraftNotHolder });
  });

  it("another user's draft is never readable, not by ADMIN or SUPER either", async () => {
    const { detail } = await claimedByAgent();
    expect((await putDraft(detail, as("AGENT"), [BUMPER, FENDER])).statusCode).toBe(200);
    for (const headers of [bearer(agent2), as("QA"), as("ADMIN"), as("SUPER"), as("TRAINER")])
      expect(await getDraft(detail, headers)).toBeNull();
    for (const role of ["VIEWER", "TRAINEE"] as const) {
      const res = await t.app.inject({ method: "GET", url: url(detail, true), headers: as(role) });
      expect(res.statusCode, role).toBe(403);
    }
    // Nor discarded by them.
    const discard = await t.app.inject({ method: "DELETE", url: url(detail, true), headers: as("SUPER") });
    expect(discard.statusCode).toBe(409);
    expect(await draftRow(detail)).toBeDefined();
  });

  it("drafts are checked as a save is: a part not in the cage or a wrong group is 400, nothing stored", async () => {
    const { detail } = await claimedByAgent();
    for (const labelData of [
      [{ id: "no-such-part", label: "FRONT_BUMPER", group: "PART" }],
      [{ ...BUMPER, group: "GLASS" }],
      [BUMPER, BUMPER],
      [{ ...BUMPER, id: "bad id with spaces" }],
    ]) {
      const res = await putDraft(detail, as("AGENT"), labelData);
      expect(res.statusCode, JSON.stringify(labelData)).toBe(400);
    }
    expect(await draftRow(detail)).toBeUndefined();
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: url("00000000-0000-4000-8000-000000000000", true),
          headers: as("AGENT"),
        })
      ).statusCode,
    ).toBe(404);
  });

  it("a save or finish ends the draft; the holder may discard it", async () => {
    const { detail } = await claimedByAgent();
    await putDraft(detail, as("AGENT"), [BUMPER, FENDER]);
    expect(
      (await put(detail, as("AGENT"), { type: "Label", labelAction: "save", labelData: [FENDER] }))
        .statusCode,
    ).toBe(200);
    expect(await getDraft(detail, as("AGENT"))).toBeNull();
    await putDraft(detail, as("AGENT"), [BUMPER]);
    // Its own claim (reopening the page) keeps it.
    expect((await put(detail, as("AGENT"), { type: "Label" })).statusCode).toBe(200);
    expect((await getDraft(detail, as("AGENT")))?.labelData).toEqual([BUMPER]);
    const discard = await t.app.inject({ method: "DELETE", url: url(detail, true), headers: as("AGENT") });
    expect(discard.statusCode, discard.body).toBe(200);
    expect(await getDraft(detail, as("AGENT"))).toBeNull();
    await putDraft(detail, as("AGENT"), [BUMPER]);
    expect(
      (await put(detail, as("AGENT"), { type: "Label", labelAction: "finish", labelData: [BUMPER, FENDER] }))
        .statusCode,
    ).toBe(200);
    expect(await draftRow(detail)).toBeUndefined();
    // A DONE label has no holder: no draft until it is claimed again.
    expect((await putDraft(detail, as("AGENT"), [BUMPER])).statusCode).toBe(409);
  });

  it("a takeover or a lapsed lock taken ends the former holder's draft; the new holder starts clean", async () => {
    const { cageId, detail } = await claimedByAgent();
    await putDraft(detail, as("AGENT"), [BUMPER, FENDER]);
    const taken = await put(detail, as("ADMIN"), { type: "Label" });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await draftRow(detail)).toBeUndefined();
    expect(await getDraft(detail, as("AGENT"))).toBeNull();
    // The former holder can no longer write one; the new holder can.
    expect((await putDraft(detail, as("AGENT"), [FENDER])).statusCode).toBe(409);
    expect((await putDraft(detail, as("ADMIN"), [FENDER])).statusCode).toBe(200);
    expect((await repo.historiesOf(cageId)).some((h) => h.event === "CAGE-LABEL-TAKEOVER")).toBe(true);

    await idleFor(detail, 31);
    expect((await put(detail, bearer(agent2), { type: "Label" })).statusCode).toBe(200);
    expect(await draftRow(detail)).toBeUndefined();
    expect(await getDraft(detail, as("ADMIN"))).toBeNull();
  });

  it("no draft on an ACTIVE cage", async () => {
    const { cageId, detail } = await claimedByAgent();
    await repo.setStatus(t.database.db, cageId, "ACTIVE");
    const res = await putDraft(detail, as("AGENT"), [FENDER]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "CAGE_READ_ONLY" });
    expect(await draftRow(detail)).toBeUndefined();
  });
});

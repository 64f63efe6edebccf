import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/domain/roles.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import type { CagesRepository } from "../../src/server/repositories/cages.ts";
import { makeCage, startCageApp } from "./support/cages.ts";
import { bearer, loginAs, type TestApp } from "./support/testApp.ts";

/**
 * Label locks (issue 20): a claim ({type:'Label'}) or save locks a slot's label for its owner; a lock
 * idle for LABEL_LOCK_IDLE_MINUTES (30 by default) lapses and another labeller may take it; ADMIN and
 * SUPER may take over a live lock, and the cage's history records who took it from whom.
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

const PARTS = [
  { id: "4dr-left-front-bumper", label: "FRONT_BUMPER", group: "PART" },
  { id: "4dr-left-fender-front-left", label: "FENDER_FRONT_LEFT", group: "BODY" },
];
const claim = { type: "Label" };
const save = (labelData: object[] = PARTS) => ({ type: "Label", labelAction: "save", labelData });
const put = (detail: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/cages/details/${detail}`, headers, payload });

/** Moves the detail's last claim or save back in time, as if its owner had been idle that long. */
const idleFor = (detail: string, minutes: number) =>
  t.database.db
    .updateTable("cage_details")
    .set({ label_at: new Date(Date.now() - minutes * MINUTE) })
    .where("id", "=", detail)
    .execute();

/** An AGENT (agent1) saves two labels on slot 04 of a new DRAFT cage. */
async function lockedByAgent() {
  const { id, details } = await makeCage(repo);
  const detail = details["04"] ?? "";
  const res = await put(detail, as("AGENT"), save());
  expect(res.statusCode, res.body).toBe(200);
  return { cageId: id, detail };
}

const snapshot = async (cageId: string, detail: string) => {
  const d = await repo.findDetail(detail);
  return {
    by: d?.label_by_username,
    status: d?.label_status,
    at: d?.label_at?.toISOString(),
    data: d?.label_data,
    history: (await repo.historiesOf(cageId)).length,
    updated: (await repo.find(cageId))?.updated_at.toISOString(),
  };
};

describe("label locks", () => {
  it("a claim or save stamps the lock; the detail and the settings say so", async () => {
    const { cageId, detail } = await lockedByAgent();
    const stored = await repo.findDetail(detail);
    expect(Date.now() - (stored?.label_at?.getTime() ?? 0)).toBeLessThan(MINUTE);
    const view = await t.app.inject({ method: "GET", url: `/api/cages/${cageId}`, headers: as("AGENT") });
    const body = view.json<{
      cage: { cageDetails: { _id: string; labelAt: string | null }[] };
      settings: { labelLockIdleMinutes: number };
    }>();
    expect(body.settings.labelLockIdleMinutes).toBe(30);
    expect(body.cage.cageDetails.find((d) => d._id === detail)?.labelAt).toBe(
      stored?.label_at?.toISOString(),
    );
    expect(body.cage.cageDetails.find((d) => d._id !== detail)?.labelAt).toBeNull();
  });

  it("a live lock is not taken by another labeller: 409 and nothing changes", async () => {
    const { cageId, detail } = await lockedByAgent();
    await idleFor(detail, 29);
    const before = await snapshot(cageId, detail);
    for (const [who, headers] of [
      ["agent2", bearer(agent2)],
      ["QA", as("QA")],
      ["TRAINER", as("TRAINER")],
    ] as const) {
      for (const payload of [claim, save([PARTS[0] ?? {}])]) {
        const res = await put(detail, headers, payload);
        expect(res.statusCode, `${who} ${JSON.stringify(payload)}`).toBe(409);
        expect(res.json()).toMatchObject({ message: TEXTS.labelOwnedByOther });
      }
    }
    expect(await snapshot(cageId, detail)).toEqual(before);
    // The holder itself goes on.
    expect((await put(detail, as("AGENT"), save())).statusCode).toBe(200);
  });

  it("a lapsed lock is taken by another labeller, with no takeover entry", async () => {
    const { cageId, detail } = await lockedByAgent();
    await idleFor(detail, 30);
    const taken = await put(detail, bearer(agent2), claim);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().cageDetail).toMatchObject({
      labelBy: { username: "agent2" },
      labelStatus: "IN-PROGRESS",
      labelData: PARTS,
    });
    // The new owner's lock is live: the old owner is now the one refused.
    expect((await put(detail, as("AGENT"), save())).statusCode).toBe(409);
    expect((await put(detail, bearer(agent2), save(PARTS.slice(0, 1)))).statusCode).toBe(200);
    // A lapsed lock saved over by QA (no takeover right) works as well.
    await idleFor(detail, 45);
    const qa = await put(detail, as("QA"), save());
    expect(qa.statusCode, qa.body).toBe(200);
    expect(qa.json().cageDetail.labelBy).toMatchObject({ username: "qa1" });
    const events = (await repo.historiesOf(cageId)).map((h) => h.event);
    expect(events).not.toContain("CAGE-LABEL-TAKEOVER");
  });

  it("ADMIN and SUPER take over a live lock; the history records who took it from whom", async () => {
    const { cageId, detail } = await lockedByAgent();
    // The labelling screen's first change: a bare claim.
    const admin = await put(detail, as("ADMIN"), claim);
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().cageDetail).toMatchObject({
      labelBy: { username: "admin1" },
      labelStatus: "IN-PROGRESS",
      labelData: PARTS,
    });
    // The former holder is refused now, and the new one saves.
    expect((await put(detail, as("AGENT"), save())).statusCode).toBe(409);
    expect((await put(detail, as("ADMIN"), save(PARTS.slice(0, 1)))).statusCode).toBe(200);
    // SUPER takes it from ADMIN with a save.
    const superSave = await put(detail, as("SUPER"), save());
    expect(superSave.statusCode, superSave.body).toBe(200);
    expect(superSave.json().cageDetail.labelBy).toMatchObject({ username: "super1" });

    const agent = await repo.findDetail(detail);
    const users = await t.database.db
      .selectFrom("users")
      .select(["id", "username"])
      .where("username", "in", ["agent1", "admin1"])
      .execute();
    const idOf = (name: string) => users.find((u) => u.username === name)?.id;
    const takeovers = (await repo.historiesOf(cageId)).filter((h) => h.event === "CAGE-LABEL-TAKEOVER");
    expect(takeovers).toEqual([
      expect.objectContaining({
        owner: "admin1",
        options: { code: "04", from: "agent1", fromId: idOf("agent1") },
      }),
      expect.objectContaining({
        owner: "super1",
        options: { code: "04", from: "admin1", fromId: idOf("admin1") },
      }),
    ]);
    expect(agent?.label_by_username).toBe("super1");
    // Its own lock, saved again, is no takeover; nor is a DONE label taken by ADMIN.
    expect((await put(detail, as("SUPER"), { ...save(), labelAction: "finish" })).statusCode).toBe(200);
    expect((await put(detail, as("ADMIN"), claim)).statusCode).toBe(200);
    expect((await repo.historiesOf(cageId)).filter((h) => h.event === "CAGE-LABEL-TAKEOVER")).toHaveLength(2);
    // The cage view shows the entry like any other history entry.
    const view = await t.app.inject({ method: "GET", url: `/api/cages/${cageId}`, headers: as("VIEWER") });
    expect(
      view
        .json<{ cage: { cageHistories: { event: string; owner: { username: string } }[] } }>()
        .cage.cageHistories.filter((h) => h.event === "CAGE-LABEL-TAKEOVER")
        .map((h) => h.owner.username),
    ).toEqual(["admin1", "super1"]);
  });

  it("an ACTIVE cage stays read-only, even for a takeover", async () => {
    const { cageId, detail } = await lockedByAgent();
    await repo.setStatus(t.database.db, cageId, "ACTIVE");
    const before = await snapshot(cageId, detail);
    const res = await put(detail, as("SUPER"), claim);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: TEXTS.cageReadOnly });
    expect(await snapshot(cageId, detail)).toEqual(before);
  });
});

describe("LABEL_LOCK_IDLE_MINUTES", () => {
  it("sets the idle time, in the rule and in the settings", async () => {
    const other = await startCageApp({ LABEL_LOCK_IDLE_MINUTES: "5" });
    try {
      const as2 = (role: Role) => bearer(other.tokens.get(role) ?? "");
      const { id, details } = await makeCage(other.repo);
      const detail = details["05"] ?? "";
      const put2 = (role: Role) =>
        other.t.app.inject({
          method: "PUT",
          url: `/api/cages/details/${detail}`,
          headers: as2(role),
          payload: claim,
        });
      expect((await put2("AGENT")).statusCode).toBe(200);
      const back = (minutes: number) =>
        other.t.database.db
          .updateTable("cage_details")
          .set({ label_at: new Date(Date.now() - minutes * MINUTE) })
          .where("id", "=", detail)
          .execute();
      await back(4);
      expect((await put2("QA")).statusCode).toBe(409);
      await back(6);
      const res = await put2("QA");
      expect(res.statusCode, res.body).toBe(200);
      const view = await other.t.app.inject({ method: "GET", url: `/api/cages/${id}`, headers: as2("QA") });
      expect(view.json().settings.labelLockIdleMinutes).toBe(5);
    } finally {
      await other.t.close();
    }
    // It starts an app of its own (migrated copy, seven logins): set-up time, not the rule's.
  }, 120_000);
});

import type { Kysely } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import { answer, ingestAndClaim, taskRow, withAgentApp } from "./support/tasks.ts";
import { bearer, engineUnderTest, type TestApp } from "./support/testApp.ts";

/**
 * A damage answer checks each damage's part name against the seeded `part_names` catalogue, which
 * changes only by migration: the repository reads it once per instance and checks in memory, so an
 * answer sends no statement per damage, and an unknown part is still refused with 400 and writes nothing.
 */
let t: TestApp;
let admin: string;
let agent: string;
withAgentApp((app) => {
  ({ t, admin, agent } = app);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Every statement any Kysely executor sends while `fn` runs (transactions included), as SQL text. */
async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  // biome-ignore lint/suspicious/noExplicitAny: walks to the prototype that defines executeQuery.
  let owner: any = (t.database.db as Kysely<unknown>).getExecutor();
  while (owner && !Object.hasOwn(owner, "executeQuery")) owner = Object.getPrototypeOf(owner);
  const spy = vi.spyOn(owner as { executeQuery(q: { sql: string }): Promise<unknown> }, "executeQuery");
  try {
    await fn();
    return spy.mock.calls.map(([q]) => q.sql);
  } finally {
    spy.mockRestore();
  }
}

const partNameStatements = (statements: string[]) => statements.filter((s) => s.includes("part_names"));

/** A fresh photo 04 and its damage_other task, held by agent1. */
async function claimDamageTask(): Promise<string> {
  const claimed = await ingestAndClaim(t, admin, agent, "damage_other", {
    codes: ["04"],
    options: { decode: "none", damage_mode: "split" },
  });
  return claimed.taskId;
}

const mark = (component: string, damage_group: string, x: number) => ({
  component,
  damage_group,
  damage_name: "SCRATCH",
  grade_score: 1,
  damage_location: { x, y: 250 },
  actual_image: { width: 1000, height: 500 },
});
const threeMarks = [
  mark("FRONT_BUMPER", "PART", 100),
  mark("WHEEL_FRONT", "WHEEL", 400),
  mark("GRILLE", "PART", 700),
];

const damagesOf = (taskId: string) =>
  t.database.db.selectFrom("damages").select("component").where("task_id", "=", taskId).execute();

describe(`part names of a damage answer (${engineUnderTest})`, () => {
  it("are read once per instance, not once per damage", async () => {
    const first = await claimDamageTask();
    const firstStatements = await statementsOf(async () => {
      const res = await answer(t, agent, first, "finish", { damages: threeMarks });
      expect(res.json().message).toBe(TEXTS.success);
    });
    // The first damage answer of the instance may read the catalogue: once, not once per damage.
    expect(partNameStatements(firstStatements).length).toBeLessThanOrEqual(1);

    const second = await claimDamageTask();
    const statements = await statementsOf(async () => {
      const res = await answer(t, agent, second, "finish", { damages: threeMarks });
      expect(res.json().message).toBe(TEXTS.success);
    });
    expect(partNameStatements(statements)).toEqual([]);
    console.log(`statements per damage answer with 3 damages (${engineUnderTest}): ${statements.length}`);
    expect((await damagesOf(second)).map((d) => d.component).sort()).toEqual([
      "FRONT_BUMPER",
      "GRILLE",
      "WHEEL_FRONT_LEFT",
    ]);
  });

  it("still refuse an unknown part with 400, writing nothing, after the catalogue is in memory", async () => {
    const warm = await claimDamageTask();
    expect((await answer(t, agent, warm, "finish", { damages: threeMarks })).statusCode).toBe(200);

    const taskId = await claimDamageTask();
    const statements = await statementsOf(async () => {
      const res = await answer(t, agent, taskId, "finish", {
        damages: [mark("FRONT_BUMPER", "PART", 100), mark("FLUX_CAPACITOR", "PART", 500)],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TEXTS.damageUnknownPart);
    });
    expect(partNameStatements(statements)).toEqual([]);
    // A known name in the wrong group is unknown too: the check is per group.
    const wrongGroup = await answer(t, agent, taskId, "finish", { damages: [mark("GRILLE", "WHEEL", 100)] });
    expect(wrongGroup.statusCode).toBe(400);
    expect(await taskRow(t, taskId)).toMatchObject({ status: "held", answer: null });
    expect(await damagesOf(taskId)).toEqual([]);

    const ok = await answer(t, agent, taskId, "finish", { damages: [mark("FRONT_BUMPER", "PART", 100)] });
    expect(ok.json().message).toBe(TEXTS.success);
  });

  it("are listed by the part-name lookup as the catalogue holds them, a caller's edit kept out", async () => {
    const rows = await t.database.db.selectFrom("part_names").select(["group", "name"]).execute();
    const expected: Record<string, string[]> = {};
    for (const r of rows) expected[r.group] = [...(expected[r.group] ?? []), r.name];
    // Sorted here as well: the order is the database's collation, the content must be the table's.
    const sorted = (groups: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(groups).map(([group, names]) => [group, [...names].sort()]));
    const listed = async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/part-names", headers: bearer(agent) });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: Record<string, string[]> }>().data;
    };
    expect(sorted(await listed())).toEqual(sorted(expected));
    expect(sorted(await t.services.tasks.lookups.partNames())).toEqual(sorted(expected));
    // The repository hands out copies: a caller changing one cannot change the kept catalogue.
    (await t.services.tasks.lookups.partNames()).PART?.push("FLUX_CAPACITOR");
    expect(sorted(await listed())).toEqual(sorted(expected));
  });
});

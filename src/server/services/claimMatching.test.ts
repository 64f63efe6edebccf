import { describe, expect, it } from "vitest";
import { matchClaims } from "./claimMatching.ts";

const task = (id: string, name: string, original: string | null = null) => ({
  id,
  name,
  original_holder_id: original,
});

describe("matchClaims", () => {
  it("hands tasks out in dispatch order to agents in arrival order", () => {
    const matches = matchClaims(
      [
        { id: "a", skills: ["vin"] },
        { id: "b", skills: ["vin"] },
      ],
      [task("t1", "vin"), task("t2", "vin"), task("t3", "vin")],
    );
    expect(matches).toEqual([
      { taskId: "t1", userId: "a" },
      { taskId: "t2", userId: "b" },
    ]);
  });

  it("keeps skills: an agent skips tasks it cannot do, and gets nothing when none fits", () => {
    const matches = matchClaims(
      [
        { id: "a", skills: ["odom"] },
        { id: "b", skills: ["vin"] },
        { id: "c", skills: ["glass"] },
      ],
      [task("t1", "vin"), task("t2", "odom")],
    );
    expect(matches).toEqual([
      { taskId: "t2", userId: "a" },
      { taskId: "t1", userId: "b" },
    ]);
  });

  it("never gives a QC task to the agent of the original task", () => {
    const matches = matchClaims(
      [
        { id: "a", skills: ["vin"] },
        { id: "b", skills: ["vin"] },
      ],
      [task("qc", "vin", "a"), task("t2", "vin")],
    );
    expect(matches).toEqual([
      { taskId: "t2", userId: "a" },
      { taskId: "qc", userId: "b" },
    ]);
  });

  it("gives each task once even when there are more agents than tasks", () => {
    const agents = Array.from({ length: 10 }, (_, i) => ({ id: `u${i}`, skills: ["vin"] }));
    const matches = matchClaims(agents, [task("t1", "vin"), task("t2", "vin")]);
    expect(matches.map((m) => m.taskId)).toEqual(["t1", "t2"]);
  });

  it("answers as claims one after another would, on random mixes of skills and QC tasks", () => {
    // The reference: each agent in turn takes the first free task it may do (the rule, written plainly).
    const oneByOne = (users: { id: string; skills: string[] }[], tasks: ReturnType<typeof task>[]) => {
      const taken = new Set<string>();
      return users.flatMap((u) => {
        const t = tasks.find(
          (c) => !taken.has(c.id) && u.skills.includes(c.name) && c.original_holder_id !== u.id,
        );
        if (!t) return [];
        taken.add(t.id);
        return [{ taskId: t.id, userId: u.id }];
      });
    };
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const skills = ["vin", "odom", "glass"];
    for (let round = 0; round < 200; round++) {
      const users = Array.from({ length: 1 + rand(12) }, (_, i) => ({
        id: `u${i}`,
        skills: skills.filter(() => rand(2) === 0),
      }));
      const tasks = Array.from({ length: rand(15) }, (_, i) =>
        task(`t${i}`, skills[rand(3)]!, rand(3) === 0 ? `u${rand(12)}` : null),
      );
      expect(matchClaims(users, tasks)).toEqual(oneByOne(users, tasks));
    }
  });
});

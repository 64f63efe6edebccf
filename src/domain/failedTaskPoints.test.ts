import { describe, expect, it } from "vitest";
import { computePoints, leaderboard, type ScoredTask } from "./failedTaskPoints.ts";

const parties = { inspector: { username: "ian" }, qa: { username: "quinn" } };

describe("computePoints", () => {
  it.each([
    [
      "inspector item",
      { status: "VERIFIED", qaData: { messageData: [{ action: "inspector" }] } },
      { ian: 1 },
      {},
    ],
    ["qa item", { status: "VERIFIED", qaData: { inspectData: [{ action: "qa" }] } }, {}, { quinn: 1 }],
    [
      "critical counts 2",
      { status: "VERIFIED", qaData: { inspectData: [{ action: "qa", critical: true }] } },
      {},
      { quinn: 2 },
    ],
    [
      "support and review count 0",
      {
        status: "VERIFIED",
        qaData: { messageData: [{ action: "support", critical: true }, { action: "review" }] },
      },
      {},
      {},
    ],
    ["no action counts 0", { status: "VERIFYING", qaData: { messageData: [{}] } }, {}, {}],
    [
      "all three lists",
      {
        status: "VERIFIED",
        qaData: {
          messageData: [{ action: "inspector" }],
          inspectData: [{ action: "inspector", critical: true }],
          detected_damages: [{ action: "qa", admin_response: "add" }],
        },
      },
      { ian: 3 },
      { quinn: 1 },
    ],
    [
      "INSPECTOR-AUTO-VERIFIED: every item is the inspector's",
      { status: "INSPECTOR-AUTO-VERIFIED", qaData: { messageData: [{ action: "qa" }, { critical: true }] } },
      { ian: 3 },
      {},
    ],
    [
      "QA-AUTO-VERIFIED: every item is the QA's",
      {
        status: "QA-AUTO-VERIFIED",
        qaData: { messageData: [{ action: "inspector" }, { action: "support" }] },
      },
      {},
      { quinn: 2 },
    ],
    ["no qaData", { status: "VERIFIED" }, {}, {}],
  ] as [string, Omit<ScoredTask, "inspector" | "qa">, Record<string, number>, Record<string, number>][])(
    "%s",
    (_n, t, insp, qa) => {
      const toMap = (m: Record<string, number>) =>
        Object.fromEntries(Object.entries(m).map(([k, v]) => [k, { point: v }]));
      expect(computePoints([{ ...parties, ...t }])).toEqual({
        dataInspector: toMap(insp),
        dataQa: toMap(qa),
      });
    },
  );

  it("sums across tasks and users", () => {
    const tasks: ScoredTask[] = [
      { ...parties, status: "VERIFIED", qaData: { messageData: [{ action: "inspector" }] } },
      { ...parties, status: "VERIFIED", qaData: { messageData: [{ action: "inspector", critical: true }] } },
      {
        inspector: { username: "bo" },
        qa: { username: "ian" },
        status: "VERIFIED",
        qaData: { messageData: [{ action: "qa" }] },
      },
    ];
    expect(computePoints(tasks)).toEqual({
      dataInspector: { ian: { point: 3 } },
      dataQa: { ian: { point: 1 } },
    });
  });
});

describe("leaderboard", () => {
  it("sorts by point descending, ties by username, ranks by row", () => {
    expect(leaderboard({ b: { point: 2 }, a: { point: 2 }, c: { point: 5 }, d: { point: 1 } })).toEqual([
      { username: "c", point: 5, rank: 1 },
      { username: "a", point: 2, rank: 2 },
      { username: "b", point: 2, rank: 3 },
      { username: "d", point: 1, rank: 4 },
    ]);
    expect(leaderboard({})).toEqual([]);
  });
});

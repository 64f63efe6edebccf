import { describe, expect, it } from "vitest";
import type { ActivityRepository, ActivityRow } from "../repositories/activity.ts";
import { AgentStatsService } from "./agentStats.ts";

const row = (over: Partial<ActivityRow>): ActivityRow => ({
  id: "x",
  user_id: "u",
  kind: "task",
  task_id: "t",
  task_type: "INSPECT",
  task_name: "vin",
  result: null,
  plus_time: false,
  started_at: new Date(),
  ended_at: null,
  ...over,
});

const serviceOver = (rows: ActivityRow[]) =>
  new AgentStatsService({ since: async () => rows } as unknown as ActivityRepository);

describe("agent statistics", () => {
  it("counts by type, timeouts, plus time and seconds, keyed by day in the user's timezone", async () => {
    // Wednesday 2026-11-18 23:30 UTC is Thursday 06:30 in Ho Chi Minh City.
    const now = new Date("2026-11-19T03:00:00Z");
    const at = (iso: string) => new Date(iso);
    const stats = await serviceOver([
      row({
        result: "accepted",
        started_at: at("2026-11-18T23:30:00Z"),
        ended_at: at("2026-11-18T23:30:40Z"),
      }),
      row({
        result: "rejected",
        started_at: at("2026-11-19T01:00:00Z"),
        ended_at: at("2026-11-19T01:00:10Z"),
      }),
      row({
        result: "finished",
        task_name: "damage_body",
        plus_time: true,
        started_at: at("2026-11-17T02:00:00Z"),
        ended_at: at("2026-11-17T02:01:00Z"),
      }),
      row({
        result: "timeout",
        task_name: "damage_full",
        started_at: at("2026-11-17T03:00:00Z"),
        ended_at: at("2026-11-17T03:01:05Z"),
      }),
      row({ kind: "status", result: "Waiting", started_at: at("2026-11-19T02:00:00Z"), ended_at: null }),
    ]).stats("u", "Asia/Ho_Chi_Minh", now);
    expect(stats).toMatchObject({
      total: 3,
      byType: { accepted: 1, rejected: 1, inspect: 1 },
      handle: 4,
      plusTime: 1,
      hasTimeout: 1,
      hasInspectTimeout: 1,
      onInspect: 40 + 10 + 60 + 65,
      onDuty: 3600,
    });
    expect(Object.keys(stats.byDate).sort()).toEqual(["2026-11-17", "2026-11-19"]);
    expect(stats.today).toMatchObject({ total: 2, handle: 2, onDuty: 3600 });
  });
});

/**
 * Leaderboard points (product §S6): the leaderboard counts mistakes.
 * Each item with action `inspector` gives the task's inspector 1 point, `qa` gives its QA 1 point;
 * a critical item counts 2; `support` and `review` count 0. Auto-verified tasks count every item as
 * the mistake of the side that did not answer (INSPECTOR-AUTO-VERIFIED → inspector,
 * QA-AUTO-VERIFIED → QA), whatever its action.
 * The caller selects the failed tasks created in the range (the user's timezone).
 */
import { allItems, type QaData, type QaItem } from "./failedTask.ts";
import type { TaskParties } from "./failedTaskStatus.ts";

export interface ScoredTask extends TaskParties {
  qaData?: QaData | null;
}

export type PointsMap = Record<string, { point: number }>;

export interface Points {
  dataInspector: PointsMap;
  dataQa: PointsMap;
}

export const itemWeight = (item: Pick<QaItem, "critical">): number => (item.critical ? 2 : 1);

const add = (map: PointsMap, username: string | null | undefined, points: number): void => {
  if (!username || points === 0) return;
  const entry = map[username] ?? { point: 0 };
  entry.point += points;
  map[username] = entry;
};

/** dataInspector and dataQa for the statistic call. Users without a point are left out (ours). */
export const computePoints = (tasks: readonly ScoredTask[]): Points => {
  const dataInspector: PointsMap = {};
  const dataQa: PointsMap = {};
  for (const task of tasks) {
    const inspector = task.inspector?.username;
    const qa = task.qa?.username;
    for (const item of allItems(task.qaData)) {
      const w = itemWeight(item);
      if (task.status === "INSPECTOR-AUTO-VERIFIED") add(dataInspector, inspector, w);
      else if (task.status === "QA-AUTO-VERIFIED") add(dataQa, qa, w);
      else if (item.action === "inspector") add(dataInspector, inspector, w);
      else if (item.action === "qa") add(dataQa, qa, w);
    }
  }
  return { dataInspector, dataQa };
};

export interface LeaderboardRow {
  username: string;
  point: number;
  rank: number;
}

/**
 * Rows sorted by point descending (product §9); ties by username so the order is stable (ours).
 * The rank is the row's position (1-based), which is what the coloured top three show.
 */
export const leaderboard = (map: PointsMap): LeaderboardRow[] =>
  Object.entries(map)
    .map(([username, { point }]) => ({ username, point }))
    .sort((a, b) => b.point - a.point || a.username.localeCompare(b.username))
    .map((row, i) => ({ ...row, rank: i + 1 }));

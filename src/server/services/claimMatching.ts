/**
 * Pure matching of a claim batch: waiting agents (in arrival order) to queued tasks (in dispatch order:
 * priority, then age). Each agent takes the first task it has the skill for and did not do originally
 * (a QC task never goes back to the agent of the original task) — the same answer as if the claims had
 * run one after another in arrival order.
 */
export interface Claimant {
  id: string;
  skills: readonly string[];
}

export interface Candidate {
  id: string;
  name: string;
  original_holder_id: string | null;
}

export interface Match {
  taskId: string;
  userId: string;
}

export function matchClaims(claimants: readonly Claimant[], candidates: readonly Candidate[]): Match[] {
  const taken = new Set<string>();
  const matches: Match[] = [];
  for (const user of claimants) {
    const task = candidates.find(
      (c) => !taken.has(c.id) && user.skills.includes(c.name) && c.original_holder_id !== user.id,
    );
    if (!task) continue;
    taken.add(task.id);
    matches.push({ taskId: task.id, userId: user.id });
  }
  return matches;
}

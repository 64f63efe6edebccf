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
  const taken = new Uint8Array(candidates.length);
  // Every candidate before `first` is taken: a burst of one skill matches in one pass, not n²/2 steps.
  let first = 0;
  const matches: Match[] = [];
  for (const user of claimants) {
    while (first < candidates.length && taken[first]) first++;
    for (let i = first; i < candidates.length; i++) {
      const c = candidates[i]!;
      if (taken[i] || !user.skills.includes(c.name) || c.original_holder_id === user.id) continue;
      taken[i] = 1;
      matches.push({ taskId: c.id, userId: user.id });
      break;
    }
  }
  return matches;
}

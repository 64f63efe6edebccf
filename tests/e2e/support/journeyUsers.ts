import { DEMO_USERS } from "../../../src/server/seed/demoUsers.ts";

/**
 * Each journey that changes what a user has (answers tasks, holds leases, gets failed tasks, changes a
 * password) acts as accounts of its own, so no journey sees another's leftovers: a task held by an
 * earlier page, "Too many priorities" from failed tasks another spec caused, a changed password. The
 * demo accounts stay as the demo world made them, for journeys that only read it.
 *
 * The accounts are copies of demo accounts (role, skills, sex; the demo password) named
 * `<journey>-<demo name>`, made before the e2e server starts (seedJourneyUsers.ts). Journey names are
 * short codes, not words the screens show: a username is part of links' accessible names (the nav's
 * user link), and "training-agent1" made the nav's "Training" link ambiguous.
 */
export const JOURNEYS = {
  acct: ["agent2", "trainer1"],
  lbl: ["agent3"],
  // cageCreate.spec.ts: an admin creates a cage (its checks), deletes it (asked first); takes a label
  // over from an agent, gets a draft back, is asked before leaving it
  cc: ["admin1", "agent1"],
  // cageToDamage.spec.ts: an admin creates, labels and activates a cage; an agent marks a damage on it
  c2d: ["admin1", "agent3"],
  dw: ["agent1", "agent3"],
  insp: ["agent2"],
  dmg: ["agent3"],
  frm: ["agent1", "agent2", "agent3", "qa1", "trainee1"],
  prio: ["trainee1", "qa1"],
  lgn: ["agent1"],
  loop: ["agent1", "qa1", "trainer1"],
  bdg: ["agent3"],
  rep: ["agent1"],
  crs: ["agent1"],
  vw: ["agent1"],
  ws: ["agent1"],
  trn: ["agent1"],
  kb: ["agent2", "agent3", "qa1"],
  rsz: ["agent3"],
  // review-queues.spec.ts: badges, the trainer's keyboard, the list's filters
  rqb: ["agent1", "qa1", "trainer1"],
  rqk: ["agent1", "qa1", "trainer1"],
  rqf: ["agent1", "qa1"],
  whk: ["admin1", "agent1", "qa1"],
  // qcDamage.spec.ts: the inspector's damages and the QA who corrects them
  qcd: ["agent3", "qa1"],
  // damageFinishKey.spec.ts: a damage task finished with Ctrl+Enter; the colour agent and the QA who
  // answer what the session leaves behind
  dfk: ["agent3", "agent2", "qa1"],
  // vinTaskKeys.spec.ts: Tab order and Alt+R on a VIN task, keys behind Time OUT; the QA of its reject
  vtk: ["agent2", "qa1"],
  // taskReloadCountdown.spec.ts: a reload mid-task; the QA of its reject
  rld: ["agent2", "qa1"],
} as const satisfies Record<string, readonly DemoName[]>;

type DemoName = (typeof DEMO_USERS)[number]["username"];
export type Journey = keyof typeof JOURNEYS;

/** The username of `journey`'s copy of the demo account `demo`. */
export function journeyUser<J extends Journey>(journey: J, demo: (typeof JOURNEYS)[J][number]): string {
  return `${journey}-${demo}`;
}

/** Every journey account to make: its username and the demo account it copies. */
export function journeyAccounts(): { username: string; demo: (typeof DEMO_USERS)[number] }[] {
  return Object.entries(JOURNEYS).flatMap(([journey, demos]) =>
    (demos as readonly string[]).map((name) => {
      const demo = DEMO_USERS.find((u) => u.username === name);
      if (!demo) throw new Error(`no demo account ${name}`);
      return { username: `${journey}-${name}`, demo };
    }),
  );
}

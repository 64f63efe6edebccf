import { DEMO_USERS } from "../../../src/server/seed/demoUsers.ts";

/**
 * Each journey that changes what a user has (answers tasks, holds leases, gets failed tasks, changes a
 * password) acts as accounts of its own, so no journey sees another's leftovers: a task held by an
 * earlier page, "Too many priorities" from failed tasks another spec caused, a changed password. The
 * demo accounts stay as the demo world made them, for journeys that only read it.
 *
 * The accounts are copies of demo accounts (role, skills, sex; the demo password) named
 * `<journey>-<demo name>`, made before the e2e server starts (seedJourneyUsers.ts).
 */
export const JOURNEYS = {
  account: ["agent2", "trainer1"],
  cages: ["agent3"],
  inspection: ["agent2"],
  damage: ["agent3"],
  forms: ["agent1", "agent2", "agent3", "qa1", "trainee1"],
  priorities: ["trainee1", "qa1"],
  login: ["agent1"],
  loop: ["agent1", "qa1", "trainer1"],
  budgets: ["agent3"],
  reports: ["agent1"],
  crash: ["agent1"],
  vehicleWait: ["agent1"],
  workstation: ["agent1"],
  training: ["agent1"],
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

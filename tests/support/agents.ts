import type { Db } from "../../src/server/db/connect.ts";

/**
 * Inserts `count` AGENT users already Waiting (no password: they get tokens straight from the token
 * service), for the concurrency tests and the dispatch benchmark.
 */
export function insertWaitingAgents(
  db: Db,
  o: { count: number; prefix: string; skills: readonly string[]; timezone?: string },
): Promise<{ id: string; username: string }[]> {
  return db
    .insertInto("users")
    .values(
      Array.from({ length: o.count }, (_, i) => ({
        username: `${o.prefix}${i}`,
        password_hash: "unused",
        role: "AGENT",
        sex: "Other",
        email: "",
        skills: JSON.stringify(o.skills),
        timezone: o.timezone ?? "UTC",
        status: "Waiting",
      })),
    )
    .returning(["id", "username"])
    .execute();
}

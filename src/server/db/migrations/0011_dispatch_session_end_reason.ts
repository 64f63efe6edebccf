import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Why a session ended (product §8): 'logout' and 'password' (the user's own doing) answer a plain
 * Unauthorized; 'admin' (disabled, role or password changed by an administrator) answers KICK_AGENT.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`alter table sessions add column end_reason text`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`alter table sessions drop column end_reason`.execute(db);
}

import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Label locks lapse (issue 20): cage_details.label_at is when the label's owner last claimed or saved
 * it; a lock idle for LABEL_LOCK_IDLE_MINUTES blocks nobody. No existing column says so: the cage's
 * updated_at moves with every upload, status or information change by anyone. Labels owned before this
 * migration take their cage's updated_at (touched by every label save), so a lock held today lapses
 * after the idle time like any other.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`alter table cage_details add column label_at timestamptz`.execute(db);
  await sql`update cage_details d set label_at = c.updated_at
    from cages c where c.id = d.cage_id and d.label_by is not null`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`alter table cage_details drop column if exists label_at`.execute(db);
}

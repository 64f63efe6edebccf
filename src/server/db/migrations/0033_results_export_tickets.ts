import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Export download tickets (issue 24): the browser keeps its token in localStorage, so a plain link
 * cannot authenticate a download. The page asks for a ticket instead, bound to the caller's session and
 * to the exact export (format and range), and the browser downloads its URL natively while the server
 * streams. Only the SHA-256 of the ticket is kept, so every instance accepts it and a database read
 * gives no usable link; a ticket is used once (used_at) and lives a minute (expires_at).
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`create table export_tickets (
    ticket_hash bytea primary key,
    user_id uuid not null references users(id) on delete cascade,
    jti uuid not null references sessions(jti) on delete cascade,
    role text not null,
    format text not null,
    range_from text,
    range_to text,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`.execute(db);
  // Old tickets are deleted as new ones are issued.
  await sql`create index export_tickets_expires on export_tickets (expires_at)`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`drop table export_tickets`.execute(db);
}

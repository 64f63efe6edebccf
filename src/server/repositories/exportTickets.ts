import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

export interface ExportTicketRow {
  user_id: string;
  jti: string;
  role: string;
  format: string;
  range_from: string | null;
  range_to: string | null;
  /** Used already, or past its expiry on the database's clock (every instance reads the same). */
  spent: boolean;
}

/** Export download tickets (migration 0033), found by the SHA-256 of the ticket, never by the ticket. */
export class ExportTicketsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: {
    ticketHash: Buffer;
    userId: string;
    jti: string;
    role: string;
    format: string;
    from: string | null;
    to: string | null;
    ttlMs: number;
  }): Promise<Date> {
    // Tickets are worthless once expired: the old ones go as new ones come (an index finds them).
    await this.db.deleteFrom("export_tickets").where("expires_at", "<", sql<Date>`now()`).execute();
    const { expires_at } = await this.db
      .insertInto("export_tickets")
      .values({
        ticket_hash: row.ticketHash,
        user_id: row.userId,
        jti: row.jti,
        role: row.role,
        format: row.format,
        range_from: row.from,
        range_to: row.to,
        expires_at: sql<Date>`now() + ${`${row.ttlMs} milliseconds`}::interval`,
      })
      .returning("expires_at")
      .executeTakeFirstOrThrow();
    return expires_at;
  }

  find(ticketHash: Buffer): Promise<ExportTicketRow | undefined> {
    return this.db
      .selectFrom("export_tickets")
      .select(["user_id", "jti", "role", "format", "range_from", "range_to"])
      .select(sql<boolean>`used_at is not null or expires_at <= now()`.as("spent"))
      .where("ticket_hash", "=", ticketHash)
      .executeTakeFirst();
  }

  /**
   * Marks the ticket used, once: of two requests racing with the same ticket (on any instances) only
   * one updates the row. Answers whether this call did.
   */
  async use(ticketHash: Buffer): Promise<boolean> {
    const result = await this.db
      .updateTable("export_tickets")
      .set({ used_at: sql<Date>`now()` })
      .where("ticket_hash", "=", ticketHash)
      .where("used_at", "is", null)
      .where("expires_at", ">", sql<Date>`now()`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

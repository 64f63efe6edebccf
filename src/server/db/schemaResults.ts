import type { ColumnType } from "kysely";

/** Result documents leaving the system (issue 24; migration 0033): export download tickets. */
export interface ExportTicketsTable {
  /** SHA-256 of the ticket: the ticket itself is only in the URL handed to the browser. */
  ticket_hash: Buffer;
  user_id: string;
  /** The session the ticket was asked for: it must still be live when the file is downloaded. */
  jti: string;
  /** The session's role when the ticket was issued (the session check compares it). */
  role: string;
  format: string;
  range_from: string | null;
  range_to: string | null;
  created_at: ColumnType<Date, never, never>;
  expires_at: ColumnType<Date, Date, Date>;
  used_at: ColumnType<Date | null, never, Date>;
}

export interface ResultTables {
  export_tickets: ExportTicketsTable;
}

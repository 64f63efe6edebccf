import type { Selectable, Transaction } from "kysely";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";
import type { CageLabelDraftsTable, LabelEntry } from "../db/schemaCages.ts";

export type CageLabelDraftRecord = Selectable<CageLabelDraftsTable>;
type Tx = Transaction<Database> | Db;

/** Drafts of unsaved labels, one per photo slot (migration 0030; issue 22). */
export class CageLabelDraftsRepository {
  constructor(private readonly db: Db) {}

  /** The slot's draft when `userId` wrote it; another user's draft is never read back. */
  findOwn(detailId: string, userId: string, tx: Tx = this.db): Promise<CageLabelDraftRecord | undefined> {
    return tx
      .selectFrom("cage_label_drafts")
      .selectAll()
      .where("detail_id", "=", detailId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
  }

  /** Writes the slot's draft (the one there was, whoever wrote it, is replaced). */
  async put(tx: Tx, detailId: string, userId: string, data: LabelEntry[], at: Date): Promise<void> {
    const values = { user_id: userId, label_data: JSON.stringify(data), saved_at: at };
    await tx
      .insertInto("cage_label_drafts")
      .values({ detail_id: detailId, ...values })
      .onConflict((oc) => oc.column("detail_id").doUpdateSet(values))
      .execute();
  }

  /** Removes the slot's draft; with `unlessUserId`, only when someone else wrote it. */
  async remove(tx: Tx, detailId: string, unlessUserId?: string): Promise<void> {
    let q = tx.deleteFrom("cage_label_drafts").where("detail_id", "=", detailId);
    if (unlessUserId) q = q.where("user_id", "<>", unlessUserId);
    await q.execute();
  }
}

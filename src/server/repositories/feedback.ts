import type { Db } from "../db/connect.ts";

export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  async record(r: {
    userId: string;
    username: string;
    message: string;
    details: string;
    path: string;
  }): Promise<void> {
    await this.db
      .insertInto("feedback_reports")
      .values({
        user_id: r.userId,
        username: r.username,
        message: r.message,
        details: r.details,
        path: r.path,
      })
      .execute();
  }

  list(limit = 100) {
    return this.db
      .selectFrom("feedback_reports")
      .selectAll()
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute();
  }
}

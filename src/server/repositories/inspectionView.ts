import type { Db } from "../db/connect.ts";

/** The read-only inspection view's SQL (issue 7): every task with the username that answered it. */
export class InspectionViewRepository {
  constructor(private readonly db: Db) {}

  tasksOf(inspectionId: string) {
    return this.db
      .selectFrom("tasks")
      .leftJoin("users", "users.id", "tasks.answered_by")
      .select([
        "tasks.id",
        "tasks.name",
        "tasks.type",
        "tasks.photo_code",
        "tasks.status",
        "tasks.answer_kind",
        "tasks.answer",
        "tasks.answered_at",
        "users.username as answered_by_username",
      ])
      .where("tasks.inspection_id", "=", inspectionId)
      .orderBy("tasks.photo_code")
      .orderBy("tasks.type")
      .orderBy("tasks.name")
      .execute();
  }

  allDamagesOf(inspectionId: string) {
    return this.db
      .selectFrom("damages")
      .selectAll()
      .where("inspection_id", "=", inspectionId)
      .orderBy("photo_code")
      .orderBy("created_at")
      .execute();
  }
}

import type { TaskFailedView } from "../../contract/taskFailed.ts";
import type { TaskFailedListRow, TaskFailedRow } from "../repositories/taskFailed.ts";

/** A failed-task row as the spec's TaskFailed (§3). */
export const taskFailedView = (r: TaskFailedListRow): TaskFailedView => ({
  _id: r.id,
  status: r.status,
  createdAt: r.created_at.toISOString(),
  finishedAt: r.finished_at ? r.finished_at.toISOString() : null,
  updatedAt: r.updated_at.toISOString(),
  notes: r.notes,
  inspector: { username: r.inspector_username },
  qa: { username: r.qa_username },
  infor: { photoCode: r.photo_code, name: r.name, sessionID: r.session_id, type: r.type },
  qaData: r.qa_data as TaskFailedView["qaData"],
  inspectorData: r.inspector_data,
});

/** The parties and type of a row, as the domain rules take them. */
export const partiesOf = (r: TaskFailedRow) => ({
  status: r.status,
  inspector: { username: r.inspector_username },
  qa: { username: r.qa_username },
  infor: { type: r.type },
});

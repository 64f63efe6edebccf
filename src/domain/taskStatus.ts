/**
 * A task's status as a person reads it (the inspection view's answers table). The statuses are the
 * task engine's identifiers (`tasks.status`); the spec names none of them, so the labels are ours
 * (docs/decisions.md "Task statuses have plain labels").
 */
import { labelFrom } from "./identifierLabels.ts";
import { TEXTS } from "./texts.ts";
import { OPEN_TASK_STATUSES } from "./vehicleWait.ts";

/** The status of an answered task: the only closed one (an answer closes a task, nothing else does). */
export const DONE_TASK_STATUS = "done";

/** Every status a task of the engine can have: the open ones, then the closed one. */
export const TASK_STATUSES = [...OPEN_TASK_STATUSES, DONE_TASK_STATUS] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The label of a status; a value the engine does not know reads 'Unknown', never the raw identifier. */
export const taskStatusLabel = labelFrom(TEXTS.taskStatusLabels);

import { type Static, Type } from "typebox";
import { FAILED_TASK_READERS, STATISTIC_READERS } from "../domain/failedTaskPermissions.ts";
import { FAILED_TASK_STATUSES, ITEM_ACTIONS } from "../domain/failedTaskStatus.ts";
import type { Role } from "../domain/roles.ts";
import { defineCall } from "./call.ts";
import { route } from "./routes.ts";
import {
  IdParams,
  InspectionView,
  TaskSettingView,
  TaskSlotView,
  TaskView,
  Uuid,
  VehicleView,
} from "./taskTypes.ts";

/**
 * Failed tasks (issue 7; product §3 TaskFailed, §7 taskFailed calls; product §S5–6).
 * Our decision: every role but VIEWER reaches the review loop (VIEWER only manages cages); what each
 * may see or change is decided per item by the domain rules (failedTaskPermissions).
 */
export const FAILED_TASK_ROLES: readonly Role[] = FAILED_TASK_READERS;
/** The statistic: its Basic tab is for all roles (product §2), TRAINEE included. */
export const STATISTIC_ROLES: readonly Role[] = STATISTIC_READERS;

const Loose = Type.Record(Type.String(), Type.Unknown());
const Action = Type.Union([...ITEM_ACTIONS.map((a) => Type.Literal(a)), Type.Literal(""), Type.Null()]);
const Status = Type.Union(FAILED_TASK_STATUSES.map((s) => Type.Literal(s)));

const itemFields = {
  name: Type.Optional(Type.String({ maxLength: 200 })),
  data: Type.Optional(Type.Unknown()),
  action: Type.Optional(Action),
  critical: Type.Optional(Type.Boolean()),
  done: Type.Optional(Type.Boolean()),
  trainerAction: Type.Optional(Type.Union([...ITEM_ACTIONS.map((a) => Type.Literal(a)), Type.Null()])),
  trainerUsername: Type.Optional(Type.Union([Type.String(), Type.Null()])),
};
export const QaItem = Type.Object(itemFields);
export const DetectedDamage = Type.Object({
  ...itemFields,
  admin_response: Type.Optional(
    Type.Union([
      Type.Literal("add"),
      Type.Literal("reject"),
      Type.Literal("edit"),
      Type.Literal(""),
      Type.Null(),
    ]),
  ),
  user_response: Type.Optional(Type.Unknown()),
  material: Type.Optional(Type.String()),
  unit_measure: Type.Optional(Type.String()),
  component: Type.Optional(Type.String()),
  grade_score: Type.Optional(Type.Number()),
  damage_typeAgent: Type.Optional(Type.String()),
  damage_name: Type.Optional(Type.String()),
  damage_location: Type.Optional(Type.Object({ x: Type.Number(), y: Type.Number() })),
  actual_image: Type.Optional(Type.Object({ width: Type.Number(), height: Type.Number() })),
  source: Type.Optional(Type.String()),
  username: Type.Optional(Type.String()),
});
export const QaData = Type.Object({
  messageData: Type.Optional(Type.Array(QaItem, { maxItems: 50 })),
  inspectData: Type.Optional(Type.Array(QaItem, { maxItems: 100 })),
  detected_damages: Type.Optional(Type.Array(DetectedDamage, { maxItems: 200 })),
});

export const FailedTaskNote = Type.Object({
  message: Type.String(),
  messAt: Type.String(),
  username: Type.String(),
  role: Type.String(),
});

export const TaskFailedView = Type.Object({
  _id: Type.String(),
  status: Type.String(),
  createdAt: Type.String(),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String(),
  notes: Type.Array(FailedTaskNote),
  inspector: Type.Object({ username: Type.String() }),
  qa: Type.Object({ username: Type.String() }),
  infor: Type.Object({
    photoCode: Type.String(),
    name: Type.String(),
    sessionID: Type.String(),
    type: Type.String(),
  }),
  qaData: QaData,
  inspectorData: Loose,
});
export type TaskFailedView = Static<typeof TaskFailedView>;

const Total = { totalTaskFailed: Type.Integer() };

/** Flat query (ours): the spec's filters object, range as from/to (yyyy-MM-dd,HH:mm or ISO). */
export const ListTaskFailedQuery = Type.Object({
  qa: Type.Optional(Type.String({ maxLength: 64 })),
  inspector: Type.Optional(Type.String({ maxLength: 64 })),
  taskName: Type.Optional(Type.String({ maxLength: 64 })),
  status: Type.Optional(Type.Union([Status, Type.Literal("")])),
  action: Type.Optional(Type.Union([...ITEM_ACTIONS.map((a) => Type.Literal(a)), Type.Literal("")])),
  damageName: Type.Optional(Type.String({ maxLength: 100 })),
  sessionID: Type.Optional(Type.String({ maxLength: 64 })),
  /** `mine`: only what waits for the caller (the badge's count; WAITS_FOR in failedTaskStatus.ts). */
  queue: Type.Optional(Type.Union([Type.Literal("mine"), Type.Literal("")])),
  from: Type.Optional(Type.String({ maxLength: 40 })),
  to: Type.Optional(Type.String({ maxLength: 40 })),
  timezone: Type.Optional(Type.String({ maxLength: 64 })),
  /** Which time the range filters: created (default) or finished. */
  time: Type.Optional(Type.Union([Type.Literal("createdAt"), Type.Literal("finishedAt"), Type.Literal("")])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  limit: Type.Optional(Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(50)])),
});
export type ListTaskFailedQuery = Static<typeof ListTaskFailedQuery>;

export const getAllTaskFailed = defineCall({
  ...route("getAllTaskFailed"),
  summary:
    "Failed tasks by filters, newest first, a page at a time (limit 10/20/50, default 50); queue=mine keeps what waits for the caller; an AGENT or TRAINEE sees only those it is the inspector or the QA of.",
  tag: "taskFailed",
  access: FAILED_TASK_ROLES,
  schema: {
    querystring: ListTaskFailedQuery,
    response: Type.Object({
      success: Type.Literal(true),
      data: Type.Array(TaskFailedView),
      count: Type.Integer(),
      pages: Type.Integer(),
      total: Type.Integer(),
      current: Type.Integer(),
      limit: Type.Integer(),
      ...Total,
    }),
  },
});

export const getTaskFailed = defineCall({
  ...route("getTaskFailed"),
  summary: "One failed task with the original task, its slot and setting, the inspection and vehicle.",
  tag: "taskFailed",
  access: FAILED_TASK_ROLES,
  schema: {
    params: IdParams,
    response: Type.Object({
      success: Type.Literal(true),
      taskFailed: TaskFailedView,
      task: Type.Union([TaskView, Type.Null()]),
      taskSlot: Type.Union([TaskSlotView, Type.Null()]),
      taskSetting: Type.Union([TaskSettingView, Type.Null()]),
      inspection: Type.Union([InspectionView, Type.Null()]),
      vehicle: Type.Union([VehicleView, Type.Null()]),
    }),
  },
});

export const ConfirmTaskFailedBody = Type.Object(
  {
    id: Uuid,
    data: Type.Optional(QaData),
    message: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
export type ConfirmTaskFailedBody = Static<typeof ConfirmTaskFailedBody>;

export const confirmTaskFailed = defineCall({
  ...route("confirmTaskFailed"),
  summary:
    "Confirm a failed task: the rules of product §S5, the spec's four validations in order; answers the merged item.",
  tag: "taskFailed",
  access: FAILED_TASK_ROLES,
  schema: {
    body: ConfirmTaskFailedBody,
    response: Type.Object({
      success: Type.Literal(true),
      message: Type.String(),
      taskFailed: TaskFailedView,
      ...Total,
    }),
  },
});

export const deleteTaskFailed = defineCall({
  ...route("deleteTaskFailed"),
  summary:
    "Delete a failed task: TRAINER and SUPER, or the task's QA on a QC task (Skip). id in body or query.",
  tag: "taskFailed",
  access: FAILED_TASK_ROLES,
  schema: {
    body: Type.Object({ id: Type.Optional(Uuid) }),
    querystring: Type.Object({ id: Type.Optional(Uuid) }),
    response: Type.Object({ success: Type.Literal(true), message: Type.String(), ...Total }),
  },
});

export const statisticTaskFailed = defineCall({
  ...route("statisticTaskFailed"),
  summary:
    "Mistake points per inspector and QA over failed tasks created in the day range (default start of ISO week to today).",
  tag: "taskFailed",
  access: STATISTIC_ROLES,
  schema: {
    querystring: Type.Object({
      from: Type.Optional(Type.String({ maxLength: 10 })),
      to: Type.Optional(Type.String({ maxLength: 10 })),
      timezone: Type.Optional(Type.String({ maxLength: 64 })),
    }),
    response: Type.Object({
      success: Type.Literal(true),
      from: Type.String(),
      to: Type.String(),
      dataInspector: Type.Record(Type.String(), Type.Object({ point: Type.Integer() })),
      dataQa: Type.Record(Type.String(), Type.Object({ point: Type.Integer() })),
    }),
  },
});

import { Type } from "typebox";
import type { Role } from "../domain/roles.ts";
import { defineCall } from "./call.ts";
import { route } from "./routes.ts";
import { Damage, InspectionView, VehicleMismatch, VehicleView } from "./taskTypes.ts";

/**
 * The read-only view of a whole inspection (issue 7: the failed-task detail's session link opens it).
 * Non-agents only (product §2: the link is disabled for AGENT); the server refuses AGENT too.
 */
export const INSPECTION_VIEW_ROLES: readonly Role[] = [
  "ADMIN",
  "QA",
  "TRAINER",
  "SUPER",
  "TRAINEE",
  "VIEWER",
];

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const InspectionPhoto = Type.Object({
  _id: Type.String(),
  photoCode: Type.String(),
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});

export const InspectionTask = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  type: Type.String(),
  photoCode: Type.String(),
  status: Type.String(),
  answerKind: Nullable(Type.String()),
  answeredBy: Nullable(Type.String()),
  answeredAt: Nullable(Type.String()),
  answer: Nullable(Type.Record(Type.String(), Type.Unknown())),
  /** A VIN accepted although it decodes to another vehicle than the inspection's (issue 21). */
  vehicleMismatch: Type.Optional(VehicleMismatch),
});

export const getInspectionView = defineCall({
  ...route("getInspectionView"),
  summary:
    "A whole inspection by session id, read-only: its photos, every task with its answer and who gave it, its damages and vehicle.",
  tag: "taskFailed",
  access: INSPECTION_VIEW_ROLES,
  schema: {
    params: Type.Object({ sessionID: Type.String({ minLength: 1, maxLength: 64 }) }),
    response: Type.Object({
      success: Type.Literal(true),
      inspection: InspectionView,
      vehicle: Nullable(VehicleView),
      photos: Type.Array(InspectionPhoto),
      tasks: Type.Array(InspectionTask),
      damages: Type.Array(Type.Intersect([Damage, Type.Object({ photoCode: Type.String() })])),
    }),
  },
});

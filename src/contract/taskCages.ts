import { type Static, Type } from "typebox";
import { defineCall } from "./call.ts";
import { route } from "./routes.ts";
import { INSPECTING_ROLES } from "./tasks.ts";
import { CageView, IdParams } from "./taskTypes.ts";

/** A cage offered for a task's photo (product §2 T "change cage / reload"): as the task response's cage. */
export const OfferedCage = CageView;
export type OfferedCage = Static<typeof OfferedCage>;

export const taskCages = defineCall({
  ...route("taskCages"),
  summary:
    "The cages offered for the held task's photo, best first (same make and model, the body type when known, nearest year; ACTIVE only while one matches), each with its SVG for the photo code. The live holder only.",
  tag: "tasks",
  access: INSPECTING_ROLES,
  schema: {
    params: IdParams,
    response: Type.Object({ success: Type.Literal(true), cages: Type.Array(OfferedCage) }),
  },
});

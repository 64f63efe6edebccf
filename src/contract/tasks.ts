import { type Static, Type } from "typebox";
import { INSPECTING_ROLES, type Role } from "../domain/roles.ts";
import { ALL_ROLES, defineCall, MessageBody } from "./call.ts";
import { route } from "./routes.ts";
import {
  DamageInput,
  HomeworkResponse,
  IdParams,
  InspectionOptions,
  Theme,
  VehicleDataFields,
} from "./taskTypes.ts";

/** Roles that take inspection work: the domain's one list (domain/roles.ts, mayInspect). */
export { INSPECTING_ROLES };
/** Roles that may ingest inspections (product §S2: an ingest role). */
export const INGEST_ROLES: readonly Role[] = ["ADMIN", "SUPER"];

export const PhotoInput = Type.Object(
  {
    photoCode: Type.String({ pattern: "^(0[1-9]|1[0-5])$" }),
    url: Type.Optional(Type.String({ maxLength: 2000, pattern: "^https?://" })),
    /** Base64 PNG or JPEG (a data: URL prefix is allowed). */
    data: Type.Optional(Type.String({ maxLength: 12_000_000 })),
    width: Type.Optional(Type.Integer({ minimum: 1, maximum: 20000 })),
    height: Type.Optional(Type.Integer({ minimum: 1, maximum: 20000 })),
  },
  { additionalProperties: false },
);

export const IngestBody = Type.Object(
  {
    sessionID: Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_.-]+$" }),
    inspectionID: Type.Optional(Type.String({ maxLength: 64 })),
    group: Type.Optional(Type.String({ maxLength: 32 })),
    qcPassed: Type.Optional(Type.Boolean()),
    inspectionThemes: Type.Optional(Type.Array(Theme, { maxItems: 10 })),
    options: Type.Optional(InspectionOptions),
    priority: Type.Optional(Type.Integer({ minimum: -100, maximum: 100 })),
    vehicle: Type.Optional(
      Type.Object({
        vin: Type.Optional(Type.String({ maxLength: 32 })),
        year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100 })),
        make: Type.Optional(Type.String({ maxLength: 64 })),
        model: Type.Optional(Type.String({ maxLength: 64 })),
        bodyType: Type.Optional(Type.String({ maxLength: 64 })),
        vrm: Type.Optional(Type.String({ maxLength: 32 })),
      }),
    ),
    tires: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    /** Ground truth of a generated or test session (scored later). */
    truth: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    photos: Type.Array(PhotoInput, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type IngestBody = Static<typeof IngestBody>;

export const ingestInspection = defineCall({
  ...route("ingestInspection"),
  summary:
    "Ingest an inspection (capture session) with its photos; queues one task per skill per photo code. ADMIN and SUPER, or an API key with the ingest scope.",
  tag: "tasks",
  access: INGEST_ROLES,
  apiKeyScope: "ingest",
  bodyLimit: 64 * 1024 * 1024,
  schema: {
    body: IngestBody,
    response: Type.Object({
      success: Type.Literal(true),
      message: Type.String(),
      inspection: Type.Object({ _id: Type.String(), sessionID: Type.String() }),
      tasks: Type.Integer(),
    }),
  },
});

export const getPhoto = defineCall({
  ...route("getPhoto"),
  summary: "A stored photo (web WebP; ?size=original for the original) for a user allowed to see it.",
  tag: "tasks",
  access: ALL_ROLES,
  schema: {
    params: IdParams,
    querystring: Type.Object({
      size: Type.Optional(Type.Union([Type.Literal("web"), Type.Literal("original")])),
    }),
    response: Type.Unsafe<Buffer>({ type: "string", format: "binary" }),
  },
});

export const homework = defineCall({
  ...route("homework"),
  summary: "The caller's next task (or the one already held); long-polls a few seconds when none is queued.",
  tag: "tasks",
  access: INSPECTING_ROLES,
  schema: { response: HomeworkResponse },
});

export const AcceptBody = Type.Object(
  {
    message: Type.Optional(Type.String({ maxLength: 500 })),
    ...VehicleDataFields,
    damages: Type.Optional(Type.Array(DamageInput, { maxItems: 200 })),
    cageInfo: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    /**
     * The agent confirmed a VIN that decodes to another vehicle than the inspection's (issue 21):
     * without it such an accept answers 409 VEHICLE_MISMATCH with both vehicles.
     */
    confirmVehicleMismatch: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AcceptBody = Static<typeof AcceptBody>;

export const RejectBody = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: 500 }),
    from: Type.Optional(Type.Union([Type.Literal("QC"), Type.Literal("INSPECT")])),
  },
  { additionalProperties: false },
);
export type RejectBody = Static<typeof RejectBody>;

export const FinishBody = Type.Object(
  {
    damages: Type.Optional(Type.Array(DamageInput, { maxItems: 200 })),
    /** The photo's cage alignment and the cage chosen with T (`cageId`), as with accept. */
    cageInfo: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type FinishBody = Static<typeof FinishBody>;

/**
 * An answer's response: with 'Success!', the next task held ahead for the agent (issue 21, item 7), now
 * theirs with its lease running, as homework would answer it; absent when none was held ahead.
 */
export const AnswerResponse = Type.Object({
  ...MessageBody.properties,
  next: Type.Optional(HomeworkResponse),
});
export type AnswerResponse = Static<typeof AnswerResponse>;

const answerCall = <
  const K extends "acceptTask" | "rejectTask" | "finishTask",
  const B extends typeof AcceptBody | typeof RejectBody | typeof FinishBody,
>(
  id: K,
  summary: string,
  body: B,
) =>
  defineCall({
    ...route(id),
    summary,
    tag: "tasks",
    access: INSPECTING_ROLES,
    schema: { params: IdParams, body, response: AnswerResponse },
  });

export const acceptTask = answerCall(
  "acceptTask",
  "Accept the held task with its data (vehicle fields, damages); 'Success!' ends it.",
  AcceptBody,
);
export const rejectTask = answerCall(
  "rejectTask",
  "Reject the held task's photo with a visible reject reason.",
  RejectBody,
);
export const finishTask = answerCall(
  "finishTask",
  "Finish the held (damage) task, optionally with its damages.",
  FinishBody,
);

export const timeoutTask = defineCall({
  ...route("timeoutTask"),
  summary: "Give the held task back at once and record a timeout.",
  tag: "tasks",
  access: INSPECTING_ROLES,
  schema: { params: IdParams, response: MessageBody },
});

export const plusTimeTask = defineCall({
  ...route("plusTimeTask"),
  summary: "Extend the held damage_body task's lease by 30 s, once (ours: the spec shows only the button).",
  tag: "tasks",
  access: INSPECTING_ROLES,
  schema: { params: IdParams, response: MessageBody },
});

const DayStats = Type.Object({
  total: Type.Integer(),
  byType: Type.Object({ accepted: Type.Integer(), rejected: Type.Integer(), inspect: Type.Integer() }),
  handle: Type.Integer(),
  plusTime: Type.Integer(),
  hasTimeout: Type.Integer(),
  hasInspectTimeout: Type.Integer(),
  onDuty: Type.Integer(),
  onInspect: Type.Integer(),
});
export type DayStats = Static<typeof DayStats>;

export const AgentStats = Type.Object({
  ...DayStats.properties,
  byDate: Type.Record(Type.String(), DayStats),
  today: DayStats,
});
export type AgentStats = Static<typeof AgentStats>;

export const agentStats = defineCall({
  ...route("agentStats"),
  summary: "The caller's statistics this ISO week, per day in the caller's timezone, and today.",
  tag: "users",
  access: ALL_ROLES,
  schema: { response: Type.Object({ success: Type.Literal(true), ...AgentStats.properties }) },
});

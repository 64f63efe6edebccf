import type { Readable } from "node:stream";
import { type Static, type TSchema, Type } from "typebox";
import {
  DAMAGE_QC_OUTCOMES,
  INSPECTION_RESULT_READERS,
  INSPECTION_STATES,
  QC_DAMAGE_CHANGES,
  RESULT_SCHEMA_VERSION,
  SLOT_QC_OUTCOMES,
} from "../domain/inspectionResults.ts";
import { defineCall } from "./call.ts";
import { route } from "./routes.ts";

/**
 * Finished inspections leave the system (issue 24): the list, one inspection's result document and task
 * board, and the export of result documents. The document's schema is here, so it is in the OpenAPI
 * document; webhooks (issue 24 items 2–3) send the same document.
 */
const N = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Str = Type.String();
const NStr = N(Type.String());
const NNum = N(Type.Number());
const Xy = Type.Object({ x: Type.Number(), y: Type.Number() });
const Wh = Type.Object({ width: Type.Number(), height: Type.Number() });
/** A catalogue entry an answer chose: its id as answered and its name when the catalogue knows it. */
const Named = N(Type.Object({ id: Str, name: NStr }));
const Part = Type.Object(
  { id: Str, name: Str },
  { description: "id: the part catalogue's name (FRONT_DOOR_LEFT); name: readable (Front door left)" },
);
const AnswerKind = Type.Union([Type.Literal("accepted"), Type.Literal("rejected"), Type.Literal("finished")]);
const State = Type.Enum(INSPECTION_STATES);

export const ResultVehicle = Type.Object({
  vin: NStr,
  year: N(Type.Integer()),
  make: NStr,
  model: NStr,
  bodyType: NStr,
  plate: NStr,
  entered: Type.Object(
    {
      vin: NStr,
      serial: NStr,
      pin: NStr,
      plate: NStr,
      year: N(Type.Integer()),
      make: NStr,
      model: NStr,
      bodyType: NStr,
      createVehicle: Type.Boolean(),
    },
    { description: "The identity fields the agents' accepted answers entered (null: never entered)." },
  ),
  decoded: N(
    Type.Object(
      {
        year: N(Type.Integer()),
        make: NStr,
        model: NStr,
        bodyType: NStr,
        trim: NStr,
        series: NStr,
        fuelType: NStr,
      },
      { description: "The VIN decoder's vehicle; null when the inspection did not decode (or not yet)." },
    ),
  ),
  mismatch: N(
    Type.Object(
      {
        decoded: Type.Object({ year: N(Type.Integer()), make: NStr, model: NStr }),
        known: Type.Object({ year: N(Type.Integer()), make: NStr, model: NStr }),
      },
      {
        description:
          "The VIN's decoded vehicle against the one the inspection knew, when the agent confirmed a disagreement (the latest such answer); null when none.",
      },
    ),
  ),
});

export const ResultSlot = Type.Object(
  {
    photoCode: Str,
    task: Str,
    taskId: Str,
    status: Type.String({ description: "The task's engine status: awaiting_vehicle, queued, held or done." }),
    outcome: N(AnswerKind),
    accept: N(Type.Object({ option: Str, description: NStr })),
    reject: N(Type.Object({ reason: Str, description: NStr, from: Str })),
    answeredBy: NStr,
    answeredAt: NStr,
    qc: N(
      Type.Object({
        taskId: Str,
        outcome: Type.Enum(SLOT_QC_OUTCOMES),
        by: NStr,
        at: NStr,
      }),
    ),
  },
  { description: "One inspect task of a photo (a slot: photo code + task name) and its outcome." },
);

export const ResultDamage = Type.Object({
  id: Str,
  photoCode: Str,
  task: NStr,
  part: Part,
  group: Str,
  material: NStr,
  damage: Type.Object({ name: Str, type: NStr }),
  grade: NNum,
  unitMeasure: NStr,
  source: NStr,
  location: N(
    Type.Object(
      { pixels: N(Xy), normalised: Xy, image: N(Wh) },
      {
        description:
          "pixels: in the original image (of size image); normalised: 0..1 of its width and height.",
      },
    ),
  ),
  markedBy: NStr,
  markedAt: Str,
  qc: Type.Enum(DAMAGE_QC_OUTCOMES),
});

const Wheel = Type.Object({ wheel: Str, material: NStr, damage: NStr, grade: NNum });

export const ResultQcCorrection = Type.Object(
  {
    id: Str,
    status: Str,
    photoCode: Str,
    task: Str,
    inspector: Str,
    qa: Str,
    createdAt: Str,
    finishedAt: NStr,
    reason: NStr,
    fields: Type.Array(Type.Object({ name: Str, inspector: Type.Unknown(), qa: Type.Unknown() })),
    damages: Type.Array(
      Type.Object({
        change: Type.Enum(QC_DAMAGE_CHANGES),
        part: Part,
        damage: NStr,
        grade: NNum,
      }),
    ),
  },
  { description: "A QA's correction of an inspector's answer (a failed task), with its review status." },
);

export const ResultDocument = Type.Object(
  {
    schemaVersion: Type.Literal(RESULT_SCHEMA_VERSION),
    id: Str,
    sessionID: Str,
    inspectionID: Str,
    group: Str,
    test: Type.Boolean({ description: "A test session (session id T…, or a test VIN): scored, not real." }),
    status: State,
    options: Type.Record(Type.String(), Type.Unknown()),
    timestamps: Type.Object({ createdAt: Str, completedAt: NStr, lastAnsweredAt: NStr }),
    vehicle: ResultVehicle,
    slots: Type.Array(ResultSlot),
    damages: Type.Array(ResultDamage),
    tires: Type.Object({ info: N(Type.Record(Type.String(), Type.Unknown())), wheels: Type.Array(Wheel) }),
    interior: Type.Object({ status: NStr, damage: NStr, grade: NNum }),
    colour: Type.Object({ exterior: Named, interior: Named }),
    trim: Type.Object({ trim: Named, package: Named, transmission: NStr }),
    odometer: Type.Object({ reading: NNum, unit: NStr }),
    qcCorrections: Type.Array(ResultQcCorrection),
  },
  { description: "An inspection's result, version 1: what was captured, answered, marked and corrected." },
);
export type ResultDocument = Static<typeof ResultDocument>;

export const SessionParams = Type.Object({ sessionID: Type.String({ minLength: 1, maxLength: 64 }) });
const DateText = Type.String({
  maxLength: 40,
  description: "YYYY-MM-DD (UTC, the whole day) or an ISO date-time with its zone; both ends included.",
});

export const InspectionSummary = Type.Object({
  id: Str,
  sessionID: Str,
  inspectionID: Str,
  status: State,
  test: Type.Boolean(),
  createdAt: Str,
  completedAt: NStr,
  vehicle: Type.Object({ vin: NStr, year: N(Type.Integer()), make: NStr, model: NStr }),
  tasks: Type.Object({ total: Type.Integer(), open: Type.Integer() }),
});
export type InspectionSummary = Static<typeof InspectionSummary>;

export const ListInspectionsQuery = Type.Object({
  status: Type.Optional(Type.Enum([...INSPECTION_STATES, ""])),
  vin: Type.Optional(Type.String({ maxLength: 32 })),
  sessionID: Type.Optional(Type.String({ maxLength: 64 })),
  make: Type.Optional(Type.String({ maxLength: 64 })),
  from: Type.Optional(DateText),
  to: Type.Optional(DateText),
  cursor: Type.Optional(Type.String({ maxLength: 200, description: "nextCursor of the previous page" })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type ListInspectionsQuery = Static<typeof ListInspectionsQuery>;

export const listInspections = defineCall({
  ...route("listInspections"),
  summary:
    "Inspections newest first, filtered by status, VIN, session id, make (exact, case ignored) and created range; a page of `limit` (default 20) and the cursor of the next page (null at the end).",
  tag: "inspections",
  access: INSPECTION_RESULT_READERS,
  // Machine callers too: an API key with the results scope (issue 24).
  apiKeyScope: "results",
  schema: {
    querystring: ListInspectionsQuery,
    response: Type.Object({
      success: Type.Literal(true),
      items: Type.Array(InspectionSummary),
      nextCursor: NStr,
    }),
  },
});

export const getInspectionResult = defineCall({
  ...route("getInspectionResult"),
  summary: "An inspection's result document (schemaVersion 1), in progress or completed.",
  tag: "inspections",
  access: INSPECTION_RESULT_READERS,
  // Machine callers too: an API key with the results scope (issue 24).
  apiKeyScope: "results",
  schema: { params: SessionParams, response: ResultDocument },
});

export const InspectionTaskState = Type.Object({
  id: Str,
  photoCode: Str,
  name: Str,
  type: Str,
  status: Str,
  state: NStr,
  holder: NStr,
  heldSince: NStr,
  leaseExpiresAt: NStr,
  answerKind: NStr,
  answeredBy: NStr,
  answeredAt: NStr,
  originalTaskId: NStr,
  createdAt: Str,
});
export type InspectionTaskState = Static<typeof InspectionTaskState>;

export const getInspectionTasks = defineCall({
  ...route("getInspectionTasks"),
  summary:
    "An inspection's tasks as they stand: queued, waiting for the vehicle, held (by whom, since when), done, rejected or failed in QC.",
  tag: "inspections",
  access: INSPECTION_RESULT_READERS,
  schema: {
    params: SessionParams,
    response: Type.Object({
      success: Type.Literal(true),
      sessionID: Str,
      tasks: Type.Array(InspectionTaskState),
    }),
  },
});

export const EXPORT_FORMATS = ["ndjson", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const ExportQuery = Type.Object({
  format: Type.Optional(Type.Enum(EXPORT_FORMATS)),
  from: Type.Optional(DateText),
  to: Type.Optional(DateText),
});

export const exportInspections = defineCall({
  ...route("exportInspections"),
  summary:
    "Result documents of the inspections created in the range, oldest first, streamed: NDJSON (one document a line) or CSV (one inspection a row, columns in docs/decisions.md).",
  tag: "inspections",
  access: INSPECTION_RESULT_READERS,
  // Machine callers too: an API key with the results scope (issue 24).
  apiKeyScope: "results",
  schema: {
    querystring: ExportQuery,
    response: Type.Unsafe<Readable>({ type: "string", description: "application/x-ndjson or text/csv" }),
  },
});

export const createExportTicket = defineCall({
  ...route("createExportTicket"),
  summary:
    "A single-use download link for the export of a range (the browser downloads it natively, streamed, without the token): good for one download within 60 s, by the session that asked. A bad range is refused now (400).",
  tag: "inspections",
  access: INSPECTION_RESULT_READERS,
  schema: {
    body: ExportQuery,
    response: Type.Object({
      success: Type.Literal(true),
      url: Type.String({ description: "Relative URL of the download (GET, no credentials needed)." }),
      expiresAt: Str,
    }),
  },
});

export const downloadExport = defineCall({
  ...route("downloadExport"),
  summary:
    "The export a download ticket was issued for, streamed as an attachment. The ticket is the credential: refused when unknown (404), used or expired (410), shown with another user's token, or when its session has ended (403).",
  tag: "inspections",
  access: "public",
  schema: {
    params: Type.Object({ ticket: Type.String({ pattern: "^[A-Za-z0-9_-]{43}$" }) }),
    response: Type.Unsafe<Readable>({ type: "string", description: "application/x-ndjson or text/csv" }),
  },
});

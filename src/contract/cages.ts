import { type Static, Type } from "typebox";
import { CAGE_TEXT_MAX, CAGE_YEAR_MAX, CAGE_YEAR_MIN } from "../domain/cageInfo.ts";
import {
  CAGE_ACTIONS,
  CAGE_GROUPS,
  CAGE_STATUSES,
  mayAdministerCages,
  mayChangeCages,
} from "../domain/cageStatus.ts";
import { LABEL_GROUPS } from "../domain/partNames.ts";
import type { Role } from "../domain/roles.ts";
import { ALL_ROLES, defineCall } from "./call.ts";
import { route } from "./routes.ts";
import { IdParams } from "./taskTypes.ts";

/** Every signed-in role sees the Cage Manager; VIEWER and TRAINEE read-only (the services refuse their changes). */
export const CAGE_ROLES = ALL_ROLES;
/**
 * Changes (notes, status, uploads, labels): every role but VIEWER and TRAINEE, which change nothing
 * (product §S7; issue 20).
 */
export const CAGE_WRITE_ROLES: readonly Role[] = ALL_ROLES.filter(mayChangeCages);

/** Editing information and duplicating: admin-like roles (product §S7's "admin-like"). */
export const CAGE_ADMIN_ROLES: readonly Role[] = ALL_ROLES.filter(mayAdministerCages);

const lit = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))));
export const CageStatusSchema = lit(CAGE_STATUSES);
export const CAGE_SORTS = [
  "updatedAt",
  "-updatedAt",
  "make",
  "-make",
  "model",
  "-model",
  "year",
  "-year",
  "bodyType",
  "-bodyType",
  "status",
  "-status",
] as const;

const Text = (max = 64) => Type.String({ maxLength: max });
const Timestamp = Type.String({ format: "date-time" });

export const LabelEntry = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 128, pattern: "^[A-Za-z0-9_.:-]+$" }),
    label: Type.String({ maxLength: 64 }),
    group: lit(LABEL_GROUPS),
  },
  { additionalProperties: false },
);
export type LabelEntry = Static<typeof LabelEntry>;

export const CageNote = Type.Object({
  _id: Type.String(),
  type: Type.String(),
  message: Type.String(),
  createdAt: Timestamp,
  owner: Type.Object({ username: Type.String() }),
});
export const CageHistory = Type.Object({
  _id: Type.String(),
  event: Type.String(),
  options: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Timestamp,
  owner: Type.Object({ username: Type.String() }),
});
export const CageDetail = Type.Object({
  _id: Type.String(),
  cageId: Type.String(),
  code: Type.String(),
  name: Type.String(),
  photoBy: Type.Union([Type.String(), Type.Null()]),
  cageBy: Type.Union([Type.String(), Type.Null()]),
  outlineBy: Type.Union([Type.String(), Type.Null()]),
  labelBy: Type.Union([Type.Object({ _id: Type.String(), username: Type.String() }), Type.Null()]),
  labelStatus: Type.Union([Type.String(), Type.Null()]),
  /** Ours (issue 20): when labelBy last claimed or saved the label; the lock lapses after the settings' idle minutes. */
  labelAt: Type.Union([Timestamp, Type.Null()]),
  labelData: Type.Array(LabelEntry),
});
export type CageDetail = Static<typeof CageDetail>;

export const CageRow = Type.Object({
  _id: Type.String(),
  group: Type.String(),
  make: Type.String(),
  model: Type.String(),
  year: Type.Integer(),
  bodyType: Type.String(),
  trim: Type.String(),
  code: Type.String(),
  status: Type.String(),
  class: Type.String(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  notesCount: Type.Integer(),
});
export type CageRow = Static<typeof CageRow>;

export const Cage = Type.Object({
  ...CageRow.properties,
  cageNotes: Type.Array(CageNote),
  cageHistories: Type.Array(CageHistory),
  cageDetails: Type.Array(CageDetail),
});
export type Cage = Static<typeof Cage>;

export const CageFile = Type.Object({
  url: Type.Union([Type.String(), Type.Null()]),
  folder: Type.String(),
  fallback: Type.Union([Type.String(), Type.Null()]),
});
export const SlotFiles = Type.Object({ photo: CageFile, cage: CageFile, outline: CageFile, label: CageFile });
export const CageFiles = Type.Record(Type.String(), SlotFiles);
export type CageFiles = Static<typeof CageFiles>;

export const CageSettings = Type.Object({
  listMake: Type.Array(Type.String()),
  listBodyType: Type.Array(Type.String()),
  listYear: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  listStatus: Type.Array(Type.String()),
  listTypeToRequestReview: Type.Array(Type.String()),
  /** Ours (issue 20): minutes a label lock lasts without a claim or save (LABEL_LOCK_IDLE_MINUTES). */
  labelLockIdleMinutes: Type.Integer({ minimum: 1 }),
});
export type CageSettings = Static<typeof CageSettings>;

export const CageListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    limit: Type.Optional(Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(50)])),
    group: Type.Optional(lit(CAGE_GROUPS)),
    make: Type.Optional(Text()),
    model: Type.Optional(Text()),
    year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100 })),
    bodyType: Type.Optional(Text()),
    trim: Type.Optional(Text()),
    code: Type.Optional(Text()),
    status: Type.Optional(CageStatusSchema),
    sort: Type.Optional(lit(CAGE_SORTS)),
  },
  { additionalProperties: false },
);
export type CageListQuery = Static<typeof CageListQuery>;

export const CageList = Type.Object({
  data: Type.Array(CageRow),
  count: Type.Integer(),
  pages: Type.Integer(),
  current: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
});

export const listCages = defineCall({
  ...route("listCages"),
  summary: "Cage Manager list: page, limit (10, 20, 50), filters and sort; DELETED cages hidden.",
  tag: "cages",
  access: CAGE_ROLES,
  schema: { querystring: CageListQuery, response: Type.Object({ list: CageList, settings: CageSettings }) },
});

export const getCage = defineCall({
  ...route("getCage"),
  summary: "One cage with its notes, history and details, the files per slot code and the settings.",
  tag: "cages",
  access: CAGE_ROLES,
  schema: {
    params: IdParams,
    response: Type.Object({ cage: Cage, files: CageFiles, settings: CageSettings }),
  },
});

export const NoteBody = Type.Object(
  {
    type: Type.Optional(Type.String({ maxLength: 32 })),
    message: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export const addCageNote = defineCall({
  ...route("addCageNote"),
  summary: "Add a note (message required; agents INFORM only; VIEWER and TRAINEE refused).",
  tag: "cages",
  access: CAGE_WRITE_ROLES,
  schema: { params: IdParams, body: NoteBody, response: Type.Object({ cage: Cage }) },
});

export const setCageStatus = defineCall({
  ...route("setCageStatus"),
  summary:
    "Take a status action (product §S7): 403 when the role may never take it, 409 with the current status when the cage's status does not allow it.",
  tag: "cages",
  access: CAGE_WRITE_ROLES,
  schema: {
    params: IdParams,
    body: Type.Object({ action: lit(CAGE_ACTIONS) }, { additionalProperties: false }),
    response: Type.Object({ status: CageStatusSchema }),
  },
});

/** Upload limits (ours): photos 15 MB and 50 MP, SVGs 2 MB. */
export const CAGE_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const CAGE_SVG_MAX_BYTES = 2 * 1024 * 1024;

/**
 * What an SVG upload found in the drawing as stored (issue 22): its parts (elements with an id holding
 * shapes, or single shapes), how many carry a name (data-name), how many got a generated id, and what
 * the parser or the sanitiser left out or repaired.
 */
export const CageSvgReport = Type.Object({
  parts: Type.Integer({ minimum: 0 }),
  named: Type.Integer({ minimum: 0 }),
  idsGenerated: Type.Integer({ minimum: 0 }),
  warnings: Type.Array(Type.String({ maxLength: 300 }), { maxItems: 100 }),
});
export type CageSvgReport = Static<typeof CageSvgReport>;

export const uploadCageFile = defineCall({
  ...route("uploadCageFile"),
  summary:
    "multipart/form-data: field `type` (photoFile | cageFile | outlineFile) then the file. Checked by content; SVG decoded by its declared encoding, sanitised, and answered with a report of its parts; refused on an ACTIVE cage.",
  tag: "cages",
  access: CAGE_WRITE_ROLES,
  bodyLimit: CAGE_PHOTO_MAX_BYTES + 64 * 1024,
  schema: {
    params: IdParams,
    // report: SVG uploads only.
    response: Type.Object({ cageDetail: CageDetail, files: SlotFiles, report: Type.Optional(CageSvgReport) }),
  },
});

export const getCageFile = defineCall({
  ...route("getCageFile"),
  summary:
    "A stored cage file by its server-made name, with a fixed content type, nosniff and a sandboxing CSP.",
  tag: "cages",
  access: CAGE_ROLES,
  schema: {
    params: Type.Object({ name: Type.String({ pattern: "^[0-9a-f-]{36}\\.(png|jpg|svg)$" }) }),
    response: Type.Unsafe<Buffer>({ type: "string", format: "binary" }),
  },
});

export const getCageDetail = defineCall({
  ...route("getCageDetail"),
  summary: "One cage detail (a photo slot) with its files, e.g. for labelling (?action=Label).",
  tag: "cages",
  access: CAGE_ROLES,
  schema: {
    params: IdParams,
    querystring: Type.Object({ action: Type.Optional(Type.String({ maxLength: 16 })) }),
    response: Type.Object({ cageDetail: CageDetail, cage: CageRow, files: SlotFiles }),
  },
});

export const UpdateDetailBody = Type.Object(
  {
    type: Type.String({ maxLength: 32 }),
    labelAction: Type.Optional(Type.Union([Type.Literal("save"), Type.Literal("finish")])),
    labelData: Type.Optional(Type.Array(LabelEntry, { maxItems: 500 })),
    cageId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type UpdateDetailBody = Static<typeof UpdateDetailBody>;

export const updateCageDetail = defineCall({
  ...route("updateCageDetail"),
  summary:
    "Claim ({type:'Label'}), save or finish a slot's label ({type:'Label', labelAction, labelData}); one owner per label in progress (409 for others) until it is idle for the settings' labelLockIdleMinutes; ADMIN and SUPER may take over a live lock (CAGE-LABEL-TAKEOVER history); finish → DONE.",
  tag: "cages",
  access: CAGE_WRITE_ROLES,
  schema: { params: IdParams, body: UpdateDetailBody, response: Type.Object({ cageDetail: CageDetail }) },
});

export const CageInfoBody = Type.Object(
  {
    group: Type.Optional(lit(CAGE_GROUPS)),
    make: Type.Optional(Type.String({ maxLength: CAGE_TEXT_MAX })),
    model: Type.Optional(Type.String({ maxLength: CAGE_TEXT_MAX })),
    year: Type.Optional(Type.Integer({ minimum: CAGE_YEAR_MIN, maximum: CAGE_YEAR_MAX })),
    bodyType: Type.Optional(Type.String({ maxLength: CAGE_TEXT_MAX })),
    trim: Type.Optional(Type.String({ maxLength: CAGE_TEXT_MAX })),
    code: Type.Optional(Type.String({ maxLength: CAGE_TEXT_MAX })),
  },
  { additionalProperties: false },
);

export const updateCage = defineCall({
  ...route("updateCage"),
  summary:
    "Edit a cage's information (admin-like roles); one UPDATE history entry lists each changed field old → new.",
  tag: "cages",
  access: CAGE_ADMIN_ROLES,
  schema: { params: IdParams, body: CageInfoBody, response: Type.Object({ cage: Cage }) },
});

export const duplicateCage = defineCall({
  ...route("duplicateCage"),
  summary:
    "Copy a cage (admin-like roles): same information and slot files, labels kept but not owned, status DRAFT; DUPLICATE history on both.",
  tag: "cages",
  access: CAGE_ADMIN_ROLES,
  schema: { params: IdParams, response: Type.Object({ cage: Cage }) },
});

export const createCage = defineCall({
  ...route("createCage"),
  summary:
    "Create a DRAFT cage with the four exterior slots (admin-like roles; issue 22): group, make, model, year and bodyType required, trim and code optional; a CREATE history entry.",
  tag: "cages",
  access: CAGE_ADMIN_ROLES,
  schema: { body: CageInfoBody, response: Type.Object({ cage: Cage }) },
});

/** A draft of a slot's unsaved labels, as its holder left it (issue 22). */
export const LabelDraft = Type.Object({ labelData: Type.Array(LabelEntry), savedAt: Timestamp });
export type LabelDraft = Static<typeof LabelDraft>;

export const getLabelDraft = defineCall({
  ...route("getLabelDraft"),
  summary:
    "The caller's own draft of unsaved labels for the slot, or null (another user's draft is never shown).",
  tag: "cages",
  access: CAGE_WRITE_ROLES,
  schema: { params: IdParams, response: Type.Object({ draft: Type.Union([LabelDraft, Type.Null()]) }) },
});

export const saveLabelDraft = defineCall({
  ...route("saveLabelDraft"),
  summary:
    "Keep the slot's unsaved labels as a draft: only the label's holder (409 otherwise); checked like a save; stamps the lock like a save.",
  tag: "cages",
  access: CAGE_WRITE_ROLES,
  schema: {
    params: IdParams,
    body: Type.Object(
      { labelData: Type.Array(LabelEntry, { maxItems: 500 }) },
      { additionalProperties: false },
    ),
    response: Type.Object({ draft: LabelDraft }),
  },
});

export const discardLabelDraft = defineCall({
  ...route("discardLabelDraft"),
  summary: "Discard the caller's own draft of the slot (nothing to discard is no error).",
  tag: "cages",
  access: CAGE_WRITE_ROLES,
  schema: { params: IdParams, response: Type.Object({ draft: Type.Null() }) },
});

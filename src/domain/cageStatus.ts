/**
 * Cage status machine (server-behaviour §7), the action buttons per role (spec §4 "Cage status"),
 * read-only and labelling rules (spec §4, §6), notes (spec §5 "Cage") and history events (spec §4).
 */
import { isAdminLike, type Role } from "./roles.ts";
import { TEXTS } from "./texts.ts";

export const CAGE_STATUSES = [
  "DRAFT",
  "PHOTO-PROCESSING",
  "CAGE-PROCESSING",
  "LABEL-PROCESSING",
  "REVIEW-REQUESTED",
  "CONFIRMED",
  "ACTIVE",
  "ARCHIVED",
  "DELETED",
] as const;
export type CageStatus = (typeof CAGE_STATUSES)[number];

export const CAGE_ACTIONS = [
  "PROCESS-PHOTO",
  "PROCESS-CAGE",
  "PROCESS-LABEL",
  "REQUEST-REVIEW",
  "CONFIRM",
  "ACTIVE",
  "ARCHIVE",
  "DRAFT",
  "DELETE",
] as const;
export type CageAction = (typeof CAGE_ACTIONS)[number];

export const CAGE_GROUPS = ["A", "B"] as const;

export const isCageStatus = (v: unknown): v is CageStatus =>
  typeof v === "string" && (CAGE_STATUSES as readonly string[]).includes(v);
export const isCageAction = (v: unknown): v is CageAction =>
  typeof v === "string" && (CAGE_ACTIONS as readonly string[]).includes(v);

const PROCESSING: readonly CageStatus[] = ["PHOTO-PROCESSING", "CAGE-PROCESSING", "LABEL-PROCESSING"];
const notActiveOrDeleted = (s: CageStatus) => s !== "ACTIVE" && s !== "DELETED";

interface Rule {
  to: CageStatus;
  from: (s: CageStatus) => boolean;
  agent: boolean;
}

/** server-behaviour §7, one row per action. `agent`: AGENT may do it too (admin-like always may). */
const RULES: Readonly<Record<CageAction, Rule>> = {
  "PROCESS-PHOTO": { to: "PHOTO-PROCESSING", from: notActiveOrDeleted, agent: true },
  "PROCESS-CAGE": { to: "CAGE-PROCESSING", from: notActiveOrDeleted, agent: true },
  "PROCESS-LABEL": { to: "LABEL-PROCESSING", from: notActiveOrDeleted, agent: true },
  "REQUEST-REVIEW": {
    to: "REVIEW-REQUESTED",
    from: (s) => s === "DRAFT" || PROCESSING.includes(s),
    agent: true,
  },
  CONFIRM: { to: "CONFIRMED", from: (s) => s === "REVIEW-REQUESTED", agent: false },
  ACTIVE: { to: "ACTIVE", from: (s) => s === "CONFIRMED" || s === "ARCHIVED", agent: false },
  ARCHIVE: { to: "ARCHIVED", from: (s) => s === "ACTIVE" || s === "CONFIRMED", agent: false },
  DRAFT: { to: "DRAFT", from: notActiveOrDeleted, agent: false },
  DELETE: { to: "DELETED", from: (s) => s !== "ACTIVE", agent: false },
};

export type CageTransition = { ok: true; to: CageStatus } | { ok: false; reason: "forbidden" | "illegal" };

/** Whether the role may ever take the action: admin-like all, AGENT the process and review actions, VIEWER none. */
export const mayTakeCageAction = (role: Role, action: CageAction): boolean =>
  isAdminLike(role) || (role === "AGENT" && RULES[action].agent);

/**
 * The move an action makes (server-behaviour §7). `forbidden` when the role may never take the
 * action (checked first), `illegal` when the cage's status does not allow it (answer 409 with the
 * current status). Our decision: a move to the status the cage already has is illegal (nothing
 * would change), which makes DELETED final.
 */
export const transition = (status: CageStatus, action: CageAction, role: Role): CageTransition => {
  if (!mayTakeCageAction(role, action)) return { ok: false, reason: "forbidden" };
  const rule = RULES[action];
  if (!rule.from(status) || rule.to === status) return { ok: false, reason: "illegal" };
  return { ok: true, to: rule.to };
};

/** The action buttons a role sees (spec §4), in the spec's order. */
export const cageActionButtons = (role: Role): readonly CageAction[] => {
  if (role === "VIEWER") return [];
  if (role === "AGENT") return ["REQUEST-REVIEW", "PROCESS-PHOTO", "PROCESS-CAGE", "PROCESS-LABEL"];
  return ["REQUEST-REVIEW", "ACTIVE", "CONFIRM", "ARCHIVE", "DRAFT", "PROCESS-PHOTO", "DELETE"];
};

/** The buttons with whether each is usable now (the client disables, the server refuses, alike). */
export const cageActionButtonStates = (
  status: CageStatus,
  role: Role,
): { action: CageAction; enabled: boolean }[] =>
  cageActionButtons(role).map((action) => ({ action, enabled: transition(status, action, role).ok }));

// ---------------------------------------------------------------- uploads and labelling

/** An ACTIVE cage is read-only for uploads and labelling (spec §4, server-behaviour §7). */
export const isCageReadOnly = (status: CageStatus): boolean => status === "ACTIVE";

/** Uploads and labelling: not on an ACTIVE (or, ours, DELETED) cage, never by a VIEWER. */
export const canEditCageFiles = (status: CageStatus, role: Role): boolean =>
  role !== "VIEWER" && !isCageReadOnly(status) && status !== "DELETED";

export interface LabelSlot {
  /** labelBy._id of the cage detail: who owns the label, if anyone. */
  ownerId?: string | null;
  labelStatus?: string | null;
}

/** The label button: when the cage is ACTIVE, or when no other user owns the label (spec §6). */
export const isLabelButtonVisible = (status: CageStatus, slot: LabelSlot, userId: string): boolean =>
  status === "ACTIVE" || !slot.ownerId || slot.ownerId === userId;

/** Light for AGENT, warning for everyone else (spec §6). */
export const labelButtonStyle = (role: Role): "light" | "warning" => (role === "AGENT" ? "light" : "warning");

/** A spinner shows while a label is owned but not DONE (spec §4). */
export const isLabelInProgress = (slot: LabelSlot): boolean => !!slot.ownerId && slot.labelStatus !== "DONE";

/** forbidden → 403, illegal (state does not allow it) → 409, invalid (bad input) → 400. */
export type CageCheck =
  | { ok: true }
  | { ok: false; reason: "forbidden" | "illegal" | "invalid"; message: string };

/** Server side of saving or finishing a label: editable cage, and nobody else owns the label. */
export const checkLabelEdit = (
  status: CageStatus,
  slot: LabelSlot,
  userId: string,
  role: Role,
): CageCheck => {
  if (role === "VIEWER") return { ok: false, reason: "forbidden", message: TEXTS.forbidden };
  if (!canEditCageFiles(status, role)) return { ok: false, reason: "illegal", message: TEXTS.cageReadOnly };
  if (slot.ownerId && slot.ownerId !== userId)
    return { ok: false, reason: "forbidden", message: TEXTS.labelOwnedByOther };
  return { ok: true };
};

// ---------------------------------------------------------------- uploads

/** Upload kinds (spec §5 "Cage", §7): photo PNG/JPEG; cage and outline SVG. */
export const UPLOAD_KINDS = {
  photoFile: { mimeTypes: ["image/png", "image/jpeg"], event: "PHOTO-UPLOAD" },
  cageFile: { mimeTypes: ["image/svg+xml"], event: "CAGE-UPLOAD" },
  outlineFile: { mimeTypes: ["image/svg+xml"], event: "OUTLINE-UPLOAD" },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const isUploadKind = (v: unknown): v is UploadKind =>
  typeof v === "string" && Object.hasOwn(UPLOAD_KINDS, v);

// ---------------------------------------------------------------- notes

export const NOTE_TYPE_INFORM = "INFORM";
/** Note types (ours beyond INFORM, which the spec names): a warning and an issue to fix. */
export const CAGE_NOTE_TYPES = [NOTE_TYPE_INFORM, "WARNING", "ISSUE"] as const;

/**
 * Add Note (spec §5): the message is required ('This is a required field'); agents may only submit
 * INFORM notes. Ours: a VIEWER changes nothing, so adds no note (server-behaviour §7).
 */
export const checkNote = (note: { type?: string | null; message?: string | null }, role: Role): CageCheck => {
  if (role === "VIEWER") return { ok: false, reason: "forbidden", message: TEXTS.forbidden };
  if (!note.message || note.message.trim() === "")
    return { ok: false, reason: "invalid", message: TEXTS.requiredField };
  const type = note.type ?? NOTE_TYPE_INFORM;
  if (role === "AGENT" && type !== NOTE_TYPE_INFORM) {
    return { ok: false, reason: "forbidden", message: TEXTS.noteTypeNotAllowed };
  }
  if (!(CAGE_NOTE_TYPES as readonly string[]).includes(type))
    return { ok: false, reason: "invalid", message: TEXTS.noteTypeUnknown };
  return { ok: true };
};

// ---------------------------------------------------------------- history

/**
 * History events (spec §4). OUTLINE-UPLOAD is ours: the spec lists photo and cage uploads only,
 * and an outline upload deserves its own line.
 */
export const CAGE_HISTORY_EVENTS = [
  "DUPLICATE",
  "PHOTO-UPLOAD",
  "CAGE-UPLOAD",
  "OUTLINE-UPLOAD",
  "UPDATE",
  "UPDATE-STATUS",
  "CAGE-LABEL-REMOVE",
] as const;
export type CageHistoryEvent = (typeof CAGE_HISTORY_EVENTS)[number];

/** The history entry of a status change: old → new (server-behaviour §7). */
export const statusHistoryEntry = (from: CageStatus, to: CageStatus) => ({
  event: "UPDATE-STATUS" as const,
  options: { from, to },
});

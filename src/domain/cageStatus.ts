/**
 * Cage status machine (product §S7), the action buttons per role (product §4 "Cage status"),
 * read-only and labelling rules (product §4, §6), notes (product §5 "Cage") and history events (product §4).
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

/** product §S7, one row per action. `agent`: AGENT may do it too (admin-like always may). */
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

/**
 * Who changes cages at all (notes, status, uploads, labels): every role but VIEWER and TRAINEE, a
 * learner, which read cages and their files only (product §S7: they "change nothing"; issue 20).
 */
export const mayChangeCages = (role: Role): boolean => role !== "VIEWER" && role !== "TRAINEE";

/** Editing a cage's information and duplicating it: admin-like roles (product §S7). */
export const mayAdministerCages = (role: Role): boolean => isAdminLike(role);

/**
 * Whether the role may ever take the action: admin-like all, AGENT the process and review actions,
 * VIEWER and TRAINEE none.
 */
export const mayTakeCageAction = (role: Role, action: CageAction): boolean =>
  mayAdministerCages(role) || (role === "AGENT" && RULES[action].agent);

/**
 * The move an action makes (product §S7). `forbidden` when the role may never take the
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

/** The action buttons a role sees (product §4), in the spec's order. */
export const cageActionButtons = (role: Role): readonly CageAction[] => {
  if (!mayChangeCages(role)) return [];
  if (role === "AGENT") return ["REQUEST-REVIEW", "PROCESS-PHOTO", "PROCESS-CAGE", "PROCESS-LABEL"];
  return ["REQUEST-REVIEW", "ACTIVE", "CONFIRM", "ARCHIVE", "DRAFT", "PROCESS-PHOTO", "DELETE"];
};

/**
 * Status actions the buttons ask about first (issue 22): DELETE is final (DELETED is left by no action),
 * ARCHIVE takes the cage away from agents and only ACTIVE brings it back. The rest are steps of the
 * ordinary work and apply at once.
 */
export const CONFIRMED_CAGE_ACTIONS: readonly CageAction[] = ["ARCHIVE", "DELETE"];
export const asksBeforeCageAction = (action: CageAction): boolean => CONFIRMED_CAGE_ACTIONS.includes(action);

/** The buttons with whether each is usable now (the client disables, the server refuses, alike). */
export const cageActionButtonStates = (
  status: CageStatus,
  role: Role,
): { action: CageAction; enabled: boolean }[] =>
  cageActionButtons(role).map((action) => ({ action, enabled: transition(status, action, role).ok }));

// ---------------------------------------------------------------- uploads and labelling

/** An ACTIVE cage is read-only for uploads and labelling (product §4, product §S7). */
export const isCageReadOnly = (status: CageStatus): boolean => status === "ACTIVE";

/** Uploads and labelling: not on an ACTIVE (or, ours, DELETED) cage, never by a VIEWER or TRAINEE. */
export const canEditCageFiles = (status: CageStatus, role: Role): boolean =>
  mayChangeCages(role) && !isCageReadOnly(status) && status !== "DELETED";

export interface LabelSlot {
  /** labelBy._id of the cage detail: who owns the label, if anyone. */
  ownerId?: string | null;
  labelStatus?: string | null;
  /** labelAt of the cage detail: when the owner last claimed or saved the label. */
  lockedAt?: string | number | Date | null;
}

/** A slot as the label lock rules read it: the time of the last claim or save must be given. */
export type LockedLabelSlot = LabelSlot & { lockedAt: string | number | Date | null };

/** Default minutes a label lock lasts without a claim or save (LABEL_LOCK_IDLE_MINUTES; ours, issue 20). */
export const LABEL_LOCK_IDLE_MINUTES = 30;

/** The moment the rules are asked at, and the idle minutes after which a lock lapses. */
export interface LabelLockClock {
  now: Date | number;
  idleMinutes: number;
}

/**
 * Who holds a live lock on the label (ours, issue 20): the owner of a label not DONE whose last claim
 * or save is less than `idleMinutes` old. A lock idle that long, or with no known time, has lapsed and
 * blocks nobody; null when nobody holds the label.
 */
export const labelLockHolder = (slot: LockedLabelSlot, clock: LabelLockClock): string | null => {
  if (!slot.ownerId || slot.labelStatus === "DONE" || slot.lockedAt == null) return null;
  const at = new Date(slot.lockedAt).getTime();
  const now = typeof clock.now === "number" ? clock.now : clock.now.getTime();
  if (Number.isNaN(at) || now - at >= clock.idleMinutes * 60_000) return null;
  return slot.ownerId;
};

/** ADMIN and SUPER may take over a live label lock someone else holds (ours, issue 20). */
export const mayTakeOverLabel = (role: Role): boolean => role === "ADMIN" || role === "SUPER";

/**
 * Whether the user may take the label now: when nobody else holds a live lock on it (free, DONE,
 * theirs, or lapsed), or, for ADMIN and SUPER, over someone's live lock: `takesOverFrom` names that
 * holder (the server records the takeover in the cage's history). Roles are not checked here
 * (checkLabelEdit does).
 */
export const labelClaim = (
  slot: LockedLabelSlot,
  userId: string,
  role: Role,
  clock: LabelLockClock,
): { ok: true; takesOverFrom: string | null } | { ok: false } => {
  const holder = labelLockHolder(slot, clock);
  if (!holder || holder === userId) return { ok: true, takesOverFrom: null };
  return mayTakeOverLabel(role) ? { ok: true, takesOverFrom: holder } : { ok: false };
};

/**
 * The label button: when the cage is ACTIVE, or when the user may take the label, i.e. no other user
 * holds a live lock on it (product §6), or the user may take that lock over (ours, issue 20).
 */
export const isLabelButtonVisible = (
  status: CageStatus,
  slot: LockedLabelSlot,
  user: { _id: string; role: Role },
  clock: LabelLockClock,
): boolean => status === "ACTIVE" || labelClaim(slot, user._id, user.role, clock).ok;

/** Light for AGENT, warning for everyone else (product §6). */
export const labelButtonStyle = (role: Role): "light" | "warning" => (role === "AGENT" ? "light" : "warning");

/** A spinner shows while a label is owned but not DONE (product §4). */
export const isLabelInProgress = (slot: LabelSlot): boolean => !!slot.ownerId && slot.labelStatus !== "DONE";

/** forbidden → 403, illegal (state does not allow it) → 409, invalid (bad input) → 400. */
export type CageCheck =
  | { ok: true }
  | { ok: false; reason: "forbidden" | "illegal" | "invalid"; message: string };

/** A label edit allowed (with the holder it takes over from, if any) or refused. */
export type LabelEditCheck = { ok: true; takesOverFrom: string | null } | Exclude<CageCheck, { ok: true }>;

/**
 * Claiming, saving or finishing a label (server and labelling screen alike): a role that changes
 * cages, an editable cage, and no live lock of another user unless the role may take it over
 * (labelClaim).
 */
export const checkLabelEdit = (
  status: CageStatus,
  slot: LockedLabelSlot,
  userId: string,
  role: Role,
  clock: LabelLockClock,
): LabelEditCheck => {
  if (!mayChangeCages(role)) return { ok: false, reason: "forbidden", message: TEXTS.forbidden };
  if (!canEditCageFiles(status, role)) return { ok: false, reason: "illegal", message: TEXTS.cageReadOnly };
  const claim = labelClaim(slot, userId, role, clock);
  if (!claim.ok) return { ok: false, reason: "forbidden", message: TEXTS.labelOwnedByOther };
  return claim;
};

/**
 * Writing or discarding a draft of unsaved labels (issue 22): only the label's holder, i.e. the user who
 * claimed it (label not DONE) and whom checkLabelEdit still lets edit. Nobody writes a draft into
 * someone else's label, takes a lock by a draft, or keeps one on an ACTIVE cage. A holder whose lock
 * lapsed while nobody took it still holds the label (the next claim or draft stamps it again).
 */
export const checkLabelDraft = (
  status: CageStatus,
  slot: LockedLabelSlot,
  userId: string,
  role: Role,
  clock: LabelLockClock,
): CageCheck => {
  const edit = checkLabelEdit(status, slot, userId, role, clock);
  if (!edit.ok) return edit;
  if (slot.ownerId !== userId || slot.labelStatus === "DONE")
    return { ok: false, reason: "illegal", message: TEXTS.labelDraftNotHolder };
  return { ok: true };
};

// ---------------------------------------------------------------- uploads

/** Upload kinds (product §5 "Cage", §7): photo PNG/JPEG; cage and outline SVG. */
export const UPLOAD_KINDS = {
  photoFile: { mimeTypes: ["image/png", "image/jpeg"], event: "PHOTO-UPLOAD", file: "photo" },
  cageFile: { mimeTypes: ["image/svg+xml"], event: "CAGE-UPLOAD", file: "cage" },
  outlineFile: { mimeTypes: ["image/svg+xml"], event: "OUTLINE-UPLOAD", file: "outline" },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const isUploadKind = (v: unknown): v is UploadKind =>
  typeof v === "string" && Object.hasOwn(UPLOAD_KINDS, v);

// ---------------------------------------------------------------- notes

export const NOTE_TYPE_INFORM = "INFORM";
/** Note types (ours beyond INFORM, which the spec names): a warning and an issue to fix. */
export const CAGE_NOTE_TYPES = [NOTE_TYPE_INFORM, "WARNING", "ISSUE"] as const;

/**
 * Add Note (product §5): the message is required ('This is a required field'); agents may only submit
 * INFORM notes. Ours: a VIEWER or TRAINEE changes nothing, so adds no note (product §S7).
 */
export const checkNote = (note: { type?: string | null; message?: string | null }, role: Role): CageCheck => {
  if (!mayChangeCages(role)) return { ok: false, reason: "forbidden", message: TEXTS.forbidden };
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
 * History events (product §4). OUTLINE-UPLOAD is ours: the spec lists photo and cage uploads only,
 * and an outline upload deserves its own line. CAGE-LABEL-TAKEOVER is ours too (issue 20): an ADMIN
 * or SUPER took over a live label lock; the entry's owner took it, options.from held it. CREATE is ours
 * (issue 22): a cage made from the Cage Manager or by `npm run cages:import` (options.source).
 */
export const CAGE_HISTORY_EVENTS = [
  "CREATE",
  "DUPLICATE",
  "PHOTO-UPLOAD",
  "CAGE-UPLOAD",
  "OUTLINE-UPLOAD",
  "UPDATE",
  "UPDATE-STATUS",
  "CAGE-LABEL-REMOVE",
  "CAGE-LABEL-TAKEOVER",
] as const;
export type CageHistoryEvent = (typeof CAGE_HISTORY_EVENTS)[number];

/** The history entry of a label takeover: the slot, and who held the live lock (its id and name). */
export const labelTakeoverHistoryEntry = (code: string, from: { id: string; username: string }) => ({
  event: "CAGE-LABEL-TAKEOVER" as const,
  options: { code, from: from.username, fromId: from.id },
});

/** The history entry of a status change: old → new (product §S7). */
export const statusHistoryEntry = (from: CageStatus, to: CageStatus) => ({
  event: "UPDATE-STATUS" as const,
  options: { from, to },
});

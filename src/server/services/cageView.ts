import type { Cage, CageDetail, CageFiles, CageRow, CageSettings } from "../../contract/cages.ts";
import { bodyTypeFor, outlineUrl, outlineViewForPhoto } from "../../domain/bodyTypes.ts";
import { CAGE_STATUSES, LABEL_LOCK_IDLE_MINUTES } from "../../domain/cageStatus.ts";
import type {
  CageDetailRecord,
  CageHistoryRecord,
  CageNoteRecord,
  CageRecord,
} from "../repositories/cages.ts";

/** Rows → the contract's shapes (product §3 "Cage"). */
export const CAGE_FILES_URL = "/api/cage-files/";
const FOLDER = "cages";

export const cageRowView = (r: CageRecord, notesCount = 0): CageRow => ({
  _id: r.id,
  group: r.group,
  make: r.make,
  model: r.model,
  year: r.year,
  bodyType: r.body_type,
  trim: r.trim,
  code: r.code,
  status: r.status,
  class: r.class,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  notesCount,
});

export const cageDetailView = (d: CageDetailRecord): CageDetail => ({
  _id: d.id,
  cageId: d.cage_id,
  code: d.code,
  name: d.name,
  photoBy: d.photo_by,
  cageBy: d.cage_by,
  outlineBy: d.outline_by,
  labelBy: d.label_by ? { _id: d.label_by, username: d.label_by_username ?? "" } : null,
  labelStatus: d.label_status,
  labelAt: d.label_at ? d.label_at.toISOString() : null,
  // Validated against the contract's LabelEntry when written.
  labelData: d.label_data as CageDetail["labelData"],
});

const file = (name: string | null, fallback: string | null) => ({
  url: name ? `${CAGE_FILES_URL}${name}` : null,
  folder: FOLDER,
  fallback,
});

/** A slot's files; the cage and outline fall back to the body type's generated outline for the slot's view. */
export function slotFiles(d: CageDetailRecord, bodyType: string): CageFiles[string] {
  const body = bodyTypeFor(bodyType);
  const view = outlineViewForPhoto(d.code);
  const outline = body && view ? outlineUrl(body.slug, view.view, "svg") : null;
  return {
    photo: file(d.photo_file, null),
    cage: file(d.cage_file, outline),
    outline: file(d.outline_file, outline),
    label: file(d.label_file, null),
  };
}

export const cageFilesView = (details: CageDetailRecord[], bodyType: string): CageFiles =>
  Object.fromEntries(details.map((d) => [d.code, slotFiles(d, bodyType)]));

export const cageView = (
  r: CageRecord,
  notes: CageNoteRecord[],
  histories: CageHistoryRecord[],
  details: CageDetailRecord[],
): Cage => ({
  ...cageRowView(r, notes.length),
  cageNotes: notes.map((n) => ({
    _id: n.id,
    type: n.type,
    message: n.message,
    createdAt: n.created_at.toISOString(),
    owner: { username: n.owner },
  })),
  cageHistories: histories.map((h) => ({
    _id: h.id,
    event: h.event,
    options: h.options,
    createdAt: h.created_at.toISOString(),
    owner: { username: h.owner },
  })),
  cageDetails: details.map(cageDetailView),
});

/** Statuses a cage may be moved to REVIEW-REQUESTED from (product §S7). */
const TO_REQUEST_REVIEW = ["DRAFT", "PHOTO-PROCESSING", "CAGE-PROCESSING", "LABEL-PROCESSING"];

export function cageSettings(
  s: {
    makes: string[];
    bodyTypes: string[];
    minYear: number | null;
    maxYear: number | null;
  },
  labelLockIdleMinutes = LABEL_LOCK_IDLE_MINUTES,
): CageSettings {
  const year = new Date().getUTCFullYear();
  return {
    listMake: s.makes,
    listBodyType: s.bodyTypes,
    listYear: { min: s.minYear ?? year, max: s.maxYear ?? year },
    listStatus: CAGE_STATUSES.filter((x) => x !== "DELETED"),
    listTypeToRequestReview: TO_REQUEST_REVIEW,
    labelLockIdleMinutes,
  };
}

import type { ColumnType, Generated } from "kysely";

/** Kysely's view of the cage tables (migration 0003_cages; cage_details.label_at 0025; drafts 0030). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;

export interface LabelEntry {
  id: string;
  label: string;
  group: string;
}

export interface CagesTable {
  id: Generated<string>;
  group: Generated<string>;
  make: string;
  model: string;
  year: number;
  body_type: string;
  trim: Generated<string>;
  code: Generated<string>;
  status: Generated<string>;
  class: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CageDetailsTable {
  id: Generated<string>;
  cage_id: string;
  code: string;
  name: Generated<string>;
  photo_file: string | null;
  cage_file: string | null;
  outline_file: string | null;
  label_file: string | null;
  photo_by: string | null;
  cage_by: string | null;
  outline_by: string | null;
  label_by: string | null;
  label_status: string | null;
  /** When label_by last claimed or saved the label (migration 0025; null before any). */
  label_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  label_data: Json<LabelEntry[]>;
}

export interface CageNotesTable {
  id: Generated<string>;
  cage_id: string;
  type: Generated<string>;
  message: string;
  owner: string;
  created_at: Timestamp;
}

export interface CageHistoriesTable {
  id: Generated<string>;
  cage_id: string;
  event: string;
  options: Json<Record<string, unknown>>;
  owner: string;
  created_at: Timestamp;
}

/** A draft of a label's unsaved changes, by the label's holder (migration 0030; issue 22). */
export interface CageLabelDraftsTable {
  detail_id: string;
  user_id: string;
  label_data: Json<LabelEntry[]>;
  saved_at: Timestamp;
}

export interface CageTables {
  cages: CagesTable;
  cage_details: CageDetailsTable;
  cage_label_drafts: CageLabelDraftsTable;
  cage_notes: CageNotesTable;
  cage_histories: CageHistoriesTable;
}

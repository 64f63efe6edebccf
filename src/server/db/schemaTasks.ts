import type { ColumnType, Generated } from "kysely";

/** Kysely's view of the task-engine tables (migration 0002_tasks). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read as T, written as a JSON string. */
export type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;

export interface OptionItem {
  name: string;
  description: string;
}

export interface InspectionsTable {
  id: Generated<string>;
  session_id: string;
  inspection_id: string;
  group: Generated<string>;
  qc_passed: Generated<boolean>;
  themes: JsonDefault<{ name: string; themeColor?: string }[]>;
  options: JsonDefault<Record<string, unknown>>;
  truth: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  priority: Generated<number>;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface VehiclesTable {
  id: Generated<string>;
  inspection_id: string;
  vin: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  body_type: string | null;
  vrm: string | null;
  data: JsonDefault<Record<string, unknown>>;
  updated_at: Timestamp;
}

export interface PhotosTable {
  id: Generated<string>;
  inspection_id: string;
  photo_code: string;
  original_path: string | null;
  original_url: string | null;
  web_path: string | null;
  web_url: string | null;
  width: Generated<number>;
  height: Generated<number>;
  created_at: Timestamp;
}

export interface TaskSettingsTable {
  name: string;
  photo_code: string;
  type: string;
  accepts: Json<OptionItem[]>;
  rejects: Json<OptionItem[]>;
  description: string;
}

export interface SlotInspects {
  name: string;
  time: number;
  position?: "front" | "rear";
  type: string;
  options: Record<string, OptionItem[]>;
}

export interface TaskSlotsTable {
  name: string;
  photo_code: string;
  type: string;
  inspects: Json<SlotInspects>;
}

export interface TasksTable {
  id: Generated<string>;
  inspection_id: string;
  photo_code: string;
  name: string;
  type: Generated<string>;
  priority: Generated<number>;
  status: Generated<string>;
  holder_id: string | null;
  held_at: NullableTimestamp;
  lease_expires_at: NullableTimestamp;
  lease_s: number;
  plus_time_used: Generated<boolean>;
  /** When the holder reported the photo shown (migration 0026); a report before held_at is a past hold's. */
  shown_at: NullableTimestamp;
  /** The agent this queued task is held ahead for (migration 0035; domain/heldAhead.ts), until `ahead_until`. */
  ahead_of: string | null;
  ahead_until: NullableTimestamp;
  answer: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  answer_kind: string | null;
  answered_by: string | null;
  answered_at: NullableTimestamp;
  original_task_id: string | null;
  original_holder_id: string | null;
  created_at: Timestamp;
}

export interface DamagesTable {
  id: Generated<string>;
  inspection_id: string;
  task_id: string;
  photo_code: string;
  component: string;
  damage_group: string;
  material: string | null;
  source: string | null;
  damage_name: string;
  damage_type: string | null;
  grade_score: number | null;
  unit_measure: string | null;
  damage_location: ColumnType<{ x: number; y: number } | null, string | null, string | null>;
  actual_image: ColumnType<{ width: number; height: number } | null, string | null, string | null>;
  created_by: string | null;
  created_at: Timestamp;
}

export interface TireInfoTable {
  inspection_id: string;
  data: Json<Record<string, unknown>>;
}

export interface AgentActivityTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  task_id: string | null;
  task_type: string | null;
  task_name: string | null;
  result: string | null;
  plus_time: Generated<boolean>;
  started_at: Timestamp;
  ended_at: NullableTimestamp;
}

export interface PartNamesTable {
  group: string;
  name: string;
}

export interface DamageCatalogueTable {
  id: Generated<number>;
  table_name: string;
  component: string;
  damage_group: string;
  material: string | null;
  source: string | null;
  damage_name: string;
  damage_type: string | null;
  label: string | null;
  grade_score: number | null;
  unit_measure: string | null;
  series_nme: string | null;
}

export interface TaskCageInfoTable {
  inspection_id: string;
  photo_code: string;
  cage_id: string | null;
  cage_info: Json<Record<string, unknown>>;
  set_by: string | null;
  task_id: string | null;
  set_at: Timestamp;
}

export interface TaskEngineTables {
  inspections: InspectionsTable;
  vehicles: VehiclesTable;
  photos: PhotosTable;
  task_settings: TaskSettingsTable;
  task_slots: TaskSlotsTable;
  tasks: TasksTable;
  damages: DamagesTable;
  tire_info: TireInfoTable;
  agent_activity: AgentActivityTable;
  part_names: PartNamesTable;
  damage_catalogue: DamageCatalogueTable;
  task_cage_info: TaskCageInfoTable;
}

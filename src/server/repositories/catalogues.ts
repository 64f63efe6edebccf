import type { Selectable } from "kysely";
import type { Db } from "../db/connect.ts";
import type { DamageCatalogueTable, TaskSettingsTable, TaskSlotsTable } from "../db/schemaTasks.ts";

export type TaskSettingRow = Selectable<TaskSettingsTable>;
export type TaskSlotRow = Selectable<TaskSlotsTable>;
export type DamageChoiceRow = Omit<Selectable<DamageCatalogueTable>, "id" | "table_name">;

export interface DamageFilter {
  component?: string;
  damage_group?: string;
  series_nme?: string;
  material?: string;
  source?: string;
}

/** The first read of `key`, shared by concurrent callers; a miss or a failure is read again next time. */
function remembered<T>(
  cache: Map<string, Promise<T | undefined>>,
  key: string,
  read: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const known = cache.get(key);
  if (known) return known;
  const reading = read().then(
    (row) => {
      if (row === undefined) cache.delete(key);
      return row;
    },
    (error: unknown) => {
      cache.delete(key);
      throw error;
    },
  );
  cache.set(key, reading);
  return reading;
}

/** Seeded catalogues: task settings and slots, part names, damage tables. */
export class CataloguesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Task settings and slots are written only by migrations (seeded catalogues, no call edits them), so
   * each instance keeps the rows it read for its lifetime: every homework and answer needs them, and
   * this saves two to three queries per call (docs/benchmarks.md, production). A miss is not kept.
   */
  private readonly settings = new Map<string, Promise<TaskSettingRow | undefined>>();
  private readonly slots = new Map<string, Promise<TaskSlotRow | undefined>>();

  setting(name: string, photoCode: string): Promise<TaskSettingRow | undefined> {
    return remembered(this.settings, `${name}\u0000${photoCode}`, () =>
      this.db
        .selectFrom("task_settings")
        .selectAll()
        .where("name", "=", name)
        .where("photo_code", "=", photoCode)
        .executeTakeFirst(),
    );
  }

  slot(name: string, photoCode: string): Promise<TaskSlotRow | undefined> {
    return remembered(this.slots, `${name}\u0000${photoCode}`, () =>
      this.db
        .selectFrom("task_slots")
        .selectAll()
        .where("name", "=", name)
        .where("photo_code", "=", photoCode)
        .executeTakeFirst(),
    );
  }

  allSlots(): Promise<TaskSlotRow[]> {
    return this.db.selectFrom("task_slots").selectAll().execute();
  }

  damages(table: string, filter: DamageFilter): Promise<DamageChoiceRow[]> {
    let q = this.db
      .selectFrom("damage_catalogue")
      .select([
        "component",
        "damage_group",
        "material",
        "source",
        "damage_name",
        "damage_type",
        "label",
        "grade_score",
        "unit_measure",
        "series_nme",
      ])
      .where("table_name", "=", table);
    for (const key of ["component", "damage_group", "series_nme", "material", "source"] as const) {
      const value = filter[key];
      if (value !== undefined && value !== "") q = q.where(key, "=", value);
    }
    return q.orderBy("damage_group").orderBy("component").orderBy("damage_name").execute();
  }

  async partNames(): Promise<Record<string, string[]>> {
    const rows = await this.db
      .selectFrom("part_names")
      .selectAll()
      .orderBy("group")
      .orderBy("name")
      .execute();
    const out: Record<string, string[]> = {};
    for (const r of rows) {
      const list = out[r.group] ?? [];
      list.push(r.name);
      out[r.group] = list;
    }
    return out;
  }

  async isPart(group: string, name: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("part_names")
      .select("name")
      .where("group", "=", group)
      .where("name", "=", name)
      .executeTakeFirst();
    return Boolean(row);
  }
}

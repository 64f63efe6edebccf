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

/** Seeded catalogues: task settings and slots, part names, damage tables. */
export class CataloguesRepository {
  constructor(private readonly db: Db) {}

  setting(name: string, photoCode: string): Promise<TaskSettingRow | undefined> {
    return this.db
      .selectFrom("task_settings")
      .selectAll()
      .where("name", "=", name)
      .where("photo_code", "=", photoCode)
      .executeTakeFirst();
  }

  slot(name: string, photoCode: string): Promise<TaskSlotRow | undefined> {
    return this.db
      .selectFrom("task_slots")
      .selectAll()
      .where("name", "=", name)
      .where("photo_code", "=", photoCode)
      .executeTakeFirst();
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

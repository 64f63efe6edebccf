import { type Selectable, sql } from "kysely";
import type { Db } from "../db/connect.ts";
import type { DamageCatalogueTable, TaskSettingsTable, TaskSlotsTable } from "../db/schemaTasks.ts";
import type { ColourRow, PackRow, TrimRow } from "../services/vehicleOffer.ts";

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

  /**
   * The series a damage table is kept by (bmw: product §7 series_nme), read once per instance: the
   * tables, like the settings, change only by migration. A failed read is read again.
   */
  private readonly series = new Map<string, Promise<string[] | undefined>>();

  damageSeries(table: string): Promise<string[]> {
    return remembered(this.series, table, () =>
      this.db
        .selectFrom("damage_catalogue")
        .select("series_nme")
        .distinct()
        .where("table_name", "=", table)
        .where("series_nme", "is not", null)
        .orderBy("series_nme")
        .execute()
        .then((rows) => rows.map((r) => r.series_nme as string)),
    ).then((list) => list ?? []);
  }

  /**
   * The part-name catalogue, like the settings, changes only by migration: read once per instance and
   * checked in memory, so a damage answer sends no statement per damage. A failed read is read again.
   */
  private parts: Promise<ReadonlyMap<string, readonly string[]>> | null = null;

  private partsByGroup(): Promise<ReadonlyMap<string, readonly string[]>> {
    if (this.parts) return this.parts;
    const reading = this.db
      .selectFrom("part_names")
      .select(["group", "name"])
      .orderBy("group")
      .orderBy("name")
      .execute()
      .then((rows) => {
        const groups = new Map<string, string[]>();
        for (const r of rows) {
          const names = groups.get(r.group) ?? [];
          names.push(r.name);
          groups.set(r.group, names);
        }
        return groups;
      });
    this.parts = reading;
    reading.catch(() => {
      if (this.parts === reading) this.parts = null;
    });
    return reading;
  }

  async partNames(): Promise<Record<string, string[]>> {
    return Object.fromEntries([...(await this.partsByGroup())].map(([group, names]) => [group, [...names]]));
  }

  async isPart(group: string, name: string): Promise<boolean> {
    return (await this.partsByGroup()).get(group)?.includes(name) ?? false;
  }

  /** The vehicle catalogue's trims and packs of a make/model/year and the make's colours (case-blind). */
  async vehicleCatalogue(
    make: string,
    model: string,
    year: number | null,
  ): Promise<{ trims: TrimRow[]; packs: PackRow[]; colours: ColourRow[] }> {
    const colours = this.db
      .selectFrom("vehicle_colours")
      .selectAll()
      .where(sql<string>`lower(make)`, "=", make.toLowerCase())
      .orderBy("kind")
      .orderBy("position")
      .execute();
    // No year, no trims: a trim list across generations would offer packs the vehicle never had.
    const trims =
      year === null
        ? Promise.resolve([] as TrimRow[])
        : this.db
            .selectFrom("vehicle_trims")
            .selectAll()
            .where(sql<string>`lower(make)`, "=", make.toLowerCase())
            .where(sql<string>`lower(model)`, "=", model.toLowerCase())
            .where("year_from", "<=", year)
            .where("year_to", ">=", year)
            .orderBy("position")
            .execute();
    const trimRows = await trims;
    const packs =
      trimRows.length === 0
        ? []
        : await this.db
            .selectFrom("vehicle_trim_packs")
            .selectAll()
            .where(
              "trim_id",
              "in",
              trimRows.map((t) => t.id),
            )
            .orderBy("trim_id")
            .orderBy("position")
            .execute();
    return { trims: trimRows, packs, colours: await colours };
  }
}

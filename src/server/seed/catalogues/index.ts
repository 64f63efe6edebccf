import type { Kysely } from "kysely";
import { PART_NAME_CATALOGUE } from "../../../domain/partNames.ts";
import { SKILLS_BY_PHOTO_CODE } from "../../../domain/photoCodes.ts";
import type { Database } from "../../db/schema.ts";
import { DAMAGE_TABLES } from "./damages.ts";
import { SKILL_SETTINGS, slotInspects } from "./taskSettings.ts";

/** Inserts the seeded catalogues (task settings and slots, part names, damage tables). */
export async function insertCatalogues(db: Kysely<Database>): Promise<void> {
  const pairs: { name: string; photoCode: string }[] = [];
  for (const [photoCode, skills] of Object.entries(SKILLS_BY_PHOTO_CODE)) {
    for (const name of skills) pairs.push({ name, photoCode });
    // Every inspected photo can be re-checked by QC; the plate by qc_plate.
    if (skills.length > 0) pairs.push({ name: "qc", photoCode });
    if (skills.includes("plate_number")) pairs.push({ name: "qc_plate", photoCode });
  }
  const settings = pairs.map(({ name, photoCode }) => ({ name, photoCode, s: SKILL_SETTINGS[name]! }));
  await db
    .insertInto("task_settings")
    .values(
      settings.map(({ name, photoCode, s }) => ({
        name,
        photo_code: photoCode,
        type: s.type,
        accepts: JSON.stringify(s.accepts),
        rejects: JSON.stringify(s.rejects),
        description: s.description,
      })),
    )
    .execute();
  await db
    .insertInto("task_slots")
    .values(
      settings.map(({ name, photoCode, s }) => ({
        name,
        photo_code: photoCode,
        type: s.type,
        inspects: JSON.stringify(slotInspects(name, photoCode, s)),
      })),
    )
    .execute();
  await db
    .insertInto("part_names")
    .values(
      Object.entries(PART_NAME_CATALOGUE).flatMap(([group, names]) => names.map((name) => ({ group, name }))),
    )
    .execute();
  const rows = Object.entries(DAMAGE_TABLES).flatMap(([table, entries]) =>
    entries.flatMap((e) =>
      (e.components ?? PART_NAME_CATALOGUE[e.damage_group as keyof typeof PART_NAME_CATALOGUE] ?? []).map(
        (component) => ({
          table_name: table,
          component,
          damage_group: e.damage_group,
          material: e.material,
          source: e.source ?? null,
          damage_name: e.damage_name,
          damage_type: e.damage_type,
          label: e.label,
          grade_score: e.grade_score,
          unit_measure: e.unit_measure ?? null,
          series_nme: e.series_nme ?? null,
        }),
      ),
    ),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto("damage_catalogue")
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

import { PART_NAME_CATALOGUE } from "../../../domain/partNames.ts";
import { SKILLS_BY_PHOTO_CODE } from "../../../domain/photoCodes.ts";
import { DAMAGE_TABLES } from "./damages.ts";
import { SKILL_SETTINGS, slotInspects } from "./taskSettings.ts";

/**
 * The seeded catalogues (task settings and slots, part names, damage tables) as table rows, jsonb
 * columns as values. The database gets them through migrations that carry a frozen copy
 * (db/migrations/frozen, written by freeze.ts); tests/integration/catalogueMigrations.test.ts says when
 * this code and the migrated database part, i.e. when a change here needs a migration of its own.
 */
export function catalogueRows() {
  const pairs: { name: string; photoCode: string }[] = [];
  for (const [photoCode, skills] of Object.entries(SKILLS_BY_PHOTO_CODE)) {
    for (const name of skills) pairs.push({ name, photoCode });
    // Every inspected photo can be re-checked by QC; the plate by qc_plate.
    if (skills.length > 0) pairs.push({ name: "qc", photoCode });
    if (skills.includes("plate_number")) pairs.push({ name: "qc_plate", photoCode });
  }
  const settings = pairs.map(({ name, photoCode }) => ({ name, photoCode, s: SKILL_SETTINGS[name]! }));
  return {
    task_settings: settings.map(({ name, photoCode, s }) => ({
      name,
      photo_code: photoCode,
      type: s.type,
      accepts: s.accepts,
      rejects: s.rejects,
      description: s.description,
    })),
    task_slots: settings.map(({ name, photoCode, s }) => ({
      name,
      photo_code: photoCode,
      type: s.type,
      inspects: slotInspects(name, photoCode, s),
    })),
    part_names: Object.entries(PART_NAME_CATALOGUE).flatMap(([group, names]) =>
      names.map((name) => ({ group, name })),
    ),
    damage_catalogue: Object.entries(DAMAGE_TABLES).flatMap(([table, entries]) =>
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
    ),
  };
}

/**
 * The damage tables served by GET /api/damages (default), /api/pave-damages (autograde) and
 * /api/bmw-damages (bmw). Each entry applies to a damage group and material; `components` narrows it
 * to some parts (absent = every part of the group).
 */
export interface DamageEntry {
  damage_group: string;
  material: string;
  damage_name: string;
  damage_type: string;
  label: string;
  grade_score: number;
  unit_measure?: string;
  source?: string;
  components?: readonly string[];
  series_nme?: string;
}

const body = (name: string, label: string, grade: number, unit = "cm"): DamageEntry => ({
  damage_group: "BODY",
  material: "Painted",
  damage_name: name,
  damage_type: "BODY",
  label,
  grade_score: grade,
  unit_measure: unit,
});

const BASE: DamageEntry[] = [
  body("SCRATCH", "Scratch", 1),
  body("DENT", "Dent", 2),
  body("DENT_PAINT", "Dent with paint damage", 3),
  body("RUST", "Rust", 2),
  body("PAINT_CHIP", "Paint chip", 1, "mm"),
  {
    damage_group: "PART",
    material: "Plastic Cover",
    damage_name: "CRACK",
    damage_type: "PART",
    label: "Cracked",
    grade_score: 3,
  },
  {
    damage_group: "PART",
    material: "Plastic Cover",
    damage_name: "SCUFF",
    damage_type: "PART",
    label: "Scuffed",
    grade_score: 1,
  },
  {
    damage_group: "PART",
    material: "Chrome",
    damage_name: "PITTED",
    damage_type: "PART",
    label: "Pitted chrome",
    grade_score: 1,
  },
  {
    damage_group: "PART",
    material: "Textured Surface",
    damage_name: "BROKEN",
    damage_type: "PART",
    label: "Broken",
    grade_score: 3,
  },
  {
    damage_group: "GLASS",
    material: "Glass",
    damage_name: "CHIP",
    damage_type: "GLASS",
    label: "Chip",
    grade_score: 1,
  },
  {
    damage_group: "GLASS",
    material: "Glass",
    damage_name: "CRACK",
    damage_type: "GLASS",
    label: "Crack",
    grade_score: 3,
  },
  {
    damage_group: "WHEEL",
    material: "Alloy Wheel",
    damage_name: "CURB_RASH",
    damage_type: "WHEEL",
    label: "Curb rash",
    grade_score: 1,
  },
  {
    damage_group: "WHEEL",
    material: "Steel Wheel",
    damage_name: "BENT",
    damage_type: "WHEEL",
    label: "Bent rim",
    grade_score: 3,
  },
  {
    damage_group: "TIRE",
    material: "Rubber",
    damage_name: "TREAD_LOW",
    damage_type: "TIRE",
    label: "Low tread",
    grade_score: 2,
  },
  {
    damage_group: "TIRE",
    material: "Rubber",
    damage_name: "TREAD_WORN",
    damage_type: "TIRE",
    label: "Worn out",
    grade_score: 3,
  },
  {
    damage_group: "TIRE",
    material: "Rubber",
    damage_name: "WINTER_TREAD",
    damage_type: "TIRE",
    label: "Winter tread",
    grade_score: 0,
  },
  {
    damage_group: "INTERIOR",
    material: "Textured Surface",
    damage_name: "STAIN",
    damage_type: "INTERIOR",
    label: "Stain",
    grade_score: 1,
    components: ["INTERIOR"],
  },
  {
    damage_group: "INTERIOR",
    material: "Textured Surface",
    damage_name: "TEAR",
    damage_type: "INTERIOR",
    label: "Tear",
    grade_score: 2,
    components: ["INTERIOR"],
  },
];

export const DAMAGE_TABLES: Record<"default" | "autograde" | "bmw", DamageEntry[]> = {
  default: BASE.map((d) => ({ ...d, source: "default" })),
  autograde: BASE.map((d) => ({ ...d, source: "autograde", label: `${d.label} (PAVE)` })),
  bmw: [
    ...BASE.map((d) => ({ ...d, source: "bmw", series_nme: "3-Series" })),
    ...BASE.filter((d) => d.damage_group !== "INTERIOR").map((d) => ({
      ...d,
      source: "bmw",
      series_nme: "X5",
    })),
  ],
};

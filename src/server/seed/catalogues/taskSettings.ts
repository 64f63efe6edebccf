import { QC_PASS_REASON } from "../../../domain/qcDiff.ts";
import type { OptionItem, SlotInspects } from "../../db/schemaTasks.ts";

/**
 * Task settings (accept and reject options, description) and slot settings (time, position, option
 * lists) per skill, seeded into task_settings / task_slots for every photo code the skill applies to
 * (product §S2: settings are data, not code).
 */
const item = (name: string, description: string): OptionItem => ({ name, description });

const COMMON_REJECTS = [
  item("blurry", "Photo is blurry"),
  item("wrong_photo", "Wrong photo for this slot"),
  item("too_dark", "Photo is too dark"),
  item("mismatched_vehicle", "Vehicle does not match the inspection"),
  item("mismatched_record", "Vehicle does not match the record"),
];

export interface SkillSetting {
  type: "inspect" | "damage" | "QC";
  description: string;
  time: number;
  accepts: OptionItem[];
  rejects: OptionItem[];
  options?: Record<string, OptionItem[]>;
}

export const SKILL_SETTINGS: Record<string, SkillSetting> = {
  vin: {
    type: "inspect",
    description: "Read the VIN on the plate and enter it.",
    time: 60,
    accepts: [item("vin_ok", "VIN read")],
    rejects: [
      ...COMMON_REJECTS,
      item("vin_not_from_vehicle", "VIN is not from the vehicle"),
      item("vin_unreadable", "VIN cannot be read"),
    ],
  },
  odom: {
    type: "inspect",
    description: "Read the odometer and its unit.",
    time: 45,
    accepts: [item("odom_ok", "Odometer read")],
    rejects: [...COMMON_REJECTS, item("no_odometer", "No odometer visible")],
    options: { odom_unit: [item("km", "Kilometres"), item("mi", "Miles")] },
  },
  plate_number: {
    type: "inspect",
    description: "Read the number plate on the rear.",
    time: 45,
    accepts: [item("plate_ok", "Plate read")],
    rejects: [...COMMON_REJECTS, item("no_plate", "No plate visible")],
  },
  trim_id: {
    type: "inspect",
    description: "Choose the trim and package.",
    time: 60,
    accepts: [item("trim_ok", "Trim chosen")],
    rejects: [...COMMON_REJECTS],
    options: {
      trans_agent: [item("Automatic", "Automatic transmission"), item("Manual", "Manual transmission")],
    },
  },
  ext_id: {
    type: "inspect",
    description: "Choose the exterior colour.",
    time: 45,
    accepts: [item("color_ok", "Colour chosen")],
    rejects: [...COMMON_REJECTS],
  },
  interior: {
    type: "inspect",
    description: "Grade the interior condition.",
    time: 60,
    accepts: [item("interior_ok", "Interior graded")],
    rejects: [...COMMON_REJECTS],
    options: {
      int_status: [item("GOOD", "Good"), item("FAIR", "Fair"), item("POOR", "Poor")],
    },
  },
  tire: {
    type: "inspect",
    description: "Grade the tires and wheels.",
    time: 60,
    accepts: [item("tire_ok", "Tires graded")],
    rejects: [...COMMON_REJECTS],
    options: {
      wheel_material: [item("Alloy Wheel", "Alloy"), item("Steel Wheel", "Steel")],
    },
  },
  glass: {
    type: "damage",
    description: "Mark damage on the glass.",
    time: 60,
    accepts: [item("no_damage", "No damage")],
    rejects: [...COMMON_REJECTS],
  },
  damage_full: {
    type: "damage",
    description: "Mark every damage on this view.",
    time: 90,
    accepts: [item("no_damage", "No damage")],
    rejects: [...COMMON_REJECTS],
  },
  damage_other: {
    type: "damage",
    description: "Mark damage on parts, wheels and glass.",
    time: 60,
    accepts: [item("no_damage", "No damage")],
    rejects: [...COMMON_REJECTS],
  },
  damage_body: {
    type: "damage",
    description: "Mark damage on the body panels.",
    time: 60,
    accepts: [item("no_damage", "No damage")],
    rejects: [...COMMON_REJECTS],
  },
  qc: {
    type: "QC",
    description: "Check the inspector's answer: pass it or correct it.",
    time: 60,
    accepts: [item(QC_PASS_REASON, "Inspector answer is right")],
    rejects: [item("qc_wrong_data", "Inspector data is wrong"), item("qc_missed_damage", "Damage missed")],
  },
  qc_plate: {
    type: "QC",
    description: "Check the plate number read by the inspector.",
    time: 45,
    accepts: [item(QC_PASS_REASON, "Inspector answer is right")],
    rejects: [item("qc_wrong_plate", "Plate number is wrong")],
  },
};

export const slotInspects = (name: string, photoCode: string, s: SkillSetting): SlotInspects => ({
  name,
  time: s.time,
  type: s.type,
  ...(photoCode === "06"
    ? { position: "front" as const }
    : photoCode === "15"
      ? { position: "rear" as const }
      : {}),
  options: s.options ?? {},
});

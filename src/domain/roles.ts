/** Roles of the product (spec §1) and the groupings the rules use. */
export const ROLES = ["AGENT", "ADMIN", "QA", "TRAINER", "SUPER", "TRAINEE", "VIEWER"] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);

/**
 * Admin-like = ADMIN, QA, TRAINER and SUPER (server-behaviour §7); not AGENT, nor VIEWER and TRAINEE
 * (a learner), which change no cage (issue 20).
 */
export const isAdminLike = (role: Role): boolean =>
  role === "ADMIN" || role === "QA" || role === "TRAINER" || role === "SUPER";

/** TRAINER and SUPER settle failed tasks, delete them and toggle critical (spec §6). */
export const isTrainerLike = (role: Role): boolean => role === "TRAINER" || role === "SUPER";

/** The navigation bar shows the role in green for AGENT, red otherwise (spec §2, §6). */
export const roleColor = (role: Role): "green" | "red" => (role === "AGENT" ? "green" : "red");

export const SEXES = ["Male", "Female", "Other"] as const;
export type Sex = (typeof SEXES)[number];

/** The 13 skills of the start screen, also the task-name filter options (spec §1, §9). */
export const SKILLS = [
  "vin",
  "trim_id",
  "ext_id",
  "damage_full",
  "damage_other",
  "damage_body",
  "qc",
  "plate_number",
  "odom",
  "interior",
  "tire",
  "glass",
  "qc_plate",
] as const;
export type Skill = (typeof SKILLS)[number];

export const USER_STATUSES = ["Offline", "Online", "Waiting", "Inspecting"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

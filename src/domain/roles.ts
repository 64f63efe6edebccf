/** Roles of the product (product §1) and the groupings the rules use. */
export const ROLES = ["AGENT", "ADMIN", "QA", "TRAINER", "SUPER", "TRAINEE", "VIEWER"] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);

/**
 * Admin-like = ADMIN, QA, TRAINER and SUPER (product §S7); not AGENT, nor VIEWER and TRAINEE
 * (a learner), which change no cage (issue 20).
 */
export const isAdminLike = (role: Role): boolean =>
  role === "ADMIN" || role === "QA" || role === "TRAINER" || role === "SUPER";

/** TRAINER and SUPER settle failed tasks, delete them and toggle critical (product §6). */
export const TRAINER_LIKE_ROLES: readonly Role[] = ["TRAINER", "SUPER"];
export const isTrainerLike = (role: Role): boolean => TRAINER_LIKE_ROLES.includes(role);

/** The navigation bar shows the role in green for AGENT, red otherwise (product §2, §6). */
export const roleColor = (role: Role): "green" | "red" => (role === "AGENT" ? "green" : "red");

export const SEXES = ["Male", "Female", "Other"] as const;
export type Sex = (typeof SEXES)[number];

/** The 13 skills of the start screen, also the task-name filter options (product §1, §9). */
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

/**
 * Roles that take inspection work (our decision: VIEWER and TRAINER do not inspect). The server's
 * task calls (homework, answers, +time, cage offers) are open to these roles only (contract/tasks.ts).
 */
export const INSPECTING_ROLES: readonly Role[] = ["AGENT", "QA", "ADMIN", "SUPER", "TRAINEE"];

/**
 * Why a user may not inspect, or null when they may (issue 21): a role outside INSPECTING_ROLES is
 * refused every task call; a user without any of the skills gets no task (the claim skips them).
 */
export function whyNoInspect(user: { role: Role; skills: readonly string[] }): "role" | "skills" | null {
  if (!INSPECTING_ROLES.includes(user.role)) return "role";
  if (!user.skills.some((s) => (SKILLS as readonly string[]).includes(s))) return "skills";
  return null;
}

/** The one "may inspect" rule: the start screen offers Start Inspect only then. */
export const mayInspect = (user: { role: Role; skills: readonly string[] }): boolean =>
  whyNoInspect(user) === null;

export const USER_STATUSES = ["Offline", "Online", "Waiting", "Inspecting"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Who reads inspections and their results (the list, the document, the export, the Inspections page). */
export const INSPECTION_RESULT_READERS: readonly Role[] = ["ADMIN", "SUPER", "QA"];
export const canReadInspectionResults = (role: string): boolean =>
  (INSPECTION_RESULT_READERS as readonly string[]).includes(role);

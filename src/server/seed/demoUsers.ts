import type { Role, Skill } from "../../domain/roles.ts";
import { SKILLS } from "../../domain/roles.ts";
import { hashPassword } from "../auth/passwords.ts";
import type { UsersRepository } from "../repositories/users.ts";

/** Demo-only password of every demo account (documented in the README). */
export const DEMO_PASSWORD = "demo1234";

const INSPECT_SKILLS = SKILLS.filter((s) => s !== "qc" && s !== "qc_plate");

export const DEMO_USERS: {
  username: string;
  role: Role;
  sex: "Male" | "Female" | "Other";
  skills: Skill[];
}[] = [
  { username: "agent1", role: "AGENT", sex: "Male", skills: [...INSPECT_SKILLS] },
  {
    username: "agent2",
    role: "AGENT",
    sex: "Female",
    skills: ["vin", "odom", "plate_number", "trim_id", "ext_id"],
  },
  {
    username: "agent3",
    role: "AGENT",
    sex: "Other",
    skills: ["damage_full", "damage_other", "damage_body", "tire", "glass", "interior"],
  },
  { username: "qa1", role: "QA", sex: "Female", skills: ["qc", "qc_plate"] },
  { username: "admin1", role: "ADMIN", sex: "Male", skills: [...SKILLS] },
  { username: "trainer1", role: "TRAINER", sex: "Female", skills: [] },
  { username: "super1", role: "SUPER", sex: "Male", skills: [...SKILLS] },
  { username: "trainee1", role: "TRAINEE", sex: "Other", skills: ["vin", "odom"] },
  { username: "viewer1", role: "VIEWER", sex: "Male", skills: [] },
];

/** Seeds the demo accounts on an empty database only, so a second start keeps what users changed. */
export async function seedDemoUsers(users: UsersRepository): Promise<boolean> {
  if ((await users.count()) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) {
    await users.upsert({ ...u, passwordHash, email: `${u.username}@demo.invalid` });
  }
  return true;
}

/**
 * Creates or updates a user from the shell; the password is read from standard input so it never
 * lands in shell history or the process list.
 *   echo 'secret-password' | npm run user -- --username alice --role ADMIN --skills vin,odom [--sex Female] [--email a@b.c]
 *   npm run user -- --username alice --disable
 */
import { parseArgs } from "node:util";
import { isSex, isValidEmail, MIN_PASSWORD_LENGTH } from "../../domain/profile.ts";
import { isRole, SKILLS, type Skill } from "../../domain/roles.ts";
import { hashPassword } from "../auth/passwords.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { SessionsRepository } from "../repositories/sessions.ts";
import { TaskFailedRepository } from "../repositories/taskFailed.ts";
import { UsersRepository } from "../repositories/users.ts";
import { prepareDatabase } from "../server.ts";

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: "string" },
      role: { type: "string" },
      skills: { type: "string", default: "" },
      sex: { type: "string" },
      email: { type: "string" },
      disable: { type: "boolean", default: false },
    },
  });
  const username = values.username?.trim();
  if (!username || !/^[A-Za-z0-9_.-]{2,64}$/.test(username))
    fail("--username is required (2-64 letters, digits, _ . -)");
  // The CLI creates accounts only; demo data is never seeded from here.
  const config = { ...loadConfig(), seedDemo: false };
  const { database } = await prepareDatabase(config);
  const users = new UsersRepository(database.db);
  try {
    if (values.disable) {
      const user = await users.findByUsername(username);
      if (!user) fail(`No user ${username}`);
      await users.setDisabled(username, true);
      await new SessionsRepository(database.db).revokeAllOf(user.id);
      console.log(`Disabled ${username} and ended their sessions.`);
      return;
    }
    const role = values.role?.toUpperCase();
    if (!isRole(role)) fail("--role must be one of AGENT, ADMIN, QA, TRAINER, SUPER, TRAINEE, VIEWER");
    const skills = values.skills
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = skills.filter((s) => !(SKILLS as readonly string[]).includes(s));
    if (unknown.length) fail(`Unknown skills: ${unknown.join(", ")}. Known: ${SKILLS.join(", ")}`);
    if (values.sex !== undefined && !isSex(values.sex)) fail("--sex must be Male, Female or Other");
    if (values.email && !isValidEmail(values.email)) fail("--email is not a valid email address");
    const password = await readStdin();
    if (password.length < MIN_PASSWORD_LENGTH)
      fail(`The password (from standard input) needs ${MIN_PASSWORD_LENGTH}+ characters`);
    const existing = await users.findByUsername(username);
    const row = await users.upsert({
      username,
      role,
      skills: skills as Skill[],
      // Fields not given keep their current value on an update.
      sex: values.sex ?? existing?.sex ?? "Other",
      email: values.email ?? existing?.email ?? "",
      passwordHash: await hashPassword(password),
    });
    // A role or password change must end the sessions issued before it.
    if (existing) await new SessionsRepository(database.db).revokeAllOf(row.id);
    // The badge's count depends on the role: a new or promoted TRAINER or SUPER waits on VERIFYING tasks.
    await new TaskFailedRepository(database.db).recountTotals(database.db, [row.username]);
    console.log(`${existing ? "Updated" : "Created"} ${row.username} (${row.role}) on ${database.engine}.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});

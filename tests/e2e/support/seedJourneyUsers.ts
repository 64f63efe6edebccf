/**
 * Run before the e2e server starts, on its data folder (PGlite admits one process at a time): migrates,
 * seeds the demo world as the server would, then adds every journey's own accounts (journeyUsers.ts).
 */
import { hashPassword } from "../../../src/server/auth/passwords.ts";
import { loadConfig } from "../../../src/server/config.ts";
import { UsersRepository } from "../../../src/server/repositories/users.ts";
import { DEMO_PASSWORD } from "../../../src/server/seed/demoUsers.ts";
import { prepareDatabase } from "../../../src/server/server.ts";
import { journeyAccounts } from "./journeyUsers.ts";

const { database } = await prepareDatabase(loadConfig());
try {
  const users = new UsersRepository(database.db);
  // One hash for all: they share the demo password, and hashing is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts = journeyAccounts();
  for (const { username, demo } of accounts)
    await users.upsert({
      username,
      role: demo.role,
      sex: demo.sex,
      skills: [...demo.skills],
      passwordHash,
      email: `${username}@demo.invalid`,
    });
  console.log(`e2e: ${accounts.length} journey accounts on ${database.engine}`);
} finally {
  await database.close();
}

import { loadOrCreateSecret } from "./auth/secret.ts";
import type { Config } from "./config.ts";
import { migrateToLatest, type OpenedDatabase, openDatabase } from "./db/connect.ts";
import { UsersRepository } from "./repositories/users.ts";
import { seedDemoCages } from "./seed/demoCages.ts";
import { seedDemoFailedTasks } from "./seed/demoFailedTasks.ts";
import { seedDemoInspections } from "./seed/demoInspections.ts";
import { seedDemoUsers } from "./seed/demoUsers.ts";

/** Opens the configured database, migrates it and seeds demo data when asked: shared by the server and CLIs. */
export async function prepareDatabase(
  config: Config,
): Promise<{ database: OpenedDatabase; jwtSecret: string }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
  });
  await migrateToLatest(database.db);
  if (config.seedDemo) {
    await seedDemoUsers(new UsersRepository(database.db));
    await seedDemoInspections(database.db, config.dataDir);
    await seedDemoFailedTasks(database.db);
    await seedDemoCages(database.db, config.dataDir);
  }
  const jwtSecret = config.jwtSecret ?? loadOrCreateSecret(config.dataDir);
  return { database, jwtSecret };
}

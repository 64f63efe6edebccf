import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROLES, type Role } from "../../../src/domain/roles.ts";
import { CagesRepository } from "../../../src/server/repositories/cages.ts";
import { DEMO_USERS } from "../../../src/server/seed/demoUsers.ts";
import { loginAs, startTestApp, type TestApp } from "./testApp.ts";

/** A test app with its own data folder (cage files) and a token per role; `env` adds settings. */
export async function startCageApp(env: Record<string, string> = {}): Promise<{
  t: TestApp;
  tokens: Map<Role, string>;
  repo: CagesRepository;
  dataDir: string;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), "cages-"));
  const t = await startTestApp({ LOGIN_RATE_LIMIT_MAX: "1000", DATA_DIR: dataDir, ...env });
  const tokens = new Map<Role, string>();
  for (const role of ROLES) {
    const user = DEMO_USERS.find((u) => u.role === role);
    if (!user) throw new Error(`no demo user for ${role}`);
    tokens.set(role, await loginAs(t.app, user.username));
  }
  return { t, tokens, repo: new CagesRepository(t.database.db), dataDir };
}

/** A cage with the four outline slots (no files), in the given status. */
export async function makeCage(
  repo: CagesRepository,
  over: { status?: string; make?: string; model?: string; year?: number; bodyType?: string } = {},
): Promise<{ id: string; details: Record<string, string> }> {
  return repo.transaction(async (tx) => {
    const id = await repo.insert(tx, {
      make: over.make ?? "Toyota",
      model: over.model ?? "Camry",
      year: over.year ?? 2020,
      body_type: over.bodyType ?? "4dr",
      status: over.status ?? "DRAFT",
    });
    const details: Record<string, string> = {};
    for (const code of ["04", "05", "07", "08"])
      details[code] = await repo.insertDetail(tx, { cageId: id, code, name: code });
    return { id, details };
  });
}

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../src/server/auth/passwords.ts";
import { openDatabase } from "../../src/server/db/connect.ts";
import { UsersRepository } from "../../src/server/repositories/users.ts";
import { engineUnderTest } from "./support/testApp.ts";

/** The production path to a first administrator: the user command, password on standard input. */
const dataDir = mkdtempSync(join(tmpdir(), "user-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (args: string[], input: string) =>
  spawnSync("npx", ["tsx", "src/server/cli/user.ts", ...args], {
    input,
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "" },
    timeout: 120_000,
  });

// The CLI always works on the embedded engine here; once per run is enough.
describe.skipIf(engineUnderTest === "postgres")("npm run user", () => {
  it("creates a user, then updates it on a second run over the same data", { timeout: 240_000 }, async () => {
    const created = run(
      ["--username", "alice", "--role", "admin", "--skills", "vin,qc", "--sex", "Female"],
      "first-pass-1\n",
    );
    expect(created.stderr).not.toMatch(/Error/);
    expect(created.stdout).toContain("Created alice (ADMIN) on pglite");

    const refused = run(["--username", "alice", "--role", "ADMIN"], "short\n");
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("8+ characters");

    const badRole = run(["--username", "bob", "--role", "EMPEROR"], "long-enough-pass\n");
    expect(badRole.status).toBe(2);

    const updated = run(["--username", "alice", "--role", "SUPER", "--skills", "vin"], "second-pass-2\n");
    expect(updated.stdout).toContain("Updated alice (SUPER)");

    const db = await openDatabase({ dataDir });
    try {
      const users = new UsersRepository(db.db);
      const alice = await users.findByUsername("alice");
      expect(alice).toMatchObject({ role: "SUPER", skills: ["vin"], sex: "Female" });
      expect(await verifyPassword("second-pass-2", alice!.password_hash)).toBe(true);
      expect(alice!.password_hash).not.toContain("second-pass-2");
      // The CLI never seeds demo accounts.
      expect(await users.findByUsername("agent1")).toBeUndefined();
      expect(await users.findByUsername("bob")).toBeUndefined();
    } finally {
      await db.close();
    }
  });
});

import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The embedded default keeps a random signing secret in DATA_DIR, created once with owner-only
 * permissions, so tokens survive restarts without anyone configuring a secret.
 */
export function loadOrCreateSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return readFileSync(file, "utf8").trim();
  }
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  return secret;
}

/**
 * API keys for machine callers from the shell (issue 24), as the Integrations screen does:
 *   npm run apikey -- create --name "Capture app" --scopes ingest[,results]   (prints the key once)
 *   npm run apikey -- list
 *   npm run apikey -- revoke <id or key prefix>
 */
import { parseArgs } from "node:util";
import { API_KEY_SCOPES, isApiKeyScope } from "../../domain/integrations.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { ApiKeysRepository } from "../repositories/apiKeys.ts";
import { prepareDatabase } from "../server.ts";
import { ApiKeyService } from "../services/apiKeys.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const USAGE = `Usage: npm run apikey -- create --name <name> --scopes ${API_KEY_SCOPES.join(",")} | list | revoke <id or prefix>`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: "string" }, scopes: { type: "string", default: "" } },
  });
  const [command, target] = positionals;
  if (command !== "create" && command !== "list" && command !== "revoke") fail(USAGE);
  const scopes = values.scopes
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (command === "create") {
    if (!values.name?.trim()) fail("--name is required");
    const unknown = scopes.filter((s) => !isApiKeyScope(s));
    if (scopes.length === 0 || unknown.length > 0)
      fail(`--scopes must list some of ${API_KEY_SCOPES.join(", ")}`);
  }
  if (command === "revoke" && !target) fail(USAGE);
  // Keys only: demo data is never seeded from here.
  const { database } = await prepareDatabase({ ...loadConfig(), seedDemo: false });
  const keys = new ApiKeyService(new ApiKeysRepository(database.db));
  try {
    if (command === "create") {
      const { key, apiKey } = await keys.create(values.name ?? "", scopes.filter(isApiKeyScope), null);
      console.log(`Created ${apiKey.name} (${apiKey.scopes.join(", ")}), id ${apiKey._id}.`);
      console.log("The key, shown this once (only its hash is stored):");
      console.log(key);
    } else if (command === "list") {
      for (const k of await keys.list()) {
        const state = k.revokedAt ? `revoked ${k.revokedAt}` : "active";
        console.log(`${k._id}  ${k.prefix}…  ${k.name}  [${k.scopes.join(",")}]  ${state}`);
      }
    } else {
      const match = (await keys.list()).filter((k) => k._id === target || k.prefix === target);
      if (match.length !== 1) fail(`No single key ${target} (give its id or its prefix from list)`);
      await keys.revoke(match[0]!._id, null);
      console.log(`Revoked ${match[0]!.name}.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});

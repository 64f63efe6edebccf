import { createHash, randomBytes } from "node:crypto";
import type { ApiKeyView } from "../../contract/apiKeys.ts";
import { type ApiKeyScope, isApiKeyScope } from "../../domain/integrations.ts";
import { TEXTS } from "../../domain/texts.ts";
import { AppError, forbidden, notFound, unauthorized } from "../errors.ts";
import type { ApiKeyRow, ApiKeysRepository } from "../repositories/apiKeys.ts";

/** Who called with an API key: the key's id, name and scopes (no user: a key acts for no one). */
export interface ApiKeyCaller {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
}

const KEY_PREFIX = "vik_";
/** 32 random bytes, base64url: 256 bits, so a plain SHA-256 of it cannot be searched back (decisions.md). */
const KEY_SHAPE = /^vik_[A-Za-z0-9_-]{43}$/;
/** How stale `last_used_at` may get before a request writes it again (one write a minute per key at most). */
const TOUCH_AFTER_MS = 60_000;

const hashKey = (key: string): Buffer => createHash("sha256").update(key, "utf8").digest();

/** The key a request carries: `Authorization: ApiKey <key>` or `X-Api-Key: <key>`; null when none. */
export function apiKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const auth = headers.authorization;
  if (typeof auth === "string" && /^ApiKey /i.test(auth)) return auth.slice(7).trim();
  const header = headers["x-api-key"];
  return typeof header === "string" ? header.trim() : null;
}

export const toApiKeyView = (row: ApiKeyRow): ApiKeyView => ({
  _id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes.filter(isApiKeyScope),
  createdBy: row.created_by_name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

/** API keys for machine callers (issue 24): made, listed and revoked by ADMIN and SUPER, checked per call. */
export class ApiKeyService {
  constructor(private readonly repo: ApiKeysRepository) {}

  /** A new key: answered once here, only its hash is stored. */
  async create(
    name: string,
    scopes: readonly ApiKeyScope[],
    createdBy: string | null,
  ): Promise<{ key: string; apiKey: ApiKeyView }> {
    const key = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
    const row = await this.repo.insert({
      name: name.trim(),
      prefix: key.slice(0, KEY_PREFIX.length + 8),
      keyHash: hashKey(key),
      scopes: [...new Set(scopes)],
      createdBy,
    });
    return { key, apiKey: toApiKeyView(row) };
  }

  async list(): Promise<ApiKeyView[]> {
    return (await this.repo.list()).map(toApiKeyView);
  }

  async revoke(id: string, by: string | null): Promise<void> {
    if (await this.repo.revoke(id, by)) return;
    if (!(await this.repo.exists(id))) throw notFound();
    throw new AppError(409, "ALREADY_REVOKED", TEXTS.apiKeyAlreadyRevoked);
  }

  /**
   * The caller behind a key for a call that accepts `scope`: an unknown or revoked key is 401, a key
   * without the scope 403.
   */
  async authenticate(key: string, scope: ApiKeyScope): Promise<ApiKeyCaller> {
    if (!KEY_SHAPE.test(key)) throw unauthorized();
    const row = await this.repo.findLive(hashKey(key));
    if (!row) throw unauthorized();
    const scopes = row.scopes.filter(isApiKeyScope);
    if (!scopes.includes(scope)) throw forbidden();
    if (!row.last_used_at || Date.now() - row.last_used_at.getTime() > TOUCH_AFTER_MS) {
      await this.repo.touch(row.id);
    }
    return { id: row.id, name: row.name, scopes };
  }
}

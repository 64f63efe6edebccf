import type { Selectable } from "kysely";
import type { ApiKeyScope } from "../../domain/integrations.ts";
import type { Db } from "../db/connect.ts";
import type { ApiKeysTable } from "../db/schemaIntegrations.ts";

export type ApiKeyRow = Selectable<ApiKeysTable> & { created_by_name: string | null };

/** API keys (migration 0027): looked up by the SHA-256 of the key, never by the key. */
export class ApiKeysRepository {
  constructor(private readonly db: Db) {}

  private selectWithCreator() {
    return this.db
      .selectFrom("api_keys as k")
      .leftJoin("users as u", "u.id", "k.created_by")
      .selectAll("k")
      .select("u.username as created_by_name");
  }

  async insert(row: {
    name: string;
    prefix: string;
    keyHash: Buffer;
    scopes: readonly ApiKeyScope[];
    createdBy: string | null;
  }): Promise<ApiKeyRow> {
    const { id } = await this.db
      .insertInto("api_keys")
      .values({
        name: row.name,
        prefix: row.prefix,
        key_hash: row.keyHash,
        scopes: [...row.scopes],
        created_by: row.createdBy,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return this.selectWithCreator().where("k.id", "=", id).executeTakeFirstOrThrow();
  }

  list(): Promise<ApiKeyRow[]> {
    return this.selectWithCreator().orderBy("k.created_at", "desc").orderBy("k.id").execute();
  }

  /** The live (unrevoked) key with this hash. */
  findLive(keyHash: Buffer) {
    return this.db
      .selectFrom("api_keys")
      .select(["id", "name", "scopes", "last_used_at"])
      .where("key_hash", "=", keyHash)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
  }

  async touch(id: string): Promise<void> {
    await this.db.updateTable("api_keys").set({ last_used_at: new Date() }).where("id", "=", id).execute();
  }

  /** Answers whether a live key was revoked (false: unknown or already revoked). */
  async revoke(id: string, by: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable("api_keys")
      .set({ revoked_at: new Date(), revoked_by: by })
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async exists(id: string): Promise<boolean> {
    return (
      (await this.db.selectFrom("api_keys").select("id").where("id", "=", id).executeTakeFirst()) !==
      undefined
    );
  }
}

import type { Selectable, Transaction } from "kysely";
import type { Db } from "../db/connect.ts";
import type { Database, UsersTable } from "../db/schema.ts";
import { ActivityRepository } from "./activity.ts";

export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  username: string;
  passwordHash: string;
  role: string;
  sex: string;
  email: string;
  skills: string[];
  timezone?: string;
}

export interface ProfileChanges {
  email?: string;
  sex?: string;
  timezone?: string;
  passwordHash?: string;
}

export class UsersRepository {
  constructor(private readonly db: Db) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  }

  findByUsername(username: string): Promise<UserRow | undefined> {
    return this.db.selectFrom("users").selectAll().where("username", "=", username).executeTakeFirst();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Creates the user, or updates role, skills, password (and the given profile fields) of an existing one. */
  async upsert(user: NewUser): Promise<UserRow> {
    const values = {
      username: user.username,
      password_hash: user.passwordHash,
      role: user.role,
      sex: user.sex,
      email: user.email,
      skills: JSON.stringify(user.skills),
      timezone: user.timezone ?? "Asia/Ho_Chi_Minh",
    };
    return this.db
      .insertInto("users")
      .values(values)
      .onConflict((oc) =>
        oc.column("username").doUpdateSet({
          password_hash: values.password_hash,
          role: values.role,
          sex: values.sex,
          email: values.email,
          skills: values.skills,
          timezone: values.timezone,
          disabled: false,
          updated_at: new Date(),
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateProfile(id: string, changes: ProfileChanges): Promise<UserRow> {
    return this.db
      .updateTable("users")
      .set({
        ...(changes.email !== undefined ? { email: changes.email } : {}),
        ...(changes.sex !== undefined ? { sex: changes.sex } : {}),
        ...(changes.timezone !== undefined ? { timezone: changes.timezone } : {}),
        ...(changes.passwordHash !== undefined ? { password_hash: changes.passwordHash } : {}),
        updated_at: new Date(),
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Sets the status and records the status period (onDuty of the agent statistics). */
  async setStatus(id: string, status: string): Promise<UserRow> {
    return this.db.transaction().execute(async (trx) => {
      await new ActivityRepository(this.db).statusChanged(trx, id, status);
      return trx
        .updateTable("users")
        .set({ status, status_changed_at: new Date() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /** Waiting <-> Inspecting as dispatch and answers move the user (both count as on duty). */
  async setWorkStatus(tx: Transaction<Database>, id: string, from: string, to: string): Promise<void> {
    await tx
      .updateTable("users")
      .set({ status: to, status_changed_at: new Date() })
      .where("id", "=", id)
      .where("status", "=", from)
      .execute();
  }

  /** The user row locked for a claim, so one user's concurrent claims queue behind each other. */
  lockForClaim(tx: Transaction<Database>, id: string): Promise<UserRow | undefined> {
    return tx.selectFrom("users").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  }

  async setDisabled(username: string, disabled: boolean): Promise<void> {
    await this.db
      .updateTable("users")
      .set({ disabled, updated_at: new Date() })
      .where("username", "=", username)
      .execute();
  }
}

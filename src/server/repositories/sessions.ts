import type { Db } from "../db/connect.ts";

export interface NewSession {
  jti: string;
  userId: string;
  role: string;
  expiresAt: Date;
  loginUrl: string | null;
  loginRole: string | null;
  ip: string | null;
  userAgent: string | null;
}

export class SessionsRepository {
  constructor(private readonly db: Db) {}

  async create(s: NewSession): Promise<void> {
    await this.db
      .insertInto("sessions")
      .values({
        jti: s.jti,
        user_id: s.userId,
        role: s.role,
        expires_at: s.expiresAt,
        login_url: s.loginUrl,
        login_role: s.loginRole,
        ip: s.ip,
        user_agent: s.userAgent,
      })
      .execute();
  }

  /**
   * The session behind a token is live when it is not revoked, not expired, its user is enabled and
   * still has the role the token was issued for (so a role change logs the user out at once).
   */
  async isLive(jti: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select("sessions.jti")
      .where("sessions.jti", "=", jti)
      .where("sessions.user_id", "=", userId)
      .where("sessions.revoked_at", "is", null)
      .where("sessions.expires_at", ">", new Date())
      .where("users.disabled", "=", false)
      .whereRef("users.role", "=", "sessions.role")
      .executeTakeFirst();
    return row !== undefined;
  }

  async revoke(jti: string): Promise<void> {
    await this.db
      .updateTable("sessions")
      .set({ revoked_at: new Date() })
      .where("jti", "=", jti)
      .where("revoked_at", "is", null)
      .execute();
  }

  /** After a password change every other session of the user ends. */
  async revokeOthers(userId: string, keepJti: string): Promise<void> {
    await this.db
      .updateTable("sessions")
      .set({ revoked_at: new Date() })
      .where("user_id", "=", userId)
      .where("jti", "!=", keepJti)
      .where("revoked_at", "is", null)
      .execute();
  }

  async revokeAllOf(userId: string): Promise<void> {
    await this.db
      .updateTable("sessions")
      .set({ revoked_at: new Date() })
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .execute();
  }

  /** Live sessions of a user (used to decide whether a logout leaves the user Offline). */
  async countLive(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom("sessions")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", new Date())
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

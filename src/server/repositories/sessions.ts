import { sql } from "kysely";
import type { Db } from "../db/connect.ts";
import { prepared } from "../db/preparedClient.ts";

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

export type SessionState = "live" | "kicked" | "expired" | "gone";

/**
 * What the lists need of the caller (the profile's timezone, the badge's count), read by the session
 * check that every request runs anyway: one statement fewer per list call.
 */
export interface Caller {
  timezone: string;
  totalTaskFailed: number;
}

interface StateRow {
  revoked_at: Date | null;
  end_reason: string | null;
  expires_at: Date;
  session_role: string;
  user_role: string;
  disabled: boolean;
  timezone: string;
  total_task_failed: number;
}

function stateOf(row: StateRow | undefined): SessionState {
  if (!row) return "gone";
  if (row.disabled || row.user_role !== row.session_role) return "kicked";
  if (row.revoked_at !== null) return row.end_reason === "admin" ? "kicked" : "gone";
  return new Date(row.expires_at).getTime() <= Date.now() ? "expired" : "live";
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
   * What stands behind a token now: 'live' when its session is not ended, not expired, its user is
   * enabled and still has the role the token was issued for; 'kicked' when an administrator ended it
   * (account disabled, role changed, sessions ended); 'expired' when the shift ran out; 'gone' when the
   * user logged out, changed the password elsewhere, or no such session exists.
   */
  async state(jti: string, userId: string, role: string): Promise<SessionState> {
    return (await this.check(jti, userId, role)).state;
  }

  /**
   * The session's state and, when live, what the lists need of its user (Caller).
   * The session's state for a token's `jti`, `sub` and `role`: a token whose role is not the one its
   * session was opened with is no session of ours ("gone"), whoever signed it (defence in depth).
   */
  async check(
    jti: string,
    userId: string,
    role: string,
  ): Promise<{ state: SessionState; caller: Caller | null }> {
    // Every authenticated request runs this: two primary-key lookups, only the columns the answer
    // needs, prepared once per connection (preparedClient.ts). Never cached: logout, a disabled
    // account and a role change act at once on every instance (issue 8).
    const { rows } = await sql<StateRow>`${prepared}
      select s.revoked_at, s.end_reason, s.expires_at, s.role as session_role, u.role as user_role, u.disabled,
        u.timezone, u.total_task_failed
      from sessions s join users u on u.id = s.user_id
      where s.jti = ${jti} and s.user_id = ${userId}`.execute(this.db);
    const row = rows[0];
    const state = row && row.session_role !== role ? "gone" : stateOf(row);
    const caller =
      row && state === "live"
        ? { timezone: row.timezone, totalTaskFailed: Number(row.total_task_failed) }
        : null;
    return { state, caller };
  }

  /** The user's own logout. */
  async revoke(jti: string): Promise<void> {
    await this.db
      .updateTable("sessions")
      .set({ revoked_at: new Date(), end_reason: "logout" })
      .where("jti", "=", jti)
      .where("revoked_at", "is", null)
      .execute();
  }

  /** After the user changes the password every other session of the user ends. */
  async revokeOthers(userId: string, keepJti: string): Promise<void> {
    await this.db
      .updateTable("sessions")
      .set({ revoked_at: new Date(), end_reason: "password" })
      .where("user_id", "=", userId)
      .where("jti", "!=", keepJti)
      .where("revoked_at", "is", null)
      .execute();
  }

  /** An administrator ends every session of the user (disable, role or password change): KICK_AGENT. */
  async revokeAllOf(userId: string): Promise<void> {
    await this.db
      .updateTable("sessions")
      .set({ revoked_at: new Date(), end_reason: "admin" })
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

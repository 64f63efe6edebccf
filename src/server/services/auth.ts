import type { AuthResponse } from "../../contract/users.ts";
import { isRole } from "../../domain/roles.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { PasswordGuard } from "../auth/passwordGuard.ts";
import type { TokenClaims, TokenService } from "../auth/tokens.ts";
import { AppError, unauthorized } from "../errors.ts";
import type { Caller, SessionsRepository } from "../repositories/sessions.ts";
import type { UsersRepository } from "../repositories/users.ts";
import { toUserView } from "./userView.ts";

/** The verified claims with what the session check read of the caller (`Caller`, for the lists). */
export type CallerClaims = TokenClaims & { caller?: Caller };

const shiftExpired = () => unauthorized("SHIFT_EXPIRED", TEXTS.shiftExpired);

export interface LoginInput {
  login: string;
  password: string;
  url?: string | undefined;
  role?: string | undefined;
  ip: string | null;
  userAgent: string | null;
}

export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly tokens: TokenService,
    private readonly agentVer: string,
    private readonly passwords: PasswordGuard,
  ) {}

  /**
   * Same answer (and about the same time) for an unknown user, a disabled one and a wrong password;
   * the guard's limits and hash pool apply to each alike.
   */
  async login(input: LoginInput): Promise<AuthResponse> {
    // A refusal at the limit reads nothing: a flood past it costs no database round trip.
    this.passwords.refuseIfLimited(input.login, input.ip ?? "");
    const user = await this.users.findByUsername(input.login);
    const ok = await this.passwords.check(input.login, input.ip ?? "", input.password, user?.password_hash);
    if (!user || !ok || user.disabled || !isRole(user.role)) {
      throw new AppError(401, "BAD_CREDENTIALS", TEXTS.badCredentials);
    }
    const { token, claims } = await this.tokens.issue({
      id: user.id,
      username: user.username,
      role: user.role,
    });
    await this.sessions.create({
      jti: claims.jti,
      userId: user.id,
      role: user.role,
      expiresAt: new Date(claims.exp * 1000),
      loginUrl: input.url ?? null,
      loginRole: input.role ?? null,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    const row = user.status === "Offline" ? await this.users.setStatus(user.id, "Online") : user;
    return { success: true, message: TEXTS.success, token, user: toUserView(row, this.agentVer) };
  }

  /**
   * Token signature, expiry and the live session row: logout, disable and role change act at once.
   * A token lives one shift (product §S1): past it the answer is SHIFT_EXPIRED; a session an
   * administrator ended is KICK_AGENT; the client shows either message and logs out on CLOSE (product §8).
   * A missing, forged or logged-out token stays a plain Unauthorized.
   */
  async authenticate(authorization: string | undefined): Promise<CallerClaims> {
    const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(authorization ?? "");
    if (!match?.[1]) throw unauthorized();
    const result = this.tokens.verify(match[1]);
    if (!result.ok) throw result.reason === "expired" ? shiftExpired() : unauthorized();
    const { state, caller } = await this.sessions.check(
      result.claims.jti,
      result.claims.sub,
      result.claims.role,
    );
    if (state === "kicked") throw unauthorized("KICK_AGENT", TEXTS.kickAgent);
    if (state === "expired") throw shiftExpired();
    if (state !== "live" || !caller) throw unauthorized();
    return { ...result.claims, caller };
  }

  async logout(claims: TokenClaims): Promise<void> {
    await this.sessions.revoke(claims.jti);
    if ((await this.sessions.countLive(claims.sub)) === 0) await this.users.setStatus(claims.sub, "Offline");
  }
}

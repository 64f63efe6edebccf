import type { AuthResponse, ChangeProfileBody, User } from "../../contract/users.ts";
import { validateProfileChange } from "../../domain/profile.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { PasswordGuard } from "../auth/passwordGuard.ts";
import type { TokenClaims } from "../auth/tokens.ts";
import { AppError, badRequest, notFound } from "../errors.ts";
import type { SessionsRepository } from "../repositories/sessions.ts";
import type { UsersRepository } from "../repositories/users.ts";
import { toUserView } from "./userView.ts";

export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly agentVer: string,
    private readonly passwords: PasswordGuard,
  ) {}

  async me(claims: TokenClaims): Promise<User> {
    const row = await this.users.findById(claims.sub);
    if (!row) throw notFound();
    return toUserView(row, this.agentVer);
  }

  /**
   * Validated by the same domain rule the form uses; a password change ends the user's other sessions.
   * The old password is checked under the login's limits (a live session is no licence to guess it).
   */
  async change(
    claims: TokenClaims,
    token: string,
    body: ChangeProfileBody,
    address: string,
  ): Promise<AuthResponse> {
    const errors = validateProfileChange(body);
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first);
    const row = await this.users.findById(claims.sub);
    if (!row) throw notFound();
    let passwordHash: string | undefined;
    if (body.newPassword !== undefined) {
      if (!(await this.passwords.check(row.username, address, body.oldPassword ?? "", row.password_hash))) {
        throw new AppError(400, "WRONG_PASSWORD", TEXTS.wrongOldPassword);
      }
      passwordHash = await this.passwords.hash(body.newPassword);
    }
    const updated = await this.users.updateProfile(claims.sub, {
      email: body.email,
      sex: body.sex,
      timezone: body.timezone,
      passwordHash,
    });
    if (passwordHash) await this.sessions.revokeOthers(claims.sub, claims.jti);
    return { success: true, message: TEXTS.profileSaved, token, user: toUserView(updated, this.agentVer) };
  }

  async updateAction(claims: TokenClaims, status: "Waiting" | "Online"): Promise<User> {
    const row = await this.users.setStatus(claims.sub, status);
    return toUserView(row, this.agentVer);
  }
}

import type { FastifyInstance } from "fastify";
import { changeProfile, login, logout, me, updateAction } from "../../contract/users.ts";
import { TEXTS } from "../../domain/texts.ts";
import { registerCall } from "../http/registerCall.ts";
import type { Services } from "../services/index.ts";

export async function userRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // Limits (per account and address, per address, per account) and the hash pool: PasswordGuard.
  registerCall(app, login, async ({ body, req }) =>
    services.auth.login({
      login: body.login,
      password: body.password,
      url: body.url,
      role: body.role,
      ip: req.ip,
      userAgent: req.headers["user-agent"] ?? null,
    }),
  );

  // Signing out, Back To Start and Start Inspect give back the next task held ahead (issue 21, item 7).
  registerCall(app, logout, async ({ auth }) => {
    await services.tasks.heldAhead.release(auth().sub);
    await services.auth.logout(auth());
    return { success: true, message: TEXTS.loggedOut };
  });

  registerCall(app, me, async ({ auth }) => ({
    success: true as const,
    user: await services.profile.me(auth()),
  }));

  registerCall(app, updateAction, async ({ auth, body }) => {
    await services.tasks.heldAhead.release(auth().sub);
    return {
      success: true as const,
      message: TEXTS.success,
      user: await services.profile.updateAction(auth(), body.status),
    };
  });

  registerCall(app, changeProfile, async ({ auth, body, req }) => {
    const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    return services.profile.change(auth(), token, body, req.ip);
  });
}

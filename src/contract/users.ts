import { type Static, Type } from "typebox";
import { ROLES, SEXES, SKILLS, USER_STATUSES } from "../domain/roles.ts";
import { ALL_ROLES, defineCall, MessageBody } from "./call.ts";
import { route } from "./routes.ts";

export const RoleSchema = Type.Enum(ROLES);
export const SexSchema = Type.Enum(SEXES);
export const SkillSchema = Type.Enum(SKILLS);
export const UserStatusSchema = Type.Enum(USER_STATUSES);

/** The user as the client sees it (product §3 User). Never carries the password hash. */
export const User = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  role: RoleSchema,
  sex: SexSchema,
  email: Type.String(),
  skills: Type.Array(SkillSchema),
  totalTaskFailed: Type.Integer(),
  agentVer: Type.String(),
  status: UserStatusSchema,
  options: Type.Object({ timezone: Type.String() }),
});
export type User = Static<typeof User>;

export const AuthResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  token: Type.String(),
  user: User,
});
export type AuthResponse = Static<typeof AuthResponse>;

export const login = defineCall({
  ...route("login"),
  summary: "Sign in with username and password; answers a signed token for one shift.",
  tag: "users",
  access: "public",
  schema: {
    body: Type.Object({
      login: Type.String({ minLength: 1, maxLength: 64 }),
      password: Type.String({ minLength: 1, maxLength: 256 }),
      // Recorded, never trusted (product §S1).
      url: Type.Optional(Type.String({ maxLength: 64 })),
      role: Type.Optional(Type.String({ maxLength: 32 })),
    }),
    response: AuthResponse,
  },
});

export const logout = defineCall({
  ...route("logout"),
  summary: "Revoke the caller's session.",
  tag: "users",
  access: ALL_ROLES,
  schema: { response: MessageBody },
});

export const me = defineCall({
  ...route("me"),
  summary: "The signed-in user, fresh from the database.",
  tag: "users",
  access: ALL_ROLES,
  schema: { response: Type.Object({ success: Type.Literal(true), user: User }) },
});

export const updateAction = defineCall({
  ...route("updateAction"),
  summary: "Move between Online and Waiting (Start Inspect / back button).",
  tag: "users",
  access: ALL_ROLES,
  schema: {
    body: Type.Object({ status: Type.Union([Type.Literal("Waiting"), Type.Literal("Online")]) }),
    response: Type.Object({ success: Type.Literal(true), message: Type.String(), user: User }),
  },
});

export const ChangeProfileBody = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 254 })),
    sex: Type.Optional(SexSchema),
    timezone: Type.Optional(Type.String({ maxLength: 64 })),
    oldPassword: Type.Optional(Type.String({ maxLength: 256 })),
    newPassword: Type.Optional(Type.String({ maxLength: 256 })),
  },
  { additionalProperties: false },
);
export type ChangeProfileBody = Static<typeof ChangeProfileBody>;

export const changeProfile = defineCall({
  ...route("changeProfile"),
  summary: "Change email, sex, timezone, or password (with the old password).",
  tag: "users",
  access: ALL_ROLES,
  schema: { body: ChangeProfileBody, response: AuthResponse },
});

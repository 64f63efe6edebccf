import { type Static, type TSchema, Type } from "typebox";
import { ROLES, type Role } from "../domain/roles.ts";

/**
 * Every error the API answers has this body (spec §8: success flag, code, message); a 409 may add the
 * resource's current status (an illegal cage move, server-behaviour §7).
 */
export const ErrorBody = Type.Object(
  {
    success: Type.Literal(false),
    code: Type.String(),
    message: Type.String(),
    status: Type.Optional(Type.String()),
  },
  { $id: "ErrorBody" },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const MessageBody = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Who may call: "public" (no token), or the roles allowed. */
export type Access = "public" | readonly Role[];
export const ALL_ROLES: readonly Role[] = ROLES;

export interface CallSchema {
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
  response: TSchema;
}

/**
 * One HTTP call of the contract: the server validates with its schema and enforces `access`,
 * the client types its requests from it, OpenAPI is generated from it, and the route x role
 * test walks it. Never hand-copy these types.
 */
export interface CallDef<S extends CallSchema = CallSchema> {
  id: string;
  method: HttpMethod;
  url: string;
  summary: string;
  tag: string;
  access: Access;
  /** A larger request body than the app default (bytes), e.g. ingestion with photos. */
  bodyLimit?: number;
  schema: S;
}

export const defineCall = <const S extends CallSchema>(call: CallDef<S>): CallDef<S> => call;

export type BodyOf<C extends CallDef> = C["schema"]["body"] extends TSchema
  ? Static<C["schema"]["body"]>
  : undefined;
export type QueryOf<C extends CallDef> = C["schema"]["querystring"] extends TSchema
  ? Static<C["schema"]["querystring"]>
  : undefined;
export type ParamsOf<C extends CallDef> = C["schema"]["params"] extends TSchema
  ? Static<C["schema"]["params"]>
  : undefined;
export type ResponseOf<C extends CallDef> = Static<C["schema"]["response"]>;

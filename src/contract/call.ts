import { type Static, type TSchema, Type } from "typebox";
import type { ApiKeyScope } from "../domain/integrations.ts";
import { ROLES, type Role } from "../domain/roles.ts";
import type { HttpMethod, RouteId } from "./routes.ts";
import { VehicleMismatch } from "./taskTypes.ts";

export type { HttpMethod } from "./routes.ts";

/**
 * Every error the API answers has this body (product §8: success flag, code, message); a 409 may add the
 * resource's current status (an illegal cage move, product §S7).
 */
export const ErrorBody = Type.Object(
  {
    success: Type.Literal(false),
    code: Type.String(),
    message: Type.String(),
    status: Type.Optional(Type.String()),
    /** 409 VEHICLE_MISMATCH: the decoded VIN's vehicle and the inspection's (an accept to confirm). */
    vehicleMismatch: Type.Optional(VehicleMismatch),
  },
  { $id: "ErrorBody" },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const MessageBody = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;

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
 * test walks it. Never hand-copy these types. Its id, method and url come from src/contract/routes.ts
 * (`...route(id)`); the id keeps its literal type so the client can find a call's types by id.
 */
export interface CallDef<S extends CallSchema = CallSchema, I extends string = string> {
  id: I;
  method: HttpMethod;
  url: string;
  summary: string;
  tag: string;
  access: Access;
  /**
   * An API key with this scope may call it too (`Authorization: ApiKey <key>` or `X-Api-Key`; issue 24).
   * Calls without one never accept a key.
   */
  apiKeyScope?: ApiKeyScope;
  /** A larger request body than the app default (bytes), e.g. ingestion with photos. */
  bodyLimit?: number;
  schema: S;
}

export const defineCall = <const S extends CallSchema, const I extends RouteId>(
  call: CallDef<S, I>,
): CallDef<S, I> => call;

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

import { type Static, Type } from "typebox";
import { API_KEY_SCOPES, INTEGRATION_MANAGERS } from "../domain/integrations.ts";
import { defineCall, MessageBody } from "./call.ts";
import { route } from "./routes.ts";

const Scope = Type.Enum(API_KEY_SCOPES);
const IdParams = Type.Object({ id: Type.String({ format: "uuid" }) });
const DateTime = Type.String({ format: "date-time" });
const NullableDate = Type.Union([DateTime, Type.Null()]);

export const ApiKeyView = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  /** The key's first characters (`vik_ab12cd34`), to tell keys apart; not enough to use it. */
  prefix: Type.String(),
  scopes: Type.Array(Scope),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: DateTime,
  lastUsedAt: NullableDate,
  revokedAt: NullableDate,
});
export type ApiKeyView = Static<typeof ApiKeyView>;

export const CreateApiKeyBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    scopes: Type.Array(Scope, { minItems: 1, maxItems: API_KEY_SCOPES.length, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type CreateApiKeyBody = Static<typeof CreateApiKeyBody>;

export const listApiKeys = defineCall({
  ...route("listApiKeys"),
  summary:
    "API keys for machine callers, newest first, revoked ones too (never the key itself). ADMIN and SUPER.",
  tag: "integrations",
  access: [...INTEGRATION_MANAGERS],
  schema: { response: Type.Object({ success: Type.Literal(true), data: Type.Array(ApiKeyView) }) },
});

export const createApiKey = defineCall({
  ...route("createApiKey"),
  summary:
    "Create an API key with scopes (ingest: POST /api/inspections; results: the result document, list and export). The key is in this answer only: the server keeps its SHA-256. ADMIN and SUPER.",
  tag: "integrations",
  access: [...INTEGRATION_MANAGERS],
  schema: {
    body: CreateApiKeyBody,
    response: Type.Object({ success: Type.Literal(true), key: Type.String(), apiKey: ApiKeyView }),
  },
});

export const revokeApiKey = defineCall({
  ...route("revokeApiKey"),
  summary: "Revoke an API key: refused from the next request on. ADMIN and SUPER.",
  tag: "integrations",
  access: [...INTEGRATION_MANAGERS],
  schema: { params: IdParams, response: MessageBody },
});

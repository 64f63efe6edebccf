import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Access, BodyOf, CallDef, ParamsOf, QueryOf, ResponseOf } from "../../contract/call.ts";
import { ErrorBody } from "../../contract/call.ts";
import type { ApiKeyScope } from "../../domain/integrations.ts";
import type { TokenClaims } from "../auth/tokens.ts";
import { unauthorized } from "../errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    claims: TokenClaims | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** The API key scope the call accepts besides `access` (issue 24). */
    apiKeyScope?: ApiKeyScope;
  }
}

export interface CallContext<C extends CallDef> {
  body: BodyOf<C>;
  query: QueryOf<C>;
  params: ParamsOf<C>;
  /** The caller's verified claims; throws 401 on a public call without a token. */
  auth(): TokenClaims;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends CallDef> = (ctx: CallContext<C>) => Promise<ResponseOf<C>>;

/**
 * Registers one contract call: its schemas validate the request and shape the answer (so nothing
 * outside the schema, like a password hash, can leak), and its `access` is enforced by the auth hook.
 */
export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
): void {
  const { body, querystring, params, response } = call.schema;
  app.route({
    method: call.method,
    url: call.url,
    config: { access: call.access, ...(call.apiKeyScope ? { apiKeyScope: call.apiKeyScope } : {}) },
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    schema: {
      summary: call.summary,
      tags: [call.tag],
      ...(call.access === "public"
        ? {}
        : { security: call.apiKeyScope ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }] }),
      ...(body ? { body } : {}),
      ...(querystring ? { querystring } : {}),
      ...(params ? { params } : {}),
      response: { 200: response, "4xx": ErrorBody, "5xx": ErrorBody },
    },
    handler: (req, reply) =>
      handler({
        body: req.body as BodyOf<C>,
        query: req.query as QueryOf<C>,
        params: req.params as ParamsOf<C>,
        auth: () => {
          if (!req.claims) throw unauthorized();
          return req.claims;
        },
        req,
        reply,
      }),
  });
}

import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { docsCsp } from "./securityHeaders.ts";

/** OpenAPI generated from the contract schemas the routes register; served at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: "Vehicle inspection and QC API", version: "1.0.0" },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          // Machine callers (issue 24), on the calls that name an API key scope; `Authorization: ApiKey <key>` works too.
          apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // No call to a third-party validator from the page.
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    transformStaticCSP: docsCsp,
  });
}

import { Type } from "typebox";
import { ALL_ROLES, defineCall, MessageBody } from "./call.ts";

export const health = defineCall({
  id: "health",
  method: "GET",
  url: "/api/health",
  summary: "Liveness and which database engine serves.",
  tag: "system",
  access: "public",
  schema: {
    response: Type.Object({
      status: Type.Literal("ok"),
      db: Type.Union([Type.Literal("pglite"), Type.Literal("postgres")]),
    }),
  },
});

export const FeedbackBody = Type.Object(
  {
    message: Type.String({ maxLength: 4000 }),
    details: Type.String({ maxLength: 20000 }),
    path: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);

export const reportFeedback = defineCall({
  id: "reportFeedback",
  method: "POST",
  url: "/api/feedback",
  summary: "Record a render-crash report sent from the fallback screen.",
  tag: "system",
  access: ALL_ROLES,
  schema: { body: FeedbackBody, response: MessageBody },
});

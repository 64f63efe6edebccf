import { Type } from "typebox";
import { REPORT_TEXT_LIMITS } from "../domain/clientReports.ts";
import { ALL_ROLES, defineCall, MessageBody } from "./call.ts";
import { route } from "./routes.ts";

export const health = defineCall({
  ...route("health"),
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
    message: Type.String({ maxLength: REPORT_TEXT_LIMITS.message }),
    details: Type.String({ maxLength: REPORT_TEXT_LIMITS.detail }),
    path: Type.String({ maxLength: REPORT_TEXT_LIMITS.path }),
  },
  { additionalProperties: false },
);

export const reportFeedback = defineCall({
  ...route("reportFeedback"),
  summary:
    "Record a render-crash report sent from the fallback screen. Limited per user (429 with Retry-After past CLIENT_REPORT_RATE_MAX a window) and in size (413 past CLIENT_REPORT_MAX_BYTES).",
  tag: "system",
  access: ALL_ROLES,
  schema: { body: FeedbackBody, response: MessageBody },
});

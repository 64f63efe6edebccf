import { type Static, Type } from "typebox";
// In src/domain so the client reads them without bundling TypeBox.
import {
  CLIENT_REPORT_READERS,
  CLIENT_REPORTS_PAGE_SIZE,
  REPORT_TEXT_LIMITS,
} from "../domain/clientReports.ts";
import { ALL_ROLES, defineCall, MessageBody } from "./call.ts";
import { route } from "./routes.ts";

export { CLIENT_REPORT_KINDS, type ClientReportKind, TRACE_SAMPLE_RATE } from "../domain/clientReports.ts";

const Kind = Type.Union([Type.Literal("error"), Type.Literal("crash"), Type.Literal("trace")]);

export const ClientReportBody = Type.Object(
  {
    kind: Kind,
    message: Type.String({ minLength: 1, maxLength: REPORT_TEXT_LIMITS.message }),
    detail: Type.Optional(Type.String({ maxLength: REPORT_TEXT_LIMITS.detail })),
    path: Type.String({ maxLength: REPORT_TEXT_LIMITS.path }),
    durationMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 3_600_000 })),
  },
  { additionalProperties: false },
);
export type ClientReportBody = Static<typeof ClientReportBody>;

export const ClientReport = Type.Object({
  _id: Type.String(),
  kind: Type.String(),
  message: Type.String(),
  /** The text the browser sent (its stack as it ran: minified in a release build). */
  detail: Type.String(),
  /** The detail with the frames of our own chunks mapped to the original source (src/…:line:column); null when none could be. */
  detailMapped: Type.Union([Type.String(), Type.Null()]),
  path: Type.String(),
  durationMs: Type.Union([Type.Integer(), Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: "date-time" }),
});
export type ClientReport = Static<typeof ClientReport>;

export const reportClientEvent = defineCall({
  ...route("reportClientEvent"),
  summary:
    "Record a client error, render crash or sampled performance trace (our own error reporting); stack frames of our own chunks are mapped to the original source with the build's hidden source maps. Limited per user (429 with Retry-After past CLIENT_REPORT_RATE_MAX a window) and in size (413 past CLIENT_REPORT_MAX_BYTES).",
  tag: "system",
  access: ALL_ROLES,
  schema: { body: ClientReportBody, response: MessageBody },
});

export const listClientReports = defineCall({
  ...route("listClientReports"),
  summary: `The latest client reports, newest first, a page at a time (limit, default ${CLIENT_REPORTS_PAGE_SIZE}); ADMIN and SUPER only.`,
  tag: "system",
  access: [...CLIENT_REPORT_READERS],
  schema: {
    querystring: Type.Object(
      {
        kind: Type.Optional(Kind),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
      },
      { additionalProperties: false },
    ),
    response: Type.Object({
      success: Type.Literal(true),
      data: Type.Array(ClientReport),
      /** Reports of the kind asked (all kinds without one). */
      total: Type.Integer(),
      page: Type.Integer(),
      limit: Type.Integer(),
    }),
  },
});

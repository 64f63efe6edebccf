import type { FastifyInstance, FastifyReply } from "fastify";
import type { ExportFormat } from "../../contract/inspectionResults.ts";
import {
  createExportTicket,
  downloadExport,
  exportInspections,
  getInspectionResult,
  getInspectionTasks,
  listInspections,
} from "../../contract/inspectionResults.ts";
import { registerCall } from "../http/registerCall.ts";
import type { InspectionFilter } from "../repositories/inspectionResults.ts";
import type { Services } from "../services/index.ts";
import { filterOf } from "../services/inspectionListing.ts";
import { exportStream } from "../services/resultExport.ts";

const EXPORT_TYPES = {
  ndjson: "application/x-ndjson; charset=utf-8",
  csv: "text/csv; charset=utf-8",
} as const;

/** Finished inspections leave the system (issue 24): list, result document, task board, export. */
export function inspectionResultRoutes(app: FastifyInstance, services: Services): void {
  const listing = services.inspectionResults;

  registerCall(app, listInspections, async ({ query }) => listing.list(query));
  registerCall(app, getInspectionResult, async ({ params }) => listing.result(params.sessionID));
  registerCall(app, getInspectionTasks, async ({ params }) => listing.tasks(params.sessionID));
  registerCall(app, exportInspections, async ({ query, reply }) => {
    const format = query.format ?? "ndjson";
    // Checked before the stream starts: a bad date is a 400, never a broken 200.
    const filter = filterOf({ from: query.from, to: query.to });
    return sendExport(reply, format, filter);
  });
  registerCall(app, createExportTicket, async ({ auth, body }) => ({
    success: true as const,
    ...(await services.exportTickets.issue(auth(), { format: body.format ?? "ndjson", ...rangeOf(body) })),
  }));
  registerCall(app, downloadExport, async ({ params, req, reply }) => {
    // The ticket is the credential; a request that also carries a token must be the ticket's user's.
    const caller = req.headers.authorization
      ? await services.auth.authenticate(req.headers.authorization)
      : null;
    const { format, filter } = await services.exportTickets.redeem(params.ticket, caller);
    return sendExport(reply, format, filter);
  });

  function sendExport(reply: FastifyReply, format: ExportFormat, filter: InspectionFilter) {
    reply
      .type(EXPORT_TYPES[format])
      .header("content-disposition", `attachment; filename="inspections.${format}"`)
      .header("cache-control", "no-store");
    return exportStream(listing.repo, filter, format);
  }
}

const rangeOf = (q: { from?: string; to?: string }) => ({
  ...(q.from !== undefined ? { from: q.from } : {}),
  ...(q.to !== undefined ? { to: q.to } : {}),
});

import type { ExportFormat } from "../../../contract/inspectionResults.ts";
import { call, endpoint } from "../../api/call.ts";

/**
 * Saves the export of a created range as a file, streamed from the server to disk by the browser's own
 * download. The token is in localStorage and a download sends no header, so the page first asks (with
 * its token) for a single-use ticket bound to this session and this export, good for a minute, then
 * hands the ticket's URL to the browser: nothing collects the file in page memory, whatever the range.
 * A refused ticket shows the server's message (http.ts); answers whether the download was started.
 */
export async function downloadExport(
  format: ExportFormat,
  range: { from?: string; to?: string },
): Promise<boolean> {
  const ticket = await call(endpoint("createExportTicket"), { body: { format, ...range } });
  if (!ticket.ok) return false;
  const link = document.createElement("a");
  link.href = ticket.data.url;
  // The server names the file too (Content-Disposition); this keeps the browser on the page.
  link.download = `inspections.${format}`;
  link.click();
  return true;
}

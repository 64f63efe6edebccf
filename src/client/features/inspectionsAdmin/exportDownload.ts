import type { ExportFormat } from "../../../contract/inspectionResults.ts";
import { requestBlob, toQueryString } from "../../api/http.ts";

/**
 * Saves the export of a created range as a file. The call needs the token, which a plain link cannot
 * send, so the file is fetched and handed to the browser's download through an object URL. The server
 * streams it a page at a time; the browser collects it in a Blob (kept on disk when large).
 */
export async function downloadExport(
  format: ExportFormat,
  range: { from?: string; to?: string },
): Promise<boolean> {
  const blob = await requestBlob(`/api/inspections/export${toQueryString({ format, ...range })}`);
  if (!blob) return false;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `inspections.${format}`;
  link.click();
  // After the click has handed the URL to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}

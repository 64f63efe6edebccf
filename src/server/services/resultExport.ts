import { Readable } from "node:stream";
import type { ExportFormat, ResultDocument } from "../../contract/inspectionResults.ts";
import type {
  InspectionFilter,
  InspectionResultsRepository,
  Keyset,
} from "../repositories/inspectionResults.ts";
import { resultDocuments } from "./inspectionResult.ts";
import { csvHeader, csvRow } from "./resultCsv.ts";

/** Inspections per keyset page of the export: one page's documents are in memory at a time. */
export const EXPORT_PAGE_SIZE = 200;
/** Bytes the reply stream buffers before it stops asking for the next page (backpressure). */
const STREAM_BUFFER = 64 * 1024;

/** The result documents of the filter's inspections, oldest first, a keyset page at a time. */
async function* documentPages(
  repo: InspectionResultsRepository,
  filter: InspectionFilter,
): AsyncGenerator<ResultDocument[]> {
  let after: Keyset | null = null;
  for (;;) {
    const heads = await repo.page(filter, "asc", after, EXPORT_PAGE_SIZE);
    if (heads.length > 0) yield await resultDocuments(repo, heads);
    const last = heads.at(-1);
    if (!last || heads.length < EXPORT_PAGE_SIZE) return;
    after = { createdAt: last.created_key, id: last.id };
  }
}

const ndjsonLine = (doc: ResultDocument): string => `${JSON.stringify(doc)}\n`;

/**
 * The export as a byte stream: the next page is read only when the reply has taken the last one
 * (Readable.from pulls the generator as the consumer reads), so memory stays flat whatever the range;
 * a client that goes away destroys the stream and ends the generator, and with it the reads.
 */
export function exportStream(
  repo: InspectionResultsRepository,
  filter: InspectionFilter,
  format: ExportFormat,
): Readable {
  async function* chunks(): AsyncGenerator<string> {
    if (format === "csv") yield csvHeader();
    for await (const docs of documentPages(repo, filter)) {
      yield docs.map(format === "csv" ? csvRow : ndjsonLine).join("");
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: STREAM_BUFFER });
}

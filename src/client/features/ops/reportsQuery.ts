import {
  CLIENT_REPORT_KINDS,
  CLIENT_REPORTS_PAGE_SIZE,
  type ClientReportKind,
} from "../../../domain/clientReports.ts";
import { isPageSize, type PageSize } from "../../../domain/constants.ts";

/** The Client reports screen's state, kept in the URL so a link shows the same page. */
export interface ReportsQuery {
  kind: ClientReportKind | undefined;
  page: number;
  limit: PageSize;
}

const isKind = (s: string | null): s is ClientReportKind =>
  (CLIENT_REPORT_KINDS as readonly (string | null)[]).includes(s);

/** Reads kind, page and limit; anything unknown falls back to all kinds, page 1, 50 a page. */
export function readReportsQuery(params: URLSearchParams): ReportsQuery {
  const kind = params.get("kind");
  const page = Number(params.get("page"));
  const limit = Number(params.get("limit"));
  return {
    kind: isKind(kind) ? kind : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: isPageSize(limit) ? limit : CLIENT_REPORTS_PAGE_SIZE,
  };
}

/** The URL for a changed query: a new kind or page size starts again at page 1; defaults are left out. */
export function writeReportsQuery(q: ReportsQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (q.kind) out.set("kind", q.kind);
  if (q.page > 1) out.set("page", String(q.page));
  if (q.limit !== CLIENT_REPORTS_PAGE_SIZE) out.set("limit", String(q.limit));
  return out;
}

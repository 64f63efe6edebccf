import type { CageListQuery } from "../../../contract/cages.ts";
import { CAGE_GROUPS, CAGE_STATUSES } from "../../../domain/cageStatus.ts";
import { isPageSize } from "../../../domain/constants.ts";

/**
 * The Cage Manager's list state in the URL (product §3 "List state", §9): filters, page and page size
 * live in the query string, so a view can be shared and survives a reload. Anything the server would
 * refuse is dropped here rather than sent (a hand-edited URL never shows a 400).
 */
export const TEXT_FILTERS = ["model", "trim", "code"] as const;
export const SELECT_FILTERS = ["group", "make", "year", "bodyType", "status"] as const;
export type FilterKey = (typeof TEXT_FILTERS)[number] | (typeof SELECT_FILTERS)[number];
export const FILTER_KEYS: readonly FilterKey[] = [...SELECT_FILTERS, ...TEXT_FILTERS];

export const DEFAULT_LIMIT = 10;
/** Sortable columns (the server's sorts; "-" descending). The default is newest first (-updatedAt). */
export const SORT_COLUMNS = ["make", "model", "year", "bodyType", "status"] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
const SORTS = ["updatedAt", "-updatedAt", ...SORT_COLUMNS.flatMap((c) => [c, `-${c}`])];
const MAX_TEXT = 64;

const positiveInt = (v: string | null, max: number): number | undefined => {
  if (!v || !/^\d{1,6}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 && n <= max ? n : undefined;
};

/** The query to send for the URL's search params. */
export function readListQuery(params: URLSearchParams): CageListQuery {
  const q: CageListQuery = {};
  const page = positiveInt(params.get("page"), 100_000);
  if (page && page > 1) q.page = page;
  const limit = Number(params.get("limit"));
  q.limit = isPageSize(limit) ? limit : DEFAULT_LIMIT;
  const group = params.get("group");
  if (group && (CAGE_GROUPS as readonly string[]).includes(group)) q.group = group as "A" | "B";
  const status = params.get("status");
  if (status && status !== "DELETED" && (CAGE_STATUSES as readonly string[]).includes(status))
    q.status = status as CageListQuery["status"];
  const year = positiveInt(params.get("year"), 2100);
  if (year && year >= 1900) q.year = year;
  const sort = params.get("sort");
  if (sort && (SORTS as readonly string[]).includes(sort)) q.sort = sort as CageListQuery["sort"];
  for (const key of ["make", "bodyType", ...TEXT_FILTERS] as const) {
    const value = params.get(key)?.trim().slice(0, MAX_TEXT);
    if (value) q[key] = value;
  }
  return q;
}

/** The URL params after setting one filter: an empty value removes it, and any change goes back to page 1. */
export function withFilter(params: URLSearchParams, key: FilterKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim() === "") next.delete(key);
  else next.set(key, value);
  next.delete("page");
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  return next;
}

/** A new page size starts again at page 1 (the old page may not exist any more). */
export function withLimit(params: URLSearchParams, limit: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (limit === DEFAULT_LIMIT) next.delete("limit");
  else next.set("limit", String(limit));
  next.delete("page");
  return next;
}

/** Years for the year select, from max down to min (product §2). */
export function yearOptions(range: { min: number; max: number }): number[] {
  const years: number[] = [];
  for (let y = range.max; y >= range.min && years.length < 200; y--) years.push(y);
  return years;
}

/** A click on a column header: ascending first, then descending, then back to the default order. */
export function withSort(params: URLSearchParams, column: SortColumn): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = params.get("sort");
  if (current === column) next.set("sort", `-${column}`);
  else if (current === `-${column}`) next.delete("sort");
  else next.set("sort", column);
  next.delete("page");
  return next;
}

export function sortDirectionOf(
  query: CageListQuery,
  column: SortColumn,
): "ascending" | "descending" | undefined {
  if (query.sort === column) return "ascending";
  if (query.sort === `-${column}`) return "descending";
  return undefined;
}

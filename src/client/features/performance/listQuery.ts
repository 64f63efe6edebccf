import type { ListTaskFailedQuery } from "../../../contract/taskFailed.ts";
import { isPageSize, type PageSize } from "../../../domain/constants.ts";
import { FAILED_TASK_STATUSES, type ItemAction, isItemAction } from "../../../domain/failedTaskStatus.ts";
import { LIST_PATH, QUEUE } from "../../shell/failedTaskPaths.ts";

/**
 * The failed-task list's filters as they live in the URL (so a search can be shared, reloaded and
 * gone back to). Pure: URLSearchParams in, the call's query out.
 */
export { LIST_PATH, MY_QUEUE_PATH } from "../../shell/failedTaskPaths.ts";

export interface ListFilters {
  /** Only what waits for the user (WAITS_FOR: as inspector, as the task's QA, as a trainer). */
  queue: boolean;
  qa: string;
  inspector: string;
  taskName: string;
  status: string;
  /** The spec's switch: Damage name (text) or Action (select). */
  filterType: "damageName" | "action";
  damageName: string;
  action: "" | ItemAction;
  sessionID: string;
  /** yyyy-MM-dd,HH:mm in the user's timezone, both or neither. */
  from: string;
  to: string;
}

export const EMPTY_FILTERS: ListFilters = {
  queue: false,
  qa: "",
  inspector: "",
  taskName: "",
  status: "",
  filterType: "damageName",
  damageName: "",
  action: "",
  sessionID: "",
  from: "",
  to: "",
};

/** product §9: the failed-task list's page size defaults to 50. */
export const DEFAULT_PAGE_SIZE: PageSize = 50;

export interface ListState {
  filters: ListFilters;
  page: number;
  limit: PageSize;
}

const TEXT_KEYS = ["qa", "inspector", "taskName", "sessionID", "damageName", "from", "to"] as const;

/**
 * Reads the URL. A visit without any parameter is a new search: the user's own queue, what the badge
 * counts (for an AGENT the spec's own INSPECTOR-REVIEWING items, product §4, and, given the qc skill, the
 * QA-REVIEWING ones it is the QA of); any search writes `page`, so clearing the default sticks.
 */
export function readListState(params: URLSearchParams): ListState {
  if ([...params.keys()].length === 0) {
    return { filters: { ...EMPTY_FILTERS, queue: true }, page: 1, limit: DEFAULT_PAGE_SIZE };
  }
  const filters: ListFilters = { ...EMPTY_FILTERS, queue: params.get("queue") === QUEUE };
  for (const key of TEXT_KEYS) filters[key] = params.get(key) ?? "";
  const status = params.get("status") ?? "";
  filters.status = (FAILED_TASK_STATUSES as readonly string[]).includes(status) ? status : "";
  const action = params.get("action") ?? "";
  filters.action = isItemAction(action) ? action : "";
  filters.filterType = params.get("filterType") === "action" ? "action" : "damageName";
  const page = Number(params.get("page"));
  const limit = Number(params.get("limit"));
  return {
    filters,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: isPageSize(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

/** The URL of a state: empty filters left out, page always written. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  const f = state.filters;
  if (f.queue) params.set("queue", QUEUE);
  for (const key of [...TEXT_KEYS, "status", "action"] as const) {
    if (key === "damageName" && f.filterType !== "damageName") continue;
    if (key === "action" && f.filterType !== "action") continue;
    if (f[key].trim() !== "") params.set(key, f[key].trim());
  }
  if (f.filterType === "action") params.set("filterType", "action");
  params.set("page", String(state.page));
  if (state.limit !== DEFAULT_PAGE_SIZE) params.set("limit", String(state.limit));
  return params;
}

/** The list call's query: only the switched-on one of damage name and action is sent. */
export function toListQuery(state: ListState, timezone: string): ListTaskFailedQuery {
  const f = state.filters;
  const query: ListTaskFailedQuery = { page: state.page, limit: state.limit, timezone };
  if (f.queue) query.queue = QUEUE;
  const set = <K extends keyof ListTaskFailedQuery>(key: K, value: string) => {
    if (value.trim() !== "") query[key] = value.trim() as ListTaskFailedQuery[K];
  };
  set("qa", f.qa);
  set("inspector", f.inspector);
  set("taskName", f.taskName);
  set("status", f.status);
  set("sessionID", f.sessionID);
  if (f.filterType === "damageName") set("damageName", f.damageName);
  else set("action", f.action);
  if (f.from && f.to) {
    query.from = f.from;
    query.to = f.to;
  }
  return query;
}

/** What the detail page keeps of the list it was opened from (its history entry's state). */
export interface OpenedFromList {
  listSearch: string;
}

/**
 * Where the detail page's Back and a delete lead: the list as the user left it (filters, page, size),
 * kept in the history entry so a reload keeps it; the plain list (a new search) otherwise.
 */
export function listPathFrom(state: unknown): string {
  const search = (state as Partial<OpenedFromList> | null)?.listSearch;
  return typeof search === "string" && search.startsWith("?") ? `${LIST_PATH}${search}` : LIST_PATH;
}

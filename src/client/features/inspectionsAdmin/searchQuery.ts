import { parseDayEnd } from "../../../domain/dateRange.ts";
import { INSPECTION_STATES, type InspectionState } from "../../../domain/inspectionResults.ts";

/** The Inspections page's search and the inspection it shows, kept in the URL so a link shows the same. */
export interface InspectionSearch {
  vin: string;
  session: string;
  /** Days, YYYY-MM-DD in the user's timezone; '' = open end. */
  from: string;
  to: string;
  status: InspectionState | "";
  /** The session whose tasks and result are shown; '' = none. */
  open: string;
}

export const EMPTY_SEARCH: InspectionSearch = {
  vin: "",
  session: "",
  from: "",
  to: "",
  status: "",
  open: "",
};
const KEYS = Object.keys(EMPTY_SEARCH) as (keyof InspectionSearch)[];

const isState = (s: string): s is InspectionState => (INSPECTION_STATES as readonly string[]).includes(s);

export function readSearch(params: URLSearchParams): InspectionSearch {
  const text = (key: keyof InspectionSearch) => params.get(key)?.trim() ?? "";
  const status = text("status");
  return {
    vin: text("vin"),
    session: text("session"),
    from: text("from"),
    to: text("to"),
    status: isState(status) ? status : "",
    open: text("open"),
  };
}

/** The URL of a search; empty fields are left out. */
export function writeSearch(search: InspectionSearch): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of KEYS) if (search[key]) out.set(key, search[key]);
  return out;
}

/** The created range the API takes, from the days as the user reads them (first and last instant). */
export function createdRange(search: Pick<InspectionSearch, "from" | "to">, timezone: string) {
  const end = (text: string, which: "from" | "to") =>
    text ? parseDayEnd(text, which, timezone)?.toISOString() : undefined;
  const from = end(search.from, "from");
  const to = end(search.to, "to");
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** The list call's query for a search (the open inspection is the page's, not the list's). */
export function listQuery(search: InspectionSearch, timezone: string) {
  return {
    ...(search.vin ? { vin: search.vin } : {}),
    ...(search.session ? { sessionID: search.session } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...createdRange(search, timezone),
  };
}

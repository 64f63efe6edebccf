import type {
  InspectionSummary,
  InspectionTaskState,
  ListInspectionsQuery,
  ResultDocument,
} from "../../contract/inspectionResults.ts";
import { parseCreatedRange, taskBoardState } from "../../domain/inspectionResults.ts";
import { isTestSession } from "../../domain/vin.ts";
import type { Db } from "../db/connect.ts";
import { badRequest, notFound } from "../errors.ts";
import {
  type InspectionFilter,
  type InspectionHead,
  InspectionResultsRepository,
  type Keyset,
} from "../repositories/inspectionResults.ts";
import { resultDocument } from "./inspectionResult.ts";

/** API validation messages (not screen texts: the page only sends cursors the list gave it). */
const CURSOR_INVALID = "The cursor is not one this list gave.";
export const DEFAULT_LIST_LIMIT = 20;

const KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** A real instant (no 30 February, no year 0): the database would refuse it with an error, not a 400. */
const isInstant = (key: string) => {
  const ms = `${key.slice(0, 23)}Z`;
  return KEY.test(key) && !key.startsWith("0000") && new Date(ms).toISOString() === ms;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Opaque to callers: the last row's exact created_at and id, base64url JSON. */
export const encodeCursor = (row: InspectionHead): string =>
  Buffer.from(JSON.stringify([row.created_key, row.id])).toString("base64url");

export function decodeCursor(cursor: string): Keyset {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2) {
      const [createdAt, id] = value as unknown[];
      if (typeof createdAt === "string" && isInstant(createdAt) && typeof id === "string" && UUID.test(id)) {
        return { createdAt, id };
      }
    }
  } catch {
    // not JSON: refused below
  }
  throw badRequest(CURSOR_INVALID);
}

/** The list's and the export's filters, checked: a bad date answers 400 naming the end. */
export function filterOf(q: Omit<ListInspectionsQuery, "cursor" | "limit">): InspectionFilter {
  const range = parseCreatedRange({ from: q.from, to: q.to });
  if (!range.ok) throw badRequest(range.message);
  const given = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);
  const vin = given(q.vin);
  const sessionId = given(q.sessionID);
  const make = given(q.make);
  return {
    ...(q.status ? { status: q.status } : {}),
    ...(vin ? { vin } : {}),
    ...(sessionId ? { sessionId } : {}),
    ...(make ? { make } : {}),
    from: range.from,
    to: range.to,
  };
}

/** The Inspections page's calls (issue 24): the list, one result document, one task board. */
export class InspectionListingService {
  readonly repo: InspectionResultsRepository;

  constructor(private readonly db: Db) {
    this.repo = new InspectionResultsRepository(db);
  }

  async list(
    q: ListInspectionsQuery,
  ): Promise<{ success: true; items: InspectionSummary[]; nextCursor: string | null }> {
    const filter = filterOf(q);
    const limit = q.limit ?? DEFAULT_LIST_LIMIT;
    const after = q.cursor ? decodeCursor(q.cursor) : null;
    // One row more than the page says whether there is a next page.
    const rows = await this.repo.page(filter, "desc", after, limit + 1);
    const page = rows.slice(0, limit);
    const counts = await this.repo.taskCounts(page.map((r) => r.id));
    const last = page.at(-1);
    return {
      success: true,
      items: page.map((r) => ({
        id: r.id,
        sessionID: r.session_id,
        inspectionID: r.inspection_id,
        status: r.completed_at ? "completed" : "in_progress",
        test: isTestSession(r.session_id, r.vin),
        createdAt: r.created_at.toISOString(),
        completedAt: r.completed_at ? r.completed_at.toISOString() : null,
        vehicle: { vin: r.vin, year: r.year, make: r.make, model: r.model },
        tasks: counts.get(r.id) ?? { total: 0, open: 0 },
      })),
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
    };
  }

  async result(sessionId: string): Promise<ResultDocument> {
    const doc = await resultDocument(this.db, sessionId);
    if (!doc) throw notFound();
    return doc;
  }

  async tasks(
    sessionId: string,
  ): Promise<{ success: true; sessionID: string; tasks: InspectionTaskState[] }> {
    const head = await this.repo.bySession(sessionId);
    if (!head) throw notFound();
    const [tasks, failed] = await Promise.all([this.repo.tasksOf([head.id]), this.repo.failedOf([head.id])]);
    const failedIds = new Set(failed.map((f) => f.task_id));
    const iso = (d: Date | null) => (d ? d.toISOString() : null);
    return {
      success: true,
      sessionID: head.session_id,
      tasks: tasks.map((t) => ({
        id: t.id,
        photoCode: t.photo_code,
        name: t.name,
        type: t.type,
        status: t.status,
        state: taskBoardState({
          status: t.status,
          answerKind: t.answer_kind,
          failedInQc: failedIds.has(t.id),
        }),
        holder: t.status === "held" ? t.holder : null,
        heldSince: t.status === "held" ? iso(t.held_at) : null,
        leaseExpiresAt: t.status === "held" ? iso(t.lease_expires_at) : null,
        answerKind: t.answer_kind,
        answeredBy: t.answered_by,
        answeredAt: iso(t.answered_at),
        originalTaskId: t.original_task_id,
        createdAt: t.created_at.toISOString(),
      })),
    };
  }
}

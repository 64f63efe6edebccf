import { createHash, randomBytes } from "node:crypto";
import type { ExportFormat } from "../../contract/inspectionResults.ts";
import { EXPORT_FORMATS } from "../../contract/inspectionResults.ts";
import { ROUTES } from "../../contract/routes.ts";
import { canReadInspectionResults } from "../../domain/inspectionResults.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { TokenClaims } from "../auth/tokens.ts";
import type { Db } from "../db/connect.ts";
import { AppError, forbidden, notFound } from "../errors.ts";
import { ExportTicketsRepository } from "../repositories/exportTickets.ts";
import type { InspectionFilter } from "../repositories/inspectionResults.ts";
import type { SessionsRepository } from "../repositories/sessions.ts";
import { filterOf } from "./inspectionListing.ts";

/** How long a download ticket may wait for the browser to start the download. */
export const EXPORT_TICKET_TTL_MS = 60_000;

/** The path the browser downloads (the route table's, not a second copy); the ticket is its last segment. */
export const exportDownloadPath = (ticket: string): string =>
  ROUTES.downloadExport.url.replace(":ticket", encodeURIComponent(ticket));

const hashTicket = (ticket: string): Buffer => createHash("sha256").update(ticket, "utf8").digest();

const isFormat = (s: string): s is ExportFormat => (EXPORT_FORMATS as readonly string[]).includes(s);

export interface ExportRequest {
  format: ExportFormat;
  from?: string;
  to?: string;
}

/**
 * Single-use, short-lived download tickets for the export (issue 24). The SPA's token lives in
 * localStorage and a native download sends no header, so the page asks for a ticket (with its token)
 * and the browser then downloads the ticket's URL itself: the server streams, the browser writes to
 * disk, nothing collects the file in page memory. A ticket is 32 random bytes, kept only as its SHA-256
 * in the database (every instance accepts it); it names its user and session and the exact export, is
 * good for one download within a minute, and dies with its session.
 */
export class ExportTicketService {
  private readonly repo: ExportTicketsRepository;

  constructor(
    db: Db,
    private readonly sessions: SessionsRepository,
    private readonly ttlMs: number = EXPORT_TICKET_TTL_MS,
  ) {
    this.repo = new ExportTicketsRepository(db);
  }

  /** A ticket for this caller and this export; a bad range is a 400 now, not a failed download later. */
  async issue(claims: TokenClaims, req: ExportRequest): Promise<{ url: string; expiresAt: string }> {
    filterOf({ from: req.from, to: req.to });
    const ticket = randomBytes(32).toString("base64url");
    const expiresAt = await this.repo.insert({
      ticketHash: hashTicket(ticket),
      userId: claims.sub,
      jti: claims.jti,
      role: claims.role,
      format: req.format,
      from: req.from ?? null,
      to: req.to ?? null,
      ttlMs: this.ttlMs,
    });
    return { url: exportDownloadPath(ticket), expiresAt: expiresAt.toISOString() };
  }

  /**
   * Spends a ticket and answers the export it was issued for. Refused: an unknown (forged) ticket 404;
   * a used or expired one 410; one shown with another user's credentials 403 (and left unspent, so
   * someone else's request cannot burn it); one whose session has ended or whose user may no longer read
   * results 403.
   */
  async redeem(
    ticket: string,
    caller: TokenClaims | null,
  ): Promise<{ format: ExportFormat; filter: InspectionFilter }> {
    const hash = hashTicket(ticket);
    const row = await this.repo.find(hash);
    if (!row || !isFormat(row.format)) throw notFound(TEXTS.exportTicketUnknown);
    if (row.spent) throw new AppError(410, "TICKET_SPENT", TEXTS.exportTicketSpent);
    if (caller && caller.sub !== row.user_id) throw forbidden(TEXTS.exportTicketOtherUser);
    const { state } = await this.sessions.check(row.jti, row.user_id, row.role);
    if (state !== "live") throw forbidden(TEXTS.exportTicketSessionEnded);
    if (!canReadInspectionResults(row.role)) throw forbidden();
    if (!(await this.repo.use(hash))) throw new AppError(410, "TICKET_SPENT", TEXTS.exportTicketSpent);
    return {
      format: row.format,
      filter: filterOf({ from: row.range_from ?? undefined, to: row.range_to ?? undefined }),
    };
  }
}

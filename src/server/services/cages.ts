import type { Cage, CageListQuery, CageRow, CageSettings } from "../../contract/cages.ts";
import { bodyTypeFor } from "../../domain/bodyTypes.ts";
import {
  CAGE_SLOTS,
  type CageInfo,
  type CageInfoField,
  type CageInfoPatch,
  cageInfoChanges,
  checkCageInfo,
  checkNewCage,
  newCageInfo,
  normaliseCageInfo,
} from "../../domain/cageInfo.ts";
import {
  type CageAction,
  type CageCheck,
  type CageStatus,
  checkNote,
  isCageStatus,
  LABEL_LOCK_IDLE_MINUTES,
  NOTE_TYPE_INFORM,
  statusHistoryEntry,
  transition,
  UPLOAD_KINDS,
  type UploadKind,
} from "../../domain/cageStatus.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { TokenClaims } from "../auth/tokens.ts";
import { AppError, badRequest, conflict, forbidden, notFound } from "../errors.ts";
import type { CageFilters, CageSortColumn, CagesRepository } from "../repositories/cages.ts";
import { cageFilesView, cageRowView, cageSettings, cageView } from "./cageView.ts";

const SORTS: Record<string, CageSortColumn> = {
  updatedAt: "updated_at",
  make: "make",
  model: "model",
  year: "year",
  bodyType: "body_type",
  status: "status",
};

/** The repository's arguments for a list query: filters, sort (newest first by default) and the page. */
export function cageListArgs(q: CageListQuery) {
  const limit = q.limit ?? 10;
  const sortKey = q.sort ?? "-updatedAt";
  const filters: CageFilters = {
    group: q.group,
    make: q.make,
    model: q.model,
    year: q.year,
    bodyType: q.bodyType,
    trim: q.trim,
    code: q.code,
    status: q.status,
  };
  const sort = { column: SORTS[sortKey.replace(/^-/, "")] ?? "updated_at", desc: sortKey.startsWith("-") };
  return { filters, sort, limit, offset: ((q.page ?? 1) - 1) * limit };
}

/** A refused domain check as the API answers it: forbidden 403, illegal 409, invalid 400. */
export function refuse(check: Exclude<CageCheck, { ok: true }>): AppError {
  if (check.reason === "forbidden") return forbidden(check.message);
  if (check.reason === "illegal") return conflict(check.message, "CAGE_READ_ONLY");
  return badRequest(check.message);
}

/** Stored files (server-made names) for a new cage's slots, by slot code and upload kind. */
export type NewCageFiles = Readonly<Record<string, Partial<Record<UploadKind, string>>>>;

/** Cage Manager list, detail, notes and the status machine (product §7 cage calls, product §S7). */
export class CageService {
  constructor(
    private readonly repo: CagesRepository,
    /** Sent in the settings, so the screens apply the same label-lock rule (config.labelLockIdleMinutes). */
    private readonly labelLockIdleMinutes: number = LABEL_LOCK_IDLE_MINUTES,
  ) {}

  async settings(): Promise<CageSettings> {
    return cageSettings(await this.repo.settings(), this.labelLockIdleMinutes);
  }

  async list(q: CageListQuery): Promise<{
    list: { data: CageRow[]; count: number; pages: number; current: number; limit: number; total: number };
    settings: CageSettings;
  }> {
    const { filters, sort, limit, offset } = cageListArgs(q);
    const current = q.page ?? 1;
    // The page, its total and the filter options in one statement.
    const { rows, total, settings: options } = await this.repo.list(filters, sort, limit, offset);
    const settings = cageSettings(options, this.labelLockIdleMinutes);
    const data = rows.map((r) => cageRowView(r, Number(r.notes_count ?? 0)));
    return {
      list: { data, count: data.length, pages: Math.ceil(total / limit), current, limit, total },
      settings,
    };
  }

  async cage(id: string): Promise<Cage> {
    const row = await this.repo.find(id);
    if (!row || row.status === "DELETED") throw notFound();
    const [notes, histories, details] = await Promise.all([
      this.repo.notesOf(id),
      this.repo.historiesOf(id),
      this.repo.detailsOf(id),
    ]);
    return cageView(row, notes, histories, details);
  }

  async detail(id: string) {
    const cage = await this.cage(id);
    const details = await this.repo.detailsOf(id);
    return { cage, files: cageFilesView(details, cage.bodyType), settings: await this.settings() };
  }

  async addNote(claims: TokenClaims, id: string, note: { type?: string; message?: string }): Promise<Cage> {
    const check = checkNote(note, claims.role);
    if (!check.ok) throw refuse(check);
    await this.repo.transaction(async (tx) => {
      const cage = await this.repo.lock(tx, id);
      if (!cage || cage.status === "DELETED") throw notFound();
      await this.repo.addNote(tx, {
        cageId: id,
        type: note.type ?? NOTE_TYPE_INFORM,
        message: (note.message ?? "").trim(),
        owner: claims.username,
      });
    });
    return this.cage(id);
  }

  /**
   * One status action, under a row lock so two concurrent moves from the same status cannot both
   * succeed; the history entry is written in the same transaction.
   */
  async setStatus(claims: TokenClaims, id: string, action: CageAction): Promise<CageStatus> {
    return this.repo.transaction(async (tx) => {
      const cage = await this.repo.lock(tx, id);
      if (!cage || !isCageStatus(cage.status)) throw notFound();
      const move = transition(cage.status, action, claims.role);
      if (!move.ok && move.reason === "forbidden") throw forbidden();
      if (!move.ok)
        throw new AppError(409, "ILLEGAL_TRANSITION", TEXTS.cageActionNotAllowed(cage.status), cage.status);
      await this.repo.setStatus(tx, id, move.to);
      await this.repo.addHistory(tx, {
        cageId: id,
        ...statusHistoryEntry(cage.status, move.to),
        owner: claims.username,
      });
      return move.to;
    });
  }

  /**
   * Edit the information (admin-like; the route's access checks the role). One UPDATE history entry
   * lists every changed field old → new; a patch that changes nothing writes nothing.
   */
  async updateInfo(claims: TokenClaims, id: string, body: CageInfoPatch): Promise<Cage> {
    const patch = normaliseCageInfo(body);
    const errors = Object.values(checkCageInfo(patch));
    if (errors.length > 0) throw badRequest(errors[0] ?? TEXTS.requiredField);
    await this.repo.transaction(async (tx) => {
      const row = await this.repo.lock(tx, id);
      if (!row || row.status === "DELETED") throw notFound();
      const changes = cageInfoChanges(cageRowView(row), patch);
      if (changes.length === 0) return;
      const set = Object.fromEntries(
        changes.map((c) => [c.field === "bodyType" ? "body_type" : c.field, c.to]),
      );
      await this.repo.updateInfo(tx, id, set);
      await this.repo.addHistory(tx, {
        cageId: id,
        event: "UPDATE",
        options: { changes },
        owner: claims.username,
      });
    });
    return this.cage(id);
  }

  /** Copy a cage into a new DRAFT one; both get a DUPLICATE history entry naming the other. */
  async duplicate(claims: TokenClaims, id: string): Promise<Cage> {
    const copyId = await this.repo.transaction(async (tx) => {
      const source = await this.repo.lock(tx, id);
      if (!source || source.status === "DELETED") throw notFound();
      const copy = await this.repo.duplicate(tx, source);
      const owner = claims.username;
      await this.repo.addHistory(tx, { cageId: copy, event: "DUPLICATE", options: { from: id }, owner });
      await this.repo.addHistory(tx, { cageId: id, event: "DUPLICATE", options: { to: copy }, owner });
      return copy;
    });
    return this.cage(copyId);
  }

  /**
   * A new DRAFT cage with the four exterior slots (issue 22): from the Cage Manager's create dialog and,
   * with its slot files already checked and stored, from `npm run cages:import`. The checks are the
   * domain's checkNewCage (the dialog runs the same); a CREATE history entry names the source, and each
   * file its upload entry, as an upload would.
   */
  async create(
    owner: string,
    body: Partial<Record<CageInfoField, unknown>>,
    files: NewCageFiles = {},
    source: "manager" | "import" = "manager",
  ): Promise<Cage> {
    const first = Object.values(checkNewCage(body))[0];
    if (first) throw badRequest(first);
    const info = newCageInfo(body as Partial<CageInfo>);
    const id = await this.repo.transaction(async (tx) => {
      const cageId = await this.repo.insert(tx, {
        group: info.group,
        make: info.make,
        model: info.model,
        year: info.year,
        body_type: info.bodyType,
        trim: info.trim,
        code: info.code,
        class: bodyTypeFor(info.bodyType)?.slug ?? "",
        status: "DRAFT",
      });
      await this.repo.addHistory(tx, { cageId, event: "CREATE", options: { source }, owner });
      for (const slot of CAGE_SLOTS) {
        const detailId = await this.repo.insertDetail(tx, { cageId, code: slot.code, name: slot.name });
        for (const [kind, file] of Object.entries(files[slot.code] ?? {}) as [UploadKind, string][]) {
          await this.repo.setDetailFile(tx, detailId, UPLOAD_KINDS[kind].file, file, owner);
          const event = UPLOAD_KINDS[kind].event;
          await this.repo.addHistory(tx, { cageId, event, options: { code: slot.code, file }, owner });
        }
      }
      return cageId;
    });
    return this.cage(id);
  }
}

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Transaction } from "kysely";
import type {
  CageDetail,
  CageFiles,
  CageRow,
  LabelDraft,
  LabelEntry,
  UpdateDetailBody,
} from "../../contract/cages.ts";
import { bodyTypeFor, outlineViewForPhoto } from "../../domain/bodyTypes.ts";
import {
  canEditCageFiles,
  checkLabelDraft,
  checkLabelEdit,
  isCageReadOnly,
  isCageStatus,
  LABEL_LOCK_IDLE_MINUTES,
  labelTakeoverHistoryEntry,
  mayChangeCages,
  UPLOAD_KINDS,
  type UploadKind,
} from "../../domain/cageStatus.ts";
import { partGroupOf } from "../../domain/partNames.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { TokenClaims } from "../auth/tokens.ts";
import type { Database } from "../db/schema.ts";
import { badRequest, conflict, forbidden, notFound } from "../errors.ts";
import { OUTLINES_DIR } from "../http/outlines.ts";
import type { CageLabelDraftsRepository } from "../repositories/cageLabelDrafts.ts";
import type { CageDetailRecord, CageRecord, CagesRepository } from "../repositories/cages.ts";
import type { CageFileStorage } from "../storage/cageFiles.ts";
import { checkUpload, UploadError } from "../uploads/checkFile.ts";
import { svgPartIds } from "../uploads/sanitiseSvg.ts";
import { refuse } from "./cages.ts";
import { cageDetailView, cageRowView, slotFiles } from "./cageView.ts";

/** Uploads and labelling of one cage detail (a photo slot): product §S7. */
export class CageDetailService {
  constructor(
    private readonly repo: CagesRepository,
    private readonly files: CageFileStorage,
    /** Drafts of unsaved labels (issue 22). */
    private readonly drafts: CageLabelDraftsRepository,
    /** Minutes a label lock lasts without a claim or save (config.labelLockIdleMinutes). */
    private readonly labelLockIdleMinutes: number = LABEL_LOCK_IDLE_MINUTES,
  ) {}

  private async load(id: string): Promise<{ detail: CageDetailRecord; cage: CageRecord }> {
    const detail = await this.repo.findDetail(id);
    const cage = detail ? await this.repo.find(detail.cage_id) : undefined;
    if (!detail || !cage || cage.status === "DELETED") throw notFound();
    return { detail, cage };
  }

  /** Refuses before reading the file: VIEWER and TRAINEE 403; an ACTIVE (or DELETED) cage 409. */
  private checkEditable(cage: CageRecord, claims: TokenClaims): void {
    if (!mayChangeCages(claims.role)) throw forbidden();
    if (!isCageStatus(cage.status) || !canEditCageFiles(cage.status, claims.role))
      throw conflict(TEXTS.cageReadOnly, "CAGE_READ_ONLY");
  }

  async view(id: string): Promise<{ cageDetail: CageDetail; cage: CageRow; files: CageFiles[string] }> {
    const { detail, cage } = await this.load(id);
    return {
      cageDetail: cageDetailView(detail),
      cage: cageRowView(cage),
      files: slotFiles(detail, cage.body_type),
    };
  }

  /** May this caller upload to the detail? Asked before the multipart body is read. */
  async assertUploadable(claims: TokenClaims, id: string): Promise<void> {
    const { cage } = await this.load(id);
    this.checkEditable(cage, claims);
  }

  async upload(claims: TokenClaims, id: string, kind: UploadKind, bytes: Buffer) {
    await this.assertUploadable(claims, id);
    const checked = await checkUpload(kind, bytes).catch((err: unknown) => {
      throw err instanceof UploadError
        ? badRequest(err.message, "BAD_FILE")
        : badRequest(TEXTS.genericError, "BAD_FILE");
    });
    const name = await this.files.save(checked.bytes, checked.ext);
    await this.repo.transaction(async (tx) => {
      const detail = await this.repo.findDetail(id, tx);
      const cage = detail ? await this.repo.lock(tx, detail.cage_id) : undefined;
      if (!detail || !cage) throw notFound();
      this.checkEditable(cage, claims);
      await this.repo.setDetailFile(tx, id, UPLOAD_KINDS[kind].file, name, claims.username);
      await this.repo.addHistory(tx, {
        cageId: cage.id,
        event: UPLOAD_KINDS[kind].event,
        options: { code: detail.code, file: name },
        owner: claims.username,
      });
      await this.repo.touch(tx, cage.id);
    });
    const { detail, cage } = await this.load(id);
    return {
      cageDetail: cageDetailView(detail),
      files: slotFiles(detail, cage.body_type),
      ...(checked.report ? { report: checked.report } : {}),
    };
  }

  /** The part ids labels may name: the slot's stored cage SVG, or its body type's generated outline. */
  private async partIds(detail: CageDetailRecord, cage: CageRecord): Promise<Set<string> | null> {
    let text: string | null = null;
    if (detail.cage_file) {
      const stored = await this.files.read(detail.cage_file);
      text = stored ? stored.bytes.toString("utf8") : null;
    } else {
      const body = bodyTypeFor(cage.body_type);
      const view = outlineViewForPhoto(detail.code);
      if (body && view)
        text = await readFile(join(OUTLINES_DIR, body.slug, `${view.view}.svg`), "utf8").catch(() => null);
    }
    return text ? svgPartIds(text) : null;
  }

  private async checkLabels(data: LabelEntry[], detail: CageDetailRecord, cage: CageRecord): Promise<void> {
    const seen = new Set<string>();
    const parts = await this.partIds(detail, cage);
    for (const entry of data) {
      if (seen.has(entry.id)) throw badRequest(TEXTS.labelTwice(entry.id));
      seen.add(entry.id);
      if (parts && !parts.has(entry.id)) throw badRequest(TEXTS.labelNotInCage(entry.id));
      if (entry.group !== "UNDEFINED" && partGroupOf(entry.label) !== entry.group)
        throw badRequest(TEXTS.labelWrongGroup(entry.label, entry.group));
    }
  }

  /**
   * {type:'Label'} alone takes the label (ours: the labelling screen's first change claims the slot);
   * labelAction save keeps it IN-PROGRESS, finish marks it DONE. Only one user owns a label in
   * progress (409 for the others); a DONE label may be taken again by anyone. Ours (issue 20): each
   * claim or save stamps label_at; a lock idle for labelLockIdleMinutes has lapsed and anyone who
   * labels may take it, and ADMIN or SUPER may take over a live one (a CAGE-LABEL-TAKEOVER history
   * entry names who held it). The rule is the domain's checkLabelEdit, as on the labelling screen.
   */
  async update(claims: TokenClaims, id: string, body: UpdateDetailBody): Promise<CageDetail> {
    if (body.type !== "Label") throw badRequest(TEXTS.detailTypeUnsupported(body.type));
    const first = await this.load(id);
    if (body.cageId && body.cageId !== first.cage.id) throw badRequest(TEXTS.detailNotInCage);
    const data = body.labelAction ? (body.labelData ?? []) : null;
    if (data) await this.checkLabels(data, first.detail, first.cage);
    await this.repo.transaction(async (tx) => {
      const cage = await this.repo.lock(tx, first.cage.id);
      const detail = await this.repo.findDetail(id, tx);
      if (!cage || !detail || !isCageStatus(cage.status)) throw notFound();
      const now = new Date();
      const slot = { ownerId: detail.label_by, labelStatus: detail.label_status, lockedAt: detail.label_at };
      const check = checkLabelEdit(cage.status, slot, claims.sub, claims.role, {
        now,
        idleMinutes: this.labelLockIdleMinutes,
      });
      if (!check.ok) {
        if (check.message === TEXTS.labelOwnedByOther) throw conflict(check.message, "LABEL_OWNED");
        if (isCageReadOnly(cage.status)) throw conflict(check.message, "CAGE_READ_ONLY");
        throw refuse(check);
      }
      if (check.takesOverFrom)
        await this.repo.addHistory(tx, {
          cageId: cage.id,
          ...labelTakeoverHistoryEntry(detail.code, {
            id: check.takesOverFrom,
            username: detail.label_by_username ?? "",
          }),
          owner: claims.username,
        });
      // A claim by someone else ends the former holder's draft (their unsaved work is not handed on);
      // a save or finish supersedes the holder's own.
      if (data) await this.drafts.remove(tx, id);
      else await this.drafts.remove(tx, id, claims.sub);
      const status = body.labelAction === "finish" ? "DONE" : "IN-PROGRESS";
      await this.repo.setLabel(tx, id, { by: claims.sub, status, at: now, ...(data ? { data } : {}) });
      if (data) {
        const kept = new Set(data.map((d) => d.id));
        const removed = detail.label_data.filter((d) => !kept.has(d.id));
        if (removed.length > 0)
          await this.repo.addHistory(tx, {
            cageId: cage.id,
            event: "CAGE-LABEL-REMOVE",
            options: { code: detail.code, removed: removed.map((r) => ({ id: r.id, label: r.label })) },
            owner: claims.username,
          });
      }
      await this.repo.touch(tx, cage.id);
    });
    return cageDetailView((await this.load(id)).detail);
  }

  /** The caller's own draft of the slot's unsaved labels (issue 22), or null; nobody reads another's. */
  async draft(claims: TokenClaims, id: string): Promise<LabelDraft | null> {
    await this.load(id);
    const own = await this.drafts.findOwn(id, claims.sub);
    // Written only through saveDraft, which checked each entry against the contract.
    return own ? { labelData: own.label_data as LabelEntry[], savedAt: own.saved_at.toISOString() } : null;
  }

  /**
   * Keeps the holder's unsaved labels as the slot's draft (issue 22): only the label's holder
   * (checkLabelDraft; 409 LABEL_OWNED for a live lock of another, LABEL_NOT_HELD otherwise), labels
   * checked as a save checks them. Stamps the lock as a save does: a draft is the holder at work.
   */
  async saveDraft(claims: TokenClaims, id: string, data: LabelEntry[]): Promise<LabelDraft> {
    const first = await this.load(id);
    await this.checkLabels(data, first.detail, first.cage);
    const now = new Date();
    await this.repo.transaction(async (tx) => {
      const { detail } = await this.lockDraftable(tx, claims, id, now);
      await this.drafts.put(tx, id, claims.sub, data, now);
      await this.repo.setLabel(tx, id, {
        by: claims.sub,
        status: detail.label_status ?? "IN-PROGRESS",
        at: now,
      });
    });
    return { labelData: data, savedAt: now.toISOString() };
  }

  /** Discards the caller's own draft (issue 22); the same holder check as writing one. */
  async discardDraft(claims: TokenClaims, id: string): Promise<null> {
    await this.load(id);
    await this.repo.transaction(async (tx) => {
      await this.lockDraftable(tx, claims, id, new Date());
      await this.drafts.remove(tx, id);
    });
    return null;
  }

  /** The cage row locked and the detail read, refused unless the caller holds the label. */
  private async lockDraftable(
    tx: Transaction<Database>,
    claims: TokenClaims,
    id: string,
    now: Date,
  ): Promise<{ detail: CageDetailRecord; cage: CageRecord }> {
    const found = await this.repo.findDetail(id, tx);
    const cage = found ? await this.repo.lock(tx, found.cage_id) : undefined;
    const detail = cage ? await this.repo.findDetail(id, tx) : undefined;
    if (!cage || !detail || !isCageStatus(cage.status) || cage.status === "DELETED") throw notFound();
    const slot = { ownerId: detail.label_by, labelStatus: detail.label_status, lockedAt: detail.label_at };
    const check = checkLabelDraft(cage.status, slot, claims.sub, claims.role, {
      now,
      idleMinutes: this.labelLockIdleMinutes,
    });
    if (!check.ok) {
      if (check.message === TEXTS.labelOwnedByOther) throw conflict(check.message, "LABEL_OWNED");
      if (check.message === TEXTS.labelDraftNotHolder) throw conflict(check.message, "LABEL_NOT_HELD");
      if (isCageReadOnly(cage.status)) throw conflict(check.message, "CAGE_READ_ONLY");
      throw refuse(check);
    }
    return { detail, cage };
  }
}

import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { CageDetail, LabelDraft, LabelEntry } from "../../../contract/cages.ts";
import { type CageStatus, mayChangeCages } from "../../../domain/cageStatus.ts";
import { DEFAULT_TIMEZONE } from "../../../domain/constants.ts";
import {
  type LabelLockView,
  labelLockView,
  mayLabelNow,
  restoresDraft,
  sameLabelData,
} from "../../../domain/labelLockView.ts";
import type { Role } from "../../../domain/roles.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { showAlert } from "../../state/alert.ts";
import { useLeaveGuard } from "../../ui/useLeaveGuard.tsx";
import { cageApi } from "./cageApi.ts";
import { type DraftState, LabelDraftStatus } from "./LabelDraftStatus.tsx";
import { LabelLockBanner } from "./LabelLockBanner.tsx";
import { labelSlot } from "./labelButton.ts";

/** Quiet time after the last change before the unsaved labels are kept as a draft. */
const AUTOSAVE_DELAY_MS = 1500;

/**
 * The labelling screen's lock and draft (issue 22), apart from its labelling: who holds the label and
 * the banner saying so; the claim at the first change, or a takeover asked first; the autosaved draft of
 * unsaved labels and its restore on reopening; the question before leaving unsaved labels. The page
 * gives its labels (`current`, in paint order; null until the parts are known) and puts back a draft's
 * with `onRestore`; `onLost` reloads the slot when the server says the lock has gone.
 */
export function useLabelSession({
  cageId,
  loaded,
  status,
  user,
  idleMinutes,
  current,
  onRestore,
  onLost,
  onTakenOver,
}: {
  cageId: string;
  /** The slot's detail as last loaded (its saved labels and lock). */
  loaded: CageDetail | undefined;
  status: CageStatus | undefined;
  user: { _id: string; role: Role; options: { timezone?: string | null } } | null;
  idleMinutes: number;
  current: LabelEntry[] | null;
  onRestore: (labelData: LabelEntry[]) => void;
  onLost: () => void;
  /** After a takeover: the banner's button has gone with the focus on it, the page puts it somewhere. */
  onTakenOver?: () => void;
}): {
  readOnly: boolean;
  ensureClaimed: () => Promise<boolean>;
  saved: () => void;
  leave: (go: () => void) => void;
  banner: ReactNode;
  draftStatus: ReactNode;
  leaveDialog: ReactNode;
} {
  const detailId = loaded?._id ?? null;
  const [claim, setClaim] = useState<{ detailId: string; since: Date } | null>(null);
  const claimed = claim !== null && claim.detailId === detailId;
  const [draft, setDraft] = useState<DraftState>({ kind: "none" });
  const timezone = user?.options.timezone ?? DEFAULT_TIMEZONE;

  const view: LabelLockView | null = useMemo(() => {
    if (!loaded || !status || !user) return null;
    if (claimed && claim) return { kind: "yours", since: claim.since };
    const slot = { ...labelSlot(loaded), ownerName: loaded.labelBy?.username ?? null };
    return labelLockView(status, slot, user, { now: Date.now(), idleMinutes });
  }, [loaded, status, user, idleMinutes, claimed, claim]);
  const readOnly = !view || !mayLabelNow(view);
  const dirty = !readOnly && !!loaded && !!current && !sameLabelData(current, loaded.labelData);

  const ensureClaimed = useCallback(async (): Promise<boolean> => {
    // The user changes something: a restored draft is theirs to go on with, no longer to put back.
    pending.current = null;
    if (claimed) return true;
    if (!detailId) return false;
    const result = await call(cageApi.updateCageDetail, {
      params: { id: detailId },
      body: { type: "Label", cageId },
    });
    if (!result.ok) {
      onLost();
      return false;
    }
    const at = result.data.cageDetail.labelAt;
    setClaim({ detailId, since: at ? new Date(at) : new Date() });
    return true;
  }, [claimed, detailId, cageId, onLost]);

  // A new slot starts with no draft state.
  useEffect(() => {
    if (detailId) setDraft({ kind: "none" });
  }, [detailId]);

  // The user's own draft of this slot, asked for afresh on each opening (never from a cache: it changes
  // behind the page's back), and put over the saved labels until the user changes something. The page
  // puts the saved labels back whenever the slot reloads (its data cached from an earlier visit, then
  // fresh), so a pending draft is put back after each reload, not only the first.
  const mayDraft = !!user && mayChangeCages(user.role);
  const [fetched, setFetched] = useState<{ detailId: string; draft: LabelDraft | null } | null>(null);
  const pending = useRef<{ detailId: string; draft: LabelDraft } | null>(null);
  useEffect(() => {
    pending.current = null;
    if (!detailId || !mayDraft) return;
    let current = true;
    void call(cageApi.getLabelDraft, { params: { id: detailId }, quiet: true, quietError: true }).then(
      (result) => {
        if (!current || !result.ok) return;
        const draft = result.data.draft;
        pending.current = draft ? { detailId, draft } : null;
        setFetched({ detailId, draft });
      },
    );
    return () => {
      current = false;
    };
  }, [detailId, mayDraft]);
  useEffect(() => {
    const kept = pending.current;
    if (!loaded || !user || !fetched || !kept || kept.detailId !== loaded._id) return;
    if (!restoresDraft(kept.draft, loaded.labelData, labelSlot(loaded), user._id)) return;
    onRestore(kept.draft.labelData);
    setDraft({ kind: "restored", at: kept.draft.savedAt });
  }, [loaded, user, fetched, onRestore]);

  // Unsaved labels are kept as a draft once the user pauses (only the holder may: after the claim).
  const currentKey = current ? JSON.stringify(current) : null;
  useEffect(() => {
    if (!dirty || !claimed || !detailId || currentKey === null) return;
    const timer = setTimeout(async () => {
      setDraft({ kind: "saving" });
      const labelData = JSON.parse(currentKey) as LabelEntry[];
      const result = await call(cageApi.saveLabelDraft, {
        params: { id: detailId },
        body: { labelData },
        quiet: true,
        quietError: true,
      });
      if (result.ok) setDraft({ kind: "saved", at: result.data.draft.savedAt });
      else {
        setDraft({ kind: "failed", message: result.message });
        // The lock went to someone else (taken over, or lapsed and taken): show who has it.
        if (result.status === 409) {
          setClaim(null);
          onLost();
        }
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, claimed, detailId, currentKey, onLost]);

  const discard = async () => {
    if (!detailId || !loaded) return;
    const result = await call(cageApi.discardLabelDraft, { params: { id: detailId }, quiet: true });
    if (!result.ok) return;
    pending.current = null;
    onRestore(loaded.labelData);
    setDraft({ kind: "discarded" });
  };

  const takeOver = async () => {
    if (!(await ensureClaimed())) return;
    showAlert("success", 200, TEXTS.labelTakenOver);
    onTakenOver?.();
  };

  const guard = useLeaveGuard(dirty, TEXTS.labelLeaveConfirm);
  return {
    readOnly,
    ensureClaimed,
    saved: () => {
      pending.current = null;
      setDraft({ kind: "none" });
    },
    leave: guard.leave,
    banner: view ? (
      <LabelLockBanner
        view={view}
        timezone={timezone}
        idleMinutes={idleMinutes}
        onTakeOver={() => void takeOver()}
      />
    ) : null,
    draftStatus: <LabelDraftStatus state={draft} timezone={timezone} onDiscard={() => void discard()} />,
    leaveDialog: guard.dialog,
  };
}

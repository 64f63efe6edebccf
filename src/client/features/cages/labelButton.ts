import type { CageDetail } from "../../../contract/cages.ts";
import {
  type CageStatus,
  isLabelButtonVisible,
  isLabelInProgress,
  type LabelLockClock,
  type LockedLabelSlot,
  labelButtonStyle,
} from "../../../domain/cageStatus.ts";
import type { Role } from "../../../domain/roles.ts";

/**
 * A DONE label has no owner (the server's rule, product §S7); otherwise labelBy owns it, locked
 * since labelAt (the domain decides whether that lock has lapsed).
 */
export const labelSlot = (
  detail: Pick<CageDetail, "labelBy" | "labelStatus" | "labelAt">,
): LockedLabelSlot => ({
  ownerId: detail.labelStatus === "DONE" ? null : (detail.labelBy?._id ?? null),
  labelStatus: detail.labelStatus,
  lockedAt: detail.labelAt,
});

/** The label button of one slot (product §4, §6): whether it shows, its style, and the spinner. */
export function labelButtonState(
  status: CageStatus,
  detail: Pick<CageDetail, "labelBy" | "labelStatus" | "labelAt">,
  user: { _id: string; role: Role },
  clock: LabelLockClock,
): { visible: boolean; style: "light" | "warning"; spinner: boolean } {
  const slot = labelSlot(detail);
  return {
    visible: isLabelButtonVisible(status, slot, user, clock),
    style: labelButtonStyle(user.role),
    spinner: isLabelInProgress(slot),
  };
}

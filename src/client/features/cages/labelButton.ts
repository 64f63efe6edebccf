import type { CageDetail } from "../../../contract/cages.ts";
import {
  type CageStatus,
  isLabelButtonVisible,
  isLabelInProgress,
  type LabelSlot,
  labelButtonStyle,
} from "../../../domain/cageStatus.ts";
import type { Role } from "../../../domain/roles.ts";

/** A DONE label has no owner (the server's rule, server-behaviour §7); otherwise labelBy owns it. */
export const labelSlot = (detail: Pick<CageDetail, "labelBy" | "labelStatus">): LabelSlot => ({
  ownerId: detail.labelStatus === "DONE" ? null : (detail.labelBy?._id ?? null),
  labelStatus: detail.labelStatus,
});

/** The label button of one slot (spec §4, §6): whether it shows, its style, and the spinner. */
export function labelButtonState(
  status: CageStatus,
  detail: Pick<CageDetail, "labelBy" | "labelStatus">,
  user: { _id: string; role: Role },
): { visible: boolean; style: "light" | "warning"; spinner: boolean } {
  const slot = labelSlot(detail);
  return {
    visible: isLabelButtonVisible(status, slot, user._id),
    style: labelButtonStyle(user.role),
    spinner: isLabelInProgress(slot),
  };
}

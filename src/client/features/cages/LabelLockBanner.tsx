import { Button, MessageBar, MessageBarActions, MessageBarBody } from "@fluentui/react-components";
import { PersonArrowLeftRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { formatMinute } from "../../../domain/dateRange.ts";
import type { LabelLockView } from "../../../domain/labelLockView.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";

/**
 * Who holds the slot's label and since when (issue 22): the user's own lock and when it lapses, another
 * user's live lock (read-only; ADMIN and SUPER get Take over, asked first), a lapsed one, or why the
 * screen is read-only. Nothing for a free label.
 */
export function LabelLockBanner({
  view,
  timezone,
  idleMinutes,
  onTakeOver,
}: {
  view: LabelLockView;
  timezone: string;
  idleMinutes: number;
  onTakeOver: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (view.kind === "free") return null;
  const at = (since: Date | null) => (since ? formatMinute(since, timezone) : "—");
  const body =
    view.kind === "readOnly"
      ? view.active
        ? TEXTS.labelReadOnlyNote
        : view.message
      : view.kind === "yours"
        ? TEXTS.labelLockYours(at(view.since), idleMinutes)
        : view.kind === "lapsed"
          ? TEXTS.labelLockLapsed(view.by, at(view.since))
          : view.mayTakeOver
            ? TEXTS.labelLockHeldTakeOver(view.by, at(view.since))
            : TEXTS.labelLockHeld(view.by, at(view.since));
  const intent =
    view.kind === "yours" || (view.kind === "readOnly" && view.active)
      ? "info"
      : view.kind === "lapsed"
        ? "info"
        : "warning";
  return (
    <MessageBar intent={intent} aria-label={TEXTS.labelLockBanner} role="status">
      <MessageBarBody>{body}</MessageBarBody>
      {view.kind === "held" && view.mayTakeOver ? (
        <MessageBarActions>
          <Button size="small" icon={<PersonArrowLeftRegular />} onClick={() => setAsking(true)}>
            {TEXTS.labelTakeOver}
          </Button>
          <ConfirmDialog
            open={asking}
            onClose={() => setAsking(false)}
            onOk={() => {
              setAsking(false);
              onTakeOver();
            }}
          >
            {TEXTS.labelTakeOverConfirm(view.by)}
          </ConfirmDialog>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}

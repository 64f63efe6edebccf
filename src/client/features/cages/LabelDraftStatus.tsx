import { Button, Caption1, makeStyles, Spinner, tokens } from "@fluentui/react-components";
import { DismissRegular } from "@fluentui/react-icons";
import { formatMinute } from "../../../domain/dateRange.ts";
import { TEXTS } from "../../../domain/texts.ts";

/** Where the draft of unsaved labels stands (issue 22). */
export type DraftState =
  | { kind: "none" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "restored"; at: string }
  | { kind: "discarded" }
  | { kind: "failed"; message: string };

const useStyles = makeStyles({
  row: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    minHeight: "24px",
    flexWrap: "wrap",
  },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * One line under the labelling toolbar: the draft being kept, kept at a time, restored on reopening
 * (with Discard draft, which brings back the saved labels), or why it could not be kept. A live region,
 * so a screen reader hears it too.
 */
export function LabelDraftStatus({
  state,
  timezone,
  onDiscard,
}: {
  state: DraftState;
  timezone: string;
  onDiscard: () => void;
}) {
  const styles = useStyles();
  const at = (iso: string) => formatMinute(new Date(iso), timezone);
  return (
    <div className={styles.row} role="status" aria-label={TEXTS.labelDraftStatus}>
      {state.kind === "saving" ? (
        <>
          <Spinner size="extra-tiny" />
          <Caption1>{TEXTS.labelDraftSaving}</Caption1>
        </>
      ) : state.kind === "saved" ? (
        <Caption1>{TEXTS.labelDraftSaved(at(state.at))}</Caption1>
      ) : state.kind === "restored" ? (
        <>
          <Caption1>{TEXTS.labelDraftRestored(at(state.at))}</Caption1>
          <Button size="small" appearance="subtle" icon={<DismissRegular />} onClick={onDiscard}>
            {TEXTS.labelDraftDiscard}
          </Button>
        </>
      ) : state.kind === "discarded" ? (
        <Caption1>{TEXTS.labelDraftDiscarded}</Caption1>
      ) : state.kind === "failed" ? (
        <Caption1 className={styles.failed}>{TEXTS.labelDraftFailed(state.message)}</Caption1>
      ) : null}
    </div>
  );
}

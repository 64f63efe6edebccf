import { makeStyles, Text, tokens } from "@fluentui/react-components";
import { TEXTS } from "../../../domain/texts.ts";
import type { TaskPayload } from "./boardStore.ts";

const useStyles = makeStyles({
  bar: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalXL,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** The info bar of this slice: session id / inspection id and the support images or 'No Support'. */
export function InfoBar({ payload }: { payload: TaskPayload }) {
  const styles = useStyles();
  const inspection = payload.inspection;
  const support = payload.taskSlot?.supportView ?? payload.task.options.supportView;
  return (
    <section className={styles.bar} aria-label={TEXTS.infoBarLabel}>
      {inspection && (
        <Text font="monospace">{TEXTS.sessionInfo(inspection.sessionID, inspection.inspectionID)}</Text>
      )}
      {support.length === 0 && <Text italic>{TEXTS.noSupport}</Text>}
    </section>
  );
}

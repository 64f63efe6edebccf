import { Button, makeStyles, Text, tokens } from "@fluentui/react-components";
import { ArrowNextRegular, ArrowPreviousRegular, ArrowUndoRegular } from "@fluentui/react-icons";
import { LABEL_SHORTCUTS } from "../../../domain/labelPickerKeys.ts";
import { partLabel } from "../../../domain/partNames.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { showAlert } from "../../state/alert.ts";
import type { Labels } from "./labelState.ts";
import { PartPicker } from "./PartPicker.tsx";
import { SuggestionsPanel } from "./SuggestionsPanel.tsx";
import type { LabelAssist } from "./useLabelAssist.ts";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  progress: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalXS, flexWrap: "wrap" },
  count: { flexGrow: 1 },
});

/**
 * The labelling page's side panel above the part list (issue 22): progress with undo and skip buttons,
 * the suggestions, and the picker for the part being labelled.
 */
export function LabelAssistant({
  assist,
  labels,
  selected,
  readOnly,
}: {
  assist: LabelAssist;
  labels: Labels;
  selected: string | null;
  readOnly: boolean;
}) {
  const styles = useStyles();
  const { done, total } = assist.progress;
  const current = selected ? labels.get(selected) : undefined;
  return (
    <div className={styles.root}>
      <div className={styles.progress}>
        <Text className={styles.count} role="status" weight="semibold">
          {done === total && total > 0 ? TEXTS.labelAllDone : TEXTS.labelProgress(done, total)}
        </Text>
        <Button
          size="small"
          icon={<ArrowPreviousRegular />}
          disabled={readOnly}
          onClick={() => assist.skip(-1)}
          aria-keyshortcuts={LABEL_SHORTCUTS.previous}
        >
          {TEXTS.labelPreviousPart}
        </Button>
        <Button
          size="small"
          icon={<ArrowNextRegular />}
          disabled={readOnly}
          onClick={() => assist.skip(1)}
          aria-keyshortcuts={LABEL_SHORTCUTS.next}
        >
          {TEXTS.labelNextPart}
        </Button>
        <Button
          size="small"
          icon={<ArrowUndoRegular />}
          disabled={readOnly || !assist.canUndo}
          onClick={() => assist.undo()}
          aria-keyshortcuts={LABEL_SHORTCUTS.undo}
        >
          {TEXTS.labelUndo}
        </Button>
      </div>
      <SuggestionsPanel
        assist={assist}
        disabled={readOnly}
        onAccepted={(count) => showAlert("success", 200, TEXTS.labelAccepted(count))}
      />
      <PartPicker
        part={selected}
        bodyType={assist.bodyType}
        current={current ? partLabel(current.label) : null}
        disabled={readOnly}
        onAssign={(pick) => selected && assist.assign(selected, pick)}
        onSkip={(step) => assist.skip(step)}
        onUndo={() => assist.undo()}
      />
    </div>
  );
}

import { Button, Field, makeStyles, Slider, Text, tokens } from "@fluentui/react-components";
import { CheckmarkStarburstRegular } from "@fluentui/react-icons";
import { TEXTS } from "../../../domain/texts.ts";
import type { LabelAssist } from "./useLabelAssist.ts";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS },
  row: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalS, flexWrap: "wrap" },
  slider: { flexGrow: 1, minWidth: "140px" },
});

/**
 * Label suggestions (issue 22): how many parts the drawing's own names suggest a label for, the lowest
 * confidence to take, and "accept all" in one action (undoable like any change).
 */
export function SuggestionsPanel({
  assist,
  disabled,
  onAccepted,
}: {
  assist: LabelAssist;
  disabled: boolean;
  onAccepted: (count: number) => void;
}) {
  const styles = useStyles();
  const percent = Math.round(assist.threshold * 100);
  if (assist.suggestions.size === 0) return <Text>{TEXTS.labelNoSuggestions}</Text>;
  return (
    <section className={styles.root} aria-label={TEXTS.labelSuggestions}>
      <Text>{TEXTS.labelSuggestionsFound(assist.suggestions.size)}</Text>
      <div className={styles.row}>
        <Field label={`${TEXTS.labelThreshold}: ${percent} %`} className={styles.slider}>
          <Slider
            min={50}
            max={100}
            step={5}
            value={percent}
            onChange={(_e, data) => assist.setThreshold(data.value / 100)}
          />
        </Field>
        <Button
          appearance="primary"
          icon={<CheckmarkStarburstRegular />}
          disabled={disabled || assist.ready === 0}
          onClick={() => onAccepted(assist.acceptAll())}
        >
          {TEXTS.labelAcceptAll(assist.ready, assist.threshold)}
        </Button>
      </div>
    </section>
  );
}

import { Badge, makeStyles, Text, tokens } from "@fluentui/react-components";
import type { QaData } from "../../../domain/failedTask.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { qaSummary } from "../../review/qaSummary.ts";

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: "none", display: "grid", gap: tokens.spacingVerticalXXS },
  item: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalXS },
});

/** The QA-data summary of a row: one line per reason, field and damage, with its action. */
export function QaSummaryList({ qaData }: { qaData: QaData }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {qaSummary(qaData).map((line) => (
        <li key={line.key} className={styles.item}>
          <Text size={200}>{line.text}</Text>
          {line.action ? (
            <Badge size="small" appearance="tint" color={line.action === "qa" ? "important" : "brand"}>
              {TEXTS.actionLabels[line.action]}
            </Badge>
          ) : null}
          {line.critical ? (
            <Badge size="small" appearance="filled" color="danger">
              {TEXTS.criticalLabel}
            </Badge>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

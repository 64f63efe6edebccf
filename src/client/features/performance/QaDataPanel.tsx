import {
  Badge,
  Card,
  CardHeader,
  makeStyles,
  Radio,
  RadioGroup,
  Subtitle2,
  Switch,
  Text,
  tokens,
} from "@fluentui/react-components";
import type { Actor, QaData, QaItem } from "../../../domain/failedTask.ts";
import { applyAction } from "../../../domain/failedTask.ts";
import type { ViewMode } from "../../../domain/failedTaskPermissions.ts";
import { type ItemAction, isItemAction } from "../../../domain/failedTaskStatus.ts";
import { reviewKeysHelp } from "../../../domain/reviewKeys.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { fieldText, valueText } from "../../review/qaSummary.ts";
import { itemControls, type ListKey, qaEntries, updateEntry } from "./qaEntries.ts";

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: "none", display: "grid", gap: tokens.spacingVerticalS },
  item: {
    display: "grid",
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  critical: { borderLeft: `4px solid ${tokens.colorPaletteRedBorder2}` },
  focused: { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: "1px" },
  head: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS },
  controls: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalM },
});

const itemText = (list: ListKey, item: QaItem & Record<string, unknown>, n: number): string => {
  if (list === "messageData") return TEXTS.qaSummaryReason(valueText(item.data));
  if (list === "inspectData") return fieldText(item.name, item.data);
  const damage = TEXTS.qaSummaryDamage(
    valueText(item.admin_response),
    valueText(item.damage_name),
    valueText(item.component),
  );
  return `#${n} ${damage}`;
};

/**
 * The QA data with per-item action choices and critical flags (product §4): SUPER and TRAINER see all four
 * actions, others inspector and qa in edit mode; the read-only view shows all four, disabled. The
 * domain's applyAction does the rest (support/review clear critical; a trainer's pick is tagged).
 */
export function QaDataPanel({
  qaData,
  actor,
  mode,
  editable,
  focused,
  onChange,
}: {
  qaData: QaData;
  actor: Actor;
  mode: ViewMode;
  editable: boolean;
  /** The item the page's keys act on (issue 23), by its place in qaEntries. */
  focused?: number;
  onChange: (next: QaData) => void;
}) {
  const styles = useStyles();
  const entries = qaEntries(qaData);
  return (
    <Card aria-label={TEXTS.qaDataTitle}>
      <CardHeader
        header={<Subtitle2 as="h2">{TEXTS.qaDataTitle}</Subtitle2>}
        description={editable ? <Text size={200}>{reviewKeysHelp()}</Text> : null}
      />
      <ul className={styles.list}>
        {entries.map((entry, at) => {
          const { key, list, item, n } = entry;
          const text = itemText(list, item, n);
          const controls = itemControls(item, actor, mode, editable);
          const isFocused = editable && at === focused;
          const classes = [
            styles.item,
            item.critical ? styles.critical : "",
            isFocused ? styles.focused : "",
          ];
          return (
            <li
              key={key}
              className={classes.join(" ")}
              aria-label={text}
              aria-current={isFocused ? "true" : undefined}
            >
              <div className={styles.head}>
                <Text weight="semibold">{text}</Text>
                {isFocused ? <Badge appearance="tint">{TEXTS.reviewKeysFocused}</Badge> : null}
                {item.done ? <Badge appearance="outline">{TEXTS.doneTag}</Badge> : null}
                {item.trainerAction && item.trainerUsername ? (
                  <Badge appearance="tint" color="severe">
                    {TEXTS.trainerTag(TEXTS.actionLabels[item.trainerAction], item.trainerUsername)}
                  </Badge>
                ) : null}
              </div>
              <div className={styles.controls}>
                <RadioGroup
                  layout="horizontal"
                  aria-label={TEXTS.itemAction(text)}
                  value={isItemAction(item.action) ? item.action : ""}
                  disabled={controls.actionsLocked}
                  onChange={(_, d) =>
                    onChange(
                      updateEntry(qaData, entry, (it) => applyAction(it, d.value as ItemAction, actor)),
                    )
                  }
                >
                  {controls.choices.map((a) => (
                    <Radio key={a} value={a} label={TEXTS.actionLabels[a]} />
                  ))}
                </RadioGroup>
                <Switch
                  label={TEXTS.criticalLabel}
                  checked={item.critical === true}
                  disabled={controls.criticalLocked}
                  onChange={(_, d) =>
                    onChange(updateEntry(qaData, entry, (it) => ({ ...it, critical: d.checked })))
                  }
                />
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

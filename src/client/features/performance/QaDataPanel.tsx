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
import { actionChoices, canToggleCritical, type ViewMode } from "../../../domain/failedTaskPermissions.ts";
import { type ItemAction, isItemAction } from "../../../domain/failedTaskStatus.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { fieldText, valueText } from "./qaSummary.ts";

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
  head: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS },
  controls: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalM },
});

type ListKey = "messageData" | "inspectData" | "detected_damages";

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
 * The QA data with per-item action choices and critical flags (spec §4): SUPER and TRAINER see all four
 * actions, others inspector and qa in edit mode; the read-only view shows all four, disabled. The
 * domain's applyAction does the rest (support/review clear critical; a trainer's pick is tagged).
 */
export function QaDataPanel({
  qaData,
  actor,
  mode,
  editable,
  onChange,
}: {
  qaData: QaData;
  actor: Actor;
  mode: ViewMode;
  editable: boolean;
  onChange: (next: QaData) => void;
}) {
  const styles = useStyles();
  const choices = actionChoices(actor.role, editable ? mode : "view");
  const update = (list: ListKey, index: number, fn: (item: QaItem) => QaItem) => {
    const items = [...(qaData[list] ?? [])] as QaItem[];
    items[index] = fn(items[index] as QaItem);
    onChange({ ...qaData, [list]: items });
  };
  const lists: ListKey[] = ["messageData", "inspectData", "detected_damages"];
  // Damages with a location are numbered as their markers on the photo are.
  const entries: {
    key: string;
    list: ListKey;
    index: number;
    item: QaItem & Record<string, unknown>;
    n: number;
  }[] = [];
  let damageNo = 0;
  for (const list of lists) {
    const items = (qaData[list] ?? []) as (QaItem & Record<string, unknown>)[];
    items.forEach((item, index) => {
      const located = list === "detected_damages" && !!item.damage_location;
      if (located) damageNo += 1;
      entries.push({ key: `${list}-${index}`, list, index, item, n: located ? damageNo : 0 });
    });
  }
  return (
    <Card aria-label={TEXTS.qaDataTitle}>
      <CardHeader header={<Subtitle2 as="h2">{TEXTS.qaDataTitle}</Subtitle2>} />
      <ul className={styles.list}>
        {entries.map(({ key, list, index, item, n }) => {
          const text = itemText(list, item, n);
          const locked = !editable || item.done === true;
          return (
            <li
              key={key}
              className={item.critical ? `${styles.item} ${styles.critical}` : styles.item}
              aria-label={text}
            >
              <div className={styles.head}>
                <Text weight="semibold">{text}</Text>
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
                  disabled={locked}
                  onChange={(_, d) =>
                    update(list, index, (it) => applyAction(it, d.value as ItemAction, actor))
                  }
                >
                  {choices.map((a) => (
                    <Radio key={a} value={a} label={TEXTS.actionLabels[a]} />
                  ))}
                </RadioGroup>
                <Switch
                  label={TEXTS.criticalLabel}
                  checked={item.critical === true}
                  disabled={!editable || !canToggleCritical(actor.role, mode, item)}
                  onChange={(_, d) => update(list, index, (it) => ({ ...it, critical: d.checked }))}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

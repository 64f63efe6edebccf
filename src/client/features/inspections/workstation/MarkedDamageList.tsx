import { Button, Caption1, makeStyles, Text, tokens } from "@fluentui/react-components";
import { DeleteRegular, EditRegular } from "@fluentui/react-icons";
import type { DamageInput } from "../../../../contract/taskTypes.ts";
import { TEXTS } from "../../../../domain/texts.ts";
import { damageNumber } from "./markMode.ts";

/** The marked damages' box: three rows of 24 px and their spacing, then it scrolls. */
export const DAMAGE_LIST_BOX = "76px";

const useStyles = makeStyles({
  // One damage per row (its number, what it is, its buttons), in a box of a few rows that scrolls:
  // however many are marked, the list never pushes the info bar under the photo off the screen
  // (issue 21). The photo frame's height leaves room for this box (DAMAGE_LIST_BOX).
  marked: { maxHeight: DAMAGE_LIST_BOX, overflowY: "auto", flexShrink: 0 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXXL },
  item: { minHeight: "24px" },
  correction: { marginLeft: tokens.spacingHorizontalS, color: tokens.colorBrandForeground1 },
});

/**
 * The numbered list of the photo's marked damages beside the canvas, numbered as the canvas numbers
 * them (damageNumber). On a QC task (`corrections` given) each damage can be changed too, and the QA's
 * own corrections say so (issue 23); the inspector's damages the QA left alone carry no tag.
 */
export function MarkedDamageList({
  damages,
  corrections,
  onEdit,
  onRemove,
}: {
  damages: readonly DamageInput[];
  /** Per damage, what the QA did to it (domain damageCorrection); null: an agent's own marks. */
  corrections: readonly ("add" | "edit" | null)[] | null;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  const styles = useStyles();
  if (damages.length === 0) return null;
  return (
    <section className={styles.marked} aria-label={TEXTS.wsMarkedDamages}>
      <ol className={styles.list}>
        {damages.map((d, i) => {
          const correction = corrections?.[i] ?? null;
          return (
            <li
              key={d.id ?? `${d.damage_location?.x},${d.damage_location?.y},${d.component}`}
              className={styles.item}
              value={damageNumber(i)}
            >
              <Text>
                {d.damage_name} · {d.component} ({TEXTS.wsGrade(d.grade_score ?? 0)})
              </Text>
              {correction && (
                <Caption1 className={styles.correction}>{TEXTS.wsQcCorrection[correction]}</Caption1>
              )}
              {corrections && d.damage_location && (
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<EditRegular />}
                  aria-label={TEXTS.wsEditDamage(damageNumber(i))}
                  onClick={() => onEdit(i)}
                />
              )}
              <Button
                size="small"
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={TEXTS.wsRemoveDamage(damageNumber(i))}
                onClick={() => onRemove(i)}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

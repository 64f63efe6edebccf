import {
  Badge,
  Caption1,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
} from "@fluentui/react-components";
import { useSnapshot } from "valtio";
import type { Damage } from "../../../contract/taskTypes.ts";
import { answerKindLabel } from "../../../domain/answerKind.ts";
import { type AnswerChoiceLists, answerFieldLines, optionLabel } from "../../../domain/answerLabels.ts";
import { gradeColor } from "../../../domain/damagePlacement.ts";
import { TEXTS } from "../../../domain/texts.ts";
import type { ChoiceOption } from "../../../domain/vehicleLookups.ts";
import { vehicleLabel } from "../../../domain/vehicleMismatch.ts";
import { Surface } from "../../ui/Surface.tsx";
import { damageStore } from "./damageStore.ts";
import { inspectorDamageNumbers } from "./inspectorDamageNumbers.ts";
import type { InspectorAnswer } from "./taskData.ts";

const useStyles = makeStyles({
  // Fluent Card's filled-alternative look; the header's two lines as CardHeader lays them out.
  panel: { backgroundColor: tokens.colorNeutralBackground2 },
  line: { display: "flex" },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    display: "grid",
    gap: tokens.spacingVerticalXXS,
  },
  // Numbered as the markers (issue 23): the number stands where the bullet would.
  numbered: { listStyleType: "none", paddingLeft: tokens.spacingHorizontalS },
  removed: { marginLeft: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
});

const BADGE = { grey: "informative", yellow: "warning", orange: "severe", red: "danger" } as const;

/**
 * QC (product §1, product §S5): what the inspector answered, data and damages, so the QA passes
 * it (accept as it is) or corrects it (change the form or the marks, or reject with a reason). The
 * reason and the choices read as the re-checked task's catalogue labels them (`reasons`, `lists`); a
 * VIN accepted although it names another vehicle says so (issue 21). On a QC damage photo
 * (`photoDamages`: the inspector's damages by id) each damage carries its marker's number now, and one
 * the QA removed says so instead: the panel, the canvas and the marked-damage list agree (issue 23).
 */
export function InspectorAnswerPanel({
  answer,
  reasons,
  lists,
  photoDamages,
}: {
  answer: InspectorAnswer;
  reasons: readonly ChoiceOption[];
  lists: AnswerChoiceLists;
  photoDamages?: readonly Damage[] | undefined;
}) {
  const styles = useStyles();
  const marks = useSnapshot(damageStore).damages;
  const damages = photoDamages ?? answer.damages;
  const numbers = photoDamages
    ? inspectorDamageNumbers(
        photoDamages.map((d) => d._id),
        marks,
      )
    : null;
  const fields = answerFieldLines(answer.fields, lists);
  const reason = answer.message === null ? "" : optionLabel(reasons, answer.message);
  const mismatch = answer.vehicleMismatch;
  return (
    <Surface className={styles.panel} aria-label={TEXTS.inspectorAnswer} role="region">
      <div>
        <div className={styles.line}>
          <Text weight="semibold">{TEXTS.inspectorAnswer}</Text>
        </div>
        <div className={styles.line}>
          <Text>{TEXTS.inspectorAnswerKind(answerKindLabel(answer.kind), reason)}</Text>
        </div>
      </div>
      {mismatch && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {TEXTS.vehicleMismatchNote(vehicleLabel(mismatch.decoded), vehicleLabel(mismatch.known))}
          </MessageBarBody>
        </MessageBar>
      )}
      {fields.length === 0 && damages.length === 0 && <Text italic>{TEXTS.inspectorNoData}</Text>}
      {fields.length > 0 && (
        <ul className={styles.list}>
          {fields.map((line) => (
            <li key={line.key}>
              <Text>{TEXTS.answerFieldLine(line.label, line.value)}</Text>
            </li>
          ))}
        </ul>
      )}
      {damages.length > 0 && (
        <>
          <Text weight="semibold">{TEXTS.inspectorDamages}</Text>
          <ul className={mergeClasses(styles.list, numbers ? styles.numbered : undefined)}>
            {damages.map((d, i) => {
              const number = numbers?.[i] ?? null;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list; one part may hold two damages
                <li key={`${d.component}-${d.damage_name}-${i}`}>
                  {number !== null && <Text weight="semibold">{TEXTS.inspectorDamageNumber(number)}</Text>}
                  <Text>{`${d.component}: ${d.damage_name} `}</Text>
                  {typeof d.grade_score === "number" && (
                    <Badge color={BADGE[gradeColor(d.grade_score)]}>{d.grade_score}</Badge>
                  )}
                  {numbers && number === null && (
                    <Caption1 className={styles.removed}>{TEXTS.inspectorDamageRemoved}</Caption1>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Surface>
  );
}

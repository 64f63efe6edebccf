import {
  Button,
  Combobox,
  Field,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  tokens,
} from "@fluentui/react-components";
import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { TEXTS } from "../../../../domain/texts.ts";
import { Surface } from "../../../ui/Surface.tsx";
import { type DamageChoiceLike, GRADES, type PendingDamage } from "./markMode.ts";

const useStyles = makeStyles({
  card: {
    position: "absolute",
    top: tokens.spacingVerticalM,
    right: tokens.spacingHorizontalM,
    width: "320px",
    boxSizing: "border-box",
    overflow: "hidden",
    zIndex: 1,
  },
  actions: { display: "flex", gap: tokens.spacingHorizontalS, justifyContent: "end" },
  empty: { display: "flex", flexDirection: "column", alignItems: "start", gap: tokens.spacingVerticalXS },
});

export interface PickerChoice extends DamageChoiceLike {
  readonly grade_score: number | null;
}

/**
 * After a placement: pick the damage (type to filter, arrows, Enter) and its grade (arrows or 0..5,
 * Enter adds), all from the keyboard; Escape cancels. Keys stay here: they never reach the
 * workstation's hot keys while the picker has focus. Where the material bar's choice left no damage,
 * the picker says so and offers any material (focused, so Enter takes it). Changing a marked damage
 * (`initial`, a QA correcting the inspector's) starts from its damage and grade, with the same keys.
 */
export function DamagePicker({
  pending,
  choices,
  loading,
  material,
  onAnyMaterial,
  onConfirm,
  onCancel,
  initial,
}: {
  pending: PendingDamage;
  choices: readonly PickerChoice[];
  loading: boolean;
  /** The material bar's choice the table was filtered by (null: any material). */
  material: string | null;
  onAnyMaterial: () => void;
  onConfirm: (choice: PickerChoice, grade: number) => void;
  onCancel: () => void;
  /** The damage being changed: its damage name and grade start chosen; the button saves. */
  initial?: { readonly damage_name: string; readonly grade: number };
}) {
  const styles = useStyles();
  const [query, setQuery] = useState("");
  const [choice, setChoice] = useState<PickerChoice | null>(null);
  const [grade, setGrade] = useState<number>(initial?.grade ?? 0);
  // A damage being changed: its entry of the table is chosen once the table is there (not again after
  // the QA cleared or changed it).
  const [seeded, setSeeded] = useState(false);
  // Then the grade has the focus, as after a pick: a digit and Enter change the grade; Shift+Tab goes
  // back to the damage.
  const startAtGrade = useRef(false);
  if (initial && !seeded && choices.length > 0) {
    setSeeded(true);
    const own = choices.find((c) => c.damage_name === initial.damage_name);
    if (own) {
      setChoice(own);
      setQuery(own.label ?? own.damage_name);
      startAtGrade.current = true;
    }
  }
  const gradeRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const comboRef = useRef<HTMLInputElement>(null);
  const anyMaterialRef = useRef<HTMLButtonElement>(null);
  // Bumped when a damage is chosen: the grade takes the focus in the same commit, so a digit or Enter
  // typed right after (a fast typist, a loaded machine) reaches the grade, not the damage field. A
  // requestAnimationFrame here let those keys land in the field first.
  const [gradeFocusTick, setGradeFocusTick] = useState(0);
  useLayoutEffect(() => {
    if (gradeFocusTick > 0) gradeRef.current?.querySelector<HTMLInputElement>("input:checked")?.focus();
  }, [gradeFocusTick]);
  const ready = !loading && choices.length > 0;
  const filteredOut = !loading && choices.length === 0 && material !== null;
  // Focus stays in the picker from the start (keys typed while the table loads are not hot keys), and
  // moves to the damage field as soon as it is there, or to the way out of an empty filtered list.
  useEffect(() => {
    if (ready && startAtGrade.current)
      gradeRef.current?.querySelector<HTMLInputElement>("input:checked")?.focus();
    else if (ready) comboRef.current?.focus();
    else if (filteredOut) anyMaterialRef.current?.focus();
    else cardRef.current?.focus();
  }, [ready, filteredOut]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q === "" || choice?.label === query || choice?.damage_name === query
      ? choices
      : choices.filter((c) => `${c.label ?? ""} ${c.damage_name}`.toLowerCase().includes(q));
  }, [choices, query, choice]);

  const confirm = () => {
    if (choice) onConfirm(choice, grade);
  };
  // Before the damage field sees it: an open list would take Escape to close itself (and stop it there),
  // and the agent would press it twice to leave.
  const onKeyDownCapture = (e: KeyboardEvent) => {
    if (e.key !== "Escape") return;
    e.stopPropagation();
    onCancel();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    e.stopPropagation();
    const inGrades = gradeRef.current?.contains(e.target as Node) ?? false;
    if (inGrades && /^[0-5]$/.test(e.key)) {
      setGrade(Number(e.key));
      // The focus follows the grade picked by its digit, as it does one picked with the arrows.
      gradeRef.current?.querySelector<HTMLInputElement>(`input[value="${e.key}"]`)?.focus();
    }
    if (inGrades && e.key === "Enter") confirm();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the card keeps its keys from the workstation
    <div onKeyDownCapture={onKeyDownCapture} onKeyDown={onKeyDown}>
      <Surface
        ref={cardRef}
        tabIndex={-1}
        className={styles.card}
        role="dialog"
        aria-label={TEXTS.wsPickDamage(pending.component, pending.group)}
      >
        <Text weight="semibold">{TEXTS.wsPickDamage(pending.component, pending.group)}</Text>
        {loading ? (
          <Spinner size="tiny" />
        ) : choices.length === 0 ? (
          <div className={styles.empty}>
            <Text role="alert">
              {TEXTS.wsNoDamageChoices}
              {material !== null ? ` ${TEXTS.wsMaterialFiltered(material)}` : ""}
            </Text>
            {material !== null && (
              <Button ref={anyMaterialRef} size="small" onClick={onAnyMaterial}>
                {TEXTS.wsAnyMaterial}
              </Button>
            )}
          </div>
        ) : (
          <Field label={TEXTS.wsDamageChoice}>
            <Combobox
              ref={comboRef}
              value={query}
              selectedOptions={choice ? [choice.damage_name] : []}
              onChange={(e) => setQuery(e.target.value)}
              onOptionSelect={(_, d) => {
                const picked = choices.find((c) => c.damage_name === d.optionValue) ?? null;
                setChoice(picked);
                setQuery(d.optionText ?? "");
                setGrade(picked?.grade_score ?? 0);
                // Then the grade, already set to the table's grade for this damage.
                setGradeFocusTick((n) => n + 1);
              }}
            >
              {shown.map((c) => (
                <Option key={c.damage_name} value={c.damage_name} text={c.label ?? c.damage_name}>
                  {`${c.label ?? c.damage_name} (${c.damage_name})`}
                </Option>
              ))}
            </Combobox>
          </Field>
        )}
        <Field label={TEXTS.wsGradeChoice}>
          <RadioGroup
            ref={gradeRef}
            layout="horizontal"
            value={String(grade)}
            onChange={(_, d) => setGrade(Number(d.value))}
          >
            {GRADES.map((g) => (
              <Radio key={g} value={String(g)} label={String(g)} />
            ))}
          </RadioGroup>
        </Field>
        <div className={styles.actions}>
          <Button onClick={onCancel}>{TEXTS.wsCancelDamage}</Button>
          <Button appearance="primary" disabled={!choice} onClick={confirm}>
            {initial ? TEXTS.wsSaveDamage : TEXTS.wsAddDamage}
          </Button>
        </div>
      </Surface>
    </div>
  );
}
